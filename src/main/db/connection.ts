import Database from 'better-sqlite3';
import { closeSync, existsSync, linkSync, mkdirSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { LATEST_VERSION, migrate } from './migrate';
import type { Db } from './types';
import { migrations } from './migrations';
import { cleanPartials, defaultBackupDir, registerDatabase } from './backup';


export type OpenFailure = 'not_sqlite' | 'not_club' | 'newer' | 'corrupt' | 'schema' | 'locked' | 'unreadable' | 'no_folder';

/** What a director can do about each failure; shown after the message by the CLI and the desktop dialog. */
export const OPEN_FAILURE_HINTS: Record<OpenFailure, string> = {
  not_sqlite: 'Open another file, or go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…").',
  not_club: 'Open the club\'s own database file, or give a new file name to start a new club database there.',
  newer: 'Use the newer version of Club TD, or go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…").',
  corrupt: 'Go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…"); the damaged file is kept beside the backups.',
  schema: 'Another program changed its tables; go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…"); the changed file is kept beside the backups.',
  no_folder: 'Check the path for a typo; to start a new club database there, create the folder first.',
  locked: 'Close the other program (or the other Club TD window or td serve) that has it open, then try again.',
  unreadable: 'Check that the file exists and that you may read and write it, or go back to a backup with td backup restore <name>.',
};

/** Why a database file could not be opened. The file has not been modified. */
export class DatabaseOpenError extends Error {
  readonly hint: string;
  constructor(
    readonly kind: OpenFailure,
    readonly file: string,
    message: string,
  ) {
    super(`${message}. ${OPEN_FAILURE_HINTS[kind]}`);
    this.hint = OPEN_FAILURE_HINTS[kind];
  }
}

const isBusy = (err: unknown) => /^SQLITE_(BUSY|LOCKED)/.test((err as { code?: string }).code ?? '');
const lockedError = (file: string) => new DatabaseOpenError('locked', file, `${file} is locked by another program; it was left untouched`);

export interface OpenOptions {
  file: string;
  /** Path of a better-sqlite3 addon built for this runtime (Electron's ABI); Node's own by default. */
  nativeBinding?: string;
  /** Where pre-migration backups go; `<file>.backups` by default. */
  backupDir?: string;
  /** How long to wait for another program's lock before calling the file locked (ms). */
  busyTimeout?: number;
  /**
   * Create the file's folder when it is missing: yes for the app's own data folder (the first start),
   * no for a path the user typed (`--db`, `TD_DB`), where a missing folder is far more often a typo.
   */
  createFolder?: boolean;
}

/** Databases this process created (a new, empty club): the CLI and the app say so. */
const created = new WeakSet<Db>();
export const isNewDatabase = (db: Db): boolean => created.has(db);

/** Tables and their columns as the first `version` migrations make them, from a scratch in-memory run. */
const schemas = new Map<number, Map<string, string[]>>();
function expectedSchema(version: number, nativeBinding: string | undefined): Map<string, string[]> {
  let schema = schemas.get(version);
  if (!schema) {
    const scratch = new Database(':memory:', { nativeBinding });
    try {
      for (const migration of migrations.slice(0, version)) migration.up(scratch);
      schema = schemaOf(scratch);
    } finally {
      scratch.close();
    }
    schemas.set(version, schema);
  }
  return schema;
}

function schemaOf(db: Db): Map<string, string[]> {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  return new Map(tables.map((t) => [t, (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(t) as string[])]));
}

/** What another program changed in the tables this version of the file must have (a dropped table, a renamed column), or null. */
function schemaProblem(db: Db, version: number, nativeBinding: string | undefined): string | null {
  const found = schemaOf(db);
  for (const [table, columns] of expectedSchema(version, nativeBinding)) {
    const has = found.get(table);
    if (!has) return `its table "${table}" is missing`;
    const gone = columns.find((c) => !has.includes(c));
    if (gone) return `its table "${table}" has no column "${gone}"`;
  }
  return null;
}

/** The first few tables of a file, by name (SQLite's own excepted). */
function otherProgramsTables(db: Db): string[] {
  return db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name LIMIT 4").pluck().all() as string[];
}

const SQLITE_MAGIC = 'SQLite format 3\0';

function readHeader(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(16);
    const n = readSync(fd, buf, 0, 16, 0);
    return buf.subarray(0, n).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

/**
 * Looks at an existing file without writing to it: is it SQLite, is it from a version of this app we
 * understand, is it intact. Refusing here is what keeps a director's file safe from a silent overwrite.
 */
function inspectExisting(file: string, nativeBinding: string | undefined, timeout: number): void {
  // A new database is never 0 bytes on disk for long; an empty file is what a failed copy leaves.
  if (statSync(file).size === 0) throw new DatabaseOpenError('not_sqlite', file, `${file} is empty (0 bytes), not a database; a copy that failed leaves such a file; it was left untouched`);
  let header: string;
  try {
    header = readHeader(file);
  } catch (err) {
    throw new DatabaseOpenError('unreadable', file, `cannot read ${file}: ${(err as Error).message}`);
  }
  if (header !== SQLITE_MAGIC) {
    throw new DatabaseOpenError('not_sqlite', file, `${file} is not an SQLite database (its first bytes are not the SQLite header); it was left untouched`);
  }
  let probe: Db | undefined;
  try {
    // Not opened read-only, though nothing is written (query_only): closing as the file's last connection, SQLite then
    // removes the -wal and -shm that reading a WAL file makes, and leaves them while another connection has the file
    // open. A read-only connection cannot remove them, and removing them by hand raced with a process that opened the
    // file meanwhile: its commits went to a deleted log and were lost (two `td` commands at once).
    probe = new Database(file, { fileMustExist: true, nativeBinding, timeout });
    probe.pragma('query_only = ON');
    const version = probe.pragma('user_version', { simple: true }) as number;
    if (version > LATEST_VERSION) {
      throw new DatabaseOpenError('newer', file, `${file} was written by a newer version of Club TD (schema ${version}; this version understands up to ${LATEST_VERSION}); it was left untouched`);
    }
    // Schema 0 is a file no Club TD wrote to: an empty one is taken as a new club, but one with tables belongs to
    // another program, and migrating would add Club TD's tables to it.
    const foreign = version === 0 ? otherProgramsTables(probe) : [];
    if (foreign.length > 0) {
      throw new DatabaseOpenError('not_club', file, `${file} is another program's SQLite database, not a Club TD one (it has the tables ${foreign.join(', ')} and no Club TD schema); it was left untouched`);
    }
    const check = probe.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') throw new DatabaseOpenError('corrupt', file, `${file} is damaged (${check}); it was left untouched`);
    const changed = schemaProblem(probe, version, nativeBinding);
    if (changed) throw new DatabaseOpenError('schema', file, `${file} is not a Club TD database as this version wrote it: ${changed}; it was left untouched`);
  } catch (err) {
    if (err instanceof DatabaseOpenError) throw err;
    const code = (err as { code?: string }).code ?? '';
    if (isBusy(err)) throw lockedError(file);
    if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
      throw new DatabaseOpenError('corrupt', file, `${file} is damaged (${(err as Error).message}); it was left untouched`);
    }
    throw new DatabaseOpenError('unreadable', file, `cannot open ${file}: ${(err as Error).message}`);
  } finally {
    probe?.close();
  }
}

/**
 * A new database is built under a temporary name and put in place whole: SQLite creates an empty file
 * first, and a kill at that moment must not leave a 0-byte file (refused, as a failed copy) where the
 * club's database belongs. `link` never replaces a file another process put there meanwhile.
 */
function createWhole(file: string, nativeBinding: string | undefined): void {
  const temp = `${file}.creating-${process.pid}`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(temp + suffix, { force: true });
  const fresh = new Database(temp, { nativeBinding });
  try {
    fresh.pragma('journal_mode = WAL');
    migrate(fresh, { file: temp, backupDir: `${temp}.backups` }); // a new file holds no data: no backup is taken
  } finally {
    fresh.close(); // checkpoints and removes the WAL: the file alone is the database
  }
  try {
    linkSync(temp, file);
    rmSync(temp, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') rmSync(temp, { force: true }); // another process was first: open its file
    else renameSync(temp, file); // a file system without hard links
  }
}

/** Temporary files of creations killed half way (another process's live one is younger than a minute). */
function cleanCreations(file: string): void {
  const prefix = `${basename(file)}.creating-`;
  const dir = dirname(file);
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    try {
      if (statSync(join(dir, name)).mtimeMs < Date.now() - 60_000) rmSync(join(dir, name), { force: true });
    } catch {
      // gone meanwhile
    }
  }
}

/** Opens (creating if needed) and migrates the database. Throws DatabaseOpenError, never overwrites. */
export function openDatabase(options: OpenOptions): Db {
  const { file, nativeBinding } = options;
  const timeout = options.busyTimeout ?? 5000;
  const isMemory = file === ':memory:';
  const isNew = !isMemory && !existsSync(file);
  if (!isMemory) {
    if (!isNew) inspectExisting(file, nativeBinding, Math.min(timeout, 2000));
    else if (options.createFolder ?? true) mkdirSync(dirname(file), { recursive: true });
    else if (!existsSync(dirname(file))) {
      throw new DatabaseOpenError('no_folder', file, `cannot create ${file}: the folder ${dirname(file)} does not exist; nothing was created`);
    }
  }
  if (isNew) createWhole(file, nativeBinding);
  if (!isMemory) cleanCreations(file);
  const db = new Database(file, { nativeBinding, timeout });
  if (isNew) created.add(db);
  const backupDir = options.backupDir ?? defaultBackupDir(file);
  registerDatabase(db, { file, backupDir, nativeBinding });
  // A copy killed half way (a crash during the pre-round backup) leaves a .partial file: never a backup.
  if (!isMemory) cleanPartials(backupDir);
  try {
    // Another program holding the write lock (readers may still get in under WAL) is found here,
    // before anything is written: taking and releasing the lock changes nothing in the file.
    if (!isMemory) {
      db.exec('BEGIN IMMEDIATE');
      db.exec('ROLLBACK');
    }
    db.pragma('journal_mode = WAL');
    // FULL: a move shown as recorded survives a power cut, not only a crash of the app.
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db, { file, backupDir });
  } catch (err) {
    db.close();
    if (isBusy(err)) throw lockedError(file);
    throw err;
  }
  return db;
}
