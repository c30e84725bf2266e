/**
 * LAN mode over real HTTP: the director token, per-table codes limited to their own game, players' view
 * for everyone but the director, concurrent table devices, and the body size limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen, MAX_BODY_BYTES } from '../../src/main/hosts/web/server';
import { openDatabase } from '../../src/main/db/connection';
import { createBackend, type Backend } from '../../src/main/services/backend';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { LocalGame } from '../../scripts/random-games';

const TOKEN = 'director-secret-token';
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function serve(backend: Backend, token: string | null = TOKEN) {
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Club TD</title>');
  const seen: { method: string; payload: unknown }[] = [];
  const spy: Backend = { ...backend, callAsync: (method, payload, actor) => (seen.push({ method, payload }), backend.callAsync(method, payload, actor)) };
  const server = createWebHost({ backend: spy, staticDir, host: '0.0.0.0', port: 0, token });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const post = async (method: string, body: unknown, credential?: string) => {
    const res = await fetch(`${base}/api/${method}`, {
      method: 'POST', body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', ...(credential ? { 'X-TD-Token': credential } : {}) },
    });
    return { status: res.status, body: (await res.json()) as { ok: boolean; data?: unknown; error?: { code: string; message: string } } };
  };
  return { base, post, seen, port };
}

function club() {
  const { backend, db, file } = tempBackend();
  const one = must<{ id: number }>(backend, 'games.create', { game: 'othello', title: 'Table 1' });
  const two = must<{ id: number }>(backend, 'games.create', { game: 'othello', title: 'Table 2' });
  return { backend, db, file, one: one.id, two: two.id };
}

describe('LAN mode: director token and per-table codes', () => {
  it('a table code records and undoes on its own game only, sees the players view, and can do nothing else', async () => {
    const { backend, one, two } = club();
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: one });
    const { post, seen } = await serve(backend);

    expect((await post('games.append', { id: one, expectedSeq: 0, action: 'f5' }, code)).status).toBe(200);
    expect((await post('games.get', { id: one, audience: 'director' }, code)).status).toBe(200);
    expect(seen.at(-1)?.payload).toMatchObject({ id: one, audience: 'players' });
    expect((await post('games.undo', { id: one, expectedSeq: 1, reason: 'wrong square' }, code.toLowerCase())).status).toBe(200); // typed loosely

    for (const [method, body] of [
      ['games.append', { id: two, expectedSeq: 0, action: 'f5' }], ['games.get', { id: two }], ['games.undo', { id: two, expectedSeq: 0, reason: 'x' }],
      ['players.create', { name: 'Mallory' }], ['games.create', { game: 'othello' }], ['players.list', {}], ['backups.create', {}],
      ['tables.issueCode', { gameId: two }], ['games.append', [{ id: one }]],
    ] as const) {
      const answer = await post(method, body, code);
      expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(403);
      expect(answer.body.error?.code).toBe('forbidden');
    }
    expect(must<{ seq: number }>(backend, 'games.get', { id: two }).seq).toBe(0);
  });

  it('a revoked or reissued code opens nothing; a guessed one neither', async () => {
    const { backend, one } = club();
    const first = must<{ code: string }>(backend, 'tables.issueCode', { gameId: one }).code;
    const second = must<{ code: string }>(backend, 'tables.issueCode', { gameId: one }).code;
    const { post } = await serve(backend);
    expect((await post('games.append', { id: one, expectedSeq: 0, action: 'f5' }, first)).status).toBe(403);
    expect((await post('games.append', { id: one, expectedSeq: 0, action: 'f5' }, 'AAAA-BBBB-CCCC')).status).toBe(403);
    expect((await post('games.append', { id: one, expectedSeq: 0, action: 'f5' }, second)).status).toBe(200);
    must(backend, 'tables.revoke', { gameId: one });
    expect((await post('games.append', { id: one, expectedSeq: 1, action: 'd6' }, second)).status).toBe(403);
  });

  it('table codes are stored only as hashes', () => {
    const { backend, db, file, one } = club();
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: one });
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    db.pragma('wal_checkpoint(TRUNCATE)');
    const bytes = readFileSync(file).toString('latin1');
    expect(bytes).not.toContain(code);
    expect(bytes).not.toContain(code.replace(/-/g, ''));
    expect(must<{ gameId: number }[]>(backend, 'tables.list', {})).toMatchObject([{ gameId: one, title: 'Table 1' }]);
  });

  it('without a credential: reads only, boards as players see them, no backups, table codes or the club roll', async () => {
    const { backend, one } = club();
    const { post, seen } = await serve(backend);
    expect((await post('games.get', { id: one, audience: 'director' })).status).toBe(200);
    expect(seen.at(-1)?.payload).toMatchObject({ audience: 'players' });
    expect((await post('games.list', {})).status).toBe(200);
    for (const method of ['games.append', 'players.create', 'players.list', 'players.exportCsv', 'backups.list', 'backups.restore', 'tables.list', 'tables.issueCode']) {
      expect((await post(method, { id: one, expectedSeq: 0, action: 'f5', gameId: one })).status, method).toBe(403);
    }
    expect(must<{ seq: number }>(backend, 'games.get', { id: one }).seq).toBe(0);
  });

  it('the director token opens everything, the director view included', async () => {
    const { backend, one } = club();
    const { post, seen, base } = await serve(backend);
    expect((await post('backups.list', {}, TOKEN)).status).toBe(200);
    expect((await post('tables.issueCode', { gameId: one }, TOKEN)).status).toBe(200);
    expect((await post('games.get', { id: one, audience: 'director' }, TOKEN)).status).toBe(200);
    expect(seen.at(-1)?.payload).toMatchObject({ audience: 'director' });
    const session = (await (await fetch(`${base}/api/session`, { headers: { 'X-TD-Token': TOKEN } })).json()) as { data: unknown };
    expect(session.data).toEqual({ tokenRequired: true, role: 'director' });
  });

  it('/api/session tells a table device which game it holds', async () => {
    const { backend, one } = club();
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: one });
    const { base } = await serve(backend);
    const session = (await (await fetch(`${base}/api/session`, { headers: { 'X-TD-Token': code } })).json()) as { data: unknown };
    expect(session.data).toEqual({ tokenRequired: true, role: 'table', gameId: one });
  });
});

describe('concurrency: two table devices enter a move for the same game at the same time', () => {
  it('exactly one is recorded; the others get a conflict, never a forked record (one server)', async () => {
    const { backend, one } = club();
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: one });
    const { post } = await serve(backend);
    const moves = ['f5', 'd6', 'c4', 'e3', 'f5', 'd6', 'c4', 'e3'];
    const answers = await Promise.all(moves.map((action, i) => post('games.append', { id: one, expectedSeq: 0, action }, i % 2 ? code : TOKEN)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error?.code === 'conflict')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(moves.length - 1);
    expect(must<{ actions: string[] }>(backend, 'games.get', { id: one }).actions).toHaveLength(1);
  });

  it('two servers on one file (two connections): one move wins, the other is a conflict', async () => {
    const { backend, file, one } = club();
    const other = createBackend(openDatabase({ file }));
    const a = await serve(backend);
    const b = await serve(other);
    for (let round = 0; round < 10; round++) {
      const before = must<{ seq: number; actions: string[] }>(backend, 'games.get', { id: one });
      const local = new LocalGame('othello', before.actions);
      const legal = (local.rules.legal!(local.currentState) as unknown[]).map((m) => local.rules.formatAction(m));
      const answers = await Promise.all(legal.slice(0, 3).flatMap((action) => [
        a.post('games.append', { id: one, expectedSeq: before.seq, action }, TOKEN),
        b.post('games.append', { id: one, expectedSeq: before.seq, action }, TOKEN),
      ]));
      expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
      expect(answers.filter((x) => x.status !== 200).every((x) => x.body.error?.code === 'conflict')).toBe(true);
      expect(must<{ seq: number }>(backend, 'games.get', { id: one }).seq).toBe(before.seq + 1);
    }
    other.db.close();
  });
});

describe('request bodies are size-limited', () => {
  it('a streamed body without Content-Length is cut off at the limit with 413, and the server keeps serving', async () => {
    const { backend } = club();
    const { port, post } = await serve(backend, null);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/players.importCsv', method: 'POST', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      const chunk = Buffer.alloc(1024 * 1024, 'x');
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_BODY_BYTES + chunk.length) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.write('{"csv":"');
      pump();
    }).catch(() => 413); // the server may also close the socket once it has answered
    expect(status).toBe(413);
    expect((await post('games.list', {})).status).toBe(200);
  });

  it('a declared Content-Length over the limit is refused before reading', async () => {
    const { backend } = club();
    const { port } = await serve(backend, null);
    const status = await new Promise<number>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/players.create', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(MAX_BODY_BYTES + 1) } }, (res) => resolve(res.statusCode ?? 0));
      req.on('error', () => resolve(-1));
      req.write('{');
    });
    expect(status).toBe(413);
  });
});

describe('who made each audited change (issue 16: who, when, why and the old value)', () => {
  it('the host names the caller: the command line, the desktop app, the director at this computer, a table device', async () => {
    const { backend } = tempBackend();
    const event = must<{ id: number }>(backend, 'tournaments.create', { name: 'Thursday Swiss', game: 'othello', format: 'swiss', roundsPlanned: 5, options: {}, settings: {} });
    expect(backend.call('events.update', { id: event.id, name: 'Friday Swiss' }, 'td command line')).toMatchObject({ ok: true });
    expect(backend.call('eventSettings.update', { eventId: event.id, ratingK: 30 }, 'director (desktop app)')).toMatchObject({ ok: true });

    const game = must<{ id: number }>(backend, 'games.create', { game: 'othello', eventId: event.id });
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: game.id });
    const { post } = await serve(backend);
    expect((await post('games.append', { id: game.id, expectedSeq: 0, action: 'f5' }, code)).status).toBe(200);
    expect((await post('games.undo', { id: game.id, expectedSeq: 1, reason: 'wrong square' }, code)).status).toBe(200);
    expect((await post('events.update', { id: event.id, venue: 'Club hall' }, TOKEN)).status).toBe(200);

    const audit = must<Array<{ action: string; actor: string; gameId: number | null }>>(backend, 'audit.list', { eventId: event.id });
    const who = (action: string) => audit.filter((a) => a.action === action).map((a) => a.actor);
    expect(who('edit event')).toEqual(['td command line', 'director (this computer)']);
    expect(who('settings')).toEqual(['director (desktop app)']);
    expect(audit.find((a) => a.gameId !== null && a.actor.startsWith('table'))?.actor).toBe(`table device, game ${game.id} (this computer)`);
    // A guest on the LAN reads the log without who (addresses) or why.
    const guest = await post('audit.list', { eventId: event.id });
    expect((guest.body.data as Array<{ actor: string; reason: string }>).every((a) => a.actor === '' && a.reason === '')).toBe(true);
  });
});
