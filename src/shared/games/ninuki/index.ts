/**
 * Ninuki-Renju (rules/ninuki-renju.txt, RULINGS R-NIN-1..7): captures, perfect and unperfect fives and
 * the double-three rule. See docs/ninuki.md for the notation, record format, view and rule map.
 */
import { ok, refuse, type GameOptions, type GameRules, type Outcome } from '../types';
import { DEFAULT_SIZE, SIZES, colOf, geometry, rowOf } from './board';
import { legalPoints } from './judge';
import { formatAction, parseAction } from './notation';
import { apply, newGame } from './rules';
import { formatRecord, parseRecord } from './record';
import { status, summary } from './status';
import type { NinukiAction, NinukiState, NinukiView, Side } from './types';
import { view } from './view';

export type { NinukiAction, NinukiState, NinukiView, Side } from './types';
export { legalPoints, forbiddenPoints } from './judge';
export { positionOf } from './position';

/** R-NIN-1: `size` is 13, 15, 17, 19 (default) or 21; no other options. */
function setup(options: GameOptions = {}): Outcome<NinukiState> {
  for (const key of Object.keys(options)) {
    if (key !== 'size') return refuse('options', `unknown option "${key}" (ninuki takes only size)`, 'engine.ninuki.unknownOption', { option: key });
  }
  const raw = options.size ?? DEFAULT_SIZE;
  const size = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(String(raw)) ? Number(raw) : NaN;
  if (!(SIZES as readonly number[]).includes(size)) {
    return refuse('R-NIN-1', `board size must be one of ${SIZES.join(', ')}, not ${String(raw)}`, 'engine.ninuki.size', { sizes: SIZES.join(', '), size: String(raw) });
  }
  return ok(newGame(size));
}

/** Every legal play of the side to move (endings are always available while the game is on). */
function legal(state: NinukiState): NinukiAction[] {
  const g = geometry(state.size);
  return legalPoints(state).map((p) => ({ type: 'play', col: colOf(g, p), row: rowOf(g, p) }));
}

/** The engine; `view` keeps its richer signature (an optional third argument, a typed result). */
export const rules = {
  id: 'ninuki',
  name: 'Ninuki-Renju',
  sides: ['x', 'o'] as const,
  setup,
  apply,
  status,
  legal,
  parseAction,
  formatAction,
  parseRecord,
  formatRecord,
  summary,
  view,
} satisfies GameRules<NinukiState, NinukiAction, Side, NinukiView>;
