/**
 * A round paired the way PAPP pairs it (penalties.c, edmonds.c): one minimum-total-penalty perfect
 * matching of the present players (plus the bye, "Bip", when their number is odd), every round,
 * round 1 included. The matching is the project's max-weight blossom on weight MAX_PEN + 1 - cost:
 * every weight is positive on a complete graph, so the heaviest matching is perfect, and of minimum
 * PAPP cost. Which of the optimal matchings comes out depends on the order of the players, which is
 * shuffled from the seed first, as PAPP shuffles its players before every optimisation. The complete
 * graph is never built: sparse.ts solves a sparse one and proves that no pair left out could improve it.
 *
 * Colours: the cheaper orientation; equal, the most recent round in which the two had different
 * colours decides (they swap); never, a coin flip from the same seed (chromatic_optimisation).
 */
import { mulberry32 } from '../../random';
import { maxWeightMatching, type WeightedGraph } from '../pairing/blossom';
import type { DutchPair } from '../pairing/types';
import { clippedCost, PappCosts, termsTotal, type PappTerms } from './penalty';
import { pappHistory, type PappHistory, type PappPlayer, type PappPlayerState } from './state';
import { DEFAULT_PAPP_TABLE, PAPP_MAX_PENALTY, type PappTable } from './table';
import { roundRobinRound } from './roundRobin';
import { sparseMatching } from './sparse';

export interface PappInput {
  /** The round being paired, 1-based. */
  round: number;
  players: PappPlayer[];
  /** The random choices' seed (recorded with the round: the same seed pairs the same). */
  seed: number;
  table?: PappTable;
  /** Points for a win in the event's scoring (scores become half-points); default 1. */
  pointsForWin?: number;
  /** Rounds planned: a field small enough for them plays PAPP's round robin (roundRobin.ts). */
  totalRounds?: number | null;
  /** `dense`: cost every pair (the reference); default: the sparse matching, the same optimum (sparse.ts). */
  matching?: 'sparse' | 'dense';
}

/** A pair: `white` moves first (Othello's Black, PAPP's first player), as in the Dutch engine. */
export interface PappPair extends DutchPair {
  penalty: PappTerms;
  /** The pair's cost in the matching (the terms' total clipped to [0, MAX_PEN]). */
  cost: number;
  /** How the colours were chosen. */
  colours: 'cheaper' | 'history' | 'coin' | 'round-robin';
}

export interface PappResult {
  pairs: PappPair[];
  /** The player given the bye, and what it costs. */
  bye: number | null;
  byePenalty: PappTerms | null;
  /** Total PAPP cost of the round (what the matching minimises). */
  cost: number;
  seed: number;
  /** Pairs whose penalty the matching computed (the complete graph: n(n-1)/2). */
  costed?: number;
}

/** Whether two players are kept apart (the event's forbidden pairs), either way round. */
function keptApart(players: readonly PappPlayer[]): (a: number, b: number) => boolean {
  const apart = new Set(players.flatMap((p) => (p.forbidden ?? []).flatMap((q) => [p.id * 2 ** 21 + q, q * 2 ** 21 + p.id])));
  return (a, b) => apart.has(a * 2 ** 21 + b);
}

