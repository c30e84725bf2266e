/**
 * The engine on the renderer's side: it draws a tapped move at once (marked pending until the server
 * confirms it), follows other devices' moves from their notices and marks legal moves. The record on the
 * server stays the truth: every action is still sent through `games.append`, and a position drawn here
 * is replaced by the server's answer, or kept once the server's receipt confirms it (`confirmedBy`). A
 * replay is extended when the record only grew.
 */
import type { AppendReceipt, GameState } from '../../../shared/api/methods/games';
import { present } from '../../../shared/games/present';
import { gameRules } from '../../../shared/games/registry';
import { Replayer } from '../../../shared/games/replay';
import type { AnyGameRules, Audience } from '../../../shared/games/types';

/** The replayer of the game last shown (one board at a time is played here), with the game it replays. */
let last: { key: string; replayer: Replayer } | null = null;

/** The engine state after the shown position of `game`, or null if the record does not replay here. */
export function localState(game: GameState): { rules: AnyGameRules; state: unknown } | null {
  const key = `${game.game}|${game.id}|${game.createdAt}|${JSON.stringify(game.options)}`;
  if (last?.key !== key) last = { key, replayer: new Replayer(gameRules(game.game), game.options) };
  const { replayer } = last;
  const run = replayer.replay(game.actions.slice(0, game.ply));
  return run.error ? null : { rules: replayer.rules, state: run.state };
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
  last!.replayer.remember(actions, next.value);
  const shown = present(rules, next.value, audience);
  return {
    state: { ...game, seq: actions.length, ply: actions.length, actions, status: shown.status.status, report: shown.report, view: shown.view } as GameState,
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

/**
 * The state a board drew for its pending move, confirmed by the server's receipt: the same record length,
 * the same action as recorded and the same status; null when they differ (the caller reads the record).
 */
export function confirmedBy(drawn: GameState | null, receipt: AppendReceipt): GameState | null {
  if (!drawn || drawn.id !== receipt.id || drawn.seq !== receipt.seq || drawn.status !== receipt.status) return null;
  return drawn.actions[drawn.seq - 1] === receipt.action ? drawn : null;
}
