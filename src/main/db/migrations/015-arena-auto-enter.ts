import type { Db, Migration } from '../types';

/**
 * Issue 42's remainder.
 *
 * 1. Auto-enter becomes an event setting (`autoEnter` in event_settings): each `table_nights` row's
 *    `auto_enter` is copied into its event's settings, so a night already running keeps entering (or
 *    not) exactly as before the upgrade. The column stays (SQLite keeps it) but is no longer read.
 * 2. The arena format: `events.format`'s CHECK gains 'arena'. SQLite cannot alter a CHECK, so the table
 *    is rebuilt from its own stored definition (the columns later migrations added are kept), its rows
 *    copied, its indices and triggers made again, the way migration 009 did for the game ids.
 */
const FORMAT_CHECK = /CHECK\s*\(\s*format\s+IN\s*\(([^)]*)\)\s*\)/i;

function allowArena(db: Db): void {
  const sql = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'events'").pluck().get() as string | undefined;
  if (!sql) throw new Error('migration 015: no table events');
  const check = FORMAT_CHECK.exec(sql);
  if (!check || /'arena'/.test(check[1]!)) return; // no CHECK on the format, or it already allows the arena
  const rebuilt = sql.replace(FORMAT_CHECK, `CHECK (format IN (${check[1]}, 'arena'))`).replace(/^CREATE TABLE\s+("?)\w+\1/i, 'CREATE TABLE events_015');
  const dependents = db.prepare("SELECT sql FROM sqlite_schema WHERE tbl_name = 'events' AND type IN ('index', 'trigger') AND sql IS NOT NULL ORDER BY type, name")
    .pluck().all() as string[];
  const columns = (db.prepare("SELECT name FROM pragma_table_info('events')").pluck().all() as string[]).map((c) => `"${c}"`).join(', ');
  db.exec(rebuilt);
  db.exec(`INSERT INTO events_015 (${columns}) SELECT ${columns} FROM events`);
  db.exec('DROP TABLE events');
  db.exec('ALTER TABLE events_015 RENAME TO events');
  for (const statement of dependents) db.exec(statement);
}

function autoEnterToSettings(db: Db): void {
  const nights = db.prepare('SELECT n.event_id AS id, n.auto_enter AS autoEnter, s.settings FROM table_nights n LEFT JOIN event_settings s ON s.event_id = n.event_id')
    .all() as Array<{ id: number; autoEnter: number; settings: string | null }>;
  const put = db.prepare('INSERT INTO event_settings (event_id, settings) VALUES (?, ?) ON CONFLICT (event_id) DO UPDATE SET settings = excluded.settings');
  for (const n of nights) put.run(n.id, JSON.stringify({ ...(n.settings ? JSON.parse(n.settings) as object : {}), autoEnter: n.autoEnter === 1 }));
}

export const m015: Migration = {
  version: 15,
  name: 'auto-enter as an event setting; the arena format',
  foreignKeysOff: true,
  up(db) {
    autoEnterToSettings(db);
    // The rename must not rewrite or re-check other tables' references (they name `events`, as before).
    const legacy = db.pragma('legacy_alter_table', { simple: true }) as number;
    db.pragma('legacy_alter_table = ON');
    try {
      allowArena(db);
    } finally {
      db.pragma(`legacy_alter_table = ${legacy ? 'ON' : 'OFF'}`);
    }
  },
};
