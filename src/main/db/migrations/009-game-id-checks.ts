import type { Db } from '../types';
import type { Migration } from '../types';

/**
 * Which games exist is the game registry's to say (src/shared/games/registry.ts), not the schema's:
 * migrations 001 and 002 CHECKed `events.game` and `games.game` against the five ids of the time, so a
 * new game needed a schema change. This drops those CHECKs by rebuilding both tables the way SQLite
 * documents (a new table, the rows copied, the old one dropped, the new one renamed, its indices and
 * triggers made again), with foreign keys off for this migration only (see migrate.ts) and checked
 * before it commits. Each table is rebuilt from its own stored definition, so columns later migrations
 * added are kept. The services still refuse an unknown game (the API's GameId schema).
 */
const GAME_CHECK = /\s+CHECK\s*\(\s*game\s+IN\s*\([^)]*\)\s*\)/i;

function dropGameCheck(db: Db, table: 'events' | 'games'): void {
  const sql = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").pluck().get(table) as string | undefined;
  if (!sql) throw new Error(`migration 009: no table ${table}`);
  if (!GAME_CHECK.test(sql)) return; // already without the CHECK
  const rebuilt = sql.replace(GAME_CHECK, '').replace(/^CREATE TABLE\s+("?)\w+\1/i, `CREATE TABLE ${table}_010`);
  // Indices and triggers go with the dropped table: their definitions are kept and run again.
  const dependents = db.prepare("SELECT sql FROM sqlite_schema WHERE tbl_name = ? AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name")
    .pluck().all(table) as string[];
  const columns = (db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all(table) as string[]).map((c) => `"${c}"`).join(', ');
  db.exec(rebuilt);
  db.exec(`INSERT INTO ${table}_010 (${columns}) SELECT ${columns} FROM ${table}`);
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${table}_010 RENAME TO ${table}`);
  for (const statement of dependents) db.exec(statement);
}

export const m009: Migration = {
  version: 9,
  name: 'game ids checked by the game registry, not the schema',
  foreignKeysOff: true,
  up(db) {
    // The rename must not rewrite or re-check other tables' references (they name `events` and `games`, as before).
    const legacy = db.pragma('legacy_alter_table', { simple: true }) as number;
    db.pragma('legacy_alter_table = ON');
    try {
      dropGameCheck(db, 'events');
      dropGameCheck(db, 'games');
    } finally {
      db.pragma(`legacy_alter_table = ${legacy ? 'ON' : 'OFF'}`);
    }
  },
};
