/**
 * The event domain as plain JSON data (standings are computed, never stored: docs/tournament.md).
 *
 * An event holds its entries and rounds; a round holds pairings; a pairing is a match between two
 * entries (one or more games, each with the entry that moved first) or a bye. Everything derived
 * (match winners, standings, ratings) is computed from this data by the other modules.
 */
import { ok, type Ending, type GameId, type Outcome } from '../games/types';
import { refuseText } from './refuseText';

export type EntryId = string;

/** The two entries of a match: `a` is listed first (the home side of a fixture, board left). */
export type Slot = 'a' | 'b';
export type PerSlot<T> = { a: T; b: T };

/** A member of an Onino doubles pair, in seating order A1, A2 (R-ONI-2). */
export interface Member {
  playerId: string;
  name: string;
}

export interface Entry {
  /** The player's (or pair's) id, stable across events so ratings can follow it. */
  id: EntryId;
  name: string;
  rating: number | null;
  /** 1-based; the Berger tables and seeded brackets are read by pairing number. */
  pairingNumber: number;
  /** Onino doubles: the pair, seated A1 then A2. */
  members?: [Member, Member];
  /** A late entry plays from this round on; earlier rounds count as unplayed, zero. */
  joinedRound?: number;
  /** A withdrawn (or barred, R-ONI-14) entry is not paired from this round on. */
  withdrawnFromRound?: number;
  /** The player's federation code (FRA, JPN, ...): PAPP keeps compatriots apart (Chauvinisme). */
  country?: string;
}

/** How the first move of a game was decided, recorded as the rules ask. */
export type FirstMoveDecision =
  /** By the pairing or the schedule (colour allocation, a Berger table, a swapped mini-match game). */
  | { how: 'allocated' }
  /** R-ONI-11 / onino rule 2: the toss winner elects to play first or second. */
  | { how: 'toss'; won: Slot; chose: 'first' | 'second' }
  /** R-ONI-11 / onino rule 3: the loser of the previous game (after a draw: who made its last play). */
  | { how: 'choice'; by: Slot; chose: 'first' | 'second' }
  /** R-DOM-2: each turns a tile, higher pip total sets; ties drawn again (every draw kept). */
  | { how: 'draw-for-set'; draws: PerSlot<number>[] }
  /**
   * Othello, Japanese events (issue 41): `hider` hides a disc, the other guesses its colour; the winner
   * of the guess takes either the colour (`winnerTook: 'colour'`) or the right to win a draw (`'draw'`,
   * the other then picks the colour). `black` is the side that plays Black, Othello's first mover.
   */
  | { how: 'hidden-disc'; hider: Slot; guess: 'black' | 'white'; disc: 'black' | 'white'; winnerTook: 'colour' | 'draw'; black: Slot };

/** The outcome of one game, from a digital board's status or entered by hand (see results.ts). */
export interface GameResult {
  winner: Slot | null;
  /** The game score of the rules (Othello official discs, Onino +/- points, dominoes points, ...). */
  score: PerSlot<number>;
  /** The winner's margin per the game's rules (0 for a draw). */
  margin: number;
  ending: Ending;
  /** Who made the last play: after a drawn Onino game that side chooses first play (R-ONI-11). */
  lastPlay?: Slot;
  /** Onino: the winning side's markers on the board when the ONINO was declared (R-ONI-9). */
  markersUsed?: number;
}

export interface GameFlags {
  /** R-ONI-13: completed under protest; out of every table until decided. */
  underProtest?: boolean;
  /** The judges' decision is recorded (the result then stands as entered). */
  decided?: boolean;
  /** R-ONI-14: struck from the tally (kept in the record, marked). */
  struck?: boolean;
}

export interface MatchGame {
  /** The entry with the first-moving side: Othello black, Ninuki x, Tonobeb red, Onino first, dominoes setter. */
  first: Slot;
  decidedBy?: FirstMoveDecision;
  /** Null until the game has a result. */
  result: GameResult | null;
  flags?: GameFlags;
  /** The game record's id in the database, when played on a digital board. */
  recordId?: string;
}

export interface Match {
  kind: 'match';
  board: number;
  a: EntryId;
  b: EntryId;
  games: MatchGame[];
  /** Not played: who forfeited (scored by the event's forfeit policy). */
  forfeit?: Slot | 'both';
  /** Knockout: extra games played because the match was tied (see formats/knockout.ts). */
  playoff?: MatchGame[];
  /** Knockout: a tie settled without play-off games (higher seed, lot, director). */
  settled?: { winner: Slot; how: 'higher-seed' | 'lot' | 'director' };
}

