/**
 * Request bodies: limits per method, checked before anything is parsed. A hostile body (megabytes of
 * nested arrays, a lone surrogate, a look-alike content type) is refused in milliseconds, while the
 * connection is still being read, and never reaches JSON.parse, zod or a service.
 */
import type { IncomingMessage } from 'node:http';
import type { ApiError } from '../../../shared/api/errors';

/** The CSV import carries a whole roll: 10 MB of CSV plus JSON quoting fits. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;
/** Every other method sends a few fields (the largest, a manual pairing of 5,000 boards, is far below this). */
export const SMALL_BODY_BYTES = 1024 * 1024;
/** Arrays and objects inside each other; the contract's deepest request is a handful of levels. */
export const MAX_JSON_DEPTH = 32;

/** The imports carry whole files: a club roll, a TRF (up to 5 MB), a league season (the Exchange screen, issue 44). */
const LARGE_METHODS: ReadonlySet<string> = new Set(['players.importCsv', 'events.importTrf', 'teams.importSeason']);

export function bodyLimit(method: string): number {
  return LARGE_METHODS.has(method) ? MAX_BODY_BYTES : SMALL_BODY_BYTES;
}

/**
 * How long a body may take to arrive (issue 38: a body sent a byte at a time held its connection for
 * more than 130 s): 5 s for the small bodies of every method, 60 s for the 12 MB of an import (200 kB/s
 * on a poor venue link). Past it the answer is 408 and the connection is closed.
 */
export const BODY_DEADLINE_MS = 5_000;
export const LARGE_BODY_DEADLINE_MS = 60_000;
export function bodyDeadline(method: string): number {
  return LARGE_METHODS.has(method) ? LARGE_BODY_DEADLINE_MS : BODY_DEADLINE_MS;
}

/** `application/json` with any parameters (`; charset=utf-8`), by its media type, not by a prefix. */
export function isJsonMediaType(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';', 1)[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Follows the nesting of JSON as its bytes arrive, strings skipped, so that a body nested too deep is
 * refused at its first chunk. Bytes are enough: quotes, backslashes and brackets are ASCII, and no byte of
 * a multi-byte UTF-8 character is.
 */
export class DepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private seen = 0;

  constructor(readonly max: number) {}

  /** The 0-based byte offset (over everything fed so far) where nesting exceeds `max`, or -1. */
  feed(bytes: Uint8Array): number {
    for (let i = 0; i < bytes.length; i++) {
      const c = bytes[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c) this.escaped = true;
        else if (c === 0x22) this.inString = false;
      } else if (c === 0x22) this.inString = true;
      else if (c === 0x5b || c === 0x7b) {
        if (++this.depth > this.max) return this.seen + i;
      } else if (c === 0x5d || c === 0x7d) this.depth--;
    }
    this.seen += bytes.length;
    return -1;
  }
}

export type Body = { value: unknown } | { error: ApiError };

/** One decoder for every body (a whole-buffer decode keeps no state between calls). */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a JSON body within `limit` bytes and `deadlineMs`: strict UTF-8, nesting at most MAX_JSON_DEPTH. */
export function readJson(req: IncomingMessage, limit: number, deadlineMs = BODY_DEADLINE_MS): Promise<Body> {
  return new Promise((done) => {
    const over = (size: string): Body => ({ error: { code: 'too_large', message: `the request body is ${size}; the limit for this method is ${limit} bytes` } });
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      req.resume();
      return done(over(`${declared} bytes`));
    }
    const chunks: Buffer[] = [];
    const scanner = new DepthScanner(MAX_JSON_DEPTH);
    let size = 0;
    let finished = false;
    const finish = (body: Body) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      done(body);
    };
    // Decided after the I/O already received is read (setImmediate runs after the poll phase): an event
    // loop held up by other work must not cut a body that did arrive in time.
    const timer = setTimeout(() => setImmediate(() => {
      if (finished) return;
      req.pause();
      finish({ error: { code: 'timeout', message: `the request body did not arrive within ${deadlineMs / 1000} s` } });
    }), deadlineMs);
    req.on('data', (chunk: Buffer) => {
      if (finished) return;
      size += chunk.length;
      if (size > limit) {
        req.resume();
        return finish(over('over the limit'));
      }
      const deep = scanner.feed(chunk);
      if (deep >= 0) {
        req.resume();
        return finish({ error: { code: 'invalid', message: `the request body nests arrays or objects more than ${MAX_JSON_DEPTH} deep (at byte ${deep + 1})` } });
      }
      chunks.push(chunk);
    });
    req.on('error', () => finish({ error: { code: 'invalid', message: 'the request body could not be read' } }));
    req.on('end', () => {
      if (finished) return;
      let text: string;
      try {
        text = STRICT_UTF8.decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
      } catch {
        return finish({ error: { code: 'invalid', message: 'the request body is not UTF-8 text' } });
      }
      if (text.trim() === '') return finish({ value: undefined });
      try {
        finish({ value: JSON.parse(text) });
      } catch (err) {
        finish({ error: { code: 'invalid', message: `the request body is not JSON: ${(err as Error).message}` } });
      }
    });
  });
}
