/**
 * Backups of the one database file: consistent online copies (VACUUM INTO from a second, read-only
 * connection, so a copy can be taken in the middle of a service transaction and holds the last committed
 * state), kept in `<file>.backups` with rotation, listed, and restored without ever losing the current data.
 */
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Db } from './types';
import type { MessageText } from '../../shared/api/errors';
import { refuse } from '../../shared/i18n/refusals';
import { storageProblem } from './storage';

/** Why a copy was taken. Rotation keeps the newest `KEEP[kind]` of each kind (pre-migration copies are all kept). */
export type BackupKind = 'auto' | 'manual' | 'pre-migration' | 'pre-restore' | 'replaced';

export const KEEP: Record<BackupKind, number> = {
  auto: 20, manual: 100, 'pre-migration': Infinity, 'pre-restore': 20, replaced: Infinity,
};

export interface BackupInfo {
  /** The file name inside the backup folder: what `backups.restore` and `td backup restore` take. */
  name: string;
  kind: BackupKind;
  label: string;
  /** When the copy was taken (ISO 8601, UTC). */
  createdAt: string;
  bytes: number;
}

interface Source {
  file: string;
  backupDir: string;
  nativeBinding?: string;
}

const sources = new WeakMap<Db, Source>();

/** Called by openDatabase: where a connection's file and backups live, and which addon opens a second connection. */
export function registerDatabase(db: Db, source: Source): void {
  sources.set(db, source);
}

export function defaultBackupDir(file: string): string {
  return `${file}.backups`;
}

function sourceOf(db: Db): Source | null {
  if (db.memory || db.name === '' || db.name === ':memory:') return null;
  return sources.get(db) ?? { file: db.name, backupDir: defaultBackupDir(db.name) };
}

/** The native addon an open database was opened with (Electron's ABI differs from Node's). */
export function bindingOf(db: Db): string | undefined {
  return sources.get(db)?.nativeBinding;
}

/** The backup folder of an open database, or null for an in-memory one. */
export function backupDirOf(db: Db): string | null {
  return sourceOf(db)?.backupDir ?? null;
}

// `2026-11-21T10-15-02-123Z--auto--round-3.sqlite`: sortable by time, kind and label readable.
const NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)(?:-(\d+))?--(auto|manual|pre-migration|pre-restore|replaced)--([a-z0-9-]{0,60})\.sqlite$/;

/** Labels become part of a file name: lower-case letters, digits and dashes only. */
export function cleanLabel(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
}

function parseName(name: string): Omit<BackupInfo, 'bytes'> | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, stamp, , kind, label] = m;
  const iso = stamp!.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z');
  return { name, kind: kind as BackupKind, label: label!, createdAt: iso };
}

/** A fresh name in `dir` (a counter separates copies taken in the same millisecond). */
function freshName(dir: string, kind: BackupKind, label: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (let n = 0; ; n++) {
    const name = `${stamp}${n ? `-${n}` : ''}--${kind}--${cleanLabel(label)}.sqlite`;
    if (!existsSync(join(dir, name)) && !existsSync(join(dir, `${name}.partial`))) return name;
  }
}

/** A copy being written grows all the time; one untouched this long was left by a process that died. */
export const DEAD_PARTIAL_MS = 60_000;

/**
 * Removes the half-written copies (`.partial`) a kill during a backup left; called when a database is
 * opened. A copy another process is still writing (two programs on one file) is younger and is left alone.
 */
export function cleanPartials(dir: string, now = Date.now()): string[] {
  if (!existsSync(dir)) return [];
  const dead = readdirSync(dir).filter((name) => {
    if (!name.endsWith('.partial') || !parseName(name.slice(0, -'.partial'.length))) return false;
    try {
      return statSync(join(dir, name)).mtimeMs < now - DEAD_PARTIAL_MS;
    } catch {
      return false; // renamed or removed meanwhile
    }
  });
  for (const name of dead) rmSync(join(dir, name), { force: true });
  return dead;
}

