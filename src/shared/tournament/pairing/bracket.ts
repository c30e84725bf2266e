/**
 * Pairs one bracket (B.1-B.8) by a maximum-weight matching whose weights encode, in priority order:
 *
 *   C4  completion (only for the PPB and the last bracket: every remaining player paired, or all but
 *       one bye-eligible player, C2)
 *   C5  pairs in the bracket            C6  PSD of the bracket (A.8, lexicographic)
 *   C7  pairs, then PSD, of the next bracket (not for the PPB or the last bracket)
 *   C8-C11 colour criteria              C12-C15 repeated floats    C16-C19 their score differences
 *   then the order in which the rules generate candidates (B.3, D: S1 against S2, transpositions
 *   first), so that among equally good pairings the first candidate of the rules wins.
 *
 * C1 and C3 are edges left out of the graph. A heterogeneous bracket is matched twice: first with the
 * MDP-pairing order (S1 = MDPs), then, the MDP pairs fixed, with the remainder's own S1/S2.
 */
import { maxCardinalityMatching, matchedPairs } from './cardinality';
import { colourFailures, colourOfHigher } from './colour';
import { maxWeightMatching, type WeightedEdge } from './blossom';
import { compatible, type PlayerState } from './state';
import type { Colour } from './types';
import { DifferenceScale, TierPacker } from './weights';

export interface BracketSpec {
  /** Moved-down players, in A.2 order. */
  mdps: PlayerState[];
  /** Resident players (for the collapsed last bracket: every remaining player), in A.2 order. */
  residents: PlayerState[];
  /** The next scoregroup, looked at for C7; null for the PPB and the last bracket. */
  next: PlayerState[] | null;
  /** C4: the players below the bracket that must stay pairable; [] for the last bracket, null otherwise. */
  completion: PlayerState[] | null;
}

export interface BracketResult {
  /** [higher ranked, lower ranked] pairs made in the bracket. */
  pairs: [PlayerState, PlayerState][];
  /** Unpaired bracket players (downfloaters, or the bye in the last bracket), in A.2 order. */
  floaters: PlayerState[];
}

/** Beyond this many bits the transposition order is kept exact only for the top of S1 (docs). */
const LEX_BITS = 96;

const T = {
  completion: 0, pairs: 1, psd: 2, nextPairs: 3, nextPsd: 4,
  c8: 5, c9: 6, c10: 7, c11: 8, c12: 9, c13: 10, c14: 11, c15: 12, c16: 13, c17: 14, c18: 15, c19: 16,
  noExchange: 17, order: 18,
} as const;
const TIERS = 19;

/** Candidate order of B.3/D.1: S1[i] against S2[j], earlier i decides first, lower j preferred. */
interface Order {
  s1: Map<number, number>; // vertex -> index in S1
  s2: Map<number, number>; // vertex -> index in S2
  weight(i: number, j: number): bigint;
}

function makeOrder(s1: number[], s2: number[]): Order {
  const m = s2.length;
  const base = BigInt(m + 1);
  const bitsPer = Math.log2(m + 1);
  const exact = Math.max(1, Math.min(s1.length, Math.floor(LEX_BITS / Math.max(bitsPer, 1))));
  const pow: bigint[] = [];
  let p = 1n;
  for (let i = 0; i < exact; i++) {
    pow.push(p);
    p *= base;
  }
  // S1 players beyond `exact` share the lowest digit (their total S2 index is minimised instead).
  const tailScale = BigInt((s1.length - exact) * m + 1);
  return {
    s1: new Map(s1.map((v, i) => [v, i])),
    s2: new Map(s2.map((v, j) => [v, j])),
    weight(i, j) {
      const gain = BigInt(m - j);
      if (i < exact) return gain * pow[exact - 1 - i]! * tailScale;
      return gain;
    },
  };
}

