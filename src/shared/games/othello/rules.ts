import { ok, refuse, type GameOptions, type RuleText, type GameStatus, type Outcome } from '../types';
import { flips, has, mobility, out, squaresOf } from './bitboard';
import { formatAction } from './notation';
import {
  START, countDiscs, discAt, legalBits, officialCount, opponent, parseSquare, phaseWithoutMove, squareName,
  type Discs,
} from './position';
import { type EndingRecord, type OthelloAction, type OthelloState, type Score, type Side, type Step } from './types';

/** Othello has no options (R-OTH-1 fixes board and start); any option given is refused. */
export function setup(options: GameOptions = {}): Outcome<OthelloState> {
  const unknown = Object.keys(options);
  if (unknown.length > 0) return refuse('options', `othello takes no options (got ${unknown.join(', ')})`, 'engine.othello.noOptions', { options: unknown.join(', ') });
  return ok(initialState());
}

/** R-OTH-1: the start position, black to move. */
export const initialState = (): OthelloState => positionState(START, 'black', null);

/** A state for a position with `toMove` to act: the legal squares and phase are worked out once here. */
function positionState(d: Discs, toMove: Side, history: Step | null): OthelloState {
  const black = toMove === 'black';
  mobility(black ? d.blackLo : d.whiteLo, black ? d.blackHi : d.whiteHi, black ? d.whiteLo : d.blackLo, black ? d.whiteHi : d.blackHi);
  const legalLo = out.lo;
  const legalHi = out.hi;
  const phase = (legalLo | legalHi) !== 0 ? 'move' : phaseWithoutMove(d, toMove);
  return {
    blackLo: d.blackLo, blackHi: d.blackHi, whiteLo: d.whiteLo, whiteHi: d.whiteHi,
    toMove, legalLo, legalHi, phase, ending: null, history,
  };
}

const step = (prev: OthelloState, action: OthelloAction, side: Side | null, turnedLo = 0, turnedHi = 0, impliedPass = false): Step =>
  ({ action, side, turnedLo, turnedHi, impliedPass, prev: prev.history });

export function apply(state: OthelloState, action: OthelloAction): Outcome<OthelloState> {
  const shape = checkShape(action);
  if (shape) return refuse('notation', shape);
  if (state.ending) return refuse('R-ALL-3', `the game has already ended (${state.ending.kind}); no further action is possible`, 'engine.ended', { kind: { key: `engine.ending.${state.ending.kind}` } });
  if (state.phase === 'over') return refuse('R-OTH-2', 'the game is over: neither side can move', 'engine.othello.blocked');
  switch (action.type) {
    case 'move':
      return move(state, action);
    case 'pass':
      if (state.phase === 'move') {
        const moves = squaresOf(state.legalLo, state.legalHi).map(squareName).join(', ');
        return refuse('othello rule 2', `${state.toMove} has a legal move (${moves}) and may not pass`, 'engine.othello.mayNotPass', { side: sideText(state.toMove), moves });
      }
      return ok(positionState(state, opponent(state.toMove), step(state, action, state.toMove)));
    case 'fix':
      return fix(state, action.set);
    default:
      return end(state, action);
  }
}

function move(state: OthelloState, action: OthelloAction & { type: 'move' }): Outcome<OthelloState> {
  const sq = parseSquare(action.square);
  let side = state.toMove;
  let impliedPass = false;
  if (!has(state.legalLo, state.legalHi, sq)) {
    const occupant = discAt(state, sq);
    if (occupant) return refuse('othello rule 8', `${action.square} is occupied by a ${occupant} disc`, 'engine.othello.occupied', { square: action.square, colour: colourText(occupant) });
    if (state.phase === 'pass') {
      // R-OTH-2: passes may be left out of a transcript; the move is then the opponent's.
      const [lo, hi] = legalBits(state, opponent(side));
      if (!has(lo, hi, sq)) {
        return refuse('R-OTH-2', `${side} has no legal move and must pass, and ${action.square} is not a legal move for ${opponent(side)} either`,
          'engine.othello.mustPass', { side: sideText(side), square: action.square, other: sideText(opponent(side)) });
      }
      side = opponent(side);
      impliedPass = true;
    } else {
      const moves = squaresOf(state.legalLo, state.legalHi).map(squareName).join(', ');
      return refuse('othello rule 2', `${action.square} outflanks no ${opponent(side)} disc; ${side} can play ${moves}`,
        'engine.othello.outflanksNone', { square: action.square, colour: colourText(opponent(side)), side: sideText(side), moves });
    }
  }
  const { blackLo, blackHi, whiteLo, whiteHi } = state;
  const black = side === 'black';
  if (black) flips(sq, blackLo, blackHi, whiteLo, whiteHi);
  else flips(sq, whiteLo, whiteHi, blackLo, blackHi);
  const fLo = out.lo;
  const fHi = out.hi;
  const placedLo = sq < 32 ? 1 << sq : 0;
  const placedHi = sq < 32 ? 0 : 1 << (sq - 32);
  const next: Discs = black
    ? { blackLo: blackLo | placedLo | fLo, blackHi: blackHi | placedHi | fHi, whiteLo: whiteLo ^ fLo, whiteHi: whiteHi ^ fHi }
    : { blackLo: blackLo ^ fLo, blackHi: blackHi ^ fHi, whiteLo: whiteLo | placedLo | fLo, whiteHi: whiteHi | placedHi | fHi };
  const name = squareName(sq);
  const canonical: OthelloAction = name === action.square ? action : { type: 'move', square: name };
  return ok(positionState(next, opponent(side), step(state, canonical, side, fLo, fHi, impliedPass)));
}

