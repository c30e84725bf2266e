import type { Db } from '../db/types';
import { ASYNC_METHODS, type ChangeNotice, type Method } from '../../shared/api/contract';
import { storageProblem } from '../db/storage';
import { ApiFailure, type ApiResult } from '../../shared/api/errors';
import { validateRequest } from '../../shared/api/validate';
import type { Locale } from '../../shared/i18n/locales';
import { errorIn, messageIn, say, type Surface } from '../../shared/i18n/refusals';
import { createContext, type Handler, type RunOnServices } from './context';
import { playerHandlers } from './players';
import { eventHandlers } from './events';
import { gameHandlers } from './games';
import { tournamentHandlers } from './tournament';
import { adminHandlers } from './admin';
import { eventAdminHandlers } from './eventAdmin';
import { preparePdf, renderPrepared } from './print';
import { exportHandlers } from './exports';
import { exportSite, siteHandlers, watchPublishing, type SiteExport } from './site';
import { holderOf, type CodeHolder } from './credentials';
import { tableReportHandlers } from './tableReports';
import { teamHandlers } from './teams';
import { watchOtherWriters } from './otherWriters';
import { tableCodeHandlers } from './tableCodes';
import { tableNightHandlers } from './tableNight';
import { selfCheckInHandlers } from './selfCheckIn';
import { entryFeeHandlers } from './entryFees';
import { leagueHandlers } from './league';
import { groupCommit } from './groupCommit';
import { stampedBy, watchAuditLog } from './auditStamp';
import { changesBefore, noteCommit, noteRollback } from './tableCache';
import { arenaHandlers } from './arena';
import { sectionHandlers } from './sections';
import { keepingStandings } from './keptStandings';

/** What the command line needs of main beside the API and with no database open: the backup files, a night's signature. */
export * as backupFiles from './backupFiles';
export { signNight } from './league';

type AsyncMethod = 'print.pdf';

/**
 * Methods whose concurrent calls (from `callAsync`, what the hosts use) share one commit: the moves of
 * a venue's boards. `call` still commits each alone.
 */
export const GROUP_COMMIT_METHODS: ReadonlySet<string> = new Set(['games.append']);

interface QueuedCall {
  method: string;
  request: { method: Method; input: unknown };
  actor: string;
  locale: Locale;
}

const handlers: { [M in Exclude<Method, AsyncMethod>]: Handler<M> } = {
  ...playerHandlers, ...eventHandlers, ...gameHandlers, ...tournamentHandlers, ...adminHandlers, ...eventAdminHandlers, ...exportHandlers, ...siteHandlers, ...tableReportHandlers, ...teamHandlers,
  ...tableCodeHandlers, ...tableNightHandlers, ...selfCheckInHandlers, ...entryFeeHandlers, ...leagueHandlers, ...arenaHandlers,
  ...sectionHandlers,
};

/**
 * Asynchronous methods in two steps: `read` runs inside the transaction like any handler and returns
 * the data; `finish` produces the answer after the commit (printing draws pages without the lock).
 */
const asyncHandlers = {
  'print.pdf': { read: preparePdf, finish: renderPrepared },
};

/** The failure as an ApiError value, in the caller's language. */
function failure(method: string, err: unknown, locale: Locale, surface: Surface = 'api'): ApiResult<never> {
  if (err instanceof ApiFailure) return { ok: false, error: errorIn({ code: err.code, message: messageIn(err, locale, surface), details: err.details }, locale) };
  const code = (err as { code?: string }).code ?? '';
  if (code.startsWith('SQLITE_CONSTRAINT')) {
    return { ok: false, error: { code: 'conflict', message: `${method}: ${(err as Error).message}` } };
  }
  const problem = storageProblem(err);
  if (problem) return { ok: false, error: { code: 'storage', message: say(locale, { key: `storage.${problem}`, params: { method } }) } };
  return { ok: false, error: { code: 'internal', message: say(locale, { key: 'internal', params: { method, message: (err as Error).message } }) } };
}

