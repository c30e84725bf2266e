import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../random';
import { maxWeightMatchingDense } from './blossom';
import { RoundGraph } from './roundgraph';
import { limbsFor, LIMB_BITS } from './wide';

/** The total weight of a matching (partner per player, itself when unpaired) over the players not fixed. */
const total = (g: RoundGraph, mate: Int32Array): bigint => {
  let t = 0n;
  mate.forEach((w, v) => {
    if (w > v && g.fixed[v]! < 0) t += g.get(v, w);
  });
  return t;
};

/** The optimum of the free players' graph, solved cold on the whole graph (the reference). */
function coldOptimum(g: RoundGraph): bigint {
  const free: number[] = [];
  for (let v = 0; v < g.n; v++) if (g.fixed[v]! < 0) free.push(v);
  const u: number[] = [];
  const w: number[] = [];
  const x: bigint[] = [];
  let top = 1n;
  free.forEach((a, i) => free.slice(0, i).forEach((b, j) => {
    const k = g.get(a, b);
    if (k === 0n) return;
    u.push(i);
    w.push(j);
    x.push(k);
    if (k > top) top = k;
  }));
  const L = limbsFor(top.toString(2).length);
  const weights = new Float64Array(x.length * L);
  x.forEach((k, e) => {
    for (let l = 0; l < L; l++, k >>= BigInt(LIMB_BITS)) weights[e * L + l] = Number(k & ((1n << BigInt(LIMB_BITS)) - 1n));
  });
  const mate = maxWeightMatchingDense({ n: free.length, u: Int32Array.from(u), v: Int32Array.from(w), weights, limbs: L });
  let t = 0n;
  mate.forEach((o, i) => {
    if (o > i) t += g.get(free[i]!, free[o]!);
  });
  return t;
}

describe('RoundGraph: re-solves start from the last optimum (speed only)', () => {
  it('after bonuses on one player, weight changes and fixed pairs, every warm solve is as heavy as a cold one', () => {
    const random = mulberry32(37);
    for (let round = 0; round < 12; round++) {
      const n = 8 + Math.floor(random() * 30);
      const g = new RoundGraph(n);
      // Wide weights (several limbs), some pairs missing (C1).
      const weight = (): bigint => (random() < 0.15 ? 0n : (BigInt(Math.floor(random() * 4)) << 120n) + BigInt(Math.floor(random() * 1e9)));
      for (let a = 1; a < n; a++) for (let b = 0; b < a; b++) g.set(a, b, weight());
      let mate = g.solve();
      expect(total(g, mate)).toBe(coldOptimum(g));
      for (let step = 0; step < 25; step++) {
        const v = Math.floor(random() * n);
        if (g.fixed[v]! >= 0) continue;
        if (random() < 0.5) {
          for (let o = 0; o < n; o++) if (o !== v && g.fixed[o]! < 0 && g.get(v, o) > 0n) g.set(v, o, g.get(v, o) + BigInt(Math.floor(random() * 1e6)) + 1n);
        } else {
          for (let o = 0; o < n; o++) if (o !== v && g.fixed[o]! < 0 && random() < 0.3) g.set(v, o, weight());
        }
        g.stale = true;
        mate = g.solve();
        expect(total(g, mate)).toBe(coldOptimum(g));
        if (mate[v] !== v && random() < 0.3) g.fix(v, mate[v]!);
      }
    }
  });
});
