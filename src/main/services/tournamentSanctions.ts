/**
 * Sanctions: forfeits and defaults (R-ONI-14, R-ONI-15 for Onino; the event's forfeit policy for the
 * other games), protests kept out of the tables until decided (R-ONI-13), and penalties. Every one is
 * a row in the event's log and an audit entry with time and reason.
 */
import { ApiFailure } from '../../shared/api/errors';
import type { CancelledForfeitView, SanctionView } from '../../shared/api/methods/tournament';
import { cancelForfeit as cancelForfeitIn, decideProtest, protestGame, recordDefault, recordForfeit, updateGame, validateResult, type GameRef, type GameResult, type TournamentEvent } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { must } from './context';
import { entryRow, findRound, loadEvent, saveEvent, unwrap, writable, type Loaded } from './tournamentState';
import { fieldErrorsText, refuse } from '../../shared/i18n/refusals';

function sanction(ctx: ServiceContext, eventId: number, id: number): SanctionView {
  const s = ctx.tournament.log.sanctions(eventId).find((x) => x.id === id);
  if (!s) throw refuse('not_found', 'sanctions.none', { eventId, id }, { issues: [{ field: 'sanctionId', message: 'does not exist' }] });
  return s;
}

/** Write the domain sanctions a transform added (a default, and a forfeit on the second default). */
export function logNew(ctx: ServiceContext, loaded: Loaded, next: TournamentEvent, detail: unknown): number {
  let last = 0;
  for (const s of (next.sanctions ?? []).slice(loaded.event.sanctions?.length ?? 0)) {
    // The table of the entry's match that round: the sanctions list says where it happened.
    const m = next.rounds.find((r) => r.number === s.round)?.pairings.find((p) => p.kind === 'match' && (p.a === s.entry || p.b === s.entry));
    const board = m?.kind === 'match' ? m.board : null;
    // What the entry's withdrawal was before the forfeit: cancelling it (cancelForfeit) puts that back.
    const before = loaded.event.entries.find((e) => e.id === s.entry)?.withdrawnFromRound ?? null;
    const kept = s.kind === 'forfeit' ? { ...(detail as object), withdrawnBefore: before } : detail;
    last = ctx.tournament.log.addSanction(loaded.info.id, { kind: s.kind, entry: s.entry, round: s.round, board, game: null, reason: s.reason, detail: kept });
  }
  return last;
}

/**
 * A forfeit recorded by mistake taken back (issue: `0-1 ff` on the Results screen had no way back): the board
 * goes back to no result, the withdrawal or Onino bar it made is lifted and struck scores count again
 * (`cancelForfeit` in the domain). The log keeps the forfeit, marked cancelled; the audit keeps what it was.
 */
export function cancelForfeit(ctx: ServiceContext, input: { eventId: number; sanctionId: number; reason: string }): CancelledForfeitView {
  const { eventId, sanctionId, reason } = input;
  const loaded = loadEvent(ctx, eventId);
  writable(loaded);
  const s = sanction(ctx, eventId, sanctionId);
  if (s.kind !== 'forfeit' || s.entry === null) throw refuse('conflict', 'sanctions.notForfeit', { id: sanctionId }, { issues: [{ field: 'sanctionId', message: 'not a forfeit' }] });
  if (s.cancelled) throw refuse('conflict', 'sanctions.forfeitCancelled', { at: s.decidedAt ?? '', reason: s.decision ?? '' });
  const detail = (s.detail ?? {}) as { withdrawnBefore?: number | null };
  const done = unwrap(cancelForfeitIn(loaded.event, s.entry, s.round, detail.withdrawnBefore), 'conflict');
  const match = (e: typeof loaded.event) => e.rounds.find((r) => r.number === s.round)?.pairings.find((p) => p.kind === 'match' && (p.a === s.entry || p.b === s.entry));
  const before = match(loaded.event);
  const entry = loaded.event.entries.find((e) => e.id === s.entry);
  saveEvent(ctx, loaded, done.event);
  const audit = ctx.tournament.log.audit(eventId, 'cancel forfeit', reason, {
    sanction: sanctionId, entry: s.entry, name: entry?.name ?? s.entry, round: s.round, board: before?.kind === 'match' ? before.board : s.board,
    before: before?.kind === 'match' ? { forfeit: before.forfeit ?? null, results: before.games.map((g) => g.result), withdrawnFromRound: entry?.withdrawnFromRound ?? null } : null,
    reinstated: done.reinstated, ...(done.pairedWithout.length ? { pairedWithout: done.pairedWithout } : {}),
  });
  ctx.tournament.log.cancel(s, reason, audit);
  ctx.notify({ topic: 'rounds', id: s.round, eventId });
  ctx.notify({ topic: 'registrations', eventId });
  ctx.notify({ topic: 'results', id: s.round, eventId });
  return { sanction: sanction(ctx, eventId, sanctionId), reinstated: done.reinstated, pairedWithout: done.pairedWithout };
}

function gameRef(input: { round: number; board?: number; game?: number }): GameRef {
  if (input.board === undefined) throw refuse('invalid', 'sanctions.protestBoard', {}, { issues: [{ field: 'board', message: 'required' }] });
  return { round: input.round, board: input.board, game: (input.game ?? 1) - 1 };
}

