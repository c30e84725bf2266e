/**
 * The rules of play: moving (R-TON-4), destroying (R-TON-5), capturing (R-TON-6), fourwalling and the
 * end of a turn (R-TON-7), and the game's end (R-TON-8, R-ALL-3). Every function is pure.
 */
import { listText, ok, refuse, type Outcome, type RuleText } from '../types';
import { bySquare, countPieces, DIRECTIONS, fileOf, other, rankOf, sideOf, squareName, step } from './board';
import type { Action, Result, Side, Square, TonobebState } from './types';
import { isAction } from './shape';

/** Marks on the mover's pieces during a turn (cleared when the turn ends). */
export const MOVED = 1;
/** Captured this turn: exempt from moving, cannot take part in a capture (see docs, R-TON-6). */
export const CAPTURED = 2;
/** Has taken part in a capture this turn. */
export const USED = 4;

export interface Target {
  to: Square;
  distance: number;
}

/**
 * R-TON-4: where the die on `from` may go on this board: n-1, n or n+1 squares straight (never 7),
 * not through any piece, not onto its own side's piece; a 1 may stay (distance 0).
 */
export function targets(board: readonly number[], from: Square): Target[] {
  const cell = board[from] ?? 0;
  const n = Math.abs(cell);
  if (n === 0) return [];
  const out: Target[] = n === 1 ? [{ to: from, distance: 0 }] : [];
  const min = Math.max(1, n - 1);
  const max = Math.min(6, n + 1);
  for (const dir of DIRECTIONS) {
    for (let s = 1; s <= max; s++) {
      const sq = step(from, dir, s);
      if (sq < 0) break;
      const c = board[sq]!;
      if (s >= min && (c === 0 || Math.sign(c) !== Math.sign(cell))) out.push({ to: sq, distance: s });
      if (c !== 0) break;
    }
  }
  return out;
}

/** The mover's pieces that still owe their move this turn (a piece captured this turn owes none). */
export function stillToMove(state: TonobebState): Square[] {
  const out: Square[] = [];
  state.board.forEach((c, sq) => {
    if (c !== 0 && sideOf(c) === state.toMove && (state.marks[sq]! & (MOVED | CAPTURED)) === 0) out.push(sq);
  });
  return out.sort(bySquare);
}

/** Legal destinations of the piece on `from` for the side to move (empty if it may not move now). */
export function legalTargets(state: TonobebState, from: Square): Square[] {
  if (state.result || !stillToMove(state).includes(from)) return [];
  return targets(state.board, from).map((t) => t.to);
}

const orthogonal = (target: Square): Square[] =>
  DIRECTIONS.map((d) => step(target, d, 1)).filter((sq) => sq >= 0);

/** R-TON-6: the mover's pieces next to `target` that may take part in capturing it now. */
export function capturers(state: TonobebState, target: Square): Square[] {
  return orthogonal(target)
    .filter((sq) => sideOf(state.board[sq]!) === state.toMove && (state.marks[sq]! & (MOVED | CAPTURED | USED)) === MOVED)
    .sort(bySquare);
}

/** Every capture available now, each with its pair of capturing pieces. */
export function captureOptions(state: TonobebState): { target: Square; by: [Square, Square] }[] {
  if (state.result) return [];
  const out: { target: Square; by: [Square, Square] }[] = [];
  state.board.forEach((c, target) => {
    if (c === 0 || sideOf(c) === state.toMove) return;
    const able = capturers(state, target);
    for (let i = 0; i < able.length; i++) {
      for (let j = i + 1; j < able.length; j++) out.push({ target, by: [able[i]!, able[j]!] });
    }
  });
  return out;
}

/** R-TON-7: pieces still to move that have no legal move now (the ones `end` would remove). */
export function blockedPieces(state: TonobebState): Square[] {
  return stillToMove(state).filter((sq) => targets(state.board, sq).length === 0);
}

