import type { Migration } from '../types';

export const m001: Migration = {
  version: 1,
  name: 'players, events and registrations',
  up(db) {
    db.exec(`
      CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        club TEXT NOT NULL DEFAULT '',
        rating INTEGER CHECK (rating IS NULL OR rating BETWEEN 0 AND 4000),
        contact TEXT NOT NULL DEFAULT '',
        notes TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX players_name ON players (name COLLATE NOCASE);

      CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        game TEXT NOT NULL CHECK (game IN ('onino', 'dominoes', 'othello', 'ninuki', 'tonobeb')),
        options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
        format TEXT NOT NULL CHECK (format IN ('round-robin', 'double-round-robin', 'swiss', 'knockout', 'league')),
        rounds_planned INTEGER CHECK (rounds_planned IS NULL OR rounds_planned BETWEEN 1 AND 99),
        start_date TEXT,
        end_date TEXT,
        venue TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'running', 'finished')),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );

      CREATE TABLE registrations (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
        registered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (event_id, player_id)
      );
      CREATE INDEX registrations_player ON registrations (player_id);
    `);
  },
};
