import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Backend } from '../../services/backend';
import { httpStatus, type ApiError } from '../../../shared/api/errors';
import { resolveStatic, sendFile } from './static';
import { identify, PIN_METHODS, refusal, scoped, type Caller } from './access';
import { bodyDeadline, bodyLimit, isJsonMediaType, readJson } from './body';
import { hostRefusal, originRefusal, servedNames } from './origin';
import { GuessThrottle } from './throttle';
import { pickLocale } from '../../../shared/i18n/locales';
import { say } from '../../../shared/i18n/refusals';
import { CONTENT_SECURITY_POLICY } from '../csp';
import { KEEP_ALIVE_MS, PING_EVENT } from '../../../shared/api/stream';

/** What `td serve` tells the printers on this computer: the LAN addresses it answers to (src/main/lan.ts). */
export { announceLan } from '../../lan';

export { MAX_BODY_BYTES, SMALL_BODY_BYTES } from './body';

export interface WebHostOptions {
  backend: Backend;
  /** The built renderer (out/renderer). */
  staticDir: string;
  host: string;
  port: number;
  /** Required for every write when set (it is whenever the server listens beyond loopback, or with --require-token). */
  token: string | null;
  /** Host names the server answers to besides loopback and `host`; a wildcard `host` adds this computer's LAN addresses by default. */
  lanAddresses?: readonly string[];
  /** The address the clubs reach this server at (behind a TLS reverse proxy), for links and QR codes; `--public-url`. */
  publicUrl?: string | null;
  /** Wrong credentials per client address (tests give one with their own clock). */
  throttle?: GuessThrottle;
  /** How long a request body may take to arrive (default: bodyDeadline of the method; tests give less). */
  bodyDeadlineMs?: number;
}

/**
 * Node's own limits on a connection (issue 38): the headers within 10 s, the whole request within
 * 70 s (above the largest body deadline), checked every second instead of every 30 s.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 70_000;

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

/** Who made a change, for the audit log: the role the request was granted and the device's address. */
export function actorOf(caller: Caller, remote: string): string {
  const ip = remote.replace(/^::ffff:/, '');
  const where = isLoopback(ip) ? 'this computer' : ip;
  if (caller.role === 'director') return `director (${where})`;
  if (caller.role === 'table' && 'board' in caller) return `table device, table ${caller.board} of event ${caller.eventId} (${where})`;
  if (caller.role === 'table') return `table device, game ${caller.gameId} (${where})`;
  if (caller.role === 'captain') return `captain of ${caller.team}, event ${caller.eventId} (${where})`;
  return `guest (${where})`;
}

/** The director token or a table code, from the X-TD-Token header (a repeated header counts as none). */
function credential(req: IncomingMessage): string | undefined {
  const value = req.headers['x-td-token'];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every JSON answer's headers, built once (an answer is sent per move): the API's own, not a page's. An
 * answer is data, never a document: it must not be sniffed into one, framed or cached. The page's policy,
 * referrer and opener headers govern documents only, and cost every move about 350 bytes to send and parse.
 */
const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, JSON_HEADERS);
  res.end(text);
}

function fail(res: ServerResponse, error: ApiError): void {
  sendJson(res, httpStatus[error.code], { ok: false, error });
}

/**
 * The browser/LAN host: `POST /api/<method>` with a JSON body, `GET /api/events` (Server-Sent Events),
 * `GET /api/session`, and the built renderer as static files. Nothing else is served.
 */
