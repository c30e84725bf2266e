/**
 * Results: entered by hand (validated by the game's own scoring, results.ts), corrected with the old
 * value kept in the audit log, or taken from a game recorded on a digital board (games.id linked to
 * the match game; a finished record gives the result). Also the first move of each game as decided
 * at the board (R-ONI-11 toss and choice, R-DOM-2 draw for set) and knockout ties settled.
 */
import { ApiFailure } from '../../shared/api/errors';
import { fieldErrorsText, refuse } from '../../shared/i18n/refusals';
import type { PairingView } from '../../shared/api/methods/tournament';
import { descriptorOf } from '../../shared/games/registry';
import {
  sidesOf, addPlayoffGame, otherSlot, checkResultTarget, drawForSet, firstFromChoice, firstMoveDue, firstMoveRule, forfeitFromResult, laterPairedRounds, recordFirstMove,
  resultFromStatus, settleMatch, updateMatch,
  validateResult, type FieldError, type FirstMoveDecision, type GameResult, type Match, type MatchGame, type Slot, type TournamentEvent, type TypedResult,
} from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { must } from './context';
import { recordStatus, type RecordStatus } from './replay';
import { logNew } from './tournamentSanctions';
import { pairFree } from './arena';
import { findRound, loadEvent, pairingView, saveEvent, unwrap, writable, type Loaded } from './tournamentState';

interface GameAt {
  eventId: number;
  round: number;
  board: number;
  /** 1-based. */
  game: number;
  playoff: boolean;
}

/**
 * R-ONI-21: a result ending in a forfeit goes through the same forfeit as a sanction (R-ONI-14 in Onino, the
 * event's policy elsewhere): the sanction is logged and audited once, whichever way the forfeit came in.
 */
function withForfeit(ctx: ServiceContext, loaded: Loaded, event: TournamentEvent, at: { round: number; board: number }, result: GameResult, how: string): TournamentEvent {
  const next = unwrap(forfeitFromResult(event, at.round, at.board, result, `forfeit recorded as the result of ${how}`));
  if (next === event) return event;
  const id = logNew(ctx, loaded, next, { from: how, round: at.round, board: at.board });
  const s = next.sanctions![next.sanctions!.length - 1]!;
  ctx.tournament.log.audit(loaded.info.id, 'sanction: forfeit', s.reason, { sanction: id, entry: s.entry, round: at.round, board: at.board });
  return next;
}

/** Every validation error at once, each naming its field and rule (R-OTH-3, R-ONI-9, ...). */
function invalidResult(errors: FieldError[]): ApiFailure {
  return new ApiFailure('rule', errors.map((e) => `${e.field}: ${e.message}`).join('; '), {
    rule: errors[0]?.rule, issues: errors.map((e) => ({ field: e.field, message: `${e.message} (${e.rule})` })),
  }, fieldErrorsText(errors));
}

/** The match at `at`, refused for a bye, a forfeited match or an unpublished round. */
function targetMatch(loaded: Loaded, at: Omit<GameAt, 'game' | 'playoff'>): Match {
  findRound(loaded, at.round);
  if (!loaded.meta.get(at.round)?.published) throw refuse('conflict', 'results.unpublished', { round: at.round });
  return unwrap(checkResultTarget(loaded.event, at.round, at.board));
}

/** The event with one match game (or play-off game) replaced. */
function withGame(event: TournamentEvent, at: GameAt, fn: (g: MatchGame) => MatchGame): TournamentEvent {
  return unwrap(updateMatch(event, at.round, at.board, (m) => {
    const key = at.playoff ? 'playoff' : 'games';
    return { ...m, [key]: (m[key] ?? []).map((g, i) => (i === at.game - 1 ? fn(g) : g)) };
  }));
}

/** The game addressed; a knockout play-off game one past the last is created when the rules allow it. */
function addressed(loaded: Loaded, event: TournamentEvent, at: GameAt): { event: TournamentEvent; game: MatchGame } {
  let match = targetMatch({ ...loaded, event }, at);
  if (at.playoff && at.game === (match.playoff?.length ?? 0) + 1) {
    event = unwrap(addPlayoffGame(event, at.round, at.board, loaded.settings.playoff));
    match = unwrap(checkResultTarget(event, at.round, at.board));
  }
  const list = at.playoff ? match.playoff ?? [] : match.games;
  const game = list[at.game - 1];
  if (!game) {
    throw refuse('not_found', at.playoff ? 'results.noPlayoffGame' : 'results.noGame', { board: at.board, round: at.round, count: list.length, game: at.game }, {
      issues: [{ field: 'game', message: 'no such game' }],
    });
  }
  return { event, game };
}

