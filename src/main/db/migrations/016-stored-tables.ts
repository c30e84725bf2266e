import type { Db, Migration } from '../types';

/**
 * Issue 45, part 5: an event's standings kept in the file, so that a server started later answers them
 * without computing them again.
 *
 * 1. `data_generation`: one number that every insert, update or delete in any table moves (a trigger per
 *    table and statement kind, `keepGenerationTriggers`). A stored table is valid only at the generation
 *    it was computed at: any change anywhere makes it old, whatever the change was and whoever made it
 *    (this app, another process, the sqlite3 shell).
 * 2. `stored_tables`: an event's standings in its own view (the event's order, as of the round shown by
 *    default), which round that is (`view`), the generation and the code they were computed with, and
 *    the answer serialized.
 */
export const m016: Migration = {
  version: 16,
  name: 'stored-tables',
  up(db) {
    db.exec(`
      CREATE TABLE data_generation (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
      INSERT INTO data_generation (id, n) VALUES (1, 0);
      CREATE TABLE stored_tables (
        event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        generation INTEGER NOT NULL,
        code TEXT NOT NULL,
        view TEXT NOT NULL,
        body BLOB NOT NULL
      );
    `);
    keepGenerationTriggers(db);
  },
};

/**
 * Tables whose changes leave every stored table valid: the moves of game records (`actions`), the game
 * records themselves (a finished record writes its match's result into match_games, which moves the
 * generation) and the audit log (written beside the change it records); and the generation and the
 * stored tables themselves. No stored table reads them.
 */
export const UNTRACKED_TABLES: readonly string[] = ['actions', 'games', 'audit', 'data_generation', 'stored_tables'];

/**
 * Gives every table but the untracked ones its three triggers that move the generation (made again when
 * missing). A later migration that adds a table, or rebuilds one (which drops its triggers), calls this
 * again; test/db/stored-tables.test.ts checks that every table of a new file has them.
 */
export function keepGenerationTriggers(db: Db): void {
  const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  for (const table of tables) {
    if (UNTRACKED_TABLES.includes(table)) continue;
    for (const kind of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(`CREATE TRIGGER IF NOT EXISTS "generation_${table}_${kind.toLowerCase()}" AFTER ${kind} ON "${table}"
        BEGIN UPDATE data_generation SET n = n + 1 WHERE id = 1; END`);
    }
  }
}
