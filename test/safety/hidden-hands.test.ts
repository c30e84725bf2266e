/**
 * Dominoes with known hands (R-DOM-8), issue 17.2: what a player may not see never leaves the server for
 * the players' audience. Not in games.get's actions, options, report or view (at any ply), not in the
 * change notices every device receives, not in games.list's options (the seed deals the hands), not in a
 * printed record. The director still sees everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen } from '../../src/main/hosts/web/server';
import { rules } from '../../src/shared/games/dominoes';
import { asOpenLog, simulateGame } from '../../src/shared/games/dominoes/simulate';
import type { GameState } from '../../src/shared/api/methods/games';
import type { DominoesView } from '../../src/shared/games/dominoes';
import { must, tempBackend, tempDir } from '../support/tempdb';
import { pdfPages } from '../pdf/extract';

const TOKEN = 'hidden-hands-director-token';
const ENTERED = 'deal(a=6-4,4-1,1-0,2-0,5-5;b=6-6,6-3,3-3,3-2,2-2) 6-4 6-6@S 4-1@N 6-3@S 1-0@N 3-3@S 2-0@N 3-2@S draw(6-5) 6-5@S1l'.split(' ');
const servers: Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function lan() {
  const { backend } = tempBackend();
  const staticDir = join(tempDir(), 'renderer');
  mkdirSync(staticDir);
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
  const server = createWebHost({ backend, staticDir, host: '0.0.0.0', port: 0, token: TOKEN, lanAddresses: [] });
  servers.push(server);
  const { port } = await listen(server, 0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const post = async <T>(method: string, body: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${base}/api/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { 'X-TD-Token': token } : {}) }, body: JSON.stringify(body) });
    const json = (await res.json()) as { ok: boolean; data: T; error?: unknown };
    if (!json.ok) throw new Error(`${method}: ${JSON.stringify(json.error)}`);
    return json.data;
  };
  return { backend, base, post };
}

/** Every tile in a hand the players' view does not show face up, at the real position (director's view). */
function hiddenTiles(director: DominoesView): string[] {
  return (['a', 'b'] as const).flatMap((side) => director.hands[side].tiles.filter((t) => !director.hands[side].faceUp.includes(t)));
}

