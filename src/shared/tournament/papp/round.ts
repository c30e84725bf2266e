/**
 * An event's Swiss round paired by PAPP (settings.swissSystem `papp`): the tournament layer's
 * players (pairing numbers, histories, pairing scores, countries) handed to `pairPapp`, and what the
 * pairing preview shows of it: the seed and each pair's penalty terms.
 */
import type { DutchPair, DutchPlayer } from '../pairing/types';
import { pairPapp } from './pair';
import { clippedCost, type PappTerms } from './penalty';
import type { PappTable } from './table';

/** What a PAPP round records and shows: the seed of its random choices and why each pair was made. */
export interface PappRoundInfo {
  seed: number;
  /** Total PAPP cost of the round (what the matching minimises). */
  cost: number;
  /** Per pair, by the first mover's pairing number: the terms of its penalty (`bye`: the bye's). */
  penalties: Array<{ first: number; second: number | null; terms: PappTerms; cost: number }>;
}

export interface PappRoundInput {
  round: number;
  players: DutchPlayer[];
  /** Country by pairing number (federation code; absent or empty: none). */
  countries: ReadonlyMap<number, string>;
  /**
   * True in the app: a player without a country is nobody's compatriot. PAPP itself counts two empty
   * countries as one (Chauvinisme), which `td pair --system papp` keeps so that a TRF is paired as PAPP would.
   */
  countrylessApart?: boolean;
  seed: number;
  table: PappTable;
  pointsForWin: number;
  /** Rounds planned (PAPP's round robin for a small field); null: unknown. */
  totalRounds?: number | null;
}

export function pappRound(input: PappRoundInput): { pairs: DutchPair[]; bye: number | null; papp: PappRoundInfo } {
  const result = pairPapp({
    round: input.round, seed: input.seed, table: input.table, pointsForWin: input.pointsForWin, totalRounds: input.totalRounds ?? null,
    players: input.players.map((p) => ({ ...p, country: countryOf(input, p.id) })),
  });
  const penalties: PappRoundInfo['penalties'] = result.pairs.map((p) => ({ first: p.white, second: p.black, terms: p.penalty, cost: p.cost }));
  if (result.bye !== null && result.byePenalty) {
    penalties.push({ first: result.bye, second: null, terms: result.byePenalty, cost: clippedCost(result.byePenalty) });
  }
  return { pairs: result.pairs.map(({ white, black }) => ({ white, black })), bye: result.bye, papp: { seed: result.seed, cost: result.cost, penalties } };
}

/** The player's country for PAPP; apart, a player without one gets a code of their own (no valid code starts with #). */
function countryOf(input: PappRoundInput, id: number): string {
  const country = (input.countries.get(id) ?? '').trim();
  return country === '' && input.countrylessApart ? `#${id}` : country;
}
