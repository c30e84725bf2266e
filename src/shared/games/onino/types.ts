import type { Ending } from '../types';

/** The two sides (docs/onino.md): `first` is the side that plays first, `second` the other. */
export type Side = 'first' | 'second';
export const SIDES = ['first', 'second'] as const satisfies readonly Side[];

/** Doubles players (R-ONI-2): pair A is the first side, pair B the second; seated A1, B1, A2, B2. */
export type Player = 'A1' | 'B1' | 'A2' | 'B2';

/** Who did something: a side (singles, or a pair in doubles) or a doubles player. */
export type Who = Side | Player;

export type Mode = 'singles' | 'doubles';

/** A square as an index 0..224: (rank - 1) * 15 + file, file 0 = a (R-ONI-1). */
export type Square = number;

export type PerSide<T> = Record<Side, T>;

/**
 * One entry of a game record (R-ALL-1). Infractions are claims made at the board: each names its
 * offender and, optionally, `after`: the number of plays made when it was committed (default: now), and
 * `waived` when no penalty follows (R-ONI-20): `stood` = not claimed before the next play (rule 18), the
 * board kept as it is; `forfeited` = claimed but not invoked as the penalty rule requires (rule 19).
 */
export type OninoAction =
  /** A marker by the player to move; `stood` marks a rule 4 centre play whose penalty was never claimed (rule 18). */
  | { type: 'play'; square: Square; stood?: boolean }
  /** A declaration of ONINO (rules 10-12); `by` omitted = the side that made the last play. */
  | { type: 'declare'; by?: Who | 'both' }
  /** Rule 14 (rules 9, 2, 3): a play out of turn, marker removed; no square = a play started or indicated. */
  | { type: 'out-of-turn'; offender: Who; square?: Square; after?: number; waived?: Waived }
  /** Rule 15 (rule 4): the first side marked the centre; the marker goes to `to` (a forfeited claim leaves it on h8). */
  | { type: 'centre'; offender: Who; to: Square; after?: number; waived?: Waived }
  /**
   * Rule 16 (rule 6): played markers withdrawn, moved or touched; restored. `moves` says where moved markers
   * went: they stay there when the infraction is waived (R-ONI-20).
   */
  | { type: 'touch'; offender: Who; squares: Square[]; moves?: { from: Square; to: Square }[]; after?: number; waived?: Waived }
  /** Rule 17 (rule 7): directing attention to a play, formation, block, probability or mark. */
  | { type: 'attention'; offender: Who; after?: number; waived?: Waived }
  /** Rule 17 (rule 10): a remark that game or an ONINO is assured, or about the progress of the game. */
  | { type: 'remark'; offender: Who; after?: number; waived?: Waived }
  | { type: 'resign'; by: Who }
  /** Rule 24: forfeit by not continuing or not abiding by the rules or the judges. */
  | { type: 'forfeit'; by: Who }
  /** R-ALL-3: a draw by agreement. */
  | { type: 'draw' }
  /** R-ALL-3: the director's decision; `winner` null = a draw. */
  | { type: 'director'; winner: Side | null };

/** Why an infraction carries no penalty (R-ONI-20): not claimed in time (rule 18) or a claim forfeited (rule 19). */
export type Waived = 'stood' | 'forfeited';

export type InfractionAction = Extract<OninoAction, { offender: Who }>;
export type InfractionKind = InfractionAction['type'] | 'false-declaration';

/** The last marker placed by a turn at play. */
export interface PlayRecord {
  square: Square;
  side: Side;
  /** The doubles player, null in singles. */
  player: Player | null;
  /** 1-based play number (markers placed by turns, rule 15 relocations included). */
  number: number;
}

/** An infraction kept by the record even when the board returns to what it was (R-ONI-8). */
export interface InfractionRecord {
  /** 1-based index of the action in the record. */
  ply: number;
  kind: InfractionKind;
  /** The penalty rule applied (14, 15, 16 or 17). */
  rule: 14 | 15 | 16 | 17;
  side: Side;
  player: Player | null;
  /** The squares concerned: the removed marker, the relocated one (rule 15), the touched ones. */
  squares: Square[];
  /** No penalty followed (R-ONI-20): the infraction stood (rule 18) or the claim was forfeited (rule 19). */
  waived?: Waived;
}

/** A turn at play lost to a penalty (R-ONI-6): it counts as a turn for rule 22. */
export interface LostTurnRecord {
  side: Side;
  /** The partner whose turn it would have been (doubles), null in singles. */
  player: Player | null;
  /** The side's turn number that was lost (1-based). */
  turn: number;
  /** The ply of the infraction that cost it. */
  cause: number;
}

export interface Result {
  ending: Ending;
  winner: Side | null;
  /** Who ended it (declarer, resigner, forfeiter), null for a draw by rule 22 or agreement. */
  by: Who | null;
  /** Why, in one sentence naming the rule. */
  reason: string;
  /** The winner's markers on the board when the game ended (R-ONI-9); null for draws. */
  markersUsed: number | null;
  score: PerSide<number>;
}

export interface OninoState {
  readonly mode: Mode;
  /** 225 cells: 0 empty, 1 first, 2 second. Copied on write, never mutated once built. */
  readonly board: Uint8Array;
  /** Index in the seating order of the player to act (turns elapsed modulo the seats). */
  readonly seat: number;
  /** Turns at play per side, lost turns included (rule 22, R-ONI-10). */
  readonly turns: PerSide<number>;
  /** Pending lost turns, oldest first (R-ONI-6): each is the ply of the infraction that costs it. */
  readonly owed: readonly { side: Side; cause: number }[];
  /** Plays made (markers placed by turns at play, rule 15 relocations included). */
  readonly plays: number;
  /** Markers on the board per side: the markers used (R-ONI-9). */
  readonly markers: PerSide<number>;
  readonly lastPlay: PlayRecord | null;
  /** R-ONI-4: the second side has made a play off the centre, so the first side may mark it. */
  readonly centreOpen: boolean;
  /** Whether each side has a completed ONINO on the board (R-ONI-3); never shown to players (rule 7). */
  readonly hasOnino: PerSide<boolean>;
  readonly infractions: readonly InfractionRecord[];
  readonly lostTurns: readonly LostTurnRecord[];
  /** Plays kept as irregularities that stood (R-ALL-2). */
  readonly stood: readonly Square[];
  readonly result: Result | null;
  /** Actions applied so far. */
  readonly ply: number;
}
