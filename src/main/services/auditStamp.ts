/**
 * Who made a change, on every audit row a call writes (the services need not know): after the call, its
 * new audit rows (ids above the highest one before it, no actor yet) are stamped with the caller. A call
 * that writes no audit row, such as a move, needs no statement for it: temporary triggers of this
 * connection note the highest id just before the call's first change to the audit log, and only a call
 * that made one is stamped. Before that first change the log is as at the call's start, so the rows
 * stamped are the ones a look at its start would have chosen.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/types';

interface Watch {
  /** A call is being watched. */
  watching: boolean;
  /** The highest audit id before the watched call's first change to the log; undefined while it made none. */
  before: number | undefined;
  stamp: Statement<[string, number]>;
}

/** One watch per connection: its SQL functions and triggers are the connection's, whichever backend made them. */
const watches = new WeakMap<Db, Watch>();

/**
 * Sets up the watch of `db`'s audit log, once per connection: outside any transaction, since the triggers
 * a rolled back transaction created would be gone with it.
 */
export function watchAuditLog(db: Db): void {
  if (watches.has(db)) return;
  const watch: Watch = { watching: false, before: undefined, stamp: db.prepare("UPDATE audit SET actor = ? WHERE id > ? AND actor = ''") };
  db.function('td_audit_unnoted', { deterministic: false }, () => (watch.watching && watch.before === undefined ? 1 : 0));
  db.function('td_audit_note', { deterministic: false }, (max: unknown) => {
    watch.before = Number(max);
    return null;
  });
  // Every change that moves the log's ids: rows added, rows deleted (a cascade too), an id rewritten.
  for (const [name, change] of [['insert', 'INSERT'], ['delete', 'DELETE'], ['renumber', 'UPDATE OF id']] as const) {
    db.exec(`CREATE TEMP TRIGGER IF NOT EXISTS td_audit_${name} BEFORE ${change} ON main.audit WHEN td_audit_unnoted()
      BEGIN SELECT td_audit_note((SELECT coalesce(max(id), 0) FROM main.audit)); END`);
  }
  watches.set(db, watch);
}

/** Runs `body` inside the open transaction; every audit row it writes is stamped with `actor` (none when empty). */
export function stampedBy<T>(db: Db, actor: string, body: () => T): T {
  if (!actor) return body();
  const w = watches.get(db);
  if (!w) throw new Error('the audit log is not watched on this connection (watchAuditLog)');
  const outer = { watching: w.watching, before: w.before };
  w.watching = true;
  w.before = undefined;
  try {
    const out = body();
    if (w.before !== undefined) w.stamp.run(actor, w.before);
    return out;
  } finally {
    w.watching = outer.watching;
    w.before = outer.before;
  }
}
