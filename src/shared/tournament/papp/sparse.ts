/**
 * PAPP's minimum-penalty matching without costing every pair (issue 41: the complete graph made a round
 * of 1,000 players 15.7 times the Dutch engine's time).
 *
 * The matching is solved on a sparse graph (each player and its WINDOW nearest players in score order,
 * plus every edge to the bye), and the solution's duals are then checked against every edge left out,
 * exactly as the blossom's own sparse rounds do, but without the edge's cost in hand: a lower bound on
 * the cost of any pair, from the two scores and each player's own share (PenaltyFloor), gives an upper
 * bound on its weight. An edge left out is covered by the duals when
 *
 *     dual(a) + dual(b) >= 2 x weight bound(a, b)        (the blossom duals only add to the left side)
 *
 * and then it cannot be in a heavier matching (LP duality: the duals prove the matching optimal on the
 * complete graph). Players are grouped by score and, in each group, ordered by dual plus floor, so the
 * pairs that the bound cannot clear are found without looking at the others; only those are costed, and
 * those the exact duals do not cover join the graph, which is solved again. When none is left the
 * matching is a maximum-weight matching of the complete graph: the same minimum PAPP cost.
 */
import { coverEdge, edgeSlack, maxWeightMatchingSolved, maxWeightMatchingWarm, type Solution, type Warm, type WeightedGraph } from '../pairing/blossom';

/** Partners each player starts with, on each side in score order (measured in bench/papp.bench.ts). */
export const WINDOW = 6;

/** What the sparse matching needs to know of a round's penalties. */
export interface PenaltyGraph {
  /** Vertices 0..n-1; `bye` is the bye pseudo-player's index, or -1. */
  n: number;
  bye: number;
  /** Score of each vertex in half-points (groups and orders the players). */
  score: readonly number[];
  /** The exact weight of edge x-y (>= 0, below 2^52). */
  weight(x: number, y: number): number;
  /**
   * An upper bound on the weight of any edge x-y, split as `pairCeiling(score x, score y) - own(x) - own(y)`:
   * every term is what the pair's scores alone allow, and `own` what a player's own state takes off.
   */
  pairCeiling(sx: number, sy: number): number;
  own: readonly number[];
}

export interface SparseMatching {
  mate: Int32Array;
  /** Edges whose weight was computed (the complete graph has n(n-1)/2). */
  costed: number;
  /** Times the blossom solved a graph. */
  solves: number;
}

export function sparseMatching(g: PenaltyGraph, window = WINDOW): SparseMatching {
  const { n, bye, score } = g;
  const edges = new Map<number, number>();
  const add = (x: number, y: number): void => {
    const key = x < y ? x * n + y : y * n + x;
    if (!edges.has(key)) edges.set(key, g.weight(x, y));
  };
  const players = Array.from({ length: n }, (_, x) => x).filter((x) => x !== bye);
  const order = [...players].sort((x, y) => score[y]! - score[x]! || x - y);
  for (let i = 0; i < order.length; i++) for (let j = i + 1; j <= i + window && j < order.length; j++) add(order[i]!, order[j]!);
  if (bye >= 0) for (const x of players) add(x, bye);
  // Weights already computed for pairs left out (a pair the bound cannot clear is looked at in every solve).
  const known = new Map<number, number>();
  const weightOf = (x: number, y: number, key: number): number => {
    let w = known.get(key);
    if (w === undefined) {
      w = g.weight(x, y);
      known.set(key, w);
    }
    return w;
  };
  const groups = scoreGroups(players, score);
  let solution = maxWeightMatchingSolved(graphOf(n, edges));
  let solves = 1;
  for (;;) {
    const missing = uncovered(g, groups, edges, balanced(g, edges, solution), weightOf);
    if (missing.length === 0) return { mate: solution.mate, costed: edges.size + known.size, solves };
    for (const key of missing) {
      edges.set(key, known.get(key)!);
      known.delete(key);
    }
    // Start again from this optimum, its duals raised where the new edges need it (the blossom's warm start).
    const graph = graphOf(n, edges);
    solution = maxWeightMatchingWarm(graph, warmFrom(graph, solution, missing));
    solves++;
  }
}

