/**
 * FIDE C.07 (2023 edition as amended from 1 August 2024) and the World Othello Championship's
 * Brightwell quotient, on hand-computed tables. Every figure below is worked out in the comments.
 */
import { describe, expect, it } from 'vitest';
import type { Entry } from '../model';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { computeStandings } from './compute';
import { FIDE_ORDER } from './criteria';
import { directEncounterRanks } from './directEncounter';
import { separationText, whyAbove } from './explain';
import { ratingDifference, tpr } from './performance';

const table = (s: ReturnType<typeof computeStandings>) => s.rows.map((r) => `${r.rank} ${r.name}`);
const value = (s: ReturnType<typeof computeStandings>, id: string) => s.rows.find((r) => r.entry === id)!.values;

/**
 * A three-round Swiss of six (every game: the entry listed first moves first).
 * R1 A-B 0:1, C-D draw, E-F 1:0. R2 A-C 0:1, D-E 1:0, B half-point bye, F absent (withdrawn from R2).
 * R3 A-D 1:0, C-E draw, B pairing bye.
 * Scores: A 1, B 2.5, C 2, D 1.5, E 1.5, F 0.
 */
function swiss() {
  const ratings = [2000, 1900, 1800, 1700, 1600, null];
  const entries: Entry[] = entriesOf('A', 'B', 'C', 'D', 'E', 'F').map((e, i) => ({ ...e, rating: ratings[i]! }));
  entries[5]!.withdrawnFromRound = 2;
  return eventOf('ninuki', entries, [
    [match(1, 'a', 'b', played('b', 0, 1)), match(2, 'c', 'd', played(null, 0, 0)), match(3, 'e', 'f', played('a', 1, 0))],
    [match(1, 'a', 'c', played('b', 0, 1)), match(2, 'd', 'e', played('a', 1, 0)), bye('b', 'half')],
    [match(1, 'a', 'd', played('a', 1, 0)), match(2, 'c', 'e', played(null, 0, 0)), bye('b', 'pairing')],
  ]);
}

describe('FIDE C.07 16: unplayed rounds', () => {
  const s = computeStandings(swiss(), { order: FIDE_ORDER.swiss });

  it('16 (withdrawal): the rounds after an opponent\'s last game count as draws in the opponent\'s score', () => {
    // F scored 0, then was absent twice: others see 0 + 0.5 + 0.5 = 1. E: F 1 + D 1.5 + C 2.
    expect(value(s, 'e').buchholz).toBe(4.5);
  });

  it('16 (own unplayed rounds): a dummy opponent with the entry\'s own final score', () => {
    // B: A 1, half-point bye -> dummy 2.5, pairing bye -> dummy 2.5.
    expect(value(s, 'b').buchholz).toBe(6);
    // F: E 1.5, then two absences -> dummy 0 each.
    expect(value(s, 'f').buchholz).toBe(1.5);
  });

  it('14.6: Cut-1 cuts a voluntarily unplayed round first, even when an opponent scored less', () => {
    // B: the half-point bye (2.5) goes, not A's 1: 1 + 2.5. The pairing bye is not voluntary and stays.
    expect(value(s, 'b').buchholzCut1).toBe(3.5);
    // Median-1 then cuts the highest (2.5): 1.
    expect(value(s, 'b').buchholzMedian).toBe(1);
    // C: D 1.5, A 1, E 1.5 -> Cut-1 3, Cut-2 1.5, Median-1 1.5.
    expect(value(s, 'c')).toMatchObject({ buchholz: 4, buchholzCut1: 3, buchholzCut2: 1.5, buchholzMedian: 1.5 });
  });

  it('9.1 Sonneborn-Berger with dummy opponents: points scored times the opponent\'s (or dummy\'s) score', () => {
    // B: beat A 1 x 1, half-point bye 0.5 x 2.5, pairing bye 1 x 2.5.
    expect(value(s, 'b').sonnebornBerger).toBe(4.75);
    // E: beat F (adjusted 1) 1, lost to D 0, drew C 0.5 x 2.
    expect(value(s, 'e').sonnebornBerger).toBe(2);
    expect(value(s, 'c').sonnebornBerger).toBe(2.5);
  });

  it('7.1 WIN counts rounds won with or without play, 7.2 WON only over the board, 7.5 progressive score', () => {
    expect(value(s, 'b')).toMatchObject({ wins: 2, winsPlayed: 1, progressive: 1 + 1.5 + 2.5 });
    expect(value(s, 'f')).toMatchObject({ wins: 0, winsPlayed: 0 });
  });

  it('7.3/7.4 games played and won with the first move (the first-moving side: Othello black)', () => {
    expect(value(s, 'a')).toMatchObject({ firstMoveGames: 3, firstMoveWins: 1 });
    expect(value(s, 'c')).toMatchObject({ firstMoveGames: 2, firstMoveWins: 0 });
    expect(value(s, 'd')).toMatchObject({ firstMoveGames: 1, firstMoveWins: 1 });
  });

  it('10.1 ARO and 10.2 TPR over rated opponents met over the board', () => {
    // A met 1900, 1800, 1700: ARO 1800; 1 of 3 = 33% -> dp -125.
    expect(value(s, 'a')).toMatchObject({ aro: 1800, tpr: 1675 });
    // E met F (unrated, left out), D 1700, C 1800: ARO 1750; 0.5 of 2 = 25% -> dp -193.
    expect(value(s, 'e')).toMatchObject({ aro: 1750, tpr: 1557 });
    // B met A only (byes do not count): 100% -> +800.
    expect(value(s, 'b')).toMatchObject({ aro: 2000, tpr: 2800 });
  });

  it('the FIDE Swiss order: points, Buchholz Cut-1, Buchholz, direct encounter, wins', () => {
    // D and E: 1.5 points, Cut-1 3.5 each, Buchholz 4.5 each; D beat E.
    expect(table(s)).toEqual(['1 B', '2 C', '3 D', '4 E', '5 A', '6 F']);
    expect(whyAbove(s, 'e', 'd')).toEqual({ above: 'd', below: 'e', criterion: 'directEncounter', values: [1, 0] });
    expect(whyAbove(s, 'c', 'd')).toEqual({ above: 'c', below: 'd', criterion: 'matchPoints', values: [2, 1.5] });
  });
});

