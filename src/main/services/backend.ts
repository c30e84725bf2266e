import type { Db } from '../db/connection';
import type { ChangeNotice, Method } from '../../shared/api/contract';
import { ApiFailure, type ApiResult } from '../../shared/api/errors';
import { validateRequest } from '../../shared/api/validate';
import { createContext, type Handler } from './context';
import { playerHandlers } from './players';
import { eventHandlers } from './events';
import { gameHandlers } from './games';
import { tournamentHandlers } from './tournament';
import { adminHandlers } from './admin';

const handlers: { [M in Method]: Handler<M> } = {
  ...playerHandlers, ...eventHandlers, ...gameHandlers, ...tournamentHandlers, ...adminHandlers,
};

export interface Backend {
  /** Validates and runs one API call in one transaction; every failure is an ApiError value. */
  call(method: string, payload: unknown): ApiResult<unknown>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
  db: Db;
}

/** The services behind the api contract. Knows nothing of Electron or HTTP. */
export function createBackend(db: Db): Backend {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  const pending: ChangeNotice[] = [];
  const ctx = createContext(db, (notice) => pending.push(notice));
  return {
    db,
    call(method, payload) {
      const request = validateRequest(method, payload);
      if (!request.ok) return request;
      const handler = handlers[request.data.method] as Handler<Method>;
      pending.length = 0;
      try {
        // IMMEDIATE: take the write lock up front, so two processes on one file queue instead of failing.
        const data = db.transaction(() => handler(request.data.input, ctx)).immediate();
        // Announce only what was committed.
        for (const notice of pending.splice(0)) for (const listener of listeners) listener(notice);
        return { ok: true, data };
      } catch (err) {
        pending.length = 0;
        if (err instanceof ApiFailure) return { ok: false, error: { code: err.code, message: err.message, details: err.details } };
        const code = (err as { code?: string }).code ?? '';
        if (code.startsWith('SQLITE_CONSTRAINT')) {
          return { ok: false, error: { code: 'conflict', message: `${method}: ${(err as Error).message}` } };
        }
        return { ok: false, error: { code: 'internal', message: `${method} failed: ${(err as Error).message}` } };
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
