import { ApiFailure } from '../../shared/api/errors';
import type { GameState } from '../../shared/api/methods/games';
import type { GameOptions, Audience, AnyGameRules } from '../../shared/games/types';
import { gameRules } from '../../shared/games/registry';
import { isGameId } from '../../shared/games/ids';
import type { GameRow } from '../db/repos/games';
import { must, type Handlers, type ServiceContext } from './context';
import { syncLinkedGames } from './tournamentResults';
import { seatingOf } from './seating';

interface Replayed {
  rules: AnyGameRules;
  state: unknown;
  actions: string[];
}

/**
 * The last replayed state per game, valid only while the stored record is exactly the cached one:
 * a cache, never a second truth (R-ALL-1). It spares a full replay on every move of a long game.
 */
const replayCache = new WeakMap<ServiceContext, Map<number, { actions: string[]; state: unknown }>>();

function cacheOf(ctx: ServiceContext) {
  let cache = replayCache.get(ctx);
  if (!cache) replayCache.set(ctx, (cache = new Map()));
  return cache;
}

function rulesOf(row: GameRow): AnyGameRules {
  if (!isGameId(row.game)) throw new ApiFailure('internal', `game ${row.id} has an unknown game "${row.game}"`);
  return gameRules(row.game);
}

function setupState(rules: AnyGameRules, row: GameRow): unknown {
  const setup = rules.setup(JSON.parse(row.options) as GameOptions);
  if (!setup.ok) throw new ApiFailure('rule', `game ${row.id}: ${setup.error.message}`, { rule: setup.error.rule });
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

function present(row: GameRow, run: Replayed, audience: Audience, ply: number): GameState {
  const status = run.rules.status(run.state);
  return {
    id: row.id, game: row.game as GameState['game'], options: JSON.parse(row.options) as GameOptions, title: row.title,
    eventId: row.eventId, createdAt: row.createdAt, seq: run.actions.length, status: status.status,
    actions: run.actions, ply,
    report: { ...status, ...run.rules.summary(run.state) },
    view: run.rules.view(run.state, audience),
  };
}

function checkSeq(row: GameRow, expected: number): void {
  if (row.seq !== expected) {
    throw new ApiFailure('conflict', `game ${row.id} has ${row.seq} recorded actions, not ${expected}: another device recorded first; reload the board`, {
      issues: [{ field: 'expectedSeq', message: `is ${row.seq}` }], seq: row.seq,
    });
  }
}

export const gameHandlers: Handlers<'games.create' | 'games.list' | 'games.get' | 'games.append' | 'games.undo'> = {
  'games.create': ({ game, options, title, eventId }, ctx) => {
    if (eventId !== null) must(ctx.events.get(eventId), 'event', eventId);
    const setup = gameRules(game).setup(options);
    if (!setup.ok) {
      throw new ApiFailure('invalid', `options: ${setup.error.message}`, { issues: [{ field: 'options', message: setup.error.message }], rule: setup.error.rule });
    }
    const row = ctx.games.insert({ game, options: JSON.stringify(options), title, eventId });
    ctx.notify({ topic: 'games', id: row.id, ...(eventId !== null ? { eventId } : {}), seq: 0 });
    return { ...row, game, options, status: 'ongoing' as const };
  },
  'games.list': ({ eventId }, ctx) =>
    ctx.games.list(eventId).map((row) => {
      const run = replay(ctx, row);
      return { ...row, game: row.game as GameState['game'], options: JSON.parse(row.options) as GameOptions, status: run.rules.status(run.state).status };
    }),
  'games.get': ({ id, audience, ply, seating }, ctx) => {
    const row = must(ctx.games.get(id), 'game', id);
    const run = replay(ctx, row, ply);
    const state = present(row, run, audience, ply === undefined ? run.actions.length : Math.min(ply, run.actions.length));
    return seating ? { ...state, seating: row.eventId === null ? null : seatingOf(ctx, row.eventId, id) } : state;
  },
  'games.append': ({ id, expectedSeq, action, audience }, ctx) => {
    const row = must(ctx.games.get(id), 'game', id);
    checkSeq(row, expectedSeq);
    const run = replay(ctx, row);
    const parsed = run.rules.parseAction(action);
    if (!parsed.ok) throw new ApiFailure('rule', parsed.error.message, { rule: parsed.error.rule, issues: [{ field: 'action', message: parsed.error.message }] });
    const next = run.rules.apply(run.state, parsed.value);
    if (!next.ok) throw new ApiFailure('rule', `${next.error.message} (${next.error.rule})`, { rule: next.error.rule, issues: [{ field: 'action', message: next.error.message }] });
    const notation = run.rules.formatAction(parsed.value);
    ctx.games.append(id, expectedSeq + 1, notation);
    const actions = [...run.actions, notation];
    cacheOf(ctx).set(id, { actions, state: next.value });
    // A finished board game decides its match game at once: the result reaches the standings.
    if (run.rules.status(next.value).status === 'finished') {
      for (const eventId of ctx.games.linkedEventsAwaitingResult(id)) syncLinkedGames(ctx, eventId);
    }
    // The action goes with the notice: other pages draw it without a second round trip (audience-free data).
    ctx.notify({ topic: 'games', id, ...(row.eventId !== null ? { eventId: row.eventId } : {}), seq: actions.length, action: notation });
    return present({ ...row, seq: actions.length }, { rules: run.rules, state: next.value, actions }, audience, actions.length);
  },
  'games.undo': ({ id, expectedSeq, reason, audience }, ctx) => {
    const row = must(ctx.games.get(id), 'game', id);
    checkSeq(row, expectedSeq);
    if (row.seq === 0) throw new ApiFailure('conflict', `game ${id} has no action to undo`);
    const removed = ctx.games.actions(id)[row.seq - 1];
    ctx.games.dropLast(id, row.seq);
    // Undo is a director decision: the removed action is kept in the audit log.
    ctx.games.audit({ eventId: row.eventId, gameId: id, action: 'undo', reason, detail: { seq: row.seq, removed } });
    ctx.notify({ topic: 'games', id, ...(row.eventId !== null ? { eventId: row.eventId } : {}), seq: row.seq - 1 });
    const shorter = { ...row, seq: row.seq - 1 };
    const run = replay(ctx, shorter);
    return present(shorter, run, audience, run.actions.length);
  },
};
