/**
 * A stored game record replayed by its engine: the one place services turn rows into game states.
 * games.ts (the games API) and tournamentResults.ts (results taken from finished boards) both read
 * records through it, so neither needs to call the other's handlers to learn a game's status. The replay
 * and the presentation themselves are the shared ones (`shared/games/replay.ts`, `present.ts`).
 */
import { ApiFailure } from '../../shared/api/errors';
import { statusOf, type GameReport } from '../../shared/games/present';
import { Replayer } from '../../shared/games/replay';
import { engineText, type AnyGameRules, type GameStatus } from '../../shared/games/types';
import { gameRules } from '../../shared/games/registry';
import type { GameRow } from '../db/repos/games';
import { must, type ServiceContext } from './context';

export interface Replayed {
  rules: AnyGameRules;
  state: unknown;
  actions: string[];
}

/**
 * One incremental replayer per game and connection: it extends the last replayed record when moves were
 * appended (here or by another process), sparing a full replay on every move of a long game.
 */
const replayers = new WeakMap<ServiceContext, Map<number, Replayer>>();

/** The game's replayer on this connection (made on first use). */
export function replayerOf(ctx: ServiceContext, row: GameRow): Replayer {
  let games = replayers.get(ctx);
  if (!games) replayers.set(ctx, (games = new Map()));
  const rules = rulesOf(row);
  let replayer = games.get(row.id);
  if (!replayer || replayer.rules !== rules) games.set(row.id, (replayer = new Replayer(rules, row.options)));
  return replayer;
}

export function rulesOf(row: GameRow): AnyGameRules {
  return gameRules(row.game);
}

/** Replays the stored record (up to `ply` actions), extending the cached replay when the record grew. */
export function replay(ctx: ServiceContext, row: GameRow, ply?: number): Replayed {
  const replayer = replayerOf(ctx, row);
  const { rules } = replayer;
  const actions = ctx.games.actions(row.id);
  const upTo = ply === undefined ? actions.length : Math.min(ply, actions.length);
  const run = replayer.replay(upTo === actions.length ? actions : actions.slice(0, upTo), upTo === actions.length);
  if (run.error?.ply === 0) {
    const e = run.error;
    throw new ApiFailure('rule', `game ${row.id}: ${e.message}`, { rule: e.rule }, { key: 'engine.setup', params: { id: row.id, message: engineText(e) } });
  }
  if (run.error) {
    // A stored record that no longer replays is damage, not a user error: say exactly where.
    const at = run.error.ply!;
    throw new ApiFailure('internal', `game ${row.id} does not replay at action ${at} ("${actions[at - 1]}"): ${run.error.message}`, { rule: run.error.rule });
  }
  return { rules, state: run.state, actions };
}

/** A finished (or ongoing) record's status and the game's own report keys, from the director's side. */
export interface RecordStatus {
  status: GameStatus;
  report: GameReport;
}

/** The status of stored game `id` as its engine decides it (the full record, director's view). */
export function recordStatus(ctx: ServiceContext, id: number): RecordStatus {
  const run = replay(ctx, must(ctx.games.get(id), 'game', id));
  return statusOf(run.rules, run.state);
}
