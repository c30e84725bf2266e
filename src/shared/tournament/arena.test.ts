import { describe, expect, it } from 'vitest';
import { arenaOpponent, arenaPairings, arenaPoints, type ArenaPlayer } from './arena';

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
