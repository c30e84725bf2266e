/**
 * Opening a database that cannot be used: the CLI says why, exits 2 with a hint to `td backup restore`,
 * and the file is byte for byte what it was. Real processes, real files, a real second process holding a lock.
 */
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { LATEST_VERSION } from '../../src/main/db/migrate';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function td(...args: string[]) {
  const run = spawnSync(tsx, ['src/cli/td.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A club database with two players and one manual backup taken while it was healthy. */
function clubWithBackup(): { file: string; backup: string } {
  const file = join(tempDir(), 'club.sqlite');
  const db = openDatabase({ file });
  db.prepare("INSERT INTO players (name) VALUES ('Ann'), ('Bob')").run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const made = td('backup', 'create', '--db', file, '--label', 'healthy', '--json');
  expect(made.code, made.stderr).toBe(0);
  return { file, backup: (JSON.parse(made.stdout) as { name: string }).name };
}

function expectRefused(file: string, kind: string) {
  const before = digest(file);
  const run = td('players', 'list', '--db', file);
  expect(run.code).toBe(2);
  const { error } = JSON.parse(run.stderr) as { error: { message: string; details: { kind: string } } };
  expect(error.details.kind).toBe(kind);
  expect(error.message).toContain(file);
  expect(digest(file)).toBe(before);
  return error.message;
}

/** A second process that opens the file and holds a lock until killed. */
async function holdLock(file: string, sql: string): Promise<ChildProcess> {
  const script = `import Database from 'better-sqlite3';
    const db = new Database(${JSON.stringify(file)});
    db.exec(${JSON.stringify(sql)});
    process.stdout.write('holding\\n');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve());
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
  return child;
}

describe('opening a database that cannot be used (CLI)', () => {
  it('a damaged file: clear message, exit 2, hint to restore a backup, file untouched; then td backup restore brings the data back and keeps the damaged file', () => {
    const { file, backup } = clubWithBackup();
    const bytes = readFileSync(file);
    for (let i = 4096; i < bytes.length; i += 7) bytes[i] = 0xa5;
    writeFileSync(file, bytes);
    const message = expectRefused(file, 'corrupt');
    expect(message).toMatch(/damaged/);
    expect(message).toMatch(/td backup restore/);

    const listed = td('backup', 'list', '--db', file);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(backup);

    const damaged = digest(file);
    const restored = td('backup', 'restore', backup, '--db', file, '--json');
    expect(restored.code, restored.stderr).toBe(0);
    const { kept } = JSON.parse(restored.stdout) as { kept: string };
    expect(digest(join(`${file}.backups`, kept))).toBe(damaged);
    const players = td('players', 'list', '--db', file, '--json');
    expect(players.code).toBe(0);
    expect((JSON.parse(players.stdout) as { name: string }[]).map((p) => p.name)).toEqual(['Ann', 'Bob']);
  });

  it('a file that is not SQLite: refused untouched with the hint', () => {
    const file = join(tempDir(), 'pairings.sqlite');
    writeFileSync(file, 'Round 6\nTable 1: Ann - Bob\n'.repeat(100));
    expect(expectRefused(file, 'not_sqlite')).toMatch(/not an SQLite database.*td backup restore/s);
  });

  it('a database from a newer version: refused untouched, with the hint', () => {
    const file = join(tempDir(), 'future.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE t (x)');
    db.pragma(`user_version = ${LATEST_VERSION + 1}`);
    db.close();
    expect(expectRefused(file, 'newer')).toMatch(/newer version.*td backup restore/s);
    // td backup restore refuses to bring such a file in as a backup, and writes nothing
    const other = join(tempDir(), 'other.sqlite');
    const restore = td('backup', 'restore', file, '--db', other);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toMatch(/newer version/);
    expect(existsSync(other) || existsSync(`${other}.backups`)).toBe(false);
  });

  it('a file locked by another process (exclusive locking mode): refused untouched, told to close the other program', async () => {
    const { file } = clubWithBackup();
    const holder = await holdLock(file, "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; INSERT INTO players (name) VALUES ('held');");
    try {
      expect(expectRefused(file, 'locked')).toMatch(/locked by another program.*Close the other program/s);
      const restore = td('backup', 'restore', readdirSync(`${file}.backups`)[0]!, '--db', file);
      expect(restore.code).toBe(2);
      expect(restore.stderr).toMatch(/locked/);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('a file whose write lock another process holds (WAL readers still get in): refused untouched', async () => {
    const { file } = clubWithBackup();
    const holder = await holdLock(file, "BEGIN IMMEDIATE; INSERT INTO players (name) VALUES ('held');");
    try {
      expectRefused(file, 'locked');
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('a rollback-journal file held with BEGIN EXCLUSIVE: refused untouched', async () => {
    const file = join(tempDir(), 'plain.sqlite');
    const plain = new Database(file);
    plain.exec("CREATE TABLE notes (x); INSERT INTO notes VALUES ('x')");
    plain.close();
    const holder = await holdLock(file, 'BEGIN EXCLUSIVE; INSERT INTO notes VALUES (1);');
    try {
      expectRefused(file, 'locked');
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
