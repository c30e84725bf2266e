import Database from 'better-sqlite3';
import { closeSync, existsSync, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { LATEST_VERSION, migrate } from './migrate';
import { defaultBackupDir, registerDatabase } from './backup';

export type Db = Database.Database;

export type OpenFailure = 'not_sqlite' | 'newer' | 'corrupt' | 'locked' | 'unreadable';

/** What a director can do about each failure; shown after the message by the CLI and the desktop dialog. */
export const OPEN_FAILURE_HINTS: Record<OpenFailure, string> = {
  not_sqlite: 'Open another file, or go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…").',
  newer: 'Use the newer version of Club TD, or go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…").',
  corrupt: 'Go back to a backup: td backup list, then td backup restore <name> (in the app: "Restore a backup…"); the damaged file is kept beside the backups.',
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
  if (statSync(file).size === 0) return; // an empty file is an empty database
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
    probe = new Database(file, { readonly: true, fileMustExist: true, nativeBinding, timeout });
    const version = probe.pragma('user_version', { simple: true }) as number;
    if (version > LATEST_VERSION) {
      throw new DatabaseOpenError('newer', file, `${file} was written by a newer version of Club TD (schema ${version}; this version understands up to ${LATEST_VERSION}); it was left untouched`);
    }
    const check = probe.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') throw new DatabaseOpenError('corrupt', file, `${file} is damaged (${check}); it was left untouched`);
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

/** Opens (creating if needed) and migrates the database. Throws DatabaseOpenError, never overwrites. */
export function openDatabase(options: OpenOptions): Db {
  const { file, nativeBinding } = options;
  const timeout = options.busyTimeout ?? 5000;
  const isMemory = file === ':memory:';
  if (!isMemory) {
    if (existsSync(file)) inspectExisting(file, nativeBinding, Math.min(timeout, 2000));
    else mkdirSync(dirname(file), { recursive: true });
  }
  const db = new Database(file, { nativeBinding, timeout });
  const backupDir = options.backupDir ?? defaultBackupDir(file);
  registerDatabase(db, { file, backupDir, nativeBinding });
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
