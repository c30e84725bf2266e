import { describe, expect, it } from 'vitest';
import { maxWeightMatching, maxWeightMatchingDense, type WeightedGraph } from './blossom';
import { listGraph, maxCardinalityMatching, matchedPairs } from './cardinality';
import { mulberry32 } from '../../random';
import { LIMB_BITS, limbsFor } from './wide';

type WeightedEdge = [number, number, bigint];

/** The graph with BigInt weights written as wide limbs. */
function graphOf(n: number, edges: WeightedEdge[]): WeightedGraph {
  const top = edges.reduce((m, e) => (e[2] > m ? e[2] : m), 0n);
  const limbs = limbsFor(top.toString(2).length);
  const weights = new Float64Array(edges.length * limbs);
  edges.forEach(([, , w], k) => {
    for (let i = 0; i < limbs; i++) weights[k * limbs + i] = Number((w >> BigInt(i * LIMB_BITS)) & ((1n << BigInt(LIMB_BITS)) - 1n));
  });
  return { n, u: Int32Array.from(edges, (e) => e[0]), v: Int32Array.from(edges, (e) => e[1]), weights, limbs };
}

/** Exhaustive maximum weight over all matchings (small graphs only). */
function brute(n: number, edges: WeightedEdge[]): bigint {
  const best = (used: number, from: number): bigint => {
    let b = 0n;
    for (let k = from; k < edges.length; k++) {
      const [u, v, w] = edges[k]!;
      if (used & (1 << u) || used & (1 << v)) continue;
      const r = w + best(used | (1 << u) | (1 << v), k + 1);
      if (r > b) b = r;
    }
    return b;
  };
  return n > 0 ? best(0, 0) : 0n;
}

describe('weighted matching (blossom)', () => {
  it.each([
    [1, 0n, 2n ** 40n],
    [2, 2n ** 60n, 2n ** 47n + 2n ** 46n],
    [4, 2n ** 150n, 2n ** 47n + 2n ** 46n],
  ])('finds the maximum weight on 300 random small graphs (%i limbs)', (limbs, high, carry) => {
    const random = mulberry32(42);
    for (let t = 0; t < 300; t++) {
      const n = 2 + Math.floor(random() * 9);
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          const low = BigInt(Math.floor(random() * 7)) + (random() < 0.3 ? carry : 0n);
          if (random() < 0.5) edges.push([u, v, BigInt(Math.floor(random() * 20)) * high + low]);
        }
      }
      const graph = graphOf(n, edges);
      if (edges.length > 0) expect(graph.limbs).toBeLessThanOrEqual(limbs);
      const mate = maxWeightMatching(graph);
      let total = 0n;
      for (const [u, v, w] of edges) if (mate[u] === v) {
        expect(mate[v]).toBe(u);
        total += w;
      }
      expect(total).toBe(brute(n, edges));
    }
  });

  it('sparse rounds checked by the duals reach the same total as the dense algorithm on large graphs', () => {
    const random = mulberry32(11);
    const total = (g: WeightedGraph, mate: Int32Array): bigint => {
      let t = 0n;
      for (let k = 0; k < g.u.length; k++) {
        if (mate[g.u[k]!] !== g.v[k]) continue;
        for (let i = 0; i < g.limbs; i++) t += BigInt(g.weights[k * g.limbs + i]!) << BigInt(i * LIMB_BITS);
      }
      return t;
    };
    for (let t = 0; t < 12; t++) {
      const n = 50 + Math.floor(random() * 30);
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          // Twelve hubs whose edges are the heaviest, so every vertex's heaviest edges lead to hubs
          // and the optimum needs edges the first sparse round leaves out; noise below, across limbs.
          const hubs = (u < 12 ? 1n : 0n) + (v < 12 ? 1n : 0n);
          if (random() < 0.9) edges.push([u, v, (hubs + 1n) * 2n ** 70n + BigInt(Math.floor(random() * 1e6))]);
        }
      }
      const graph = graphOf(n, edges);
      expect(graph.u.length).toBeGreaterThan(20 * n); // large enough for the sparse path
      graph.seed = new Uint8Array(edges.length);
      const sparse = maxWeightMatching(graph);
      for (let v = 0; v < n; v++) if (sparse[v]! >= 0) expect(sparse[sparse[v]!]).toBe(v);
      expect(total(graph, sparse)).toBe(total(graph, maxWeightMatchingDense(graph)));
    }
  });

  it('maximum cardinality matching agrees with exhaustive search', () => {
    const random = mulberry32(7);
    for (let t = 0; t < 200; t++) {
      const n = 2 + Math.floor(random() * 10);
      const adj = new Set<string>();
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (random() < 0.35) {
        adj.add(`${u},${v}`);
        edges.push([u, v, 1n]);
      }
      const lists = Array.from({ length: n }, (_, i) =>
        Array.from({ length: n }, (_, j) => j).filter((j) => j !== i && adj.has(`${Math.min(i, j)},${Math.max(i, j)}`)));
      const mate = maxCardinalityMatching(listGraph(lists))!;
      expect(BigInt(matchedPairs(mate))).toBe(brute(n, edges));
    }
  });
});