export interface Backend {
  /**
   * Validates and runs one API call in one transaction; every failure is an ApiError value.
   * Methods in ASYNC_METHODS are refused here: they answer through `callAsync`.
   * `locale`: the caller's language, for refusal messages and printed documents (default English); `surface`:
   * who reads the refusals (`cli`: they name td's commands and flags where the catalogue has such words).
   */
  call(method: string, payload: unknown, actor?: string, locale?: Locale, surface?: Surface): ApiResult<unknown>;
  /**
   * Every method, synchronous or not; what the hosts use. `actor` says who calls (the host knows: the
   * director at this computer or on the LAN, a table device, the command line); every audit row the call
   * writes keeps it.
   */
  callAsync(method: string, payload: unknown, actor?: string, locale?: Locale): Promise<ApiResult<unknown>>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  /**
   * Runs `body` on the services as a method call runs (one IMMEDIATE transaction, every audit row it writes
   * stamped with `actor`, its notices sent after the commit, a failure an ApiError value): for work that is
   * no method of the contract, such as the site watcher's re-publishing. `label` names the work in errors.
   */
  run: RunOnServices;
  /** Who holds a code sent by a device (a game's or a table's code, a captain's code), or null: the web host's question. */
  holderOf(code: string): CodeHolder | null;
  /** The event's website built and written into a folder (`td export site`); other files there are refused unless `force`. */
  exportSite(eventId: number, folder: string, force: boolean, locale?: Locale): ApiResult<SiteExport>;
  db: Db;
}

