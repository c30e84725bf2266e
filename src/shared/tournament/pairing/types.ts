/**
 * Input and output of the Dutch pairing engines (FIDE C.04.3: the 2017 edition, and the 2026 one in
 * force since 1 February 2026; `edition` chooses).
 *
 * The engine works on pairing numbers only. A game's "white" is whichever side moves first in the
 * club's game (Othello black, Onino first, ...): the tournament layer maps it.
 */

import type { BracketExplanation } from './explain';
import type { DutchEdition } from '../editions';

export type { DutchEdition };

export type Colour = 'white' | 'black';

/**
 * What happened to a player in one past round.
 * - `played`: a game over the board (counts for colours, floats and C1: no rematch).
 * - `forfeitWin` / `forfeitLoss`: paired, but the game was not played. Not a game for colours or C1
 *   (the two may be paired again); a forfeit win bars the pairing-allocated bye (C.04.1.d).
 * - `pairingBye`: the pairing-allocated bye (C.04.1.c), at most once (C2).
 * - `bye`: any other round without an opponent: a requested half/full-point bye, a zero-point bye,
 *   an absence. Scores its `points`, has no colour, does not bar a later pairing-allocated bye.
 */
export type RoundKind = 'played' | 'forfeitWin' | 'forfeitLoss' | 'pairingBye' | 'bye';

export interface RoundEntry {
  kind: RoundKind;
  /** Opponent's pairing number for `played`, `forfeitWin`, `forfeitLoss`; otherwise null. */
  opponent: number | null;
  /** Colour the player had (or was given, for a forfeit); null without an opponent. */
  colour: Colour | null;
  /** Points scored this round (1 win, 0.5 draw, 0 loss under the default scoring). */
  points: number;
}

export interface DutchPlayer {
  /** Pairing number (initial rank, 1 = strongest). Unique, positive. */
  id: number;
  /**
   * One entry per past round, `history[r - 1]` for round r, for every round before the one being
   * paired. A late entry fills the rounds it missed with `{ kind: 'bye', points: 0 }`.
   */
  history: RoundEntry[];
  /** Current score; defaults to the sum of `history[].points`. */
  score?: number;
  /**
   * False when the player is not to be paired this round (absent with notice, withdrawn). Such
   * players still matter: their history fixes the scores of past opponents for the float history.
   */
  available?: boolean;
  /**
   * Pairing numbers this player must not meet (a forbidden pairing: same family, same club where
   * the event says so, an explicit pair). An absolute criterion, treated exactly as C1: as if the
   * two had already played each other.
   */
  forbidden?: number[];
}

export interface DutchInput {
  /** The round being paired, 1-based. */
  round: number;
  /** Rounds declared for the event (C.04.1.a); the last round relaxes colour rules for topscorers. */
  totalRounds: number;
  players: DutchPlayer[];
  /** E.5: colour of an odd-numbered higher-ranked player without preferences; default white (TRF XXC). */
  initialColour?: Colour;
  /** Points for a win (topscorers are above half the points possible); default 1. */
  pointsForWin?: number;
  /**
   * Which C.04.3 applies: '2017' (Baku 2016 / Goynuk 2017, until 31 January 2026) or '2026' (in force
   * since 1 February 2026). Absent: '2017', so that callers keep their behaviour until they pass
   * the event's edition.
   */
  edition?: DutchEdition;
  /** Also return the explanation: per bracket, what was decided and by which criterion. */
  explain?: boolean;
}


export interface DutchPair {
  white: number;
  black: number;
}

export type DutchError =
  | { code: 'invalid-input'; message: string }
  | { code: 'no-legal-pairing'; message: string };

export type DutchResult =
  | { ok: true; pairs: DutchPair[]; bye: number | null; explanation?: BracketExplanation[] }
  | { ok: false; error: DutchError };
