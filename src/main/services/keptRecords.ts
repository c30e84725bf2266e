/**
 * The record a move was last appended to, kept per connection, so that the next move to that
 * game needs neither its row nor its record read again (at one client a game's moves follow each other,
 * and those reads were most of a move's work besides the commit). A cache, never a second truth: it holds
 * only while the database's mark (repos/games.ts, RecordMark) is the one predicted after the append, that
 * is while this connection changed no row since the append, no other connection committed, and the
 * append's ply is still the game's last (a rolled back append is gone, though total_changes stays).
 */
import type { GameRow, RecordMark } from '../db/repos/games';
import type { ServiceContext } from './context';

interface Kept {
  row: GameRow;
  actions: string[];
  state: unknown;
  mark: RecordMark;
}

/** One record per connection: any other write, another game's move too, moves the mark past it. */
const kept = new WeakMap<ServiceContext, Kept>();

/**
 * Game `id`'s row and replayed record as kept after its last append, when `now` (the mark read at the
 * start of this move) shows nothing changed since; otherwise undefined, and the caller reads them.
 */
export function keptRecord(ctx: ServiceContext, id: number, now: RecordMark): Omit<Kept, 'mark'> | undefined {
  const k = kept.get(ctx);
  if (k?.row.id !== id) return undefined;
  const m = k.mark;
  return m.changes === now.changes && m.dataVersion === now.dataVersion && m.lastSeq === now.lastSeq ? k : undefined;
}

/**
 * Keeps game `row`'s record after an append of ply `row.seq`, `before` being the mark read at the start of
 * the move, before that append and with no write since: the append's one row is the only change that
 * may follow for the kept record to hold (a trigger or any later write adds more, and the record is read
 * again next time).
 */
export function keepRecord(ctx: ServiceContext, row: GameRow, actions: string[], state: unknown, before: RecordMark): void {
  // A copy: `actions` also goes out in the answer, which an in-process caller may change.
  kept.set(ctx, { row, actions: [...actions], state, mark: { changes: before.changes + 1, dataVersion: before.dataVersion, lastSeq: row.seq } });
}
