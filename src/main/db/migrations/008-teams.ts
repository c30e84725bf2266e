import type { Migration } from '../types';

/**
 * Team competitions and league seasons (issue 23): one team document per team event (teams, squads,
 * alternates, fixtures with their boards and games, sanctions, imported club nights) as JSON, the
 * shape of src/shared/tournament/teams/model.ts. `revision` counts the saved changes: an undo restores
 * the document an audit entry kept, and only while nothing changed since. (The older `teams` table
 * holds Onino doubles pairs, an individual event's entries.)
 */
export const m008: Migration = {
  version: 8,
  name: 'teams',
  up(db) {
    db.exec(`
      CREATE TABLE team_events (
        event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        season_id TEXT NOT NULL,
        doc TEXT NOT NULL CHECK (json_valid(doc)),
        revision INTEGER NOT NULL DEFAULT 0 CHECK (revision >= 0),
        updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE UNIQUE INDEX team_events_season ON team_events (season_id);
      -- The document as it was before each saved revision: what an undo puts back (the audit entry names the revision).
      CREATE TABLE team_event_history (
        event_id INTEGER NOT NULL REFERENCES team_events (event_id) ON DELETE CASCADE,
        revision INTEGER NOT NULL CHECK (revision >= 1),
        doc TEXT NOT NULL CHECK (json_valid(doc)),
        PRIMARY KEY (event_id, revision)
      );
    `);
  },
};