/** Every backup in a folder, newest first. Files that are not ours are ignored. */
export function listBackupsIn(dir: string): BackupInfo[] {
  if (!existsSync(dir)) return [];
  const out: BackupInfo[] = [];
  for (const name of readdirSync(dir)) {
    const info = parseName(name);
    if (!info) continue;
    try {
      out.push({ ...info, bytes: statSync(join(dir, name)).size });
    } catch {
      // removed while we looked
    }
  }
  return out.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

export function listBackups(db: Db): BackupInfo[] {
  const dir = backupDirOf(db);
  return dir ? listBackupsIn(dir) : [];
}

/** Keeps the newest KEEP[kind] copies of a kind, deleting older ones. */
function rotate(dir: string, kind: BackupKind): void {
  const keep = KEEP[kind];
  if (!Number.isFinite(keep)) return;
  for (const old of listBackupsIn(dir).filter((b) => b.kind === kind).slice(keep)) {
    rmSync(join(dir, old.name), { force: true });
  }
}

/**
 * Copies the last committed state of the file behind `source` into `dir`. The copy is written under a
 * temporary name and renamed when complete, so a crash never leaves a half copy that looks like a backup.
 */
function copyInto(source: Source, dir: string, kind: BackupKind, label: string): BackupInfo {
  let partial: string | null = null;
  let name: string;
  try {
    mkdirSync(dir, { recursive: true });
    name = freshName(dir, kind, label);
    partial = `${join(dir, name)}.partial`;
    const reader = new Database(source.file, { readonly: true, fileMustExist: true, nativeBinding: source.nativeBinding, timeout: 5000 });
    try {
      reader.prepare('VACUUM INTO ?').run(partial);
    } finally {
      reader.close();
    }
    renameSync(partial, join(dir, name));
  } catch (err) {
    // A full disk or a folder that cannot be written: no half copy is left, and the caller is told in words.
    if (partial) rmSync(partial, { force: true });
    const problem = storageProblem(err);
    if (problem) throw refuse('storage', `backups.${problem}`, { folder: dir });
    throw err;
  }
  const target = join(dir, name);
  rotate(dir, kind);
  return { ...parseName(name)!, bytes: statSync(target).size };
}

/** A backup of kind `kind` of an open database; null for an in-memory database (nothing to lose on disk). */
export function takeBackup(db: Db, kind: BackupKind, label: string): BackupInfo | null {
  const source = sourceOf(db);
  if (!source) return null;
  return copyInto(source, source.backupDir, kind, label);
}

/** A copy of `file` (open as `db`) into `dir`; returns its path. Works inside a transaction too. */
export function backupTo(db: Db, dir: string, label: string, file: string, kind: BackupKind = 'auto'): string {
  const info = copyInto({ file, backupDir: dir, nativeBinding: sources.get(db)?.nativeBinding }, dir, kind, label);
  return join(dir, info.name);
}

/**
 * The automatic backup before a risky step (pairing a round, a migration): rotated, newest 20 kept.
 * Safe inside a service transaction: the copy holds the state before the transaction's changes.
 */
export function autoBackup(db: Db, label: string): BackupInfo | null {
  return takeBackup(db, 'auto', label);
}

/** Where a backup named by the user is; refuses anything that is not one of ours in the backup folder. */
export function resolveBackup(dir: string, name: string): string | null {
  if (basename(name) !== name || !parseName(name)) return null;
  const path = join(dir, name);
  return existsSync(path) ? path : null;
}

/** A backup file's schema version, or what is wrong with it as a database to restore. */
export function checkBackupFile(file: string, latestVersion: number, nativeBinding?: string): { version: number } | { problem: string; text: MessageText } {
  let db: Db | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, nativeBinding });
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > latestVersion) return { problem: `${basename(file)} was written by a newer version of Club TD (schema ${version})`, text: { key: 'backupFile.newer', params: { file: basename(file), version } } };
    if (version < 1) return { problem: `${basename(file)} is not a Club TD database`, text: { key: 'backupFile.notOurs', params: { file: basename(file) } } };
    const check = db.pragma('quick_check', { simple: true }) as string;
    if (check !== 'ok') return { problem: `${basename(file)} is damaged (${check})`, text: { key: 'backupFile.damaged', params: { file: basename(file), check } } };
    return { version };
  } catch (err) {
    return { problem: `${basename(file)} cannot be read as a database: ${(err as Error).message}`, text: { key: 'backupFile.unreadable', params: { file: basename(file), why: (err as Error).message } } };
  } finally {
    db?.close();
  }
}

