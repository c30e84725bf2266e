/**
 * Computed tables (standings) kept between calls while nothing they read has changed: a cache, never a
 * second truth. A kept table is valid while the database's generation is the one it was computed at.
 * The generation moves when rows change (SQLite's total_changes of this connection), except for a
 * commit the backend reports (`noteCommit`) whose every notice is about game records: moves, which the
 * tables do not read (a finished record writes its match result with a 'results' notice of its own).
 * It also moves whenever another connection or process commits to the file (SQLite's data_version).
 */
import type { Db } from '../db/types';

interface Generation {
  number: number;
  /** total_changes() when the generation was last brought up to date. */
  changes: number;
  dataVersion: number;
  tables: Map<string, { generation: number; value: unknown }>;
}

interface Probes {
  changes(): number;
  dataVersion(): number;
}

const generations = new WeakMap<Db, Generation>();
const probes = new WeakMap<Db, Probes>();

/** Tables kept per database (a 10,000-entry event's standings are a few MB). */
const MAX_TABLES = 16;

function probesOf(db: Db): Probes {
  let p = probes.get(db);
  if (!p) {
    const changes = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
    const version = db.prepare<[], { data_version: number }>('PRAGMA data_version');
    p = { changes: () => changes.get()!.n, dataVersion: () => version.get()!.data_version };
    probes.set(db, p);
  }
  return p;
}

/** Rows changed so far on this connection, for `noteCommit` (nothing is asked while no table is kept). */
export function changesBefore(db: Db): number {
  return generations.has(db) ? probesOf(db).changes() : -1;
}

/**
 * After a commit of the backend: what it changed since `before` (changesBefore at its start) leaves the
 * kept tables valid only when every notice it sent is about game records.
 */
export function noteCommit(db: Db, before: number, topics: readonly string[]): void {
  const g = generations.get(db);
  if (!g || before < 0) return;
  const now = probesOf(db).changes();
  const onlyMoves = g.changes === before && topics.length > 0 && topics.every((t) => t === 'games');
  if (onlyMoves) g.changes = now;
}

/** The table under `key` as computed at the current generation, computed again when anything changed since. */
export function cachedTable<T>(db: Db, key: string, compute: () => T): T {
  const p = probesOf(db);
  let g = generations.get(db);
  if (!g) generations.set(db, (g = { number: 0, changes: p.changes(), dataVersion: p.dataVersion(), tables: new Map() }));
  const changes = p.changes();
  const dataVersion = p.dataVersion();
  if (changes !== g.changes || dataVersion !== g.dataVersion) {
    g.number++;
    g.changes = changes;
    g.dataVersion = dataVersion;
    g.tables.clear();
  }
  const kept = g.tables.get(key);
  if (kept && kept.generation === g.number) return kept.value as T;
  const value = compute();
  if (g.tables.size >= MAX_TABLES) g.tables.delete(g.tables.keys().next().value!);
  g.tables.set(key, { generation: g.number, value });
  return value;
}

/**
 * After a rollback: a table computed inside the transaction may have read rows that are now gone, and
 * total_changes does not go back down, so every kept table is dropped.
 */
export function noteRollback(db: Db): void {
  const g = generations.get(db);
  if (!g) return;
  g.number++;
  g.tables.clear();
}

/**
 * Runs `write`, a cache's own write (services/storedTables.ts), without making the kept tables old: it
 * changes no row they read.
 */
export function writeAside(db: Db, write: () => void): void {
  const g = generations.get(db);
  const before = g ? probesOf(db).changes() : -1;
  write();
  if (g && g.changes === before) g.changes = probesOf(db).changes();
}
