/**
 * The engine on the renderer's side, for highlighting only: the record on the server is the truth and
 * every action is still sent through `games.append`. A replay is extended when the record only grew.
 */
import type { GameState } from '../../../shared/api/methods/games';
import { gameRules } from '../../../shared/games/registry';
import type { AnyGameRules, Audience } from '../../../shared/games/types';

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

/**
 * The game after one more recorded action, as `games.get` would answer it for `audience` (the server's
 * `present`): the record and its length come from the server's change notice, the position is the shared
 * engine's replay of that record (R-ALL-1). Null when `game` does not show its whole record or the action
 * does not replay here: the caller then asks the server.
 */
export function advance(game: GameState, action: string, audience: Audience): GameState | null {
  if (game.ply !== game.seq) return null;
  const local = localState(game);
  if (!local) return null;
  const { rules } = local;
  const parsed = rules.parseAction(action);
  const next = parsed.ok ? rules.apply(local.state, parsed.value) : parsed;
  if (!next.ok) return null;
  const actions = [...game.actions, action];
  last = { key: last!.key, actions, state: next.value };
  const status = rules.status(next.value);
  return {
    ...game, seq: actions.length, ply: actions.length, actions, status: status.status,
    report: { ...status, ...rules.summary(next.value) }, view: rules.view(next.value, audience),
  };
}
