/**
 * Maximum-weight matching on a general graph (Edmonds' blossom algorithm with dual variables, the
 * O(n^3) primal-dual formulation of Galil, "Efficient algorithms for finding maximum matching in
 * graphs", 1986). Weights are wide integers (`wide.ts`: 48-bit limbs in a Float64Array) so that the
 * Dutch criteria, packed into one number in priority order, stay exact far beyond 2^53 while the
 * usual one-limb case runs on plain float64 (see docs/swiss-dutch.md).
 *
 * Returns `mate[v]` (or -1). The matching maximises the total weight; it does not force maximum
 * cardinality (the caller puts a cardinality tier on top of the weights when it needs one).
 *
 * The algorithm follows Van Rantwijk's formulation with a greedy start whose free vertices hold
 * different duals, and one forest kept across augmentations (see `BlossomSolver`, `jumpStart`, `dissolve`
 * and docs/swiss-dutch.md).
 */
import * as wide from './wide';

// Local bindings: a transpiler that turns imports into property getters (tsx does) would otherwise
// add a call to every wide-integer operation of the inner loops, about three times the CPU time.
const { LIMB, addScaled, compare, copy, halve, isZero, normalise } = wide;

export interface WeightedGraph {
  /** Vertices are 0..n-1. */
  n: number;
  /** Edge k joins u[k] and v[k]. */
  u: Int32Array;
  v: Int32Array;
  /** Edge k's weight (>= 0, normalised) in weights[k * limbs ...]. */
  weights: Float64Array;
  limbs: number;
  /** Edges likely in the optimum (1), tried first on a large graph; the result does not depend on it. */
  seed?: Uint8Array;
  /**
   * A separable part of the weights (L limbs per vertex, >= 0): weight(u, v) - potential(u) -
   * potential(v) is what tells good partners apart. Only the greedy start and the first sparse
   * round's edges use it (speed only; see jumpStart): on a bracket the candidate order's D.2.b term
   * (minus the index of the pair's higher player) makes every vertex's heaviest edges lead to the
   * top of the bracket, although for S1 against S2 pairs it is the same for every partner.
   */
  potential?: Float64Array;
}

/**
 * A solved matching with the optimal dual solution that proves it: `dualvar` holds L limbs per
 * vertex (0..n-1) and per blossom (n..2n-1); `blossomparent` links vertices and blossoms to the
 * blossom holding them (-1 at the top). See `edgeSlack`.
 */
export interface Solution {
  mate: Int32Array;
  dualvar: Float64Array;
  blossomparent: Int32Array;
}

/** Edges per vertex above which a graph is solved in sparse rounds (see maxWeightMatchingSolved). */
const SPARSE_ABOVE = 20;
/**
 * Edges each vertex keeps, by weight, in the first sparse round: few, as that round starts cold
 * (3 measured faster than 10 on bracket graphs: the later rounds start warm).
 */
const KEEP = 3;
/**
 * Violated edges each vertex may add per later round (measured on bracket graphs: 10 took eight
 * rounds on 1,200 vertices; 40 the fewest solves for the time; all of them made the subgraph dense).
 */
const KEEP_VIOLATED = 40;

/** The maximum-weight matching (see maxWeightMatchingSolved). */
export const maxWeightMatching = (graph: WeightedGraph): Int32Array => maxWeightMatchingSolved(graph).mate;

/**
 * The matching with the optimal duals that prove it optimal on the whole graph.
 *
 * A large graph is solved on a sparse subgraph first: the seed edges and every vertex's KEEP
 * heaviest edges. The dual solution of that matching is then checked against every left-out edge
 * (its slack, counting the blossoms holding both ends, must not be negative); the heaviest violated
 * edges (up to KEEP_VIOLATED more per vertex) join and the subgraph is solved again, starting from
 * the last matching and duals (warmStart). When no edge is violated the duals prove the matching
 * optimal for the whole graph (LP duality), exactly.
 */
export function maxWeightMatchingSolved(graph: WeightedGraph): Solution {
  const { n, weights, limbs: L } = graph;
  const m = graph.u.length;
  // Limbs that are zero in every weight carry nothing: the lowest ones are a common factor 2^48
  // (the matching does not change, the duals scale with it), the highest ones headroom (the top
  // limb of the rest may exceed 2^48: a float64 holds 2^53 exactly). Solve on the others.
  let low = 0;
  while (low < L - 1 && allZero(weights, m, L, low)) low++;
  let high = 0;
  while (low + high < L - 1 && allZero(weights, m, L, L - 1 - high)) high++;
  if (low + high === 0) return sparseRounds(graph);
  const T = L - low - high;
  const trimmed = new Float64Array(m * T);
  for (let k = 0; k < m; k++) for (let i = 0; i < T; i++) trimmed[k * T + i] = weights[k * L + low + i]!;
  const solution = sparseRounds({ ...graph, weights: trimmed, limbs: T, potential: trimmedPotential(graph.potential, n, L, low, T) });
  const dualvar = new Float64Array(2 * n * L);
  for (let x = 0; x < 2 * n; x++) {
    for (let i = 0; i < T; i++) dualvar[x * L + low + i] = solution.dualvar[x * T + i]!;
    normalise(dualvar, x * L, L);
  }
  return { ...solution, dualvar };
}

/** The potential on limbs low..low+T-1, or none when it has bits outside them (it is only a hint). */
function trimmedPotential(potential: Float64Array | undefined, n: number, L: number, low: number, T: number): Float64Array | undefined {
  if (!potential) return undefined;
  const out = new Float64Array(n * T);
  for (let x = 0; x < n; x++) {
    for (let i = 0; i < L; i++) {
      const limb = potential[x * L + i]!;
      if (i >= low && i < low + T) out[x * T + i - low] = limb;
      else if (limb !== 0) return undefined;
    }
  }
  return out;
}

/** Is limb i zero in all m weights? */
function allZero(weights: Float64Array, m: number, L: number, i: number): boolean {
  for (let k = 0; k < m; k++) if (weights[k * L + i] !== 0) return false;
  return true;
}

