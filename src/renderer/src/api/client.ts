/**
 * The renderer's one API client. Two transports with one shape: Electron IPC through the preload's
 * `window.td`, or HTTP (`POST /api/<method>`, Server-Sent Events) in a browser. Stores never know which.
 */
import type { ApiTransport, ChangeNotice, Input, Method, Output } from '../../../shared/api/contract';
import type { ApiError, ApiResult } from '../../../shared/api/errors';

/** An ApiError raised as an exception in the renderer, keeping code and field details. */
export class ApiCallError extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
  /** The message for one form field, if the server named it. */
  field(name: string): string | undefined {
    return this.error.details?.issues?.find((i) => i.field === name || i.field.startsWith(`${name}.`))?.message;
  }
}

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiCallError(result.error);
  return result.data;
}

const TOKEN_KEY = 'td.directorToken';

export const directorToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string | null) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)),
};

function ipcTransport(bridge: TdBridge): ApiTransport {
  return {
    call: async <M extends Method>(method: M, input: Input<M>) =>
      unwrap((await bridge.call(method, input)) as ApiResult<Output<M>>),
    subscribe: (listener) => bridge.onChange((notice) => listener(notice as ChangeNotice)),
  };
}

function httpTransport(base = './api'): ApiTransport {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  let source: EventSource | null = null;
  return {
    async call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>> {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = directorToken.get();
      if (token) headers['X-TD-Token'] = token;
      let response: Response;
      try {
        response = await fetch(`${base}/${method}`, { method: 'POST', headers, body: JSON.stringify(input ?? {}) });
      } catch {
        throw new ApiCallError({ code: 'internal', message: 'the server cannot be reached; is it still running?' });
      }
      const body = (await response.json().catch(() => null)) as ApiResult<Output<M>> | null;
      if (!body) throw new ApiCallError({ code: 'internal', message: `the server answered ${response.status} without JSON` });
      return unwrap(body);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!source) {
        source = new EventSource(`${base}/events`);
        source.addEventListener('change', (event) => {
          const notice = JSON.parse((event as MessageEvent<string>).data) as ChangeNotice;
          for (const l of listeners) l(notice);
        });
      }
      return () => listeners.delete(listener);
    },
  };
}

export const transportKind: 'ipc' | 'http' = window.td ? 'ipc' : 'http';
export const api: ApiTransport = window.td ? ipcTransport(window.td) : httpTransport();

/** Whether this browser must hold the director token to make changes (LAN mode). */
export async function tokenRequired(): Promise<boolean> {
  if (transportKind === 'ipc') return false;
  const res = await fetch('./api/session').then((r) => r.json()).catch(() => null);
  return Boolean(res?.data?.tokenRequired);
}
