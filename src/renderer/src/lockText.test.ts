import { afterEach, describe, expect, it } from 'vitest';
import { lockReason, lockedFields } from '../../shared/tournament/locks';
import { setUiLocale } from './i18n';
import { lockText } from './lockText';

const paired = { format: 'swiss' as const, lastRound: 2, hasResults: true, finished: false };

describe('why a setting is locked, in the screen language (issue 25)', () => {
  afterEach(() => setUiLocale('en'));

  it('in English it says what the shared lock table says, field by field', () => {
    const fields = ['name', 'game', 'format', 'options', 'roundsPlanned', 'gamesPerMatch', 'seeding', 'initialColour', 'cycles', 'nights', 'balance', 'scoring', 'dutchEdition', 'tieBreakEdition'];
    for (const p of [paired, { ...paired, format: 'knockout' as const }, { ...paired, finished: true }]) {
      for (const f of fields) expect(lockText(p, f), f).toBe(lockReason(lockedFields(p), f)?.replace('a knockout schedule', 'the schedule (Knockout)') ?? null);
    }
  });

  it('in French, Japanese and Spanish with the tournament words, the format named in the language', () => {
    setUiLocale('fr');
    expect(lockText(paired, 'seeding')).toBe("fixé dès que la ronde 1 est appariée : les numéros d'appariement ont été attribués dans cet ordre");
    expect(lockText({ ...paired, format: 'round-robin' }, 'roundsPlanned')).toContain('(Toutes rondes)');
    setUiLocale('ja');
    expect(lockText(paired, 'initialColour')).toContain('先手');
    setUiLocale('es');
    expect(lockText({ ...paired, finished: true }, 'name')).toMatch(/^el torneo está finalizado/);
    expect(lockText(paired, 'name')).toBeNull();
  });

  it('the rule editions lock once round 1 is paired, with the reason in each language (issue 37)', () => {
    expect(lockText({ ...paired, lastRound: 0 }, 'dutchEdition')).toBeNull();
    setUiLocale('fr');
    expect(lockText(paired, 'dutchEdition')).toMatch(/^fixé dès que la ronde 1 est appariée : .*système suisse néerlandais FIDE/);
    setUiLocale('ja');
    expect(lockText(paired, 'tieBreakEdition')).toContain('C.07');
    setUiLocale('es');
    expect(lockText(paired, 'tieBreakEdition')).toMatch(/reglas de desempate/);
  });
});
