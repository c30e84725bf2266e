import { describe, expect, it } from 'vitest';
import { edgeSlack, maxWeightMatching, maxWeightMatchingDense, maxWeightMatchingSolved, type Solution, type WeightedGraph } from './blossom';
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

/** The value of wide number a[o..o+limbs) (normalised: only the top limb carries the sign). */
function wideValue(a: Float64Array, o: number, limbs: number): bigint {
  let t = 0n;
  for (let i = limbs - 1; i >= 0; i--) t = (t << BigInt(LIMB_BITS)) + BigInt(a[o + i]!);
  return t;
}

/**
 * Checks that `solution` is an optimal dual certificate for the whole graph (the contract of
 * maxWeightMatchingSolved): every edge has a slack >= 0, matched edges 0; every vertex with a
 * positive dual is matched; blossom duals are >= 0 and a blossom with a positive dual holds
 * (|B| - 1) / 2 matched edges; blossomparent is a forest of blossoms n..2n-1 over the vertices.
 */
function expectCertificate(graph: WeightedGraph, solution: Solution): void {
  const { n, u, v, weights, limbs: L } = graph;
  const { mate, dualvar, blossomparent } = solution;
  const s = new Float64Array(L);
  for (let x = 0; x < n; x++) {
    if (mate[x]! >= 0) expect(mate[mate[x]!]).toBe(x);
    expect(wideValue(dualvar, x * L, L) >= 0n).toBe(true);
    if (mate[x] === -1) expect(wideValue(dualvar, x * L, L)).toBe(0n);
  }
  let matchedEdges = 0;
  for (let k = 0; k < u.length; k++) {
    edgeSlack(solution, L, u[k]!, v[k]!, weights, k * L, s);
    const slack = wideValue(s, 0, L);
    expect(slack >= 0n).toBe(true);
    if (mate[u[k]!] === v[k]) {
      expect(slack).toBe(0n);
      matchedEdges++;
    }
  }
  // Every matched pair is an edge of the graph.
  expect(matchedEdges).toBe(Array.from(mate).filter((y) => y >= 0).length / 2);
  // Blossom members, and the matched edges inside each blossom.
  const size = new Int32Array(2 * n);
  const inside = new Int32Array(2 * n);
  const holders = (x: number): number[] => {
    const chain: number[] = [];
    for (let b = blossomparent[x]!; b !== -1; b = blossomparent[b]!) {
      expect(b).toBeGreaterThanOrEqual(n);
      expect(chain.length).toBeLessThan(n);
      chain.push(b);
    }
    return chain;
  };
  for (let x = 0; x < n; x++) {
    const hx = holders(x);
    for (const b of hx) size[b]!++;
    if (mate[x]! > x) for (const b of holders(mate[x]!)) if (hx.includes(b)) inside[b]!++;
  }
  for (let b = n; b < 2 * n; b++) {
    const z = wideValue(dualvar, b * L, L);
    expect(z >= 0n).toBe(true);
    if (z > 0n) {
      expect(size[b]! % 2).toBe(1);
      expect(inside[b]).toBe((size[b]! - 1) / 2);
    }
  }
}

/** Total weight of the matching. */
function totalOf(graph: WeightedGraph, mate: Int32Array): bigint {
  let t = 0n;
  for (let k = 0; k < graph.u.length; k++) if (mate[graph.u[k]!] === graph.v[k]) t += wideValue(graph.weights, k * graph.limbs, graph.limbs);
  return t;
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

  /**
   * Random graphs in the shapes of the Dutch brackets: weights from a few values (many ties), a
   * large common part (every pair counts) over one to four limbs, hubs whose edges are heavier.
   */
  const randomGraph = (random: () => number, n: number, density: number, limbs: number): [number, WeightedEdge[]] => {
    const edges: WeightedEdge[] = [];
    const high = limbs === 1 ? 2n ** 30n : 2n ** BigInt(LIMB_BITS * (limbs - 1) - 3);
    const values = 1 + Math.floor(random() * 6);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if (random() >= density) continue;
        const hubs = (a < 4 ? 1n : 0n) + (b < 4 ? 1n : 0n);
        const tie = BigInt(Math.floor(random() * values));
        edges.push([a, b, (random() < 0.8 ? high : 0n) + hubs * 2n ** 20n + tie * (random() < 0.5 ? 1n : 2n ** 47n)]);
      }
    }
    return [n, edges];
  };

  it('returns an optimal dual certificate and the exhaustive maximum on 3,000 small graphs with ties', () => {
    const random = mulberry32(2026);
    for (let t = 0; t < 3000; t++) {
      const limbs = 1 + (t % 3);
      const [n, edges] = randomGraph(random, 1 + Math.floor(random() * 10), 0.2 + random() * 0.8, limbs);
      const graph = graphOf(n, edges);
      const solution = maxWeightMatchingSolved(graph);
      expectCertificate(graph, solution);
      expect(totalOf(graph, solution.mate)).toBe(brute(n, edges));
      expect(totalOf(graph, maxWeightMatchingDense(graph))).toBe(brute(n, edges));
    }
  });

  it('returns an optimal dual certificate for the whole graph when the sparse rounds run', () => {
    const random = mulberry32(18);
    for (let t = 0; t < 40; t++) {
      const limbs = 1 + (t % 4);
      const [n, edges] = randomGraph(random, 50 + Math.floor(random() * 40), 0.95, limbs);
      const graph = graphOf(n, edges);
      expect(graph.u.length).toBeGreaterThan(20 * n); // the sparse path
      const solution = maxWeightMatchingSolved(graph);
      expectCertificate(graph, solution);
      expect(totalOf(graph, solution.mate)).toBe(totalOf(graph, maxWeightMatchingDense(graph)));
    }
  });

  it('keeps the forest consistent when a tree dissolves that had reached into a T-blossom of another', () => {
    // Graph 700 of this stream once looped for ever: a vertex of a T-blossom kept its mark "reached
    // from S vertex x" after x's tree dissolved, and the blossom's expansion followed it.
    const random = mulberry32(21);
    for (let t = 0; t <= 700; t++) {
      const limbs = 1 + (t % 4);
      const big = t % 50 === 0;
      const n = big ? 30 + Math.floor(random() * 70) : 1 + Math.floor(random() * 14);
      const density = big ? 0.5 + random() * 0.5 : 0.1 + random() * 0.9;
      const edges: WeightedEdge[] = [];
      const high = limbs === 1 ? 2n ** 30n : 2n ** BigInt(LIMB_BITS * (limbs - 1) - 3);
      const values = 1 + Math.floor(random() * (random() < 0.5 ? 3 : 50));
      const hubsN = Math.floor(random() * 6);
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          if (random() >= density) continue;
          const hubs = BigInt((a < hubsN ? 1 : 0) + (b < hubsN ? 1 : 0));
          const tie = BigInt(Math.floor(random() * values));
          edges.push([a, b, (random() < 0.85 ? high : 0n) + hubs * 2n ** 20n + tie * (random() < 0.5 ? 1n : 2n ** 47n)]);
        }
      }
      if (!big) continue;
      const graph = graphOf(n, edges);
      const solution = maxWeightMatchingSolved(graph);
      expectCertificate(graph, solution);
      expect(totalOf(graph, solution.mate)).toBe(totalOf(graph, maxWeightMatchingDense(graph)));
    }
  });
});