const viewOf = (loaded: Loaded, event: TournamentEvent, at: { round: number; board: number }): PairingView =>
  pairingView(loaded, event.rounds.find((r) => r.number === at.round)!.pairings.find((p) => p.kind === 'match' && p.board === at.board)!, event);

/**
 * The event's `firstMove` setting: with `require`, a result waits for the game's first-move decision
 * (R-ONI-11 toss or choice, R-DOM-2 draw for set, R-TON-3 toss); with `warn` the gap is only shown (`due`).
 */
function missingFirstMove(loaded: Loaded, event: TournamentEvent, at: Omit<GameAt, 'eventId'>): ApiFailure | null {
  if (at.playoff || loaded.settings.firstMove !== 'require') return null;
  const m = unwrap(checkResultTarget(event, at.round, at.board));
  const due = firstMoveDue(event.game, m, at.game - 1);
  if (due.recorded) return null;
  const how = due.how === 'choice' ? 'choice' : due.how === 'toss' ? 'toss' : 'drawForSet';
  const missing = refuse('rule', `results.firstMissing.${how}`, { game: at.game, board: at.board, round: at.round, why: due.why }, { rule: firstMoveRule(event.game) });
  // The same words beside the decision field.
  missing.details!.issues = [{ field: 'decision', message: missing.message }];
  return missing;
}

function enter(ctx: ServiceContext, at: GameAt, input: TypedResult, correction: string | null): PairingView {
  const loaded = loadEvent(ctx, at.eventId);
  writable(loaded);
  const { event, game } = addressed(loaded, loaded.event, at);
  const missing = missingFirstMove(loaded, event, at);
  if (missing) throw missing;
  if (correction === null && game.result) {
    throw refuse('conflict', 'results.already', { game: at.game, board: at.board, round: at.round });
  }
  if (correction !== null && !game.result) throw refuse('conflict', 'results.nothingToCorrect', { game: at.game, board: at.board, round: at.round });
  const valid = validateResult(loaded.event.game, input, loaded.info.options);
  if (!valid.ok) throw invalidResult(valid.errors);
  const next = withForfeit(ctx, loaded, withGame(event, at, (g) => ({ ...g, result: valid.value })), at, valid.value, `game ${at.game} on board ${at.board}`);
  saveEvent(ctx, loaded, next);
  // An arena pairs the players of a finished table at once (a correction changes points, not who is free).
  if (correction === null && loaded.info.format === 'arena') pairFree(ctx, at.eventId);
  if (correction !== null) {
    // Rounds already paired on the old result keep their pairings: the audit says which (the screen warned).
    const pairedAfter = laterPairedRounds(loaded.event, at.round);
    ctx.tournament.log.audit(at.eventId, 'correct result', correction, { ...at, before: game.result, after: valid.value, ...(pairedAfter.length ? { pairedAfter } : {}) }, game.recordId ? Number(game.recordId) : null);
  }
  ctx.notify({ topic: 'results', id: at.round, eventId: at.eventId });
  return viewOf(loaded, next, at);
}

/**
 * The finished record's result for the slots of a match game (null while the game goes on). `known` is the
 * record's status when the caller has just replayed it (a move that finished the game).
 */
export function recordResult(ctx: ServiceContext, loaded: Loaded, gameId: number, first: Slot, known?: RecordStatus): { result: GameResult | null; report: Record<string, unknown> } {
  const { status, report } = known ?? recordStatus(ctx, gameId);
  if (status.status !== 'finished') return { result: null, report };
  const extra: { markersUsed?: number; lastPlay?: Slot } = {};
  // What the game keeps of a finished record besides the score (Onino: markers used; after a draw the side
  // that made the last play, who chooses first play next, R-ONI-11), its sides mapped to the match's slots.
  const kept = descriptorOf(loaded.event.game).result.fromReport?.(report) ?? {};
  const sides = sidesOf(loaded.event.game);
  if (kept.markersUsed !== undefined) extra.markersUsed = kept.markersUsed;
  if (kept.lastPlayBy === sides[0] || kept.lastPlayBy === sides[1]) extra.lastPlay = kept.lastPlayBy === sides[0] ? first : otherSlot(first);
  const valid = resultFromStatus(loaded.event.game, status, first, extra, loaded.info.options);
  if (!valid.ok) throw invalidResult(valid.errors);
  return { result: valid.value, report };
}

