/**
 * The engine on the renderer's side: it draws a tapped move at once (marked pending until the server
 * confirms it), follows other devices' moves from their notices and marks legal moves. The record on the
 * server stays the truth: every action is still sent through `games.append`, and a position drawn here
 * is replaced by the server's answer. A replay is extended when the record only grew.
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
  const key = `${game.game}|${game.id}|${game.createdAt}|${JSON.stringify(game.options)}`;
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
 * The game after one more action, as `games.get` would answer it for `audience` (the server's `present`),
 * from the shared engine's replay of the record (R-ALL-1): `state` when the engine takes the action,
 * `refused` with its rule and message when it does not, null when `game` does not show its whole record
 * or does not replay here (the caller then leaves the judgement to the server).
 */
export function tryAction(game: GameState, action: string, audience: Audience): { state: GameState } | { refused: { rule: string; message: string } } | null {
  if (game.ply !== game.seq) return null;
  const local = localState(game);
  if (!local) return null;
  const { rules } = local;
  const parsed = rules.parseAction(action);
  if (!parsed.ok) return { refused: parsed.error };
  const next = rules.apply(local.state, parsed.value);
  if (!next.ok) return { refused: next.error };
  const actions = [...game.actions, rules.formatAction(parsed.value)];
  last = { key: last!.key, actions, state: next.value };
  const status = rules.status(next.value);
  return {
    state: {
      ...game, seq: actions.length, ply: actions.length, actions, status: status.status,
      report: { ...status, ...rules.summary(next.value) }, view: rules.view(next.value, audience),
    },
  };
}

/** The game after one more recorded action (a change notice's), or null: see `tryAction`. */
export function advance(game: GameState, action: string, audience: Audience): GameState | null {
  const next = tryAction(game, action, audience);
  return next && 'state' in next ? next.state : null;
}

/** An action in the game's canonical notation (as the server records it); the text itself if it does not parse. */
export function canonical(game: GameState, action: string): string {
  const rules = gameRules(game.game);
  const parsed = rules.parseAction(action);
  return parsed.ok ? rules.formatAction(parsed.value) : action.trim();
}
