import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { migrate } from '../../src/main/db/migrate';
import { migrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend } from '../../src/main/services/backend';
import { tempDir } from '../support/tempdb';

/** A file at the schema before migration 015 with two table nights, one entering confirmed results by itself. */
function seeded() {
  const file = join(tempDir(), 'club.sqlite');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations.filter((m) => m.version < 15));
  db.exec(`
    INSERT INTO players (id, name) VALUES (1, 'Ann'), (2, 'Bob');
    INSERT INTO events (id, name, game, format, options, status) VALUES (1, 'Night one', 'othello', 'swiss', '{}', 'running'), (2, 'Night two', 'othello', 'swiss', '{}', 'running');
    INSERT INTO registrations (event_id, player_id) VALUES (1, 1), (1, 2);
    INSERT INTO event_settings (event_id, settings) VALUES (1, '{"gamesPerMatch":1,"dutchEdition":"2026"}');
    INSERT INTO rounds (event_id, number) VALUES (1, 1);
    INSERT INTO pairings (event_id, round, pos, board, a, b) VALUES (1, 1, 0, 1, '1', '2');
    INSERT INTO table_nights (event_id, auto_enter, fees) VALUES (1, 1, '{"junior":3}'), (2, 0, '{}');
  `);
  return { db, file };
}

describe('migration 015: auto-enter becomes an event setting; events may be arenas (issue 42)', () => {
  it('copies each night\'s auto-enter into its event\'s settings, keeping the other settings and every row', () => {
    const { db, file } = seeded();
    const events = db.prepare('SELECT * FROM events ORDER BY id').all();
    const pairings = db.prepare('SELECT * FROM pairings').all();
    expect(() => db.exec("INSERT INTO events (name, game, format) VALUES ('x', 'othello', 'arena')")).toThrow(/CHECK/);
    migrate(db, { file: ':memory:', backupDir: tempDir() }, migrations.filter((m) => m.version <= 15));
    expect(db.pragma('user_version', { simple: true })).toBe(15);
    const settings = (id: number) => JSON.parse(db.prepare('SELECT settings FROM event_settings WHERE event_id = ?').pluck().get(id) as string) as Record<string, unknown>;
    expect(settings(1)).toEqual({ gamesPerMatch: 1, dutchEdition: '2026', autoEnter: true });
    expect(settings(2)).toEqual({ autoEnter: false });
    expect(db.prepare('SELECT * FROM events ORDER BY id').all()).toEqual(events);
    expect(db.prepare('SELECT * FROM pairings').all()).toEqual(pairings);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    db.exec("INSERT INTO events (id, name, game, format) VALUES (3, 'Arena', 'othello', 'arena')");
    expect(() => db.exec("INSERT INTO events (name, game, format) VALUES ('x', 'othello', 'blitz')")).toThrow(/CHECK/);
    db.close();
    // The running night behaves after the upgrade as before it: the services read the setting.
    const backend = createBackend(openDatabase({ file }));
    expect(backend.call('tableNight.get', { eventId: 1 })).toMatchObject({ ok: true, data: { autoEnter: true, fees: { junior: 3 } } });
    expect(backend.call('tableNight.get', { eventId: 2 })).toMatchObject({ ok: true, data: { autoEnter: false } });
  });
});