/**
 * R-ALL-2 / othello rule 7: a mis-flip that stood. The named discs take the colour they show on the
 * physical board; the side to move is unchanged and play goes on from the corrected position.
 */
function fix(state: OthelloState, set: Record<string, Side>): Outcome<OthelloState> {
  const d: Discs = { blackLo: state.blackLo, blackHi: state.blackHi, whiteLo: state.whiteLo, whiteHi: state.whiteHi };
  let turnedLo = 0;
  let turnedHi = 0;
  const canonical: Record<string, Side> = {};
  for (const [key, side] of Object.entries(set)) {
    const sq = parseSquare(key);
    const name = squareName(sq);
    canonical[name] = side;
    const now = discAt(d, sq);
    if (!now) return refuse('R-ALL-2', `${name} is empty; a correction only turns discs that are on the board (othello rule 8)`, 'engine.othello.fixEmpty', { square: name });
    if (now === side) return refuse('R-ALL-2', `${name} is already ${side}; a correction must turn a disc`, 'engine.othello.fixSame', { square: name, colour: colourText(side) });
    const bit = 1 << (sq & 31);
    if (sq < 32) {
      d.blackLo ^= bit; d.whiteLo ^= bit; turnedLo |= bit;
    } else {
      d.blackHi ^= bit; d.whiteHi ^= bit; turnedHi |= bit;
    }
  }
  const action: OthelloAction = { type: 'fix', set: canonical };
  return ok(positionState(d, state.toMove, step(state, action, null, turnedLo, turnedHi)));
}

/** R-ALL-3: resignation, forfeit, agreed draw or the director's decision, with who and why. */
function end(state: OthelloState, action: OthelloAction & { type: 'resign' | 'forfeit' | 'draw' | 'award' }): Outcome<OthelloState> {
  const side = action.type === 'resign' || action.type === 'forfeit' ? action.side : null;
  const winner = side ? opponent(side) : action.type === 'award' ? action.winner : null;
  const score = action.score ?? defaultScore(countDiscs(state), winner);
  const total = score.black + score.white;
  const leader = score.black > score.white ? 'black' : score.white > score.black ? 'white' : null;
  if (total !== 64 || leader !== winner) {
    return refuse('R-OTH-3', `the score ${score.black}-${score.white} must count all 64 squares and give ${winner ? `${winner} more discs` : 'both sides the same'}`,
      'engine.othello.score', { black: score.black, white: score.white, share: winner ? { key: 'engine.othello.moreDiscs', params: { side: sideText(winner) } } : { key: 'engine.othello.sameDiscs' } });
  }
  const kind = ({ resign: 'resignation', forfeit: 'forfeit', draw: 'agreement', award: 'director' } as const)[action.type];
  const ending: EndingRecord = { kind, winner, score, side, reason: action.reason ?? null };
  return ok({ ...state, ending, history: step(state, action, side) });
}

/**
 * The score of an R-ALL-3 ending when the record gives none: the discs on the board with the empty
 * squares to the winner (R-OTH-3); if the loser would still have 32 or more, 33-31 (the World
 * Othello Championship's best case for a player who loses on time). A draw is 32-32.
 */
export function defaultScore(raw: Score, winner: Side | null): Score {
  if (!winner) return { black: 32, white: 32 };
  const loser = opponent(winner);
  const won = 64 - raw[loser];
  const [w, l] = won > 32 ? [won, raw[loser]] : [33, 31];
  return winner === 'black' ? { black: w, white: l } : { black: l, white: w };
}

/** A side by key, as a player (`black has ...`) and as a disc's colour (`a black disc`). */
const sideText = (side: Side): RuleText => ({ key: `engine.othello.side.${side}` });
const colourText = (side: Side): RuleText => ({ key: `engine.othello.colour.${side}` });

function isSide(v: unknown): boolean {
  return v === 'black' || v === 'white';
}

