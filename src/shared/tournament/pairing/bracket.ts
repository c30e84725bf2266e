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
import { hasPerfectMatching, maxCardinalityMatching, matchedPairs } from './cardinality';
import { colourFailures, colourOfHigher } from './colour';
import { maxWeightMatching, type WeightedGraph } from './blossom';
import { mdpPartnerOnClasses, pairOnClasses, type ClassBracket } from './classes';
import { OptimalFace } from './face';
import type { Compatibility, PlayerState } from './state';
import type { Colour } from './types';
import { DifferenceScale, TierPacker, bitsFor } from './weights';
import { addTerm, normalise } from './wide';

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

/**
 * The candidate order of the rules (B.3, B.6, B.7, D) as tier terms of bracket edges. D.1 is a field
 * per position of the (new) S1, the first position highest; the field of an edge belongs to its
 * higher player (the owner), and holds the partner's gain (the earlier the partner, the larger).
 */
/** Positions of bracket indices in a list (a typed array: an order is read for every edge). */
class Positions {
  private readonly at: Int32Array;
  readonly size: number;

  constructor(list: readonly number[], first = 0) {
    this.at = new Int32Array(list.reduce((m, v) => Math.max(m, v + 1), 0)).fill(-1);
    list.forEach((v, k) => (this.at[v] = first + k));
    this.size = list.length;
  }

  get(v: number): number | undefined {
    const k = v >= 0 && v < this.at.length ? this.at[v]! : -1;
    return k < 0 ? undefined : k;
  }

  has(v: number): boolean {
    return v >= 0 && v < this.at.length && this.at[v]! >= 0;
  }
}

interface Order {
  s1: Positions; // bracket index -> position in S1
  s2: Positions; // bracket index -> position in S2
  /** Bracket index of the owner of each D.1 field position. */
  owners: number[];
  /** Largest gain (the fields are bitsFor(gainMax) bits wide). */
  gainMax: number;
  /** The D.1 field position of the edge between bracket players i < j, or -1 when it has none. */
  field(i: number, j: number): number;
  /** The gain of partner j in its owner's field. */
  gain(j: number): number;
  /** Adds the D.2 (and MDP-pairing) terms of bracket players i < j; `exCD` adds D.2.c and D.2.d. */
  exchange(P: TierPacker, i: number, j: number, exCD: boolean): void;
  /**
   * The players whose D.2.b term (minus their bracket index) is the same with every partner after
   * them, S1 of a remainder: a separable part of the weights the solver's greedy start sets aside.
   */
  indexed: readonly number[];
}

/**
 * The MDP-pairing (B.3 in a heterogeneous bracket): S1 = the MDPs (those left unpaired are the
 * Limbo), S2 = the residents; transpositions of S2 (D.1). Resident pairs belong to the remainder.
 */
