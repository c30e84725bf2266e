import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../src/main/db/connection';
import { createBackend, type Backend } from '../src/main/services/backend';
import { createContext } from '../src/main/services/context';
import { siteFiles } from '../src/main/services/site';
import { writeSiteFolder } from '../src/main/export/site/folder';
import { rules } from '../src/shared/games/othello';
import type { OthelloState } from '../src/shared/games/othello/types';

function call<T = unknown>(backend: Backend, method: string, input: unknown): T {
  const r = backend.call(method, input);
  if (!r.ok) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
  return r.data as T;
}

/** A finished Othello game: always the first legal move (passes when there is none). */
function wholeGame(): string[] {
  const setup = rules.setup({});
  if (!setup.ok) throw new Error(setup.error.message);
  let s: OthelloState = setup.value;
  const actions: string[] = [];
  while (rules.status(s).status !== 'finished') {
    const legal = rules.legal!(s);
    const action = legal[0]!;
    actions.push(rules.formatAction(action));
    s = (rules.apply(s, action) as { value: OthelloState }).value;
  }
  return actions;
}

test('the exported event website works from file://: navigation, a game replayed to its end, no request leaves the page', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'td-site-'));
  try {
    const db = openDatabase({ file: join(dir, 'club.sqlite') });
    const backend = createBackend(db);
    const event = call<{ id: number }>(backend, 'tournaments.create', { name: 'Autumn <Open>', game: 'othello', format: 'swiss', roundsPlanned: 1, settings: {} });
    for (const name of ['Zoë Ångström', 'Bob', 'Cid', 'Dee']) {
      const p = call<{ id: number }>(backend, 'players.create', { name, rating: null });
      call(backend, 'events.register', { eventId: event.id, playerId: p.id });
    }
    const round = call<{ round: { pairings: Array<{ kind: string; board: number }> } }>(backend, 'rounds.pair', { eventId: event.id }).round;
    call(backend, 'rounds.publish', { eventId: event.id, round: 1 });
    const boards = round.pairings.filter((p) => p.kind === 'match').map((p) => p.board);
    const game = call<{ id: number }>(backend, 'games.create', { game: 'othello', eventId: event.id });
    const actions = wholeGame();
    actions.forEach((action, i) => call(backend, 'games.append', { id: game.id, expectedSeq: i, action }));
    call(backend, 'results.fromGame', { eventId: event.id, round: 1, board: boards[0], game: 1, gameId: game.id });
    call(backend, 'results.set', { eventId: event.id, round: 1, board: boards[1], winner: 'a', score: { a: 40, b: 24 } });
    const site = join(dir, 'site');
    expect(writeSiteFolder(site, event.id, siteFiles(createContext(db, () => undefined), event.id), false).ok).toBe(true);
    db.close();

    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(pathToFileURL(join(site, 'index.html')).href);
    await expect(page.locator('header .home')).toHaveText('Autumn <Open>');
    await page.getByRole('link', { name: 'Standings after round 1' }).click();
    await expect(page.locator('h1')).toHaveText('Standings after round 1');
    await expect(page.locator('tbody tr')).toHaveCount(4);
    await page.getByRole('link', { name: 'Cross-table' }).first().click();
    await expect(page.locator('h1')).toHaveText('Cross-table');
    await page.getByRole('link', { name: 'Zoë Ångström' }).first().click();
    await expect(page.locator('h1')).toHaveText('Zoë Ångström');
    await page.getByRole('link', { name: 'Rounds' }).click();
    await page.getByRole('link', { name: 'Round 1', exact: true }).click();
    await page.getByRole('link', { name: 'game 1' }).click();

    const status = page.getByTestId('viewer-status');
    await expect(status).toHaveAttribute('data-ply', '0');
    await page.getByRole('button', { name: 'Next ▶' }).click();
    await expect(status).toHaveAttribute('data-ply', '1');
    await expect(page.locator('.board .stone')).toHaveCount(5);
    await page.getByRole('button', { name: 'End ⏭' }).click();
    await expect(status).toHaveAttribute('data-ply', String(actions.length));
    await expect(status).toContainText('finished');
    await expect(page.getByRole('button', { name: 'Next ▶' })).toBeDisabled();

    expect(errors).toEqual([]);
    expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
