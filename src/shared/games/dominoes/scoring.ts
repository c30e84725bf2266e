/** Scoring arithmetic (R-DOM-4, R-DOM-6, R-DOM-7) and the end-of-hand count checks (R-DOM-8). */
import { pips, type Tile } from './tiles';
import type { Limit } from './types';

export const GAME_TARGET = 61;
/** The turn of the cribbage board: a loser below it is skunked (R-DOM-7); 31 of 61, halfway for another target. */
export const skunkLine = (target: number): number => Math.ceil(target / 2);

/** Points for an open-end count: total / 5 when it is a multiple of five, else nothing (R-DOM-4). */
export const countPoints = (count: number): number => (count > 0 && count % 5 === 0 ? count / 5 : 0);

/** Pips rounded to the nearest five (remainders 1-2 down, 3-4 up), in points (R-DOM-6). */
export const roundedPoints = (total: number): number => Math.floor((total + 2) / 5);

/** One hand's unknown tiles for the count check: its groups (R-DOM-11) and the pips they must total. */
export interface Unknowns {
  limits: readonly Limit[];
  target: number;
}

/**
 * Can every hand's unknown tiles be distinct tiles of `pool`, each group's tiles showing none of its excluded
 * numbers (R-DOM-11), each hand totalling exactly its target (R-DOM-8)? Each hand is checked exactly against
 * its own limits; two hands (a blocked hand) are also checked together for tiles they cannot share. (The
 * joint check ignores the limits: an exact one is far slower, and this one never refuses a possible count.)
 */
export function holdable(pool: readonly Tile[], hands: readonly Unknowns[]): boolean {
  if (hands.some((h) => h.target < 0)) return false;
  if (!hands.every((h) => oneHand(pool, h))) return false;
  if (hands.length < 2) return true;
  const [a, b] = hands as [Unknowns, Unknowns];
  const size = (h: Unknowns) => h.limits.reduce((n, g) => n + g.count, 0);
  return jointlyReachable(pool, size(a), a.target, size(b), b.target);
}

/** Two hands drawing disjoint tiles from one pool: can they hold (ka, ta) and (kb, tb)? */
function jointlyReachable(pool: readonly Tile[], ka: number, ta: number, kb: number, tb: number): boolean {
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

/**
 * One hand (after going out): its groups are nested, the oldest the most limited, so a set of tiles fits them
 * when, for every group, at least as many tiles fit that group or an older one as those groups hold (Hall's
 * condition). A subset sum over (tiles taken, pips) taking the tiles from the most limited level up, pruned at
 * each level by that condition: as fast as a plain subset sum.
 */
function oneHand(pool: readonly Tile[], hand: Unknowns): boolean {
  const groups = hand.limits;
  const k = groups.reduce((n, g) => n + g.count, 0);
  const { target } = hand;
  if (k === 0) return target === 0;
  const levelOf = (t: Tile) => groups.findIndex((g) => !g.excluded.includes(t[0]) && !g.excluded.includes(t[1]));
  const byLevel: Tile[][] = groups.map(() => []);
  for (const t of pool) {
    const level = levelOf(t);
    if (level >= 0) byLevel[level]!.push(t);
  }
  // can[j]: the pip sums reachable with j tiles.
  let can: Set<number>[] = Array.from({ length: k + 1 }, (_, j) => new Set<number>(j === 0 ? [0] : []));
  let needed = 0;
  groups.forEach((g, level) => {
    for (const t of byLevel[level]!) {
      const p = pips(t);
      for (let j = k - 1; j >= 0; j--) for (const sum of can[j]!) if (sum + p <= target) can[j + 1]!.add(sum + p);
    }
    needed += g.count;
    can = can.map((sums, j) => (j < needed ? new Set<number>() : sums));
  });
  return can[k]!.has(target);
}
