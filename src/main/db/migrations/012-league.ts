import type { Migration } from '../types';

/**
 * The league server (issue 43, docs/teams.md "The league server"):
 * - `captain_codes`: one code per team and season. Only a SHA-256 of the code is stored, like a table
 *   code (migration 004): a copied database file gives nobody a working code. Issuing again replaces it.
 * - `match_cards`: a captain's match card (line-ups and every board's result) waiting for the other
 *   captain or the secretary; it reaches the team document only when confirmed or accepted.
 * - `club_keys`: each club's key for signing the nights it pushes (HMAC-SHA256). The server must hold
 *   the key itself to check a signature; a revoked key stays listed, so a night signed with it is
 *   refused as revoked, by name.
 * - `pushed_nights`: the signed nights received, so a night pushed again is answered, not applied twice.
 */
export const m012: Migration = {
  version: 12,
  name: 'league server',
  up(db) {
    db.exec(`
      CREATE TABLE captain_codes (
        event_id INTEGER NOT NULL REFERENCES team_events (event_id) ON DELETE CASCADE,
        team_id TEXT NOT NULL,
        code_hash TEXT NOT NULL UNIQUE CHECK (length(code_hash) = 64),
        issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (event_id, team_id)
      );
      CREATE TABLE match_cards (
        event_id INTEGER NOT NULL REFERENCES team_events (event_id) ON DELETE CASCADE,
        fixture TEXT NOT NULL,
        submitted_by TEXT NOT NULL,
        card TEXT NOT NULL CHECK (json_valid(card)),
        status TEXT NOT NULL CHECK (status IN ('submitted', 'confirmed', 'disputed', 'accepted', 'rejected')),
        reason TEXT NOT NULL DEFAULT '',
        submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        decided_at TEXT,
        PRIMARY KEY (event_id, fixture)
      );
      CREATE TABLE club_keys (
        key_id TEXT PRIMARY KEY CHECK (length(key_id) BETWEEN 8 AND 40),
        event_id INTEGER NOT NULL REFERENCES team_events (event_id) ON DELETE CASCADE,
        club TEXT NOT NULL,
        secret TEXT NOT NULL,
        issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        revoked_at TEXT
      );
      CREATE TABLE pushed_nights (
        event_id INTEGER NOT NULL REFERENCES team_events (event_id) ON DELETE CASCADE,
        signature TEXT NOT NULL,
        key_id TEXT NOT NULL REFERENCES club_keys (key_id),
        date TEXT NOT NULL,
        pushed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (event_id, signature)
      );
    `);
  },
};
