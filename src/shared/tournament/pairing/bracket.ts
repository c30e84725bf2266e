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
import { maxWeightMatching } from './blossom';
import type { Compatibility, PlayerState } from './state';
import type { Colour } from './types';
import { DifferenceScale, TierPacker, bitsFor } from './weights';

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

const T = {
  completion: 0, pairs: 1, psd: 2, nextPairs: 3, nextPsd: 4,
  c8: 5, c9: 6, c10: 7, c11: 8, c12: 9, c13: 10, c14: 11, c15: 12, c16: 13, c17: 14, c18: 15, c19: 16,
  exA: 17, exB: 18, exC: 19, exD: 20, order: 21,
} as const;
const TIERS = 22;

/** The float history field of each round back, with its C12-C19 tiers (down, up, down SD, up SD). */
const FLOAT_TIERS = [
  ['float1', T.c12, T.c13, T.c16, T.c17],
  ['float2', T.c14, T.c15, T.c18, T.c19],
] as const;

/**
 * Seeds of the sparse matching (blossom.ts; speed only): pairs of S1[i] and S2[j] with |i - j| <=
 * NEAR, and players whose distance in the A.2 order is near 0 or near half their group.
 */
const NEAR = 6;
const near = (distance: number, size: number): boolean =>
  distance <= NEAR || Math.abs(distance - Math.floor(size / 2)) <= NEAR;

/** The candidate order of the rules (B.3, B.6, B.7, D) as tier terms of bracket edges. */
interface Order {
  s1: Map<number, number>; // bracket index -> position in S1
  s2: Map<number, number>; // bracket index -> position in S2
  /** Adds the order terms of bracket players i < j (bracket indices, in A.2 order: BSN - 1). */
  add(P: TierPacker, i: number, j: number): void;
}

/**
 * Shifts of the D.1 order fields: position i of the (new) S1 gets its own field of bitsFor(gainMax)
 * bits, earlier positions higher, so the first S1 player's partner decides first, then the
 * second's, ... (exact lexicographic order; the weights grow with the bracket, see wide.ts).
 */
function orderFields(s1Count: number, gainMax: number): (i: number) => number {
  const bitsPer = bitsFor(gainMax);
  return (i) => bitsPer * (s1Count - 1 - i);
}

/**
 * The MDP-pairing (B.3 in a heterogeneous bracket): S1 = the MDPs (those left unpaired are the
 * Limbo), S2 = the residents; transpositions of S2 (D.1). Resident pairs belong to the remainder.
 */
function mdpOrder(s1: number[], s2: number[]): Order {
  const m = s2.length;
  const field = orderFields(s1.length, m);
  const order: Order = {
    s1: new Map(s1.map((v, i) => [v, i])),
    s2: new Map(s2.map((v, j) => [v, j])),
    add(P, i, j) {
      const i1 = order.s1.get(i);
      const j2 = order.s2.get(j);
      if (i1 === undefined || j2 === undefined) return;
      P.term(T.exA, 1);
      P.term(T.order, m - j2, field(i1));
    },
  };
  return order;
}

/**
 * A homogeneous bracket or remainder: S1 = its first MaxPairs players, S2 = the rest (B.2).
 * Candidates come exchange by exchange (D.2), each with all its transpositions (D.1). For a given
 * set of pairs the earliest exchange moves the higher player of every S1-S1 pair and every S1
 * player left unpaired to S2 (set A), and the lower player of every S2-S2 pair to S1 (set B), so:
 *   D.2.a fewest exchanged players: |B| = the number of S2-S2 pairs;
 *   D.2.b smallest sum(B) - sum(A): edge by edge, minus the lower BSN of every pair (sum(S1) is
 *         constant);
 *   D.2.c highest different BSN in A: 2^position of every S1 player in A, i.e. minus that of
 *         every S1 player who is the lower of a pair;
 *   D.2.d lowest different BSN in B: 2^(|S2| - 1 - position) of every S2 player in B;
 *   D.1   then the new S1 (S1 without A, then B, in BSN order), each partner as early as possible
 *         in the new S2: a gain of (size - partner's index) in the field of the lower player's
 *         position in the new S1.
 * Candidates compared on D.1 share A and B (D.2 is decided first), so the new S1 is the same for
 * all of them. `exchanged` is that B when known (from a first matching, see pairBracket): its
 * players get their own fields after S1's. Without it they share the lowest field, which is exact
 * when |B| <= 1 (the caller re-solves otherwise).
 */
