import { describe, expect, it } from 'vitest';
import { arenaOpponent, arenaPairings, arenaPoints, arenaRound, arenaScoring, arenaStandings, type ArenaPlayer } from './arena';
import { entriesOf, eventOf, match, played } from './testing';
import type { MatchGame } from './model';

describe('arena points as lichess counts them (issue 42 part 5)', () => {
  it('a win 2, a draw 1, a loss 0', () => {
    expect(arenaPoints(['win'])).toEqual({ points: 2, onStreak: false });
    expect(arenaPoints(['draw', 'loss', 'draw'])).toEqual({ points: 2, onStreak: false });
  });
  it('two wins in a row start a streak: the next games count double until one is not won (two wins then a draw: 6)', () => {
    expect(arenaPoints(['win', 'win', 'draw']).points).toBe(6);
    expect(arenaPoints(['win', 'win'])).toEqual({ points: 4, onStreak: true });
    expect(arenaPoints(['win', 'win', 'win', 'win']).points).toBe(2 + 2 + 4 + 4);
    // The draw ended the streak: the next win counts single again.
    expect(arenaPoints(['win', 'win', 'draw', 'win']).points).toBe(8);
    expect(arenaPoints(['win', 'loss', 'win', 'win', 'win']).points).toBe(2 + 0 + 2 + 2 + 4);
  });
  it('streaks can be turned off (a setting): plain 2-1-0', () => {
    expect(arenaPoints(['win', 'win', 'win'], { win: 2, draw: 1, streaks: false }).points).toBe(6);
  });
});

describe('arena pairing: someone free, no repeat as far as possible, close scores', () => {
  const p = (id: string, points: number, freeSince = 0): ArenaPlayer => ({ id, points, freeSince });
  const met = (pairs: Array<[string, string]>) => (a: string, b: string) => pairs.filter(([x, y]) => (x === a && y === b) || (x === b && y === a)).length;
  it('prefers the closest score among those not met yet', () => {
    expect(arenaOpponent(p('ann', 6), [p('bob', 2), p('cleo', 5), p('dan', 9)], met([]))!.id).toBe('cleo');
  });
  it('avoids a repeat while anyone else is free, and repeats only when nobody else is', () => {
    expect(arenaOpponent(p('ann', 6), [p('cleo', 6), p('dan', 0)], met([['ann', 'cleo']]))!.id).toBe('dan');
    expect(arenaOpponent(p('ann', 6), [p('cleo', 6)], met([['ann', 'cleo']]))!.id).toBe('cleo');
    expect(arenaOpponent(p('ann', 6), [p('ann', 6)], met([]))).toBeNull();
  });
  it('ties go to who has waited longest; a whole lobby is paired longest-waiting first', () => {
    expect(arenaOpponent(p('ann', 4), [p('bob', 2, 20), p('cleo', 6, 10)], met([]))!.id).toBe('cleo');
    expect(arenaPairings([p('a', 0, 3), p('b', 4, 1), p('c', 4, 2), p('d', 0, 4), p('e', 9, 5)], met([['b', 'c']]))).toEqual([['b', 'a'], ['c', 'd']]);
  });
});

describe('the arena night: standings and the next pairings (format arena)', () => {
  const open: MatchGame = { first: 'a', result: null };
  const entries = entriesOf('Ann', 'Bob', 'Cleo', 'Dan');
  const arena = (rounds: Parameters<typeof eventOf>[2]) => eventOf('othello', entries, rounds, { format: 'arena' });

  it('standings by arena points with each game\'s points and the streak (lichess: the third win counts double)', () => {
    const ev = arena([[match(1, 'ann', 'bob', played('a', 40, 24))], [match(1, 'ann', 'cleo', played('a', 33, 31))], [match(2, 'ann', 'dan', played('a', 50, 14))], [match(1, 'bob', 'cleo', played(null, 32, 32))]]);
    const rows = arenaStandings(ev);
    expect(rows[0]).toMatchObject({ entry: 'ann', points: 2 + 2 + 4, wins: 3, onStreak: true, playing: null });
    expect(rows[0]!.games.map((g) => [g.points, g.doubled])).toEqual([[2, false], [2, false], [4, true]]);
    expect(rows.find((r) => r.entry === 'bob')).toMatchObject({ points: 1, draws: 1, losses: 1 });
    expect(arenaStandings(ev, arenaScoring('plain'))[0]!.points).toBe(6);
  });

  it('pairs everyone free at the start, tables from 1', () => {
    const r = arenaRound(arena([]), 1, { present: ['ann', 'bob', 'cleo', 'dan'], scoring: arenaScoring('lichess'), gamesPerMatch: 1 })!;
    expect(r.pairings.map((p) => p.kind === 'match' && [p.board, p.a, p.b])).toEqual([[1, 'ann', 'bob'], [2, 'cleo', 'dan']]);
  });

  it('a finished table\'s players are not paired again at once while another table plays: they wait for it, then meet new opponents', () => {
    const oneDone = arena([[match(1, 'ann', 'bob', played('a', 40, 24)), match(2, 'cleo', 'dan', open)]]);
    expect(arenaRound(oneDone, 2, { present: ['ann', 'bob', 'cleo', 'dan'], scoring: arenaScoring('lichess'), gamesPerMatch: 1 })).toBeNull();
    const bothDone = arena([[match(1, 'ann', 'bob', played('a', 40, 24)), match(2, 'cleo', 'dan', played('b', 20, 44))]]);
    const next = arenaRound(bothDone, 2, { present: ['ann', 'bob', 'cleo', 'dan'], scoring: arenaScoring('lichess'), gamesPerMatch: 1 })!;
    // Close scores: the two winners meet, and the two losers.
    expect(next.pairings.map((p) => p.kind === 'match' && [p.a, p.b].sort())).toEqual([['ann', 'dan'], ['bob', 'cleo']]);
  });

  it('a free player is paired with one just freed while other tables play, at the lowest free table; a player not present is never paired', () => {
    const ev = arena([[match(1, 'ann', 'bob', played('a', 40, 24)), match(2, 'cleo', 'dan', open)]]);
    const withEve = { ...ev, entries: [...ev.entries, ...entriesOf('Eve').map((e) => ({ ...e, pairingNumber: 5 }))] };
    const r = arenaRound(withEve, 2, { present: ['ann', 'bob', 'cleo', 'dan', 'eve'], scoring: arenaScoring('lichess'), gamesPerMatch: 1 })!;
    expect(r.pairings).toHaveLength(1);
    const m = r.pairings[0]!;
    expect(m.kind === 'match' && [m.board, [m.a, m.b].includes('eve')]).toEqual([1, true]);
    expect(arenaRound(withEve, 2, { present: ['ann', 'bob', 'cleo', 'dan'], scoring: arenaScoring('lichess'), gamesPerMatch: 1 })).toBeNull();
  });
});
