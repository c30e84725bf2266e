import { describe, expect, it } from 'vitest';
import type { WeightedGraph } from './blossom';
import { OptimalFace } from './face';
import { mulberry32 } from '../../random';

/** Every matching of a small graph (edge index lists), by brute force. */
function allMatchings(n: number, edges: [number, number, number][]): number[][] {
  const out: number[][] = [];
  const walk = (used: number, from: number, chosen: number[]): void => {
    out.push([...chosen]);
    for (let k = from; k < edges.length; k++) {
      const [u, v] = edges[k]!;
      if (used & (1 << u) || used & (1 << v)) continue;
      chosen.push(k);
      walk(used | (1 << u) | (1 << v), k + 1, chosen);
      chosen.pop();
    }
  };
  walk(0, 0, []);
  return out;
}

describe('the optimal face of a weighted matching (face.ts)', () => {
  it('fixes a pair exactly when some maximum-weight matching holds it with the pairs fixed before', () => {
    // Small weights, many ties (the bracket graphs are highly degenerate), odd and even vertex counts,
    // and vertex ids of the caller that are not the graph's (a renumbered graph).
    const random = mulberry32(2026);
    let walked = 0;
    let fixes = 0;
    let refusals = 0;
    let odd = 0; // faces with the virtual vertex (a blossom with a positive dual holding every vertex)
    for (let t = 0; t < 2000; t++) {
      const n = 3 + Math.floor(random() * 7);
      const edges: [number, number, number][] = [];
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (random() < 0.7) edges.push([u, v, 1 + Math.floor(random() * 3)]);
      if (edges.length === 0) continue;
      const offset = 2;
      const ids = Array.from({ length: n }, (_, k) => k + offset);
      const graph: WeightedGraph = {
        n, limbs: 1,
        u: Int32Array.from(edges, (e) => e[0]), v: Int32Array.from(edges, (e) => e[1]),
        weights: Float64Array.from(edges, (e) => e[2]),
      };
      const face = OptimalFace.of(graph, ids, n + offset);
      if (face === null) continue;
      walked++;
      if (face.mate.length > n + offset) odd++;
      const matchings = allMatchings(n, edges);
      const weight = (ks: number[]): number => ks.reduce((s, k) => s + edges[k]![2], 0);
      const best = Math.max(...matchings.map(weight));
      const optimal = matchings.filter((ks) => weight(ks) === best);
      const fixed: [number, number][] = [];
      const refused = new Set<number>(); // edge indices no longer usable
      const edgeOf = (a: number, b: number): number => edges.findIndex(([u, v]) => (u === a && v === b) || (u === b && v === a));
      const usable = (a: number, b: number): boolean => a >= offset + n || b >= offset + n || !refused.has(edgeOf(a - offset, b - offset));
      const holds = (ks: number[], a: number, b: number): boolean => ks.some((k) => (edges[k]![0] === a && edges[k]![1] === b) || (edges[k]![0] === b && edges[k]![1] === a));
      for (let step = 0; step < 6; step++) {
        const k = Math.floor(random() * edges.length);
        const [a, b] = edges[k]!;
        if (face.isFixed(a + offset) || face.isFixed(b + offset) || refused.has(k)) continue;
        const possible = optimal.some((ks) => holds(ks, a, b) && fixed.every(([x, y]) => holds(ks, x, y)) && ks.every((e) => !refused.has(e)));
        expect(face.fix(a + offset, b + offset, usable)).toBe(possible);
        if (possible) {
          fixed.push([a, b]);
          fixes++;
        } else refusals++;
        // The walk's matching is always one of the optimal matchings, with every pair fixed so far.
        const mate = face.matching();
        expect(mate[0]).toBe(-1);
        const ks = edges.map((_, e) => e).filter((e) => mate[edges[e]![0] + offset] === edges[e]![1] + offset);
        expect(weight(ks)).toBe(best);
        for (const [x, y] of fixed) expect(mate[x + offset]).toBe(y + offset);
        // Refuse an edge the matching does not use (as the D.1 walk bans a field found empty).
        const r = Math.floor(random() * edges.length);
        if (!ks.includes(r)) refused.add(r);
      }
    }
    // Most graphs have a face this walk covers (no blossom with a positive dual, or one holding
    // every vertex of an odd graph), and both answers occur often.
    expect(walked).toBeGreaterThan(1200);
    expect(odd).toBeGreaterThan(100);
    expect(fixes).toBeGreaterThan(1500);
    expect(refusals).toBeGreaterThan(1500);
  });
});
