import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen, MAX_BODY_BYTES } from '../../src/main/hosts/web/server';
import { sameToken } from '../../src/main/hosts/web/token';
import { tempBackend, tempDir } from '../support/tempdb';

const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function start(token: string | null = null) {
  const { backend, db } = tempBackend();
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Club TD</title>');
  writeFileSync(join(tempDir(), 'secret.txt'), 'not for you');
  const server = createWebHost({ backend, staticDir, host: '127.0.0.1', port: 0, token });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const post = (method: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { base, post, db };
}

describe('web host', () => {
  it('answers POST /api/<method> with ok/data, and 4xx with an error value', async () => {
    const { post } = await start();
    const created = await post('players.create', { name: 'Zoë Ångström' });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ ok: true, data: { name: 'Zoë Ångström' } });
    const bad = await post('players.create', { name: '' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'invalid', details: { issues: [{ field: 'name' }] } } });
    expect((await post('players.get', { id: 77 })).status).toBe(404);
    expect((await post('nope.nothing', {})).status).toBe(404);
    expect((await post('players.list', '{not json')).status).toBe(400);
    const wrongType = await fetch(created.url.replace('players.create', 'players.list'), { method: 'POST', body: '{}', headers: { 'Content-Type': 'text/plain' } });
    expect(wrongType.status).toBe(400);
  });

  it('refuses an oversized body with 413 before reading it all', async () => {
    const { post } = await start();
    const res = await post('players.importCsv', { csv: 'x'.repeat(MAX_BODY_BYTES + 10) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });

  it("answers the API with a data answer's headers: never sniffed, framed or cached; the page's policy stays on the pages", async () => {
    const { base, post } = await start();
    for (const res of [await post('events.list', {}), await post('players.get', { id: 77 }), await fetch(`${base}/api/session`)]) {
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const page = await fetch(`${base}/`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('serves the built renderer and nothing outside it', async () => {
    const { base } = await start();
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/%00', '/missing.js']) {
      expect((await fetch(`${base}${path}`)).status, path).toBe(404);
    }
  });

  it('requires the director token for writes when one is set, but not for reads', async () => {
    const { post, db } = await start('s3cret-token');
    const denied = await post('players.create', { name: 'Mallory' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect((await post('players.create', { name: 'Mallory' }, { 'X-TD-Token': 'guess' })).status).toBe(403);
    expect(db.prepare('SELECT count(*) AS n FROM players').get()).toEqual({ n: 0 });
    expect((await post('events.list', {})).status).toBe(200);
    expect((await post('players.list', {})).status).toBe(403); // the club roll holds contact details
    expect((await post('players.create', { name: 'Director' }, { 'X-TD-Token': 's3cret-token' })).status).toBe(200);
  });

  it('pushes change notifications to every open screen as Server-Sent Events', async () => {
    const { base, post } = await start();
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, { signal: controller.signal });
    const reader = stream.body!.getReader();
    await reader.read(); // the ': connected' comment
    await post('players.create', { name: 'Ann' });
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toMatch(/event: change\ndata: \{"topic":"players","id":1\}/);
    controller.abort();
  });

  it('sends a guest\'s event stream each appended action with the record length, and nothing a guest may not read', async () => {
    const { base, post } = await start('s3cret-token');
    const director = { 'X-TD-Token': 's3cret-token' };
    const created = (await (await post('games.create', { game: 'onino' }, director)).json()) as { data: { id: number } };
    const id = created.data.id;
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, { signal: controller.signal }); // no token: a guest
    const reader = stream.body!.getReader();
    await reader.read(); // the ': connected' comment
    expect((await post('games.append', { id, expectedSeq: 0, action: 'G7' })).status).toBe(403); // guests read only
    const moves = ['a1', 'a3', 'b1', 'b3', 'c1', 'c3', 'd1', 'd3', 'e1'];
    for (const [i, action] of moves.entries()) {
      expect((await post('games.append', { id, expectedSeq: i, action, audience: 'director' }, director)).status).toBe(200);
    }
    let text = '';
    while ((text.match(/event: change/g) ?? []).length < moves.length) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const notices = [...text.matchAll(/data: (.*)\n/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(notices).toEqual(moves.map((action, i) => ({ topic: 'games', id, seq: i + 1, action })));
    // The guest may read exactly that record; the director's view (onino rule 7) stays out of both.
    const read = (await (await post('games.get', { id, audience: 'director' })).json()) as { data: { actions: string[]; view: object } };
    expect(read.data.actions).toEqual(moves);
    expect(read.data.view).not.toHaveProperty('undeclaredOninos');
    expect(text).not.toContain('undeclared');
  });

  it('compares tokens in constant time and refuses missing ones', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abd', 'abc')).toBe(false);
    expect(sameToken('abcd', 'abc')).toBe(false);
    expect(sameToken(undefined, 'abc')).toBe(false);
  });
});