export function pairPapp(input: PappInput): PappResult {
  const table = input.table ?? DEFAULT_PAPP_TABLE;
  const history = pappHistory(input.players, input.round, table, input.pointsForWin ?? 1);
  const present = input.players.filter((p) => p.available !== false).map((p) => p.id);
  const costs = new PappCosts(history, table, present);
  const apart = keptApart(input.players);
  const random = mulberry32(input.seed);
  const states: (PappPlayerState | null)[] = present.map((id) => history.players.get(id)!);
  if (states.length % 2 === 1) states.push(null);
  // PAPP shuffles its players before every optimisation so that any of the optimal matchings may come
  // out; the same here, from the seed (the blossom is deterministic for a given vertex order).
  for (let i = states.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [states[i], states[j]] = [states[j]!, states[i]!];
  }
  const n = states.length;
  if (n === 0) return { pairs: [], bye: null, byePenalty: null, cost: 0, seed: input.seed };

  const oriented = (a: PappPlayerState | null, b: PappPlayerState | null): PappTerms =>
    (a === null ? costs.terms(b!, null) : costs.terms(a, b, b !== null && apart(a.id, b.id)));
  const pairCost = (a: PappPlayerState | null, b: PappPlayerState | null): number => Math.min(clippedCost(oriented(a, b)), clippedCost(oriented(b, a)));

  const rr = input.totalRounds ? roundRobinRound(input.players, input.round, input.totalRounds) : null;
  if (rr) {
    const state = (id: number) => history.players.get(id)!;
    const pairs = rr.pairs.map(([black, white]): PappPair => {
      const terms = oriented(state(black), state(white));
      return { white: black, black: white, penalty: terms, cost: clippedCost(terms), colours: 'round-robin' };
    });
    const byePenalty = rr.bye === null ? null : oriented(state(rr.bye), null);
    const cost = pairs.reduce((t, p) => t + p.cost, byePenalty ? clippedCost(byePenalty) : 0);
    return { pairs, bye: rr.bye, byePenalty, cost, seed: input.seed };
  }

  // A pair's weight is what it saves under MAX_PEN: the heaviest matching is perfect and of least cost.
  const weight = (x: number, y: number): number => {
    const a = states[x]!;
    const b = states[y]!;
    const cost = a === null || b === null ? pairCost(a, b) : costs.cost(a, b, apart(a.id, b.id));
    return PAPP_MAX_PENALTY + 1 - cost;
  };
  const matched = input.matching === 'dense' ? denseMatching(n, weight) : sparseOrDense(n, states, costs, weight);
  const mate = matched.mate;

  const pairs: PappPair[] = [];
  let bye: number | null = null;
  let byePenalty: PappTerms | null = null;
  let total = 0;
  for (let x = 0; x < n; x++) {
    const y = mate[x]!;
    if (y < x) continue;
    const [a, b] = [states[x]!, states[y]!];
    if (a === null || b === null) {
      const p = (a ?? b)!;
      bye = p.id;
      byePenalty = oriented(p, null);
      total += clippedCost(byePenalty);
      continue;
    }
    const pair = orient(a, b, oriented(a, b), oriented(b, a), history, random);
    total += pair.cost;
    pairs.push(pair);
  }
  return { pairs, bye, byePenalty, cost: total, seed: input.seed, costed: matched.costed };
}

/** Every pair costed and weighed: the complete graph (the reference the sparse matching is tested against). */
function denseMatching(n: number, weight: (x: number, y: number) => number): { mate: Int32Array; costed: number } {
  const edges = (n * (n - 1)) / 2;
  const graph: WeightedGraph = { n, u: new Int32Array(edges), v: new Int32Array(edges), weights: new Float64Array(edges), limbs: 1 };
  for (let x = 0, k = 0; x < n; x++) {
    for (let y = x + 1; y < n; y++, k++) {
      graph.u[k] = x;
      graph.v[k] = y;
      graph.weights[k] = weight(x, y);
    }
  }
  return { mate: maxWeightMatching(graph), costed: edges };
}

