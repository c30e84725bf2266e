/**
 * Results at the table (issue 42): one player reports, by PIN; the opponent confirms or disputes, by
 * PIN, on the same device or their own. Kept as audit rows (like issue 24's reports): a report, then a
 * confirmation or a dispute, then the director's entry. A confirmed result enters at once when the night
 * allows it (`autoEnter`) and the table's board holds no moves; otherwise it waits for one click. A
 * disputed or unconfirmed report is never in the standings. Everything goes through results.set, so
 * every check of a typed result applies.
 */
import { ApiFailure } from '../../shared/api/errors';
import { fieldErrorsText, refuse } from '../../shared/i18n/refusals';
import type { TableReport, TableView } from '../../shared/api/methods/tableNight';
import { checkResultTarget, updateMatch, validateResult, type GameResult, type Match } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { entryByPin } from './selfCheckIn';
import { recordResult, setResult } from './tournamentResults';
import { loadEvent, saveEvent, settingsOf, unwrap, writable, type Loaded } from './tournamentState';

const REPORTED = 'table result reported';
const CONFIRMED = 'table result confirmed';
const DISPUTED = 'table result disputed';
const ENTERED = 'table result entered';

interface Version { by: string; result: GameResult }
interface Reported extends Version { round: number; board: number; game: number }

/**
 * The night's options, defaults when never configured. `autoEnter` is the event setting of that name
 * (migration 015 moved it there from `table_nights.auto_enter`, which is no longer read).
 */
export function nightOf(ctx: ServiceContext, eventId: number): { eventId: number; autoEnter: boolean; fees: Partial<Record<'junior' | 'senior' | 'member' | 'non-member', number>> } {
  const row = ctx.db.prepare('SELECT fees FROM table_nights WHERE event_id = ?').get(eventId) as { fees: string } | undefined;
  return { eventId, autoEnter: settingsOf(ctx, eventId).autoEnter, fees: row ? JSON.parse(row.fees) as Record<string, number> : {} };
}

/** The match at a table in a published round. */
function matchAt(loaded: Loaded, round: number, board: number): Match {
  if (!loaded.meta.get(round)?.published) throw refuse('conflict', 'tableReports.unpublished', { round });
  return unwrap(checkResultTarget(loaded.event, round, board));
}

/** The latest published round with a match at this table. */
function currentMatch(loaded: Loaded, board: number): { round: number; match: Match } | null {
  for (const r of [...loaded.event.rounds].sort((x, y) => y.number - x.number)) {
    if (!loaded.meta.get(r.number)?.published) continue;
    const m = r.pairings.find((p): p is Match => p.kind === 'match' && p.board === board);
    if (m) return { round: r.number, match: m };
  }
  return null;
}

/** The board's moves and, when it is finished, its result. */
function boardOf(ctx: ServiceContext, loaded: Loaded, m: Match, game: number): { moves: number; result: GameResult | null } {
  const g = m.games[game - 1];
  if (!g?.recordId) return { moves: 0, result: null };
  const id = Number(g.recordId);
  const moves = ctx.games.get(id)?.seq ?? 0;
  return { moves, result: moves > 0 ? recordResult(ctx, loaded, id, g.first).result : null };
}

const same = (x: GameResult, y: GameResult) => x.winner === y.winner && x.score.a === y.score.a && x.score.b === y.score.b;

function typedResult(loaded: Loaded, input: { winner?: 'a' | 'b' | null; score?: { a: number; b: number }; ending?: GameResult['ending'] }): GameResult {
  if (input.score === undefined) throw refuse('invalid', 'tableNight.scoreMissing', {}, { issues: [{ field: 'score', message: 'is missing' }] });
  const winner = input.winner !== undefined ? input.winner : input.score.a === input.score.b ? null : input.score.a > input.score.b ? 'a' : 'b';
  const valid = validateResult(loaded.event.game, { winner, score: input.score, ending: input.ending }, loaded.info.options);
  if (!valid.ok) {
    throw new ApiFailure('rule', valid.errors.map((e) => `${e.field}: ${e.message}`).join('; '), {
      rule: valid.errors[0]?.rule, issues: valid.errors.map((e) => ({ field: e.field, message: `${e.message} (${e.rule})` })),
    }, fieldErrorsText(valid.errors));
  }
  return valid.value;
}

