/**
 * The event's log: sanctions (defaults, forfeits, protests with their decision, penalties from game
 * records) and the audit trail of director decisions (table `audit`, migration 2).
 */
import type { Db } from '../types';
import type { AuditView, SanctionView } from '../../../shared/api/methods/tournament';

/** Rows are returned in the shapes the API gives them (sanctions.list, audit.list). */
export type SanctionRow = SanctionView;
export type AuditRow = AuditView;
export type SanctionKind = SanctionRow['kind'];

type Stored<T> = Omit<T, 'detail'> & { detail: string };

export function tournamentLogRepo(db: Db) {
  const insert = db.prepare<{ eventId: number; kind: SanctionKind; entry: string | null; round: number; board: number | null; game: number | null; reason: string; detail: string }>(
    `INSERT INTO sanctions (event_id, kind, entry, round, board, game, reason, detail)
     VALUES (@eventId, @kind, @entry, @round, @board, @game, @reason, @detail)`,
  );
  const list = db.prepare<[number], Stored<SanctionRow>>(
    `SELECT id, kind, entry, round, board, game, reason, decision, decided_at AS decidedAt, detail, at
     FROM sanctions WHERE event_id = ? ORDER BY id`,
  );
  const decide = db.prepare<[string, number]>(
    "UPDATE sanctions SET decision = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
  );
  const cancel = db.prepare<[string, string, number]>(
    "UPDATE sanctions SET decision = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), detail = ? WHERE id = ?",
  );
  const audit = db.prepare<{ eventId: number; gameId: number | null; action: string; reason: string; detail: string }>(
    'INSERT INTO audit (event_id, game_id, action, reason, detail) VALUES (@eventId, @gameId, @action, @reason, @detail)',
  );
  const auditOf = db.prepare<[number], Stored<AuditRow>>(
    'SELECT id, at, actor, event_id AS eventId, game_id AS gameId, action, reason, detail FROM audit WHERE event_id = ? ORDER BY id',
  );
  const auditById = db.prepare<[number, number], Stored<AuditRow>>(
    'SELECT id, at, actor, event_id AS eventId, game_id AS gameId, action, reason, detail FROM audit WHERE event_id = ? AND id = ?',
  );
  const parse = <T extends { detail: unknown }>(row: Stored<T>): T => ({ ...row, detail: JSON.parse(row.detail) }) as T;
  const sanctionOf = (row: Stored<SanctionRow>): SanctionRow => {
    const s = parse(row);
    return (s.detail as { cancelled?: unknown } | null)?.cancelled ? { ...s, cancelled: true } : s;
  };
  return {
    addSanction(eventId: number, s: Omit<SanctionRow, 'id' | 'decision' | 'decidedAt' | 'at'>): number {
      return Number(insert.run({ eventId, ...s, detail: JSON.stringify(s.detail ?? {}) }).lastInsertRowid);
    },
    sanctions: (eventId: number): SanctionRow[] => list.all(eventId).map(sanctionOf),
    decide: (id: number, decision: string): void => void decide.run(decision, id),
    /** A forfeit taken back: the row stays, marked (`detail.cancelled`), its reason as the decision. */
    cancel: (s: SanctionRow, reason: string, audit: number): void =>
      void cancel.run(reason, JSON.stringify({ ...(s.detail as object | null ?? {}), cancelled: { reason, audit } }), s.id),
    /** One director decision: what, why, and the values before and after. */
    audit: (eventId: number, action: string, reason: string, detail: unknown, gameId: number | null = null): number =>
      Number(audit.run({ eventId, gameId, action, reason, detail: JSON.stringify(detail) }).lastInsertRowid),
    auditEntry: (eventId: number, id: number): AuditRow | undefined => {
      const row = auditById.get(eventId, id);
      return row && parse(row);
    },
    auditList: (eventId: number): AuditRow[] => auditOf.all(eventId).map(parse),
  };
}