function remainderOrder(s1: number[], s2: number[], exchanged: number[] = []): Order {
  const size = s1.length + s2.length;
  const field = orderFields(s1.length + Math.max(1, exchanged.length), size);
  const bPosition = new Map(exchanged.map((v, k) => [v, s1.length + k]));
  const tail = s1.length;
  const rank = new Map([...s1, ...s2].map((v, k) => [v, k]));
  const order: Order = {
    s1: new Map(s1.map((v, i) => [v, i])),
    s2: new Map(s2.map((v, j) => [v, j])),
    add(P, i, j) {
      const partner = rank.get(j);
      if (!rank.has(i) || partner === undefined) return;
      const gain = size - partner;
      P.term(T.exB, -i);
      const i1 = order.s1.get(i);
      if (i1 !== undefined) {
        P.term(T.exC, -1, i1);
        P.term(T.order, gain, field(i1));
        return;
      }
      // i < j and i is in S2: an S2-S2 pair.
      P.term(T.exA, -1);
      P.term(T.exD, 1, s2.length - 1 - order.s2.get(i)!);
      P.term(T.order, gain, field(bPosition.get(i) ?? tail));
    },
  };
  return order;
}

/**
 * C7 shortcut. Whatever floaters a bracket chooses, the next bracket can do no better than pairing
 * every one of them with a resident (floaters never suit each other: the bracket would have paired
 * them) and the residents among themselves, leaving at most one resident unpaired; and no floater
 * has a smaller score difference with the residents than one from the bracket's lowest score. When
 * the floaters chosen without looking at the next bracket are such players and allow exactly that,
 * C7 cannot prefer other floaters, so that pairing stands.
 */
function nextBracketIdeal(floaters: PlayerState[], lowest: number, next: PlayerState[], compat: Compatibility): boolean {
  if (floaters.some((p) => p.units !== lowest)) return false;
  const players = [...floaters, ...next];
  // An odd number: one more vertex takes the resident left unpaired.
  const adj = compat.adjacency(players, players.length % 2 === 1 ? (_, i) => i >= floaters.length : undefined);
  const mate = maxCardinalityMatching(adj);
  return matchedPairs(mate) * 2 === mate.length;
}

