/** `status` and `summary`: what `td replay` prints (docs/ninuki.md). */
import type { GameStatus } from '../types';
import { geometry, nameOf, namesOf, other } from './board';
import type { NinukiState, NinukiView, OutcomeView, PendingView, Side } from './types';

export function pendingView(state: NinukiState): PendingView | null {
  const pending = state.pending;
  if (!pending) return null;
  return {
    side: pending.side,
    points: namesOf(geometry(state.size), pending.stones),
    until: { side: other(pending.side), ply: pending.ply + 1 },
  };
}

export function lastMoveView(state: NinukiState): NinukiView['lastMove'] {
  const g = geometry(state.size);
  const last = state.last;
  return last ? { side: last.side, point: nameOf(g, last.point), captured: namesOf(g, last.captured) } : null;
}

export function outcomeView(state: NinukiState): OutcomeView | null {
  return state.result ? { ...state.result } : null;
}

/**
 * Score: pairs captured by each side (the only count the rules keep). Margin once finished: the
 * winner's pairs minus the loser's (it can be negative after a win by five), 0 for a draw.
 */
export function status(state: NinukiState): GameStatus<Side> {
  const score = { ...state.captures };
  const result = state.result;
  if (result) {
    const margin = result.winner ? score[result.winner] - score[other(result.winner)] : 0;
    return { status: 'finished', toMove: null, winner: result.winner, score, margin, ending: result.ending, message: result.message };
  }
  const pending = pendingView(state);
  const message = pending
    ? `${state.toMove} to move (ply ${state.plies + 1}): this play must break ${pending.side}'s unperfect five ${pending.points.join('-')} or ${pending.side} wins`
    : `${state.toMove} to move (ply ${state.plies + 1})`;
  return { status: 'ongoing', toMove: state.toMove, winner: null, score, margin: null, ending: null, message };
}

/** The game's own keys: captures (pairs per side), the pending unperfect five, toMove, outcome. */
export function summary(state: NinukiState): Record<string, unknown> {
  return {
    size: state.size,
    plies: state.plies,
    captures: { ...state.captures },
    pending: pendingView(state),
    toMove: state.result ? null : state.toMove,
    lastMove: lastMoveView(state),
    outcome: outcomeView(state),
  };
}
