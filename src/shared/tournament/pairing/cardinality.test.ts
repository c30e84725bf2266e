import { describe, expect, it } from 'vitest';
import { maxWeightMatchingDense } from './blossom';
import { hasPerfectMatching, maxCardinalityMatching, matchedPairs, type ImplicitGraph } from './cardinality';
import { Compatibility, compatible, playerStates } from './state';
import { mulberry32 } from '../../random';
import type { DutchPlayer, RoundEntry } from './types';

/** The graph as the dense weighted matching's input (every edge weight 1: maximum cardinality). */
function maxPairsDense(g: ImplicitGraph): number {
  const u: number[] = [];
  const v: number[] = [];
  for (let i = 0; i < g.n; i++) for (let j = i + 1; j < g.n; j++) {
      if (g.edge(i, j)) {
        u.push(i);
        v.push(j);
      }
    }
  const mate = maxWeightMatchingDense({ n: g.n, u: Int32Array.from(u), v: Int32Array.from(v), weights: new Float64Array(u.length).fill(1), limbs: 1 });
  return matchedPairs(mate);
}

/**
 * A round's compatibility in miniature: "classes" that may not meet among themselves (C3's absolute
 * colours) and a sparse set of pairs that met before (C1), the rest compatible.
 */
function implicitRandom(n: number, classes: number, metPerVertex: number, seed: number): ImplicitGraph {
  const random = mulberry32(seed);
  const cls = Array.from({ length: n }, () => Math.floor(random() * classes));
  const met = new Set<number>();
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < metPerVertex; k++) {
      const j = Math.floor(random() * n);
      if (j !== i) met.add(Math.min(i, j) * n + Math.max(i, j));
    }
  }
  return { n, edge: (i, j) => (cls[i] === 0 || cls[i] !== cls[j]) && !met.has(Math.min(i, j) * n + Math.max(i, j)) };
}

describe('cardinality matching on implicit graphs (C4 completion, MaxPairs)', () => {
  it('C4: the greedy start plus augmenting paths give the maximum on near-complete and clustered graphs', () => {
    // Greedy alone fails on these often (same-class players left at the end); the exact search
    // must still reach the dense weighted algorithm's maximum.
    for (let t = 0; t < 60; t++) {
      const n = 20 + (t % 7) * 13;
      const g = implicitRandom(n, 2 + (t % 4), t % 3 === 0 ? 8 : 2, 100 + t);
      const mate = maxCardinalityMatching(g)!;
      for (let i = 0; i < n; i++) if (mate[i]! >= 0) expect(mate[mate[i]!]).toBe(i);
      for (let i = 0; i < n; i++) if (mate[i]! >= 0) expect(g.edge(i, mate[i]!)).toBe(true);
      const best = maxPairsDense(g);
      expect(matchedPairs(mate)).toBe(best);
      expect(hasPerfectMatching(g)).toBe(best * 2 === n);
    }
  });

  it('C4: a perfect matching that greedy misses is found, and a graph without one is refused', () => {
    const graphOf = (n: number, pairs: [number, number][]): ImplicitGraph => {
      const set = new Set(pairs.map(([i, j]) => i * n + j));
      return { n, edge: (a, b) => set.has(Math.min(a, b) * n + Math.max(a, b)) };
    };
    // Greedy pairs 0-1 first and leaves 2 and 3, who do not suit each other: 0-2, 1-3 is perfect.
    const swap = graphOf(4, [[0, 1], [0, 2], [1, 3]]);
    expect(hasPerfectMatching(swap)).toBe(true);
    expect(matchedPairs(maxCardinalityMatching(swap)!)).toBe(2);
    // 4 and 5 suit only 0: one of them stays unpaired whatever is done.
    const stuck = graphOf(6, [[0, 1], [2, 3], [0, 4], [0, 5]]);
    expect(hasPerfectMatching(stuck)).toBe(false);
    expect(maxCardinalityMatching(stuck, true)).toBeNull();
    expect(matchedPairs(maxCardinalityMatching(stuck)!)).toBe(2);
    // An odd cycle (a blossom) with a tail: 0-1-2-0 and 2-3 -> 0-1, 2-3.
    expect(hasPerfectMatching(graphOf(4, [[0, 1], [1, 2], [0, 2], [2, 3]]))).toBe(true);
    expect(hasPerfectMatching(graphOf(3, [[0, 1], [1, 2], [0, 2]]))).toBe(false);
  });

  it('C1, C3: the implicit compatibility answers as compatible() for every pair of a random round', () => {
    const random = mulberry32(7);
    const n = 60;
    const players: DutchPlayer[] = Array.from({ length: n }, (_, i) => ({ id: i + 1, history: [] as RoundEntry[] }));
    for (let r = 0; r < 4; r++) {
      const order = [...players].sort(() => random() - 0.5);
      for (let k = 0; k + 1 < order.length; k += 2) {
        const a = order[k]!;
        const b = order[k + 1]!;
        const aWhite = random() < 0.5;
        a.history.push({ kind: 'played', opponent: b.id, colour: aWhite ? 'white' : 'black', points: 1 });
        b.history.push({ kind: 'played', opponent: a.id, colour: aWhite ? 'black' : 'white', points: 0 });
      }
    }
    players[3]!.forbidden = [9];
    const states = playerStates({ round: 5, totalRounds: 5, players });
    const compat = new Compatibility(states);
    let incompatible = 0;
    for (const a of states) {
      for (const b of states) {
        if (a === b) continue;
        expect(compat.has(a, b)).toBe(compatible(a, b));
        if (!compatible(a, b)) incompatible++;
      }
    }
    expect(incompatible).toBeGreaterThan(n * 4);
  });
});
