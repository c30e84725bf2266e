/**
 * Issue 17 over real HTTP: each protection of the web host attacked the way the probe attacked it.
 * DNS rebinding (Host), cross-site pages (Origin), look-alike content types, nested and oversized bodies
 * per method, lone surrogates, and guessing tokens and table codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen, SMALL_BODY_BYTES } from '../../src/main/hosts/web/server';
import { DepthScanner, isJsonMediaType, MAX_JSON_DEPTH } from '../../src/main/hosts/web/body';
import { hostName, servedNames } from '../../src/main/hosts/web/origin';
import { GuessThrottle } from '../../src/main/hosts/web/throttle';
import { must, tempBackend, tempDir } from '../support/tempdb';
import type { Backend } from '../../src/main/services/backend';
import { eventWith, pairNext } from '../tournament/helpers';

const TOKEN = 'a-director-token-of-22+';
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

interface Answer { status: number; body: string; ms: number }

async function serve(options: { token?: string | null; host?: string; lan?: string[]; throttle?: GuessThrottle; backend?: Backend } = {}) {
  const backend = options.backend ?? tempBackend().backend;
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Club TD</title>');
  const server = createWebHost({
    backend, staticDir, host: options.host ?? '127.0.0.1', port: 0, token: options.token === undefined ? TOKEN : options.token,
    lanAddresses: options.lan ?? [], ...(options.throttle ? { throttle: options.throttle } : {}),
  });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  /** A raw request: any Host, Origin or body, as a hostile page or program would send it. */
  const send = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const started = performance.now();
      const req = request({ host: '127.0.0.1', port, path, method: init.method ?? 'POST', headers: { Host: `127.0.0.1:${port}`, 'Content-Type': 'application/json', ...init.headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      });
      req.on('error', reject);
      req.end(init.body ?? (init.method === 'GET' ? undefined : '{}'));
    });
  return { backend, port, send };
}

describe('DNS rebinding: only the names the server is reached by (issue 17.1)', () => {
  it('refuses a foreign Host before anything runs: no contacts read, no player created, no backup made, no page, no event stream', async () => {
    const { backend, send, port } = await serve({ token: null }); // loopback: everyone on this computer is the director
    must(backend, 'players.create', { name: 'Ann', contact: 'ann@example.org' });
    const evil = { Host: `rebind.attacker.example:${port}` };
    for (const [path, method, body] of [
      ['/api/players.list', 'POST', '{}'], ['/api/players.create', 'POST', '{"name":"Mallory"}'], ['/api/backups.create', 'POST', '{}'],
      ['/api/events', 'GET', undefined], ['/api/session', 'GET', undefined], ['/', 'GET', undefined],
    ] as const) {
      const answer = await send(path, { method, headers: evil, ...(body ? { body } : {}) });
      expect(answer.status, path).toBe(403);
      expect(answer.body, path).toContain('DNS rebinding');
      expect(answer.body).not.toContain('ann@example.org');
    }
    expect(must<unknown[]>(backend, 'players.list', {})).toHaveLength(1);
    expect(must<{ backups: unknown[] }>(backend, 'backups.list', {}).backups).toHaveLength(0);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
      expect((await send('/api/players.list', { headers: { Host: host } })).status, host).toBe(200);
    }
  });

  it('on the LAN: the printed LAN address is accepted, any other name or address is not', async () => {
    const { send, port } = await serve({ host: '0.0.0.0', lan: ['192.168.1.20'] });
    expect((await send('/api/games.list', { headers: { Host: `192.168.1.20:${port}` } })).status).toBe(200);
    expect((await send('/api/games.list', { headers: { Host: `192.168.1.21:${port}` } })).status).toBe(403);
    expect((await send('/', { method: 'GET', headers: { Host: `club.example:${port}` } })).status).toBe(403);
    expect(servedNames('0.0.0.0', ['10.0.0.5', 'FE80::1'])).toEqual(new Set(['localhost', '127.0.0.1', '::1', '0.0.0.0', '10.0.0.5', 'fe80::1']));
    expect(hostName('[::1]:80')).toBe('::1');
    expect(hostName('Localhost.:5180')).toBe('localhost');
    expect(hostName('a@127.0.0.1')).toBeNull();
  });

  it('refuses the API to a page of another site (Origin), its own pages and programs without Origin are served', async () => {
    const { backend, send, port } = await serve({ token: null });
    for (const origin of ['http://attacker.example', `http://localhost:${port + 1}`, 'null', `https://127.0.0.1:${port}`, 'not a url']) {
      const answer = await send('/api/players.create', { headers: { Origin: origin }, body: '{"name":"Mallory"}' });
      expect(answer.status, origin).toBe(403);
    }
    expect((await send('/api/events', { method: 'GET', headers: { Origin: 'http://attacker.example' } })).status).toBe(403);
    expect(must<unknown[]>(backend, 'players.list', {})).toHaveLength(0);
    expect((await send('/api/players.create', { headers: { Origin: `http://127.0.0.1:${port}` }, body: '{"name":"Ann"}' })).status).toBe(200);
    expect((await send('/api/players.create', { body: '{"name":"Bea"}' })).status).toBe(200);
  });
});

