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
 * Every pair of totals two hands can hold together (a blocked hand): no tile in both. Exact. One hand (the one with
 * more ways to fill its groups) is filled as in `handTotals`: tiles in order of its levels, only how many it took
 * kept, Hall's condition checked at each level's end. The other puts each tile it takes into its tightest group with
 * room (the groups are nested, so that greedy choice never loses a way to fill them) and keeps how full each group
 * is. Per (tiles taken, fills, first hand's total), the second hand's totals are one bit set: a tile it takes is a
 * shift.
 */
export function jointTotals(pool: readonly Tile[], a: readonly Limit[], b: readonly Limit[], capA = Infinity, capB = Infinity): Array<[number, number]> {
  const fillsOf = (groups: readonly Limit[]) => groups.reduce((m, g) => m * (g.count + 1), 1);
  if (fillsOf(a) < fillsOf(b)) return jointTotals(pool, b, a, capB, capA).map(([x, y]) => [y, x]);
  const levelOf = (groups: readonly Limit[], t: Tile) => groups.findIndex((g) => fits(t, g));
  const most = (groups: readonly Limit[], cap: number) => Math.min(cap, pool.filter((t) => levelOf(groups, t) >= 0)
    .map(pips).sort((x, y) => y - x).slice(0, sizeOf(groups)).reduce((sum, p) => sum + p, 0));
  // The first hand (a here): tiles taken and total. The second (b): fills of its groups and a bit set of totals.
  const ka = sizeOf(a);
  const rows = most(a, capA) + 1;
  const topB = most(b, capB);
  const words = (topB >> 5) + 1;
  const caps = b.map((g) => g.count);
  const radix = caps.map((_, i) => caps.slice(0, i).reduce((m, c) => m * (c + 1), 1));
  const fillsB = fillsOf(b);
  const placeB = (fill: number, level: number): number => {
    if (level < 0) return -1;
    for (let g = level; g < caps.length; g++) if (Math.floor(fill / radix[g]!) % (caps[g]! + 1) < caps[g]!) return fill + radix[g]!;
    return -1;
  };
  const block = rows * words; // one (tiles taken by a, fills of b): a's totals by rows, b's totals by bits
  const at = (na: number, fb: number, sa: number) => (na * fillsB + fb) * block + sa * words;
  let dp = new Uint32Array((ka + 1) * fillsB * block);
  let live = new Uint8Array((ka + 1) * fillsB); // blocks with any bit set: most fills are never reached
  dp[0] = 1;
  live[0] = 1;
  const tiles = pool.map((t) => ({ t, la: levelOf(a, t), lb: levelOf(b, t) })).filter((x) => x.la >= 0 || x.lb >= 0)
    .sort((x, y) => (x.la < 0 ? a.length : x.la) - (y.la < 0 ? a.length : y.la));
  // Hall's condition for a once its levels below `level` are done: at least as many tiles as its groups there hold.
  const needBelow = (level: number) => a.slice(0, level).reduce((n, g) => n + g.count, 0);
  const prune = (need: number) => {
    const upTo = Math.min(need, ka + 1) * fillsB;
    dp.fill(0, 0, upTo * block);
    live.fill(0, 0, upTo);
  };
  const mask = (topB & 31) === 31 ? 0xffffffff : (2 ** ((topB & 31) + 1) - 1) >>> 0;
  for (const { t, la, lb } of tiles) {
    prune(needBelow(la < 0 ? a.length : la));
    const p = pips(t);
    const whole = p >> 5;
    const part = p & 31;
    const next = dp.slice();
    const nextLive = live.slice();
    for (let na = 0; na <= ka; na++) {
      for (let fb = 0; fb < fillsB; fb++) {
        if (!live[na * fillsB + fb]) continue;
        const base = (na * fillsB + fb) * block;
        if (la >= 0 && na < ka && p < rows) {
          // a takes the tile: every row moves p rows up, in the block with one more tile.
          const to = ((na + 1) * fillsB + fb) * block + p * words;
          for (let i = 0, n = (rows - p) * words; i < n; i++) next[to + i]! |= dp[base + i]!;
          nextLive[(na + 1) * fillsB + fb] = 1;
        }
        const tb = placeB(fb, lb);
        if (tb >= 0) {
          // b takes it: every row's bit set shifts by p, in the block with b's fills after it.
          const to = (na * fillsB + tb) * block;
          for (let row = 0; row < block; row += words) {
            for (let w = words - 1; w >= whole; w--) {
              const lo = dp[base + row + w - whole]!;
              const below = w - whole - 1 >= 0 ? dp[base + row + w - whole - 1]! : 0;
              next[to + row + w]! |= part === 0 ? lo : ((lo << part) | (below >>> (32 - part))) >>> 0;
            }
            next[to + row + words - 1]! &= mask;
          }
          nextLive[na * fillsB + tb] = 1;
        }
      }
    }
    dp = next;
    live = nextLive;
  }
  prune(ka);
  const pairs: Array<[number, number]> = [];
  for (let sa = 0; sa < rows; sa++) {
    const from = at(ka, fillsB - 1, sa);
    for (let sb = 0; sb <= topB; sb++) if ((dp[from + (sb >> 5)]! >>> (sb & 31)) & 1) pairs.push([sa, sb]);
  }
  return pairs;
}
