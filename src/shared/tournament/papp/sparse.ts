/**
 * PAPP's minimum-penalty matching without costing every pair (issue 41: the complete graph made a round
 * of 1,000 players 15.7 times the Dutch engine's time). docs/othello.md, "The sparse matching".
 *
 * Players fall into classes (PappCosts.classKey: score, colours, last float): two players of the same
 * classes cost the same against anyone, up to the pair's own terms (a rematch, compatriots), which only
 * add. So each pair of classes has a floor, the cost of a pair with none of those terms, and a weight
 * ceiling `W - floor` that no pair of those classes passes.
 *
 * The matching starts from the classes' duals (classduals.ts: feasible for every pair, tight for the
 * pairs of classes an optimum is made of) on a sparse graph: each player and a few players of the
 * classes those duals make tight with its own (START, at most PER_CLASS of one class), CROSS of a
 * higher and of a lower score, a chain in score order and every edge to the bye. The solution's duals
 * are then checked against every pair left out, without the pair's cost in hand: a pair is covered when
 *
 *     dual(a) + dual(b) + 2 x (duals of the blossoms holding both) >= 2 x ceiling(class a, class b)
 *
 * and then it cannot be in a heavier matching (LP duality: the duals prove the matching optimal on the
 * complete graph). Only the pairs this bound does not clear are costed; those the exact duals do not
 * cover join the graph, which is solved again from the last optimum. When none is left the matching is
 * a maximum-weight matching of the complete graph: the same minimum PAPP cost.
 */
import { coverEdge, edgeSlack, maxWeightMatchingWarm, type Solution, type Warm, type WeightedGraph } from '../pairing/blossom';
import { classDuals } from './classduals';

/** Partners of its own score each player starts with (bench/papp.bench.ts: 6 and 10 were no faster). */
export const START = 8;
/**
 * And partners of a higher and of a lower score (floats): without the cheapest floats in the graph, a
 * score group of odd size raises its blossom's dual past what the complete graph allows (1 was no faster).
 */
export const CROSS = 2;
/** At most this many of them from one class, so that they come from several. */
export const PER_CLASS = 3;

/** What the sparse matching needs to know of a round's penalties. */
export interface PenaltyGraph {
  /** Vertices 0..n-1; `bye` is the bye pseudo-player's index, or -1. */
  n: number;
  bye: number;
  /** Score of each vertex (orders the players; the bye's is ignored). */
  score: readonly number[];
  /** The class of each vertex, 0..classes-1 (the bye's is ignored). */
  cls: Int32Array;
  classes: number;
  /** The exact weight of edge x-y (>= 0, below 2^52). */
  weight(x: number, y: number): number;
  /** No edge between a vertex of class c and one of class d weighs more. */
  ceiling(c: number, d: number): number;
}

export interface SparseMatching {
  mate: Int32Array;
  /** Edges whose weight was computed (the complete graph has n(n-1)/2). */
  costed: number;
  /** Times the blossom solved a graph. */
  solves: number;
}