describe('hostile bodies (issue 17.4, 17.5, 17.13)', () => {
  it('a content type that only starts like JSON is refused; parameters are allowed', async () => {
    const { send } = await serve({ token: null });
    for (const type of ['application/jsonp', 'application/json-patch+json', 'text/plain', 'application/jsonx; charset=utf-8']) {
      expect((await send('/api/games.list', { headers: { 'Content-Type': type } })).status, type).toBe(400);
    }
    expect((await send('/api/games.list', { headers: { 'Content-Type': 'Application/JSON ; charset=UTF-8' } })).status).toBe(200);
    expect(isJsonMediaType('application/json')).toBe(true);
    expect(isJsonMediaType('application/jsonp')).toBe(false);
  });

  it('10 MB of nested arrays is refused at once, for any method, while other clients are served', async () => {
    const { send } = await serve({ token: null });
    const nested = '['.repeat(5 * 1024 * 1024) + ']'.repeat(5 * 1024 * 1024);
    const attacks = [
      send('/api/players.importCsv', { body: `{"csv":${nested}}` }), // the one method allowed a large body
      send('/api/players.list', { body: nested }),
    ];
    const meanwhile = await send('/api/games.list');
    expect(meanwhile.status).toBe(200);
    const [csv, list] = await Promise.all(attacks);
    expect(csv!.status).toBe(400);
    expect(csv!.body).toContain(`more than ${MAX_JSON_DEPTH} deep`);
    expect(list!.status).toBe(413); // over the small body limit, refused by Content-Length before reading
  });

  it('every method but the CSV import has a small body limit', async () => {
    const { send } = await serve({ token: null });
    const big = JSON.stringify({ name: 'x'.repeat(SMALL_BODY_BYTES) });
    const answer = await send('/api/players.create', { body: big });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('too_large');
    expect((await send('/api/players.importCsv', { body: JSON.stringify({ csv: `name\n${'x'.repeat(SMALL_BODY_BYTES)}\n` }) })).status).not.toBe(413);
  });

  it('the depth scanner follows strings and escapes across chunks', () => {
    const scanner = new DepthScanner(2);
    expect(scanner.feed(Buffer.from('{"a":"[[[[\\\\'))).toBe(-1);
    expect(scanner.feed(Buffer.from('\\"[[",'))).toBe(-1);
    expect(scanner.feed(Buffer.from('"b":[1,[2]]}'))).toBe(25); // the second [ of the third chunk: 18 + 7
  });

  it('a lone surrogate is refused at the boundary and nothing is stored', async () => {
    const { backend, send } = await serve({ token: null });
    const answer = await send('/api/players.create', { body: '{"name":"Ann \\ud800"}' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('surrogate');
    expect(JSON.parse(answer.body)).toMatchObject({ error: { details: { issues: [{ field: 'name' }] } } });
    expect(backend.call('players.create', { name: 'B', notes: '\udc00 tail' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(backend.call('players.create', { name: 'Emoji 😀' })).toMatchObject({ ok: true });
    expect(must<{ name: string }[]>(backend, 'players.list', {}).map((p) => p.name)).toEqual(['Emoji 😀']);
  });
});

describe('guessing tokens and table codes is throttled per client (issue 17.10)', () => {
  it('after ten wrong credentials the address must wait; reads without a credential go on; the wait ends', async () => {
    let now = 1_000_000;
    const throttle = new GuessThrottle(10, 60_000, () => now);
    const { backend, send } = await serve({ host: '0.0.0.0', throttle });
    const game = must<{ id: number }>(backend, 'games.create', { game: 'othello' });
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: game.id });
    for (let i = 0; i < 10; i++) {
      expect((await send('/api/games.append', { headers: { 'X-TD-Token': `GUES-SXXX-${String(i).padStart(4, '0')}` }, body: JSON.stringify({ id: game.id, expectedSeq: 0, action: 'f5' }) })).status).toBe(403);
    }
    const held = await send('/api/games.append', { headers: { 'X-TD-Token': code }, body: JSON.stringify({ id: game.id, expectedSeq: 0, action: 'f5' }) });
    expect(held.status).toBe(429);
    expect(held.body).toContain('try again in 60 s');
    expect((await send('/api/session', { method: 'GET', headers: { 'X-TD-Token': TOKEN } })).status).toBe(429);
    expect((await send('/api/games.list')).status).toBe(200);
    now += 60_001;
    expect((await send('/api/games.append', { headers: { 'X-TD-Token': code }, body: JSON.stringify({ id: game.id, expectedSeq: 0, action: 'f5' }) })).status).toBe(200);
  });

  it('counts per address and forgets old failures', () => {
    let now = 0;
    const throttle = new GuessThrottle(3, 1000, () => now);
    for (let i = 0; i < 3; i++) throttle.fail('10.0.0.9');
    expect(throttle.wait('10.0.0.9')).toBe(1000);
    expect(throttle.wait('10.0.0.10')).toBe(0);
    now = 1001;
    expect(throttle.wait('10.0.0.9')).toBe(0);
  });
});

describe('reasons are for the director only (issue 17.9)', () => {
  it('a guest reads audit.list and sanctions.list without the free-text reasons (nor an undone action); the director reads them', async () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    pairNext(s);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'default', entry: s.ids.Dan, round: 1, reason: 'Dan told me about his divorce' });
    const game = must<{ id: number }>(s.backend, 'games.create', { game: 'othello', eventId: s.eventId });
    must(s.backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'f5' });
    must(s.backend, 'games.undo', { id: game.id, expectedSeq: 1, reason: 'Bob is ill, confidential' });
    const { send } = await serve({ host: '0.0.0.0', backend: s.backend });
    const body = JSON.stringify({ eventId: s.eventId, audience: 'director' });
    const guestAudit = await send('/api/audit.list', { body });
    const guestSanctions = await send('/api/sanctions.list', { body });
    expect(guestAudit.status).toBe(200);
    expect(guestSanctions.status).toBe(200);
    for (const text of [guestAudit.body, guestSanctions.body]) {
      expect(text).not.toContain('divorce');
      expect(text).not.toContain('confidential');
    }
    expect(guestAudit.body).not.toContain('"removed"');
    expect(JSON.parse(guestSanctions.body)).toMatchObject({ data: [{ kind: 'default', reason: '' }] });
    const director = { 'X-TD-Token': TOKEN };
    expect((await send('/api/audit.list', { body, headers: director })).body).toContain('confidential');
    expect((await send('/api/sanctions.list', { body, headers: director })).body).toContain('divorce');
  });
});
