/**
 * How an event is run beyond its game and format: games per match, scoring, tie-break order, the
 * forfeit policy, the knockout play-off rule, league nights, seeding and the Elo parameters.
 * Stored per event by the services; pure defaults here so every layer agrees on them.
 */
import type { GameId } from '../games/types';
import type { PlayoffRule } from './formats';
import { DEFAULT_SCORING, type FormatKind, type Scoring, type TournamentEvent } from './model';
import { DEFAULT_ORDER, type Criterion } from './standings';

/** Two players who must never be paired together (player ids), and why. */
export interface ForbiddenPair {
  a: number;
  b: number;
  why: string;
}

export interface TournamentSettings {
  /** Games per match: Onino's agreed number, a mini-match; 1 by default. */
  gamesPerMatch: number;
  scoring: Scoring;
  /** Ranking criteria in order; null: the game's own (DEFAULT_ORDER). */
  tieBreaks: Criterion[] | null;
  /** Games other than Onino: withdraw an entry that forfeits (R-ONI-14 always bars in Onino). */
  withdrawForfeiter: boolean;
  /** Knockout: how a tied match is settled. */
  playoff: PlayoffRule;
  /** Pairing numbers: by rating (highest first, then name) or in order of registration. */
  seeding: 'rating' | 'registration';
  /** Elo, K by experience: the K of a provisional rating (fewer than `provisionalGames` rated games). */
  ratingKNew: number;
  provisionalGames: number;
  /** Forbidden pairings (absolute, like C1): never pair two players of the same club (when true)... */
  avoidSameClub: boolean;
  /** ...nor these two players (player ids; `why`: "family", "same household", ...). */
  forbiddenPairs: ForbiddenPair[];
  /** Swiss: the first mover of the top seed's board in round 1 (FIDE E.5, "white"). */
  initialColour: 'white' | 'black';
  /** League: match nights the season's rounds are spread over (null: one round a night). */
  nights: number | null;
  /** League: single or double (home and away) round robin. */
  cycles: 1 | 2;
  /** League: home/away venues with first moves allocated apart, or the Berger order as first move. */
  balance: 'home-away' | 'first-move';
  /** Elo: development coefficient and a newcomer's rating. */
  ratingK: number;
  ratingStart: number;
}

export const DEFAULT_SETTINGS: TournamentSettings = {
  gamesPerMatch: 1,
  scoring: DEFAULT_SCORING,
  tieBreaks: null,
  withdrawForfeiter: true,
  playoff: 'higher-seed',
  seeding: 'rating',
  ratingKNew: 40,
  provisionalGames: 20,
  avoidSameClub: false,
  forbiddenPairs: [],
  initialColour: 'white',
  nights: null,
  cycles: 1,
  balance: 'home-away',
  ratingK: 20,
  ratingStart: 1500,
};

/** The standings order the event uses. */
export function rankingOrder(game: GameId, settings: TournamentSettings): readonly Criterion[] {
  return settings.tieBreaks && settings.tieBreaks.length > 0 ? settings.tieBreaks : DEFAULT_ORDER[game];
}

/** The event fields that come from the settings. */
export function eventFields(format: FormatKind, settings: TournamentSettings): Pick<TournamentEvent, 'format' | 'gamesPerMatch' | 'scoring' | 'withdrawForfeiter'> {
  return { format, gamesPerMatch: settings.gamesPerMatch, scoring: settings.scoring, withdrawForfeiter: settings.withdrawForfeiter };
}