/** The sparse matching with its bounds (sparse.ts); the complete graph when the table allows no bound. */
function sparseOrDense(n: number, states: (PappPlayerState | null)[], costs: PappCosts, weight: (x: number, y: number) => number): { mate: Int32Array; costed: number } {
  const bye = states.indexOf(null);
  // The players' classes (PappCosts.classKey), a player of each, and the one country of its players (null: several).
  const index = new Map<string, number>();
  const cls = new Int32Array(n).fill(-1);
  const sample: PappPlayerState[] = [];
  const country: (string | null)[] = [];
  states.forEach((p, x) => {
    if (p === null) return;
    const key = costs.classKey(p);
    let c = index.get(key);
    if (c === undefined) {
      c = sample.length;
      index.set(key, c);
      sample.push(p);
      country.push(p.country);
    } else if (country[c] !== p.country) country[c] = null;
    cls[x] = c;
  });
  const compatriots = (c: number, d: number): boolean | null =>
    (country[c] === null || country[d] === null ? null : country[c] === country[d]);
  if (sample.length > 0 && costs.classFloor(sample[0]!, sample[0]!, null) === null) return denseMatching(n, weight);
  const ceiling = (c: number, d: number): number => PAPP_MAX_PENALTY + 1 - costs.classFloor(sample[c]!, sample[d]!, compatriots(c, d))!;
  return sparseMatching({ n, bye, score: states.map((p) => p?.score ?? 0), cls, classes: sample.length, weight, ceiling });
}

function orient(a: PappPlayerState, b: PappPlayerState, ab: PappTerms, ba: PappTerms, history: PappHistory, random: () => number): PappPair {
  const make = (black: PappPlayerState, white: PappPlayerState, terms: PappTerms, colours: PappPair['colours']): PappPair =>
    ({ white: black.id, black: white.id, penalty: terms, cost: clippedCost(terms), colours });
  // PAPP compares the orientations before clipping.
  const [tab, tba] = [termsTotal(ab), termsTotal(ba)];
  if (tab !== tba) return tab < tba ? make(a, b, ab, 'cheaper') : make(b, a, ba, 'cheaper');
  const swap = chromatic(a, b, history.played);
  if (swap === 1) return make(a, b, ab, 'history');
  if (swap === 2) return make(b, a, ba, 'history');
  return random() < 0.5 ? make(a, b, ab, 'coin') : make(b, a, ba, 'coin');
}

/** chromatic_optimisation: 1 if `a` should be Black, 2 if `b`, 0 if nothing in the history decides. */
function chromatic(a: PappPlayerState, b: PappPlayerState, played: number): 0 | 1 | 2 {
  for (let r = played - 1; r >= 0; r--) {
    const [pa, pb] = [a.colours[r] ?? 0, b.colours[r] ?? 0];
    if (pa === pb) continue;
    if (pa === 1 || pb === 2) return 2;
    return 1;
  }
  return 0;
}

/** A pairing judged under PAPP's model: its cost, and per game whether PAPP could give those colours. */
export interface PappVerdict {
  cost: number;
  games: { white: number; black: number; colours: 'cheaper' | 'history' | 'coin' | 'against' }[];
}

/**
 * The PAPP cost of any pairing of the present players (`white`: the first mover) and whether its
 * colours are ones PAPP could choose: the cheaper orientation, or on a tie the history's, or either
 * when only a coin decides.
 */
export function judgePapp(input: Omit<PappInput, 'seed'>, pairs: readonly DutchPair[], bye: number | null): PappVerdict {
  const table = input.table ?? DEFAULT_PAPP_TABLE;
  const history = pappHistory(input.players, input.round, table, input.pointsForWin ?? 1);
  const present = input.players.filter((p) => p.available !== false).map((p) => p.id);
  const costs = new PappCosts(history, table, present);
  const apart = keptApart(input.players);
  const state = (id: number): PappPlayerState => history.players.get(id)!;
  let cost = bye === null ? 0 : clippedCost(costs.terms(state(bye), null));
  const games = pairs.map((p) => {
    const [a, b] = [state(p.white), state(p.black)];
    const forbidden = apart(a.id, b.id);
    const [ab, ba] = [costs.terms(a, b, forbidden), costs.terms(b, a, forbidden)];
    cost += Math.min(clippedCost(ab), clippedCost(ba));
    const [tab, tba] = [termsTotal(ab), termsTotal(ba)];
    const h = chromatic(a, b, history.played);
    const colours = tab < tba ? 'cheaper' : tab > tba ? 'against' : h === 1 ? 'history' : h === 2 ? 'against' : 'coin';
    return { white: p.white, black: p.black, colours } as const;
  });
  return { cost, games };
}
