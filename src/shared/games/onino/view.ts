import type { Audience } from '../types';
import { CELLS, MARKERS, oninosOf, sideOfColour, squareName } from './board';
import { centreClosed, owedBy, toAct } from './rules';
import type { InfractionKind, Mode, OninoState, PerSide, Player, Result, Side, Waived, Who } from './types';

/** How the game ended, with who and why (R-ALL-3), for `td replay` and the boards. */
export interface OninoOutcome {
  ending: Result['ending'];
  winner: Side | null;
  by: Who | null;
  reason: string;
  markersUsed: number | null;
}

/** The game's own keys for `td replay` (beside status, toMove, winner, score, ...). Rule 7: nothing about undeclared ONINOs, no hints. */
export interface OninoSummary {
  mode: Mode;
  /** The doubles player to act; null in singles or once finished. */
  player: Player | null;
  markersUsed: PerSide<number>;
  markersLeft: PerSide<number>;
  /** Turns at play had per side, lost turns included (rule 22). */
  turns: PerSide<number>;
  lostTurnsOwed: PerSide<number>;
  plays: number;
  lastPlay: string | null;
  /** The side that made the last play: after a draw it chooses who plays first next (R-ONI-11). */
  lastPlayBy: Side | null;
  infractions: number;
  outcome: OninoOutcome | null;
}

export interface OninoInfractionView {
  ply: number;
  kind: InfractionKind;
  rule: number;
  side: Side;
  player: Player | null;
  squares: string[];
  /** No penalty followed: it stood (rule 18) or the claim was forfeited (rule 19), R-ONI-20. */
  waived?: Waived;
}

/** What a digital board draws. `cells[(rank - 1) * 15 + file]`, a1 first, o15 last. */
export interface OninoView {
  size: 15;
  mode: Mode;
  cells: (Side | null)[];
  lastPlay: { square: string; side: Side; player: Player | null; number: number } | null;
  toMove: Side | null;
  player: Player | null;
  /** Rule 4 is in force for first: h8 may not be marked by it yet (a rule, not a hint). */
  centreClosed: boolean;
  markersUsed: PerSide<number>;
  turns: PerSide<number>;
  lostTurnsOwed: PerSide<number>;
  infractions: OninoInfractionView[];
  lostTurns: { side: Side; player: Player | null; turn: number; cause: number }[];
  /** Plays kept as irregularities that stood (R-ALL-2), by square. */
  stood: string[];
  outcome: OninoOutcome | null;
  /** After a declaration has won: the winner's ONINOs on the board, for everyone to see (declared, so rule 7 is done with). */
  declaredOninos: OninoLine[];
}

export interface OninoLine {
  side: Side;
  from: string;
  to: string;
  length: number;
}

/** The director's view adds the completed ONINOs nobody has declared (rule 7 binds players, not the director). */
export interface OninoDirectorView extends OninoView {
  undeclaredOninos: OninoLine[];
}

function linesOf(s: OninoState, side: Side): OninoLine[] {
  return oninosOf(s.board, side).map((l) => ({ side, from: squareName(l.from), to: squareName(l.to), length: l.length }));
}

function outcome(s: OninoState): OninoOutcome | null {
  if (!s.result) return null;
  const { ending, winner, by, reason, markersUsed } = s.result;
  return { ending, winner, by, reason, markersUsed };
}

export function summary(s: OninoState): OninoSummary {
  return {
    mode: s.mode,
    player: s.result ? null : toAct(s).player,
    markersUsed: { ...s.markers },
    markersLeft: { first: MARKERS - s.markers.first, second: MARKERS - s.markers.second },
    turns: { ...s.turns },
    lostTurnsOwed: owedBy(s),
    plays: s.plays,
    lastPlay: s.lastPlay ? squareName(s.lastPlay.square) : null,
    lastPlayBy: s.lastPlay?.side ?? null,
    infractions: s.infractions.length,
    outcome: outcome(s),
  };
}

export function view(s: OninoState, audience: 'players'): OninoView;
export function view(s: OninoState, audience: 'director'): OninoDirectorView;
export function view(s: OninoState, audience: Audience): OninoView | OninoDirectorView;
export function view(s: OninoState, audience: Audience): OninoView | OninoDirectorView {
  const cells: (Side | null)[] = [];
  for (let sq = 0; sq < CELLS; sq++) cells.push(sideOfColour(s.board[sq]!));
  const acting = s.result ? null : toAct(s);
  const base: OninoView = {
    size: 15,
    mode: s.mode,
    cells,
    lastPlay: s.lastPlay && { ...s.lastPlay, square: squareName(s.lastPlay.square) },
    toMove: acting?.side ?? null,
    player: acting?.player ?? null,
    centreClosed: acting?.side === 'first' && centreClosed(s),
    markersUsed: { ...s.markers },
    turns: { ...s.turns },
    lostTurnsOwed: owedBy(s),
    infractions: s.infractions.map((i) => ({ ...i, squares: i.squares.map(squareName) })),
    lostTurns: s.lostTurns.map((l) => ({ ...l })),
    stood: s.stood.map(squareName),
    outcome: outcome(s),
    declaredOninos: s.result?.ending === 'play' && s.result.winner ? linesOf(s, s.result.winner) : [],
  };
  if (audience === 'players') return base;
  // Once a declaration has won, nothing is undeclared any more that matters to the game.
  const open = s.result?.ending === 'play' ? [] : (['first', 'second'] as const);
  return { ...base, undeclaredOninos: open.flatMap((side) => linesOf(s, side)) };
}
