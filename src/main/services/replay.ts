/**
 * A stored game record replayed by its engine: the one place services turn rows into game states.
 * games.ts (the games API) and tournamentResults.ts (results taken from finished boards) both read
 * records through it, so neither needs to call the other's handlers to learn a game's status.
 */
import { ApiFailure } from '../../shared/api/errors';
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
 * The last replayed state per game, valid only while the stored record is exactly the cached one:
 * a cache, never a second truth (R-ALL-1). It spares a full replay on every move of a long game.
 */
const replayCache = new WeakMap<ServiceContext, Map<number, { actions: string[]; state: unknown }>>();

export function cacheOf(ctx: ServiceContext) {
  let cache = replayCache.get(ctx);
  if (!cache) replayCache.set(ctx, (cache = new Map()));
  return cache;
}

export function rulesOf(row: GameRow): AnyGameRules {
  return gameRules(row.game);
}

function setupState(rules: AnyGameRules, row: GameRow): unknown {
  const setup = rules.setup(row.options);
  if (!setup.ok) {
    throw new ApiFailure('rule', `game ${row.id}: ${setup.error.message}`, { rule: setup.error.rule }, { key: 'engine.setup', params: { id: row.id, message: engineText(setup.error) } });
  }
  return setup.value;
}

/** Replays the stored record (up to `ply` actions), reusing the cached state when the record is unchanged. */
export function replay(ctx: ServiceContext, row: GameRow, ply?: number): Replayed {
  const rules = rulesOf(row);
  const actions = ctx.games.actions(row.id);
  const upTo = ply === undefined ? actions.length : Math.min(ply, actions.length);
  const cached = cacheOf(ctx).get(row.id);
  if (upTo === actions.length && cached && cached.actions.length === actions.length && cached.actions.every((a, i) => a === actions[i])) {
    return { rules, state: cached.state, actions };
  }
  let state = setupState(rules, row);
  for (let i = 0; i < upTo; i++) {
    const parsed = rules.parseAction(actions[i]!);
    const next = parsed.ok ? rules.apply(state, parsed.value) : parsed;
    // A stored record that no longer replays is damage, not a user error: say exactly where.
    if (!next.ok) throw new ApiFailure('internal', `game ${row.id} does not replay at action ${i + 1} ("${actions[i]}"): ${next.error.message}`, { rule: next.error.rule });
    state = next.value;
  }
  if (upTo === actions.length) cacheOf(ctx).set(row.id, { actions, state });
  return { rules, state, actions };
}

/** A finished (or ongoing) record's status and the game's own report keys, from the director's side. */
export interface RecordStatus {
  status: GameStatus;
  report: GameStatus & Record<string, unknown>;
}

/** The status of stored game `id` as its engine decides it (the full record, director's view). */
export function recordStatus(ctx: ServiceContext, id: number): RecordStatus {
  const run = replay(ctx, must(ctx.games.get(id), 'game', id));
  const status = run.rules.status(run.state);
  return { status, report: { ...status, ...run.rules.summary(run.state) } };
}
