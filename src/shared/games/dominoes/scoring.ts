/** Scoring arithmetic (R-DOM-4, R-DOM-6, R-DOM-7) and the end-of-hand count checks (R-DOM-8). */
import { pips, type Tile } from './tiles';

export const GAME_TARGET = 61;
/** The turn of the cribbage board: a loser below it is skunked (R-DOM-7). */
export const SKUNK_LINE = 31;

/** Points for an open-end count: total / 5 when it is a multiple of five, else nothing (R-DOM-4). */
export const countPoints = (count: number): number => (count > 0 && count % 5 === 0 ? count / 5 : 0);

/** Pips rounded to the nearest five (remainders 1-2 down, 3-4 up), in points (R-DOM-6). */
export const roundedPoints = (total: number): number => Math.floor((total + 2) / 5);

/**
 * Can `k` distinct tiles from `pool` total exactly `target`? (One hand's unknown tiles.)
 * Bounded subset-sum over (tiles taken, pips).
 */
export function reachable(pool: readonly Tile[], k: number, target: number): boolean {
  if (k === 0) return target === 0;
  if (target < 0) return false;
  // can[j]: the sums reachable with j tiles.
  const can: Set<number>[] = Array.from({ length: k + 1 }, () => new Set<number>());
  can[0]!.add(0);
  for (const t of pool) {
    const p = pips(t);
    for (let j = k - 1; j >= 0; j--) {
      for (const s of can[j]!) if (s + p <= target) can[j + 1]!.add(s + p);
    }
  }
  return can[k]!.has(target);
}

/** Two hands drawing disjoint tiles from one pool: can they hold (ka, ta) and (kb, tb)? (A blocked hand.) */
export function jointlyReachable(pool: readonly Tile[], ka: number, ta: number, kb: number, tb: number): boolean {
  if (ta < 0 || tb < 0) return false;
  const key = (na: number, sa: number, nb: number, sb: number) => ((na * (ta + 1) + sa) * (kb + 1) + nb) * (tb + 1) + sb;
  let states = new Map<number, [number, number, number, number]>([[key(0, 0, 0, 0), [0, 0, 0, 0]]]);
  for (const t of pool) {
    const p = pips(t);
    const next = new Map(states);
    for (const [na, sa, nb, sb] of states.values()) {
      if (na < ka && sa + p <= ta) next.set(key(na + 1, sa + p, nb, sb), [na + 1, sa + p, nb, sb]);
      if (nb < kb && sb + p <= tb) next.set(key(na, sa, nb + 1, sb + p), [na, sa, nb + 1, sb + p]);
    }
    states = next;
  }
  return states.has(key(ka, ta, kb, tb));
}
