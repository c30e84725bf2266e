/**
 * Results reported from a table (issue 24): kept in the audit log as proposals, listed on the desk,
 * entered only when the director confirms one (through results.set, so every check of a typed result
 * applies) or dropped when dismissed with a reason. A report never overwrites anything: a game that
 * already has a result, or whose digital board holds moves, refuses it. A board still empty (started,
 * or only there to give the table its code, while the players used a physical set) does not: confirming
 * the report unlinks the empty board, audited, and enters the typed result.
 */
import { ApiFailure } from '../../shared/api/errors';
import { fieldErrorsText, refuse } from '../../shared/i18n/refusals';
import type { ReportView } from '../../shared/api/methods/tableReports';
import { checkResultTarget, updateMatch, validateResult, type GameResult, type Match } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { setResult } from './tournamentResults';
import { findRound, loadEvent, saveEvent, unwrap, writable, type Loaded } from './tournamentState';

const REPORTED = 'result reported';
/**
 * Reports waiting for one game, at most (issue 38: one table code filed 301): enough for both players
 * and a correction, not a flood for the director's desk.
 */
export const MAX_PENDING_PER_GAME = 3;
const DECIDED = 'reported result decided';

interface Stored { round: number; board: number; game: number; playoff: boolean; result: GameResult }

/** The match at a table of a published round, refused for a bye or an unpublished round. */
function matchAt(loaded: Loaded, round: number, board: number): Match {
  findRound(loaded, round);
  if (!loaded.meta.get(round)?.published) throw refuse('conflict', 'tableReports.unpublished', { round });
  return unwrap(checkResultTarget(loaded.event, round, board));
}

const gameOf = (m: Match, at: { game: number; playoff: boolean }) => (at.playoff ? m.playoff ?? [] : m.games)[at.game - 1];

/** Moves on the game's digital board (0 without a board, or on one still empty). */
const boardMoves = (ctx: ServiceContext, recordId: string | undefined): number => (recordId === undefined ? 0 : ctx.games.get(Number(recordId))?.seq ?? 0);

/** Every report of the event not yet decided and whose game is still without a result. */
function pending(ctx: ServiceContext, loaded: Loaded): ReportView[] {
  const log = ctx.tournament.log.auditList(loaded.info.id);
  const decided = new Set(log.filter((a) => a.action === DECIDED).map((a) => (a.detail as { reportId: number }).reportId));
  const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
  const out: ReportView[] = [];
  for (const a of log) {
    if (a.action !== REPORTED || decided.has(a.id)) continue;
    const d = a.detail as Stored;
    const m = loaded.event.rounds.find((r) => r.number === d.round)?.pairings.find((p): p is Match => p.kind === 'match' && p.board === d.board);
    const g = m && gameOf(m, d);
    if (!m || !g || g.result || boardMoves(ctx, g.recordId) > 0) continue;
    out.push({ id: a.id, at: a.at, actor: a.actor, ...d, a: names.get(m.a) ?? m.a, b: names.get(m.b) ?? m.b });
  }
  return out;
}

export const tableReportHandlers: Handlers<'tables.report' | 'tables.reports.list' | 'tables.reports.decide'> = {
  'tables.report': ({ eventId, round, board, game, playoff, id, winner, score, ending, markersUsed, lastPlay }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const m = matchAt(loaded, round, board);
    if (id !== undefined) {
      // A table device reports for its own match only: its code's game must be one of this match's games.
      const link = ctx.tournament.store.gameLink(id);
      const own = [...m.games, ...(m.playoff ?? [])].some((g) => g.recordId === String(id));
      if (!link || link.eventId !== eventId || link.round !== round || !own) {
        throw refuse('forbidden', 'tableReports.otherTable', { id, board, round });
      }
    }
    const target = gameOf(m, { game, playoff });
    if (!target) throw refuse('not_found', playoff ? 'tableReports.noPlayoffGame' : 'tableReports.noGame', { board, round, game }, { issues: [{ field: 'game', message: 'no such game' }] });
    if (target.result) throw refuse('conflict', 'tableReports.hasResult', { game, board, round });
    if (boardMoves(ctx, target.recordId) > 0) throw refuse('conflict', 'tableReports.onBoard', { game, board, round, recordId: String(target.recordId) });
    const valid = validateResult(loaded.event.game, { winner, score, ending, markersUsed, lastPlay }, loaded.info.options);
    if (!valid.ok) {
      throw new ApiFailure('rule', valid.errors.map((e) => `${e.field}: ${e.message}`).join('; '), {
        rule: valid.errors[0]?.rule, issues: valid.errors.map((e) => ({ field: e.field, message: `${e.message} (${e.rule})` })),
      }, fieldErrorsText(valid.errors));
    }
    const waiting = pending(ctx, loaded).filter((r) => r.round === round && r.board === board && r.game === game && r.playoff === playoff).length;
    if (waiting >= MAX_PENDING_PER_GAME) throw refuse('conflict', 'tableReports.tooMany', { count: waiting, game, board, round });
    const stored: Stored = { round, board, game, playoff, result: valid.value };
    const reportId = ctx.tournament.log.audit(eventId, REPORTED, '', stored, id ?? null);
    ctx.notify({ topic: 'results', id: round, eventId });
    const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
    return { id: reportId, at: new Date().toISOString(), actor: '', ...stored, a: names.get(m.a) ?? m.a, b: names.get(m.b) ?? m.b };
  },
  'tables.reports.list': ({ eventId }, ctx) => pending(ctx, loadEvent(ctx, eventId)),
  'tables.reports.decide': ({ eventId, reportId, confirm, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const report = pending(ctx, loaded).find((r) => r.id === reportId);
    if (!report) throw refuse('conflict', 'tableReports.notWaiting', { reportId, event: loaded.info.name });
    const { round, board, game, playoff, result } = report;
    if (confirm) {
      const m = matchAt(loaded, round, board);
      const recordId = gameOf(m, { game, playoff })?.recordId;
      if (recordId !== undefined) {
        // Played on a physical set: the board stayed empty and no longer stands for this game.
        const key = playoff ? 'playoff' : 'games';
        const next = unwrap(updateMatch(loaded.event, round, board, (x) => ({
          ...x, [key]: (x[key] ?? []).map((g, i) => (i === game - 1 ? (({ recordId: _, ...rest }) => rest)(g) : g)),
        })));
        saveEvent(ctx, loaded, next);
        ctx.tournament.log.audit(eventId, 'unlink empty board', reason, { round, board, game, playoff, gameId: Number(recordId) }, Number(recordId));
      }
      setResult(ctx, { eventId, round, board, game, playoff }, { winner: result.winner, score: result.score, ending: result.ending, markersUsed: result.markersUsed, lastPlay: result.lastPlay });
    }
    ctx.tournament.log.audit(eventId, DECIDED, reason, { reportId, confirmed: confirm, round, board, game, playoff, result });
    ctx.notify({ topic: 'results', id: round, eventId });
    return { confirmed: confirm };
  },
};
