import type { Action, Side } from './types';

const side = (s: unknown): s is Side => s === 'a' || s === 'b';
const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 10_000;
// Any pip count is a tile's shape; whether it is in the set is R-DOM-1's question, answered by the engine.
const pip = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 99;
const isTile = (t: unknown) => Array.isArray(t) && t.length === 2 && pip(t[0]) && pip(t[1]);
const tiles = (list: unknown) => Array.isArray(list) && list.every(isTile);
const perSide = (o: unknown, ok: (v: unknown) => boolean, partial: boolean) =>
  typeof o === 'object' && o !== null && !Array.isArray(o) &&
  Object.keys(o).every((k) => side(k) && ok((o as Record<string, unknown>)[k])) &&
  (partial || ('a' in o && 'b' in o));

/**
 * Whether a value arriving from elsewhere (JSON, a board, a test) is a dominoes action at all: apply checks
 * this first, so a malformed action is refused as notation instead of throwing.
 */
export function isAction(value: unknown): value is Action {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const a = value as Record<string, unknown>;
  switch (a.type) {
    case 'forset': return isTile(a.a) && isTile(a.b);
    case 'deal': return (a.counts === undefined || perSide(a.counts, count, false)) && (a.hands === undefined || perSide(a.hands, tiles, false));
    case 'play': return isTile(a.tile) && (a.arm === undefined || typeof a.arm === 'string') && (a.directed === undefined || a.directed === true);
    case 'wrong':
    case 'corrected': return pip(a.inner) && pip(a.outer) && typeof a.arm === 'string';
    case 'claim': return side(a.side) && count(a.points);
    case 'draw': return a.tile === undefined || isTile(a.tile);
    case 'pass': return true;
    case 'count': return perSide(a.counts, count, true);
    case 'trip':
    case 'overdraw': return side(a.side);
    case 'underdraw': return side(a.side) && (a.tiles === undefined || tiles(a.tiles));
    case 'exposed': return (a.side === undefined || side(a.side)) && isTile(a.tile);
    case 'end': return ['resignation', 'agreement', 'forfeit', 'director'].includes(a.ending as string) &&
      (a.side === null || side(a.side)) && (a.reason === undefined || typeof a.reason === 'string');
    default: return false;
  }
}
