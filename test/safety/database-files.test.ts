/**
 * Odd database files (issue 17.6-17.8): a --db in a folder that does not exist, a 0-byte file, a schema
 * another program changed, and the half copies a kill during a backup leaves. Real files, the real CLI.
 */
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseOpenError, isNewDatabase, openDatabase } from '../../src/main/db/connection';
import { cleanPartials, DEAD_PARTIAL_MS, defaultBackupDir } from '../../src/main/db/backup';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'TD_DB'));
function td(...args: string[]) {
  const run = spawnSync(tsx, ['src/cli/td.ts', ...args], { cwd: repoRoot, encoding: 'utf8', env });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Opens and writes per process in the race below: with the old clean-up, two processes lost a write in most runs of 150. */
const WRITES = 150;

function refusal(open: () => unknown): DatabaseOpenError {
  try {
    open();
  } catch (err) {
    if (err instanceof DatabaseOpenError) return err;
    throw err;
  }
  throw new Error('the open was not refused');
}

/** A healthy club file, closed (no -wal, no -shm beside it). */
function club(): string {
  const file = join(tempDir(), 'club.sqlite');
  const db = openDatabase({ file });
  db.prepare("INSERT INTO players (name) VALUES ('Ann')").run();
  db.close();
  return file;
}

describe('--db names a file to open, not a place to invent (issue 17.6)', () => {
  it('a folder that does not exist is refused with the path, and nothing is created, even for a read-only command', () => {
    const base = tempDir();
    const file = join(base, 'clubs-typo', 'club.sqlite');
    const run = td('players', 'list', '--db', file);
    expect(run.code).toBe(2);
    const { error } = JSON.parse(run.stderr) as { error: { message: string; details: { kind: string } } };
    expect(error.details.kind).toBe('no_folder');
    expect(error.message).toContain(join(base, 'clubs-typo'));
    expect(readdirSync(base)).toEqual([]);
  });

  it('a new file in an existing folder is created, and td says it created it; the next open says nothing', () => {
    const file = join(tempDir(), 'new-club.sqlite');
    const first = td('players', 'list', '--db', file, '--json');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain(`created a new, empty club database at ${file}`);
    expect(JSON.parse(first.stdout)).toEqual([]);
    const again = td('players', 'list', '--db', file, '--json');
    expect(again.stderr).toBe('');
  });

  it('the app tells a new database from an existing one; its own data folder is still created', () => {
    const file = join(tempDir(), 'User Data', 'Club TD', 'club-td.sqlite');
    const db = openDatabase({ file }); // the default createFolder: the app's own folder on a first start
    expect(isNewDatabase(db)).toBe(true);
    db.close();
    const reopened = openDatabase({ file, createFolder: false });
    expect(isNewDatabase(reopened)).toBe(false);
    reopened.close();
  });

  it('a new database appears whole (built under a temporary name), and a creation killed half way leaves nothing in the way', () => {
    const dir = tempDir();
    const file = join(dir, 'club.sqlite');
    const killed = `${file}.creating-99999`; // a td serve killed while creating: what it leaves
    writeFileSync(killed, '');
    const old = (Date.now() - 120_000) / 1000;
    utimesSync(killed, old, old);
    const db = openDatabase({ file });
    expect(isNewDatabase(db)).toBe(true);
    db.close();
    expect(readdirSync(dir)).toEqual(['club.sqlite']);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
  });

  it('a 0-byte file (what a failed copy leaves) is refused as not a database and left as it is', () => {
    const file = join(tempDir(), 'copied.sqlite');
    writeFileSync(file, '');
    const err = refusal(() => openDatabase({ file }));
    expect(err.kind).toBe('not_sqlite');
    expect(err.message).toMatch(/empty \(0 bytes\), not a database/);
    expect(readFileSync(file).length).toBe(0);
    const run = td('players', 'list', '--db', file);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('0 bytes');
  });
});

describe('a schema another program changed is refused at open (issue 17.7)', () => {
  it.each([
    ['a dropped table', 'DROP TABLE audit', 'its table "audit" is missing'],
    ['a renamed column', 'ALTER TABLE players RENAME COLUMN name TO nom', 'its table "players" has no column "name"'],
  ])('%s: refused with the file name and a hint, no -wal or -shm left behind', (_, sql, problem) => {
    const file = club();
    const tamper = new Database(file);
    tamper.exec(sql);
    tamper.close();
    const before = readFileSync(file);
    const err = refusal(() => openDatabase({ file }));
    expect(err.kind).toBe('schema');
    expect(err.message).toContain(file);
    expect(err.message).toContain(problem);
    expect(err.message).toMatch(/td backup restore/);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
  });

  it('other refused opens leave no -wal or -shm either (a newer schema)', () => {
    const file = club();
    const newer = new Database(file);
    newer.pragma('user_version = 999');
    newer.close();
    expect(refusal(() => openDatabase({ file })).kind).toBe('newer');
    expect(readdirSync(join(file, '..')).filter((n) => n.startsWith('club.sqlite-'))).toEqual([]);
  });
});

describe('two processes opening one file at once (the command line found it)', () => {
  it('lose no write: a process opening the file never removes the -wal or -shm another one has just opened', async () => {
    const file = club();
    const writer = join(repoRoot, 'test/support/open-and-write.ts');
    const run = (prefix: string) => new Promise<number | null>((done) => {
      spawn(tsx, [writer, file, prefix, String(WRITES)], { cwd: repoRoot, env, stdio: 'ignore' }).on('exit', done);
    });
    expect(await Promise.all([run('A'), run('B')])).toEqual([0, 0]);
    const db = new Database(file, { readonly: true });
    const names = db.prepare("SELECT name FROM players WHERE name <> 'Ann'").pluck().all();
    db.close();
    expect(names).toHaveLength(2 * WRITES);
  }, 60_000);
});

describe('half copies from a kill during a backup are cleaned at start (issue 17.8)', () => {
  it('a dead .partial is removed when the database is opened; a fresh one (another process still copying) and real backups stay', () => {
    const file = club();
    const dir = defaultBackupDir(file);
    mkdirSync(dir, { recursive: true });
    const dead = join(dir, '2026-11-21T10-15-02-123Z--auto--round-3.sqlite.partial');
    const fresh = join(dir, '2026-11-21T10-16-02-123Z--auto--round-4.sqlite.partial');
    const backup = join(dir, '2026-11-21T10-14-02-123Z--manual--x.sqlite');
    const stranger = join(dir, 'notes.txt.partial');
    for (const f of [dead, fresh, backup, stranger]) writeFileSync(f, 'x');
    const old = (Date.now() - DEAD_PARTIAL_MS - 5000) / 1000;
    utimesSync(dead, old, old);
    utimesSync(stranger, old, old);
    openDatabase({ file }).close();
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(backup)).toBe(true);
    expect(existsSync(stranger)).toBe(true); // not ours: never touched
    expect(cleanPartials(dir, Date.now() + DEAD_PARTIAL_MS + 1000)).toEqual(['2026-11-21T10-16-02-123Z--auto--round-4.sqlite.partial']);
  });
});
