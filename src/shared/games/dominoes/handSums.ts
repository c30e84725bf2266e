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
 * Every pair of totals two hands can hold together (a blocked hand): no tile in both. Exact: a tile goes to neither
 * hand or to one, and there into its tightest group with room (groups are nested, so that greedy choice never
 * loses a way to fill them). The state is how full each group is and the two totals: one bit set over b's total
 * per (fills, a's total), so a tile taken by b is a shift.
 */
export function jointTotals(pool: readonly Tile[], a: readonly Limit[], b: readonly Limit[], capA = Infinity, capB = Infinity): Array<[number, number]> {
  const side = (groups: readonly Limit[], cap: number) => {
    const caps = groups.map((g) => g.count);
    const radix = caps.map((_, i) => caps.slice(0, i).reduce((m, c) => m * (c + 1), 1));
    const size = caps.reduce((m, c) => m * (c + 1), 1);
    const tops = pool.filter((t) => groups.some((g) => fits(t, g))).map(pips).sort((x, y) => y - x);
    const most = Math.min(cap, tops.slice(0, sizeOf(groups)).reduce((sum, p) => sum + p, 0));
    /** The fills after one more tile of this level, or -1 when no group it fits has room. */
    const place = (fill: number, level: number): number => {
      if (level < 0) return -1;
      for (let g = level; g < caps.length; g++) if (Math.floor(fill / radix[g]!) % (caps[g]! + 1) < caps[g]!) return fill + radix[g]!;
      return -1;
    };
    return { size, most, full: size - 1, level: (t: Tile) => groups.findIndex((g) => fits(t, g)), place };
  };
  const A = side(a, capA);
  const B = side(b, capB);
  const words = Math.floor(B.most / 32) + 1;
  const rows = A.most + 1;
  const at = (fa: number, fb: number, sa: number) => ((fa * B.size + fb) * rows + sa) * words;
  let dp = new Uint32Array(A.size * B.size * rows * words);
  dp[0] = 1;
  for (const t of pool) {
    const la = A.level(t);
    const lb = B.level(t);
    if (la < 0 && lb < 0) continue;
    const p = pips(t);
    const next = dp.slice();
    for (let fa = 0; fa < A.size; fa++) {
      const ta = A.place(fa, la);
      for (let fb = 0; fb < B.size; fb++) {
        const tb = B.place(fb, lb);
        for (let sa = 0; sa < rows; sa++) {
          const from = at(fa, fb, sa);
          let any = 0;
          for (let w = 0; w < words; w++) any |= dp[from + w]!;
          if (any === 0) continue;
          if (ta >= 0 && sa + p < rows) {
            const to = at(ta, fb, sa + p);
            for (let w = 0; w < words; w++) next[to + w]! |= dp[from + w]!;
          }
          if (tb >= 0) shiftOr(dp, from, next, at(fa, tb, sa), words, p, B.most);
        }
      }
    }
    dp = next;
  }
  const pairs: Array<[number, number]> = [];
  for (let sa = 0; sa < rows; sa++) {
    const from = at(A.full, B.full, sa);
    for (let sb = 0; sb <= B.most; sb++) if ((dp[from + (sb >> 5)]! >>> (sb & 31)) & 1) pairs.push([sa, sb]);
  }
  return pairs;
}

/** to |= from << shift, over `words` 32-bit words, bits above `top` dropped. */
function shiftOr(src: Uint32Array, from: number, dst: Uint32Array, to: number, words: number, shift: number, top: number): void {
  const whole = shift >> 5;
  const part = shift & 31;
  for (let w = words - 1; w >= whole; w--) {
    const lo = src[from + w - whole]!;
    const below = w - whole - 1 >= 0 ? src[from + w - whole - 1]! : 0;
    const v = part === 0 ? lo : ((lo << part) | (below >>> (32 - part))) >>> 0;
    dst[to + w]! |= v;
  }
  const last = top & 31;
  if (last !== 31) dst[to + words - 1]! &= (2 ** (last + 1) - 1) >>> 0;
}