export function sparseMatching(g: PenaltyGraph, start = START, perClass = PER_CLASS): SparseMatching {
  const { n, bye } = g;
  // The bye is a class of its own, after the players' classes; its edges are all in the graph.
  const classes = classMembers(g);
  const count = classes.length;
  const byeWeight = new Float64Array(n);
  if (bye >= 0) for (let x = 0; x < n; x++) if (x !== bye) byeWeight[x] = g.weight(x, bye);
  const ceilings = ceilingTable(g, classes, byeWeight);
  // The blossom works on doubled weights, so that the class duals (integers) make even vertex duals.
  const edges = new Edges(n);
  // Weights computed for pairs left out (a pair the ceiling cannot clear is looked at in every solve).
  const known = new Map<number, number>();
  const weightOf = (x: number, y: number, key: number): number => {
    let w = known.get(key);
    if (w === undefined) {
      w = 2 * g.weight(x, y);
      known.set(key, w);
    }
    return w;
  };
  /** Adds x-y if it weighs `at least` (doubled); else keeps its weight for the check. Whether it is in. */
  const offer = (x: number, y: number, least: number): boolean => {
    if (edges.has(x, y)) return true;
    const key = x < y ? x * n + y : y * n + x;
    const w = weightOf(x, y, key);
    if (w < least) return false;
    known.delete(key);
    edges.add(x, y, w);
    return true;
  };
  const duals = classDuals(classes.map((xs) => xs.length), (c, d) => ceilings[c * count + d]!);
  startingEdges(g, classes, ceilings, duals, start, perClass, offer);
  chain(g, (x, y) => offer(x, y, 0));
  if (bye >= 0) for (let x = 0; x < n; x++) if (x !== bye && !edges.has(x, bye)) edges.add(x, bye, 2 * byeWeight[x]!);
  const cls = Int32Array.from(g.cls);
  if (bye >= 0) cls[bye] = count - 1;
  // Every vertex starts at twice its class's dual (even, feasible for every pair), nobody matched.
  const dual = new Float64Array(n);
  for (let x = 0; x < n; x++) dual[x] = Math.max(0, 2 * duals[cls[x]!]!);
  let solution = maxWeightMatchingWarm(edges.graph(), { mate: new Int32Array(n).fill(-1), dual });
  let solves = 1;
  for (;;) {
    const missing = uncovered(n, classes.slice(0, bye >= 0 ? count - 1 : count), ceilings, count, edges, solution, weightOf);
    if (missing.length === 0) return { mate: solution.mate, costed: edges.size + known.size, solves };
    for (const key of missing) {
      edges.add(Math.floor(key / n), key % n, known.get(key)!);
      known.delete(key);
    }
    // Start again from this optimum, its duals raised where the new edges need it (the blossom's warm start).
    const graph = edges.graph();
    solution = maxWeightMatchingWarm(graph, warmFrom(graph, solution, missing));
    solves++;
  }
}

/** The players of each class, in vertex order, then the bye's class (when there is a bye). */
function classMembers(g: PenaltyGraph): number[][] {
  const classes: number[][] = Array.from({ length: g.classes }, () => []);
  for (let x = 0; x < g.n; x++) if (x !== g.bye) classes[g.cls[x]!]!.push(x);
  if (g.bye >= 0) classes.push([g.bye]);
  return classes;
}

/** ceiling(c, d) for every pair of classes, at c x count + d; the bye's: its heaviest edge to the class. */
function ceilingTable(g: PenaltyGraph, classes: number[][], byeWeight: Float64Array): Float64Array {
  const count = classes.length;
  const players = g.bye >= 0 ? count - 1 : count;
  const table = new Float64Array(count * count);
  for (let c = 0; c < players; c++) {
    for (let d = c; d < players; d++) table[c * count + d] = table[d * count + c] = g.ceiling(c, d);
    if (players < count) {
      const heaviest = Math.max(...classes[c]!.map((x) => byeWeight[x]!));
      table[c * count + players] = table[players * count + c] = heaviest;
    }
  }
  return table;
}

/**
 * Each player's first partners: players of the classes whose pairs with its own the class duals make
 * tight (likely in the optimum), then the nearest to tight; at most `perClass` of one class, `start`
 * in all, spread over each class's players so that they do not all get the same partners.
 */
