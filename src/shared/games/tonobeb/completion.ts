/**
 * Whether the turn can still be completed: is there an order of moves in which every piece still to move
 * makes its move (R-TON-4), so that nothing need be fourwalled (R-TON-7)?
 *
 * A depth-first search over the pending pieces, kept small by three facts:
 * - a move never frees a square for another piece except the square it leaves: it lands the mover's own
 *   piece somewhere (destroying only swaps an enemy for an own piece, which is no easier to get past);
 * - so a piece that cannot move even with every other pending piece lifted off the board never will;
 * - a move whose destination lies on no other pending piece's lines (within that piece's reach) harms
 *   nobody, and leaving its square early only helps: such a move can be made at once without branching.
 * Positions proved hopeless are remembered. Past a node budget the answer is null (not determined); real
 * positions (a handful of dice a side) are settled in a few nodes.
 */
import { DIRECTIONS, step } from './board';
import { stillToMove, targets } from './rules';
import type { Square, TonobebState } from './types';

const NODE_BUDGET = 20_000;

/** The squares a piece could ever reach or pass on its lines, whatever clears (its reach is n+1, at most 6). */
function reach(board: readonly number[], from: Square): Square[] {
  const max = Math.min(6, Math.abs(board[from]!) + 1);
  const out: Square[] = [];
  for (const dir of DIRECTIONS) {
    for (let s = 1; s <= max; s++) {
      const sq = step(from, dir, s);
      if (sq < 0) break;
      out.push(sq);
    }
  }
  return out;
}

export function turnCompletable(state: TonobebState): boolean | null {
  if (state.result) return false;
  const hopeless = new Set<string>();
  let nodes = 0;

  const search = (start: readonly number[], pendingAtStart: readonly Square[]): boolean | null => {
    const board = start.slice();
    let pending = [...pendingAtStart];
    // How many pending pieces have each square on their lines.
    const watched = new Array<number>(board.length).fill(0);
    const reaches = new Map(pending.map((p) => [p, reach(board, p)] as const));
    for (const squares of reaches.values()) for (const sq of squares) watched[sq]!++;
    const place = (p: Square, to: Square, distance: number) => {
      const cell = board[p]!;
      board[p] = 0;
      board[to] = Math.sign(cell) * Math.max(1, distance);
    };

    // Harmless moves first, without branching.
    for (let moved = true; moved && pending.length > 0;) {
      moved = false;
      for (const p of pending) {
        const own = reaches.get(p)!;
        const harmless = targets(board, p).find((t) => watched[t.to]! - (t.to === p ? 0 : 1) === 0);
        if (!harmless) continue;
        place(p, harmless.to, harmless.distance);
        for (const sq of own) watched[sq]!--;
        pending = pending.filter((q) => q !== p);
        moved = true;
        break;
      }
    }
    if (pending.length === 0) return true;

    // The bound: each piece must be able to move with the other pending pieces lifted off.
    const lifted = board.slice();
    for (const p of pending) lifted[p] = 0;
    for (const p of pending) {
      lifted[p] = board[p]!;
      if (targets(lifted, p).length === 0) return false;
      lifted[p] = 0;
    }

    const key = `${board.join(',')}|${pending.join(',')}`;
    if (hopeless.has(key)) return false;
    if (++nodes > NODE_BUDGET) return null;

    // Most constrained piece first: it is where a dead end shows soonest.
    const options = pending.map((p) => ({ p, moves: targets(board, p) })).filter((o) => o.moves.length > 0);
    options.sort((a, b) => a.moves.length - b.moves.length);
    let undecided = false;
    for (const { p, moves } of options) {
      const rest = pending.filter((q) => q !== p);
      for (const t of moves) {
        const next = board.slice();
        next[p] = 0;
        next[t.to] = Math.sign(board[p]!) * Math.max(1, t.distance);
        const found = search(next, rest);
        if (found) return true;
        if (found === null) undecided = true;
      }
    }
    if (undecided) return null;
    hopeless.add(key);
    return false;
  };

  return search(state.board, stillToMove(state));
}