function sparseRounds(graph: WeightedGraph): Solution {
  const { n, u, v, weights, limbs: L } = graph;
  const m = u.length;
  if (m <= SPARSE_ABOVE * n) return solve(graph);
  const kept = graph.seed ? Uint8Array.from(graph.seed) : new Uint8Array(m);
  keepHeaviest(graph, kept);
  const degree = new Int32Array(n);
  const depth = new Int32Array(2 * n);
  const held = new Float64Array(2 * n * L);
  const s = new Float64Array(L);
  let warm: Warm | undefined;
  for (;;) {
    let size = 0;
    for (let k = 0; k < m; k++) size += kept[k]!;
    const sub: WeightedGraph = { n, limbs: L, u: new Int32Array(size), v: new Int32Array(size), weights: new Float64Array(size * L), potential: graph.potential };
    for (let k = 0, x = 0; k < m; k++) {
      if (!kept[k]) continue;
      sub.u[x] = u[k]!;
      sub.v[x] = v[k]!;
      copy(weights, k * L, sub.weights, x * L, L);
      x++;
    }
    const solution = solve(sub, warm);
    const { dualvar, blossomparent } = solution;
    // held[x]: twice the duals of x's blossom and of all blossoms holding it (the part of a slack
    // they make when x is the innermost blossom holding both ends); depth[x]: how many hold x.
    depth.fill(-1);
    const measure = (x: number): void => {
      const b = blossomparent[x]!;
      held.fill(0, x * L, x * L + L);
      if (b === -1) depth[x] = 0;
      else {
        if (depth[b] === -1) measure(b);
        depth[x] = depth[b]! + 1;
        copy(held, b * L, held, x * L, L);
      }
      if (x >= n) {
        addScaled(held, x * L, 1, dualvar, x * L, L);
        addScaled(held, x * L, 1, dualvar, x * L, L);
      }
    };
    for (let x = 0; x < 2 * n; x++) if (depth[x] === -1) measure(x);
    // The left-out edges the duals do not cover. The vertex duals minus twice the weight decide
    // unless the ends share a top-level blossom and the blossoms might make up the difference.
    const violated: number[] = [];
    for (let k = 0; k < m; k++) {
      if (kept[k]) continue;
      const a = u[k]!;
      const b = v[k]!;
      // The top limbs alone decide when they differ by 3 or more (the lower limbs carry at most 2).
      const top = dualvar[a * L + L - 1]! + dualvar[b * L + L - 1]! - 2 * weights[k * L + L - 1]!;
      if (L > 1 && top >= 3) continue;
      for (let i = 0; i < L; i++) s[i] = dualvar[a * L + i]! + dualvar[b * L + i]! - 2 * weights[k * L + i]!;
      normalise(s, 0, L);
      if (s[L - 1]! >= 0) continue;
      // The innermost blossom holding both ends (none: -1).
      let x = blossomparent[a]!;
      let y = blossomparent[b]!;
      if (x !== -1 && y !== -1) {
        for (let d = depth[a]!; d > depth[b]!; d--) x = blossomparent[x]!;
        for (let d = depth[b]!; d > depth[a]!; d--) y = blossomparent[y]!;
        while (x !== y) {
          x = blossomparent[x]!;
          y = blossomparent[y]!;
        }
        if (x !== -1) {
          addScaled(s, 0, 1, held, x * L, L);
          if (s[L - 1]! >= 0) continue;
        }
      }
      violated.push(k);
    }
    if (violated.length === 0) return solution;
    warm = warmStart(graph, solution, held, violated);
    // The heaviest violated edges join, up to KEEP_VIOLATED more per vertex.
    violated.sort((a, b) => compare(weights, b * L, weights, a * L, L));
    degree.fill(0);
    for (const k of violated) {
      if (degree[u[k]!]! < KEEP_VIOLATED || degree[v[k]!]! < KEEP_VIOLATED) {
        kept[k] = 1;
        degree[u[k]!]!++;
        degree[v[k]!]!++;
      }
    }
  }
}

/**
 * The next sparse round's starting point from this round's solution: the blossom duals folded into
 * the vertex duals (each vertex gets those of the blossoms holding it: every edge stays feasible),
 * then each violated edge made feasible by raising one end's dual (a free end if there is one; a
 * matched end loses its pair). Pairs still tight stay matched (jumpStart checks).
 */
function warmStart(graph: WeightedGraph, solution: Solution, held: Float64Array, violated: number[]): Warm {
  const { n, u, v, weights, limbs: L } = graph;
  const { dualvar, blossomparent } = solution;
  const mate = Int32Array.from(solution.mate);
  const dual = new Float64Array(n * L);
  const half = new Float64Array(L);
  for (let x = 0; x < n; x++) {
    copy(dualvar, x * L, dual, x * L, L);
    const b = blossomparent[x]!;
    if (b === -1) continue;
    copy(held, b * L, half, 0, L);
    halve(half, 0, L);
    addScaled(dual, x * L, 1, half, 0, L);
  }
  const s = new Float64Array(L);
  for (const k of violated) coverEdge(dual, mate, u[k]!, v[k]!, weights, k, L, s);
  return { mate, dual };
}

/**
 * Makes edge k (a, b) feasible again after its weight rose: when its slack is negative, raises the dual
 * of a free end if there is one, else of one end, which loses its pair. `s` is scratch of L limbs.
 * Shared by the sparse warm start here and the round graph's (roundgraph.ts).
 */
export function coverEdge(dual: Float64Array, mate: Int32Array, a: number, b: number, weights: Float64Array, k: number, L: number, s: Float64Array): void {
  for (let i = 0; i < L; i++) s[i] = dual[a * L + i]! + dual[b * L + i]! - 2 * weights[k * L + i]!;
  normalise(s, 0, L);
  if (s[L - 1]! >= 0) return;
  const x = mate[a] === -1 || mate[b] !== -1 ? a : b;
  addScaled(dual, x * L, -1, s, 0, L);
  if (mate[x] !== -1) {
    mate[mate[x]!] = -1;
    mate[x] = -1;
  }
}

/**
 * The edges at each vertex x as remote endpoints, ends[start[x] .. start[x + 1]) (endpoint 2k is
 * u[k], 2k + 1 is v[k]; the edge is the endpoint >> 1).
 */
function incidence(n: number, u: Int32Array, v: Int32Array): { start: Int32Array; ends: Int32Array } {
  const m = u.length;
  const start = new Int32Array(n + 1);
  for (let k = 0; k < m; k++) {
    start[u[k]! + 1]!++;
    start[v[k]! + 1]!++;
  }
  for (let x = 0; x < n; x++) start[x + 1]! += start[x]!;
  const ends = new Int32Array(2 * m);
  const fill = start.slice(0, n);
  for (let k = 0; k < m; k++) {
    ends[fill[u[k]!]!++] = 2 * k + 1;
    ends[fill[v[k]!]!++] = 2 * k;
  }
  return { start, ends };
}

