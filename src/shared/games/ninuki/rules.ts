/** Applying actions: a play with its captures and the order of judgement of R-NIN-5; R-ALL-3 endings. */
import { ok, refuse, verbatim, type Ending, type Outcome } from '../types';
import {
  EMPTY, fileLetter, geometry, indexOf, isSide, namesOf, onBoard, other, pointName, stoneOf, type Geometry,
} from './board';
import { hasLegalPlay, judge } from './judge';
import { capturesAt, perfectFives } from './patterns';
import type { NinukiAction, NinukiState, Side } from './types';

/** A malformed action for the refusal message; never throws (BigInt, cycles, objects without a prototype). */
function describe(action: unknown): string {
  try {
    return (JSON.stringify(action) ?? String(action)).slice(0, 120);
  } catch {
    return typeof action;
  }
}

export function newGame(size: number): NinukiState {
  const g = geometry(size);
  return {
    size, cells: g.blank.slice(), toMove: 'x', plies: 0, captures: { x: 0, o: 0 },
    empties: size * size, last: null, pending: null, result: null,
  };
}

const finish = (state: NinukiState, winner: Side | null, ending: Ending, reason: string, message: string): NinukiState =>
  ({ ...state, pending: null, result: { winner, ending, reason, message } });

/** The rule that ended a game, named when something is played after the end. */
const endRule = (state: NinukiState): string =>
  state.result && (state.result.ending === 'play' || state.result.ending === 'draw') ? 'R-NIN-5' : 'R-ALL-3';

/** Actions may arrive as JSON from elsewhere: check their shape instead of trusting the type. */
function wellFormed(action: unknown): action is NinukiAction {
  if (typeof action !== 'object' || action === null) return false;
  const a = action as Record<string, unknown>;
  if (a.reason !== undefined && typeof a.reason !== 'string') return false;
  switch (a.type) {
    case 'play': return Number.isInteger(a.col) && Number.isInteger(a.row);
    case 'resign': case 'forfeit': return isSide(a.side);
    case 'agree': return true;
    case 'director': return a.winner === null || isSide(a.winner);
    default: return false;
  }
}

export function apply(state: NinukiState, action: NinukiAction): Outcome<NinukiState> {
  if (!wellFormed(action)) return refuse('notation', `not a Ninuki-Renju action: ${describe(action)}`);
  if (state.result) return refuse(endRule(state), `the game is over: ${state.result.message}`, 'engine.over', { reason: verbatim(state.result.message) });
  const why = 'reason' in action && action.reason ? ` (${action.reason})` : '';
  switch (action.type) {
    case 'play':
      return play(state, action.col, action.row);
    case 'resign':
      return ok(finish(state, other(action.side), 'resignation', 'resignation', `${action.side} resigned${why}; ${other(action.side)} wins (R-ALL-3)`));
    case 'forfeit':
      return ok(finish(state, other(action.side), 'forfeit', 'forfeit', `${action.side} forfeited${why}; ${other(action.side)} wins (R-ALL-3)`));
    case 'agree':
      return ok(finish(state, null, 'agreement', 'agreement', `draw by agreement${why} (R-ALL-3)`));
    case 'director':
      return ok(finish(state, action.winner, 'director', 'director',
        `${action.winner ? `${action.winner} wins` : 'draw'} by the director's decision${why} (R-ALL-3)`));
  }
}

function play(state: NinukiState, col: number, row: number): Outcome<NinukiState> {
  const g = geometry(state.size);
  if (!onBoard(g, col, row)) {
    return refuse('R-NIN-1', `${pointName(col, row)} is off the ${g.size} x ${g.size} board (files A-${fileLetter(g.size - 1)} without I, ranks 1-${g.size})`,
      'engine.ninuki.offBoard', { point: pointName(col, row), size: g.size, last: fileLetter(g.size - 1) });
  }
  const p = indexOf(g, col, row);
  if (state.cells[p] !== EMPTY) return refuse('ninuki movement rules', `${pointName(col, row)} is already occupied: a stone goes on an empty point`,
    'engine.ninuki.occupied', { point: pointName(col, row) });
  const verdict = judge(state, p);
  if (!verdict.ok) return { ok: false, error: verdict.error };
  const mover = state.toMove;
  const cells = state.cells.slice();
  const captured = verdict.exam.captured;
  cells[p] = stoneOf(mover);
  for (const c of captured) cells[c] = EMPTY;
  const next: NinukiState = {
    size: state.size, cells, toMove: other(mover), plies: state.plies + 1,
    captures: { ...state.captures, [mover]: state.captures[mover] + captured.length / 2 },
    empties: state.empties - 1 + captured.length,
    last: { side: mover, point: p, captured }, pending: null, result: null,
  };
  return ok(judgement(state, next, g));
}

/** R-NIN-5 (b)-(e) after a play by P (prev.toMove) against Q; `next` already has P's captures removed (a). */
function judgement(prev: NinukiState, next: NinukiState, g: Geometry): NinukiState {
  const P = prev.toMove;
  const Q = other(P);
  const mine = stoneOf(P);
  const theirs = stoneOf(Q);
  if (next.captures[P] >= 5) {
    if (perfectFives(next.cells, g, theirs).length > 0) {
      return finish(next, null, 'draw', 'capture-five-draw',
        `draw: ${P} captured a fifth pair, but that left ${Q} a perfect five (R-NIN-5 b)`);
    }
    return finish(next, P, 'play', 'captures', `${P} wins by capturing five pairs (R-NIN-5 b)`);
  }
  if (prev.pending?.side === Q) {
    const fives = perfectFives(next.cells, g, theirs);
    if (fives.length > 0) {
      return finish(next, Q, 'play', 'unperfect-five',
        `${Q} wins: ${P} did not break the five ${namesOf(g, fives[0]!).join('-')} (R-NIN-5 c)`);
    }
  }
  const fives = perfectFives(next.cells, g, mine);
  if (fives.length > 0) {
    const stones = [...new Set(fives.flat())].sort((a, b) => a - b);
    const threatened: NinukiState = { ...next, pending: { side: P, stones, ply: next.plies } };
    if (canBreak(threatened, g)) return threatened;
    return finish(next, P, 'play', 'five', `${P} wins with the perfect five ${namesOf(g, fives[0]!).join('-')} (R-NIN-5 d)`);
  }
  if (next.empties === 0) return finish(next, null, 'draw', 'full-board', 'draw: the board is full (R-NIN-5 e)');
  if (!hasLegalPlay(next)) {
    return finish(next, null, 'draw', 'no-legal-play', `draw: ${Q} has no legal play (R-NIN-5 e, docs/ninuki.md)`);
  }
  return next;
}

/** R-NIN-5 (d): does the side to move have a legal play whose captures leave the pending side no perfect five? */
function canBreak(state: NinukiState, g: Geometry): boolean {
  const pending = state.pending!;
  const breaker = stoneOf(state.toMove);
  const fiveSide = stoneOf(pending.side);
  const inFive = new Set(pending.stones);
  const scratch = state.cells.slice();
  for (const r of g.points) {
    if (scratch[r] !== EMPTY) continue;
    const captured = capturesAt(scratch, g, r, breaker);
    if (!captured.some((c) => inFive.has(c))) continue;
    for (const c of captured) scratch[c] = EMPTY;
    const broken = perfectFives(scratch, g, fiveSide).length === 0;
    for (const c of captured) scratch[c] = fiveSide;
    if (broken && judge(state, r, scratch).ok) return true;
  }
  return false;
}
