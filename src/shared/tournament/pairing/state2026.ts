/**
 * The player facts the 2026 Dutch system (C.04.3 in force since 1 February 2026) reads beyond the
 * 2017 ones: floats redefined (a round without a game floats a player down only when it scored more
 * than a loss: a zero-point absence or a forfeit loss is no float, a half-point bye is), bye
 * eligibility (no pairing-allocated bye after any earlier one, nor after scoring a win's points
 * without playing: a full-point bye or a forfeit win) and the games actually played (C9: the bye
 * goes to the player with the fewest unplayed games). Everything is derived from `history`.
 */
import { playerStates, type Float, type PlayerState } from './state';
import type { Colour, DutchInput, DutchPlayer } from './types';

export interface PlayerState2026 extends PlayerState {
  /** Games played over the board (forfeits, byes and absences are unplayed games). */
  played: number;
  /** bbp-style colour facts for the colour criteria: |colour difference| ... */
  imbalance: number;
  /** The colour of the last two games when they were the same, else null. */
  repeated: Colour | null;
}

/** A.4 of 2026 for round index r (0-based) of player p, given everybody's points before it. */
function float2026(p: DutchPlayer, r: number, pointsBefore: (id: number, rounds: number) => number): Float {
  const e = p.history[r];
  if (!e) return null;
  if (e.kind !== 'played' || e.opponent === null) return e.points > 0 ? 'down' : null;
  const mine = pointsBefore(p.id, r);
  const theirs = pointsBefore(e.opponent, r);
  return mine > theirs ? 'down' : mine < theirs ? 'up' : null;
}

/** C.04.1 of 2026: may this player still receive the pairing-allocated bye? */
export function byeEligible2026(p: DutchPlayer, pointsForWin: number): boolean {
  return !p.history.some((e) => e.kind === 'pairingBye' || (e.kind !== 'played' && e.points >= pointsForWin));
}

/** The 2017 states (order, colours, topscorers, C1/C3) with the 2026 floats, bye eligibility and games played. */
export function playerStates2026(input: DutchInput): PlayerState2026[] {
  const byId = new Map(input.players.map((p) => [p.id, p]));
  // Each player's points after every round (prefix sums: floats ask two rounds of every opponent).
  const after = new Map<number, Float64Array>();
  for (const p of input.players) {
    const sums = new Float64Array(p.history.length + 1);
    p.history.forEach((e, r) => (sums[r + 1] = sums[r]! + e.points));
    after.set(p.id, sums);
  }
  const pointsBefore = (id: number, rounds: number): number => {
    const sums = after.get(id);
    return sums ? sums[Math.min(rounds, sums.length - 1)]! : 0;
  };
  const winPoints = input.pointsForWin ?? 1;
  return playerStates(input).map((s) => {
    const p = byId.get(s.id)!;
    const n = p.history.length;
    const c = s.colours;
    const state = s as PlayerState2026;
    // Written on the fresh 2017 state (a copy of every state cost more than the rest of it).
    state.float1 = n >= 1 ? float2026(p, n - 1, pointsBefore) : null;
    state.float2 = n >= 2 ? float2026(p, n - 2, pointsBefore) : null;
    state.byeEligible = byeEligible2026(p, winPoints);
    state.played = p.history.filter((e) => e.kind === 'played').length;
    state.imbalance = Math.abs(s.cd);
    state.repeated = c.length >= 2 && c[c.length - 1] === c[c.length - 2] ? c[c.length - 1]! : null;
    return state;
  });
}