describe('B.02 table 8.1.a (used by TPR)', () => {
  it('reads the rating difference both sides of 50%', () => {
    expect([ratingDifference(50), ratingDifference(51), ratingDifference(75), ratingDifference(99), ratingDifference(100)]).toEqual([0, 7, 193, 677, 800]);
    expect([ratingDifference(0), ratingDifference(33)]).toEqual([-800, -125]);
    expect(tpr([{ rating: 2100, result: 0.5 }, { rating: 2200, result: 0.5 }])).toBe(2150);
  });
});

describe('FIDE C.07 6: direct encounter', () => {
  it('all met: ordered by DE score, the sub-group still tied ranked again by its own games', () => {
    // 0 beat 1 and 3, lost to 2; 1 beat 2 and 3; 3 beat 2. Scores 2, 2, 1, 1; then 0 beat 1, 3 beat 2.
    const games = [[0, 1], [0, 3], [2, 0], [1, 2], [1, 3], [3, 2]].flatMap(([w, l]) => [{ a: w!, b: l!, points: 1 }, { a: l!, b: w!, points: 0 }]);
    const r = directEncounterRanks([0, 1, 2, 3], games, 1, false);
    expect([...r.scores.entries()].sort()).toEqual([[0, 2], [1, 2], [2, 1], [3, 1]]);
    expect([0, 1, 3, 2].map((i) => r.places.get(i))).toEqual([1, 2, 3, 4]);
  });

  it('not all met (Swiss): the leader goes ahead only when nobody could still reach its score', () => {
    const won = (w: number, l: number) => [{ a: w, b: l, points: 1 }, { a: l, b: w, points: 0 }];
    // 0 beat 1 and 2; 1 and 2 never met (each could reach 1 < 2): 0 first, 1 and 2 stay tied.
    const r = directEncounterRanks([0, 1, 2], [...won(0, 1), ...won(0, 2)], 1, false);
    expect([0, 1, 2].map((i) => r.places.get(i))).toEqual([1, 2, 2]);
    // 0 beat 1; 2 met nobody and could still reach 2 > 1: nobody is separated.
    const q = directEncounterRanks([0, 1, 2], won(0, 1), 1, false);
    expect([0, 1, 2].map((i) => q.places.get(i))).toEqual([1, 1, 1]);
  });

  it('6.1: several meetings with the same opponent count as their average', () => {
    const r = directEncounterRanks([0, 1], [{ a: 0, b: 1, points: 1 }, { a: 1, b: 0, points: 0 }, { a: 0, b: 1, points: 0 }, { a: 1, b: 0, points: 1 }], 1, true);
    expect([r.scores.get(0), r.scores.get(1), r.places.get(0), r.places.get(1)]).toEqual([0.5, 0.5, 1, 1]);
  });
});

