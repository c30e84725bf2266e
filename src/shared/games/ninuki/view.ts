/** `view(state, audience)`: what a digital board draws (the NinukiView type in types.ts). */
import type { Audience } from '../types';
import { X, O, fileLetter, geometry, indexOf } from './board';
import { forbiddenPoints } from './judge';
import { lastMoveView, outcomeView, pendingView } from './status';
import type { NinukiState, NinukiView, Side } from './types';

export interface ViewOptions {
  /** List the forbidden points; on by default for the director, off for players. */
  forbidden?: boolean;
}

export function view(state: NinukiState, audience: Audience, options: ViewOptions = {}): NinukiView {
  const g = geometry(state.size);
  const ranks = Array.from({ length: g.size }, (_, i) => g.size - i);
  const files = Array.from({ length: g.size }, (_, col) => fileLetter(col));
  const cells = ranks.map((rank) => files.map((_, col): Side | null => {
    const v = state.cells[indexOf(g, col, rank - 1)];
    return v === X ? 'x' : v === O ? 'o' : null;
  }));
  const out: NinukiView = {
    size: g.size, files, ranks, cells,
    toMove: state.result ? null : state.toMove,
    plies: state.plies,
    captures: { ...state.captures },
    lastMove: lastMoveView(state),
    pending: pendingView(state),
    outcome: outcomeView(state),
  };
  if (options.forbidden ?? audience === 'director') {
    // Worked out when first read: a board shows them only when asked, and those of a 19x19 position were 0.3 ms of
    // the director's tap, which presents the new position at once (issue 45). Still a plain, enumerable property to
    // JSON and to every reader; the state is never changed after a move (apply copies it).
    let forbidden: NinukiView['forbidden'];
    Object.defineProperty(out, 'forbidden', { enumerable: true, configurable: true, get: () => (forbidden ??= forbiddenPoints(state)) });
  }
  return out;
}
