/**
 * What a team competition needs to know about the event's game, read from the game's descriptor:
 * a doubles board seats a pair (Onino, R-ONI-2), and whether a forfeit strikes every game (R-ONI-14).
 */
import { descriptorOf } from '../../games/registry';
import { ok, type GameId, type GameOptions, type Outcome } from '../../games/types';
import type { BoardKind } from './model';
import { refuseText } from './refusal';

/** Players seated for one side of a team board (2 for a doubles pair, else 1). */
export function seatsPerBoard(game: GameId, options: Readonly<Record<string, unknown>> = {}): number {
  return descriptorOf(game).match.doubles?.(options as GameOptions) ? 2 : 1;
}

/** Can a team match of this game mix singles and doubles boards (partners pooling their points)? */
export function hasPartnershipBoards(game: GameId): boolean {
  return descriptorOf(game).match.partnershipBoards !== undefined;
}

/** Players seated for one side of each board of the event, board 1 first (mixed boards: 1 or 2 each). */
export function boardSeats(event: { game: GameId; options: Readonly<Record<string, unknown>>; boards: number; boardKinds?: readonly ('singles' | 'doubles')[] }): number[] {
  const k = seatsPerBoard(event.game, event.options);
  return Array.from({ length: event.boards }, (_, i) => (event.boardKinds ? (event.boardKinds[i] === 'doubles' ? 2 : 1) : k));
}

/**
 * Does a forfeit without an alternate strike every game the forfeiter played (R-ONI-14) and bar the
 * player whatever the event says? Elsewhere the event's forfeit policy applies.
 */
export function forfeitStrikesEveryGame(game: GameId): boolean {
  return descriptorOf(game).match.forfeitStrikes !== undefined;
}

/**
 * Mixed singles and doubles boards are for a game whose partnership play the team layer knows
 * (dominoes), never with a Scheveningen (every player meets every player) nor a doubles mode for the
 * whole event; every board a single is no mix at all (the kinds are then left out).
 */
export function checkBoardKinds(game: GameId, options: Readonly<Record<string, unknown>>, kinds: readonly BoardKind[], scheveningen: boolean): Outcome<BoardKind[] | null> {
  if (!kinds.includes('doubles')) return ok(null);
  const rule = descriptorOf(game).match.partnershipBoards?.rule;
  if (!rule || seatsPerBoard(game, options) !== 1) return refuseText('team', `${descriptorOf(game).name} has no doubles boards in a team match of singles and doubles`, 'teams.noDoublesBoards', { game: descriptorOf(game).name });
  if (scheveningen) return refuseText('team', 'a Scheveningen match has singles boards only', 'teams.doublesScheveningen', {});
  return ok([...kinds]);
}
