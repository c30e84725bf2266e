import type { Db } from '../db/types';
import { ASYNC_METHODS, type ChangeNotice, type Method } from '../../shared/api/contract';
import { storageProblem } from '../db/storage';
import { ApiFailure, type ApiResult } from '../../shared/api/errors';
import { validateRequest } from '../../shared/api/validate';
import type { Locale } from '../../shared/i18n/locales';
import { errorIn, messageIn, say } from '../../shared/i18n/refusals';
import { createContext, type Handler } from './context';
import { playerHandlers } from './players';
import { eventHandlers } from './events';
import { gameHandlers } from './games';
import { tournamentHandlers } from './tournament';
import { adminHandlers } from './admin';
import { eventAdminHandlers } from './eventAdmin';
import { preparePdf, renderPrepared } from './print';
import { exportHandlers } from './exports';
import { siteHandlers, watchPublishing } from './site';
import { tableReportHandlers } from './tableReports';
import { teamHandlers } from './teams';
import { watchOtherWriters } from './otherWriters';
import { tableCodeHandlers } from './tableCodes';
import { tableNightHandlers } from './tableNight';
import { selfCheckInHandlers } from './selfCheckIn';
import { entryFeeHandlers } from './entryFees';
import { leagueHandlers } from './league';
import { arenaHandlers } from './arena';

type AsyncMethod = 'print.pdf';

const handlers: { [M in Exclude<Method, AsyncMethod>]: Handler<M> } = {
  ...playerHandlers, ...eventHandlers, ...gameHandlers, ...tournamentHandlers, ...adminHandlers, ...eventAdminHandlers, ...exportHandlers, ...siteHandlers, ...tableReportHandlers, ...teamHandlers,
  ...tableCodeHandlers, ...tableNightHandlers, ...selfCheckInHandlers, ...entryFeeHandlers, ...leagueHandlers, ...arenaHandlers,
};

/**
 * Asynchronous methods in two steps: `read` runs inside the transaction like any handler and returns
 * the data; `finish` produces the answer after the commit (printing draws pages without the lock).
 */
const asyncHandlers = {
  'print.pdf': { read: preparePdf, finish: renderPrepared },
};

/** The failure as an ApiError value, in the caller's language. */
function failure(method: string, err: unknown, locale: Locale): ApiResult<never> {
  if (err instanceof ApiFailure) return { ok: false, error: errorIn({ code: err.code, message: messageIn(err, locale), details: err.details }, locale) };
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
   * `locale`: the caller's language, for refusal messages and printed documents (default English).
   */
  call(method: string, payload: unknown, actor?: string, locale?: Locale): ApiResult<unknown>;
  /**
   * Every method, synchronous or not; what the hosts use. `actor` says who calls (the host knows: the
   * director at this computer or on the LAN, a table device, the command line); every audit row the call
   * writes keeps it.
   */
  callAsync(method: string, payload: unknown, actor?: string, locale?: Locale): Promise<ApiResult<unknown>>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  db: Db;
}

/** The services behind the api contract. Knows nothing of Electron or HTTP. */
export function createBackend(db: Db): Backend {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const pending: ChangeNotice[] = [];
  const ctx = createContext(db, (notice) => pending.push(notice));

  /** Validates, then runs `body` in one IMMEDIATE transaction; notices go out only after the commit. */
  const lastAudit = db.prepare<[], { id: number }>('SELECT coalesce(max(id), 0) AS id FROM audit');
  const stampActor = db.prepare<[string, number]>("UPDATE audit SET actor = ? WHERE id > ? AND actor = ''");

  function inTransaction(method: string, payload: unknown, body: (method: Method, input: unknown) => unknown, actor: string, locale: Locale): ApiResult<unknown> {
    const request = validateRequest(method, payload, locale);
    if (!request.ok) return request;
    pending.length = 0;
    ctx.locale = locale;
    try {
      // IMMEDIATE: take the write lock up front, so two processes on one file queue instead of failing.
      const data = db.transaction(() => {
        const before = actor ? lastAudit.get()!.id : 0;
        const out = body(request.data.method, request.data.input);
        // Every audit row this call wrote says who made the change (the services need not know).
        if (actor) stampActor.run(actor, before);
        return out;
      }).immediate();
      for (const notice of pending.splice(0)) for (const listener of listeners) listener(notice);
      return { ok: true, data };
    } catch (err) {
      pending.length = 0;
      return failure(method, err, locale);
    }
  }

  function call(method: string, payload: unknown, actor = '', locale: Locale = 'en'): ApiResult<unknown> {
    if ((ASYNC_METHODS as readonly string[]).includes(method)) {
      return { ok: false, error: { code: 'invalid', message: `${method} answers asynchronously (Backend.callAsync)` } };
    }
    return inTransaction(method, payload, (m, input) => (handlers[m as Exclude<Method, AsyncMethod>] as Handler<Method>)(input as never, ctx), actor, locale);
  }

  const broadcast = (notice: ChangeNotice) => {
    for (const listener of listeners) listener(notice);
  };
  let stopWatching = () => {};
  let hosts = 0;

  // The event website re-published after each change, for events that ask for it (site.publish auto).
  watchPublishing(db, (listener) => (listeners.add(listener), () => listeners.delete(listener)));

  return {
    db,
    call,
    async callAsync(method, payload, actor = '', locale: Locale = 'en') {
      if (!(ASYNC_METHODS as readonly string[]).includes(method)) return call(method, payload, actor, locale);
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
      // Other processes' changes are watched for while a host listens (a screen may be open), never for the CLI.
      if (++hosts === 1) stopWatching = watchOtherWriters(db, broadcast);
      return () => {
        if (!listeners.delete(listener)) return;
        if (--hosts === 0) stopWatching();
      };
    },
  };
}
