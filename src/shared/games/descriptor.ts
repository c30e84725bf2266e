/**
 * What the rest of the app knows about a game, said once per game (`<game>/descriptor.ts`) and read by
 * every generic module (API schemas, tournament domain, result lines, labels, CLI, site) through the
 * registry (registry.ts) instead of switching on game ids. The engine (`rules`) is the game's rules;
 * the descriptor adds what a tournament, a results grid and a screen need to know about them.
 */
import type { Criterion } from '../tournament/standings/criteria';
import type { AnyGameRules, GameOptions } from './types';

/** The two entries of a match (the tournament's `Slot`, repeated here so games do not import the tournament). */
export type Slot = 'a' | 'b';

/**
 * How the first move of each game of a match is settled:
 * - `allocated`: the pairing gives it (colour allocation), swapped from game to game in a match;
 * - `toss-and-choice`: a toss for game 1, then the previous game's loser chooses (Onino, R-ONI-11);
 * - `draw-for-set`: drawn for at the board (dominoes, R-DOM-2);
 * - `toss-then-alternate`: a toss for game 1, then the sides alternate (Tonobeb, R-TON-3).
 */
export type FirstMoveMethod = 'allocated' | 'toss-and-choice' | 'draw-for-set' | 'toss-then-alternate';

/** One hand-entered or board-taken result as a game's `check` sees it (score already within `score.min..max`). */
export interface ResultFacts {
  winner: Slot | null;
  score: { a: number; b: number };
  /** The winner's (or, for a draw, a's) score, and the other side's. */
  w: number;
  l: number;
  /** The winner, or `a` for a draw; and the other slot. */
  lead: Slot;
  loser: Slot;
  /** Ended on the board (`play`); ended by agreement or the director's decision. */
  played: boolean;
  agreed: boolean;
  ending: string;
  markersUsed?: number;
  /** The event's game options (dominoes' target and skunk, R-DOM-12). */
  options: GameOptions;
  /** Reports one fault: the field, the rule and a plain sentence. */
  /** A fault: the field, the rule, the English message, and its catalogue key (`errors.result.<key>`) with the values it names. */
  err(field: string, rule: string, message: string, key?: string, params?: Record<string, string | number>): void;
}

export interface GameDescriptor {
  readonly id: string;
  /** The game's name on screens and paper. */
  readonly name: string;
  /** The engine's side names, the first mover first. */
  readonly sides: readonly [string, string];
  /** How a cross-table names the first mover's column ("set" for dominoes), when not the first side's name. */
  readonly firstLabel?: string;
  /** The rules engine. */
  readonly rules: AnyGameRules;
  /** The options a new game takes, said for the board page's options field (`size=13|15|19`). */
  readonly optionsHint: string;
  /** One or two actions in the game's notation, for the notation box's placeholder. */
  readonly notationExample: string;
  readonly score: {
    /** One side's game score bounds, the rule that sets them and what is counted. */
    min: number;
    max: number;
    rule: string;
    what: string;
  };
  readonly result: {
    /** What a result line needs besides the outcome, when the score cannot be left out (null: never needed). */
    needs: string | null;
    /** Result lines the results grid shows as examples: each must parse as written. */
    examples: readonly string[];
    /**
     * The score of an outcome typed without one, where the rules fix it (an Othello draw is 32-32, an Onino
     * win by the markers used); null (or absent): the rules do not, and the score must be given.
     */
    implied?(winner: Slot | null, facts?: { markersUsed?: number }): { a: number; b: number } | null;
    /** The winner's points alone after the outcome (`1-0 40`, Onino): the loser has the negative. */
    winnerPoints?: boolean;
    /** The rules count the markers the winner used (Onino, R-ONI-9): a result may say how many; other games' results refuse it. */
    markers?: boolean;
    /** A draw is only ever agreed or ruled, never played out: a drawn line defaults to ending `agreement`. */
    agreedDraw?: boolean;
    /** The game's own checks of a result (sums, who can win with what); faults go to `facts.err`. */
    check(facts: ResultFacts): void;
    /** The winner's margin by the game's rules (0 for a draw is the caller's). */
    margin(w: number, l: number, options: GameOptions, ending: string): number;
    /**
     * A nominal score for a result known only by its outcome (TRF imports: the director's word stands); null
     * where no nominal score keeps that outcome (an Onino win is its points, R-ONI-9, and its match goes to
     * the higher total, R-ONI-12: a 0-0 win would be a drawn match), so the caller refuses it.
     */
    nominal(winner: Slot | null): { a: number; b: number } | null;
    /** Keys of a finished board record that the result keeps (Onino: markers used, who made the last play). */
    fromReport?(report: Record<string, unknown>): { markersUsed?: number; lastPlayBy?: string };
  };
  /** The position as rows of cells, top row first, for the published site's viewer (src/site/viewer.ts); absent: no diagram. */
  readonly grid?: (view: never) => CellGrid;
  /** The standings order an event of this game uses unless it chooses its own. */
  readonly tieBreaks: readonly Criterion[];
  /**
   * How the first move is settled, the rule, and procedures an event may record instead of the
   * allocation (Othello: the Japanese hidden-disc guess).
   */
  readonly firstMove: { method: FirstMoveMethod; rule: string; procedures?: readonly 'hidden-disc'[] };
  /**
   * What the game's federations set for a new event (stored at creation, never applied to an event
   * already made): the Swiss system, and the Brightwell coefficient by the rounds planned.
   */
  readonly federation?: {
    swissSystem: 'dutch' | 'papp';
    brightwellConstant(roundsPlanned: number | null): number;
  };
  readonly match: {
    /** `total`: the match goes to the higher total of game scores (Onino, R-ONI-12); `games`: to games won. */
    winner: 'games' | 'total';
    /** The event may rank (and pair) by total game score or by match points (`oninoRanking` setting). */
    rankingChoice?: boolean;
    /** A forfeit strikes the forfeiter's games from everyone's tallies and bars them (R-ONI-14). */
    forfeitStrikes?: { rule: string };
    /** Entries are pairs of players (Onino doubles) for these options. */
    doubles?(options: GameOptions): boolean;
    /**
     * A team match may mix singles boards with doubles boards, where partners (two players a side)
     * play one game and pool their points (dominoes leagues: "six singles and three doubles").
     */
    partnershipBoards?: { rule: string };
  };
}

/** A position drawn as cells (a stone's colour name or null, an optional label such as a die's number); `points`: stones on the lines. */
export interface CellGrid {
  cols: number;
  rows: { stone: string | null; label?: string }[][];
  points: boolean;
}

/** A game's description checked against the contract at compile time, its literal id kept. */
export const describeGame = <D extends GameDescriptor>(d: D): D => d;

/** Whether the first move of each game is settled at the board (a toss, a choice, a draw for set) rather than by the schedule. */
export const settledAtBoard = (d: GameDescriptor): boolean => d.firstMove.method === 'toss-and-choice' || d.firstMove.method === 'draw-for-set';

/**
 * The view a game gives the generic board (renderer boards/GenericBoard.vue) when it has no board of its
 * own: cell texts top row first, the edge labels, and the action a tap on each cell sends (null: none).
 */
export interface GridView {
  files: string[];
  ranks: string[];
  cells: string[][];
  play: (string | null)[][];
}
