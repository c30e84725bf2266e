/** Tonobeb data shapes: sides, actions, state and the board view (docs/tonobeb.md). */

export type Side = 'red' | 'blue';
export const SIDES = ['red', 'blue'] as const satisfies readonly [Side, Side];

/** A square as an index 0..97: (rank - 1) * 7 + file, files a..g = 0..6, ranks 1..14. */
export type Square = number;

/**
 * One action of the record (R-ALL-1).
 * - `move`: the piece on `from` moves to `to` (`from === to`: a 1 staying put, R-TON-4).
 * - `capture`: the mover captures the enemy piece on `target` (R-TON-6); `by` names the two capturing
 *   pieces, and may be left out when exactly two pieces are able to make the capture.
 * - `end`: the mover ends the turn (R-TON-7); `fourwalled`, when given, must be exactly the pieces the
 *   end removes (it is a checked mark for the scoresheet; left out, the engine derives it).
 * - `resign`, `draw`, `forfeit`, `director`: the non-board endings (R-TON-8, R-ALL-3).
 */
export type Action =
  | { kind: 'move'; from: Square; to: Square }
  | { kind: 'capture'; target: Square; by?: [Square, Square] }
  | { kind: 'end'; fourwalled?: Square[] }
  | { kind: 'resign'; side: Side }
  | { kind: 'draw' }
  | { kind: 'forfeit'; side: Side }
  | { kind: 'director'; winner: Side | null };

export interface Options {
  first: Side;
  /** A study or test position (`r6a1,b2c4,...`) instead of the R-TON-2 setup; null for a normal game. */
  position: string | null;
}

/** How a finished game ended; `ending` uses the contract's names. */
export interface Result {
  winner: Side | null;
  ending: 'play' | 'resignation' | 'agreement' | 'forfeit' | 'director';
}

/** What the last action did, for the board and the status message. */
export interface LastEvent {
  action: Action;
  side: Side;
  /** The enemy piece a move stopped on (R-TON-5). */
  destroyed: Square | null;
  /** The pieces an `end` removed (R-TON-7). */
  fourwalled: Square[];
}

export interface TonobebState {
  readonly options: Options;
  /** 98 cells: 0 empty, +n a red die showing n, -n a blue die showing n. */
  readonly board: readonly number[];
  /** Per cell, this turn's marks on the mover's pieces: MOVED, CAPTURED, USED (bit flags). */
  readonly marks: readonly number[];
  readonly toMove: Side;
  /** 1 for the first player's first turn, counting every turn of both sides. */
  readonly turn: number;
  readonly result: Result | null;
  readonly last: LastEvent | null;
}

/** One die as the board and `td replay` show it. */
export interface DieView {
  square: string;
  colour: Side;
  number: number;
  /** The die has made its move this turn (a 1 that stayed has moved). */
  moved: boolean;
  /** Captured this turn: it is the mover's now and sits out the rest of the turn. */
  captured: boolean;
  /** Has taken part in a capture this turn. */
  usedInCapture: boolean;
}

export interface CaptureView {
  target: string;
  by: [string, string];
  /** The action in notation, e.g. `xd5(c5,e5)`. */
  notation: string;
}

/** What `view(state, audience)` returns; Tonobeb hides nothing, so both audiences see the same. */
export interface TonobebView {
  files: number;
  ranks: number;
  dice: DieView[];
  toMove: Side | null;
  turn: number;
  pieces: Record<Side, number>;
  /** The mover's pieces that still owe their move this turn. */
  stillToMove: string[];
  /** Legal destinations per piece still to move (a 1 lists its own square for staying). */
  targets: Record<string, string[]>;
  /** Pieces still to move that have no legal move right now. */
  blocked: string[];
  /** Every capture the mover may make right now. */
  captures: CaptureView[];
  /** Whether `end` is legal now, and which pieces it would fourwall. */
  canEnd: boolean;
  wouldFourwall: string[];
  /** Whether some order of moves still lets every piece still to move make its move (null: not determined
   * within the search budget, which only contrived crowded positions reach). */
  turnCompletable: boolean | null;
  last: { notation: string; side: Side; destroyed: string | null; fourwalled: string[] } | null;
  status: 'ongoing' | 'finished';
  winner: Side | null;
  message: string;
}