export function createWebHost(options: WebHostOptions): Server {
  const { backend, staticDir, token } = options;
  const names = servedNames(options.host, options.lanAddresses);
  // Behind a TLS reverse proxy the clubs' browsers name the public address: it is this server's too.
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  if (options.publicUrl) names.add(new URL(options.publicUrl).hostname.toLowerCase());
  const throttle = options.throttle ?? new GuessThrottle();
  /** Who is calling: a credential is looked at only while its address has not guessed too often. */
  const callerOf = (req: IncomingMessage): ReturnType<typeof identify> | { wait: number } => {
    const given = credential(req);
    if (given === undefined || token === null) return identify(given, token, backend);
    const client = req.socket.remoteAddress ?? '';
    const wait = throttle.wait(client, given);
    if (wait > 0) return { wait };
    const found = identify(given, token, backend);
    if (found.role === 'guest') throttle.fail(client, given);
    return found;
  };
  const throttled = (res: ServerResponse, wait: number) => {
    res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
    fail(res, { code: 'throttled', message: `too many wrong tokens or table codes were tried: try again in ${Math.ceil(wait / 1000)} s` });
  };
  const streams = new Set<ServerResponse>();
  backend.subscribe((notice) => {
    if (streams.size === 0) return; // no page follows: nothing to write
    const frame = `event: change\ndata: ${JSON.stringify(notice)}\n\n`;
    for (const stream of streams) stream.write(frame);
  });

  // No Nagle delay: a move's answer and its notice are small writes that must leave at once (Node 20's
  // default, said here so that it cannot change unnoticed).
  const server = createServer({ noDelay: true, headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 }, async (req, res) => {
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    try {
      // DNS rebinding: a name that is not this server's is refused before anything runs or is read.
      const wrongHost = hostRefusal(req.headers.host, names);
      if (wrongHost) {
        req.resume();
        return fail(res, { code: 'forbidden', message: wrongHost });
      }
      if (path.startsWith('/api/')) {
        const crossSite = req.headers.origin === publicOrigin ? null : originRefusal(req.headers.origin, req.headers.host);
        if (crossSite) {
          req.resume();
          return fail(res, { code: 'forbidden', message: crossSite });
        }
      }
      if (path === '/api/events' && req.method === 'GET') {
        res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(': connected\n\n');
        streams.add(res);
        // An event, not a comment: the page watches for it to notice a stalled link (shared/api/stream.ts).
        const keepAlive = setInterval(() => res.write(`event: ${PING_EVENT}\ndata: {}\n\n`), KEEP_ALIVE_MS);
        req.on('close', () => {
          clearInterval(keepAlive);
          streams.delete(res);
        });
        return;
      }
      if (path === '/api/session' && req.method === 'GET') {
        const caller = callerOf(req);
        if ('wait' in caller) return throttled(res, caller.wait);
        const where = caller.role === 'table' ? ('board' in caller ? { eventId: caller.eventId, board: caller.board } : { gameId: caller.gameId })
          : caller.role === 'captain' ? { eventId: caller.eventId, team: caller.team } : {};
        return sendJson(res, 200, { ok: true, data: { tokenRequired: token !== null, role: caller.role, ...where, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) } });
      }
      if (path.startsWith('/api/')) {
        if (req.method !== 'POST') return fail(res, { code: 'invalid', message: `use POST for ${path}` });
        // A JSON content type cannot be sent cross-site without a CORS preflight, which is never granted.
        if (!isJsonMediaType(req.headers['content-type'])) {
          req.resume();
          return fail(res, { code: 'invalid', message: 'the request must have Content-Type: application/json' });
        }
        let method: string;
        try {
          method = decodeURIComponent(path.slice('/api/'.length));
        } catch {
          return fail(res, { code: 'unknown_method', message: 'the method name in the URL is not valid percent-encoding' });
        }
        const caller = callerOf(req);
        if ('wait' in caller) {
          req.resume();
          return throttled(res, caller.wait);
        }
        const client = req.socket.remoteAddress ?? '';
        // A PIN is a credential too: its guesses are held up like a code's, even from a device without one.
        const pinWait = token !== null && PIN_METHODS.includes(method) ? throttle.wait(client) : 0;
        if (pinWait > 0) {
          req.resume();
          return throttled(res, pinWait);
        }
        // Refusals in the language the page asks for (its UI language, else the browser's), English by default.
        const language = pickLocale(req.headers['accept-language']) ?? 'en';
        // A table device whose code no longer opens anything (mistyped, revoked, replaced) is told so, not asked for a token.
        if (caller.role === 'guest' && credential(req) !== undefined && method.startsWith('table.')) {
          req.resume();
          return fail(res, { code: 'forbidden', message: say(language, { key: 'tableNight.wrongCode' }) });
        }
        const denied = refusal(caller, method);
        if (denied) {
          req.resume();
          const seat = caller.role === 'table' && 'board' in caller;
          return fail(res, { code: 'forbidden', message: seat ? say(language, { key: 'tableNight.tableOnly', params: { method } }) : denied });
        }
        const body = await readJson(req, bodyLimit(method), options.bodyDeadlineMs ?? bodyDeadline(method));
        if ('error' in body) {
          // A body cut off mid-way leaves the connection unusable: answer, then close it.
          if (body.error.code === 'timeout') res.setHeader('Connection', 'close');
          fail(res, body.error);
          if (body.error.code === 'timeout') setImmediate(() => req.socket.destroy());
          return;
        }
        const allowed = scoped(caller, method, body.value);
        if ('refused' in allowed) return fail(res, { code: 'forbidden', message: allowed.text ? say(language, allowed.text) : allowed.refused });
        const result = await backend.callAsync(method, allowed.payload, actorOf(caller, client), language);
        if (!result.ok && result.error.code === 'forbidden' && token !== null && PIN_METHODS.includes(method)) throttle.fail(client);
        return result.ok ? sendJson(res, 200, result) : fail(res, result.error);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, SECURITY_HEADERS);
        return res.end();
      }
      const file = resolveStatic(staticDir, path);
      if (!file) {
        res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('not found');
      }
      sendFile(res, file, SECURITY_HEADERS);
    } catch (err) {
      if (!res.headersSent) fail(res, { code: 'internal', message: (err as Error).message });
      else res.end();
    }
  });
  server.on('close', () => {
    for (const stream of streams) stream.end();
  });
  // Finish open event streams on close so that server.close() completes.
  const close = server.close.bind(server);
  server.close = ((cb?: (err?: Error) => void) => {
    for (const stream of streams) stream.end();
    return close(cb);
  }) as Server['close'];
  return server;
}

export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address() as AddressInfo));
  });
}