/** Every report of the event not yet entered or dismissed, whose game is still without a result. */
function open(ctx: ServiceContext, loaded: Loaded): TableReport[] {
  const log = ctx.tournament.log.auditList(loaded.info.id);
  const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
  const follow = new Map<number, Array<{ action: string; actor: string; detail: { reportId: number } & Partial<Version> }>>();
  for (const a of log) {
    if (a.action !== CONFIRMED && a.action !== DISPUTED && a.action !== ENTERED) continue;
    const d = a.detail as { reportId: number } & Partial<Version>;
    follow.set(d.reportId, [...(follow.get(d.reportId) ?? []), { action: a.action, actor: a.actor, detail: d }]);
  }
  const out: TableReport[] = [];
  for (const a of log) {
    if (a.action !== REPORTED) continue;
    const after = follow.get(a.id) ?? [];
    if (after.some((f) => f.action === ENTERED)) continue;
    const d = a.detail as Reported;
    const m = loaded.event.rounds.find((r) => r.number === d.round)?.pairings.find((p): p is Match => p.kind === 'match' && p.board === d.board);
    if (!m || m.games[d.game - 1]?.result) continue;
    const board = boardOf(ctx, loaded, m, d.game);
    const disputed = after.find((f) => f.action === DISPUTED);
    const name = (entry: string) => names.get(entry) ?? entry;
    out.push({
      id: a.id, at: a.at, round: d.round, board: d.board, game: d.game, a: name(m.a), b: name(m.b),
      state: disputed ? 'disputed' : after.some((f) => f.action === CONFIRMED) ? 'confirmed' : 'unconfirmed',
      reported: { by: name(d.by), device: a.actor, result: d.result },
      counter: disputed ? { by: name(disputed.detail.by!), device: disputed.actor, result: disputed.detail.result! } : null,
      boardResult: board.result,
      // A board holding moves that does not end as reported (or has not ended) disagrees with the report.
      disagreesWithBoard: board.moves > 0 && (board.result === null || !same(board.result, d.result)),
    });
  }
  return out;
}

/** Enters `result` for the report's game: an empty board linked to it (a physical set was used) is unlinked first, audited. */
function enter(ctx: ServiceContext, eventId: number, report: TableReport, result: GameResult, reason: string): void {
  const loaded = loadEvent(ctx, eventId);
  const { round, board, game } = report;
  const m = matchAt(loaded, round, board);
  const recordId = m.games[game - 1]?.recordId;
  if (recordId !== undefined) {
    const next = unwrap(updateMatch(loaded.event, round, board, (x) => ({ ...x, games: x.games.map((g, i) => (i === game - 1 ? (({ recordId: _, ...rest }) => rest)(g) : g)) })));
    saveEvent(ctx, loaded, next);
    ctx.tournament.log.audit(eventId, 'unlink board', reason, { round, board, game, gameId: Number(recordId) }, Number(recordId));
  }
  setResult(ctx, { eventId, round, board, game }, { winner: result.winner, score: result.score, ending: result.ending });
}

