import { afterEach, describe, expect, it } from 'vitest';
import { whyAbove, type Criterion, type StandingRow, type Standings } from '../../../../shared/tournament/standings';
import { setUiLocale } from '../../i18n';
import { separationText } from './separationText';

// After round 1: A beat B, C and D drew, so C and D are equal on every criterion and share 2nd place.
const row = (rank: number, entry: string, matchPoints: number, buchholz: number): StandingRow => ({
  rank, entry, name: entry.toUpperCase(), pairingNumber: rank, status: 'active', played: 1, games: 1,
  values: { matchPoints, buchholz } as Record<Criterion, number>,
});
const s: Standings = { throughRound: 1, order: ['matchPoints', 'buchholz'], rows: [row(1, 'a', 1, 0), row(2, 'c', 0.5, 0.5), row(2, 'd', 0.5, 0.5), row(4, 'b', 0, 1)] };

describe('"why is X above Y" on the standings screen, in the screen language (issue 25)', () => {
  afterEach(() => setUiLocale('en'));

  it('names the first criterion that separates them with both values, or says they share the place', () => {
    expect(separationText(s, whyAbove(s, 'c', 'a'))).toBe('A (1) is above C (2) by Match points: 1 against ½; equal on every criterion before it.');
    expect(separationText(s, whyAbove(s, 'd', 'c'))).toBe('C (2) and D share the place: equal on every criterion of the order.');
  });

  it('a direct encounter that splits equal DE scores says the tied group was ranked again (C.07 6)', () => {
    expect(separationText(s, { above: 'a', below: 'c', criterion: 'directEncounter', values: [1, 1] })).toContain('1 against 1, then among those still tied;');
  });

  it('in French, Japanese and Spanish with the tie-break words', () => {
    setUiLocale('fr');
    expect(separationText(s, whyAbove(s, 'c', 'a'))).toMatch(/^A \(1\) est devant C \(2\) au départage .+ : 1 contre ½ ; égalité sur chaque critère précédent\.$/);
    setUiLocale('es');
    expect(separationText(s, whyAbove(s, 'c', 'a'))).toMatch(/^A \(1\) está por delante de C \(2\) por el desempate .+: 1 contra ½/);
    setUiLocale('ja');
    expect(separationText(s, whyAbove(s, 'd', 'c'))).toMatch(/^C \(2\)とDは同順位/);
  });
});
