/**
 * The Tie-Break Regulations C.07 in force from 1 March 2026 (tieBreakEdition '2026') beside the 2024
 * edition, on hand-computed tables; the comparison with Gacrux on random events is test/tournament/c07-2026.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Entry, Match, TournamentEvent } from '../model';
import { rankingOrder } from '../settings';
import { DEFAULT_SETTINGS } from '../settings';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { computeStandings } from './compute';

const value = (s: ReturnType<typeof computeStandings>, id: string) => s.rows.find((r) => r.entry === id)!.values;
const editions = (event: TournamentEvent, order = ['matchPoints', 'buchholz', 'sonnebornBerger'] as const) => ({
  y2024: computeStandings({ ...event, tieBreakEdition: '2024' }, { order }),
  y2026: computeStandings({ ...event, tieBreakEdition: '2026' }, { order }),
});
const forfeited = (board: number, a: string, b: string, by: 'a' | 'b'): Match => ({ ...match(board, a, b, { first: 'a', result: null }), forfeit: by });

describe('C.07 2026 art. 16.4: the dummy opponent\'s score is capped', () => {
  it('16.4.1: a forfeit counts the scheduled opponent\'s adjusted score when lower than the entry\'s own', () => {
    // R1 A wins by forfeit against B, C beats D; R2 A beats C, D beats B; R3 A beats D, C beats B.
    // A 3, B 0, C 2, D 1. A's forfeit: 2024 a dummy with A's 3; 2026 min(3, B's 0) = 0. Then C 2, D 1.
    const event = eventOf('ninuki', entriesOf('A', 'B', 'C', 'D'), [
      [forfeited(1, 'a', 'b', 'b'), match(2, 'c', 'd', played('a', 1, 0))],
      [match(1, 'a', 'c', played('a', 1, 0)), match(2, 'd', 'b', played('a', 1, 0))],
      [match(1, 'a', 'd', played('a', 1, 0)), match(2, 'c', 'b', played('a', 1, 0))],
    ]);
    const { y2024, y2026 } = editions(event);
    expect(value(y2024, 'a').buchholz).toBe(6);
    expect(value(y2026, 'a').buchholz).toBe(3);
    // Sonneborn-Berger weighs the same contribution by the point won: 2024 3 + 2 + 1, 2026 0 + 2 + 1.
    expect(value(y2024, 'a').sonnebornBerger).toBe(6);
    expect(value(y2026, 'a').sonnebornBerger).toBe(3);
  });

  it('16.4.2: a bye or an absence counts at most a draw\'s points times the rounds', () => {
    // R1 A beats B, C beats D, E pairing bye; R2 E beats A, C beats B, D pairing bye; R3 E beats C, A beats D, B pairing bye.
    // A 2, B 1, C 2, D 1, E 3. E's bye: 2024 a dummy with E's 3; 2026 min(3, 0.5 x 3) = 1.5. Then A 2, C 2.
    const event = eventOf('ninuki', entriesOf('A', 'B', 'C', 'D', 'E'), [
      [match(1, 'a', 'b', played('a', 1, 0)), match(2, 'c', 'd', played('a', 1, 0)), bye('e')],
      [match(1, 'e', 'a', played('a', 1, 0)), match(2, 'c', 'b', played('a', 1, 0)), bye('d')],
      [match(1, 'e', 'c', played('a', 1, 0)), match(2, 'a', 'd', played('a', 1, 0)), bye('b')],
    ]);
    const { y2024, y2026 } = editions(event);
    expect(value(y2024, 'e').buchholz).toBe(7);
    expect(value(y2026, 'e').buchholz).toBe(5.5);
    // Below the cap nothing changes: B (1 point) keeps a dummy of 1 for its bye in both editions.
    expect(value(y2026, 'b').buchholz).toBe(value(y2024, 'b').buchholz);
  });
});

describe('C.07 2026 art. 15.2: in a round robin a forfeit counts as a game', () => {
  // R1 A wins by forfeit against B, C-D drawn; R2 A beats C, B beats D; R3 A-D drawn, C beats B.
  // A 2.5, B 1, C 1.5, D 1.
  const entries: Entry[] = entriesOf('A', 'B', 'C', 'D').map((e, i) => ({ ...e, rating: 2000 - 100 * i }));
  const event = eventOf('ninuki', entries, [
    [forfeited(1, 'a', 'b', 'b'), match(2, 'c', 'd', played(null, 0, 0))],
    [match(1, 'a', 'c', played('a', 1, 0)), match(2, 'b', 'd', played('a', 1, 0))],
    [match(1, 'a', 'd', played(null, 0, 0)), match(2, 'c', 'b', played('a', 1, 0))],
  ], { format: 'round-robin' });
  const order = ['matchPoints', 'sonnebornBerger', 'aro'] as const;

  it('Sonneborn-Berger counts the forfeited opponent (2026), not in 2024', () => {
    // 2026: B 1 x 1 + C 1.5 x 1 + D 1 x 0.5 = 3. 2024: the forfeit adds nothing: 2.
    expect(value(computeStandings({ ...event, tieBreakEdition: '2026' }, { order }), 'a').sonnebornBerger).toBe(3);
    expect(value(computeStandings({ ...event, tieBreakEdition: '2024' }, { order }), 'a').sonnebornBerger).toBe(2);
  });

  it('except for rating-based tie-breaks: ARO counts only the games played over the board', () => {
    // A met C (1800) and D (1700) over the board: 1750; B's 1900 is left out.
    expect(value(computeStandings({ ...event, tieBreakEdition: '2026' }, { order }), 'a').aro).toBe(1750);
  });

  it('no Buchholz family in a round robin: the order goes without it in 2026, keeps it in 2024', () => {
    const withBuchholz = ['matchPoints', 'buchholz', 'buchholzCut1', 'sonnebornBerger'] as const;
    expect(computeStandings({ ...event, tieBreakEdition: '2026' }, { order: withBuchholz }).order).toEqual(['matchPoints', 'sonnebornBerger']);
    expect(computeStandings({ ...event, tieBreakEdition: '2024' }, { order: withBuchholz }).order).toEqual(withBuchholz);
    // A game whose default order has Buchholz (Ninuki-Renju) ranks a 2026 round robin without it.
    expect(rankingOrder('ninuki', { ...DEFAULT_SETTINGS, tieBreakEdition: '2026' }, 'round-robin')).toEqual(['matchPoints', 'sonnebornBerger', 'margin']);
    expect(rankingOrder('ninuki', { ...DEFAULT_SETTINGS, tieBreakEdition: '2026' }, 'swiss')).toEqual(['matchPoints', 'buchholz', 'sonnebornBerger', 'margin']);
  });
});

describe('C.07 2026: the new tie-breaks STD, TPN and RTNG', () => {
  // R1 A beats B, C-D drawn; R2 A-C drawn, D beats B. A 3 + 1 = 4, C 1 + 1 = 2, D 1 + 3 = 4, B 0 (3 points a win, 1 a draw).
  const entries: Entry[] = entriesOf('A', 'B', 'C', 'D').map((e, i) => ({ ...e, rating: [1500, 1900, 1700, 1800][i]! }));
  const event: TournamentEvent = {
    ...eventOf('ninuki', entries, [
      [match(1, 'a', 'b', played('a', 1, 0)), match(2, 'c', 'd', played(null, 0, 0))],
      [match(1, 'a', 'c', played(null, 0, 0)), match(2, 'd', 'b', played('a', 1, 0))],
    ]),
    scoring: { ...DEFAULT_SETTINGS.scoring, win: 3, draw: 1, pairingBye: 3, forfeitWin: 3 },
    tieBreakEdition: '2026',
  };

  it('STD: standard points, 1 a win and ½ a draw, whatever the event\'s scoring', () => {
    const s = computeStandings(event, { order: ['matchPoints', 'standardPoints'] });
    expect(s.rows.map((r) => [r.entry, r.values.matchPoints, r.values.standardPoints])).toEqual([['a', 4, 1.5], ['d', 4, 1.5], ['c', 2, 1], ['b', 0, 0]]);
  });

  it('TPN: the lower pairing number goes ahead and the places are no longer shared', () => {
    const shared = computeStandings(event, { order: ['matchPoints'] });
    expect(shared.rows.slice(0, 2).map((r) => r.rank)).toEqual([1, 1]);
    const s = computeStandings(event, { order: ['matchPoints', 'pairingNumber'] });
    expect(s.rows.map((r) => `${r.rank} ${r.entry}`)).toEqual(['1 a', '2 d', '3 c', '4 b']);
  });

  it('RTNG: the higher own rating goes ahead', () => {
    const s = computeStandings(event, { order: ['matchPoints', 'rating'] });
    expect(s.rows.map((r) => `${r.rank} ${r.entry}`)).toEqual(['1 d', '2 a', '3 c', '4 b']);
  });
});

describe('the score always comes first (issue 37 part 6)', () => {
  // R1 A beats B, C beats D; R2 A beats C, B beats D; R3 A beats D, B-C drawn.
  // A 3, B 1.5, C 1.5, D 0; Buchholz A 3, B 4.5, C 4.5, D 6: ranked by Buchholz alone D (0 points) led.
  const event = eventOf('ninuki', entriesOf('A', 'B', 'C', 'D'), [
    [match(1, 'a', 'b', played('a', 1, 0)), match(2, 'c', 'd', played('a', 1, 0))],
    [match(1, 'a', 'c', played('a', 1, 0)), match(2, 'b', 'd', played('a', 1, 0))],
    [match(1, 'a', 'd', played('a', 1, 0)), match(2, 'b', 'c', played(null, 0, 0))],
  ]);

  it('a tie-break list without the score ranks by the score first, then by the list', () => {
    const s = computeStandings(event, { order: ['buchholz'] });
    expect(s.order).toEqual(['matchPoints', 'buchholz']);
    expect(s.rows.map((r) => `${r.rank} ${r.entry}`)).toEqual(['1 a', '2 b', '2 c', '4 d']);
  });

  it('the event\'s tieBreaks setting likewise (rankingOrder), the game\'s own score first', () => {
    expect(rankingOrder('ninuki', { ...DEFAULT_SETTINGS, tieBreaks: ['buchholz', 'wins'] })).toEqual(['matchPoints', 'buchholz', 'wins']);
    expect(rankingOrder('onino', { ...DEFAULT_SETTINGS, tieBreaks: ['buchholz'] })).toEqual(['gameScore', 'buchholz']);
    // A list that starts with a score is kept as it is.
    expect(rankingOrder('onino', { ...DEFAULT_SETTINGS, tieBreaks: ['matchPoints', 'gameScore'] })).toEqual(['matchPoints', 'gameScore']);
  });
});