/** User tables in dependency order (a table after every table it references). */
function tablesInOrder(db: Db): string[] {
  const names = (db.prepare("SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid").all() as { name: string }[])
    .map((r) => r.name);
  const parents = new Map(names.map((n) => [n, (db.pragma(`foreign_key_list("${n.replace(/"/g, '""')}")`) as { table: string }[])
    .map((fk) => fk.table).filter((t) => t !== n && names.includes(t))]));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Replaces every row of the live database with the rows of `from` (an open database of the same schema
 * version), inside the caller's transaction: a crash half way leaves the old data, never a mixture.
 */
export function copyRowsFrom(live: Db, from: Db): void {
  const liveVersion = live.pragma('user_version', { simple: true }) as number;
  const fromVersion = from.pragma('user_version', { simple: true }) as number;
  if (liveVersion !== fromVersion) throw new Error(`schema versions differ (${fromVersion} in the backup, ${liveVersion} here)`);
  const tables = tablesInOrder(live);
  live.pragma('defer_foreign_keys = ON');
  for (const table of [...tables].reverse()) live.prepare(`DELETE FROM ${quote(table)}`).run();
  const hasSequence = (db: Db) => db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get() !== undefined;
  for (const table of tables) {
    const columns = (live.pragma(`table_info(${quote(table)})`) as { name: string }[]).map((c) => quote(c.name)).join(', ');
    const placeholders = columns.split(', ').map(() => '?').join(', ');
    const insert = live.prepare(`INSERT INTO ${quote(table)} (${columns}) VALUES (${placeholders})`);
    const rows = from.prepare(`SELECT ${columns} FROM ${quote(table)}`).raw();
    for (const row of rows.iterate() as IterableIterator<unknown[]>) insert.run(...row);
  }
  if (hasSequence(live)) {
    live.prepare('DELETE FROM sqlite_sequence').run();
    if (hasSequence(from)) {
      const insert = live.prepare('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)');
      for (const row of from.prepare('SELECT name, seq FROM sqlite_sequence').all() as { name: string; seq: number }[]) insert.run(row.name, row.seq);
    }
  }
}

/**
 * Restores a backup over a file that cannot be opened (damaged, not SQLite, newer) or is not open:
 * the current file (and its WAL) is first moved into the backup folder as a `replaced` copy, never
 * deleted, then the backup is copied into place. Returns the name the old file was kept under.
 */
export function restoreFile(file: string, backupFile: string, backupDir = defaultBackupDir(file)): string | null {
  mkdirSync(backupDir, { recursive: true });
  let kept: string | null = null;
  if (existsSync(file)) {
    kept = freshName(backupDir, 'replaced', 'before-restore');
    copyFileSync(file, join(backupDir, kept));
    for (const suffix of ['-wal', '-shm']) {
      if (existsSync(file + suffix)) copyFileSync(file + suffix, join(backupDir, kept + suffix));
    }
  }
  const incoming = `${file}.restoring`;
  copyFileSync(backupFile, incoming);
  // A WAL left beside the old file would be replayed onto the restored one: it is kept above, then removed.
  for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
  if (existsSync(`${backupFile}-wal`)) copyFileSync(`${backupFile}-wal`, `${file}-wal`);
  renameSync(incoming, file);
  return kept;
}
