/**
 * Elo rating lists, one per game, updated once per finalised event: every rated game of the event
 * is scored against the ratings as they stood before the event (so the order of rounds does not
 * matter), and each player's change is K x (score - expected score). A pair (Onino doubles) plays
 * at its members' average rating and each member takes the pair's change.
 */
import type { GameId } from '../../games/types';
import type { TournamentEvent } from '../model';
import { ratedGames } from './games';

export interface EloOptions {
  /** Development coefficient (default 20). */
  k?: number;
  /** Rating of a player's first event (default 1500). */
  start?: number;
  /** K by experience: the K of a provisional rating (default `k`, i.e. one K for all). */
  kNew?: number;
  /** A rating is provisional until this many rated games (default 20), unless established. */
  provisionalGames?: number;
}

export interface RatingChange {
  event: string;
  before: number;
  after: number;
  games: number;
  score: number;
  expected: number;
}

export interface PlayerRating {
  rating: number;
  games: number;
  history: RatingChange[];
  /** From a federation list or typed by the director: never provisional. */
  established?: boolean;
}

/** Elo-computed over fewer rated games than the threshold: marked on lists, K of a newcomer. */
export function isProvisional(r: Pick<PlayerRating, 'games' | 'established'>, provisionalGames = 20): boolean {
  return !r.established && r.games < provisionalGames;
}

/** playerId -> rating, for one game. */
export type RatingList = Record<string, PlayerRating>;
export type RatingLists = Partial<Record<GameId, RatingList>>;

/** The expected score of a player rated `ra` against one rated `rb`. */
export function expectedScore(ra: number, rb: number): number {
  return 1 / (1 + 10 ** ((rb - ra) / 400));
}

/** The list after one finalised event (a new object; `list` is not touched). */
export function rateEvent(list: RatingList, event: TournamentEvent, eventId: string, opts: EloOptions = {}): RatingList {
  const k = opts.k ?? 20;
  const start = opts.start ?? 1500;
  const before = (id: string) => list[id]?.rating ?? start;
  const side = (ids: string[]) => ids.reduce((s, id) => s + before(id), 0) / ids.length;
  const tally = new Map<string, { games: number; score: number; expected: number }>();
  for (const g of ratedGames(event)) {
    const [ra, rb] = [side(g.players[0]), side(g.players[1])];
    const ea = expectedScore(ra, rb);
    for (const [ids, score, expected] of [[g.players[0], g.result, ea], [g.players[1], 1 - g.result, 1 - ea]] as const) {
      for (const id of ids) {
        const t = tally.get(id) ?? { games: 0, score: 0, expected: 0 };
        t.games++;
        t.score += score;
        t.expected += expected;
        tally.set(id, t);
      }
    }
  }
  const next: RatingList = { ...list };
  for (const [id, t] of tally) {
    const old = list[id];
    const from = old?.rating ?? start;
    const kOf = isProvisional({ games: old?.games ?? 0, established: old?.established }, opts.provisionalGames) ? (opts.kNew ?? k) : k;
    const after = from + kOf * (t.score - t.expected);
    next[id] = {
      ...(old?.established ? { established: true } : {}),
      rating: after,
      games: (old?.games ?? 0) + t.games,
      history: [...(old?.history ?? []), { event: eventId, before: from, after, games: t.games, score: t.score, expected: t.expected }],
    };
  }
  return next;
}

/** Rating lists per game from finalised events in the order they were finalised. */
export function ratingLists(events: ReadonlyArray<{ id: string; event: TournamentEvent }>, opts: EloOptions = {}): RatingLists {
  const lists: RatingLists = {};
  for (const { id, event } of events) lists[event.game] = rateEvent(lists[event.game] ?? {}, event, id, opts);
  return lists;
}
