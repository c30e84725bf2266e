/**
 * The renderer's one API client. Two transports with one shape: Electron IPC through the preload's
 * `window.td`, or HTTP (`POST /api/<method>`, Server-Sent Events) in a browser. Stores never know which.
 */
import type { ApiTransport, ChangeNotice, Input, Method, Output } from '../../../shared/api/contract';
import type { ApiError, ApiResult } from '../../../shared/api/errors';
import { PING_EVENT, STALL_AFTER_MS } from '../../../shared/api/stream';

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

/**
 * No answer came back (the link failed, the server stopped, or the answer took too long): whether the
 * request reached the server is unknown, so a change sent this way may or may not be recorded.
 */
export class NoAnswerError extends ApiCallError {
  constructor(message = 'the server cannot be reached; is it still running?') {
    super({ code: 'internal', message });
  }
}

/**
 * The state of the change stream as a badge shows it; `since` is when the link was last lost. A page on
 * the LAN is `connecting` until its stream first answers; the desktop window's link is there from the start.
 */
export interface LinkStatus {
  state: 'connecting' | 'connected' | 'reconnecting' | 'offline';
  since: number | null;
}

/** After this long without the change stream, "reconnecting" becomes "offline since hh:mm". */
const OFFLINE_AFTER_MS = 8000;

/**
 * The change stream's health for every page: EventSource open and error events, the browser's online and
 * offline events, and sends that got no answer (`suspect`, which reopens the stream: a silent link never
 * fires an error of its own).
 */
function linkMonitor() {
  let status: LinkStatus = { state: 'connected', since: null };
  const watchers = new Set<(status: LinkStatus) => void>();
  let offlineTimer: ReturnType<typeof setTimeout> | undefined;
  function set(next: LinkStatus) {
    if (next.state === status.state && next.since === status.since) return;
    status = next;
    for (const w of watchers) w(status);
  }
  return {
    get status() {
      return status;
    },
    watch(watcher: (status: LinkStatus) => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    /** The stream is opened for the first time: nothing has answered yet. */
    connecting() {
      if (status.state === 'connected') set({ state: 'connecting', since: null });
    },
    up() {
      clearTimeout(offlineTimer);
      offlineTimer = undefined;
      set({ state: 'connected', since: null });
    },
    down(offline = false) {
      const since = status.since ?? Date.now();
      if (offline || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
        clearTimeout(offlineTimer);
        offlineTimer = undefined;
        return set({ state: 'offline', since });
      }
      if (status.state === 'offline') return set({ state: 'offline', since });
      set({ state: 'reconnecting', since });
      offlineTimer ??= setTimeout(() => {
        offlineTimer = undefined;
        if (status.state === 'reconnecting') set({ state: 'offline', since: status.since });
      }, OFFLINE_AFTER_MS);
    },
    /** The browser is back online: reconnecting again (offline once more if it does not work out). */
    retry() {
      if (status.state === 'connected') return;
      clearTimeout(offlineTimer);
      offlineTimer = undefined;
      set({ state: 'reconnecting', since: status.since ?? Date.now() });
      this.down();
    },
  };
}

export const link = linkMonitor();

function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiCallError(result.error);
  return result.data;
}

/**
 * The language the API's refusals come back in: the page's (`<html lang>`, which the screens keep on the UI
 * language), sent with every call (Accept-Language over HTTP, an argument over IPC).
 */
const pageLanguage = (): string | undefined => (typeof document !== 'undefined' && document.documentElement.lang) || undefined;

const TOKEN_KEY = 'td.directorToken';

export const directorToken = {
  get: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string | null) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)),
};

/** What the renderer's transports offer beyond the contract: reopening a change stream that went silent. */
interface RendererTransport extends ApiTransport {
  /** Called when a send got no answer: the stream may be dead without knowing it. */
  suspect(): void;
}

function ipcTransport(bridge: TdBridge): RendererTransport {
  return {
    async call<M extends Method>(method: M, input: Input<M>) {
      let result: unknown;
      try {
        result = await bridge.call(method, input, pageLanguage());
      } catch (err) {
        // The bridge itself failed (the main process went away): no answer, the outcome is unknown.
        throw new NoAnswerError(`no answer from the main process: ${(err as Error).message}`);
      }
      return unwrap(result as ApiResult<Output<M>>);
    },
    subscribe: (listener) => bridge.onChange((notice) => listener(notice as ChangeNotice)),
    suspect: () => undefined,
  };
}

export function httpTransport(base = './api'): RendererTransport {
  const listeners = new Set<(notice: ChangeNotice) => void>();
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stall: ReturnType<typeof setTimeout> | undefined;
  /** Opens the stream; EventSource retries by itself after a dropped link, this reopens a closed one. */
  function open() {
    clearTimeout(retry);
    clearTimeout(stall);
    source?.close();
    const stream = new EventSource(`${base}/events`);
    source = stream;
    // Anything heard (the open, a change, the keep-alive) proves the link; silence past STALL_AFTER_MS
    // means it stalled without an error of its own: say so and open a fresh stream.
    const heard = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        if (source !== stream) return;
        link.down();
        open();
      }, STALL_AFTER_MS);
    };
    heard();
    stream.addEventListener('open', () => {
      if (source !== stream) return;
      link.up();
      heard();
    });
    stream.addEventListener('error', () => {
      if (source !== stream) return;
      link.down();
      // A closed stream (an HTTP error, a proxy) is not retried by the browser: try again shortly.
      if (stream.readyState === EventSource.CLOSED) retry = setTimeout(open, 2000);
    });
    stream.addEventListener(PING_EVENT, () => {
      if (source === stream) heard();
    });
    stream.addEventListener('change', (event) => {
      if (source === stream) heard();
      const notice = JSON.parse((event as MessageEvent<string>).data) as ChangeNotice;
      for (const l of listeners) l(notice);
    });
  }
  window.addEventListener('offline', () => link.down(true));
  window.addEventListener('online', () => {
    // The old stream may have died in silence while offline: start a fresh one.
    if (source) {
      link.retry();
      open();
    }
  });
  return {
    suspect() {
      if (!source) return;
      link.down();
      open();
    },
    async call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>> {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      const token = directorToken.get();
      if (token) headers['X-TD-Token'] = token;
      const language = pageLanguage();
      if (language) headers['Accept-Language'] = language;
      let response: Response;
      try {
        response = await fetch(`${base}/${method}`, { method: 'POST', headers, body: JSON.stringify(input ?? {}) });
      } catch {
        throw new NoAnswerError();
      }
      const body = (await response.json().catch(() => null)) as ApiResult<Output<M>> | null;
      // Not our server's answer (a proxy's error page, a cut-off body): the request's fate is unknown.
      if (!body) throw new NoAnswerError(`the server answered ${response.status} without JSON`);
      return unwrap(body);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!source) {
        link.connecting();
        open();
      }
      return () => listeners.delete(listener);
    },
  };
}

export const transportKind: 'ipc' | 'http' = window.td ? 'ipc' : 'http';
export const api: RendererTransport = window.td ? ipcTransport(window.td) : httpTransport();

/** Whether this browser must hold the director token to make changes (LAN mode). */
export async function tokenRequired(): Promise<boolean> {
  if (transportKind === 'ipc') return false;
  const res = await fetch('./api/session').then((r) => r.json()).catch(() => null);
  return Boolean(res?.data?.tokenRequired);
}
