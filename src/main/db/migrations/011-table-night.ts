import type { Migration } from '../types';

/**
 * The table as the scoresheet (issue 42): a code per table of an event (not per game: the same code
 * opens that table's page for every round), the players' short PINs, self check-in, the table night's
 * own options (confirmed results enter by themselves; entry fees per category) and the fee of each entry.
 * Reports, confirmations, disputes and refunds are audit rows, like issue 24's reports.
 * Only a SHA-256 of a table code is stored; a PIN is kept as given, since the starting list prints it.
 */
export const m011: Migration = {
  version: 11,
  name: 'table night',
  up(db) {
    db.exec(`
      CREATE TABLE event_table_codes (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        board INTEGER NOT NULL CHECK (board BETWEEN 1 AND 100000),
        code_hash TEXT NOT NULL UNIQUE CHECK (length(code_hash) = 64),
        issued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (event_id, board)
      );
      CREATE TABLE entry_pins (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        entry TEXT NOT NULL,
        pin TEXT NOT NULL CHECK (pin GLOB '[0-9][0-9][0-9][0-9]'),
        PRIMARY KEY (event_id, entry)
      );
      CREATE TABLE check_ins (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 999),
        entry TEXT NOT NULL,
        at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        how TEXT NOT NULL CHECK (how IN ('self', 'director')),
        PRIMARY KEY (event_id, round, entry)
      );
      CREATE TABLE table_nights (
        event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        auto_enter INTEGER NOT NULL DEFAULT 0 CHECK (auto_enter IN (0, 1)),
        fees TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(fees))
      );
      CREATE TABLE entry_fees (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        entry TEXT NOT NULL,
        category TEXT NOT NULL CHECK (category IN ('junior', 'senior', 'member', 'non-member')),
        due_cents INTEGER NOT NULL CHECK (due_cents >= 0),
        paid_cents INTEGER NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
        refunded_cents INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= paid_cents),
        method TEXT NOT NULL DEFAULT '' CHECK (length(method) <= 40),
        PRIMARY KEY (event_id, entry)
      );
    `);
  },
};
