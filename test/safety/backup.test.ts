import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/main/db/connection';
import { autoBackup, backupTo, KEEP, listBackups, listBackupsIn } from '../../src/main/db/backup';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { createBackend } from '../../src/main/services/backend';
import type { BackupInfo } from '../../src/shared/api/methods/admin';
import { must, tempBackend, tempDir } from '../support/tempdb';

const names = (db: Database.Database) => (db.prepare('SELECT name FROM players ORDER BY id').all() as { name: string }[]).map((r) => r.name);

describe('automatic backups', () => {
  it('keeps the newest 20 automatic backups and deletes older ones', () => {
    const { db } = tempBackend();
    const made: string[] = [];
    for (let i = 0; i < KEEP.auto + 5; i++) made.push(autoBackup(db, `round ${i + 1}`)!.name);
    const kept = listBackups(db).filter((b) => b.kind === 'auto');
    expect(kept).toHaveLength(KEEP.auto);
    expect(kept.map((b) => b.name).sort()).toEqual(made.slice(-KEEP.auto).sort());
    expect(kept[0]).toMatchObject({ kind: 'auto', label: `round-${KEEP.auto + 5}` });
  });

  it('taken inside a service transaction, holds the last committed state (the round before it is paired)', () => {
    const { db } = tempBackend();
    db.prepare("INSERT INTO players (name) VALUES ('Ann')").run();
    let info: BackupInfo | null = null;
    db.transaction(() => {
      db.prepare("INSERT INTO players (name) VALUES ('Bob')").run();
      info = autoBackup(db, 'pair round 2');
    }).immediate();
    const copy = new Database(join(`${db.name}.backups`, info!.name), { readonly: true });
    expect(names(copy)).toEqual(['Ann']);
    copy.close();
    expect(names(db)).toEqual(['Ann', 'Bob']);
  });

  it('backupTo keeps working for callers that name their own folder, inside a transaction too', () => {
    const { db, file } = tempBackend();
    const dir = join(tempDir(), 'elsewhere');
    const path = db.transaction(() => backupTo(db, dir, 'round-1', file)).immediate();
    expect(existsSync(path)).toBe(true);
    expect(listBackupsIn(dir)).toHaveLength(1);
  });

  it('backs up before a migration of a database that holds data (kind pre-migration, never rotated)', () => {
    const dir = tempDir();
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    migrate(old, { file, backupDir: join(dir, 'unused') }, migrations.slice(0, 2));
    old.prepare("INSERT INTO players (name) VALUES ('Chidi')").run();
    old.close();
    const db = openDatabase({ file });
    const list = listBackups(db);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'pre-migration', label: `v2-to-v${migrations.length}` });
    db.close();
  });
});

describe('backups through the API', () => {
  it('lists, creates and restores; the data a restore replaces is kept as a pre-restore backup', () => {
    const { backend, db } = tempBackend();
    must(backend, 'players.create', { name: 'Ann' });
    const made = must<BackupInfo>(backend, 'backups.create', { label: 'Before Round 3!' });
    expect(made).toMatchObject({ kind: 'manual', label: 'before-round-3' });
    must(backend, 'players.create', { name: 'Mallory' });
    const list = must<{ folder: string; backups: BackupInfo[] }>(backend, 'backups.list', {});
    expect(list.folder).toBe(`${db.name}.backups`);
    expect(list.backups.map((b) => b.name)).toContain(made.name);

    const done = must<{ restored: BackupInfo; kept: BackupInfo }>(backend, 'backups.restore', { name: made.name });
    expect(done.restored.name).toBe(made.name);
    expect(names(db)).toEqual(['Ann']);
    const kept = new Database(join(list.folder, done.kept.name), { readonly: true });
    expect(names(kept)).toEqual(['Ann', 'Mallory']);
    kept.close();
    expect(db.prepare("SELECT action FROM audit WHERE action = 'restore'").all()).toHaveLength(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('restores games with their actions and announces the change to every screen', () => {
    const { backend } = tempBackend();
    const game = must<{ id: number }>(backend, 'games.create', { game: 'othello' });
    must(backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'f5' });
    const made = must<BackupInfo>(backend, 'backups.create', {});
    must(backend, 'games.append', { id: game.id, expectedSeq: 1, action: 'd6' });
    const topics: string[] = [];
    backend.subscribe((n) => topics.push(n.topic));
    must(backend, 'backups.restore', { name: made.name });
    expect(must<{ actions: string[] }>(backend, 'games.get', { id: game.id }).actions).toEqual(['f5']);
    expect(topics).toEqual(expect.arrayContaining(['players', 'events', 'games']));
  });

  it('restores a backup from an older schema version by migrating a scratch copy', () => {
    const { backend, db } = tempBackend();
    const dir = `${db.name}.backups`;
    mkdirSync(dir, { recursive: true });
    const name = '2020-01-01T00-00-00-000Z--manual--schema-2.sqlite';
    const old = new Database(join(dir, name));
    migrate(old, { file: join(dir, name), backupDir: tempDir() }, migrations.slice(0, 2));
    old.prepare("INSERT INTO players (name) VALUES ('From 2020')").run();
    old.close();
    must(backend, 'backups.restore', { name });
    expect(names(db)).toEqual(['From 2020']);
    expect(readdirSync(dir).filter((f) => f.endsWith('.sqlite'))).toHaveLength(2); // the backup and the pre-restore copy
  });

  it('refuses paths, unknown names and damaged backups, and changes nothing', () => {
    const { backend, db } = tempBackend();
    must(backend, 'players.create', { name: 'Ann' });
    const dir = `${db.name}.backups`;
    mkdirSync(dir, { recursive: true });
    const damaged = '2020-01-01T00-00-00-000Z--manual--bad.sqlite';
    writeFileSync(join(dir, damaged), 'not a database');
    expect(backend.call('backups.restore', { name: '../club.sqlite' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(backend.call('backups.restore', { name: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(backend.call('backups.restore', { name: '2020-01-01T00-00-00-000Z--manual--none.sqlite' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(backend.call('backups.restore', { name: damaged })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(names(db)).toEqual(['Ann']);
    expect(listBackups(db).filter((b) => b.kind === 'pre-restore')).toEqual([]);
  });

  it('an in-memory database has nothing to back up and says so', () => {
    const backend = createBackend(openDatabase({ file: ':memory:' }));
    expect(backend.call('backups.create', {})).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(must(backend, 'backups.list', {})).toEqual({ folder: '', backups: [], deleted: [] });
  });

  it('a backup copied in by hand with another name is not listed or restorable', () => {
    const { backend, db } = tempBackend();
    const dir = `${db.name}.backups`;
    mkdirSync(dir, { recursive: true });
    copyFileSync(db.name, join(dir, 'copy.sqlite'));
    expect(must<{ backups: unknown[] }>(backend, 'backups.list', {}).backups).toEqual([]);
    expect(backend.call('backups.restore', { name: 'copy.sqlite' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