/**
 * Marks each vertex's KEEP heaviest edges (by a partial selection per vertex, ties by index), the
 * weights less the graph's potential.
 */
function keepHeaviest(graph: WeightedGraph, kept: Uint8Array): void {
  const { n, u, v, limbs: L } = graph;
  const weights = reducedWeights(graph);
  const { start, ends } = incidence(n, u, v);
  const best = new Int32Array(KEEP); // the heaviest so far, heaviest first
  for (let x = 0; x < n; x++) {
    let count = 0;
    for (let q = start[x]!, end = start[x + 1]!; q < end; q++) {
      const k = ends[q]! >> 1;
      if (count === KEEP && compare(weights, k * L, weights, best[KEEP - 1]! * L, L) <= 0) continue;
      let i = count < KEEP ? count++ : KEEP - 1;
      while (i > 0 && compare(weights, k * L, weights, best[i - 1]! * L, L) > 0) {
        best[i] = best[i - 1]!;
        i--;
      }
      best[i] = k;
    }
    for (let i = 0; i < count; i++) kept[best[i]!] = 1;
  }
}

/** The weights less the potential of both ends (normalised), or the weights when there is none. */
function reducedWeights(graph: WeightedGraph): Float64Array {
  const { u, v, weights, limbs: L, potential } = graph;
  if (!potential) return weights;
  const out = Float64Array.from(weights);
  for (let k = 0; k < u.length; k++) {
    addScaled(out, k * L, -1, potential, u[k]! * L, L);
    addScaled(out, k * L, -1, potential, v[k]! * L, L);
  }
  return out;
}

/**
 * The slack of an edge a-b of weight weights[w..w+L) under the duals of `solution` (into `out`,
 * normalised): zero for a tight edge, negative for one the duals do not cover. The blossoms holding
 * both ends add twice their dual.
 */
export function edgeSlack(solution: Solution, L: number, a: number, b: number, weights: Float64Array, w: number, out: Float64Array): void {
  const { dualvar, blossomparent } = solution;
  for (let i = 0; i < L; i++) out[i] = dualvar[a * L + i]! + dualvar[b * L + i]! - 2 * weights[w + i]!;
  normalise(out, 0, L);
  // The blossoms holding both ends: from the innermost common one outwards.
  let x = blossomparent[a]!;
  let y = blossomparent[b]!;
  let dx = 0;
  let dy = 0;
  for (let t = x; t !== -1; t = blossomparent[t]!) dx++;
  for (let t = y; t !== -1; t = blossomparent[t]!) dy++;
  for (; dx > dy; dx--) x = blossomparent[x]!;
  for (; dy > dx; dy--) y = blossomparent[y]!;
  while (x !== y) {
    x = blossomparent[x]!;
    y = blossomparent[y]!;
  }
  for (; x !== -1; x = blossomparent[x]!) {
    addScaled(out, 0, 1, dualvar, x * L, L);
    addScaled(out, 0, 1, dualvar, x * L, L);
  }
}

/** The primal-dual algorithm on the whole graph at once (the reference the sparse rounds must match). */
export const maxWeightMatchingDense = (graph: WeightedGraph): Int32Array => solve(graph).mate;

/**
 * The maximum-weight matching from a starting point (a previous optimum whose weights changed a
 * little): only the vertices it leaves free with a positive dual grow trees, so re-solving after a
 * change on the edges of a few vertices costs about one augmentation per vertex, not a whole solve.
 * The duals must be feasible for every edge (the caller raises those of violated edges); pairs
 * that are not tight edges are dropped. The result is optimal whatever the starting point.
 */
export const maxWeightMatchingWarm = (graph: WeightedGraph, warm: Warm): Solution => solve(graph, warm);

/** A starting point: vertex mates and vertex duals (L limbs each) feasible for every edge. */
export interface Warm {
  mate: Int32Array;
  dual: Float64Array;
}

function solve(graph: WeightedGraph, warm?: Warm): Solution {
  if (graph.u.length === 0 || graph.n === 0) {
    const { n, limbs: L } = graph;
    return { mate: new Int32Array(n).fill(-1), dualvar: new Float64Array(2 * n * L), blossomparent: new Int32Array(2 * n).fill(-1) };
  }
  return new BlossomSolver(graph, warm).run();
}

/** The entry of a blossom's cyclic list at index j (negative or past the end: around the cycle). */
const at = <T>(arr: T[], j: number): T => arr[((j % arr.length) + arr.length) % arr.length]!;

/**
 * One solve's state and its steps, along the algorithm's seams: the slack bookkeeping, growing the
 * alternating trees (`assignLabel`, `scanEdge`), shrinking a blossom (`scanBlossom`, `addBlossom` and
 * its best edges), expanding one (`expandBlossom`), augmenting (`augmentMatching`, `augmentFrom`,
 * `augmentBlossom`) and dissolving the trees that did (`dissolve`), and the dual update (`dualStep`).
 * `run` drives the stages.
 */
class BlossomSolver {
  private readonly n: number;
  private readonly L: number;
  private readonly eu: Int32Array;
  private readonly ev: Int32Array;
  private readonly ew: Float64Array;
  /** endpoint[p]: the vertex at end p of edge p>>1 (p even: u, odd: v). */
  private readonly endpoint: Int32Array;
  /** The remote endpoints of the edges at v: neighbend[start[v] .. start[v + 1]). */
  private readonly start: Int32Array;
  private readonly neighbend: Int32Array;