export const tableNightHandlers: Handlers<'tableNight.get' | 'tableNight.configure' | 'table.view' | 'table.report' | 'table.confirm' | 'tables.decisions.list' | 'tables.decisions.enter'> = {
  'tableNight.get': ({ eventId }, ctx) => {
    loadEvent(ctx, eventId, { pairings: false });
    return nightOf(ctx, eventId);
  },
  'tableNight.configure': ({ eventId, autoEnter, fees }, ctx) => {
    writable(loadEvent(ctx, eventId, { pairings: false }));
    const before = nightOf(ctx, eventId);
    const after = { eventId, autoEnter: autoEnter ?? before.autoEnter, fees: { ...before.fees, ...fees } };
    ctx.db.prepare(`INSERT INTO table_nights (event_id, fees) VALUES (?, ?)
      ON CONFLICT (event_id) DO UPDATE SET fees = excluded.fees`).run(eventId, JSON.stringify(after.fees));
    // Still accepted here (the night screen, examples/table-night.sh); kept as the event setting.
    if (after.autoEnter !== before.autoEnter) ctx.tournament.store.saveSettings(eventId, { ...settingsOf(ctx, eventId), autoEnter: after.autoEnter });
    ctx.tournament.log.audit(eventId, 'table night options', '', { before, after });
    ctx.notify({ topic: 'events', id: eventId });
    return after;
  },
  'table.view': ({ eventId, board }, ctx): TableView => {
    const loaded = loadEvent(ctx, eventId);
    const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
    const now = currentMatch(loaded, board);
    const side = (entry: string) => ({ entry, name: names.get(entry) ?? entry });
    return {
      eventId, event: loaded.info.name, board, round: now?.round ?? null,
      a: now ? side(now.match.a) : null, b: now ? side(now.match.b) : null,
      games: now ? now.match.games.map((g, i) => ({ game: i + 1, result: g.result, gameId: g.recordId === undefined ? null : Number(g.recordId) })) : [],
      reports: now ? open(ctx, loaded).filter((r) => r.board === board && r.round === now.round) : [],
    };
  },
  'table.report': ({ eventId, board, round, game, pin, fromBoard, ...typed }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const m = matchAt(loaded, round, board);
    const by = entryByPin(ctx, loaded, pin, [m.a, m.b], `table ${board}`);
    const target = m.games[game - 1];
    if (!target) throw refuse('not_found', 'tableReports.noGame', { board, round, game }, { issues: [{ field: 'game', message: 'no such game' }] });
    if (target.result) throw refuse('conflict', 'tableReports.hasResult', { game, board, round });
    if (open(ctx, loaded).some((r) => r.round === round && r.board === board && r.game === game)) throw refuse('conflict', 'tableNight.alreadyReported', { game, board, round });
    let result: GameResult;
    if (fromBoard) {
      const onBoard = boardOf(ctx, loaded, m, game).result;
      if (!onBoard) throw refuse('conflict', 'tableNight.boardNotFinished', { board });
      result = onBoard;
    } else result = typedResult(loaded, typed);
    const stored: Reported = { round, board, game, by, result };
    const id = ctx.tournament.log.audit(eventId, REPORTED, '', { ...stored, fromBoard }, target.recordId === undefined ? null : Number(target.recordId));
    ctx.notify({ topic: 'results', id: round, eventId });
    return open(ctx, loadEvent(ctx, eventId)).find((r) => r.id === id)!;
  },
  'table.confirm': ({ eventId, board, reportId, pin, agree, ...typed }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const report = open(ctx, loaded).find((r) => r.id === reportId && r.board === board);
    if (!report || report.state !== 'unconfirmed') throw refuse('conflict', 'tableNight.notToConfirm', { reportId, board });
    const m = matchAt(loaded, report.round, board);
    const reporter = (ctx.tournament.log.auditEntry(eventId, reportId)?.detail as Reported).by;
    const opponent = reporter === m.a ? m.b : m.a;
    const by = entryByPin(ctx, loaded, pin, [opponent], `table ${board}`);
    if (!agree) {
      const result = typedResult(loaded, typed);
      ctx.tournament.log.audit(eventId, DISPUTED, '', { reportId, by, result });
      ctx.notify({ topic: 'results', id: report.round, eventId });
      return { state: 'disputed' as const };
    }
    ctx.tournament.log.audit(eventId, CONFIRMED, '', { reportId, by });
    // Entered by itself only when the night allows it and no board holds moves the director should see first.
    if (nightOf(ctx, eventId).autoEnter && !report.disagreesWithBoard && report.boardResult === null) {
      enter(ctx, eventId, report, report.reported.result, '');
      ctx.tournament.log.audit(eventId, ENTERED, '', { reportId, version: 'reported', automatic: true });
      ctx.notify({ topic: 'results', id: report.round, eventId });
      return { state: 'entered' as const };
    }
    ctx.notify({ topic: 'results', id: report.round, eventId });
    return { state: 'confirmed' as const };
  },
  'tables.decisions.list': ({ eventId }, ctx) => open(ctx, loadEvent(ctx, eventId)),
  'tables.decisions.enter': ({ eventId, reportId, version, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const report = open(ctx, loaded).find((r) => r.id === reportId);
    if (!report) throw refuse('conflict', 'tableReports.notWaiting', { reportId, event: loaded.info.name });
    if (version === 'counter' && !report.counter) throw refuse('invalid', 'tableNight.noCounter', { reportId }, { issues: [{ field: 'version', message: 'not disputed' }] });
    if (version === 'dismiss' && !reason) throw refuse('invalid', 'tableNight.sayWhy', {}, { issues: [{ field: 'reason', message: 'is missing' }] });
    if (version !== 'dismiss') enter(ctx, eventId, report, version === 'counter' ? report.counter!.result : report.reported.result, reason);
    ctx.tournament.log.audit(eventId, ENTERED, reason, { reportId, version });
    ctx.notify({ topic: 'results', id: report.round, eventId });
    return { entered: version !== 'dismiss' };
  },
};
