import type { Migration } from '../types';

/**
 * Players as a federation keeps them (issue 21): an optional federation id (unique where given), the
 * club's own member id, birth year, sex and category; and ratings per game that come from a list
 * (typed or imported) as well as from Elo. `ratings.source` says which: 'list' ratings are
 * established (never provisional, K by experience counts them as experienced), 'elo' ones are
 * computed by finalised events and provisional while the player has few rated games.
 *
 * The single `players.rating` stays as the player's general rating (the fallback for a game with no
 * rating of its own). Moved here: each player's general rating becomes the rating of every game the
 * player has played in an event (a registration or a doubles seat) and has no rating in yet.
 */
export const m006: Migration = {
  version: 6,
  name: 'player identity and ratings per game',
  up(db) {
    db.exec(`
      ALTER TABLE players ADD COLUMN fed_id TEXT CHECK (fed_id IS NULL OR length(fed_id) BETWEEN 1 AND 40);
      ALTER TABLE players ADD COLUMN club_id TEXT NOT NULL DEFAULT '';
      ALTER TABLE players ADD COLUMN birth_year INTEGER CHECK (birth_year IS NULL OR birth_year BETWEEN 1900 AND 2100);
      ALTER TABLE players ADD COLUMN sex TEXT NOT NULL DEFAULT '' CHECK (sex IN ('', 'F', 'M', 'X'));
      ALTER TABLE players ADD COLUMN category TEXT NOT NULL DEFAULT '';
      CREATE UNIQUE INDEX players_fed_id ON players (fed_id) WHERE fed_id IS NOT NULL;

      ALTER TABLE ratings ADD COLUMN source TEXT NOT NULL DEFAULT 'elo' CHECK (source IN ('elo', 'list'));

      INSERT INTO ratings (game, player_id, rating, games, source)
      SELECT DISTINCT e.game, p.id, p.rating, 0, 'list'
      FROM players p
      JOIN (SELECT event_id, player_id FROM registrations
            UNION SELECT t.event_id, m.player_id FROM team_members m JOIN teams t ON t.id = m.team_id) r ON r.player_id = p.id
      JOIN events e ON e.id = r.event_id
      WHERE p.rating IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM ratings x WHERE x.game = e.game AND x.player_id = p.id);
    `);
  },
};
