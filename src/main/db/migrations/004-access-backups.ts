import type { Migration } from '../types';

/**
 * Per-table access codes for LAN mode: a code lets one table device read and record its own game only.
 * Only a SHA-256 of the code is stored (a copied database file gives nobody a working code).
 * Backups need no table: they are files in `<file>.backups`, listed from the folder itself, so the list
 * stays true even after a restore replaced every row.
 */
export const m004: Migration = {
  version: 4,
  name: 'access and backups',
  up(db) {
    db.exec(`
      CREATE TABLE table_codes (
        game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL UNIQUE CHECK (length(code_hash) = 64),
        issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
    `);
  },
};