/** R-TON-7: the turn may end once every piece still to move has no legal move. */
export function canEnd(state: TonobebState): boolean {
  return !state.result && stillToMove(state).every((sq) => targets(state.board, sq).length === 0);
}

const describe = (board: readonly number[], sq: Square): string =>
  `the ${sideOf(board[sq]!)} ${Math.abs(board[sq]!)} on ${squareName(sq)}`;
/** `describe` by key, for the caller's language. */
const pieceText = (board: readonly number[], sq: Square): RuleText =>
  ({ key: 'engine.tonobeb.piece', params: { side: sideText(sideOf(board[sq]!)!), n: Math.abs(board[sq]!), square: squareName(sq) } });
const sideText = (side: Side): RuleText => ({ key: `engine.tonobeb.side.${side}` });
/** A reason in English and by key. */
type Why = { message: string; text: RuleText };
const why = (message: string, key: string, params: RuleText['params']): Why => ({ message, text: { key: `engine.tonobeb.${key}`, params } });

/** Why a move is not legal, naming what is in the way (R-TON-4). */
function whyNot(board: readonly number[], from: Square, to: Square): Why {
  const n = Math.abs(board[from]!);
  const piece = describe(board, from);
  const p = pieceText(board, from);
  const target = squareName(to);
  if (from === to) return why(`${piece} cannot stay: only a 1 may stay`, 'stay', { piece: p });
  if (fileOf(from) !== fileOf(to) && rankOf(from) !== rankOf(to)) {
    return why(`${piece} cannot reach ${target}: moves go straight along a file or a rank`, 'straight', { piece: p, square: target });
  }
  const distance = Math.abs(fileOf(to) - fileOf(from)) + Math.abs(rankOf(to) - rankOf(from));
  if (n === 6 && distance === 7) return why(`${piece} cannot move 7 squares: a 6 never moves 7`, 'sixNotSeven', { piece: p });
  if (distance < n - 1 || distance > n + 1) {
    const [least, most] = [Math.max(1, n - 1), Math.min(6, n + 1)];
    return why(`${piece} moves ${least} to ${most} squares, not ${distance}`, 'distance', { piece: p, least, most, distance });
  }
  const dir = [Math.sign(fileOf(to) - fileOf(from)), Math.sign(rankOf(to) - rankOf(from))] as const;
  for (let s = 1; s < distance; s++) {
    const sq = step(from, dir, s);
    if (board[sq] !== 0) return why(`${piece} cannot pass ${describe(board, sq)} to reach ${target}`, 'blocked', { piece: p, other: pieceText(board, sq), square: target });
  }
  return why(`${piece} cannot stop on ${target}: it holds its own side's ${Math.abs(board[to]!)}`, 'ownPiece', { piece: p, square: target, n: Math.abs(board[to]!) });
}

type Step = Outcome<TonobebState>;

function finishedBy(state: TonobebState): Result | null {
  const pieces = countPieces(state.board);
  if (pieces.red === 0) return { winner: 'blue', ending: 'play' };
  if (pieces.blue === 0) return { winner: 'red', ending: 'play' };
  return null;
}

function move(state: TonobebState, from: Square, to: Square): Step {
  const cell = state.board[from]!;
  const mover = state.toMove;
  if (cell === 0) return refuse('R-TON-4', `there is no piece on ${squareName(from)}`, 'engine.tonobeb.noPiece', { square: squareName(from) });
  if (sideOf(cell) !== mover) return refuse('R-TON-4', `${describe(state.board, from)} is not ${mover}'s to move`,
    'engine.tonobeb.notYours', { piece: pieceText(state.board, from), side: sideText(mover) });
  const mark = state.marks[from]!;
  if (mark & CAPTURED) {
    return refuse('R-TON-6', `${describe(state.board, from)} was captured this turn and may not move until the next`,
      'engine.tonobeb.capturedMoves', { piece: pieceText(state.board, from) });
  }
  if (mark & MOVED) return refuse('R-TON-4', `${describe(state.board, from)} has already moved this turn`, 'engine.tonobeb.moved', { piece: pieceText(state.board, from) });
  const t = targets(state.board, from).find((x) => x.to === to);
  if (!t) {
    const not = whyNot(state.board, from, to);
    return refuse('R-TON-4', not.message, not.text.key, not.text.params);
  }
  const board = state.board.slice();
  const marks = state.marks.slice();
  const destroyed = board[to] !== 0 && to !== from ? to : null;
  board[from] = 0;
  marks[from] = 0;
  board[to] = Math.sign(cell) * Math.max(1, t.distance);
  marks[to] = MOVED;
  const next: TonobebState = {
    ...state, board, marks, last: { action: { kind: 'move', from, to }, side: mover, destroyed, fourwalled: [] },
  };
  return ok({ ...next, result: finishedBy(next) });
}