  /** Remote endpoint of the matched edge, or -1. */
  private readonly mate: Int32Array;
  /** 0 free, 1 S, 2 T (top-level blossoms and vertices). */
  private readonly label: Int32Array;
  private readonly labelend: Int32Array;
  private readonly inblossom: Int32Array;
  private readonly blossomparent: Int32Array;
  private readonly blossomchilds: (number[] | null)[];
  private readonly blossombase: Int32Array;
  private readonly blossomendps: (number[] | null)[];
  private readonly bestedge: Int32Array;
  /**
   * blossombestedges[b] of an S-blossom b: its least-slack edge to each other S-blossom when it was
   * made, and every S-S edge a scan from its vertices has met since (null: none kept, look at the
   * vertices' edges). bestedgeto collects the least per other blossom (touched lists them).
   */
  private readonly blossombestedges: (number[] | null)[];
  private readonly bestedgeto: Int32Array;
  private readonly touched: number[] = [];
  private readonly unusedblossoms: number[] = [];
  /** Dual variables, L limbs each (vertices 0..n-1, blossoms n..2n-1); blossoms start at zero. */
  private readonly dualvar: Float64Array;
  private readonly allowedge: Uint8Array;
  /** The root (a free vertex) of the alternating tree each labelled vertex belongs to, else -1. */
  private readonly tree: Int32Array;
  private queue: number[] = [];
  /** Tight edges from S vertices to vertices of dissolved trees, to look at (as remote endpoints). */
  private pending: number[] = [];

  // Scratch numbers: the slack being examined, one to compare it with, the dual change delta.
  private readonly ks: Float64Array;
  private readonly other: Float64Array;
  private readonly delta: Float64Array;
  private readonly delta2: Float64Array;
  // The slack of each vertex's or blossom's best edge, kept until the duals change (epoch): the
  // scan compares every new edge with it, the dual step takes the least of them.
  private epoch = 1;
  private readonly cacheEdge: Int32Array;
  private readonly cacheEpoch: Int32Array;
  private readonly cache: Float64Array;

  constructor(graph: WeightedGraph, warm?: Warm) {
    const { n, u: eu, v: ev, weights: ew, limbs: L } = graph;
    const m = eu.length;
    this.n = n;
    this.L = L;
    this.eu = eu;
    this.ev = ev;
    this.ew = ew;
    this.endpoint = new Int32Array(2 * m);
    for (let k = 0; k < m; k++) {
      this.endpoint[2 * k] = eu[k]!;
      this.endpoint[2 * k + 1] = ev[k]!;
    }
    const { start, ends } = incidence(n, eu, ev);
    this.start = start;
    this.neighbend = ends;
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int32Array(2 * n);
    this.labelend = new Int32Array(2 * n).fill(-1);
    this.inblossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inblossom[v] = v;
    this.blossomparent = new Int32Array(2 * n).fill(-1);
    this.blossomchilds = new Array<number[] | null>(2 * n).fill(null);
    this.blossombase = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.blossombase[v] = v;
    this.blossomendps = new Array<number[] | null>(2 * n).fill(null);
    this.bestedge = new Int32Array(2 * n).fill(-1);
    this.blossombestedges = new Array<number[] | null>(2 * n).fill(null);
    this.bestedgeto = new Int32Array(2 * n).fill(-1);
    for (let b = 2 * n - 1; b >= n; b--) this.unusedblossoms.push(b);
    this.dualvar = new Float64Array(2 * n * L);
    jumpStart(graph, start, ends, this.dualvar, this.mate, warm);
    this.allowedge = new Uint8Array(m);
    this.tree = new Int32Array(n).fill(-1);
    this.ks = new Float64Array(L);
    this.other = new Float64Array(L);
    this.delta = new Float64Array(L);
    this.delta2 = new Float64Array(L);
    this.cacheEdge = new Int32Array(2 * n).fill(-1);
    this.cacheEpoch = new Int32Array(2 * n);
    this.cache = new Float64Array(2 * n * L);
  }

  // ---- Slack bookkeeping ----

  /** out = slack of edge k = dual(u) + dual(v) - 2 weight (never negative; even). */
  private slack(k: number, out: Float64Array): Float64Array {
    const { L, dualvar, ew } = this;
    const a = this.eu[k]! * L;
    const b = this.ev[k]! * L;
    const w = k * L;
    if (L === 1) {
      out[0] = dualvar[a]! + dualvar[b]! - 2 * ew[w]!;
      return out;
    }
    let carry = 0;
    for (let i = 0; i < L; i++) {
      let x = dualvar[a + i]! + dualvar[b + i]! - 2 * ew[w + i]! + carry;
      carry = 0;
      if (i < L - 1 && (x < 0 || x >= LIMB)) {
        carry = Math.floor(x / LIMB);
        x -= carry * LIMB;
      }
      out[i] = x;
    }
    return out;
  }
  /** Is the slack of edge k (already in ks) smaller than the slack of edge e? */
  private smallerThan(e: number): boolean {
    return compare(this.ks, 0, this.slack(e, this.other), 0, this.L) < 0;
  }
  /** Offset in `cache` of the current slack of bestedge[x] (which must be set). */
  private bestSlack(x: number): number {
    const { bestedge, L } = this;
    if (this.cacheEdge[x] !== bestedge[x] || this.cacheEpoch[x] !== this.epoch) {
      copy(this.slack(bestedge[x]!, this.other), 0, this.cache, x * L, L);
      this.cacheEdge[x] = bestedge[x]!;
      this.cacheEpoch[x] = this.epoch;
    }
    return x * L;
  }
  /** bestedge[x] = k, whose slack is in ks. */
  private setBest(x: number, k: number): void {
    this.bestedge[x] = k;
    copy(this.ks, 0, this.cache, x * this.L, this.L);
    this.cacheEdge[x] = k;
    this.cacheEpoch[x] = this.epoch;
  }
  /** Is the slack in ks smaller than that of x's best edge (or has x none)? */
  private betterForBest(x: number): boolean {
    return this.bestedge[x] === -1 || compare(this.ks, 0, this.cache, this.bestSlack(x), this.L) < 0;
  }

  /** The vertices of b (a vertex or a blossom). */
  private leaves(b: number, out: number[] = []): number[] {
    if (b < this.n) out.push(b);
    else for (const t of this.blossomchilds[b]!) this.leaves(t, out);
    return out;
  }
  /** The end of edge k outside top-level blossom b. */
  private farEnd(k: number, b: number): number {
    return this.inblossom[this.eu[k]!] === b ? this.ev[k]! : this.eu[k]!;
  }

  // ---- Growing the alternating trees ----

  private assignLabel(w: number, t: number, p: number): void {
    const { inblossom, label, labelend, bestedge, endpoint, tree, mate } = this;
    const b = inblossom[w]!;
    label[w] = label[b] = t;
    labelend[w] = labelend[b] = p;
    bestedge[w] = bestedge[b] = -1;
    const root = p === -1 ? w : tree[endpoint[p]!]!;
    const members = this.leaves(b);
    for (const v of members) tree[v] = root;
    if (t === 1) {
      for (const v of members) this.queue.push(v);
    } else {
      const base = this.blossombase[b]!;
      this.assignLabel(endpoint[mate[base]!]!, 1, mate[base]! ^ 1);
    }
  }