describe('dominoes hidden hands stay on the server (issue 17.2, R-DOM-8)', () => {
  it('a seeded game: guests get the open log, without the seed, at every ply; the director gets the record', async () => {
    const { backend, post } = await lan();
    const game = simulateGame('club-night', {}, 120);
    const id = must<{ id: number }>(backend, 'games.create', { game: 'dominoes', options: game.options }).id;
    const texts = game.actions.map((a) => rules.formatAction(a));
    texts.forEach((action, i) => must(backend, 'games.append', { id, expectedSeq: i, action }));
    const open = asOpenLog(game);

    const guest = await post<GameState>('games.get', { id, audience: 'director' });
    expect(guest.options).toEqual({ mode: 'open' });
    expect(guest.actions).toEqual(open.actions.map((a) => rules.formatAction(a)));
    expect(JSON.stringify(guest)).not.toContain('club-night');
    const director = await post<GameState>('games.get', { id }, TOKEN);
    expect(director.options).toMatchObject({ seed: 'club-night', mode: 'known' });
    expect(director.actions).toEqual(texts);
    expect(guest.report).toMatchObject({ scores: (director.report as { scores: object }).scores, handSizes: (director.report as { handSizes: object }).handSizes });

    for (let ply = 0; ply <= texts.length; ply += 7) {
      const [seen, truth] = await Promise.all([post<GameState>('games.get', { id, ply }), post<GameState>('games.get', { id, ply }, TOKEN)]);
      const hidden = hiddenTiles(truth.view as DominoesView);
      const onTable = new Set((truth.view as DominoesView).tiles.map((t) => t.tile));
      const shown = JSON.stringify({ view: seen.view, report: seen.report, options: seen.options });
      for (const tile of hidden.filter((t) => !onTable.has(t))) expect(shown, `ply ${ply}: ${tile}`).not.toMatch(new RegExp(`"${tile}"`));
      expect((seen.view as DominoesView).hands.a.tiles).toEqual((truth.view as DominoesView).hands.a.faceUp);
      expect((seen.view as DominoesView).scores).toEqual((truth.view as DominoesView).scores);
    }
    const listed = await post<{ id: number; options: object }[]>('games.list', {});
    expect(listed.find((g) => g.id === id)!.options).toEqual({ mode: 'open' });
    const full = await post<{ options: object }[]>('games.list', {}, TOKEN);
    expect(full[0]!.options).toMatchObject({ seed: 'club-night' });
  });

  it('entered hands and named draws: guests see deal and draw only; a notice carries no hidden action; a table device neither', async () => {
    const { backend, base, post } = await lan();
    const id = must<{ id: number }>(backend, 'games.create', { game: 'dominoes', options: { mode: 'known' } }).id;
    const { code } = must<{ code: string }>(backend, 'tables.issueCode', { gameId: id });
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/events`, { signal: controller.signal }); // a guest's screen
    const reader = stream.body!.getReader();
    await reader.read();
    for (const [i, action] of ENTERED.entries()) await post('games.append', { id, expectedSeq: i, action }, TOKEN);
    let text = '';
    while ((text.match(/event: change/g) ?? []).length < ENTERED.length) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    const notices = [...text.matchAll(/data: (.*)\n/g)].map((m) => JSON.parse(m[1]!) as { seq: number; action?: string });
    expect(notices.map((n) => n.action)).toEqual(ENTERED.map((a) => (a.startsWith('deal(') || a.startsWith('draw(') ? undefined : a)));
    expect(text).not.toContain('5-5');
    expect(text).not.toContain('6-5)');

    const table = await post<GameState>('games.get', { id, audience: 'director' }, code);
    expect(table.actions[0]).toBe('deal');
    expect(table.actions[9]).toBe('draw');
    expect(JSON.stringify(table)).not.toContain('5-5'); // a's unplayed double five
    expect((table.view as DominoesView).lastAction).toBe('6-5@S1l');
    const played = await post<GameState>('games.append', { id, expectedSeq: ENTERED.length, action: '2-2@N', audience: 'director' }, code);
    expect(JSON.stringify(played)).not.toContain('5-5');
    expect(played.actions.at(-1)).toBe('2-2@N');
    // The hand is over: the count is public, entered as numbers in the players' record.
    const counted = await post<GameState>('games.append', { id, expectedSeq: ENTERED.length + 1, action: 'count' }, TOKEN);
    expect(counted.actions.at(-1)).toBe('count');
    expect((await post<GameState>('games.get', { id })).actions.at(-1)).toBe('count(a=10)');
  });

  it('a printed game record for a guest leaves out the hands and the seed; the director\'s shows them', async () => {
    const { backend, post } = await lan();
    const id = must<{ id: number }>(backend, 'games.create', { game: 'dominoes', options: { mode: 'known', seed: 'print-seed' } }).id;
    must(backend, 'games.append', { id, expectedSeq: 0, action: 'deal(a=6-4,4-1,1-0,2-0,5-5;b=6-6,6-3,3-3,3-2,2-2)' });
    const pdf = async (token?: string) => (await pdfPages(Buffer.from((await post<{ pdfBase64: string }>('print.pdf', { document: 'game-record', gameId: id }, token)).pdfBase64, 'base64'))).join(' ');
    const guest = await pdf();
    expect(guest).not.toContain('5-5');
    expect(guest).not.toContain('print-seed');
    expect(await pdf(TOKEN)).toContain('5-5');
  });

  it('an event whose boards are dealt from a seed: guests get its options without the seed', async () => {
    const { backend, post } = await lan();
    const event = must<{ id: number }>(backend, 'events.create', { name: 'Known night', game: 'dominoes', format: 'swiss', options: { mode: 'known', seed: 'event-seed' } });
    for (const [method, body] of [['events.list', {}], ['events.get', { id: event.id, audience: 'director' }]] as const) {
      const seen = JSON.stringify(await post(method, body));
      expect(seen, method).not.toContain('event-seed');
      expect(JSON.stringify(await post(method, body, TOKEN)), method).toContain('event-seed');
    }
  });

  it('the view names the last action as players may see it', () => {
    const start = rules.setup({ mode: 'known' });
    if (!start.ok) throw new Error(start.error.message);
    const parsed = rules.parseAction(ENTERED[0]!);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const dealt = rules.apply(start.value, parsed.value);
    if (!dealt.ok) throw new Error(dealt.error.message);
    expect((rules.view(dealt.value, 'players') as DominoesView).lastAction).toBe('deal');
    expect((rules.view(dealt.value, 'director') as DominoesView).lastAction).toBe(ENTERED[0]);
  });
});