export function pairBracket(spec: BracketSpec, initial: Colour, compat: Compatibility): BracketResult {
  if (spec.next !== null) {
    const alone = pairBracket({ ...spec, next: null }, initial, compat);
    const lowest = Math.min(...spec.residents.map((p) => p.units), ...spec.mdps.map((p) => p.units));
    if (nextBracketIdeal(alone.floaters, lowest, spec.next, compat)) return alone;
  }
  const compatible = (a: PlayerState, b: PlayerState): boolean => compat.has(a, b);
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

  // Difference scales (A.8): F(p) = score - (lowest score of the bracket - 1 point). The bracket's
  // PSD (C6, and the floats' differences of C16-C19) and the next bracket's (C7) each get a scale
  // of just the differences they can contain; a tier's field totals run from -players to players.
  const minB = Math.min(...bracket.map((p) => p.units));
  const minN = next.length > 0 ? Math.min(...next.map((p) => p.units)) : 0;
  const scoresB = [...new Set(bracket.map((p) => p.units))];
  const scoresN = [...new Set(next.map((p) => p.units))];
  const scoresBN = [...new Set([...scoresB, ...scoresN])];
  const scale = new DifferenceScale(
    [...scoresB.map((x) => x - minB + 2), ...scoresB.flatMap((x) => scoresB.map((y) => Math.abs(x - y)))],
    2 * nb + 1,
  );
  const nextScale = new DifferenceScale(
    [...scoresBN.map((x) => x - minN + 2), ...scoresBN.flatMap((x) => scoresN.map((y) => Math.abs(x - y)))],
    2 * (nb + next.length) + 1,
  );
  const F = (p: PlayerState): number => scale.of(p.units - minB + 2);
  const D = (a: PlayerState, b: PlayerState): number => scale.of(Math.abs(a.units - b.units));
  const Fn = (p: PlayerState): number => nextScale.of(p.units - minN + 2);
  const Dn = (a: PlayerState, b: PlayerState): number => nextScale.of(Math.abs(a.units - b.units));
  // A homogeneous bracket gives every pair the same PSD: C6 then adds nothing to C5.
  const homogeneous = scoresB.length === 1;

  // Compatibility among bracket players, computed once.
  const inBracket: Uint8Array = new Uint8Array(nb * nb);
  for (let i = 0; i < nb; i++) {
    for (let j = i + 1; j < nb; j++) {
      if (compatible(bracket[i]!, bracket[j]!)) inBracket[i * nb + j] = inBracket[j * nb + i] = 1;
    }
  }

  /** The tier terms of a pair of bracket players i < j (i higher ranked). */
  const bracketEdge = (P: TierPacker, i: number, j: number, order: Order | null): void => {
    const a = bracket[i]!;
    const b = bracket[j]!;
    const cf = colourFailures(a, b, colourOfHigher(a, b, initial));
    const floats = a.units > b.units; // a downfloats, b upfloats
    const sd = D(a, b);
    const i1 = order?.s1.get(i);
    const j2 = order?.s2.get(j);
    P.edge(i, j, i1 !== undefined && j2 !== undefined ? Math.abs(i1 - j2) <= NEAR : near(j - i, nb));
    if (completing) P.term(T.completion, 1);
    P.term(T.pairs, 1);
    if (!homogeneous) {
      P.term(T.psd, 1, F(a));
      P.term(T.psd, 1, F(b));
      P.term(T.psd, -1, sd);
    }
    if (next.length > 0) {
      P.term(T.nextPsd, 1, Fn(a));
      P.term(T.nextPsd, 1, Fn(b));
    }
    P.term(T.c8, -cf.c8);
    P.term(T.c9, -cf.c9);
    P.term(T.c10, -cf.c10);
    P.term(T.c11, -cf.c11);
    // Unpaired bracket players get a downfloat too, so pairing a repeat downfloater is a saving.
    for (const [f, down, up, downDiff, upDiff] of FLOAT_TIERS) {
      if (a[f] === 'down' && !floats) P.term(down, 1);
      if (b[f] === 'down') P.term(down, 1);
      if (floats && b[f] === 'up') {
        P.term(up, -1);
        P.term(upDiff, -1, sd);
      }
      if (a[f] === 'down') {
        P.term(downDiff, 1, F(a));
        if (floats) P.term(downDiff, -1, sd);
      }
      if (b[f] === 'down') P.term(downDiff, 1, F(b));
    }
    order?.add(P, i, j);
  };

  /** An edge to the next scoregroup (C7): a pair there, and its part of that bracket's PSD. */
  const nextEdge = (P: TierPacker, u: number, w: number, a: PlayerState, b: PlayerState, seed: boolean): void => {
    P.edge(u, w, seed);
    P.term(T.nextPairs, 1);
    P.term(T.nextPsd, 1, Fn(a));
    P.term(T.nextPsd, 1, Fn(b));
    P.term(T.nextPsd, -1, Dn(a, b));
  };

  /**
   * Builds and solves the matching. `fixed` vertices are left out; `noBracketEdges` vertices keep
   * only their edges out of the bracket (MDPs left unpaired by the MDP-pairing).
   */
  const solve = (order: Order | null, skip: Set<number>, noBracketEdges: Set<number>): Int32Array => {
    const P = new TierPacker(TIERS, Math.floor(n / 2));
    for (let i = 0; i < nb; i++) {
      if (skip.has(i)) continue;
      if (!noBracketEdges.has(i)) {
        for (let j = i + 1; j < nb; j++) {
          if (skip.has(j) || noBracketEdges.has(j) || !inBracket[i * nb + j]) continue;
          bracketEdge(P, i, j, order);
        }
      }
      const a = bracket[i]!;
      for (let c = 0; c < next.length; c++) {
        if (compatible(a, next[c]!)) nextEdge(P, i, nb + c, a, next[c]!, c <= NEAR);
      }
      for (let c = 0; c < lower.length; c++) {
        if (!compatible(a, lower[c]!)) continue;
        P.edge(i, nb + next.length + c, c <= NEAR);
        P.term(T.completion, 1);
      }
      if (dummy >= 0 && a.byeEligible) {
        P.edge(i, dummy);
        P.term(T.completion, 1);
      }
    }
    for (let c = 0; c < next.length; c++) {
      for (let d = c + 1; d < next.length; d++) {
        if (compatible(next[c]!, next[d]!)) nextEdge(P, nb + c, nb + d, next[c]!, next[d]!, near(d - c, next.length));
      }
    }
    const lo = nb + next.length;
    for (let c = 0; c < lower.length; c++) {
      for (let d = c + 1; d < lower.length; d++) {
        if (!compatible(lower[c]!, lower[d]!)) continue;
        P.edge(lo + c, lo + d, near(d - c, lower.length));
        P.term(T.completion, 1);
      }
      if (dummy >= 0 && lower[c]!.byeEligible) {
        P.edge(lo + c, dummy);
        P.term(T.completion, 1);
      }
    }
    return maxWeightMatching(P.graph(n));
  };

  /**
   * Pairs a remainder (bracket indices in A.2 order): S1 = its first MaxPairs players, S2 = the
   * rest. When the matching exchanged several S2 players into S1 (|B| > 1), it is solved again with
   * a field for each of them (remainderOrder): the sets A and B cannot change, only D.1 among them.
   */
  const solveRemainder = (players: number[], skip: Set<number>, noBracketEdges: Set<number>): Int32Array => {
    const adj = players.map((x) => players.flatMap((y, k) => (inBracket[x * nb + y] === 1 ? [k] : [])));
    const maxPairs = matchedPairs(maxCardinalityMatching(adj));
    const s1 = players.slice(0, maxPairs);
    const s2 = players.slice(maxPairs);
    const mate = solve(remainderOrder(s1, s2), skip, noBracketEdges);
    const inS2 = new Set(s2);
    const exchanged = s2.filter((i) => mate[i]! > i && inS2.has(mate[i]!));
    return exchanged.length > 1 ? solve(remainderOrder(s1, s2, exchanged), skip, noBracketEdges) : mate;
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
      if (!inBracket[i * nb + i + half]) break;
      const cf = colourFailures(a, b, colourOfHigher(a, b, initial));
      if (cf.c8 + cf.c9 + cf.c10 + cf.c11 === 0) first.push([a, b]);
    }
    if (first.length === half) return { pairs: first, floaters: [] };
  }
  if (mdpCount > 0) {
    // MDP-pairing first (S1 = MDPs, S2 = residents), then the remainder with the MDP pairs fixed.
    const mdpIdx = spec.mdps.map((_, k) => k);
    const first = solve(mdpOrder(mdpIdx, residentIdx), new Set(), new Set());
    take(first, mdpIdx);
    const unpairedMdps = new Set(mdpIdx.filter((i) => !paired.has(i)));
    const left = residentIdx.filter((i) => !paired.has(i));
    if (left.length >= 2) {
      const second = solveRemainder(left, paired, unpairedMdps);
      take(second, left);
    }
  } else {
    take(solveRemainder(residentIdx, new Set(), new Set()), residentIdx);
  }
  const floaters = bracket.filter((_, i) => !paired.has(i));
  return { pairs, floaters };
}