  /**
   * Looks at the edge from S vertex v to remote endpoint p: a tight edge grows the tree, makes a
   * blossom or augments (then true: v's tree is gone); another one may become the best edge of v's
   * blossom (to an S-blossom) or of the vertex at p (not in an S-blossom).
   */
  private scanEdge(v: number, p: number): boolean {
    const { inblossom, label, allowedge, ks, L } = this;
    const k = p >> 1;
    const w = this.endpoint[p]!;
    if (inblossom[v] === inblossom[w]) return false;
    // An edge to a T vertex already reached changes nothing, tight or not.
    if (label[inblossom[w]!] === 2 && label[w] !== 0) return false;
    if (!allowedge[k]) {
      this.slack(k, ks);
      if (isZero(ks, 0, L)) allowedge[k] = 1;
    }
    if (allowedge[k]) {
      if (label[inblossom[w]!] === 0) {
        // A free vertex whose dual is zero (not a root): an augmenting path ends there.
        if (this.mate[this.blossombase[inblossom[w]!]!] === -1) {
          this.augmentMatching(k);
          return true;
        }
        this.assignLabel(w, 2, p ^ 1);
      } else if (label[inblossom[w]!] === 1) {
        const base = this.scanBlossom(v, w);
        if (base >= 0) this.addBlossom(base, k);
        else {
          this.augmentMatching(k);
          return true;
        }
      } else if (label[w] === 0) {
        label[w] = 2;
        this.labelend[w] = p ^ 1;
      }
    } else if (label[inblossom[w]!] === 1) {
      const b = inblossom[v]!;
      this.blossombestedges[b]?.push(k);
      if (this.betterForBest(b)) this.setBest(b, k);
    } else if (label[w] === 0) {
      if (this.betterForBest(w)) this.setBest(w, k);
    }
    return false;
  }

  /** Looks at the queued S vertices' edges and the pending tight edges until none is left. */
  private grow(): void {
    const { inblossom, label, start, neighbend, endpoint } = this;
    while (this.queue.length > 0 || this.pending.length > 0) {
      if (this.pending.length > 0) {
        const p = this.pending.pop()!;
        const v = endpoint[p ^ 1]!;
        if (label[inblossom[v]!] === 1) this.scanEdge(v, p);
        continue;
      }
      const v = this.queue.pop()!;
      if (label[inblossom[v]!] !== 1) continue; // its tree was dissolved
      for (let q = start[v]!, end = start[v + 1]!; q < end; q++) if (this.scanEdge(v, neighbend[q]!)) break;
    }
  }

  // ---- Shrinking a blossom ----

