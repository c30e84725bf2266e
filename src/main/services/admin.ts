import { createHash, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/connection';
import { backupDirOf, bindingOf, checkBackupFile, copyRowsFrom, listBackupsIn, resolveBackup, takeBackup } from '../db/backup';
import { LATEST_VERSION } from '../db/migrate';
import { ApiFailure } from '../../shared/api/errors';
import type { ChangeNotice } from '../../shared/api/contract';
import type { GameId } from '../../shared/games/types';
import { must, type Handlers } from './context';
import { refuse } from '../../shared/i18n/refusals';

// Crockford's base32: no I, L, O or U, so a code read aloud or typed on a tablet is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 12 symbols (60 random bits) shown as XXXX-XXXX-XXXX. */
export function newTableCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** The stored form of a code: case, dashes, spaces and look-alike letters do not matter when typing it. */
export function hashTableCode(code: string): string {
  const canonical = code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return createHash('sha256').update(`club-td table code:${canonical}`).digest('hex');
}

/** The game a table code opens, or null. Used by the web host before a request reaches the services. */
export function tableCodeGame(db: Db, code: string): number | null {
  if (code.length > 64) return null;
  const row = db.prepare('SELECT game_id AS gameId FROM table_codes WHERE code_hash = ?').get(hashTableCode(code)) as { gameId: number } | undefined;
  return row?.gameId ?? null;
}

function backupDir(db: Db): string {
  const dir = backupDirOf(db);
  if (!dir) throw refuse('conflict', 'backups.inMemory');
  return dir;
}

/** The backup as a database of the current schema: newer ones are refused, older ones migrated in a scratch copy. */
function openForRestore(file: string, version: number, nativeBinding: string | undefined): { db: Db; done(): void } {
  if (version === LATEST_VERSION) {
    const db = new Database(file, { readonly: true, fileMustExist: true, nativeBinding });
    return { db, done: () => db.close() };
  }
  const scratch = mkdtempSync(join(tmpdir(), 'td-restore-'));
  const copy = join(scratch, 'backup.sqlite');
  const source = new Database(file, { readonly: true, fileMustExist: true, nativeBinding });
  try {
    source.prepare('VACUUM INTO ?').run(copy);
  } finally {
    source.close();
  }
  const db = openDatabase({ file: copy, backupDir: join(scratch, 'backups'), nativeBinding });
  return { db, done: () => (db.close(), rmSync(scratch, { recursive: true, force: true })) };
}

const EVERY_TOPIC: ChangeNotice['topic'][] = ['players', 'events', 'registrations', 'rounds', 'games', 'results'];

/** What a backup file holds: counts and the events' names, read from the file without changing anything. */
function previewOf(db: Db): { players: number; events: Array<{ id: number; name: string; game: GameId; status: string; rounds: number; entries: number }> } {
  const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  const events = db.prepare(`SELECT e.id, e.name, e.game, e.status,
      (SELECT count(*) FROM rounds r WHERE r.event_id = e.id) AS rounds,
      (SELECT count(*) FROM registrations g WHERE g.event_id = e.id) AS entries
    FROM events e ORDER BY e.start_date DESC, e.id DESC`).all() as Array<{ id: number; name: string; game: GameId; status: string; rounds: number; entries: number }>;
  return { players: count('SELECT count(*) AS n FROM players'), events };
}

/** A backup named by the user, checked as a database this version can read. */
function checkedBackup(ctx: { db: Db }, name: string): { dir: string; path: string; version: number; info: ReturnType<typeof listBackupsIn>[number] } {
  const dir = backupDir(ctx.db);
  const path = resolveBackup(dir, name);
  if (!path) throw refuse('not_found', 'backups.none', { name, dir }, { issues: [{ field: 'name', message: 'does not exist' }] });
  const checked = checkBackupFile(path, LATEST_VERSION, bindingOf(ctx.db));
  if ('problem' in checked) {
    throw new ApiFailure('invalid', `${checked.problem}; nothing was changed`, { issues: [{ field: 'name', message: checked.problem }] }, { key: 'backupFile.refused', params: { problem: checked.text } });
  }
  return { dir, path, version: checked.version, info: listBackupsIn(dir).find((b) => b.name === name)! };
}

export const adminHandlers: Handlers<'backups.list' | 'backups.create' | 'backups.preview' | 'backups.restore' | 'tables.issueCode' | 'tables.list' | 'tables.revoke'> = {
  'backups.list': (_input, ctx) => {
    const dir = backupDirOf(ctx.db);
    const deleted = (ctx.db.prepare(`SELECT at, reason, detail FROM audit WHERE event_id IS NULL AND action = 'delete event' ORDER BY id DESC`).all() as Array<{ at: string; reason: string; detail: string }>)
      .map((r) => {
        const d = JSON.parse(r.detail) as { eventId: number; name: string; backup: string };
        return { at: r.at, eventId: d.eventId, name: d.name, reason: r.reason, backup: d.backup };
      });
    return { folder: dir ?? '', backups: dir ? listBackupsIn(dir) : [], deleted };
  },
  'backups.create': ({ label }, ctx) => {
    backupDir(ctx.db);
    return takeBackup(ctx.db, 'manual', label || 'manual')!;
  },
  'backups.preview': ({ name }, ctx) => {
    const { path, version, info } = checkedBackup(ctx, name);
    const source = openForRestore(path, version, bindingOf(ctx.db));
    try {
      return { backup: info, ...previewOf(source.db) };
    } finally {
      source.done();
    }
  },
  'backups.restore': ({ name }, ctx) => {
    const { path, version, info: restored } = checkedBackup(ctx, name);
    // Restoring never loses the current data: it is copied first (the copy holds the last committed state).
    const kept = takeBackup(ctx.db, 'pre-restore', `before-${restored.label || restored.kind}`)!;
    const source = openForRestore(path, version, bindingOf(ctx.db));
    try {
      copyRowsFrom(ctx.db, source.db);
    } catch (err) {
      throw refuse('conflict', 'backups.failed', { name, message: (err as Error).message });
    } finally {
      source.done();
    }
    // The restored audit log says what happened to the data it replaced.
    ctx.games.audit({ eventId: null, gameId: null, action: 'restore', reason: '', detail: { restored: restored.name, kept: kept.name } });
    for (const topic of EVERY_TOPIC) ctx.notify({ topic });
    return { restored, kept };
  },
  'tables.issueCode': ({ gameId }, ctx) => {
    const game = must(ctx.games.get(gameId), 'game', gameId);
    const code = newTableCode();
    ctx.db.prepare(`INSERT INTO table_codes (game_id, code_hash) VALUES (?, ?)
      ON CONFLICT (game_id) DO UPDATE SET code_hash = excluded.code_hash, issued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`).run(gameId, hashTableCode(code));
    const { issuedAt } = ctx.db.prepare('SELECT issued_at AS issuedAt FROM table_codes WHERE game_id = ?').get(gameId) as { issuedAt: string };
    ctx.games.audit({ eventId: game.eventId, gameId, action: 'table-code', reason: '', detail: { issuedAt } });
    return { gameId, code, issuedAt };
  },
  'tables.list': (_input, ctx) =>
    ctx.db.prepare(`SELECT t.game_id AS gameId, g.game, g.title, t.issued_at AS issuedAt
      FROM table_codes t JOIN games g ON g.id = t.game_id ORDER BY t.game_id`).all() as { gameId: number; game: GameId; title: string; issuedAt: string }[],
  'tables.revoke': ({ gameId }, ctx) => {
    const revoked = ctx.db.prepare('DELETE FROM table_codes WHERE game_id = ?').run(gameId).changes > 0;
    return { gameId, revoked };
  },
};
