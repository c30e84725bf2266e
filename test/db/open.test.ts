import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseOpenError, openDatabase } from '../../src/main/db/connection';
import { LATEST_VERSION, migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { tempDir } from '../support/tempdb';

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function expectRefusal(file: string, kind: DatabaseOpenError['kind']) {
  const before = digest(file);
  let error: unknown;
  try {
    openDatabase({ file }).close();
  } catch (err) {
    error = err;
  }
  expect(error).toBeInstanceOf(DatabaseOpenError);
  expect((error as DatabaseOpenError).kind).toBe(kind);
  expect((error as Error).message).toContain(file);
  expect(digest(file)).toBe(before); // never modified
  return error as DatabaseOpenError;
}

describe('opening the database', () => {
  it('creates a new file with WAL, foreign keys and the latest schema version', () => {
    const file = join(tempDir(), 'sub', 'new.sqlite');
    const db = openDatabase({ file });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((r) => (r as { name: string }).name);
    expect(tables).toEqual(expect.arrayContaining(['players', 'events', 'registrations']));
    db.close();
  });

  it('reopens an existing database with its data', () => {
    const file = join(tempDir(), 'club.sqlite');
    const db = openDatabase({ file });
    db.prepare("INSERT INTO players (name) VALUES ('Łukasz Wróbel')").run();
    db.close();
    const again = openDatabase({ file });
    expect(again.prepare('SELECT name FROM players').all()).toEqual([{ name: 'Łukasz Wróbel' }]);
    again.close();
  });

  it('refuses a file that is not SQLite and leaves it untouched', () => {
    const file = join(tempDir(), 'notes.sqlite');
    writeFileSync(file, 'Round 6 pairings\nTable 1: Ann v Bob\n'.repeat(50));
    const err = expectRefusal(file, 'not_sqlite');
    expect(err.message).toMatch(/not an SQLite database/);
  });

  it("refuses another program's SQLite database (tables, no Club TD schema) and adds no table to it", () => {
    const file = join(tempDir(), 'other.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE foo (x); INSERT INTO foo VALUES (1)');
    db.close();
    const before = readFileSync(file);
    const err = expectRefusal(file, 'not_club');
    expect(err.message).toContain(file);
    expect(err.message).toMatch(/another program's SQLite database.*tables foo/);
    expect(readFileSync(file).equals(before)).toBe(true);
    const after = new Database(file, { readonly: true });
    expect(after.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual(['foo']);
    after.close();
  });

  it('takes an empty SQLite file (no tables, schema 0) as a new club database', () => {
    const file = join(tempDir(), 'blank.sqlite');
    new Database(file).exec('CREATE TABLE t (x); DROP TABLE t');
    const db = openDatabase({ file });
    expect(db.prepare('SELECT count(*) FROM players').pluck().get()).toBe(0);
    db.close();
  });

  it('refuses a database from a newer version and leaves it untouched', () => {
    const file = join(tempDir(), 'future.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE t (x)');
    db.pragma(`user_version = ${LATEST_VERSION + 7}`);
    db.close();
    const err = expectRefusal(file, 'newer');
    expect(err.message).toMatch(/newer version/);
  });

  it('refuses a damaged database and leaves it untouched', () => {
    const file = join(tempDir(), 'damaged.sqlite');
    const db = openDatabase({ file });
    const insert = db.prepare("INSERT INTO players (name, notes) VALUES ('p', ?)");
    for (let i = 0; i < 400; i++) insert.run('x'.repeat(500));
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    const bytes = readFileSync(file);
    // Keep the header, scribble over the b-tree pages.
    for (let i = 4096; i < bytes.length; i += 7) bytes[i] = 0xa5;
    writeFileSync(file, bytes);
    expectRefusal(file, 'corrupt');
  });

  it('backs up a database that holds data before migrating it, then migrates in one transaction per step', () => {
    const dir = tempDir();
    const file = join(dir, 'old.sqlite');
    const db = openDatabase({ file });
    db.prepare("INSERT INTO players (name) VALUES ('李雷')").run();
    const next = [...migrations, { version: LATEST_VERSION + 1, name: 'test column', up: (d: typeof db) => d.exec("ALTER TABLE players ADD COLUMN nickname TEXT NOT NULL DEFAULT ''") }];
    const backup = migrate(db, { file, backupDir: join(dir, 'backups') }, next);
    expect(backup).not.toBeNull();
    expect(existsSync(backup!)).toBe(true);
    expect(readdirSync(join(dir, 'backups'))).toHaveLength(1);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION + 1);
    const copy = new Database(backup!, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(copy.prepare('SELECT name FROM players').all()).toEqual([{ name: '李雷' }]);
    copy.close();
    db.close();
  });

  it('rolls a failing migration back completely and keeps the old version', () => {
    const dir = tempDir();
    const file = join(dir, 'club.sqlite');
    const db = openDatabase({ file });
    const broken = [...migrations, {
      version: LATEST_VERSION + 1, name: 'broken',
      up: (d: typeof db) => {
        d.exec('CREATE TABLE half_done (x)');
        d.exec('THIS IS NOT SQL');
      },
    }];
    expect(() => migrate(db, { file, backupDir: join(dir, 'b') }, broken)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'half_done'").get()).toEqual({ n: 0 });
    db.close();
  });
});