/** Infractions, irregularities and corrections in a record go to the event's log as penalties. */
function logPenalties(ctx: ServiceContext, at: GameAt, gameId: number, report: Record<string, unknown>): void {
  const found: Record<string, unknown> = {};
  for (const key of ['infractions', 'irregularities', 'corrections']) {
    const v = report[key];
    if ((Array.isArray(v) && v.length > 0) || (typeof v === 'number' && v > 0)) found[key] = v;
  }
  if (Object.keys(found).length === 0) return;
  ctx.tournament.log.addSanction(at.eventId, {
    kind: 'penalty', entry: null, round: at.round, board: at.board, game: at.game - 1,
    reason: `from the record of game ${gameId}`, detail: { gameId, ...found },
  });
  ctx.tournament.log.audit(at.eventId, 'penalty from game record', '', { ...at, gameId, ...found }, gameId);
}

/**
 * Results of linked digital-board games that have finished since they were linked. Called before
 * pairing and finalising, and by results.sync, and by games.append with the status of the game its move
 * finished (`finished`), which is then not replayed again. Returns how many results it entered.
 */
export function syncLinkedGames(ctx: ServiceContext, eventId: number, finished?: { gameId: number; status: RecordStatus }): number {
  const loaded = loadEvent(ctx, eventId);
  if (loaded.info.status === 'finished') return 0;
  let event = loaded.event;
  let updated = 0;
  for (const r of loaded.event.rounds) {
    for (const p of r.pairings) {
      if (p.kind !== 'match' || p.forfeit) continue;
      for (const [playoff, list] of [[false, p.games], [true, p.playoff ?? []]] as const) {
        list.forEach((g, i) => {
          if (g.result || g.recordId === undefined) return;
          // The event requires the first-move decision first: the result waits for it (taken by the next sync).
          if (missingFirstMove(loaded, event, { round: r.number, board: p.board, game: i + 1, playoff })) return;
          const id = Number(g.recordId);
          const { result } = recordResult(ctx, loaded, id, g.first, finished?.gameId === id ? finished.status : undefined);
          if (!result) return;
          event = withGame(event, { eventId, round: r.number, board: p.board, game: i + 1, playoff }, (x) => ({ ...x, result }));
          event = withForfeit(ctx, { ...loaded, event }, event, { round: r.number, board: p.board }, result, `the board record of game ${g.recordId}`);
          updated++;
        });
      }
    }
  }
  if (updated > 0) {
    saveEvent(ctx, loaded, event);
    ctx.notify({ topic: 'results', eventId });
    if (loaded.info.format === 'arena') pairFree(ctx, eventId);
  }
  return updated;
}

/** The slot moving first from a recorded decision (R-ONI-11 toss or choice, R-DOM-2 draw for set). */
function firstOf(d: FirstMoveDecision, given: Slot | undefined): Slot {
  if (d.how === 'toss') return firstFromChoice(d.won, d.chose);
  if (d.how === 'choice') return firstFromChoice(d.by, d.chose);
  if (d.how === 'draw-for-set') return unwrap(drawForSet(d.draws));
  if (d.how === 'hidden-disc') return d.black;
  if (!given) throw refuse('invalid', 'results.firstNeeded', {}, { issues: [{ field: 'first', message: 'required' }] });
  return given;
}

/** A result entered for a game that has none (results.set, a table's report, a confirmed decision). */
export function setResult(ctx: ServiceContext, { playoff = false, ...at }: Omit<GameAt, 'playoff'> & { playoff?: boolean }, result: TypedResult): PairingView {
  return enter(ctx, { ...at, playoff }, result, null);
}

