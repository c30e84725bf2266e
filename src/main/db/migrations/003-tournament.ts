import type { Migration } from '../types';

/**
 * The tournament core: entries (registrations with pairing numbers, late entry and withdrawal
 * rounds; Onino doubles pairs with their seating), requested byes, per-event tournament settings,
 * rounds, pairings (matches and byes), the games of each match (first move and how it was decided,
 * result, protest/strike flags, the linked digital-board record), sanctions and Elo ratings.
 * Standings are computed, never stored (docs/tournament.md).
 *
 * Entry ids as the domain sees them (src/shared/tournament/model.ts): a single player's entry is the
 * player's id as text ("12"), a doubles pair is "t" + the team id ("t3").
 */
export const m003: Migration = {
  version: 3,
  name: 'tournament',
  up(db) {
    db.exec(`
      ALTER TABLE registrations ADD COLUMN pairing_number INTEGER CHECK (pairing_number IS NULL OR pairing_number >= 1);
      ALTER TABLE registrations ADD COLUMN joined_round INTEGER CHECK (joined_round IS NULL OR joined_round >= 1);
      ALTER TABLE registrations ADD COLUMN withdrawn_round INTEGER CHECK (withdrawn_round IS NULL OR withdrawn_round >= 1);

      -- Onino doubles: a pair entered as one entry, its members seated A1 then A2 (R-ONI-2).
      CREATE TABLE teams (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        pairing_number INTEGER CHECK (pairing_number IS NULL OR pairing_number >= 1),
        joined_round INTEGER CHECK (joined_round IS NULL OR joined_round >= 1),
        withdrawn_round INTEGER CHECK (withdrawn_round IS NULL OR withdrawn_round >= 1),
        created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX teams_event ON teams (event_id);
      CREATE TABLE team_members (
        team_id INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL CHECK (seat IN (1, 2)),
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
        PRIMARY KEY (team_id, seat)
      );

      CREATE TABLE event_settings (
        event_id INTEGER PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
        settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings))
      );

      CREATE TABLE bye_requests (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        round INTEGER NOT NULL CHECK (round >= 1),
        entry TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('half', 'zero')),
        PRIMARY KEY (event_id, round, entry)
      );

      CREATE TABLE rounds (
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 999),
        published INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
        night INTEGER,
        paired_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
        PRIMARY KEY (event_id, number)
      );

      -- One row per pairing in listing order (pos); byes have no board and no b.
      CREATE TABLE pairings (
        event_id INTEGER NOT NULL,
        round INTEGER NOT NULL,
        pos INTEGER NOT NULL,
        board INTEGER CHECK (board IS NULL OR board >= 1),
        a TEXT NOT NULL,
        b TEXT,
        bye TEXT CHECK (bye IS NULL OR bye IN ('pairing', 'half', 'zero', 'forfeit')),
        forfeit TEXT CHECK (forfeit IS NULL OR forfeit IN ('a', 'b', 'both')),
        settled_winner TEXT CHECK (settled_winner IS NULL OR settled_winner IN ('a', 'b')),
        settled_how TEXT CHECK (settled_how IS NULL OR settled_how IN ('higher-seed', 'lot', 'director')),
        PRIMARY KEY (event_id, round, pos),
        FOREIGN KEY (event_id, round) REFERENCES rounds (event_id, number) ON DELETE CASCADE,
        CHECK ((bye IS NULL) = (b IS NOT NULL AND board IS NOT NULL)),
        CHECK (b IS NULL OR a <> b)
      );
      CREATE UNIQUE INDEX pairings_board ON pairings (event_id, round, board) WHERE board IS NOT NULL;

      -- The games of a match (playoff = 1: knockout play-off games). A result exists when ending is set.
      CREATE TABLE match_games (
        event_id INTEGER NOT NULL,
        round INTEGER NOT NULL,
        pos INTEGER NOT NULL,
        playoff INTEGER NOT NULL CHECK (playoff IN (0, 1)),
        idx INTEGER NOT NULL CHECK (idx >= 0),
        first TEXT NOT NULL CHECK (first IN ('a', 'b')),
        decided_by TEXT CHECK (decided_by IS NULL OR json_valid(decided_by)),
        winner TEXT CHECK (winner IS NULL OR winner IN ('a', 'b')),
        score_a INTEGER,
        score_b INTEGER,
        margin INTEGER,
        ending TEXT CHECK (ending IS NULL OR ending IN ('play', 'draw', 'resignation', 'agreement', 'forfeit', 'director')),
        last_play TEXT CHECK (last_play IS NULL OR last_play IN ('a', 'b')),
        markers_used INTEGER,
        under_protest INTEGER NOT NULL DEFAULT 0,
        decided INTEGER NOT NULL DEFAULT 0,
        struck INTEGER NOT NULL DEFAULT 0,
        game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
        PRIMARY KEY (event_id, round, pos, playoff, idx),
        FOREIGN KEY (event_id, round, pos) REFERENCES pairings (event_id, round, pos) ON DELETE CASCADE,
        CHECK ((ending IS NULL) = (score_a IS NULL))
      );
      CREATE INDEX match_games_game ON match_games (game_id) WHERE game_id IS NOT NULL;

      -- Defaults and forfeits (they change the event), protests (with the decision) and penalties.
      CREATE TABLE sanctions (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('default', 'forfeit', 'protest', 'penalty')),
        entry TEXT,
        round INTEGER NOT NULL,
        board INTEGER,
        game INTEGER,
        reason TEXT NOT NULL DEFAULT '',
        decision TEXT,
        decided_at TEXT,
        detail TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(detail)),
        at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX sanctions_event ON sanctions (event_id, id);

      -- Elo lists per game across events, updated when an event is finalised.
      CREATE TABLE ratings (
        game TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        rating REAL NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (game, player_id)
      ) WITHOUT ROWID;
      CREATE TABLE rating_history (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        before REAL NOT NULL,
        after REAL NOT NULL,
        games INTEGER NOT NULL,
        score REAL NOT NULL,
        expected REAL NOT NULL,
        at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
      );
      CREATE INDEX rating_history_player ON rating_history (game, player_id, id);
    `);
  },
};
