/**
 * Issue 38 (low): a full disk or a backup folder that cannot be written is said in words, in the
 * caller's language (`storage`, HTTP 507), never an `internal` error with raw SQLite text, and no
 * `.partial` copy is left behind. Real SQLite files: the full disk is SQLite's own page limit.
 */
import { existsSync, readdirSync, writeSync, openSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/main/db/connection';
import { storageProblem } from '../../src/main/db/storage';
import { createBackend } from '../../src/main/services/backend';
import { httpStatus } from '../../src/shared/api/errors';
import { must, tempBackend, tempDir } from '../support/tempdb';

/** A folder that exists and cannot be written, even by root (sysfs), where there is one. */
const READ_ONLY_DIR = '/sys/kernel';

describe('disk trouble in words (issue 38)', () => {
  it('tells a full disk and a folder that cannot be written from real errors', () => {
    const db = new Database(join(tempDir(), 'tiny.sqlite'));
    db.exec('CREATE TABLE t (x TEXT)');
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    let full: unknown;
    try {
      for (let i = 0; i < 100; i++) db.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(4000));
    } catch (err) {
      full = err;
    }
    db.close();
    expect((full as { code: string }).code).toBe('SQLITE_FULL');
    expect(storageProblem(full)).toBe('full');
    if (existsSync('/dev/full')) {
      let nospace: unknown;
      const fd = openSync('/dev/full', 'w');
      try {
        writeSync(fd, 'x');
      } catch (err) {
        nospace = err;
      } finally {
        closeSync(fd);
      }
      expect(storageProblem(nospace)).toBe('full');
    }
    expect(storageProblem(Object.assign(new Error('x'), { code: 'EROFS' }))).toBe('readOnly');
    expect(storageProblem(new Error('a bug'))).toBeNull();
  });

  it('a full database disk answers storage (507) in the caller\'s language, without SQLite\'s text; nothing is saved', () => {
    const { backend, db } = tempBackend();
    must(backend, 'players.create', { name: 'Ann' });
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    let answer: ReturnType<typeof backend.call> | undefined;
    for (let i = 0; i < 50 && (answer === undefined || answer.ok); i++) answer = backend.call('players.create', { name: `P${i}`, notes: 'n'.repeat(2000) }, '', 'fr');
    expect(answer?.ok).toBe(false);
    if (answer && !answer.ok) {
      expect(answer.error.code).toBe('storage');
      expect(httpStatus[answer.error.code]).toBe(507);
      expect(answer.error.message).toBe('players.create : le disque est plein : rien n\'a été enregistré ; libérez de la place et réessayez');
      expect(answer.error.message).not.toMatch(/SQLITE|database or disk/);
    }
  });

  it.runIf(existsSync(READ_ONLY_DIR))('a backup folder that cannot be written: refused in words, in the caller\'s language, no .partial left (on a system with /sys)', () => {
    const folder = tempDir();
    const db = openDatabase({ file: join(folder, 'club.sqlite'), backupDir: READ_ONLY_DIR });
    const backend = createBackend(db);
    must(backend, 'players.create', { name: 'Ann' });
    const r = backend.call('backups.create', { label: 'before lunch' }, '', 'es');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('storage');
      expect(r.error.message).toBe(`no se puede escribir en la carpeta de copias ${READ_ONLY_DIR} (solo lectura o sin permiso): no se hizo ninguna copia y nada cambió`);
    }
    expect(readdirSync(READ_ONLY_DIR).filter((f) => f.endsWith('.partial'))).toEqual([]);
    expect(readdirSync(folder).filter((f) => f.endsWith('.partial'))).toEqual([]);
    // Pairing a round takes an automatic backup first: it is refused the same way and the round is not paired.
    const event = must<{ id: number }>(backend, 'tournaments.create', { name: 'Cup', game: 'othello', format: 'round-robin' });
    for (const name of ['Bob', 'Cid']) must(backend, 'events.register', { eventId: event.id, playerId: must<{ id: number }>(backend, 'players.create', { name }).id });
    const pair = backend.call('rounds.pair', { eventId: event.id });
    expect(pair.ok).toBe(false);
    if (!pair.ok) expect(pair.error.code).toBe('storage');
    db.close();
  });
});
