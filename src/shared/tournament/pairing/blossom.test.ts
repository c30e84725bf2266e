import { describe, expect, it } from 'vitest';
import { maxWeightMatching, type WeightedEdge } from './blossom';
import { maxCardinalityMatching, matchedPairs } from './cardinality';
import { seededRandom } from './simulate';

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
  it('finds the maximum weight on 300 random small graphs, with weights beyond 2^53', () => {
    const random = seededRandom(42);
    for (let t = 0; t < 300; t++) {
      const n = 2 + Math.floor(random() * 9);
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (random() < 0.5) edges.push([u, v, BigInt(Math.floor(random() * 20)) * 2n ** 60n + BigInt(Math.floor(random() * 7))]);
        }
      }
      const mate = maxWeightMatching(n, edges);
      let total = 0n;
      for (const [u, v, w] of edges) if (mate[u] === v) {
        expect(mate[v]).toBe(u);
        total += w;
      }
      expect(total).toBe(brute(n, edges));
    }
  });

  it('maximum cardinality matching agrees with exhaustive search', () => {
    const random = seededRandom(7);
    for (let t = 0; t < 200; t++) {
      const n = 2 + Math.floor(random() * 10);
      const adj = new Set<string>();
      const edges: WeightedEdge[] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (random() < 0.35) {
        adj.add(`${u},${v}`);
        edges.push([u, v, 1n]);
      }
      const mate = maxCardinalityMatching(n, (i, j) => adj.has(`${Math.min(i, j)},${Math.max(i, j)}`));
      expect(BigInt(matchedPairs(mate))).toBe(brute(n, edges));
    }
  });
});
