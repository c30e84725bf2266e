/** Issue 21, forbidden pairings: pairs that must not meet are honoured by the Dutch Swiss as an absolute criterion (like C1). */
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/shared/api/schemas';
import type { PairOutcome } from '../../src/shared/api/methods/tournament';
import { must, tempBackend } from '../support/tempdb';

function event(format: 'swiss' | 'round-robin', clubs: string[] = ['', '', '', '']) {
  const { backend } = tempBackend();
  const players = ['Ann', 'Bob', 'Cat', 'Dan'].map((name, i) => must<Player>(backend, 'players.create', { name, club: clubs[i], rating: 2000 - 100 * i }));
  // The Dutch system (an Othello Swiss is PAPP's by default: test/services/papp.test.ts keeps pairs apart there).
  const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Club night', game: 'othello', format, roundsPlanned: 3, settings: { swissSystem: 'dutch' } });
  for (const p of players) must(backend, 'events.register', { eventId: ev.id, playerId: p.id });
  const [ann, bob, cat, dan] = players.map((p) => p.id) as [number, number, number, number];
  const boards = (o: PairOutcome) => o.round.pairings.flatMap((p) => (p.kind === 'match' ? [[p.a.name, p.b.name].sort().join('-')] : [])).sort();
  return { backend, eventId: ev.id, ann, bob, cat, dan, boards };
}

describe('forbidden pairings', () => {
  it('a Dutch round avoids an explicit forbidden pair exactly as it avoids a rematch, and the preview says so', () => {
    const { backend, eventId, ann, cat, boards } = event('swiss');
    // Without the constraint round 1 pairs 1-3 and 2-4 (top half against bottom half).
    expect(boards(must<PairOutcome>(backend, 'rounds.pair', { eventId, preview: true }))).toEqual(['Ann-Cat', 'Bob-Dan']);
    must(backend, 'eventSettings.update', { eventId, forbiddenPairs: [{ a: ann, b: cat, why: 'family' }] });
    const preview = must<PairOutcome>(backend, 'rounds.pair', { eventId, preview: true });
    expect(boards(preview)).toEqual(['Ann-Dan', 'Bob-Cat']);
    expect(preview.warnings).toContainEqual(expect.objectContaining({ rule: 'forbidden', message: 'Ann and Cat are kept apart (family)' }));
    expect(boards(must<PairOutcome>(backend, 'rounds.pair', { eventId }))).toEqual(['Ann-Dan', 'Bob-Cat']);
  });

  it('same club, where the event says so: club-mates are kept apart (club names collated)', () => {
    const { backend, eventId, boards } = event('swiss', ['Kraków', 'Lund', 'KRAKOW', 'Lund']);
    expect(boards(must<PairOutcome>(backend, 'rounds.pair', { eventId, preview: true }))).toEqual(['Ann-Cat', 'Bob-Dan']);
    must(backend, 'eventSettings.update', { eventId, avoidSameClub: true });
    const preview = must<PairOutcome>(backend, 'rounds.pair', { eventId, preview: true });
    expect(boards(preview)).toEqual(['Ann-Dan', 'Bob-Cat']);
    expect(preview.warnings.filter((w) => w.rule === 'forbidden').map((w) => w.message)).toEqual(['Ann and Cat are kept apart (same club)', 'Bob and Dan are kept apart (same club)']);
  });

  it('a round robin cannot avoid a meeting: the preview names the board where the forbidden pair meets', () => {
    const { backend, eventId, ann, dan } = event('round-robin');
    must(backend, 'eventSettings.update', { eventId, forbiddenPairs: [{ a: ann, b: dan, why: 'family' }] });
    // Berger round 1 of four: 1-4 and 2-3.
    const met = must<PairOutcome>(backend, 'rounds.pair', { eventId, preview: true }).warnings.filter((w) => w.rule === 'forbidden');
    expect(met.map((w) => w.message)).toEqual(['Ann and Dan must not meet (family) but are paired on board 1']);
  });

  it('issue 44: both kinds of forbidden-pair note come in the caller\'s language, our own reasons too (the "kept apart" note stayed English)', () => {
    const swiss = event('swiss', ['Kraków', 'Lund', 'KRAKOW', 'Lund']);
    must(swiss.backend, 'eventSettings.update', { eventId: swiss.eventId, avoidSameClub: true, forbiddenPairs: [{ a: swiss.ann, b: swiss.bob, why: 'famille' }] });
    const inFrench = (backend: typeof swiss.backend, eventId: number) => {
      const r = backend.call('rounds.pair', { eventId, preview: true }, '', 'fr');
      if (!r.ok) throw new Error(r.error.message);
      return (r.data as PairOutcome).warnings.filter((w) => w.rule === 'forbidden').map((w) => w.message);
    };
    expect(inFrench(swiss.backend, swiss.eventId)).toEqual([
      'Ann et Bob sont tenus à l\'écart l\'un de l\'autre (famille)',
      'Ann et Cat sont tenus à l\'écart l\'un de l\'autre (même club)',
      'Bob et Dan sont tenus à l\'écart l\'un de l\'autre (même club)',
    ]);
    const robin = event('round-robin');
    must(robin.backend, 'eventSettings.update', { eventId: robin.eventId, forbiddenPairs: [{ a: robin.ann, b: robin.dan, why: '' }] });
    expect(inFrench(robin.backend, robin.eventId)).toEqual(['Ann et Dan ne doivent pas se rencontrer (tenus à l\'écart) mais sont appariés à la table 1']);
  });

  it('refuses a player kept from meeting themself', () => {
    const { backend, eventId, ann } = event('swiss');
    expect(backend.call('eventSettings.update', { eventId, forbiddenPairs: [{ a: ann, b: ann }] })).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });
});