/** The services behind the api contract. Knows nothing of Electron or HTTP. */
export function createBackend(db: Db): Backend {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const pending: ChangeNotice[] = [];
  const ctx = createContext(db, (notice) => pending.push(notice));
  const runHandler = (m: Method, input: unknown) => (handlers[m as Exclude<Method, AsyncMethod>] as Handler<Method>)(input as never, ctx);

  watchAuditLog(db);
  /** Runs `body` inside the open transaction; every audit row it writes says who made the change (the services need not know). */
  const stamped = <T>(actor: string, body: () => T): T => stampedBy(db, actor, body);

  // Transaction functions made once (better-sqlite3 builds a wrapper per `db.transaction` call): every
  // call of the group commit's path would otherwise make two.
  const inStampedTransaction = db.transaction((actor: string, body: () => unknown) => stamped(actor, body));
  const runCall = (call: QueuedCall) => stamped(call.actor, () => runHandler(call.request.method, call.request.input));
  const inSavepoint = db.transaction(runCall);

  /** Validates, then runs `body` in one IMMEDIATE transaction; notices go out only after the commit. */
  function inTransaction(method: string, payload: unknown, body: (method: Method, input: unknown) => unknown, actor: string, locale: Locale, surface: Surface = 'api'): ApiResult<unknown> {
    const request = validateRequest(method, payload, locale);
    if (!request.ok) return request;
    return transact(method, () => body(request.data.method, request.data.input), actor, locale, false, surface);
  }

  function transact<T>(method: string, body: () => T, actor: string, locale: Locale, read = false, surface: Surface = 'api'): ApiResult<T> {
    pending.length = 0;
    ctx.locale = locale;
    try {
      const before = changesBefore(db);
      // IMMEDIATE: take the write lock up front, so two processes on one file queue instead of failing.
      // A read takes none (a reader never waits for another process's write).
      const data = (read ? inStampedTransaction.deferred(actor, body) : inStampedTransaction.immediate(actor, body)) as T;
      noteCommit(db, before, pending.map((n) => n.topic));
      for (const notice of pending.splice(0)) for (const listener of listeners) listener(notice);
      return { ok: true, data };
    } catch (err) {
      pending.length = 0;
      noteRollback(db);
      return failure(method, err, locale, surface);
    }
  }

  const groups = groupCommit<QueuedCall, ApiResult<unknown>>((batch) => commitTogether(batch));

  /** The calls of a batch one after the other, each in its own savepoint (a refused call undoes only its own changes). */
  const allTogether = db.transaction((batch: QueuedCall[], results: ApiResult<unknown>[], notices: ChangeNotice[]) => {
    for (const call of batch) {
      pending.length = 0;
      ctx.locale = call.locale;
      try {
        results.push({ ok: true, data: inSavepoint(call) });
        notices.push(...pending.splice(0));
      } catch (err) {
        pending.length = 0;
        noteRollback(db);
        // Some failures (a full disk, an I/O error) end the whole transaction in SQLite: then nothing
        // of this batch is saved, and every call of it must say so.
        if (!db.inTransaction) throw err;
        results.push(failure(call.method, err, call.locale));
      }
    }
  });
  /** A batch of one call: its failure is the batch's (the same answer as from its savepoint, one statement pair fewer). */
  const allAlone = db.transaction((call: QueuedCall, results: ApiResult<unknown>[], notices: ChangeNotice[]) => {
    pending.length = 0;
    ctx.locale = call.locale;
    results.push({ ok: true, data: runCall(call) });
    notices.push(...pending.splice(0));
  });

  /**
   * Group commit: the calls that arrived while the previous commit was being written run one after the
   * other, each in its own savepoint (a refused call undoes only its own changes), inside one IMMEDIATE
   * transaction: one commit, so one fsync, for all. Every answer and notice goes out only after that
   * commit, so an acknowledged move is exactly as durable as when each call committed alone.
   */
  function commitTogether(batch: QueuedCall[]): ApiResult<unknown>[] {
    const results: ApiResult<unknown>[] = [];
    const notices: ChangeNotice[] = [];
    const before = changesBefore(db);
    try {
      if (batch.length === 1) {
        // A call alone needs no savepoint: its failure rolls back the transaction, which holds nothing else.
        allAlone.immediate(batch[0]!, results, notices);
      } else {
        allTogether.immediate(batch, results, notices);
      }
    } catch (err) {
      pending.length = 0;
      noteRollback(db);
      return batch.map((call) => failure(call.method, err, call.locale));
    }
    noteCommit(db, before, notices.map((n) => n.topic));
    for (const notice of notices) for (const listener of listeners) listener(notice);
    return results;
  }

  function call(method: string, payload: unknown, actor = '', locale: Locale = 'en', surface: Surface = 'api'): ApiResult<unknown> {
    groups.flush(); // calls run in the order they came
    if ((ASYNC_METHODS as readonly string[]).includes(method)) {
      return { ok: false, error: { code: 'invalid', message: `${method} answers asynchronously (Backend.callAsync)` } };
    }
    return inTransaction(method, payload, runHandler, actor, locale, surface);
  }

  const broadcast = (notice: ChangeNotice) => {
    for (const listener of listeners) listener(notice);
  };
  let stopWatching = () => {};
  let hosts = 0;

  const run: RunOnServices = (label, body, { actor = '', locale = 'en', read = false } = {}) => transact(label, () => body(ctx), actor, locale, read);
  const standingsKeeper = keepingStandings(run);

  // The event website re-published after each change, for events that ask for it (site.publish auto).
  watchPublishing(run, (listener) => (listeners.add(listener), () => listeners.delete(listener)));

  return {
    db,
    call,
    run,
    holderOf: (code) => holderOf(ctx, code),
    exportSite: (eventId, folder, force, locale = 'en') => exportSite(run, eventId, folder, force, locale),
    async callAsync(method, payload, actor = '', locale: Locale = 'en') {
      if (GROUP_COMMIT_METHODS.has(method)) {
        const request = validateRequest(method, payload, locale);
        if (!request.ok) return request;
        return groups.add({ method, request: request.data, actor, locale });
      }
      if (!(ASYNC_METHODS as readonly string[]).includes(method)) return call(method, payload, actor, locale);
      groups.flush();
      const read = inTransaction(method, payload, (m, input) => asyncHandlers[m as AsyncMethod].read(input as never, ctx), actor, locale);
      if (!read.ok) return read;
      try {
        return { ok: true, data: await asyncHandlers[method as AsyncMethod].finish(read.data as never) };
      } catch (err) {
        return failure(method, err, locale);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      // While a host listens (a screen may be open), never for the CLI: other processes' changes are watched for,
      // and the standings are kept ready once the file's changes stop, from the start on (keptStandings.ts).
      if (++hosts === 1) {
        stopWatching = watchOtherWriters(db, broadcast);
        listeners.add(standingsKeeper.listener);
        standingsKeeper.sweep(0);
      }
      return () => {
        if (!listeners.delete(listener)) return;
        if (--hosts === 0) {
          stopWatching();
          listeners.delete(standingsKeeper.listener);
          standingsKeeper.stop();
        }
      };
    },
  };
}
