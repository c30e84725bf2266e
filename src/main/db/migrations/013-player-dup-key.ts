import type { Migration } from '../types';
import { duplicateKey } from '../repos/players';

/**
 * Duplicate lookups by an index (issue 45): each player's name and club folded the way
 * `duplicateKey` folds them (case, accents, spacing), stored in `dup_key` so that "is this player
 * already in the list?" is one indexed read instead of folding every player's name again. The fold
 * is JavaScript's, so existing rows are filled here row by row; the players repo and the merge repo
 * keep the column up to date on every write of a name or club.
 *
 * The same quadratic cost hid in migration 005's check that a pairing names entries of its event:
 * `CAST(r.player_id AS TEXT) = NEW.a` cannot use the registrations key, so every pairing written read
 * every registration of the event. The trigger is made again with the same condition plus an
 * equivalent one the keys can answer (the id read back from the text), so it says yes and no exactly
 * as before.
 */
export const m013: Migration = {
  version: 13,
  name: 'players: indexed duplicate key',
  up(db) {
    db.exec("ALTER TABLE players ADD COLUMN dup_key TEXT NOT NULL DEFAULT ''");
    const set = db.prepare<[string, number]>('UPDATE players SET dup_key = ? WHERE id = ?');
    const rows = db.prepare<[], { id: number; name: string; club: string }>('SELECT id, name, club FROM players').all();
    for (const r of rows) set.run(duplicateKey(r.name, r.club), r.id);
    db.exec(`
      CREATE INDEX players_dup_key ON players (dup_key);

      DROP TRIGGER pairings_known_entries;
      CREATE TRIGGER pairings_known_entries BEFORE INSERT ON pairings
      WHEN NOT EXISTS (${knownEntry('NEW.a')}) OR (NEW.b IS NOT NULL AND NOT EXISTS (${knownEntry('NEW.b')}))
      BEGIN SELECT RAISE(ABORT, 'a pairing names an entry the event does not have'); END;
    `);
  },
};

/** A registration or a doubles pair of the pairing's event whose entry id is `entry`, found by the tables' keys. */
function knownEntry(entry: string): string {
  return `SELECT 1 FROM registrations r WHERE r.event_id = NEW.event_id AND r.player_id = CAST(${entry} AS INTEGER) AND CAST(r.player_id AS TEXT) = ${entry}
          UNION ALL SELECT 1 FROM teams t WHERE t.event_id = NEW.event_id AND t.id = CAST(substr(${entry}, 2) AS INTEGER) AND 't' || t.id = ${entry}`;
}
