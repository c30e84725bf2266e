/**
 * The ranking criteria a standings table can use, and each game's default order. The FIDE
 * criteria follow the Tie-Break Regulations C.07 as amended from 1 August 2024 (the 2023 edition
 * with its amendments; article numbers in the comments); docs/tournament.md lists every source.
 */
import type { GameId } from '../../games/types';
import { descriptorOf } from '../../games/registry';
import type { FormatKind } from '../model';

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
  /** C.07 8.1 BH: sum of the opponents' scores, unplayed rounds by C.07 16. */
  | 'buchholz'
  /** C.07 8.1 with 14.1 Cut-1: without the least significant contribution (unplayed rounds first, 14.6). */
  | 'buchholzCut1'
  /** C.07 14.2 Cut-2: without the two least significant contributions. */
  | 'buchholzCut2'
  /** C.07 14.3 Median-1: without the least and the most significant contribution. */
  | 'buchholzMedian'
  /** C.07 14.4 Median-2: without the two least and the two most significant contributions. */
  | 'buchholzMedian2'
  /** C.07 9.1 SB: each opponent's score times the points scored against them (unplayed: C.07 16). */
  | 'sonnebornBerger'
  /** C.07 6: points among the tied entries (all met; or, in a Swiss, only when it cannot be overtaken). */
  | 'directEncounter'
  /** C.07 7.1 WIN: rounds won, with or without play. */
  | 'wins'
  /** C.07 7.2 WON: matches won over the board. */
  | 'winsPlayed'
  /** C.07 7.3 BPG, here the first-moving side (Othello black): games played with the first move. */
  | 'firstMoveGames'
  /** C.07 7.4 BWG, here the first-moving side: games won with the first move. */
  | 'firstMoveWins'
  /** C.07 7.5 PS: sum of the running score after each round. */
  | 'progressive'
  /** C.07 9.2 KS: points against the opponents who scored at least half the possible points (round robins). */
  | 'koya'
  /** C.07 10.1 ARO: average rating of the opponents met over the board (rounded). */
  | 'aro'
  /** C.07 10.2 TPR: ARO plus the FIDE rating difference of the percentage scored (B.02 table 8.1.a). */
  | 'tpr'
  /** World Othello Championship rules: Brightwell quotient, discs + c x opponents' points (byes, withdrawn: 32 + c x own). */
  | 'brightwell'
  /** C.07 2026 STD: standard points, 1 for each round scored above a draw, ½ for a draw's points, whatever the event's scoring. */
  | 'standardPoints'
  /** C.07 2026 TPN: the tournament pairing number, the lower ahead. */
  | 'pairingNumber'
  /** C.07 2026 RTNG: the entry's own rating, the higher ahead (unrated: 0). */
  | 'rating';

export const CRITERIA: readonly Criterion[] = [
  'matchPoints', 'gameScore', 'averageGameScore', 'gamesWon', 'gamePoints', 'scoreDifference', 'margin',
  'buchholz', 'buchholzCut1', 'buchholzCut2', 'buchholzMedian', 'buchholzMedian2', 'sonnebornBerger',
  'directEncounter', 'wins', 'winsPlayed', 'firstMoveGames', 'firstMoveWins', 'progressive', 'koya', 'aro', 'tpr',
  'brightwell', 'standardPoints', 'pairingNumber', 'rating',
];

/** Criteria where the lower value goes ahead. */
export const ASCENDING: ReadonlySet<Criterion> = new Set(['pairingNumber']);

/** The Buchholz family (C.07 8 and its modifiers, 14). */
export const BUCHHOLZ_FAMILY: ReadonlySet<Criterion> = new Set(['buchholz', 'buchholzCut1', 'buchholzCut2', 'buchholzMedian', 'buchholzMedian2']);

/** What a standings table ranks by before any tie-break: the game's primary score, or match points. */
export const isScore = (game: GameId, c: Criterion): boolean => c === 'matchPoints' || c === defaultOrder(game)[0];

/**
 * The score always comes first (issue 37 part 6): an order that does not start with a score (a list of
 * tie-breaks alone) is ranked by the game's primary score first, then by that list.
 */
export function scoreFirst(game: GameId, order: readonly Criterion[]): readonly Criterion[] {
  if (order.length > 0 && isScore(game, order[0]!)) return order;
  const primary = defaultOrder(game)[0]!;
  return [primary, ...order.filter((c) => c !== primary)];
}

/**
 * C.07 2026 leaves the Buchholz family out of round robins (the settings refuse it in an explicit order;
 * a game's default order simply goes without it there). The 2024 edition is unchanged.
 */
export function applicableOrder(order: readonly Criterion[], format: FormatKind, edition: '2024' | '2026'): readonly Criterion[] {
  return edition === '2026' && isRoundRobin(format) && order.some((c) => BUCHHOLZ_FAMILY.has(c)) ? order.filter((c) => !BUCHHOLZ_FAMILY.has(c)) : order;
}

/**
 * Each game's own ranking (issue 7, issue 22): Onino total points then average per game (R-ONI-12);
 * dominoes games won then point difference; Othello match points, Brightwell quotient, disc count
 * (World Othello Championship rules); Ninuki-Renju and Tonobeb match points, Buchholz,
 * Sonneborn-Berger, margin.
 */
export const defaultOrder = (game: GameId): readonly Criterion[] => descriptorOf(game).tieBreaks;

/**
 * The FIDE style presets (C.07's recommended lists for individual events): a Swiss by
 * Buchholz Cut-1, Buchholz, direct encounter, wins; a round robin by direct encounter,
 * Sonneborn-Berger, wins, Koya. Offered as presets; each game keeps defaultOrder as its default.
 */
export const FIDE_ORDER: Record<'swiss' | 'roundRobin', readonly Criterion[]> = {
  swiss: ['matchPoints', 'buchholzCut1', 'buchholz', 'directEncounter', 'wins'],
  roundRobin: ['matchPoints', 'directEncounter', 'sonnebornBerger', 'wins', 'koya'],
};

/** All-play-all formats: C.07 16 gives no dummy opponent there. */
export const isRoundRobin = (format: FormatKind): boolean => format === 'round-robin' || format === 'double-round-robin' || format === 'league';