function startingEdges(g: PenaltyGraph, classes: number[][], ceilings: Float64Array, duals: Float64Array, start: number, perClass: number,
  offer: (x: number, y: number, least: number) => boolean): void {
  const count = classes.length;
  const score = classes.map((xs) => g.score[xs[0]!]!);
  for (let c = 0; c < count; c++) {
    const own = classes[c]!;
    const reduced = (d: number): number => duals[c]! + duals[d]! - 2 * ceilings[c * count + d]!;
    const order = Array.from({ length: count }, (_, d) => d)
      .filter((d) => classes[d]!.length > (d === c ? 1 : 0))
      .sort((d, e) => reduced(d) - reduced(e) || d - e);
    const partners = (a: number, i: number, among: number[], total: number): void => {
      let left = total;
      // perClass of each class, more when there are too few classes (round 1 has one).
      const cap = Math.max(perClass, Math.ceil(total / Math.max(1, among.length)));
      for (const d of among) {
        if (left === 0) break;
        const other = classes[d]!;
        const size = d === c ? other.length - 1 : other.length;
        let want = Math.min(cap, left, size);
        // Player i of c starts at the matching place in d (the next players in its own class). Pairs at
        // the classes' ceiling come first: those below it (compatriots, a rematch) are passed over, as
        // many as are wanted, then taken.
        const from = d === c ? i + 1 : Math.floor((i * other.length) / own.length);
        const least = 2 * ceilings[c * count + d]!;
        for (let j = 0, passed = 0; want > 0 && j < size; j++) {
          if (offer(a, other[(from + j) % other.length]!, passed < want ? least : 0)) {
            want--;
            left--;
          } else passed++;
        }
      }
    };
    const level = order.filter((d) => score[d] === score[c]);
    const above = order.filter((d) => score[d]! > score[c]!);
    const below = order.filter((d) => score[d]! < score[c]!);
    own.forEach((a, i) => {
      partners(a, i, level, start);
      partners(a, i, above, CROSS);
      partners(a, i, below, CROSS);
    });
  }
}

/**
 * The players in score order joined in a chain: with the bye joined to all, the graph has a perfect
 * matching, so the blossom never lowers duals for want of one.
 */
function chain(g: PenaltyGraph, add: (x: number, y: number) => void): void {
  const order = Array.from({ length: g.n }, (_, x) => x).filter((x) => x !== g.bye)
    .sort((x, y) => g.score[y]! - g.score[x]! || g.cls[x]! - g.cls[y]! || x - y);
  for (let i = 1; i < order.length; i++) add(order[i - 1]!, order[i]!);
}

/**
 * A starting point from the last optimum: each vertex's dual plus those of the blossoms holding it (so
 * every edge stays covered without the blossoms), then each new edge covered (coverEdge).
 */
function warmFrom(graph: WeightedGraph, solution: Solution, added: number[]): Warm {
  const { n } = graph;
  const { dualvar, blossomparent } = solution;
  const dual = new Float64Array(n);
  for (let x = 0; x < n; x++) {
    let d = dualvar[x]!;
    for (let b = blossomparent[x]!; b !== -1; b = blossomparent[b]!) d += dualvar[b]!;
    dual[x] = d;
  }
  const mate = Int32Array.from(solution.mate);
  const at = new Map<number, number>();
  for (let k = 0; k < graph.u.length; k++) at.set(graph.u[k]! * n + graph.v[k]!, k);
  const s = new Float64Array(1);
  for (const key of added) coverEdge(dual, mate, Math.floor(key / n), key % n, graph.weights, at.get(key)!, 1, s);
  return { mate, dual };
}

/** Vertices up to which the graph's pairs are a bit set (8 MB at most). */
const BITS_UP_TO = 8192;

/** The sparse graph's edges (x < y), and which pairs it has (a bit per pair; a set above BITS_UP_TO vertices). */
class Edges {
  private readonly bits: Uint32Array | null;
  private readonly keys: Set<number> | null;
  private readonly u: number[] = [];
  private readonly v: number[] = [];
  private readonly w: number[] = [];

  constructor(private readonly n: number) {
    this.bits = n <= BITS_UP_TO ? new Uint32Array(Math.ceil((n * n) / 32)) : null;
    this.keys = this.bits ? null : new Set();
  }

  get size(): number {
    return this.u.length;
  }

  has(x: number, y: number): boolean {
    const key = x < y ? x * this.n + y : y * this.n + x;
    return this.bits ? (this.bits[key >>> 5]! & (1 << (key & 31))) !== 0 : this.keys!.has(key);
  }

  add(x: number, y: number, weight: number): void {
    const key = x < y ? x * this.n + y : y * this.n + x;
    if (this.bits) this.bits[key >>> 5]! |= 1 << (key & 31);
    else this.keys!.add(key);
    this.u.push(Math.min(x, y));
    this.v.push(Math.max(x, y));
    this.w.push(weight);
  }

