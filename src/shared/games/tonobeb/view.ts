/** What a board draws and what `td replay` prints. Tonobeb has no hidden information. */
import type { Audience } from '../types';
import { countPieces, FILES, RANKS, sideOf, squareName } from './board';
import { formatAction } from './notation';
import {
  blockedPieces, canEnd, captureOptions, CAPTURED, MOVED, stillToMove, targets, USED,
} from './rules';
import { turnCompletable } from './completion';
import type { DieView, TonobebState, TonobebView } from './types';

export function dice(state: TonobebState): DieView[] {
  const out: DieView[] = [];
  state.board.forEach((c, sq) => {
    const colour = sideOf(c);
    if (!colour) return;
    const mark = state.marks[sq]!;
    out.push({
      square: squareName(sq), colour, number: Math.abs(c),
      moved: (mark & MOVED) !== 0, captured: (mark & CAPTURED) !== 0, usedInCapture: (mark & USED) !== 0,
    });
  });
  return out;
}

/** One sentence for the status: whose turn and what is expected, or how the game ended. */
export function message(state: TonobebState): string {
  const { result } = state;
  if (result) {
    const pieces = countPieces(state.board);
    const tally = `pieces: red ${pieces.red}, blue ${pieces.blue}`;
    switch (result.ending) {
      case 'play': return `${result.winner} wins: ${result.winner === 'red' ? 'blue' : 'red'} has no pieces left (${tally})`;
      case 'resignation': return `${result.winner} wins by concession (${tally})`;
      case 'agreement': return `drawn by agreement (${tally})`;
      case 'forfeit': return `${result.winner} wins by forfeit (${tally})`;
      case 'director': return result.winner ? `${result.winner} wins by the director's decision (${tally})`
        : `drawn by the director's decision (${tally})`;
    }
  }
  const pending = stillToMove(state).length;
  const who = `turn ${state.turn}, ${state.toMove}`;
  if (canEnd(state)) {
    const walls = blockedPieces(state).length;
    const caps = captureOptions(state).length ? ' (captures are available)' : '';
    return `${who} to end the turn${walls ? `, fourwalling ${walls} piece${walls > 1 ? 's' : ''}` : ''}${caps}`;
  }
  return `${who} to move: ${pending} piece${pending > 1 ? 's' : ''} still to move`;
}

export function view(state: TonobebState, _audience: Audience): TonobebView {
  const pending = stillToMove(state);
  const open = !state.result;
  const targetMap: Record<string, string[]> = {};
  if (open) for (const sq of pending) targetMap[squareName(sq)] = targets(state.board, sq).map((t) => squareName(t.to));
  const last = state.last && {
    notation: formatAction(state.last.action), side: state.last.side,
    destroyed: state.last.destroyed === null ? null : squareName(state.last.destroyed),
    fourwalled: state.last.fourwalled.map(squareName),
  };
  return {
    files: FILES, ranks: RANKS,
    dice: dice(state),
    toMove: open ? state.toMove : null,
    turn: state.turn,
    pieces: countPieces(state.board),
    stillToMove: open ? pending.map(squareName) : [],
    targets: targetMap,
    blocked: open ? blockedPieces(state).map(squareName) : [],
    captures: captureOptions(state).map(({ target, by }) => ({
      target: squareName(target), by: [squareName(by[0]), squareName(by[1])],
      notation: formatAction({ kind: 'capture', target, by }),
    })),
    canEnd: canEnd(state),
    wouldFourwall: open && canEnd(state) ? blockedPieces(state).map(squareName) : [],
    turnCompletable: turnCompletable(state),
    last,
    status: open ? 'ongoing' : 'finished',
    winner: state.result?.winner ?? null,
    message: message(state),
  };
}

/** The game's own keys for `td replay`: the position, pieces per side, the turn and who still moves. */
export function summary(state: TonobebState): Record<string, unknown> {
  return {
    position: dice(state).map(({ square, colour, number }) => ({ square, colour, number })),
    pieces: countPieces(state.board),
    turn: state.turn,
    stillToMove: state.result ? [] : stillToMove(state).map(squareName),
  };
}
