import type { Ending } from '../types';

export type Side = 'black' | 'white';
export const SIDES = ['black', 'white'] as const satisfies readonly [Side, Side];

/** Disc counts (raw or official) per side. */
export interface Score {
  black: number;
  white: number;
}

/** Fields shared by the R-ALL-3 endings: an optional explicit score and the director's reason. */
interface EndingFields {
  /** The official score; when absent the engine derives it (docs/othello.md, "Endings"). */
  score?: Score;
  reason?: string;
}

/**
 * One entry of an Othello record (R-ALL-1). Squares are lower-case names (`f5`).
 * - `move`: a disc on `square` for the side to move (or, if that side has no legal move, for its
 *   opponent after an implied pass, R-OTH-2).
 * - `pass`: the side to move has no legal move.
 * - `fix`: a mis-flip that stood (R-ALL-2, othello rule 7): the named discs are set to the colour they
 *   show on the physical board; play goes on from there.
 * - `resign` / `forfeit`: `side` loses; `draw`: agreed draw; `award`: the director's decision
 *   (`winner` null for a draw). All R-ALL-3.
 */
export type OthelloAction =
  | { type: 'move'; square: string }
  | { type: 'pass' }
  | { type: 'fix'; set: Record<string, Side> }
  | ({ type: 'resign' | 'forfeit'; side: Side } & EndingFields)
  | ({ type: 'draw' } & EndingFields)
  | ({ type: 'award'; winner: Side | null } & EndingFields);

/** How a game ended away from the board (R-ALL-3), with who and why. */
export interface EndingRecord {
  kind: Extract<Ending, 'resignation' | 'agreement' | 'forfeit' | 'director'>;
  winner: Side | null;
  score: Score;
  reason: string | null;
  /** The side that resigned or forfeited. */
  side: Side | null;
}

/** One applied action, newest first: the record as the state remembers it. */
export interface Step {
  readonly action: OthelloAction;
  /** Who acted: the mover, the passer, the side that resigned or forfeited; null otherwise. */
  readonly side: Side | null;
  /** Discs turned by a move, or by a correction (two int32 halves, see bitboard.ts). */
  readonly turnedLo: number;
  readonly turnedHi: number;
  /** The move followed a pass that the record left out (R-OTH-2). */
  readonly impliedPass: boolean;
  readonly prev: Step | null;
}

/** Where the game stands for the side to move. */
export type Phase = 'move' | 'pass' | 'over';

/** A position plus what the record needs; immutable, built by replaying the actions (R-ALL-1). */
export interface OthelloState {
  readonly blackLo: number;
  readonly blackHi: number;
  readonly whiteLo: number;
  readonly whiteHi: number;
  /** The side whose turn it is (also when it must pass). */
  readonly toMove: Side;
  /** The legal squares of the side to move (empty unless phase is 'move'). */
  readonly legalLo: number;
  readonly legalHi: number;
  /** 'move': has a legal move; 'pass': must pass; 'over': neither side can move (R-OTH-2). */
  readonly phase: Phase;
  readonly ending: EndingRecord | null;
  readonly history: Step | null;
}
