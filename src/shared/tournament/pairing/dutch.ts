/**
 * The round-pairing of the Dutch system (A.9): brackets from the top scoregroup down, each bracket's
 * downfloaters moving into the next one. When the downfloaters of a bracket and all the players below
 * cannot complete the round, that bracket becomes the PPB: it is paired again under C4, and its
 * downfloaters with every remaining player form the collapsed last bracket (CLB).
 */
import { pairBracket } from './bracket';
import { hasPerfectMatching } from './cardinality';
import { colourOfHigher } from './colour';
import { pairDutch2026 } from './dutch2026';
import { Compatibility, playerStates, type PlayerState } from './state';
import type { DutchInput, DutchPair, DutchResult } from './types';

/** C4: can these players all be paired, but for at most one who may take the pairing-allocated bye? */
export function canComplete(players: PlayerState[], compat: Compatibility): boolean {
  return hasPerfectMatching(compat.graph(players, players.length % 2 === 1 ? (p) => p.byeEligible : undefined));
}

function validate(input: DutchInput): string | null {
  if (input.edition !== undefined && input.edition !== '2017' && input.edition !== '2026') {
    return `edition must be 2017 or 2026, got ${String(input.edition)}`;
  }
  if (!Number.isInteger(input.round) || input.round < 1) return `round must be a positive integer, got ${input.round}`;
  if (!Number.isInteger(input.totalRounds) || input.totalRounds < input.round) {
    return `totalRounds (${input.totalRounds}) must be an integer not below the round (${input.round})`;
  }
  const seen = new Set<number>();
  for (const p of input.players) {
    if (!Number.isInteger(p.id) || p.id < 1) return `pairing number must be a positive integer, got ${p.id}`;
    if (seen.has(p.id)) return `pairing number ${p.id} appears twice`;
    seen.add(p.id);
    if (p.history.length !== input.round - 1) {
      return `player ${p.id} has ${p.history.length} rounds of history, expected ${input.round - 1}`;
    }
  }
  return null;
}

/**
 * Pairs the next round by the FIDE Dutch system of `input.edition` (default 2017). Never throws; an
 * impossible round is an error value.
 */
export function pairDutch(input: DutchInput): DutchResult {
  const problem = validate(input);
  if (problem) return { ok: false, error: { code: 'invalid-input', message: problem } };
  if (input.edition === '2026') return pairDutch2026(input);
  return pairDutch2017(input);
}

/** The 2017 rules, identical to bbpPairings 5.0.1. */
function pairDutch2017(input: DutchInput): DutchResult {
  const initial = input.initialColour ?? 'white';
  const states = playerStates(input);
  const compat = new Compatibility(states);
  if (!canComplete(states, compat)) {
    return {
      ok: false,
      error: {
        code: 'no-legal-pairing',
        message: `no pairing of the ${states.length} available players respects C1-C3 (no rematch, bye at most once, absolute colours)`,
      },
    };
  }
  const groups: PlayerState[][] = [];
  for (const s of states) {
    const g = groups[groups.length - 1];
    if (g && g[0]!.units === s.units) g.push(s);
    else groups.push([s]);
  }

  const pairs: [PlayerState, PlayerState][] = [];
  let bye: PlayerState | null = null;
  let mdps: PlayerState[] = [];
  for (let gi = 0; gi < groups.length; gi++) {
    const residents = groups[gi]!;
    const lower = groups.slice(gi + 1).flat();
    if (lower.length === 0) {
      const last = pairBracket({ mdps, residents, next: null, completion: [] }, initial, compat);
      pairs.push(...last.pairs);
      bye = last.floaters[0] ?? null;
      break;
    }
    const bracket = [...mdps, ...residents];
    // C7 only matters when the bracket has to produce downfloaters.
    const next = bracket.length % 2 === 0 && canComplete(bracket, compat) ? null : groups[gi + 1]!;
    const normal = pairBracket({ mdps, residents, next, completion: null }, initial, compat);
    if (canComplete([...normal.floaters, ...lower], compat)) {
      pairs.push(...normal.pairs);
      mdps = normal.floaters;
      continue;
    }
    // This bracket is the PPB: re-pair it under C4, then collapse everything below into the CLB.
    const ppb = pairBracket({ mdps, residents, next: null, completion: lower }, initial, compat);
    pairs.push(...ppb.pairs);
    const clb = pairBracket({ mdps: ppb.floaters, residents: lower, next: null, completion: [] }, initial, compat);
    pairs.push(...clb.pairs);
    bye = clb.floaters[0] ?? null;
    break;
  }

  const out: DutchPair[] = pairs
    .sort(([a1, b1], [a2, b2]) => a2.units - a1.units || a2.units + b2.units - (a1.units + b1.units) || a1.rank - a2.rank)
    .map(([hi, lo]) => (colourOfHigher(hi, lo, initial) === 'white' ? { white: hi.id, black: lo.id } : { white: lo.id, black: hi.id }));
  return { ok: true, pairs: out, bye: bye?.id ?? null };
}
