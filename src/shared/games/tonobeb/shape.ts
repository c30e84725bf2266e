import { CELLS } from './board';
import type { Action, Side, Square } from './types';

/**
 * Whether a value arriving from elsewhere (JSON, a board, a test) is a Tonobeb action at all: apply checks
 * this first, so a malformed action is refused as notation instead of throwing or answering nothing.
 */
export function isAction(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const a = value as Record<string, unknown>;
  const square = (s: unknown): s is Square => Number.isInteger(s) && (s as number) >= 0 && (s as number) < CELLS;
  const side = (s: unknown): s is Side => s === 'red' || s === 'blue';
  const squares = (list: unknown) => Array.isArray(list) && list.every(square);
  switch (a.kind) {
    case 'move': return square(a.from) && square(a.to);
    case 'capture': return square(a.target) && (a.by === undefined || (squares(a.by) && (a.by as unknown[]).length === 2));
    case 'end': return a.fourwalled === undefined || squares(a.fourwalled);
    case 'resign':
    case 'forfeit': return side(a.side);
    case 'draw': return true;
    case 'director': return a.winner === null || side(a.winner);
    default: return false;
  }
}
