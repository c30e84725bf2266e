import type { Audience } from '../types';
import { squaresOf } from './bitboard';
import { isFinished, legal } from './rules';
import { formatAction } from './notation';
import { countDiscs, discAt, squareName } from './position';
import type { OthelloAction, OthelloState, Score, Side } from './types';

/** What a digital Othello board draws. Othello hides nothing, so both audiences get the same view. */
export interface OthelloView {
  /** 64 cells, index 8 * (rank - 1) + (file - 1): a1..h1 is the top row (R-OTH-1). */
  cells: (Side | null)[];
  status: 'ongoing' | 'finished';
  /** The side to act, null once finished. */
  toMove: Side | null;
  /** The side to move has no legal move and must pass (R-OTH-2). */
  mustPass: boolean;
  /** Squares the side to move may play, for highlighting. */
  legal: string[];
  /** Raw disc counts. */
  discs: Score;
  /** The last action, for animation; null at the start. */
  last: OthelloLastAction | null;
}

export interface OthelloLastAction {
  /** The action in notation (`f5`, `pass`, `fix(d4=b)`, `resign:white`). */
  text: string;
  type: OthelloAction['type'];
  /** Who acted (mover, passer, the side that resigned or forfeited), else null. */
  side: Side | null;
  /** The square played by a move, else null. */
  square: string | null;
  /** Discs turned by the move or by the correction, in board order. */
  flipped: string[];
  /** The move came after a pass the record left out. */
  impliedPass: boolean;
}

export function view(state: OthelloState, _audience: Audience): OthelloView {
  const cells: (Side | null)[] = [];
  for (let sq = 0; sq < 64; sq++) cells.push(discAt(state, sq));
  const finished = isFinished(state);
  const last = state.history;
  return {
    cells,
    status: finished ? 'finished' : 'ongoing',
    toMove: finished ? null : state.toMove,
    mustPass: !finished && state.phase === 'pass',
    legal: legal(state).flatMap((a) => (a.type === 'move' ? [a.square] : [])),
    discs: countDiscs(state),
    last: last && {
      text: formatAction(last.action),
      type: last.action.type,
      side: last.side,
      square: last.action.type === 'move' ? last.action.square : null,
      flipped: squaresOf(last.turnedLo, last.turnedHi).map(squareName),
      impliedPass: last.impliedPass,
    },
  };
}
