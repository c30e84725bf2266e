/**
 * A round paired the way PAPP pairs it (penalties.c, edmonds.c): one minimum-total-penalty perfect
 * matching of the present players (plus the bye, "Bip", when their number is odd), every round,
 * round 1 included. The matching is the project's max-weight blossom on weight
 * (MAX_PEN + 1 - cost) x K + a seeded tie-break below K in total: every weight is positive on a
 * complete graph, so the heaviest matching is perfect, and of minimum PAPP cost; the tie-break only
 * chooses among the optimal matchings, at random from the seed (PAPP shuffles its players before
 * every optimisation for the same reason).
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
}

/** Tie-break resolution: a pair's random share stays below TIE / (pairs + 1), so a sum never reaches TIE. */
const TIE = 2 ** 20;

export function pairPapp(input: PappInput): PappResult {
  const table = input.table ?? DEFAULT_PAPP_TABLE;
  const history = pappHistory(input.players, input.round, table, input.pointsForWin ?? 1);
  const present = input.players.filter((p) => p.available !== false).map((p) => p.id);
  const costs = new PappCosts(history, table, present);
  const forbidden = new Set(input.players.flatMap((p) => (p.forbidden ?? []).map((q) => `${p.id} ${q}`)));
  const random = mulberry32(input.seed);
  const states: (PappPlayerState | null)[] = present.map((id) => history.players.get(id)!);
  if (states.length % 2 === 1) states.push(null);
  const n = states.length;
  if (n === 0) return { pairs: [], bye: null, byePenalty: null, cost: 0, seed: input.seed };

  const oriented = (a: PappPlayerState | null, b: PappPlayerState | null): PappTerms =>
    (a === null ? costs.terms(b!, null) : costs.terms(a, b, b !== null && (forbidden.has(`${a.id} ${b.id}`) || forbidden.has(`${b.id} ${a.id}`))));
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

  const edges = (n * (n - 1)) / 2;
  const graph: WeightedGraph = { n, u: new Int32Array(edges), v: new Int32Array(edges), weights: new Float64Array(edges), limbs: 1 };
  const share = Math.floor(TIE / (n / 2 + 1));
  let k = 0;
  for (let x = 0; x < n; x++) {
    for (let y = x + 1; y < n; y++, k++) {
      graph.u[k] = x;
      graph.v[k] = y;
      graph.weights[k] = (PAPP_MAX_PENALTY + 1 - pairCost(states[x]!, states[y]!)) * TIE + Math.floor(random() * share);
    }
  }
  const mate = maxWeightMatching(graph);

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
  return { pairs, bye, byePenalty, cost: total, seed: input.seed };
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
  const state = (id: number): PappPlayerState => history.players.get(id)!;
  let cost = bye === null ? 0 : clippedCost(costs.terms(state(bye), null));
  const games = pairs.map((p) => {
    const [a, b] = [state(p.white), state(p.black)];
    const [ab, ba] = [costs.terms(a, b), costs.terms(b, a)];
    cost += Math.min(clippedCost(ab), clippedCost(ba));
    const [tab, tba] = [termsTotal(ab), termsTotal(ba)];
    const h = chromatic(a, b, history.played);
    const colours = tab < tba ? 'cheaper' : tab > tba ? 'against' : h === 1 ? 'history' : h === 2 ? 'against' : 'coin';
    return { white: p.white, black: p.black, colours } as const;
  });
  return { cost, games };
}