function capture(state: TonobebState, target: Square, by: [Square, Square] | undefined): Step {
  const cell = state.board[target]!;
  const mover = state.toMove;
  if (cell === 0 || sideOf(cell) === mover) {
    return refuse('R-TON-6', `there is no ${other(mover)} piece on ${squareName(target)} to capture`,
      'engine.tonobeb.nothingToCapture', { side: sideText(other(mover)), square: squareName(target) });
  }
  const able = capturers(state, target);
  let pair: [Square, Square];
  if (by) {
    if (by[0] === by[1]) return refuse('R-TON-6', 'a capture needs two different pieces', 'engine.tonobeb.twoPieces');
    for (const sq of by) {
      if (able.includes(sq)) continue;
      const c = state.board[sq]!;
      const mark = state.marks[sq]!;
      const [name, piece, p] = [squareName(sq), describe(state.board, sq), pieceText(state.board, sq)];
      const not = sideOf(c) !== mover ? why(`there is no ${mover} piece on ${name}`, 'noOwnPiece', { side: sideText(mover), square: name })
        : !orthogonal(target).includes(sq) ? why(`${piece} is not next to ${squareName(target)}`, 'notNext', { piece: p, square: squareName(target) })
        : mark & CAPTURED ? why(`${piece} was captured this turn and has not moved`, 'capturedHelper', { piece: p })
        : mark & USED ? why(`${piece} has already taken part in a capture this turn`, 'usedHelper', { piece: p })
        : why(`${piece} has not moved yet this turn`, 'unmovedHelper', { piece: p });
      return refuse('R-TON-6', `cannot capture ${squareName(target)}: ${not.message}`, 'engine.tonobeb.cannotCapture', { square: squareName(target), why: not.text });
    }
    pair = by;
  } else if (able.length === 2) {
    pair = [able[0]!, able[1]!];
  } else if (able.length > 2) {
    return refuse('R-TON-6', `${able.length} pieces could capture ${squareName(target)} (${able.map(squareName).join(', ')}): `
      + `name the two, e.g. x${squareName(target)}(${squareName(able[0]!)},${squareName(able[1]!)})`,
    'engine.tonobeb.nameTwo', { count: able.length, square: squareName(target), able: able.map(squareName).join(', '), a: squareName(able[0]!), b: squareName(able[1]!) });
  } else {
    return refuse('R-TON-6', `cannot capture ${squareName(target)}: it needs two ${mover} pieces next to it that have `
      + `moved this turn and not yet captured (${able.length === 0 ? 'none' : `only ${squareName(able[0]!)}`})`,
    'engine.tonobeb.needsTwo', { square: squareName(target), side: sideText(mover), able: able.length === 0 ? { key: 'engine.tonobeb.none' } : { key: 'engine.tonobeb.only', params: { square: squareName(able[0]!) } } });
  }
  const board = state.board.slice();
  const marks = state.marks.slice();
  board[target] = -cell;
  marks[target] = CAPTURED;
  marks[pair[0]] = marks[pair[0]]! | USED;
  marks[pair[1]] = marks[pair[1]]! | USED;
  const by2 = [...pair].sort(bySquare) as [Square, Square];
  const next: TonobebState = {
    ...state, board, marks,
    last: { action: { kind: 'capture', target, by: by2 }, side: mover, destroyed: null, fourwalled: [] },
  };
  return ok({ ...next, result: finishedBy(next) });
}

