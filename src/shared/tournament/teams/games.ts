/**
 * What a team competition needs to know about the event's game, read from the game's descriptor:
 * a doubles board seats a pair (Onino, R-ONI-2), and whether a forfeit strikes every game (R-ONI-14).
 */
import { descriptorOf } from '../../games/registry';
import type { GameId, GameOptions } from '../../games/types';

/** Players seated for one side of a team board (2 for a doubles pair, else 1). */
export function seatsPerBoard(game: GameId, options: Readonly<Record<string, unknown>> = {}): number {
  return descriptorOf(game).match.doubles?.(options as GameOptions) ? 2 : 1;
}

/**
 * Does a forfeit without an alternate strike every game the forfeiter played (R-ONI-14) and bar the
 * player whatever the event says? Elsewhere the event's forfeit policy applies.
 */
export function forfeitStrikesEveryGame(game: GameId): boolean {
  return descriptorOf(game).match.forfeitStrikes !== undefined;
}