/** The first problem with an action's shape (it may come from outside as JSON), or null. */
/** A value for a refusal message: objects (even without a prototype) are not turned into text. */
const shown = (v: unknown): string => (typeof v === 'object' && v !== null ? 'an object' : String(v));

function checkShape(action: OthelloAction): string | null {
  const a = action as unknown as Record<string, unknown> | null;
  if (typeof a !== 'object' || a === null) return 'an action must be an object';
  switch (a.type) {
    case 'move':
      return typeof a.square === 'string' && parseSquare(a.square) >= 0 ? null : `"${shown(a.square)}" is not a square a1..h8`;
    case 'pass':
      return null;
    case 'fix': {
      const set = a.set as Record<string, unknown> | null;
      if (typeof set !== 'object' || set === null || Object.keys(set).length === 0) return 'fix needs at least one square=colour';
      const squares = Object.keys(set).map((k) => parseSquare(k));
      if (new Set(squares).size !== squares.length) return 'fix names a square twice';
      const bad = Object.entries(set).find(([k, v]) => parseSquare(k) < 0 || !isSide(v));
      return bad ? `fix: "${bad[0]}=${shown(bad[1])}" is not a square and a colour` : null;
    }
    case 'resign':
    case 'forfeit':
    case 'draw':
    case 'award': {
      if ((a.type === 'resign' || a.type === 'forfeit') && !isSide(a.side)) return `${a.type} needs the side (black or white)`;
      if (a.type === 'award' && a.winner !== null && !isSide(a.winner)) return 'award needs the winner (black, white or null for a draw)';
      const s = a.score as Record<string, unknown> | undefined;
      if (s !== undefined && !(typeof s === 'object' && s !== null && Number.isInteger(s.black) && Number.isInteger(s.white) && (s.black as number) >= 0 && (s.white as number) >= 0)) {
        return 'an ending score must be whole disc counts {black, white}';
      }
      if (a.reason !== undefined && (typeof a.reason !== 'string' || /["\n]/.test(a.reason))) return 'a reason is one line of text without double quotes';
      return null;
    }
    default:
      return `unknown action type "${shown(a.type)}"`;
  }
}

export function legal(state: OthelloState): OthelloAction[] {
  if (state.ending || state.phase === 'over') return [];
  if (state.phase === 'pass') return [{ type: 'pass' }];
  return squaresOf(state.legalLo, state.legalHi).map((sq) => ({ type: 'move', square: squareName(sq) }));
}

export const isFinished = (state: OthelloState): boolean => state.ending !== null || state.phase === 'over';

/** The official score once finished (R-OTH-3 or the ending's score), else null. */
export function officialScore(state: OthelloState): Score | null {
  if (state.ending) return state.ending.score;
  return state.phase === 'over' ? officialCount(countDiscs(state)) : null;
}

export function status(state: OthelloState): GameStatus<Side> {
  const official = officialScore(state);
  if (!official) {
    const who = state.toMove;
    return {
      status: 'ongoing', toMove: who, winner: null, score: countDiscs(state), margin: null, ending: null,
      message: state.phase === 'pass' ? `${who} has no legal move and must pass` : `${who} to move`,
    };
  }
  const winner = official.black > official.white ? 'black' : official.white > official.black ? 'white' : null;
  const kind = state.ending?.kind ?? 'play';
  const how = state.ending
    ? { resignation: `${state.ending.side} resigned`, forfeit: `${state.ending.side} forfeited`, agreement: 'agreed draw', director: 'director\'s decision' }[state.ending.kind]
    : 'neither side can move';
  const result = winner ? `${winner} wins ${official[winner]}-${official[opponent(winner)]}` : `draw ${official.black}-${official.white}`;
  return {
    status: 'finished', toMove: null, winner, score: official,
    // the seed's scoring section: the larger count minus the smaller, from the official count (R-OTH-3)
    margin: Math.abs(official.black - official.white),
    ending: kind, message: `${result} (${how})`,
  };
}

/** The applied actions, oldest first. */
export function stepsOf(state: OthelloState): Step[] {
  const steps: Step[] = [];
  for (let s = state.history; s; s = s.prev) steps.push(s);
  return steps.reverse();
}

/** The game's own keys for `td replay`: raw and official counts, the transcript and the corrections. */
export function summary(state: OthelloState): Record<string, unknown> {
  const steps = stepsOf(state);
  return {
    discs: countDiscs(state),
    official: officialScore(state),
    transcript: steps.map((s) => (s.action.type === 'move' ? s.action.square : '')).join(''),
    corrections: steps.flatMap((s, i) => (s.action.type === 'fix' ? [{ ply: i + 1, fix: formatAction(s.action), set: s.action.set }] : [])),
    ...(state.ending ? { reason: state.ending.reason } : {}),
  };
}
