/** Elo rating lists per game, and each player's history, updated when an event is finalised. */
import type { Db } from '../types';
import type { RatingList } from '../../../shared/tournament';

export interface RatingRow {
  playerId: number;
  name: string;
  rating: number;
  games: number;
  source: 'elo' | 'list';
}

export interface RatingHistoryRow {
  eventId: number;
  eventName: string;
  before: number;
  after: number;
  games: number;
  score: number;
  expected: number;
  at: string;
}

export function tournamentRatingsRepo(db: Db) {
  const list = db.prepare<[string], RatingRow>(
    `SELECT r.player_id AS playerId, p.name, r.rating, r.games, r.source FROM ratings r JOIN players p ON p.id = r.player_id
     WHERE r.game = ? ORDER BY r.rating DESC, p.name`,
  );
  const upsert = db.prepare<[string, number, number, number]>(
    `INSERT INTO ratings (game, player_id, rating, games) VALUES (?, ?, ?, ?)
     ON CONFLICT (game, player_id) DO UPDATE SET rating = excluded.rating, games = excluded.games`,
  );
  const addHistory = db.prepare<{ game: string; playerId: number; eventId: number; before: number; after: number; games: number; score: number; expected: number }>(
    `INSERT INTO rating_history (game, player_id, event_id, before, after, games, score, expected)
     VALUES (@game, @playerId, @eventId, @before, @after, @games, @score, @expected)`,
  );
  const history = db.prepare<[string, number], RatingHistoryRow>(
    `SELECT h.event_id AS eventId, e.name AS eventName, h.before, h.after, h.games, h.score, h.expected, h.at
     FROM rating_history h JOIN events e ON e.id = h.event_id WHERE h.game = ? AND h.player_id = ? ORDER BY h.id`,
  );
  const ratingIn = db.prepare<[string, number], { rating: number | null }>(
    `SELECT COALESCE((SELECT r.rating FROM ratings r WHERE r.game = ? AND r.player_id = p.id), p.rating) AS rating FROM players p WHERE p.id = ?`,
  );
  const setList = db.prepare<[string, number, number]>(
    `INSERT INTO ratings (game, player_id, rating, games, source) VALUES (?, ?, ?, 0, 'list')
     ON CONFLICT (game, player_id) DO UPDATE SET rating = excluded.rating, source = 'list'`,
  );
  const clear = db.prepare<[string, number]>('DELETE FROM ratings WHERE game = ? AND player_id = ?');
  const restore = db.prepare<[string, number, number, number, string]>(
    `INSERT INTO ratings (game, player_id, rating, games, source) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (game, player_id) DO UPDATE SET rating = excluded.rating, games = excluded.games, source = excluded.source`,
  );
  const ofPlayer = db.prepare<[number], { game: string; rating: number; games: number; source: 'elo' | 'list' }>(
    'SELECT game, rating, games, source FROM ratings WHERE player_id = ? ORDER BY game',
  );
  return {
    list: (game: string): RatingRow[] => list.all(game),
    /**
     * The rating of player P in game G, the one accessor for seeding, pairing and prizes: the game's
     * own rating (from a list or Elo), else the player's general rating, else null.
     */
    ratingIn: (game: string, playerId: number): number | null => ratingIn.get(game, playerId)?.rating ?? null,
    /** A rating typed or imported from a federation list: established; the Elo games count is kept. */
    setListRating: (game: string, playerId: number, rating: number | null): void => void (rating === null ? clear.run(game, playerId) : setList.run(game, playerId, rating)),
    /** Put a rating row back exactly as it was (null: the player had none in the game). */
    restore: (game: string, playerId: number, row: { rating: number; games: number; source: string } | null): void =>
      void (row ? restore.run(game, playerId, row.rating, row.games, row.source) : clear.run(game, playerId)),
    /** Every game the player holds a rating in. */
    ofPlayer: (playerId: number) => ofPlayer.all(playerId),
    /** The list as the domain's `rateEvent` reads it (history is kept in its own table). */
    asDomain(game: string): RatingList {
      const out: RatingList = {};
      for (const r of list.all(game)) out[String(r.playerId)] = { rating: r.rating, games: r.games, history: [], ...(r.source === 'list' ? { established: true } : {}) };
      return out;
    },
    /** Store the ratings of the players an event changed, with one history line each. */
    apply(game: string, eventId: number, next: RatingList): number {
      let changed = 0;
      for (const [id, r] of Object.entries(next)) {
        const last = r.history[r.history.length - 1];
        if (!last || last.event !== String(eventId)) continue;
        upsert.run(game, Number(id), r.rating, r.games);
        addHistory.run({ game, playerId: Number(id), eventId, before: last.before, after: last.after, games: last.games, score: last.score, expected: last.expected });
        changed++;
      }
      return changed;
    },
    history: (game: string, playerId: number): RatingHistoryRow[] => history.all(game, playerId),
  };
}
