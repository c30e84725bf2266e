import type { Migration } from '../types';

/**
 * Game records as append-only action rows (R-ALL-1: the record is the truth, state is a replay),
 * and the audit log of director decisions.
 */
export const m002: Migration = {
  version: 2,
  name: 'games, actions and the audit log',
  up(db) {
    db.exec(`
      CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL CHECK (game IN ('onino', 'dominoes', 'othello', 'ninuki', 'tonobeb')),
        options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
        title TEXT NOT NULL DEFAULT '',
        event_id INTEGER REFERENCES events (id) ON DELETE RESTRICT,
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX games_event ON games (event_id);

      -- seq is 1, 2, 3, ... per game; the primary key makes a second writer of the same seq fail.
      CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL CHECK (seq >= 1),
        notation TEXT NOT NULL CHECK (length(notation) BETWEEN 1 AND 500),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (game_id, seq)
      ) WITHOUT ROWID;

      CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        event_id INTEGER REFERENCES events (id) ON DELETE CASCADE,
        game_id INTEGER REFERENCES games (id) ON DELETE CASCADE,
        action TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '',
        detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail))
      );
      CREATE INDEX audit_event ON audit (event_id, id);
    `);
  },
};