function endTurn(state: TonobebState, claimed: Square[] | undefined): Step {
  const mover = state.toMove;
  const movable = stillToMove(state).filter((sq) => targets(state.board, sq).length > 0);
  if (movable.length > 0) {
    return refuse('R-TON-7', `the turn cannot end yet: ${movable.map((sq) => describe(state.board, sq)).join(', ')} `
      + `can still move`, 'engine.tonobeb.cannotEnd', { pieces: listText(movable.map((sq) => pieceText(state.board, sq))) });
  }
  const fourwalled = blockedPieces(state);
  if (claimed && claimed.join(',') !== fourwalled.join(',')) {
    const names = (list: Square[]) => (list.length ? list.map(squareName).join(', ') : 'none');
    const namesText = (list: Square[]): RuleText | string => (list.length ? list.map(squareName).join(', ') : { key: 'engine.tonobeb.none' });
    return refuse('R-TON-7', `the end of this turn fourwalls ${names(fourwalled)}, not ${names([...claimed])}`,
      'engine.tonobeb.fourwalls', { actual: namesText(fourwalled), claimed: namesText([...claimed]) });
  }
  const board = state.board.slice();
  for (const sq of fourwalled) board[sq] = 0;
  const next: TonobebState = {
    ...state, board, marks: new Array<number>(board.length).fill(0),
    toMove: other(mover), turn: state.turn + 1,
    last: { action: { kind: 'end', fourwalled }, side: mover, destroyed: null, fourwalled },
  };
  return ok({ ...next, result: finishedBy(next) });
}

function ending(state: TonobebState, action: Action, result: Result): Step {
  const side = action.kind === 'resign' || action.kind === 'forfeit' ? action.side : state.toMove;
  return ok({ ...state, result, last: { action, side, destroyed: null, fourwalled: [] } });
}

/** One action, checked against the rules; never mutates `state`. */
export function applyAction(state: TonobebState, action: Action): Step {
  // Actions can arrive as JSON from elsewhere: anything that is not one is refused, never thrown on.
  if (!isAction(action)) return refuse('notation', 'not a Tonobeb action (an object with a known kind and squares on the board)', 'engine.tonobeb.notAction');
  if (state.result) return refuse('R-TON-8', 'the game is over; no further action can be recorded', 'engine.tonobeb.over');
  switch (action.kind) {
    case 'move': return move(state, action.from, action.to);
    case 'capture': return capture(state, action.target, action.by);
    case 'end': return endTurn(state, action.fourwalled && [...action.fourwalled].sort(bySquare));
    case 'resign': return ending(state, action, { winner: other(action.side), ending: 'resignation' });
    case 'draw': return ending(state, action, { winner: null, ending: 'agreement' });
    case 'forfeit': return ending(state, action, { winner: other(action.side), ending: 'forfeit' });
    case 'director': return ending(state, action, { winner: action.winner, ending: 'director' });
  }
}

/** Every board action legal now (moves, captures with their pairs, `end` with its fourwalls). */
export function legalActions(state: TonobebState): Action[] {
  if (state.result) return [];
  const out: Action[] = [];
  for (const from of stillToMove(state)) {
    for (const t of targets(state.board, from)) out.push({ kind: 'move', from, to: t.to });
  }
  for (const c of captureOptions(state)) out.push({ kind: 'capture', target: c.target, by: c.by });
  if (canEnd(state)) out.push({ kind: 'end', fourwalled: blockedPieces(state) });
  return out;
}

/** The margin of R-TON-8: the winner's pieces minus the loser's (0 for a draw). */
export function margin(state: TonobebState): number | null {
  if (!state.result) return null;
  const winner: Side | null = state.result.winner;
  if (!winner) return 0;
  const pieces = countPieces(state.board);
  return pieces[winner] - pieces[other(winner)];
}
