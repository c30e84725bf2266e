/**
 * The ranking criteria a standings table can use. A leaf: the game descriptors name criteria, so this
 * module imports nothing (each game's default order is in ./order). The FIDE
 * criteria follow the Tie-Break Regulations C.07 as amended from 1 August 2024 (the 2023 edition
 * with its amendments; article numbers in the comments); docs/tournament.md lists every source.
 */

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
  | 'rating'
  /**
   * The lot (Japanese Othello events' last tie-break, issue 41): the entry's place in a draw of all
   * entries made from the event's recorded seed (`lotSeed`), the lower ahead; 0 for all while no seed.
   */
  | 'lot';

export const CRITERIA: readonly Criterion[] = [
  'matchPoints', 'gameScore', 'averageGameScore', 'gamesWon', 'gamePoints', 'scoreDifference', 'margin',
  'buchholz', 'buchholzCut1', 'buchholzCut2', 'buchholzMedian', 'buchholzMedian2', 'sonnebornBerger',
  'directEncounter', 'wins', 'winsPlayed', 'firstMoveGames', 'firstMoveWins', 'progressive', 'koya', 'aro', 'tpr',
  'brightwell', 'standardPoints', 'pairingNumber', 'rating', 'lot',
];

/** Criteria where the lower value goes ahead. */
export const ASCENDING: ReadonlySet<Criterion> = new Set(['pairingNumber', 'lot']);

const BUCHHOLZ_LIST = ['buchholz', 'buchholzCut1', 'buchholzCut2', 'buchholzMedian', 'buchholzMedian2'] as const satisfies readonly Criterion[];
/** The Buchholz family (C.07 8 and its modifiers, 14). */
export const BUCHHOLZ_FAMILY: ReadonlySet<Criterion> = new Set(BUCHHOLZ_LIST);

/**
 * The FIDE tie-breaks that read every opponent's score or rating: C.07 8 Buchholz and its cuts (14), 9.1
 * Sonneborn-Berger, 9.2 Koya, 10.1 ARO and 10.2 TPR. A table computes them only when its order ranks by one
 * of them, and carries null for them otherwise (computeStandings).
 */
const OPPONENT_TIE_BREAK_LIST = [...BUCHHOLZ_LIST, 'sonnebornBerger', 'koya', 'aro', 'tpr'] as const satisfies readonly Criterion[];
export type OpponentTieBreak = (typeof OPPONENT_TIE_BREAK_LIST)[number];
export const OPPONENT_TIE_BREAKS: ReadonlySet<Criterion> = new Set(OPPONENT_TIE_BREAK_LIST);

/**
 * The FIDE style presets (C.07's recommended lists for individual events): a Swiss by
 * Buchholz Cut-1, Buchholz, direct encounter, wins; a round robin by direct encounter,
 * Sonneborn-Berger, wins, Koya. Offered as presets; each game keeps defaultOrder as its default.
 */
export const FIDE_ORDER: Record<'swiss' | 'roundRobin', readonly Criterion[]> = {
  swiss: ['matchPoints', 'buchholzCut1', 'buchholz', 'directEncounter', 'wins'],
  roundRobin: ['matchPoints', 'directEncounter', 'sonnebornBerger', 'wins', 'koya'],
};