describe('FIDE C.07 9.2: Koya in a round robin', () => {
  it('points scored against the opponents on half the possible points or more', () => {
    // Four players, three rounds: A 2, B 2, C 2, D 0; the threshold is 1.5.
    const event = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [
      [match(1, 'a', 'd', played('a', 40, 24)), match(2, 'b', 'c', played('b', 30, 34))],
      [match(1, 'd', 'c', played('b', 20, 44)), match(2, 'a', 'b', played('b', 30, 34))],
      [match(1, 'b', 'd', played('a', 50, 14)), match(2, 'c', 'a', played('b', 28, 36))],
    ], { format: 'round-robin' });
    const s = computeStandings(event, { order: FIDE_ORDER.roundRobin });
    // A: beat C (1), lost to B, beat D (below the threshold, not counted).
    expect([value(s, 'a').koya, value(s, 'b').koya, value(s, 'c').koya, value(s, 'd').koya]).toEqual([1, 1, 1, 0]);
  });
});

describe('World Othello Championship: Brightwell quotient, then discs', () => {
  // R1 A-E 40:24, B-C 35:29, D bye. R2 A-B 31:33, C-D 24:40; E withdrew after round 1.
  const entries = entriesOf('A', 'B', 'C', 'D', 'E');
  entries[4]!.withdrawnFromRound = 2;
  const event = eventOf('othello', entries, [
    [match(1, 'a', 'e', played('a', 40, 24)), match(2, 'b', 'c', played('a', 35, 29)), bye('d')],
    [match(1, 'a', 'b', played('b', 31, 33)), match(2, 'c', 'd', played('b', 24, 40))],
  ]);
  const s = computeStandings(event);

  it('BQ = discs + 6 x opponents\' points; a bye or a withdrawn opponent counts 32 + 6 x the own points', () => {
    // A: E withdrew -> 32 + 6 x 1; B -> 31 + 6 x 2. B: C 35 + 0; A 33 + 6. D: bye 32 + 12; C 40 + 0.
    expect([value(s, 'a').brightwell, value(s, 'b').brightwell, value(s, 'd').brightwell]).toEqual([81, 74, 84]);
    // C: B 29 + 12, D 24 + 12. E: A 24 + 6, then absent 32 + 0.
    expect([value(s, 'c').brightwell, value(s, 'e').brightwell]).toEqual([77, 62]);
  });

  it('is the default first tie-break of Othello events', () => {
    expect(table(s)).toEqual(['1 D', '2 B', '3 A', '4 C', '5 E']);
    expect(whyAbove(s, 'b', 'd')).toMatchObject({ above: 'd', criterion: 'brightwell', values: [84, 74] });
  });

  it('the constant can be set per event', () => {
    expect(value(computeStandings(event, { brightwellConstant: 3 }), 'a').brightwell).toBe(32 + 3 + 31 + 6);
  });
});

describe('why is X above Y', () => {
  it('entries sharing a place are tied on every criterion', () => {
    const event = eventOf('ninuki', entriesOf('A', 'B'), [[match(1, 'a', 'b', played(null, 0, 0))]]);
    expect(whyAbove(computeStandings(event), 'b', 'a')).toEqual({ above: 'a', below: 'b', criterion: null, values: null });
  });
});

describe('why is X above Y, in words', () => {
  it('names the criterion and both values, and a DE split among those still tied', () => {
    const s = computeStandings(swiss(), { order: FIDE_ORDER.swiss });
    const name = (id: string) => id.toUpperCase();
    expect(separationText(s, whyAbove(s, 'e', 'd'), name, (c) => c, String)).toBe('D (3) is above E (4) by directEncounter: 1 against 0; equal on every criterion before it.');
    const tie = { ...s, rows: s.rows.map((r) => (r.entry === 'e' ? { ...r, values: { ...r.values, directEncounter: 1 } } : r)) };
    expect(separationText(tie, whyAbove(tie, 'e', 'd'), name, (c) => c, String)).toContain('1 against 1, then among those still tied');
  });
});
