/**
 * Pip totals hidden hands can make (R-DOM-8, R-DOM-11): distinct tiles of a pool, each hand's tiles in nested
 * groups (oldest first, the most limited), each group's tiles showing none of its excluded numbers.
 */
import { pips, type Tile } from './tiles';
import type { Limit } from './types';

const fits = (t: Tile, g: Limit): boolean => !g.excluded.includes(t[0]) && !g.excluded.includes(t[1]);
const sizeOf = (groups: readonly Limit[]): number => groups.reduce((n, g) => n + g.count, 0);

/**
 * Every total one hand's groups can hold, up to `cap`. The groups are nested, so a set of tiles fits them when,
 * for every group, at least as many tiles fit that group or an older one as those groups hold (Hall's condition):
 * a subset sum over (tiles taken, pips) taking the tiles from the most limited level up, pruned at each level by
 * that condition, as fast as a plain subset sum.
 */
export function handTotals(pool: readonly Tile[], groups: readonly Limit[], cap = Infinity): Set<number> {
  const k = sizeOf(groups);
  if (k === 0) return new Set([0]);
  const byLevel: Tile[][] = groups.map(() => []);
  for (const t of pool) {
    const level = groups.findIndex((g) => fits(t, g));
    if (level >= 0) byLevel[level]!.push(t);
  }
  // can[j]: the pip sums reachable with j tiles.
  let can: Set<number>[] = Array.from({ length: k + 1 }, (_, j) => new Set<number>(j === 0 ? [0] : []));
  let needed = 0;
  groups.forEach((g, level) => {
    for (const t of byLevel[level]!) {
      const p = pips(t);
      for (let j = k - 1; j >= 0; j--) for (const sum of can[j]!) if (sum + p <= cap) can[j + 1]!.add(sum + p);
    }
    needed += g.count;
    can = can.map((sums, j) => (j < needed ? new Set<number>() : sums));
  });
  return can[k]!;
}

/**
 * Every pair of totals two hands can hold together (a blocked hand): no tile in both. Exact: each tile goes to
 * neither hand or to one group it fits, the state being how full each group is and the two totals so far.
 */
export function jointTotals(pool: readonly Tile[], a: readonly Limit[], b: readonly Limit[], capA = Infinity, capB = Infinity): Array<[number, number]> {
  const groups = [...a, ...b];
  const caps = groups.map((g) => g.count);
  const na = a.length;
  type State = { fill: number[]; sa: number; sb: number };
  const keyOf = (s: State) => `${s.fill.join(',')}|${s.sa}|${s.sb}`;
  let states = new Map<string, State>([[keyOf({ fill: caps.map(() => 0), sa: 0, sb: 0 }), { fill: caps.map(() => 0), sa: 0, sb: 0 }]]);
  // Tiles that fit no group of either hand change nothing.
  for (const t of pool.filter((x) => groups.some((g) => fits(x, g)))) {
    const p = pips(t);
    const next = new Map(states);
    for (const s of states.values()) {
      groups.forEach((g, i) => {
        if (s.fill[i]! >= caps[i]! || !fits(t, g)) return;
        const inA = i < na;
        const sa = s.sa + (inA ? p : 0);
        const sb = s.sb + (inA ? 0 : p);
        if (sa > capA || sb > capB) return;
        const fill = s.fill.map((n, j) => (j === i ? n + 1 : n));
        const made = { fill, sa, sb };
        next.set(keyOf(made), made);
      });
    }
    states = next;
  }
  const pairs = new Map<string, [number, number]>();
  for (const s of states.values()) if (s.fill.every((n, i) => n === caps[i])) pairs.set(`${s.sa}|${s.sb}`, [s.sa, s.sb]);
  return [...pairs.values()];
}