/**
 * A round without an opponent:
 * - `pairing`: allocated by the pairing (odd field, the Berger dummy), scored `pairingBye`;
 * - `half` / `zero`: requested by the player in advance, scored `halfBye` / `zeroBye`;
 * - `forfeit`: a scheduled opponent did not come (or was withdrawn), scored `forfeitWin`.
 */
export type ByeKind = 'pairing' | 'half' | 'zero' | 'forfeit';

export interface Bye {
  kind: 'bye';
  entry: EntryId;
  bye: ByeKind;
}

export type Pairing = Match | Bye;

export interface Round {
  number: number;
  pairings: Pairing[];
}

/** Match points per outcome. A forfeit is a match not played; byes have no opponent. */
export interface Scoring {
  win: number;
  draw: number;
  loss: number;
  pairingBye: number;
  halfBye: number;
  zeroBye: number;
  forfeitWin: number;
  forfeitLoss: number;
}

export const DEFAULT_SCORING: Scoring = {
  win: 1, draw: 0.5, loss: 0, pairingBye: 1, halfBye: 0.5, zeroBye: 0, forfeitWin: 1, forfeitLoss: 0,
};

/** A default or a forfeit recorded against an entry (R-ONI-14, R-ONI-15, the forfeit policy). */
export interface Sanction {
  kind: 'default' | 'forfeit';
  entry: EntryId;
  round: number;
  reason: string;
  /** A league forfeit (R-ONI-14): the alternate who takes the forfeiter's place in the schedule. */
  alternate?: EntryId;
}

export type FormatKind = 'round-robin' | 'double-round-robin' | 'swiss' | 'knockout' | 'league' | 'arena';

export interface TournamentEvent {
  name: string;
  game: GameId;
  format: FormatKind;
  /** Games per match (Onino's agreed number, a mini-match); 1 by default. */
  gamesPerMatch?: number;
  entries: Entry[];
  rounds: Round[];
  scoring?: Scoring;
  /** The other games' forfeit policy: withdraw the forfeiting entry (default true). */
  withdrawForfeiter?: boolean;
  sanctions?: Sanction[];
  /** The Tie-Break Regulations C.07 edition ranking the event (settings `tieBreakEdition`); absent: 2024. */
  tieBreakEdition?: '2024' | '2026';
  /** The seed of the lot (criterion `lot`, settings `lotSeed`); absent or null: not drawn. */
  lotSeed?: number | null;
}

/** Match points for a bye of this kind. */
export function byePoints(scoring: Scoring, kind: ByeKind): number {
  return { pairing: scoring.pairingBye, half: scoring.halfBye, zero: scoring.zeroBye, forfeit: scoring.forfeitWin }[kind];
}

export const otherSlot = (s: Slot): Slot => (s === 'a' ? 'b' : 'a');

/** The highest round number of `rounds` (0 before round 1): the last round paired. */
export const lastRound = (rounds: ReadonlyArray<{ number: number }>): number => rounds.reduce((m, r) => Math.max(m, r.number), 0);

export function scoringOf(event: TournamentEvent): Scoring {
  return event.scoring ?? DEFAULT_SCORING;
}

/** Is the entry still in the event in round `round` (joined, not withdrawn)? */
export function isActiveIn(entry: Entry, round: number): boolean {
  return (entry.joinedRound ?? 1) <= round && (entry.withdrawnFromRound ?? Infinity) > round;
}

/** Where a game sits in the event: round number, board and game index (0-based) within the match. */
export interface GameRef {
  round: number;
  board: number;
  game: number;
}

/** A new event with one game replaced by `fn(game)`; refused when there is no such game (a bye has none). */
export function updateGame(event: TournamentEvent, ref: GameRef, fn: (g: MatchGame) => MatchGame): Outcome<TournamentEvent> {
  const round = event.rounds.find((r) => r.number === ref.round);
  const match = round?.pairings.find((p): p is Match => p.kind === 'match' && p.board === ref.board);
  const game = match?.games[ref.game];
  if (!round || !match || !game) {
    return refuseText('event', `no game ${ref.game + 1} on board ${ref.board} in round ${ref.round}`, 'tournament.noGame', { game: ref.game + 1, board: ref.board, round: ref.round });
  }
  const games = match.games.map((g, i) => (i === ref.game ? fn(g) : g));
  const pairings = round.pairings.map((p) => (p === match ? { ...match, games } : p));
  return ok({ ...event, rounds: event.rounds.map((r) => (r === round ? { ...round, pairings } : r)) });
}