  graph(): WeightedGraph {
    return { n: this.n, u: Int32Array.from(this.u), v: Int32Array.from(this.v), weights: Float64Array.from(this.w), limbs: 1 };
  }
}

/**
 * The left-out edges (as keys) the duals do not cover. A pair is weighed only when the ceiling of its
 * classes cannot clear it. The blossoms' duals count too: a pair inside blossoms gains twice their
 * duals. So the players are grouped by class and by the innermost blossom with a dual holding them
 * (few: most blossoms hold none), each group sorted by dual; a pair of groups is skipped when its two
 * least duals and the blossoms holding both clear it, and a player's partners are looked at until one
 * clears it.
 */
function uncovered(n: number, classes: number[][], ceilings: Float64Array, stride: number, edges: Edges, solution: Solution,
  weightOf: (x: number, y: number, key: number) => number): number[] {
  const { dualvar: dual, blossomparent } = solution;
  // Each vertex's innermost blossom with a dual (-1: none), and each such blossom's next one out.
  const held = new Int32Array(n).fill(-1);
  const outer = new Map<number, number>();
  for (let x = 0; x < n; x++) {
    let b = blossomparent[x]!;
    while (b !== -1 && dual[b] === 0) b = blossomparent[b]!;
    held[x] = b;
    while (b !== -1 && !outer.has(b)) {
      let up = blossomparent[b]!;
      while (up !== -1 && dual[up] === 0) up = blossomparent[up]!;
      outer.set(b, up);
      b = up;
    }
  }
  /** Twice the duals of the blossoms holding both b and c (each -1 or a blossom of `outer`). */
  const shared = (b: number, c: number): number => {
    const chain = new Set<number>();
    for (let x = b; x !== -1; x = outer.get(x)!) chain.add(x);
    let y = c;
    while (y !== -1 && !chain.has(y)) y = outer.get(y)!;
    let sum = 0;
    for (; y !== -1; y = outer.get(y)!) sum += 2 * dual[y]!;
    return sum;
  };
  const sharedBy = new Map<number, number>();
  const groups: { cls: number; blossom: number; members: number[] }[] = [];
  classes.forEach((xs, c) => {
    const by = new Map<number, number[]>();
    for (const x of xs) {
      if (!by.has(held[x]!)) by.set(held[x]!, []);
      by.get(held[x]!)!.push(x);
    }
    for (const [blossom, members] of by) groups.push({ cls: c, blossom, members: members.sort((x, y) => dual[x]! - dual[y]!) });
  });
  const out: number[] = [];
  const one = new Float64Array(1);
  const slack = new Float64Array(1);
  for (let p = 0; p < groups.length; p++) {
    const { cls: c, blossom, members: as } = groups[p]!;
    for (let q = p; q < groups.length; q++) {
      const { cls: d, blossom: other, members: bs } = groups[q]!;
      let both = 0;
      if (blossom !== -1 && other !== -1) {
        const key = blossom * 2 * n + other;
        if (!sharedBy.has(key)) sharedBy.set(key, shared(blossom, other));
        both = sharedBy.get(key)!;
      }
      // Doubled weights: twice the doubled ceiling, less what the blossoms holding both add.
      const bound = 4 * ceilings[c * stride + d]! - both;
      const least = dual[bs[0]!]!;
      if (dual[as[0]!]! + least >= bound) continue;
      for (let i = 0; i < as.length; i++) {
        const a = as[i]!;
        const ya = dual[a]!;
        if (ya + least >= bound) break;
        for (let j = p === q ? i + 1 : 0; j < bs.length; j++) {
          const b = bs[j]!;
          if (ya + dual[b]! >= bound) break;
          if (edges.has(a, b)) continue;
          const k = a < b ? a * n + b : b * n + a;
          one[0] = weightOf(a, b, k);
          edgeSlack(solution, 1, a, b, one, 0, slack);
          if (slack[0]! < 0) out.push(k);
        }
      }
    }
  }
  return out;
}
