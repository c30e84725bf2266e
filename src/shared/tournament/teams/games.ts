/**
 * What a team competition needs to know about the event's game, each answer kept with its game.
 * Only Onino differs today (doubles boards are pairs); every other game seats one player a board.
 */
import type { GameId } from '../../games/types';
import { oninoForfeitStrikesEveryGame, oninoSeatsPerBoard } from '../../games/onino/teams';

type SeatsPerBoard = (options: Readonly<Record<string, unknown>>) => number;

const SEATS: Partial<Record<GameId, SeatsPerBoard>> = { onino: oninoSeatsPerBoard };

/** Players seated for one side of a team board (2 for an Onino doubles pair, else 1). */
export function seatsPerBoard(game: GameId, options: Readonly<Record<string, unknown>> = {}): number {
  return SEATS[game]?.(options) ?? 1;
}

const STRIKES_EVERY_GAME: Partial<Record<GameId, boolean>> = { onino: oninoForfeitStrikesEveryGame };

/**
 * Does a forfeit without an alternate strike every game the forfeiter played (R-ONI-14) and bar the
 * player whatever the event says? Elsewhere the event's forfeit policy applies.
 */
export function forfeitStrikesEveryGame(game: GameId): boolean {
  return STRIKES_EVERY_GAME[game] ?? false;
}
