/**
 * Codes per table of an event (issue 42): the code printed on table 5's card opens table 5's page in
 * every round, whatever game or board is played there, until it is revoked or replaced. Same alphabet,
 * length and hashing as a game's code (admin.ts); only the hash is stored (migration 011).
 */
import type { Db } from '../db/types';
import type { Handlers } from './context';
import { hashTableCode, newTableCode } from './admin';
import { loadEvent } from './tournamentState';

/** The table a code opens, or null. Used by the web host before a request reaches the services. */
export function tableOfCode(db: Db, code: string): { eventId: number; board: number } | null {
  if (code.length > 64) return null;
  return (db.prepare('SELECT event_id AS eventId, board FROM event_table_codes WHERE code_hash = ?').get(hashTableCode(code)) as { eventId: number; board: number } | undefined) ?? null;
}

export const tableCodeHandlers: Handlers<'tables.issueTableCode' | 'tables.tableCodes.list' | 'tables.revokeTableCode'> = {
  'tables.issueTableCode': ({ eventId, board }, ctx) => {
    loadEvent(ctx, eventId, { pairings: false });
    const code = newTableCode();
    ctx.db.prepare(`INSERT INTO event_table_codes (event_id, board, code_hash) VALUES (?, ?, ?)
      ON CONFLICT (event_id, board) DO UPDATE SET code_hash = excluded.code_hash, issued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`).run(eventId, board, hashTableCode(code));
    const { issuedAt } = ctx.db.prepare('SELECT issued_at AS issuedAt FROM event_table_codes WHERE event_id = ? AND board = ?').get(eventId, board) as { issuedAt: string };
    ctx.tournament.log.audit(eventId, 'table code', '', { board, issuedAt });
    return { eventId, board, code, issuedAt };
  },
  'tables.tableCodes.list': ({ eventId }, ctx) =>
    ctx.db.prepare('SELECT board, issued_at AS issuedAt FROM event_table_codes WHERE event_id = ? ORDER BY board').all(eventId) as Array<{ board: number; issuedAt: string }>,
  'tables.revokeTableCode': ({ eventId, board }, ctx) => {
    const revoked = ctx.db.prepare('DELETE FROM event_table_codes WHERE event_id = ? AND board = ?').run(eventId, board).changes > 0;
    // Audited: a device that stops working at a table has a reason the director can read.
    if (revoked) ctx.tournament.log.audit(eventId, 'table code revoked', '', { board });
    return { revoked };
  },
};
