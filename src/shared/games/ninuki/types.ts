import type { Ending } from '../types';

/** Eks (`x`) plays first, Ohs (`o`) second (R-NIN-1). */
export type Side = 'x' | 'o';

/**
 * One entry of a game record (R-ALL-1). A play names its point by file and rank, both 0-based
 * (`K10` is col 9, row 9); the board size is checked when the play is applied, not when it is read.
 */
export type NinukiAction =
  | { type: 'play'; col: number; row: number }
  /** R-ALL-3 endings, each recorded with who and (optionally) why. */
  | { type: 'resign'; side: Side; reason?: string }
  | { type: 'forfeit'; side: Side; reason?: string }
  | { type: 'agree'; reason?: string }
  | { type: 'director'; winner: Side | null; reason?: string };

/** A perfect five that the opponent may still break with its next play (R-NIN-5 d). */
export interface Pending {
  /** The side whose five it is. */
  side: Side;
  /** Padded indices of the stones of that side's perfect five(s). */
  stones: number[];
  /** The ply (1-based count of plays) that made the five; the window closes with ply + 1. */
  ply: number;
}

export interface Result {
  winner: Side | null;
  ending: Ending;
  /** Short machine-readable cause: five, captures, capture-five-draw, unperfect-five, full-board, ... */
  reason: string;
  /** One sentence for people. */
  message: string;
}

/**
 * A position. `cells` is a padded board (see board.ts): never mutated once a state is built.
 * Everything here is derived by replaying a record (R-ALL-1).
 */
export interface NinukiState {
  readonly size: number;
  readonly cells: Uint8Array;
  readonly toMove: Side;
  /** Plays made so far (endings do not count). */
  readonly plies: number;
  /** Pairs captured by each side (R-NIN-3). */
  readonly captures: Readonly<Record<Side, number>>;
  readonly empties: number;
  readonly last: { side: Side; point: number; captured: number[] } | null;
  readonly pending: Pending | null;
  readonly result: Result | null;
}

/** A point by name, e.g. `K10`. */
export type PointName = string;

/** What `summary` and `view` say about a pending unperfect five. */
export interface PendingView {
  side: Side;
  points: PointName[];
  /** The window is the opponent's very next play: ply `until.ply`, by `until.side`. */
  until: { side: Side; ply: number };
}

export interface OutcomeView {
  winner: Side | null;
  ending: Ending;
  reason: string;
  message: string;
}

/** A point the side to move may not play, and why (R-NIN-2, R-NIN-7). */
export interface ForbiddenPoint {
  point: PointName;
  rule: string;
  reason: string;
}

/** `view(state, audience)`: what a digital board draws. */
export interface NinukiView {
  size: number;
  /** File letters left to right (A.., skipping I). */
  files: string[];
  /** Rank numbers top to bottom (size..1), matching `cells` rows. */
  ranks: number[];
  /** `cells[i][j]`: the stone on file `files[j]`, rank `ranks[i]` (row 0 is the top edge). */
  cells: (Side | null)[][];
  toMove: Side | null;
  plies: number;
  captures: Record<Side, number>;
  lastMove: { side: Side; point: PointName; captured: PointName[] } | null;
  pending: PendingView | null;
  outcome: OutcomeView | null;
  /** Points the side to move may not play: always for the director, for players only on request. */
  forbidden?: ForbiddenPoint[];
}
