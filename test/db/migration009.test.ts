import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { tempDir } from '../support/tempdb';

/** A file at the schema before migration 009, with a played event in it: every table that refers to events or games. */
function seeded() {
  const file = join(tempDir(), 'club.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations.filter((m) => m.version < 9));
  db.exec(`
    INSERT INTO players (id, name) VALUES (1, 'Ann'), (2, 'Bob');
    INSERT INTO events (id, name, game, format, options) VALUES (1, 'Club night', 'othello', 'swiss', '{}'), (2, 'Onino cup', 'onino', 'round-robin', '{"mode":"singles"}');
    INSERT INTO registrations (event_id, player_id) VALUES (1, 1), (1, 2);
    INSERT INTO event_settings (event_id, settings) VALUES (1, '{"gamesPerMatch":1}');
    INSERT INTO rounds (event_id, number) VALUES (1, 1);
    INSERT INTO pairings (event_id, round, pos, board, a, b) VALUES (1, 1, 0, 1, '1', '2');
    INSERT INTO games (id, game, options, title, event_id) VALUES (7, 'othello', '{}', 'board 1', 1);
    INSERT INTO actions (game_id, seq, notation) VALUES (7, 1, 'f5'), (7, 2, 'd6');
    INSERT INTO match_games (event_id, round, pos, playoff, idx, first, game_id) VALUES (1, 1, 0, 0, 0, 'a', 7);
    INSERT INTO audit (event_id, game_id, action, reason) VALUES (1, 7, 'undo', 'slip');
  `);
  return { db, file };
}

/** Migration 009 itself, not the later ones (which add tables and indices of their own, 013's on players among them). */
const through009 = migrations.filter((m) => m.version <= 9);

const schemaOf = (db: Database.Database, type: string) =>
  db.prepare('SELECT name, tbl_name AS tbl FROM sqlite_schema WHERE type = ? ORDER BY name').all(type);

describe('migration 009: game ids are the registry\'s, not the schema\'s (issue 19)', () => {
  it('refuses an unknown game id before it, accepts one after it', () => {
    const { db } = seeded();
    expect(() => db.exec("INSERT INTO events (name, game, format) VALUES ('x', 'connect-four', 'swiss')")).toThrow(/CHECK/);
    expect(() => db.exec("INSERT INTO games (game) VALUES ('connect-four')")).toThrow(/CHECK/);
    migrate(db, { file: ':memory:', backupDir: tempDir() }, through009);
    expect(db.pragma('user_version', { simple: true })).toBe(9);
    db.exec("INSERT INTO events (id, name, game, format) VALUES (3, 'x', 'connect-four', 'swiss')");
    db.exec("INSERT INTO games (id, game, event_id) VALUES (8, 'connect-four', 3)");
    db.close();
  });

  it('keeps every row, foreign key, index and trigger, and foreign keys stay on and enforced', () => {
    const { db } = seeded();
    const rows = (sql: string) => db.prepare(sql).all();
    const before = {
      events: rows('SELECT * FROM events ORDER BY id'), games: rows('SELECT * FROM games ORDER BY id'),
      indices: schemaOf(db, 'index'), triggers: schemaOf(db, 'trigger'),
      references: ['registrations', 'match_games', 'audit', 'actions', 'rounds'].map((t) => rows(`SELECT * FROM pragma_foreign_key_list('${t}')`)),
    };
    migrate(db, { file: ':memory:', backupDir: tempDir() }, through009);
    expect(rows('SELECT * FROM events ORDER BY id')).toEqual(before.events);
    expect(rows('SELECT * FROM games ORDER BY id')).toEqual(before.games);
    expect(schemaOf(db, 'index')).toEqual(before.indices);
    expect(schemaOf(db, 'trigger')).toEqual(before.triggers); // migration 005's triggers among them
    expect(['registrations', 'match_games', 'audit', 'actions', 'rounds'].map((t) => rows(`SELECT * FROM pragma_foreign_key_list('${t}')`))).toEqual(before.references);
    expect(db.prepare("SELECT sql FROM sqlite_schema WHERE name IN ('events', 'games')").pluck().all().join('\n')).not.toMatch(/CHECK \(game IN/);
    expect(rows('SELECT notation FROM actions WHERE game_id = 7 ORDER BY seq')).toEqual([{ notation: 'f5' }, { notation: 'd6' }]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    // Still enforced: a game of a missing event is refused; deleting a game cascades to its actions.
    expect(() => db.exec("INSERT INTO games (game, event_id) VALUES ('othello', 99)")).toThrow(/FOREIGN KEY/);
    expect(() => db.exec('DELETE FROM registrations WHERE event_id = 1')).toThrow(/appeared in a pairing/);
    db.exec('DELETE FROM match_games; DELETE FROM audit; DELETE FROM games WHERE id = 7');
    expect(rows('SELECT * FROM actions')).toEqual([]);
    db.close();
  });

  it('a new file runs 001 to 009 in one go, with foreign keys on or off (the schema probe runs migrations on a scratch database)', () => {
    for (const keys of ['ON', 'OFF']) {
      const db = new Database(':memory:');
      db.pragma(`foreign_keys = ${keys}`);
      migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations.filter((m) => m.version <= 9));
      db.exec("INSERT INTO events (id, name, game, format) VALUES (1, 'x', 'connect-four', 'swiss'); INSERT INTO games (game, event_id) VALUES ('connect-four', 1)");
      expect(db.pragma('foreign_keys', { simple: true })).toBe(keys === 'ON' ? 1 : 0);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    }
  });

  it('a later column of events (added after 001) survives the rebuild', () => {
    const { db } = seeded();
    db.exec("ALTER TABLE events ADD COLUMN season TEXT NOT NULL DEFAULT ''; UPDATE events SET season = '2026' WHERE id = 1");
    migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations.filter((m) => m.version <= 9));
    expect(db.prepare('SELECT season FROM events WHERE id = 1').pluck().get()).toBe('2026');
    db.close();
  });
});