function withoutRemoved(detail: unknown): unknown {
  if (typeof detail !== 'object' || detail === null || !('removed' in detail)) return detail;
  const { removed: _removed, ...rest } = detail as Record<string, unknown>;
  return rest;
}

export const sanctionHandlers: Handlers<'sanctions.record' | 'sanctions.decide' | 'sanctions.cancelForfeit' | 'sanctions.list' | 'audit.list'> = {
  'sanctions.cancelForfeit': (input, ctx) => cancelForfeit(ctx, input),
  'sanctions.record': (input, ctx) => {
    const { eventId, kind, round, entry, reason } = input;
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    findRound(loaded, round);
    let id: number;
    if (kind === 'forfeit' || kind === 'default') {
      if (entry === undefined) throw refuse('invalid', 'sanctions.namesEntry', { kind }, { issues: [{ field: 'entry', message: 'required' }] });
      entryRow(loaded, entry);
      let next: TournamentEvent;
      if (kind === 'forfeit') {
        let alternate;
        if (input.alternate !== undefined) {
          const p = must(ctx.players.get(input.alternate), 'player', input.alternate);
          if (ctx.events.registration(eventId, p.id)) throw refuse('conflict', 'sanctions.entered', { name: p.name, event: loaded.info.name });
          ctx.events.register(eventId, p.id);
          alternate = { id: String(p.id), name: p.name, rating: p.rating };
        }
        next = unwrap(recordForfeit(loaded.event, entry, round, alternate ? { reason, alternate } : { reason }));
      } else {
        next = unwrap(recordDefault(loaded.event, entry, round, reason));
      }
      saveEvent(ctx, loaded, next);
      id = logNew(ctx, loaded, next, input.alternate !== undefined ? { alternate: input.alternate } : {});
      ctx.notify({ topic: 'rounds', id: round, eventId });
    } else if (kind === 'protest') {
      const ref = gameRef(input);
      const next = unwrap(protestGame(loaded.event, ref));
      saveEvent(ctx, loaded, next);
      id = ctx.tournament.log.addSanction(eventId, { kind, entry: entry ?? null, round, board: ref.board, game: ref.game, reason, detail: {} });
    } else {
      if (entry !== undefined) entryRow(loaded, entry);
      id = ctx.tournament.log.addSanction(eventId, { kind, entry: entry ?? null, round, board: input.board ?? null, game: input.game === undefined ? null : input.game - 1, reason, detail: {} });
    }
    ctx.tournament.log.audit(eventId, `sanction: ${kind}`, reason, { sanction: id, entry: entry ?? null, round, board: input.board ?? null, game: input.game ?? null });
    ctx.notify({ topic: 'results', id: round, eventId });
    return sanction(ctx, eventId, id);
  },
  'sanctions.decide': ({ eventId, sanctionId, decision, result }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const s = sanction(ctx, eventId, sanctionId);
    if (s.kind !== 'protest') throw refuse('conflict', 'sanctions.notProtest', { id: sanctionId, kind: s.kind });
    if (s.decision !== null) throw refuse('conflict', 'sanctions.decided', { at: s.decidedAt ?? '', decision: s.decision });
    const ref: GameRef = { round: s.round, board: s.board!, game: s.game ?? 0 };
    let event = loaded.event;
    let before: GameResult | null = null;
    let after: GameResult | null = null;
    if (result) {
      const valid = validateResult(event.game, result, loaded.info.options);
      if (!valid.ok) {
        throw new ApiFailure('rule', valid.errors.map((e) => `${e.field}: ${e.message}`).join('; '), {
          rule: valid.errors[0]?.rule, issues: valid.errors.map((e) => ({ field: `result.${e.field}`, message: e.message })),
        }, fieldErrorsText(valid.errors));
      }
      const r = event.rounds.find((x) => x.number === ref.round)!;
      const m = r.pairings.find((p) => p.kind === 'match' && p.board === ref.board);
      before = m?.kind === 'match' ? m.games[ref.game]?.result ?? null : null;
      after = valid.value;
      event = unwrap(updateGame(event, ref, (g) => ({ ...g, result: valid.value })));
    }
    const next = unwrap(decideProtest(event, ref));
    saveEvent(ctx, loaded, next);
    ctx.tournament.log.decide(sanctionId, decision);
    ctx.tournament.log.audit(eventId, 'protest decided', decision, { sanction: sanctionId, ...ref, before, after });
    ctx.notify({ topic: 'results', id: ref.round, eventId });
    return sanction(ctx, eventId, sanctionId);
  },
  'sanctions.list': ({ eventId, audience }, ctx) => {
    must(ctx.events.get(eventId), 'event', eventId);
    const list = ctx.tournament.log.sanctions(eventId);
    // A cancelled forfeit's decision is the director's reason: free text, kept from the players too.
    return audience === 'director' ? list : list.map((s) => ({ ...s, reason: '', ...(s.cancelled ? { decision: '', detail: {} } : {}) }));
  },
  'audit.list': ({ eventId, audience }, ctx) => {
    must(ctx.events.get(eventId), 'event', eventId);
    const list = ctx.tournament.log.auditList(eventId);
    // An undone action may be one the players may not see (a dominoes draw in known mode): kept out too.
    return audience === 'director' ? list : list.map((a) => ({ ...a, reason: '', actor: '', detail: withoutRemoved(a.detail) }));
  },
};