  /** Traces back from v and w to find a new blossom's base, or -1 for an augmenting path. */
  private scanBlossom(v0: number, w0: number): number {
    const { inblossom, label, labelend, endpoint } = this;
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v]!;
      if (label[b]! & 4) {
        base = this.blossombase[b]!;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) v = -1;
      else {
        v = endpoint[labelend[b]!]!;
        b = inblossom[v]!;
        v = endpoint[labelend[b]!]!;
      }
      if (w !== -1) [v, w] = [w, v];
    }
    for (const b of path) label[b] = 1;
    return base;
  }

  /** Makes the blossom of the cycle through edge k whose base is `base` (an S-blossom). */
  private addBlossom(base: number, k: number): void {
    const { inblossom, blossomparent, labelend, endpoint, label, L } = this;
    let v = this.eu[k]!;
    let w = this.ev[k]!;
    const bb = inblossom[base]!;
    let bv = inblossom[v]!;
    let bw = inblossom[w]!;
    const b = this.unusedblossoms.pop()!;
    this.blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv]!);
      v = endpoint[labelend[bv]!]!;
      bv = inblossom[v]!;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push(labelend[bw]! ^ 1);
      w = endpoint[labelend[bw]!]!;
      bw = inblossom[w]!;
    }
    label[b] = 1;
    labelend[b] = labelend[bb]!;
    this.dualvar.fill(0, b * L, b * L + L);
    this.blossomchilds[b] = path;
    this.blossomendps[b] = endps;
    for (const x of this.leaves(b)) {
      if (label[inblossom[x]!] === 2) this.queue.push(x);
      inblossom[x] = b;
    }
    for (const child of path) {
      this.offerAll(b, child);
      this.blossombestedges[child] = null;
      this.bestedge[child] = -1;
    }
    this.takeBest(b);
  }

  /** Offers edge e from blossom b, kept if it leads to another S-blossom with less slack than the one kept. */
  private offer(b: number, e: number): void {
    const { inblossom, bestedgeto } = this;
    let j = this.ev[e]!;
    if (inblossom[j] === b) j = this.eu[e]!;
    const bj = inblossom[j]!;
    if (bj === b || this.label[bj] !== 1) return;
    if (bestedgeto[bj] === -1) {
      bestedgeto[bj] = e;
      this.touched.push(bj);
    } else if ((this.slack(e, this.ks), this.smallerThan(bestedgeto[bj]!))) bestedgeto[bj] = e;
  }
  /** Offers the edges from `child` (b itself or a sub-blossom) to S-blossoms other than b. */
  private offerAll(b: number, child: number): void {
    const list = this.blossombestedges[child];
    if (list === null) {
      const { start, neighbend } = this;
      for (const x of this.leaves(child)) for (let q = start[x]!, end = start[x + 1]!; q < end; q++) this.offer(b, neighbend[q]! >> 1);
    } else for (const e of list!) this.offer(b, e);
  }
  /** The offered edges become b's list, the least of them its best edge. */
  private takeBest(b: number): void {
    const { bestedge, bestedgeto, touched } = this;
    const best: number[] = [];
    bestedge[b] = -1;
    for (const bj of touched) {
      const e = bestedgeto[bj]!;
      bestedgeto[bj] = -1;
      best.push(e);
      if (bestedge[b] === -1) bestedge[b] = e;
      else if ((this.slack(e, this.ks), this.smallerThan(bestedge[b]!))) bestedge[b] = e;
    }
    touched.length = 0;
    this.blossombestedges[b] = best;
  }

  // ---- Expanding a blossom ----

  /**
   * Takes blossom b apart: at the end of a stage (or of a dissolved tree) its children become
   * top-level; a T-blossom whose dual reached zero relabels the children on the path through it.
   */
  private expandBlossom(b: number, endstage: boolean): void {
    const { n, L, inblossom, blossomparent, label, labelend, endpoint, allowedge } = this;
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && isZero(this.dualvar, s * L, L)) this.expandBlossom(s, endstage);
      else for (const v of this.leaves(s)) inblossom[v] = s;
    }
    if (!endstage && label[b] === 2) {
      const entrychild = inblossom[endpoint[labelend[b]! ^ 1]!]!;
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b]!;
      while (j !== 0) {
        label[endpoint[p ^ 1]!] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]!] = 0;
        this.assignLabel(endpoint[p ^ 1]!, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      let bv = at(childs, j);
      label[endpoint[p ^ 1]!] = label[bv] = 2;
      labelend[endpoint[p ^ 1]!] = labelend[bv] = p;
      this.bestedge[bv] = -1;
      j += jstep;
      while (at(childs, j) !== entrychild) {
        bv = at(childs, j);
        if (label[bv] === 1) {
          j += jstep;
          continue;
        }
        let found = -1;
        for (const v of this.leaves(bv)) {
          if (label[v] !== 0) {
            found = v;
            break;
          }
        }
        if (found !== -1) {
          label[found] = 0;
          label[endpoint[this.mate[this.blossombase[bv]!]!]!] = 0;
          this.assignLabel(found, 2, labelend[found]!);
        }
        j += jstep;
      }
    }
    label[b] = labelend[b] = -1;
    this.blossomchilds[b] = this.blossomendps[b] = null;
    this.blossombase[b] = -1;
    this.blossombestedges[b] = null;
    this.bestedge[b] = -1;
    this.unusedblossoms.push(b);
  }

  // ---- Augmenting ----

  /** Rotates blossom b so that its base is vertex v, swapping the matched edges along the way. */
  private augmentBlossom(b: number, v: number): void {
    const { n, blossomparent, endpoint, mate } = this;
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t]!;
    if (t >= n) this.augmentBlossom(t, v);
    const childs = this.blossomchilds[b]!;
    const endps = this.blossomendps[b]!;
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n) this.augmentBlossom(t, endpoint[p]!);
      j += jstep;
      t = at(childs, j);
      if (t >= n) this.augmentBlossom(t, endpoint[p ^ 1]!);
      mate[endpoint[p]!] = p ^ 1;
      mate[endpoint[p ^ 1]!] = p;
    }
    this.blossomchilds[b] = [...childs.slice(i), ...childs.slice(0, i)];
    this.blossomendps[b] = [...endps.slice(i), ...endps.slice(0, i)];
    this.blossombase[b] = this.blossombase[this.blossomchilds[b]![0]!]!;
  }

  /**
   * Matches S vertex s to endpoint p (-1: leaves it free) and flips the alternating path from s to
   * its tree's root (which ends matched), blossoms on the way rotated.
   */
  private augmentFrom(s0: number, p0: number): void {
    const { n, inblossom, labelend, endpoint, mate } = this;
    let s = s0;
    let p = p0;
    for (;;) {
      const bs = inblossom[s]!;
      if (bs >= n) this.augmentBlossom(bs, s);
      mate[s] = p;
      if (labelend[bs] === -1) break;
      const t = endpoint[labelend[bs]!]!;
      const bt = inblossom[t]!;
      s = endpoint[labelend[bt]!]!;
      const j = endpoint[labelend[bt]! ^ 1]!;
      if (bt >= n) this.augmentBlossom(bt, j);
      mate[j] = labelend[bt]!;
      p = labelend[bt]! ^ 1;
    }
  }
  /** Augments along the tight edge k between two trees (or a tree and a free vertex of dual zero). */
  private augmentMatching(k: number): void {
    const { label, inblossom, tree, eu, ev } = this;
    // The trees of the two ends (a free vertex of dual zero at one end belongs to none).
    const r1 = label[inblossom[eu[k]!]!] === 0 ? -1 : tree[eu[k]!]!;
    const r2 = label[inblossom[ev[k]!]!] === 0 ? -1 : tree[ev[k]!]!;
    this.augmentFrom(eu[k]!, 2 * k + 1);
    this.augmentFrom(ev[k]!, 2 * k);
    this.dissolve(r1, r2);
  }

  /**
   * After an augmentation (or a flip) the trees rooted at r1 and r2 (-1: none) leave the forest
   * while the other trees keep growing (Van Rantwijk starts a new stage instead, relabelling and
   * rescanning every tree): their S-blossoms without dual are expanded (as at the end of a stage),
   * their vertices and blossoms lose their labels, and each of their vertices records its
   * least-slack edge to the remaining S vertices (it is now a free vertex for the dual steps) or,
   * when that edge is tight, queues it to be looked at from the S end. Best edges of the remaining
   * blossoms that point into the dissolved trees are found and recomputed at the next dual step.
   */
  private dissolve(r1: number, r2: number): void {
    const { n, L, tree, inblossom, label, labelend, bestedge, blossomparent, start, neighbend, endpoint, allowedge, ks, eu } = this;
    const dead: number[] = [];
    for (let x = 0; x < n; x++) if (tree[x] !== -1 && (tree[x] === r1 || tree[x] === r2)) dead.push(x);
    for (const x of dead) {
      const b = inblossom[x]!;
      if (b >= n && label[b] === 1 && isZero(this.dualvar, b * L, L)) this.expandBlossom(b, true);
    }
    for (const x of dead) {
      tree[x] = -1;
      for (let t = x; t !== -1; t = blossomparent[t]!) {
        label[t] = 0;
        labelend[t] = -1;
        bestedge[t] = -1;
        if (t >= n) this.blossombestedges[t] = null;
      }
    }
    const reached: number[] = [];
    for (const x of dead) {
      for (let q = start[x]!, end = start[x + 1]!; q < end; q++) {
        const p = neighbend[q]!;
        const k = p >> 1;
        allowedge[k] = 0;
        const y = endpoint[p]!;
        // A vertex of a remaining T-blossom marked as reached from x (for the blossom's expansion).
        if (label[inblossom[y]!] === 2 && label[y] === 2 && labelend[y] === (p ^ 1)) reached.push(y);
        if (label[inblossom[y]!] !== 1) continue;
        this.slack(k, ks);
        if (this.betterForBest(x)) this.setBest(x, k);
      }
      // A tight one is looked at from its S end (one per vertex: should that S vertex leave the
      // forest first, the next dual step finds x's best edge stale and recomputes it).
      const e = bestedge[x]!;
      if (e !== -1 && isZero(this.cache, this.bestSlack(x), L)) {
        allowedge[e] = 1;
        this.pending.push(eu[e] === x ? 2 * e : 2 * e + 1);
      }
    }
    // Those marks now point out of the forest: mark them again from a remaining S vertex if a tight
    // edge leads to one, else they are unreached, with their least-slack edge to the S vertices.
    for (const y of reached) {
      label[y] = 0;
      labelend[y] = -1;
      bestedge[y] = -1;
      for (let q = start[y]!, end = start[y + 1]!; q < end; q++) {
        const p = neighbend[q]!;
        if (label[inblossom[endpoint[p]!]!] !== 1) continue;
        const k = p >> 1;
        this.slack(k, ks);
        if (isZero(ks, 0, L)) {
          label[y] = 2;
          labelend[y] = p;
          break;
        }
        if (this.betterForBest(y)) this.setBest(y, k);
      }
    }
  }

  // ---- The dual update ----

  /** The least-slack edge from vertex x (not in an S-blossom) to an S vertex, into bestedge[x]. */
  private rescanFree(x: number): void {
    const { start, neighbend, label, inblossom, endpoint } = this;
    this.bestedge[x] = -1;
    for (let q = start[x]!, end = start[x + 1]!; q < end; q++) {
      const p = neighbend[q]!;
      if (label[inblossom[endpoint[p]!]!] !== 1) continue;
      this.slack(p >> 1, this.ks);
      if (this.betterForBest(x)) this.setBest(x, p >> 1);
    }
  }
  /** The least-slack edge from S-blossom b to another S-blossom, into bestedge[b]. */
  private rescanS(b: number): void {
    if (b >= this.n) {
      this.offerAll(b, b);
      this.takeBest(b);
      return;
    }
    const { start, neighbend, label, inblossom, endpoint } = this;
    this.bestedge[b] = -1;
    for (const x of this.leaves(b)) {
      for (let q = start[x]!, end = start[x + 1]!; q < end; q++) {
        const p = neighbend[q]!;
        const bj = inblossom[endpoint[p]!]!;
        if (bj === b || label[bj] !== 1) continue;
        this.slack(p >> 1, this.ks);
        if (this.betterForBest(b)) this.setBest(b, p >> 1);
      }
    }
  }

  /**
   * No augmenting path with the current duals: finds the dual change delta and applies it, then acts
   * on the step that limited it (1: an S vertex reached zero, 2: an edge to a free vertex, 3: an
   * S-S edge, 4: a T-blossom's dual reached zero). False when no S vertex is left (the stage is over).
   */
  private dualStep(): boolean {
    const { n, L, label, inblossom, bestedge, blossomparent, blossombase, dualvar, cache, delta, delta2 } = this;
    // Type 1: the least dual of an S vertex (the free vertices may hold different duals, see
    // jumpStart). Types 1 and 2 in one pass over the vertices (type 1 wins ties).
    let deltatype = 1;
    let minVertex = -1;
    let min2 = -1;
    for (let v = 0; v < n; v++) {
      const l = label[inblossom[v]!];
      if (l === 1) {
        if (minVertex === -1 || compare(dualvar, v * L, dualvar, minVertex * L, L) < 0) minVertex = v;
      } else if (l === 0 && bestedge[v] !== -1) {
        if (label[inblossom[this.farEnd(bestedge[v]!, inblossom[v]!)]!] !== 1) this.rescanFree(v);
        if (bestedge[v] === -1) continue;
        if (min2 === -1 || compare(cache, this.bestSlack(v), cache, this.bestSlack(min2), L) < 0) min2 = v;
      }
    }
    if (minVertex === -1) return false; // every tree augmented or reached a zero dual
    copy(dualvar, minVertex * L, delta, 0, L);
    let deltaedge = -1;
    let deltablossom = -1;
    if (min2 !== -1 && compare(cache, this.bestSlack(min2), delta, 0, L) < 0) {
      copy(cache, this.bestSlack(min2), delta, 0, L);
      deltatype = 2;
      deltaedge = bestedge[min2]!;
    }
    // Type 3 candidates are half a slack: compare the slack with twice the best delta and halve
    // only the winner.
    copy(delta, 0, delta2, 0, L);
    addScaled(delta2, 0, 1, delta, 0, L);
    let best3 = -1;
    for (let b = 0; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
        if (label[inblossom[this.farEnd(bestedge[b]!, b)]!] !== 1) this.rescanS(b);
        if (bestedge[b] === -1) continue;
        const o = this.bestSlack(b);
        if (compare(cache, o, delta2, 0, L) < 0) {
          copy(cache, o, delta2, 0, L);
          best3 = b;
        }
      }
    }
    if (best3 >= 0) {
      halve(delta2, 0, L);
      copy(delta2, 0, delta, 0, L);
      deltatype = 3;
      deltaedge = bestedge[best3]!;
    }
    for (let b = n; b < 2 * n; b++) {
      if (blossombase[b]! >= 0 && blossomparent[b] === -1 && label[b] === 2 && compare(dualvar, b * L, delta, 0, L) < 0) {
        copy(dualvar, b * L, delta, 0, L);
        deltatype = 4;
        deltablossom = b;
      }
    }
    this.epoch++;
    for (let v = 0; v < n; v++) {
      const l = label[inblossom[v]!];
      if (l === 1) addScaled(dualvar, v * L, -1, delta, 0, L);
      else if (l === 2) addScaled(dualvar, v * L, 1, delta, 0, L);
    }
    for (let b = n; b < 2 * n; b++) {
      if (blossombase[b]! >= 0 && blossomparent[b] === -1) {
        if (label[b] === 1) addScaled(dualvar, b * L, 1, delta, 0, L);
        else if (label[b] === 2) addScaled(dualvar, b * L, -1, delta, 0, L);
      }
    }
    if (deltatype === 1) {
      // S vertex minVertex reached zero: flip the alternating path from its tree's root, so the
      // root is matched and minVertex is free with a zero dual (complementary slackness holds).
      const root = this.tree[minVertex]!;
      this.augmentFrom(minVertex, -1);
      this.dissolve(root, -1);
    } else if (deltatype === 2) {
      this.allowedge[deltaedge] = 1;
      let i = this.eu[deltaedge]!;
      if (label[inblossom[i]!] === 0) i = this.ev[deltaedge]!;
      this.queue.push(i);
    } else if (deltatype === 3) {
      this.allowedge[deltaedge] = 1;
      this.queue.push(this.eu[deltaedge]!);
    } else {
      this.expandBlossom(deltablossom, false);
    }
    return true;
  }

  // ---- The stages ----

  /** Clears the labels and grows a tree from every free vertex whose dual is positive; how many. */
  private startStage(): number {
    const { n, L, label, inblossom, mate } = this;
    label.fill(0);
    this.labelend.fill(-1);
    this.tree.fill(-1);
    this.bestedge.fill(-1);
    for (let b = n; b < 2 * n; b++) this.blossombestedges[b] = null;
    this.allowedge.fill(0);
    this.queue = [];
    this.pending = [];
    let roots = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inblossom[v]!] === 0 && !isZero(this.dualvar, v * L, L)) {
        this.assignLabel(v, 1, -1);
        roots++;
      }
    }
    return roots;
  }
  /** Expands the top-level S-blossoms whose dual is zero. */
  private endStage(): void {
    const { n, L, blossomparent, blossombase, label } = this;
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && blossombase[b]! >= 0 && label[b] === 1 && isZero(this.dualvar, b * L, L)) {
        this.expandBlossom(b, true);
      }
    }
  }

  /**
   * A stage grows alternating trees from the free vertices whose dual is still positive; a tree
   * that augments or reaches a zero dual (type 1 step) is dissolved and the others go on, so one
   * stage normally does all the work. Every stage ends at least one tree: at most n stages.
   */
  run(): Solution {
    const { n, mate, endpoint } = this;
    while (this.startStage() > 0) {
      do this.grow();
      while (this.dualStep());
      this.endStage();
    }
    const result = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) if (mate[v]! >= 0) result[v] = endpoint[mate[v]!]!;
    return { mate: result, dualvar: this.dualvar, blossomparent: this.blossomparent };
  }
}