export const resultHandlers: Handlers<'results.set' | 'results.correct' | 'results.fromGame' | 'results.sync' | 'results.firstMove' | 'results.settle'> = {
  'results.set': ({ winner, score, ending, markersUsed, lastPlay, ...at }, ctx) =>
    setResult(ctx, at, { winner, score, ending, markersUsed, lastPlay }),
  'results.correct': ({ winner, score, ending, markersUsed, lastPlay, reason, ...at }, ctx) =>
    enter(ctx, at, { winner, score, ending, markersUsed, lastPlay }, reason),
  'results.fromGame': ({ gameId, ...at }, ctx) => {
    const loaded = loadEvent(ctx, at.eventId);
    writable(loaded);
    const row = must(ctx.games.get(gameId), 'game', gameId);
    if (row.game !== loaded.event.game) {
      throw refuse('invalid', 'results.otherGame', { gameId, game: row.game, eventGame: loaded.event.game }, { issues: [{ field: 'gameId', message: 'another game' }] });
    }
    if (row.eventId !== null && row.eventId !== at.eventId) throw refuse('conflict', 'results.otherEvent', { gameId, eventId: row.eventId });
    const link = ctx.tournament.store.gameLink(gameId);
    const { event, game } = addressed(loaded, loaded.event, at);
    if (link && game.recordId !== String(gameId)) throw refuse('conflict', 'results.linked', { gameId, round: link.round, eventId: link.eventId });
    if (game.result && game.recordId !== String(gameId)) throw refuse('conflict', 'results.alreadyCorrect', { game: at.game, board: at.board, round: at.round });
    const waits = missingFirstMove(loaded, event, at) !== null;
    const { result: taken, report } = recordResult(ctx, loaded, gameId, game.first);
    const result = waits ? null : taken;
    let next = withGame(event, at, (g) => ({ ...g, recordId: String(gameId), result: game.result ?? result }));
    if (!game.result && result) next = withForfeit(ctx, loaded, next, at, result, `the board record of game ${gameId}`);
    saveEvent(ctx, loaded, next);
    if (game.recordId !== String(gameId)) logPenalties(ctx, at, gameId, report);
    if (!game.result && result && loaded.info.format === 'arena') pairFree(ctx, at.eventId);
    ctx.tournament.log.audit(at.eventId, 'link game record', '', { ...at, gameId, finished: result !== null }, gameId);
    ctx.notify({ topic: 'results', id: at.round, eventId: at.eventId });
    return viewOf(loaded, next, at);
  },
  'results.sync': ({ eventId }, ctx) => ({ updated: syncLinkedGames(ctx, eventId) }),
  'results.firstMove': ({ decision, first, reason, ...at }, ctx) => {
    const loaded = loadEvent(ctx, at.eventId);
    writable(loaded);
    const { event, game } = addressed(loaded, loaded.event, at);
    // A decision already on record is corrected, never silently replaced: the reason goes to the audit.
    const correcting = game.decidedBy !== undefined && game.decidedBy.how !== 'allocated';
    const slot = firstOf(decision, first);
    let next: TournamentEvent;
    if (at.playoff) {
      next = withGame(event, at, (g) => ({ ...g, first: slot, decidedBy: decision }));
    } else {
      const m = unwrap(checkResultTarget(event, at.round, at.board));
      const decided = unwrap(recordFirstMove(loaded.event.game, m, at.game - 1, decision, slot));
      next = unwrap(updateMatch(event, at.round, at.board, () => decided));
    }
    if (correcting && !reason) {
      throw refuse('invalid', 'results.firstRecorded', { game: at.game, board: at.board, round: at.round }, {
        issues: [{ field: 'reason', message: 'required to correct a recorded decision' }],
      });
    }
    // A result taken from a board record maps the record's sides to slots through the first mover: take it again.
    if (game.result && game.recordId !== undefined && slot !== game.first) {
      const { result } = recordResult(ctx, loaded, Number(game.recordId), slot);
      next = withGame(next, at, (g) => ({ ...g, result }));
    }
    saveEvent(ctx, loaded, next);
    ctx.tournament.log.audit(at.eventId, correcting ? 'correct first move' : 'first move', reason, {
      ...at, decision, first: slot, side: sidesOf(loaded.event.game)[0], before: correcting || game.result ? { first: game.first, decidedBy: game.decidedBy ?? null } : null,
    });
    ctx.notify({ topic: 'results', id: at.round, eventId: at.eventId });
    // A board result that waited for this decision (firstMove = require) can be taken now.
    if (loaded.settings.firstMove === 'require') syncLinkedGames(ctx, at.eventId);
    const now = loadEvent(ctx, at.eventId);
    return viewOf(now, now.event, at);
  },
  'results.settle': ({ eventId, round, board, winner, how, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    targetMatch(loaded, { eventId, round, board });
    const next = unwrap(settleMatch(loaded.event, round, board, winner, how));
    saveEvent(ctx, loaded, next);
    ctx.tournament.log.audit(eventId, 'settle tie', reason, { round, board, winner, how });
    ctx.notify({ topic: 'results', id: round, eventId });
    return viewOf(loaded, next, { round, board });
  },
};
