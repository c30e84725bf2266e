import { ok, refuse, type Outcome } from '../types';
import { opponent } from './seating';
import type { OninoState, PerSide, Side } from './types';

/*
 * Match conduct (rules 2, 3; R-ONI-11, R-ONI-12) as pure values: a match between two named contestants
 * (players in singles, pairs in doubles) over an agreed number of games. Each game records how its first
 * play was chosen; each finished game records its result in terms of that game's sides.
 */

/** How the first play of a game was decided and what was chosen (the record keeps both, R-ONI-11). */
export interface FirstPlayChoice {
  /** toss: rule 2 (game 1); loser: rule 3, the loser of the previous game; last-play: rule 3 after a draw. */
  method: 'toss' | 'loser' | 'last-play';
  /** Who chose: the winner of the toss, the previous loser, or the side that had the last play. */
  chooser: string;
  /** What the chooser elected. */
  elected: Side;
  /** The contestant who plays first in this game (derived from the two above, kept for reading). */
  first: string;
}

/** A game's result as the match needs it, in that game's sides. */
export interface MatchGameResult {
  winner: Side | null;
  score: PerSide<number>;
  /** The side that made the last play (rule 3 after a draw); null when no play was made. */
  lastPlayBy: Side | null;
}

export interface MatchGame {
  choice: FirstPlayChoice;
  result: MatchGameResult | null;
}

export interface Match {
  contestants: readonly [string, string];
  /** The agreed number of games (R-ONI-12). */
  games: number;
  played: readonly MatchGame[];
}

/** Who decides the first play of the next game. */
export type NextChoice = { method: 'toss' } | { method: 'loser' | 'last-play'; chooser: string };

export interface MatchStanding {
  totals: Record<string, number>;
  averages: Record<string, number | null>;
  played: number;
  remaining: number;
  finished: boolean;
  /** The higher total once every agreed game is played; null while going on or for a drawn match. */
  winner: string | null;
  drawn: boolean;
}

export function createMatch(contestants: readonly [string, string], games: number): Outcome<Match> {
  if (!Number.isInteger(games) || games < 1) return refuse('R-ONI-12', `a match is an agreed number of games (1 or more), not ${games}`,
    'engine.onino.matchGames', { games });
  if (!contestants[0] || contestants[0] === contestants[1]) return refuse('R-ONI-12', 'a match needs two distinct, named contestants',
    'engine.onino.matchContestants');
  return ok({ contestants, games, played: [] });
}

/** The contestant who played `side` in a game. */
export function contestantOf(match: Match, game: MatchGame, side: Side): string {
  return side === 'first' ? game.choice.first : other(match, game.choice.first);
}

const other = (match: Match, name: string): string => (match.contestants[0] === name ? match.contestants[1] : match.contestants[0]);

/** Rules 2, 3, R-ONI-11: a toss for game 1; then the loser of the previous game; after a draw, the side that made its last play. */
export function nextChoice(match: Match): Outcome<NextChoice> {
  const last = match.played.at(-1);
  if (!last) return ok({ method: 'toss' });
  if (!last.result) return refuse('onino rule 3', `game ${match.played.length} is not finished yet`,
    'engine.onino.gameUnfinished', { game: match.played.length });
  if (match.played.length >= match.games) return refuse('R-ONI-12', `all ${match.games} agreed games have been played`,
    'engine.onino.allPlayed', { games: match.games });
  const { winner, lastPlayBy } = last.result;
  if (winner) return ok({ method: 'loser', chooser: contestantOf(match, last, opponent(winner)) });
  // A draw with no play at all leaves the choice where it was.
  return ok({ method: 'last-play', chooser: lastPlayBy ? contestantOf(match, last, lastPlayBy) : last.choice.chooser });
}

/**
 * Records the choice of first play for the next game. For game 1 `chooser` is the winner of the toss;
 * afterwards it must be the contestant `nextChoice` names (rule 3).
 */
export function chooseFirstPlay(match: Match, chooser: string, elected: Side): Outcome<Match> {
  const next = nextChoice(match);
  if (!next.ok) return next;
  if (!match.contestants.includes(chooser)) return refuse('R-ONI-11', `${chooser} is not in this match`,
    'engine.onino.notInMatch', { chooser });
  if (next.value.method !== 'toss' && next.value.chooser !== chooser) {
    const why = next.value.method === 'loser' ? 'lost the previous game' : 'made the last play of the drawn game';
    return refuse('onino rule 3', `${next.value.chooser} chooses the first play: ${next.value.chooser} ${why}`,
      next.value.method === 'loser' ? 'engine.onino.chooserLost' : 'engine.onino.chooserLastPlay', { chooser: next.value.chooser });
  }
  const first = elected === 'first' ? chooser : other(match, chooser);
  const choice: FirstPlayChoice = { method: next.value.method, chooser, elected, first };
  return ok({ ...match, played: [...match.played, { choice, result: null }] });
}

/** Records the result of the game in progress. */
export function recordResult(match: Match, result: MatchGameResult): Outcome<Match> {
  const last = match.played.at(-1);
  if (!last || last.result) return refuse('R-ONI-11', 'no game is in progress: record the choice of first play first',
    'engine.onino.noGame');
  return ok({ ...match, played: [...match.played.slice(0, -1), { ...last, result }] });
}

/** A finished game's result for the match; null while the game goes on. */
export function gameResult(state: OninoState): MatchGameResult | null {
  if (!state.result) return null;
  return { winner: state.result.winner, score: { ...state.result.score }, lastPlayBy: state.lastPlay?.side ?? null };
}

/** Running totals, averages per game and the match winner (R-ONI-12; a tie is a drawn match). */
export function matchStanding(match: Match): MatchStanding {
  const [a, b] = match.contestants;
  const totals: Record<string, number> = { [a]: 0, [b]: 0 };
  let played = 0;
  for (const game of match.played) {
    if (!game.result) continue;
    played++;
    for (const side of ['first', 'second'] as const) totals[contestantOf(match, game, side)]! += game.result.score[side];
  }
  const averages = { [a]: played ? totals[a]! / played : null, [b]: played ? totals[b]! / played : null };
  const finished = played >= match.games;
  const winner = finished && totals[a] !== totals[b] ? (totals[a]! > totals[b]! ? a : b) : null;
  return { totals, averages, played, remaining: match.games - played, finished, winner, drawn: finished && winner === null };
}
