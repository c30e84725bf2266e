/**
 * The engine on the renderer's side, for highlighting only: the record on the server is the truth and
 * every action is still sent through `games.append`. A replay is extended when the record only grew.
 */
import type { GameState } from '../../../shared/api/methods/games';
import { gameRules } from '../../../shared/games/registry';
import type { AnyGameRules } from '../../../shared/games/types';

interface Replayed {
  key: string;
  actions: string[];
  state: unknown;
}

let last: Replayed | null = null;

/** The engine state after the shown position of `game`, or null if the record does not replay here. */
export function localState(game: GameState): { rules: AnyGameRules; state: unknown } | null {
  const rules = gameRules(game.game);
  const key = `${game.id}|${JSON.stringify(game.options)}`;
  const actions = game.actions.slice(0, game.ply);
  let start = 0;
  let state: unknown;
  if (last && last.key === key && last.actions.length <= actions.length && last.actions.every((a, i) => a === actions[i])) {
    start = last.actions.length;
    state = last.state;
  } else {
    const setup = rules.setup(game.options);
    if (!setup.ok) return null;
    state = setup.value;
  }
  for (let i = start; i < actions.length; i++) {
    const parsed = rules.parseAction(actions[i]!);
    const next = parsed.ok ? rules.apply(state, parsed.value) : parsed;
    if (!next.ok) return null;
    state = next.value;
  }
  last = { key, actions, state };
  return { rules, state };
}
