import type { Statement } from 'better-sqlite3';

/**
 * A statement's `all()` as plain objects built here from raw rows. better-sqlite3's own row objects
 * cost twice as much to make and to read for the 10,000-row reads of a large event (the entries, the
 * pairings and games of every round), which is most of the time of its entry list and standings.
 */
export function objectRows<P extends unknown[], R>(statement: Statement<P, R>): (...params: P) => R[] {
  const raw = statement.raw(true);
  const names = raw.columns().map((c) => c.name);
  return (...params) => (raw.all(...params) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row as R;
  });
}