/**
 * The same optimum's duals, moved within each matched pair of free-standing vertices so that both ends
 * have the same dual + 2 x own (the pair's sum, so its edge stays tight), wherever the graph's edges at
 * both ends stay covered. The blossom leaves the split of a pair's dual to chance; a balanced split lets
 * the bound clear most pairs of equal scores without costing them. The duals stay an optimal solution
 * of the graph's dual problem (feasible, tight on the matching, zero at free vertices), which is all the
 * check of the left-out pairs needs.
 */
function balanced(g: PenaltyGraph, edges: Map<number, number>, solution: Solution): Solution {
  const { n, own } = g;
  const { mate, blossomparent } = solution;
  const dual = Float64Array.from(solution.dualvar);
  const at: number[][] = Array.from({ length: n }, () => []);
  for (const key of edges.keys()) {
    const [x, y] = [Math.floor(key / n), key % n];
    at[x]!.push(key);
    at[y]!.push(key);
  }
  const covered = (x: number): boolean => {
    for (const key of at[x]!) {
      // x is in no blossom, so no blossom holds both ends: the slack is the two duals less twice the weight.
      if (dual[Math.floor(key / n)]! + dual[key % n]! < 2 * edges.get(key)!) return false;
    }
    return true;
  };
  for (let a = 0; a < n; a++) {
    const b = mate[a]!;
    if (b < a || blossomparent[a] !== -1 || blossomparent[b] !== -1) continue;
    const [ya, yb] = [dual[a]!, dual[b]!];
    const sum = ya + yb;
    const target = (sum + 2 * own[b]! - 2 * own[a]!) / 2;
    if (target < 0 || target > sum) continue;
    dual[a] = target;
    dual[b] = sum - target;
    if (!covered(a) || !covered(b)) {
      dual[a] = ya;
      dual[b] = yb;
    }
  }
  return { mate, dualvar: dual, blossomparent };
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

function graphOf(n: number, edges: Map<number, number>): WeightedGraph {
  const m = edges.size;
  const graph: WeightedGraph = { n, u: new Int32Array(m), v: new Int32Array(m), weights: new Float64Array(m), limbs: 1 };
  let k = 0;
  for (const [key, w] of edges) {
    graph.u[k] = Math.floor(key / n);
    graph.v[k] = key % n;
    graph.weights[k++] = w;
  }
  return graph;
}

/** The players of each score, as [score, players]. */
function scoreGroups(players: number[], score: readonly number[]): Array<[number, number[]]> {
  const groups = new Map<number, number[]>();
  for (const x of players) {
    const s = score[x]!;
    if (!groups.has(s)) groups.set(s, []);
    groups.get(s)!.push(x);
  }
  return [...groups];
}

/**
 * The left-out edges (as keys) the duals do not cover. A pair is weighed only when the bound cannot clear
 * it: dual + 2 x own per player against twice the pair's ceiling.
 */
function uncovered(g: PenaltyGraph, groups: Array<[number, number[]]>, edges: Map<number, number>, solution: Solution,
  weightOf: (x: number, y: number, key: number) => number): number[] {
  const { n } = g;
  const dual = solution.dualvar;
  const key = (x: number): number => dual[x]! + 2 * g.own[x]!;
  const sorted = groups.map(([s, xs]) => [s, [...xs].sort((x, y) => key(x) - key(y))] as const);
  const out: number[] = [];
  const one = new Float64Array(1);
  const slack = new Float64Array(1);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i; j < sorted.length; j++) {
      const [sa, as] = sorted[i]!;
      const [sb, bs] = sorted[j]!;
      const bound = 2 * g.pairCeiling(sa, sb);
      const least = key(bs[0]!);
      for (const a of as) {
        const ka = key(a);
        if (ka + least >= bound) break;
        for (const b of bs) {
          if (ka + key(b) >= bound) break;
          if (i === j && b <= a) continue;
          const k = a < b ? a * n + b : b * n + a;
          if (edges.has(k)) continue;
          one[0] = weightOf(a, b, k);
          edgeSlack(solution, 1, a, b, one, 0, slack);
          if (slack[0]! < 0) out.push(k);
        }
      }
    }
  }
  return out;
}
