/**
 * Who holds a code a device sends (issue 40: the web host asks the backend, never the database): a game's
 * table code (tables.issueCode), an event table's code with the digital boards ever linked to its games
 * (tables.issueTableCode), or a team captain's code (league.issueCaptainCode).
 */
import type { ServiceContext } from './context';
import { tableCodeGame } from './admin';
import { tableOfCode } from './tableCodes';
import { captainOfCode } from './league';

export type CodeHolder =
  | { role: 'table'; gameId: number }
  | { role: 'table'; eventId: number; board: number; gameIds: number[] }
  | { role: 'captain'; eventId: number; team: string };

/** The holder of `code`, or null for a code nobody holds. */
export function holderOf(ctx: ServiceContext, code: string): CodeHolder | null {
  const gameId = tableCodeGame(ctx.db, code);
  if (gameId !== null) return { role: 'table', gameId };
  const seat = tableOfCode(ctx.db, code);
  if (seat) return { role: 'table', ...seat, gameIds: boardsOf(ctx, seat.eventId, seat.board) };
  const captain = captainOfCode(ctx.db, code);
  return captain === null ? null : { role: 'captain', ...captain };
}

/** The digital boards linked to a table's games, in any round. */
function boardsOf(ctx: ServiceContext, eventId: number, board: number): number[] {
  return (ctx.db.prepare(`SELECT g.game_id AS id FROM match_games g JOIN pairings p ON p.event_id = g.event_id AND p.round = g.round AND p.pos = g.pos
    WHERE g.event_id = ? AND p.board = ? AND g.game_id IS NOT NULL`).all(eventId, board) as Array<{ id: number }>).map((r) => r.id);
}