export function pairBracket(spec: BracketSpec, initial: Colour): BracketResult {
  const bracket = [...spec.mdps, ...spec.residents];
  const next = spec.next ?? [];
  const lower = spec.completion ?? [];
  const nb = bracket.length;
  const mdpCount = spec.mdps.length;
  const vertices = [...bracket, ...next, ...lower];
  const total = vertices.length;
  const completing = spec.completion !== null;
  const dummy = completing && total % 2 === 1 ? total : -1;
  const n = dummy >= 0 ? total + 1 : total;

  // Difference scales (A.8): F(p) = score - (lowest score of the bracket - 1 point).
  const minB = Math.min(...bracket.map((p) => p.units));
  const minN = next.length > 0 ? Math.min(...next.map((p) => p.units)) : 0;
  const diffs: number[] = [0];
  const scoresB = new Set(bracket.map((p) => p.units));
  const scoresN = new Set(next.map((p) => p.units));
  for (const x of scoresB) {
    diffs.push(x - minB + 2);
    if (next.length > 0) diffs.push(x - minN + 2);
    for (const y of scoresB) diffs.push(Math.abs(x - y));
    for (const y of scoresN) diffs.push(Math.abs(x - y));
  }
  for (const y of scoresN) diffs.push(y - minN + 2);
  const scale = new DifferenceScale(diffs, n + 1);
  const F = (p: PlayerState): bigint => scale.of(p.units - minB + 2);
  const Fn = (p: PlayerState): bigint => scale.of(p.units - minN + 2);
  const D = (a: PlayerState, b: PlayerState): bigint => scale.of(Math.abs(a.units - b.units));

  // Compatibility among bracket players, computed once.
  const compat: Uint8Array = new Uint8Array(nb * nb);
  for (let i = 0; i < nb; i++) {
    for (let j = i + 1; j < nb; j++) {
      if (compatible(bracket[i]!, bracket[j]!)) compat[i * nb + j] = compat[j * nb + i] = 1;
    }
  }

  /** Tier values of a pair of bracket players i < j (i higher ranked). */
  const bracketEdge = (i: number, j: number, order: Order | null): bigint[] => {
    const a = bracket[i]!;
    const b = bracket[j]!;
    const v = new Array<bigint>(TIERS).fill(0n);
    const colour = colourOfHigher(a, b, initial);
    const cf = colourFailures(a, b, colour);
    const floats = a.units > b.units; // a downfloats, b upfloats
    const sd = D(a, b);
    if (completing) v[T.completion] = 1n;
    v[T.pairs] = 1n;
    v[T.psd] = F(a) + F(b) - sd;
    if (next.length > 0) v[T.nextPsd] = Fn(a) + Fn(b);
    v[T.c8] = BigInt(2 - cf.c8);
    v[T.c9] = BigInt(2 - cf.c9);
    v[T.c10] = BigInt(2 - cf.c10);
    v[T.c11] = BigInt(2 - cf.c11);
    // Unpaired bracket players get a downfloat too, so pairing a repeat downfloater is a saving.
    const save = (f: 'float1' | 'float2'): bigint =>
      BigInt((a[f] === 'down' && !floats ? 1 : 0) + (b[f] === 'down' ? 1 : 0));
    const upRepeat = (f: 'float1' | 'float2'): number => (floats && b[f] === 'up' ? 1 : 0);
    v[T.c12] = save('float1');
    v[T.c13] = BigInt(2 - upRepeat('float1'));
    v[T.c14] = save('float2');
    v[T.c15] = BigInt(2 - upRepeat('float2'));
    const saveDiff = (f: 'float1' | 'float2'): bigint =>
      (a[f] === 'down' ? F(a) - (floats ? sd : 0n) : 0n) + (b[f] === 'down' ? F(b) : 0n);
    const upDiff = (f: 'float1' | 'float2'): bigint => scale.top - (floats && b[f] === 'up' ? sd : 0n);
    v[T.c16] = saveDiff('float1');
    v[T.c17] = upDiff('float1');
    v[T.c18] = saveDiff('float2');
    v[T.c19] = upDiff('float2');
    if (order) {
      const i1 = order.s1.get(i);
      const j2 = order.s2.get(j);
      if (i1 !== undefined && j2 !== undefined) {
        v[T.noExchange] = 1n;
        v[T.order] = order.weight(i1, j2);
      }
    }
    return v;
  };

  /**
   * Builds and solves the matching. `fixed` vertices are left out; `noBracketEdges` vertices keep
   * only their edges out of the bracket (MDPs left unpaired by the MDP-pairing).
   */
  const solve = (order: Order | null, skip: Set<number>, noBracketEdges: Set<number>): Int32Array => {
    const packer = new TierPacker(TIERS, Math.floor(n / 2));
    const ends: [number, number][] = [];
    const push = (u: number, w: number, values: bigint[]): void => {
      ends.push([u, w]);
      packer.add(values);
    };
    const only = (tier: number, value: bigint, extra?: [number, bigint]): bigint[] => {
      const v = new Array<bigint>(TIERS).fill(0n);
      v[tier] = value;
      if (extra) v[extra[0]] = extra[1];
      return v;
    };
    for (let i = 0; i < nb; i++) {
      if (skip.has(i)) continue;
      if (!noBracketEdges.has(i)) {
        for (let j = i + 1; j < nb; j++) {
          if (skip.has(j) || noBracketEdges.has(j) || !compat[i * nb + j]) continue;
          push(i, j, bracketEdge(i, j, order));
        }
      }
      const a = bracket[i]!;
      for (let c = 0; c < next.length; c++) {
        const p = next[c]!;
        if (!compatible(a, p)) continue;
        push(i, nb + c, only(T.nextPairs, 1n, [T.nextPsd, Fn(a) + Fn(p) - D(a, p)]));
      }
      for (let c = 0; c < lower.length; c++) {
        if (compatible(a, lower[c]!)) push(i, nb + next.length + c, only(T.completion, 1n));
      }
      if (dummy >= 0 && a.byeEligible) push(i, dummy, only(T.completion, 1n));
    }
    for (let c = 0; c < next.length; c++) {
      for (let d = c + 1; d < next.length; d++) {
        const p = next[c]!;
        const q = next[d]!;
        if (compatible(p, q)) push(nb + c, nb + d, only(T.nextPairs, 1n, [T.nextPsd, Fn(p) + Fn(q) - D(p, q)]));
      }
    }
    const lo = nb + next.length;
    for (let c = 0; c < lower.length; c++) {
      for (let d = c + 1; d < lower.length; d++) {
        if (compatible(lower[c]!, lower[d]!)) push(lo + c, lo + d, only(T.completion, 1n));
      }
      if (dummy >= 0 && lower[c]!.byeEligible) push(lo + c, dummy, only(T.completion, 1n));
    }
    const weights = packer.weights(T.pairs);
    const edges: WeightedEdge[] = ends.map(([u, w], k) => [u, w, weights[k]!]);
    return maxWeightMatching(n, edges);
  };

  /** S1 = the first MaxPairs players of `players` (bracket indices in A.2 order), S2 = the rest. */
  const remainderOrder = (players: number[]): Order => {
    const mate = maxCardinalityMatching(players.length, (x, y) => compat[players[x]! * nb + players[y]!] === 1);
    const maxPairs = matchedPairs(mate);
    return makeOrder(players.slice(0, maxPairs), players.slice(maxPairs));
  };

  const pairs: [PlayerState, PlayerState][] = [];
  const paired = new Set<number>();
  const take = (mate: Int32Array, from: number[]): void => {
    for (const i of from) {
      const j = mate[i]!;
      if (j >= 0 && j < nb && !paired.has(i)) {
        paired.add(i);
        paired.add(j);
        pairs.push(i < j ? [bracket[i]!, bracket[j]!] : [bracket[j]!, bracket[i]!]);
      }
    }
  };

  const residentIdx = spec.residents.map((_, k) => mdpCount + k);
  if (mdpCount === 0 && nb % 2 === 0 && lower.length === 0) {
    // B.4: the first candidate (S1[i] against S2[i]) is accepted when it is perfect: everybody
    // paired, nobody floats, no colour criterion failed. Nothing can beat it, so skip the matching.
    const half = nb / 2;
    const first: [PlayerState, PlayerState][] = [];
    for (let i = 0; i < half && first.length === i; i++) {
      const a = bracket[i]!;
      const b = bracket[i + half]!;
      if (!compat[i * nb + i + half]) break;
      const cf = colourFailures(a, b, colourOfHigher(a, b, initial));
      if (cf.c8 + cf.c9 + cf.c10 + cf.c11 === 0) first.push([a, b]);
    }
    if (first.length === half) return { pairs: first, floaters: [] };
  }
  if (mdpCount > 0) {
    // MDP-pairing first (S1 = MDPs, S2 = residents), then the remainder with the MDP pairs fixed.
    const mdpIdx = spec.mdps.map((_, k) => k);
    const first = solve(makeOrder(mdpIdx, residentIdx), new Set(), new Set());
    take(first, mdpIdx);
    const unpairedMdps = new Set(mdpIdx.filter((i) => !paired.has(i)));
    const remainder = residentIdx.filter((i) => !paired.has(i));
    if (remainder.length >= 2) {
      const second = solve(remainderOrder(remainder), paired, unpairedMdps);
      take(second, remainder);
    }
  } else {
    take(solve(remainderOrder(residentIdx), new Set(), new Set()), residentIdx);
  }
  const floaters = bracket.filter((_, i) => !paired.has(i));
  return { pairs, floaters };
}