function mdpOrder(s1: number[], s2: number[]): Order {
  const m = s2.length;
  const order: Order = {
    s1: new Positions(s1),
    s2: new Positions(s2),
    owners: s1,
    gainMax: m,
    field: (i, j) => (order.s2.has(j) ? order.s1.get(i) ?? -1 : -1),
    gain: (j) => m - order.s2.get(j)!,
    exchange(P, i, j) {
      if (order.s1.has(i) && order.s2.has(j)) P.term(T.exA, 1);
    },
    indexed: [],
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
 * all of them. `exchanged` is that B when known: its players own the fields after S1's. Without it
 * the S2-S2 pairs share one field after S1's (position |S1|, owner -1), which is exact when |B| <= 1
 * (the caller decides B's fields afterwards otherwise, see pairBracket `staged`).
 */
function remainderOrder(s1: number[], s2: number[], exchanged: number[] = []): Order {
  const size = s1.length + s2.length;
  const bPosition = new Positions(exchanged, s1.length);
  const tail = exchanged.length > 0 ? -1 : s1.length;
  const rank = new Positions([...s1, ...s2]);
  const order: Order = {
    s1: new Positions(s1),
    s2: new Positions(s2),
    owners: exchanged.length > 0 ? [...s1, ...exchanged] : [...s1, -1],
    gainMax: size,
    field(i, j) {
      if (!rank.has(i) || !rank.has(j)) return -1;
      return order.s1.get(i) ?? bPosition.get(i) ?? tail;
    },
    gain: (j) => size - rank.get(j)!,
    exchange(P, i, j, exCD) {
      if (!rank.has(i) || !rank.has(j)) return;
      P.term(T.exB, -i);
      const i1 = order.s1.get(i);
      if (i1 !== undefined) {
        if (exCD) P.term(T.exC, -1, i1);
        return;
      }
      // i < j and i is in S2: an S2-S2 pair.
      P.term(T.exA, -1);
      if (exCD) P.term(T.exD, 1, s2.length - 1 - order.s2.get(i)!);
    },
    indexed: s1,
  };
  return order;
}

/**
 * Bits of D.1 fields decided per solve (speed only; the result is the same for any value, which
 * the tests check): a bracket whose fields take more is solved in windows of positions, see
 * pairBracket `staged`. 120 bits (about 13 positions, 3-5 limbs with the tiers above) was the
 * fastest on 1,000-player rounds.
 */
export const orderWindow = { bits: 120 };

/** Decide the D.1 order on the optimal face (speed only: off, every bracket is solved in windows). */
export const faceWalk = { enabled: true };

/**
 * The D.1 fields of one solve: positions lo..hi-1, `bits` each; `exCD`: D.2.c/d included; `hint`:
 * the previous window's matching, whose edges seed the sparse rounds (speed only).
 */
interface Stage {
  lo: number;
  hi: number;
  bits: number;
  exCD: boolean;
  hint?: Int32Array | null;
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
  return hasPerfectMatching(compat.graph(players, players.length % 2 === 1 ? (_, i) => i >= floaters.length : undefined));
}

/**
 * The D.2.b term of a remainder's S1 player x (minus x at `shift`) is the same with every S2
 * partner; as a potential that is never negative it is (last - x) at `shift`, `last` the highest
 * such index (L limbs per vertex of the n).
 */
function indexPotential(indexed: readonly number[], L: number, shift: number, n: number): Float64Array {
  const potential = new Float64Array(n * L);
  const last = Math.max(...indexed);
  for (const x of indexed) {
    addTerm(potential, x * L, last - x, shift);
    normalise(potential, x * L, L);
  }
  return potential;
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

  // Compatibility among bracket players: a table for the graph builds, which ask every pair several
  // times; made on first use (the class path asks only a few pairs per player).
  let table: Uint8Array | null = null;
  const pairTable = (): Uint8Array => {
    if (table) return table;
    const t = new Uint8Array(nb * nb);
    for (let i = 0; i < nb; i++) {
      for (let j = i + 1; j < nb; j++) if (compatible(bracket[i]!, bracket[j]!)) t[i * nb + j] = t[j * nb + i] = 1;
    }
    return (table = t);
  };
  const meets = (i: number, j: number): boolean => (table ? table[i * nb + j] === 1 : compatible(bracket[i]!, bracket[j]!));

  // Per-player values every edge reads (a graph has up to a few million edges, built twice).
  const fOf = Int32Array.from(bracket, F);
  const fnOf = next.length > 0 ? Int32Array.from(bracket, Fn) : fOf;
  const floatOf = (f: 'float1' | 'float2', kind: 'down' | 'up'): Uint8Array => Uint8Array.from(bracket, (p) => (p[f] === kind ? 1 : 0));
  const FLOATS = [
    { down: floatOf('float1', 'down'), up: floatOf('float1', 'up'), tiers: FLOAT_TIERS[0] },
    { down: floatOf('float2', 'down'), up: floatOf('float2', 'up'), tiers: FLOAT_TIERS[1] },
  ] as const;

  /** The tier terms of a pair of bracket players i < j (i higher ranked). */
  const bracketEdge = (P: TierPacker, i: number, j: number, order: Order | null, stage: Stage): void => {
    const a = bracket[i]!;
    const b = bracket[j]!;
    const cf = colourFailures(a, b, colourOfHigher(a, b, initial));
    const floats = a.units > b.units; // a downfloats, b upfloats
    const sd = floats ? D(a, b) : 0;
    const i1 = order?.s1.get(i);
    const j2 = order?.s2.get(j);
    P.edge(i, j, stage.hint?.[i] === j || (i1 !== undefined && j2 !== undefined ? Math.abs(i1 - j2) <= NEAR : near(j - i, nb)));
    if (completing) P.term(T.completion, 1);
    P.term(T.pairs, 1);
    if (!homogeneous) {
      P.term(T.psd, 1, fOf[i]!);
      P.term(T.psd, 1, fOf[j]!);
      P.term(T.psd, -1, sd);
    }
    if (next.length > 0) {
      P.term(T.nextPsd, 1, fnOf[i]!);
      P.term(T.nextPsd, 1, fnOf[j]!);
    }
    P.term(T.c8, -cf.c8);
    P.term(T.c9, -cf.c9);
    P.term(T.c10, -cf.c10);
    P.term(T.c11, -cf.c11);
    // Unpaired bracket players get a downfloat too, so pairing a repeat downfloater is a saving.
    // Indexed, not destructured: this runs for every edge, mostly unoptimised, where an iterator allocates.
    for (let k = 0; k < FLOATS.length; k++) {
      const { down: isDown, up: isUp, tiers } = FLOATS[k]!;
      const down = tiers[1];
      const up = tiers[2];
      const downDiff = tiers[3];
      const upDiff = tiers[4];
      if (isDown[i] && !floats) P.term(down, 1);
      if (isDown[j]) P.term(down, 1);
      if (floats && isUp[j]) {
        P.term(up, -1);
        P.term(upDiff, -1, sd);
      }
      if (isDown[i]) {
        P.term(downDiff, 1, fOf[i]!);
        if (floats) P.term(downDiff, -1, sd);
      }
      if (isDown[j]) P.term(downDiff, 1, fOf[j]!);
    }
    if (!order) return;
    order.exchange(P, i, j, stage.exCD);
    const pos = order.field(i, j);
    if (pos >= stage.lo && pos < stage.hi) P.term(T.order, order.gain(j), stage.bits * (stage.hi - 1 - pos));
  };

  /** The pairing-allocated bye (the dummy vertex) for vertex `u`: C4 alone. */
  const byeEdge = (P: TierPacker, u: number): void => {
    P.edge(u, dummy);
    P.term(T.completion, 1);
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
   * Builds the matching's graph. `skip` vertices are left out (the graph is renumbered: vertex k is
   * `ids[k]`); `noBracketEdges` vertices keep only their edges out of the bracket (MDPs left unpaired
   * by the MDP-pairing); `banned` owners lose the edges that would give them a D.1 field (decided
   * empty by an earlier window).
   */
  const build = (order: Order | null, stage: Stage, skip: Set<number>, noBracketEdges: Set<number>, banned: Set<number>): { graph: WeightedGraph; ids: number[] } => {
    const inBracket = pairTable();
    const make = (P: TierPacker): void => {
      for (let i = 0; i < nb; i++) {
        if (skip.has(i)) continue;
        if (!noBracketEdges.has(i)) {
          for (let j = i + 1; j < nb; j++) {
            if (skip.has(j) || noBracketEdges.has(j) || !inBracket[i * nb + j]) continue;
            if (order && banned.has(i) && order.field(i, j) >= 0) continue;
            bracketEdge(P, i, j, order, stage);
          }
        }
        const a = bracket[i]!;
        for (let c = 0; c < next.length; c++) {
          if (compatible(a, next[c]!)) nextEdge(P, i, nb + c, a, next[c]!, c <= NEAR || stage.hint?.[i] === nb + c);
        }
        for (let c = 0; c < lower.length; c++) {
          if (!compatible(a, lower[c]!)) continue;
          P.edge(i, nb + next.length + c, c <= NEAR || stage.hint?.[i] === nb + next.length + c);
          P.term(T.completion, 1);
        }
        if (dummy >= 0 && a.byeEligible) byeEdge(P, i);
      }
      for (let c = 0; c < next.length; c++) {
        for (let d = c + 1; d < next.length; d++) {
          if (compatible(next[c]!, next[d]!)) nextEdge(P, nb + c, nb + d, next[c]!, next[d]!, near(d - c, next.length) || stage.hint?.[nb + c] === nb + d);
        }
      }
      const lo = nb + next.length;
      for (let c = 0; c < lower.length; c++) {
        for (let d = c + 1; d < lower.length; d++) {
          if (!compatible(lower[c]!, lower[d]!)) continue;
          P.edge(lo + c, lo + d, near(d - c, lower.length) || stage.hint?.[lo + c] === lo + d);
          P.term(T.completion, 1);
        }
        if (dummy >= 0 && lower[c]!.byeEligible) byeEdge(P, lo + c);
      }
    };
    const { offsets, ...graph }: WeightedGraph & { offsets: readonly number[] } = TierPacker.weigh(TIERS, Math.floor(n / 2), n, make);
    if (order && order.indexed.length > 0) graph.potential = indexPotential(order.indexed, graph.limbs, offsets[T.exB]!, n);
    if (skip.size === 0) return { graph, ids: Array.from({ length: n }, (_, x) => x) };
    // The players already fixed leave the graph: the matching runs on the others only.
    const id = new Int32Array(n).fill(-1);
    const ids: number[] = [];
    for (let x = 0; x < n; x++) {
      if (x >= nb || !skip.has(x)) {
        id[x] = ids.length;
        ids.push(x);
      }
    }
    for (let k = 0; k < graph.u.length; k++) {
      graph.u[k] = id[graph.u[k]!]!;
      graph.v[k] = id[graph.v[k]!]!;
    }
    const L = graph.limbs;
    const potential = graph.potential && Float64Array.from({ length: ids.length * L }, (_, k) => graph.potential![ids[Math.floor(k / L)]! * L + (k % L)]!);
    return { graph: { ...graph, n: ids.length, potential }, ids };
  };

  /** Solves the matching (see build); mate[x] over all n vertices, -1 for the skipped ones. */
  const solve = (order: Order | null, stage: Stage, skip: Set<number>, noBracketEdges: Set<number>, banned: Set<number>): Int32Array => {
    const { graph, ids } = build(order, stage, skip, noBracketEdges, banned);
    const compact = maxWeightMatching(graph);
    const mate = new Int32Array(n).fill(-1);
    compact.forEach((y, x) => {
      if (y >= 0) mate[ids[x]!] = ids[y]!;
    });
    return mate;
  };

  /**
   * Solves with the candidate order `order`, deciding its D.1 fields window by window (exact
   * lexicographic optimisation in stages). Each solve maximises every tier above the order, then
   * the fields of the window's positions. Their values are then fixed for the later solves: a
   * field holding a gain means its owner is paired with that partner (the two leave the graph), an
   * empty field means no optimal matching gives the owner a partner that would fill it (those
   * edges leave the graph: implied by the optimum already, it only makes the graph smaller).
   * Every later solve keeps the tiers above the order at their optimum (the earlier solution,
   * restricted to the players left, is one of its candidates), so the result is the matching the
   * single wide weight would give, with a few limbs instead of one field per S1 player at once.
   *
   * A remainder is solved without D.2.c/d first: when no S2-S2 pair is made and S1 is paired in
   * full, every candidate of equal D.2.a/b has the same D.2.c/d (all pairs are S1 against S2), so
   * they cannot decide anything; otherwise they are added. When several S2-S2 pairs remain after
   * S1's fields (|B| > 1), B is known (D.2 decides it) and its players get fields of their own.
   */
  const windowed = (makeOrder: (exchanged: number[]) => Order, remainder: number[] | null, skip0: Set<number>, noBracketEdges: Set<number>): Int32Array => {
    const skip = new Set(skip0);
    const banned = new Set<number>();
    const fixed: [number, number][] = [];
    let order = makeOrder([]);
    const bits = bitsFor(order.gainMax);
    const perWindow = Math.max(1, Math.floor(orderWindow.bits / bits));
    let exCD = remainder === null;
    let cdChecked = remainder === null;
    let mate: Int32Array | null = null;
    let pos = 0;
    let exchangedDone = false;
    for (;;) {
      const owners = order.owners;
      while (pos < owners.length && owners[pos]! >= 0 && skip.has(owners[pos]!)) pos++;
      if (pos >= owners.length && mate !== null) break;
      const lo = pos;
      const hi = Math.min(owners.length, lo + perWindow);
      mate = solve(order, { lo, hi, bits, exCD, hint: mate }, skip, noBracketEdges, banned);
      if (!cdChecked && !order.owners.slice(0, order.s1.size).every((x) => order.s2.has(mate![x]!))) {
        // Not every S1 player is paired with an S2 player: D.2.c/d may decide (first solve only).
        exCD = true;
        mate = solve(order, { lo, hi, bits, exCD }, skip, noBracketEdges, banned);
      }
      cdChecked = true;
      for (let p = lo; p < hi; p++) {
        const x = owners[p]!;
        if (x < 0 || skip.has(x)) continue;
        const y = mate[x]!;
        if (y > x && y < nb && order.field(x, y) === p) {
          skip.add(x);
          skip.add(y);
          fixed.push([x, y]);
        } else banned.add(x);
      }
      pos = hi;
      if (pos < owners.length) continue;
      // S1's fields are decided; the S2-S2 pairs left (the set B of D.2) need fields of their own
      // when there are several of them (with one, the shared field after S1's decided it).
      if (remainder === null || exchangedDone) break;
      const inS2 = order.s2;
      const exchanged = remainder.filter((x) => !skip.has(x) && inS2.has(x) && mate![x]! > x && inS2.has(mate![x]!));
      if (exchanged.length <= 1) break;
      exchangedDone = true;
      order = makeOrder(exchanged);
      pos = order.owners.length - exchanged.length;
    }
    const out = mate!;
    for (const [x, y] of fixed) {
      out[x] = y;
      out[y] = x;
    }
    return out;
  };

  /**
   * The same decisions as `windowed`, from one solve: the tiers above the order are solved once,
   * then each D.1 field, in order, takes the earliest partner that some optimal matching (of those
   * tiers, with the pairs fixed so far) gives its owner, found by walking the optimal face
   * (face.ts) instead of solving again. Null when the optimum has a blossom with a positive dual,
   * whose face this walk does not cover: `windowed` decides then.
   */
  const onFace = (makeOrder: (exchanged: number[]) => Order, remainder: number[] | null, skip: Set<number>, noBracketEdges: Set<number>): Int32Array | null => {
    let order = makeOrder([]);
    const faceOf = (exCD: boolean): OptimalFace | null => {
      const { graph, ids } = build(order, { lo: 0, hi: 0, bits: 1, exCD }, skip, noBracketEdges, new Set());
      return OptimalFace.of(graph, ids, n);
    };
    let face = faceOf(remainder === null);
    if (face === null) return null;
    if (remainder !== null && !order.owners.slice(0, order.s1.size).every((x) => order.s2.has(face!.mate[x]!))) {
      // Not every S1 player is paired with an S2 player: D.2.c/d may decide (see windowed).
      face = faceOf(true);
      if (face === null) return null;
    }
    const walk: OptimalFace = face;
    const banned = new Uint8Array(n);
    const usable = (a: number, b: number): boolean => (a < b ? !banned[a] || order.field(a, b) < 0 : !banned[b] || order.field(b, a) < 0);
    const decide = (from: number): void => {
      for (let p = from; p < order.owners.length; p++) {
        const x = order.owners[p]!;
        if (x < 0 || walk.isFixed(x)) continue;
        const partners = Array.from(walk.neighbours(x)).filter((y) => y > x && y < nb && !walk.isFixed(y) && order.field(x, y) === p);
        partners.sort((a, b) => order.gain(b) - order.gain(a));
        if (!partners.some((y) => walk.fix(x, y, usable))) banned[x] = 1;
      }
    };
    decide(0);
    if (remainder !== null) {
      // The set B of D.2 (the higher player of each S2-S2 pair) is the same in every optimal
      // matching; its players own the fields after S1's.
      const inS2 = order.s2;
      const exchanged = remainder.filter((x) => !skip.has(x) && inS2.has(x) && walk.mate[x]! > x && inS2.has(walk.mate[x]!));
      if (exchanged.length > 0) {
        order = makeOrder(exchanged);
        decide(order.owners.length - exchanged.length);
      }
    }
    return walk.matching();
  };

  const staged = (makeOrder: (exchanged: number[]) => Order, remainder: number[] | null, skip: Set<number>, noBracketEdges: Set<number>): Int32Array =>
    (faceWalk.enabled ? onFace(makeOrder, remainder, skip, noBracketEdges) : null) ?? windowed(makeOrder, remainder, skip, noBracketEdges);

  /** Whether these players (bracket indices) all have one score. */
  const oneScore = (players: number[]): boolean => players.every((x) => bracket[x]!.units === bracket[players[0]!]!.units);
  /**
   * A remainder of one score, of a bracket without the next scoregroup or players below it (the last
   * bracket included), on classes of alike players (classes.ts), or null.
   */
  const onClasses = (players: number[], maxPairs: number, noBracketEdges: Set<number>): Int32Array | null => {
    // The last bracket (completion with nobody below) is one: C4 is then the same on every pair,
    // and an odd one leaves its one unpaired player to the bye (unless an MDP left unpaired might).
    if (next.length > 0 || lower.length > 0 || (completing && noBracketEdges.size > 0)) return null;
    if (!oneScore(players)) return null;
    return pairOnClasses({ ...classBracket(players), s1Size: maxPairs });
  };
  /** What classes.ts asks of the bracket's players (the key holds everything bracketEdge reads of one). */
  const classBracket = (players: number[]): Omit<ClassBracket, 's1Size'> => {
    const stage0: Stage = { lo: 0, hi: 0, bits: 1, exCD: false };
    const bye = dummy >= 0;
    // Without a topscorer C8 and C9 cannot fail and C10/C11 read only the preferences (E.2 decides
    // on strength; equal strengths fail one player alike either way), so the colour difference and
    // history leave the key; with one, E.2 and E.3 read them.
    const tops = players.some((x) => bracket[x]!.top);
    return {
      players,
      n,
      key: (x) => {
        const p = bracket[x]!;
        const colours = tops ? `${p.cd}|${p.colours.join('')}` : '';
        return `${p.units}|${p.top ? 1 : 0}|${p.pref.colour}|${p.pref.strength}|${p.float1}|${p.float2}|${bye && p.byeEligible ? 1 : 0}|${colours}`;
      },
      weigh: (pairs) => TierPacker.weigh(TIERS, players.length, n, (P) => {
        // [x, -1]: x with the bye.
        for (const [x, y] of pairs) {
          if (y >= 0) bracketEdge(P, x, y, null, stage0);
          else byeEdge(P, x);
        }
      }),
      byeEligible: bye ? (x) => bracket[x]!.byeEligible : undefined,
      classCompatible: (x, y) => compat.coloursAllow(bracket[x]!, bracket[y]!),
      compatible: meets,
    };
  };
  /**
   * The one MDP's partner decided on classes (a bracket alone), or null; with the remainder's pairing when
   * its residents are of one score, as onClasses would pair it (classes.ts).
   */
  const mdpOnClasses = (residents: number[]): { mate: Int32Array; remainder: Int32Array | null } | null => {
    if (mdpCount !== 1 || next.length > 0 || lower.length > 0 || dummy >= 0) return null;
    const mdp = mdpPartnerOnClasses(classBracket([0, ...residents]));
    if (mdp === null) return null;
    const mate = new Int32Array(n).fill(-1);
    mate[0] = mdp.partner;
    mate[mdp.partner] = 0;
    return { mate, remainder: oneScore(residents) ? mdp.remainder : null };
  };

  /** A remainder (bracket indices in A.2 order): S1 = its first MaxPairs players, S2 = the rest. */
  const solveRemainder = (players: number[], skip: Set<number>, noBracketEdges: Set<number>): Int32Array => {
    const maxPairs = matchedPairs(maxCardinalityMatching({ n: players.length, edge: (x, y) => meets(players[x]!, players[y]!) })!);
    const s1 = players.slice(0, maxPairs);
    const s2 = players.slice(maxPairs);
    return onClasses(players, maxPairs, noBracketEdges) ?? staged((exchanged) => remainderOrder(s1, s2, exchanged), players, skip, noBracketEdges);
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
      if (!meets(i, i + half)) break;
      const cf = colourFailures(a, b, colourOfHigher(a, b, initial));
      if (cf.c8 + cf.c9 + cf.c10 + cf.c11 === 0) first.push([a, b]);
    }
    if (first.length === half) return { pairs: first, floaters: [] };
  }
  if (mdpCount > 0) {
    // MDP-pairing first (S1 = MDPs, S2 = residents), then the remainder with the MDP pairs fixed.
    const mdpIdx = spec.mdps.map((_, k) => k);
    const mdpPairing = mdpOnClasses(residentIdx);
    const first = mdpPairing?.mate ?? staged(() => mdpOrder(mdpIdx, residentIdx), null, new Set(), new Set());
    take(first, mdpIdx);
    const unpairedMdps = new Set(mdpIdx.filter((i) => !paired.has(i)));
    const left = residentIdx.filter((i) => !paired.has(i));
    if (left.length >= 2) {
      const second = mdpPairing?.remainder ?? solveRemainder(left, paired, unpairedMdps);
      take(second, left);
    }
  } else {
    take(solveRemainder(residentIdx, new Set(), new Set()), residentIdx);
  }
  const floaters = bracket.filter((_, i) => !paired.has(i));
  return { pairs, floaters };
}
