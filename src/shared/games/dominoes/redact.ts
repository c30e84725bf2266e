/**
 * What the players may see of a game with known hands (R-DOM-8): the open log a recorder at the table
 * could have written. The deal's tiles, every named draw and under-draw, and the seed that deals them are
 * the director's; a player gets the deal's counts, bare draws and each hand's count as entered numbers
 * (shown at the table when the hand ends). The open log is itself a record the engine replays, so a
 * players' board is drawn from it and holds nothing hidden, whatever it computes.
 */
import type { Audience, GameOptions, GameRecord } from '../types';
import { apply } from './rules';
import { setup } from './options';
import type { Action, HandResult } from './types';

/** One action as it may be shown to players (a count is kept as it is: its numbers come from the results). */
export function publicAction(action: Action): Action {
  switch (action.type) {
    case 'deal':
      if (action.hands) {
        const counts = { a: action.hands.a.length, b: action.hands.b.length };
        return counts.a === 5 && counts.b === 5 ? { type: 'deal' } : { type: 'deal', counts };
      }
      return action;
    case 'draw': return { type: 'draw' };
    case 'underdraw': return { type: 'underdraw', side: action.side };
    default: return action;
  }
}

/** A known-hands record as an open log: options without the seed, hidden tiles dropped, counts entered from `results`. */
export function openLog(options: GameOptions, actions: readonly Action[], results: readonly HandResult[]): GameRecord<Action> {
  const counts = results.map((r) => r.counts);
  const shown = actions.map((action): Action => (action.type === 'count' ? { type: 'count', counts: counts.shift() ?? action.counts } : publicAction(action)));
  const { seed: _seed, ...rest } = options;
  return { options: { ...rest, mode: 'open' }, actions: shown };
}

/** The record as `audience` may see it, or null when nothing in it is hidden from that audience. */
export function redact(record: GameRecord<Action>, audience: Audience): GameRecord<Action> | null {
  if (audience === 'director') return null;
  const start = setup(record.options);
  if (!start.ok || start.value.options.mode === 'open') return null;
  let state = start.value;
  for (const action of record.actions) {
    const next = apply(state, action);
    if (!next.ok) break; // a stored record replays; a broken one still gets no hidden tile through
    state = next.value;
  }
  return openLog(record.options, record.actions, state.results);
}
