import type { Migration } from '../types';

/**
 * An entry that has appeared in a pairing is history: its registration (or doubles pair) can no
 * longer be deleted, and no pairing may name an entry the event does not have. Both would leave a
 * "ghost" pairing (no name, pairing number 0) and silently change other players' scores and
 * tie-breaks. The services refuse first with a plain message (withdraw instead); these triggers make
 * the rule hold for every writer of the file.
 */
export const m005: Migration = {
  version: 5,
  name: 'entry history',
  up(db) {
    db.exec(`
      CREATE TRIGGER registrations_keep_paired BEFORE DELETE ON registrations
      WHEN EXISTS (SELECT 1 FROM pairings p WHERE p.event_id = OLD.event_id AND (p.a = CAST(OLD.player_id AS TEXT) OR p.b = CAST(OLD.player_id AS TEXT)))
      BEGIN SELECT RAISE(ABORT, 'entry has appeared in a pairing: withdraw it instead of deleting it'); END;

      CREATE TRIGGER teams_keep_paired BEFORE DELETE ON teams
      WHEN EXISTS (SELECT 1 FROM pairings p WHERE p.event_id = OLD.event_id AND (p.a = 't' || OLD.id OR p.b = 't' || OLD.id))
      BEGIN SELECT RAISE(ABORT, 'pair has appeared in a pairing: withdraw it instead of deleting it'); END;

      CREATE TRIGGER pairings_known_entries BEFORE INSERT ON pairings
      WHEN NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = NEW.event_id AND CAST(r.player_id AS TEXT) = NEW.a
                       UNION ALL SELECT 1 FROM teams t WHERE t.event_id = NEW.event_id AND 't' || t.id = NEW.a)
        OR (NEW.b IS NOT NULL AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.event_id = NEW.event_id AND CAST(r.player_id AS TEXT) = NEW.b
                       UNION ALL SELECT 1 FROM teams t WHERE t.event_id = NEW.event_id AND 't' || t.id = NEW.b))
      BEGIN SELECT RAISE(ABORT, 'a pairing names an entry the event does not have'); END;
    `);
  },
};