/**
 * The starting point (Van Rantwijk starts from the empty matching, every vertex dual = the largest
 * weight): each vertex's dual is its heaviest edge's weight rounded up to even, then, vertex by
 * vertex, lowered as far as its edges allow (to zero at least) and matched along a tight edge to a
 * vertex still free. Duals stay feasible, matched edges tight, and every dual is even: the free
 * vertices then hold duals of one parity, which the stages keep (they lower all of them together),
 * so the slack between two S vertices stays even and type 3 steps integral. Only the vertices the
 * greedy pass leaves free with a positive dual start stages.
 */
function jumpStart(graph: WeightedGraph, start: Int32Array, neighbend: Int32Array, dualvar: Float64Array, mate: Int32Array, warm?: Warm): void {
  const { n, u: eu, v: ev, limbs: L } = graph;
  // A cold start works on the weights less the potential (duals feasible for those, plus twice the
  // potential at the end, are feasible for the weights, with the same tight edges).
  const potential = warm ? undefined : graph.potential;
  const ew = potential ? reducedWeights(graph) : graph.weights;
  const m = eu.length;
  const room = new Float64Array(L); // 2 w - dual(remote end): the lowest dual the edge allows
  const best = new Float64Array(L);
  if (warm) {
    // The caller's duals, and those of its pairs that are tight edges here.
    dualvar.set(warm.dual.subarray(0, n * L));
    for (let x = 0; x < n; x++) {
      const y = warm.mate[x]!;
      if (y <= x) continue;
      for (let q = start[x]!, end = start[x + 1]!; q < end; q++) {
        const p = neighbend[q]!;
        const k = p >> 1;
        if ((p & 1 ? ev[k]! : eu[k]!) !== y) continue;
        for (let i = 0; i < L; i++) room[i] = dualvar[x * L + i]! + dualvar[y * L + i]! - 2 * ew[k * L + i]!;
        normalise(room, 0, L);
        if (isZero(room, 0, L)) {
          mate[x] = p;
          mate[y] = p ^ 1;
        }
        break;
      }
    }
  } else {
    const has = new Uint8Array(n);
    for (let k = 0; k < m; k++) {
      for (const x of [eu[k]!, ev[k]!]) {
        if (!has[x] || compare(ew, k * L, dualvar, x * L, L) > 0) copy(ew, k * L, dualvar, x * L, L);
        has[x] = 1;
      }
    }
  }
  // Free vertices' duals even (raising a free vertex's dual keeps every edge feasible).
  for (let x = 0; x < n; x++) {
    if (mate[x] === -1 && dualvar[x * L]! % 2 !== 0) {
      dualvar[x * L]! += 1;
      normalise(dualvar, x * L, L);
    }
  }
  for (let x = 0; x < n; x++) {
    if (mate[x] !== -1) continue;
    best.fill(0);
    let pick = -1; // a tight edge to a free vertex, as a remote endpoint
    for (let q = start[x]!, end = start[x + 1]!; q < end; q++) {
      const p = neighbend[q]!;
      const k = p >> 1;
      const y = p & 1 ? ev[k]! : eu[k]!;
      for (let i = 0; i < L; i++) room[i] = 2 * ew[k * L + i]! - dualvar[y * L + i]!;
      normalise(room, 0, L);
      const c = compare(room, 0, best, 0, L);
      if (c > 0) {
        copy(room, 0, best, 0, L);
        pick = -1;
      }
      if (c >= 0 && pick === -1 && mate[y] === -1 && y !== x) pick = p;
    }
    if (best[0]! % 2 !== 0) {
      // (a warm start's matched vertices may hold odd duals) the least even dual above: no edge tight
      best[0]! += 1;
      normalise(best, 0, L);
      pick = -1;
    }
    copy(best, 0, dualvar, x * L, L);
    if (pick !== -1) {
      mate[x] = pick;
      mate[pick & 1 ? ev[pick >> 1]! : eu[pick >> 1]!] = pick ^ 1;
    }
  }
  if (potential) {
    for (let x = 0; x < n; x++) {
      addScaled(dualvar, x * L, 1, potential, x * L, L);
      addScaled(dualvar, x * L, 1, potential, x * L, L);
    }
  }
}
