/**
 * Issue 38 (low) over real HTTP: a body sent a byte at a time is cut within its deadline with a 408
 * and the connection closed; wrong credentials are throttled per address, per code and over all
 * addresses together, answered 429 with Retry-After.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import { connect } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, HEADERS_TIMEOUT_MS, listen, REQUEST_TIMEOUT_MS } from '../../src/main/hosts/web/server';
import { bodyDeadline, BODY_DEADLINE_MS, LARGE_BODY_DEADLINE_MS } from '../../src/main/hosts/web/body';
import { GuessThrottle } from '../../src/main/hosts/web/throttle';
import { must, tempBackend, tempDir } from '../support/tempdb';

const TOKEN = 'a-director-token-of-22+';
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function serve(options: { throttle?: GuessThrottle; bodyDeadlineMs?: number } = {}) {
  const { backend } = tempBackend();
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
  const server = createWebHost({ backend, staticDir, host: '0.0.0.0', port: 0, token: TOKEN, lanAddresses: [], ...options });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  return { backend, port, server };
}

describe('a slowly sent body (issue 38)', () => {
  it('is cut at its deadline with a 408 and the connection closed', async () => {
    const { port } = await serve({ bodyDeadlineMs: 400 });
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    socket.on('data', (c) => (answer += c.toString()));
    const started = performance.now();
    socket.write(`POST /api/players.list HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nX-TD-Token: ${TOKEN}\r\nContent-Length: 1000\r\n\r\n{`);
    // One more byte every 100 ms, for far longer than the deadline.
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    const ended = await Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(-1), 10_000))]);
    clearInterval(drip);
    expect(answer, answer).toMatch(/^HTTP\/1.1 408/);
    expect(ended).toBeGreaterThan(0);
    expect(ended - started).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('the request body did not arrive within 0.4 s');
  });

  it('the deadlines and Node\'s own connection limits are seconds, not minutes', () => {
    expect(bodyDeadline('games.append')).toBe(BODY_DEADLINE_MS);
    expect(BODY_DEADLINE_MS).toBeLessThanOrEqual(5000);
    expect(bodyDeadline('players.importCsv')).toBe(LARGE_BODY_DEADLINE_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(LARGE_BODY_DEADLINE_MS);
    expect(REQUEST_TIMEOUT_MS).toBeLessThan(130_000);
  });
});

describe('guessing from many addresses (issue 38)', () => {
  it('500 guesses from 50 addresses, 10 each: held up over all addresses together', () => {
    let now = 0;
    const throttle = new GuessThrottle(10, 60_000, () => now);
    let refused = 0;
    for (let a = 0; a < 50; a++) {
      for (let g = 0; g < 10; g++) {
        const client = `10.0.${a}.1`;
        const code = `GUES-S${String(a).padStart(3, '0')}-${String(g).padStart(4, '0')}`;
        if (throttle.wait(client, code) > 0) refused++;
        else throttle.fail(client, code);
        now += 10;
      }
    }
    expect(refused).toBeGreaterThanOrEqual(500 - throttle.globalLimit);
    expect(throttle.wait('10.9.9.9', 'ANY0-CODE-0000')).toBeGreaterThan(0);
    // The director's own computer is not locked out by guessing from the LAN.
    expect(throttle.wait('127.0.0.1', TOKEN)).toBe(0);
    now += 60_001;
    expect(throttle.wait('10.9.9.9', 'ANY0-CODE-0000')).toBe(0);
  });

  it('one code tried from many addresses is held up per code (however it is typed)', () => {
    let now = 0;
    const throttle = new GuessThrottle(10, 60_000, () => now, 1000);
    for (let a = 0; a < 10; a++) throttle.fail(`10.1.${a}.1`, 'ABCD-EFGH-JKMN');
    expect(throttle.wait('10.1.99.1', 'abcd efgh jkmn')).toBeGreaterThan(0);
    expect(throttle.wait('10.1.99.1', 'WXYZ-WXYZ-WXYZ')).toBe(0);
    now += 60_001;
    expect(throttle.wait('10.1.99.1', 'ABCD-EFGH-JKMN')).toBe(0);
  });

  it('over HTTP the 429 carries Retry-After in seconds', async () => {
    const throttle = new GuessThrottle(3, 60_000);
    const { port, backend } = await serve({ throttle });
    const game = must<{ id: number }>(backend, 'games.create', { game: 'othello' });
    const send = (code: string) => new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/games.append', method: 'POST', headers: { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json', 'X-TD-Token': code } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      });
      req.on('error', reject);
      req.end(JSON.stringify({ id: game.id, expectedSeq: 0, action: 'f5' }));
    });
    for (let i = 0; i < 3; i++) expect((await send(`GUES-SXXX-000${i}`)).status).toBe(403);
    const held = await send('GUES-SXXX-0009');
    expect(held.status).toBe(429);
    expect(Number(held.retryAfter)).toBeGreaterThanOrEqual(59);
    expect(Number(held.retryAfter)).toBeLessThanOrEqual(60);
  });
});
