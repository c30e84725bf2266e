import { ApiFailure } from '../../shared/api/errors';
import type { GameState } from '../../shared/api/methods/games';
import { engineText, type GameOptions, type Audience, type AnyGameRules, type GameStatus } from '../../shared/games/types';
import { gameRules } from '../../shared/games/registry';
import type { GameRow } from '../db/repos/games';
import { must, type Handlers } from './context';
import { replay, replayerOf, rulesOf, type Replayed } from './replay';
import { present as presentPosition, statusOf } from '../../shared/games/present';
import { replayRecord } from '../../shared/games/replay';
import { syncLinkedGames } from './tournamentResults';
import { seatingOf } from './seating';
import { refuse } from '../../shared/i18n/refusals';
import { keepRecord, keptRecord } from './keptRecords';

/** The stored actions as the engine's values (a stored record always parses). */
function parsedActions(row: GameRow, rules: AnyGameRules, actions: readonly string[]): unknown[] {
  return actions.map((text, i) => {
    const parsed = rules.parseAction(text);
    if (!parsed.ok) throw new ApiFailure('internal', `game ${row.id}: stored action ${i + 1} ("${text}") does not parse`);
    return parsed.value;
  });
}

/**
 * The record as `audience` may see it, where the game hides part of it (dominoes' hands): the game's own
 * redaction, replayed up to `ply`, so that nothing the audience may not see is in the options, the
 * actions, the report or the view. Null when the game hides nothing from this audience.
 */
function redacted(row: GameRow, run: Replayed, audience: Audience, ply: number): { options: GameOptions; actions: string[]; state: unknown } | null {
  const { rules } = run;
  if (!rules.redact) return null;
  const shown = rules.redact({ options: row.options, actions: parsedActions(row, rules, run.actions) }, audience);
  if (!shown) return null;
  const upTo = replayRecord(rules, { options: shown.options, actions: shown.actions.slice(0, ply) });
  // A redaction that does not replay is a defect of the game's code: the players' view of the real
  // position still hides the hands, and the record shown stays the redacted one.
  return { options: shown.options, actions: shown.actions.map((a) => rules.formatAction(a)), state: upTo.error ? run.state : upTo.state };
}

/**
 * `status`: the status of `run.state`, when the caller has it already (what the players see may differ from it only when redacted).
 * `hidden`: the redaction, when the caller has it already.
 */
function present(row: GameRow, run: Replayed, audience: Audience, ply: number, status?: GameStatus, hidden = redacted(row, run, audience, ply)): GameState {
  const shown = presentPosition(run.rules, hidden?.state ?? run.state, audience, hidden || status === undefined ? undefined : status);
  return {
    id: row.id, game: row.game, options: hidden?.options ?? row.options, title: row.title,
    eventId: row.eventId, createdAt: row.createdAt, seq: run.actions.length, status: shown.status.status,
    actions: hidden?.actions ?? run.actions, ply, report: shown.report, view: shown.view,
  } as GameState;
}

/** The stored record (options and actions) as `audience` may see it: what a published record may hold. */
export function recordFor(row: GameRow, actions: readonly string[], audience: Audience): { options: GameOptions; actions: string[] } {
  const rules = rulesOf(row);
  const options = row.options;
  const shown = rules.redact?.({ options, actions: parsedActions(row, rules, actions) }, audience);
  return shown ? { options: shown.options, actions: shown.actions.map((a) => rules.formatAction(a)) } : { options, actions: [...actions] };
}

/** A game's or an event's options as `audience` may see them (a dominoes seed deals the hidden hands). */
export function optionsFor(rules: AnyGameRules, options: GameOptions, audience: Audience): GameOptions {
  return rules.redact?.({ options, actions: [] }, audience)?.options ?? options;
}

/**
 * The appended action for the change notice, which every device receives (an event stream cannot say
 * who listens): only when the players' record shows it as it is; otherwise screens fetch the record.
 */
function noticeAction(row: GameRow, rules: AnyGameRules, actions: readonly string[]): string | undefined {
  const last = actions[actions.length - 1]!;
  // A game that hides nothing shows every action as it is (recordFor would copy the whole record to say so).
  if (!rules.redact) return last;
  return recordFor(row, actions, 'players').actions.at(-1) === last ? last : undefined;
}

function checkSeq(row: GameRow, expected: number): void {
  if (row.seq !== expected) {
    throw refuse('conflict', 'games.stale', { id: row.id, seq: row.seq, expected }, {
      issues: [{ field: 'expectedSeq', message: `is ${row.seq}` }], seq: row.seq,
    });
  }
}

