/**
 * Computed tables kept in the file (migration 016), for a server started later: a 10,000-entry event's
 * standings cost a new process about 200 ms to compute and a third of that to read back. A kept
 * table is used only at the generation it was computed at (any change to any tracked table moves it) and
 * only by the same code (the build's stamp): never a second truth, only a cache that survives a restart.
 */
import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Db } from '../db/types';
import { storedTablesRepo, type StoredTable } from '../db/repos/storedTables';
import { writeAside } from './tableCache';

/**
 * The build's fingerprint of src/main and src/shared (scripts/build-cli.mjs and electron.vite.config.ts
 * define it), so a table computed by other code is never read. A run from the sources (tsx, vitest) has
 * none unless it sets `globalThis.__TD_CODE_STAMP__`, and keeps no tables in the file.
 */
declare const __TD_CODE_STAMP__: string | undefined;

function codeStamp(): string | null {
  return typeof __TD_CODE_STAMP__ === 'string' && __TD_CODE_STAMP__ !== '' ? __TD_CODE_STAMP__ : null;
}

const repos = new WeakMap<Db, ReturnType<typeof storedTablesRepo>>();
const repoOf = (db: Db) => {
  let r = repos.get(db);
  if (!r) repos.set(db, (r = storedTablesRepo(db)));
  return r;
};

/**
 * How a table is stored when whole values cost too much to read back (the standings' rows by column):
 * `unpack` takes what `pack` gave, and must also take the table itself (a body kept as it was).
 */
export interface TableForm<T> {
  pack(value: T): unknown;
  unpack(stored: unknown): T;
}

const asItIs: TableForm<unknown> = { pack: (value) => value, unpack: (stored) => stored };

/**
 * The event's table as kept in the file when it is current and the view asked (`view`; null: the event's
 * own, whichever that is), else `compute()`d; what compute gives is kept when it names its view (the
 * event's own view), after the answer: written after the call, in a transaction of its own, so the call's
 * answer waits for no write; dropped if anything changed meanwhile or the file is busy (only a cache).
 */
export function storedTable<T>(
  db: Db,
  eventId: number,
  view: string | null,
  compute: () => { value: T; view: string | null },
  form: TableForm<T> = asItIs as TableForm<T>,
): T {
  const code = codeStamp();
  if (code === null) return compute().value;
  const repo = repoOf(db);
  const generation = repo.generation();
  const kept = repo.get(eventId);
  if (kept && kept.generation === generation && kept.code === code && (view === null || kept.view === view)) {
    const value = readBack(kept.body, form);
    if (value !== undefined) return value;
  }
  const computed = compute();
  const own = computed.view;
  if (own !== null) setImmediate(() => keep(db, eventId, { generation, code, view: own }, () => form.pack(computed.value)));
  return computed.value;
}

/**
 * The running events whose kept table a server started now would not read (none kept, or kept at another
 * generation or by other code), and the generation they were looked for at; none when this build keeps nothing in
 * the file (no code stamp), or when the file is still at `lookedAt`: a kept table's own write moves no generation,
 * so two builds on one file do not keep their tables in turn, each after the other's write.
 */
export function runningEventsWithOldTables(db: Db, lookedAt?: number): { generation: number; events: number[] } {
  const code = codeStamp();
  const repo = repoOf(db);
  const generation = repo.generation();
  if (code === null || generation === lookedAt) return { generation, events: [] };
  return { generation, events: repo.oldRunning(generation, code) };
}

/**
 * The table in its stored form as V8 serializes it (exact: undefined, NaN and -0 come back as they were), deflated: SQLite
 * reads a large value page by page, and a 10,000-entry table's 5.9 MB took longer to read than to
 * deflate to a twentieth and inflate again.
 */
export const packTable = (value: unknown): Buffer => deflateRawSync(serialize(value), { level: 1 });
const INFLATE_CHUNK = 1 << 24;

/** The kept table, or undefined when its body cannot be read (a damaged file): it is computed again. */
function readBack<T>(body: Buffer, form: TableForm<T>): T | undefined {
  try {
    // Inflated into one buffer (zlib's 16 KB pieces joined afterwards copied the whole answer once more).
    return form.unpack(deserialize(inflateRawSync(body, { chunkSize: INFLATE_CHUNK })));
  } catch {
    return undefined;
  }
}

function keep(db: Db, eventId: number, table: Omit<StoredTable, 'body'>, stored: () => unknown): void {
  if (!db.open || db.inTransaction) return;
  const repo = repoOf(db);
  // Never wait for another process's write lock: the table is only a cache.
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma('busy_timeout = 0');
  try {
    writeAside(db, () => db.transaction(() => {
      if (repo.generation() === table.generation) repo.put(eventId, { ...table, body: packTable(stored()) });
    }).immediate());
  } catch {
    // A busy or full file: nothing is lost, a later call computes the table again.
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}
