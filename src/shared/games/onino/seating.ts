import { refuse, type Outcome } from '../types';
import type { Mode, Player, Side, Who } from './types';

/** R-ONI-2: the order of play. Singles: first, second. Doubles: A1, B1, A2, B2 (pair A is the first side). */
const DOUBLES_ORDER: readonly Player[] = ['A1', 'B1', 'A2', 'B2'];

export const seatCount = (mode: Mode): number => (mode === 'doubles' ? 4 : 2);

export const sideOfSeat = (seat: number): Side => (seat % 2 === 0 ? 'first' : 'second');

/** The doubles player in a seat; null in singles. */
export const playerOfSeat = (mode: Mode, seat: number): Player | null =>
  mode === 'doubles' ? DOUBLES_ORDER[seat % 4]! : null;

export const isPlayer = (who: string): who is Player => (DOUBLES_ORDER as readonly string[]).includes(who);

export const sideOf = (who: Who): Side => (isPlayer(who) ? (who.startsWith('A') ? 'first' : 'second') : who);

export const opponent = (side: Side): Side => (side === 'first' ? 'second' : 'first');

/**
 * Checks that `who` fits the mode: players are named only in doubles; `needPlayer` (infractions in
 * doubles) requires the offending player, not just the pair. Returns the R-ONI-2 refusal when it does not fit.
 */
export function whoProblem(mode: Mode, who: Who, needPlayer: boolean): Outcome<never> | null {
  if (isPlayer(who) && mode === 'singles') {
    return refuse('R-ONI-2', `${who} names a doubles player; in singles name the side (first or second)`, 'engine.onino.singlesPlayer', { who });
  }
  if (!isPlayer(who) && needPlayer && mode === 'doubles') {
    const [one, two] = who === 'first' ? ['A1', 'A2'] : ['B1', 'B2'];
    return refuse('R-ONI-2', `in doubles name the offending player (${one} or ${two}), not the side`, 'engine.onino.doublesPlayer', { one, two });
  }
  return null;
}

/** How a side or player is called in messages: `first`, `second (B2)`. */
export function describe(mode: Mode, side: Side, player: Player | null): string {
  return mode === 'doubles' && player ? `${side} (${player})` : side;
}