export const gameHandlers: Handlers<'games.create' | 'games.list' | 'games.get' | 'games.append' | 'games.undo'> = {
  'games.create': ({ game, options, title, eventId }, ctx) => {
    if (eventId !== null) must(ctx.events.get(eventId), 'event', eventId);
    const setup = gameRules(game).setup(options);
    if (!setup.ok) {
      throw new ApiFailure('invalid', `options: ${setup.error.message}`, { issues: [{ field: 'options', message: setup.error.message }], rule: setup.error.rule },
        { key: 'engine.options', params: { message: engineText(setup.error) } });
    }
    const row = ctx.games.insert({ game, options, title, eventId });
    ctx.notify({ topic: 'games', id: row.id, ...(eventId !== null ? { eventId } : {}), seq: 0 });
    return { ...row, game, options, status: 'ongoing' as const };
  },
  'games.list': ({ eventId, audience }, ctx) =>
    ctx.games.list(eventId).map((row) => {
      const run = replay(ctx, row);
      return { ...row, options: optionsFor(run.rules, row.options, audience), status: run.rules.status(run.state).status };
    }),
  'games.get': ({ id, audience, ply, seating }, ctx) => {
    const row = must(ctx.games.get(id), 'game', id);
    const run = replay(ctx, row, ply);
    const state = present(row, run, audience, ply === undefined ? run.actions.length : Math.min(ply, run.actions.length));
    return seating ? { ...state, seating: row.eventId === null ? null : seatingOf(ctx, row.eventId, id) } : state;
  },
  'games.append': ({ id, expectedSeq, action, audience, answer }, ctx) => {
    const before = ctx.games.mark(id);
    // The record this connection appended to last, while nothing changed since; else read and replayed.
    const kept = keptRecord(ctx, id, before);
    const row = kept?.row ?? must(ctx.games.get(id), 'game', id);
    checkSeq(row, expectedSeq);
    const run: Replayed = kept ? { rules: rulesOf(row), state: kept.state, actions: kept.actions } : replay(ctx, row);
    const parsed = run.rules.parseAction(action);
    if (!parsed.ok) throw new ApiFailure('rule', parsed.error.message, { rule: parsed.error.rule, issues: [{ field: 'action', message: parsed.error.message }] }, parsed.error.text);
    const next = run.rules.apply(run.state, parsed.value);
    if (!next.ok) {
      throw new ApiFailure('rule', `${next.error.message} (${next.error.rule})`, { rule: next.error.rule, issues: [{ field: 'action', message: next.error.message }] },
        { key: 'engine.ruled', params: { message: engineText(next.error), rule: next.error.rule } });
    }
    const notation = run.rules.formatAction(parsed.value);
    ctx.games.append(id, expectedSeq + 1, notation);
    const actions = [...run.actions, notation];
    replayerOf(ctx, row).remember(actions, next.value);
    const longer = { ...row, seq: actions.length };
    keepRecord(ctx, longer, actions, next.value, before);
    // A finished board game decides its match game at once: the result reaches the standings.
    const status = run.rules.status(next.value);
    if (status.status === 'finished') {
      const finished = { gameId: id, status: statusOf(run.rules, next.value, status) };
      for (const eventId of ctx.games.linkedEventsAwaitingResult(id)) syncLinkedGames(ctx, eventId, finished);
    }
    // The action goes with the notice: other pages draw it without a second round trip (when every audience may see it).
    const shown = noticeAction(row, run.rules, actions);
    ctx.notify({ topic: 'games', id, ...(row.eventId !== null ? { eventId: row.eventId } : {}), seq: actions.length, ...(shown !== undefined ? { action: shown } : {}) });
    const after: Replayed = { rules: run.rules, state: next.value, actions };
    const hidden = redacted(longer, after, audience, actions.length);
    // A receipt only where the caller's own replay shows what the state would: nothing hidden from it.
    if (answer === 'receipt' && hidden === null) return { id, seq: actions.length, action: notation, status: status.status };
    return present(longer, after, audience, actions.length, status, hidden);
  },
  'games.undo': ({ id, expectedSeq, reason, audience }, ctx) => {
    const row = must(ctx.games.get(id), 'game', id);
    checkSeq(row, expectedSeq);
    if (row.seq === 0) throw refuse('conflict', 'games.nothingToUndo', { id });
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
