/** Issue 44: the pairing preview's warnings stayed English in French, Japanese and Spanish. On a real SQLite file. */
import { describe, expect, it } from 'vitest';
import type { PairOutcome } from '../../src/shared/api/methods/tournament';
import { eventWith } from './helpers';

describe('pairing warnings in the caller\'s language (issue 44)', () => {
  it('the bye and not-paired warnings of a preview come in French, Japanese and Spanish; English stays English', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bea', 'Cid'], rounds: 3 });
    const preview = (locale: 'en' | 'fr' | 'ja' | 'es') => {
      const r = s.backend.call('rounds.pair', { eventId: s.eventId, preview: true }, '', locale);
      if (!r.ok) throw new Error(r.error.message);
      return (r.data as PairOutcome).warnings.map((w) => w.message);
    };
    const en = preview('en');
    const bye = en.find((m) => m.includes('pairing-allocated bye'))!;
    expect(bye).toMatch(/^(Ann|Bea|Cid) has a pairing-allocated bye$/);
    const who = bye.split(' ')[0]!;
    expect(preview('fr')).toContain(`${who} est exempt par l’appariement`);
    expect(preview('ja')).toContain(`${who} は組み合わせによる不戦勝です`);
    expect(preview('es')).toContain(`${who} descansa por el emparejamiento`);
    for (const locale of ['fr', 'ja', 'es'] as const) for (const m of preview(locale)) expect(m).not.toMatch(/ has a | have met before|not paired:/);
  });
});
