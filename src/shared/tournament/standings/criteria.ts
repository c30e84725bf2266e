/** The ranking criteria a standings table can use, and each game's default order. */
import type { GameId } from '../../games/types';

export type Criterion =
  /** Match points by the event's scoring. */
  | 'matchPoints'
  /** Sum of the game scores: Onino total points (R-ONI-12), Othello disc count, dominoes points. */
  | 'gameScore'
  /** gameScore per counted game: Onino's average per game (R-ONI-12). */
  | 'averageGameScore'
  /** Games won. */
  | 'gamesWon'
  /** Games won plus half the drawn games. */
  | 'gamePoints'
  /** Own game scores minus the opponents' (dominoes point difference). */
  | 'scoreDifference'
  /** Sum of game margins, + when won, - when lost (game-score margin). */
  | 'margin'
  /** Sum of opponents' match points (unplayed rounds: see docs/tournament.md). */
  | 'buchholz'
  /** Buchholz without the lowest contribution. */
  | 'buchholzCut1'
  /** Buchholz without the highest and the lowest contribution. */
  | 'buchholzMedian'
  /** Sum of beaten opponents' scores plus half of drawn opponents'. */
  | 'sonnebornBerger'
  /** Match points among the tied entries, when they have all met. */
  | 'directEncounter'
  /** Rounds won, with or without play (FIDE WIN). */
  | 'wins'
  /** Sum of the running score after each round. */
  | 'progressive';

export const CRITERIA: readonly Criterion[] = [
  'matchPoints', 'gameScore', 'averageGameScore', 'gamesWon', 'gamePoints', 'scoreDifference', 'margin',
  'buchholz', 'buchholzCut1', 'buchholzMedian', 'sonnebornBerger', 'directEncounter', 'wins', 'progressive',
];

/**
 * Each game's own ranking (issue 7): Onino total points then average per game (R-ONI-12);
 * dominoes games won then point difference; Othello match points, Buchholz, disc count;
 * Ninuki-Renju and Tonobeb match points, Buchholz, Sonneborn-Berger, margin.
 */
export const DEFAULT_ORDER: Record<GameId, readonly Criterion[]> = {
  onino: ['gameScore', 'averageGameScore'],
  dominoes: ['gamesWon', 'scoreDifference'],
  othello: ['matchPoints', 'buchholz', 'gameScore'],
  ninuki: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'],
  tonobeb: ['matchPoints', 'buchholz', 'sonnebornBerger', 'margin'],
};
