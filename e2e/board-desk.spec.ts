import type { Page } from '@playwright/test';
import { expect, test, serverPerFile, callApi } from './fixtures/server';
import { computedStyle } from './support/style';

/**
 * The board defects of the director's desk (issue 16, defects 13 to 15), through the UI against a real
 * `td serve`: named seats on a doubles board, an Onino centre that cannot be taken for a marker, an
 * ending that needs a confirmation, and two devices racing on one board.
 */
const server = serverPerFile();

const api = <T>(method: string, body: unknown) => callApi<T>(server.url, method, body);
const seq = (page: Page, n: number) => expect(page.locator('.game-screen')).toHaveAttribute('data-seq', String(n));
const record = async (id: number) => (await api<{ actions: string[] }>('games.get', { id, audience: 'director' })).actions;
const square = (page: Page, s: string) => page.locator(`.board-svg [data-square="${s}"]`);

test('defect 13: a doubles board names the player in each seat A1, B1, A2, B2', async ({ page }) => {
  const names = ['Anna Kowalska', 'Bruno Lenz', 'Chiara Rossi', 'Dmitri Orlov'];
  const ids = [];
  for (const name of names) ids.push((await api<{ id: number }>('players.create', { name })).id);
  const event = await api<{ id: number }>('tournaments.create', { name: 'Doubles night', game: 'onino', format: 'round-robin', options: { mode: 'doubles' }, settings: {} });
  await api('entries.addPair', { eventId: event.id, members: [ids[0], ids[1]] });
  await api('entries.addPair', { eventId: event.id, members: [ids[2], ids[3]] });
  const paired = await api<{ round: { number: number } }>('rounds.pair', { eventId: event.id });
  await api('rounds.publish', { eventId: event.id, round: paired.round.number });
  const { id } = await api<{ id: number }>('games.create', { game: 'onino', options: { mode: 'doubles' }, eventId: event.id });
  await api('results.fromGame', { eventId: event.id, round: 1, board: 1, game: 1, gameId: id });
  const seating = (await api<{ seating: { sides: Record<string, string> } }>('games.get', { id, audience: 'players', seating: true })).seating;
  const firstPair = seating.sides.first === 'Anna Kowalska / Bruno Lenz' ? names.slice(0, 2) : names.slice(2);
  const secondPair = names.filter((n) => !firstPair.includes(n));

  for (const path of [`#/games/${id}`, `#/table/${id}`]) {
    await page.goto(`${server.url}${path}`);
    await seq(page, 0);
    const seats = page.locator('.seats li');
    await expect(seats).toHaveCount(4);
    // The old board showed "A1 (first)" and nothing else.
    await expect(seats.nth(0)).toContainText(`A1 ${firstPair[0]} (first)`);
    await expect(seats.nth(1)).toContainText(`B1 ${secondPair[0]} (second)`);
    await expect(seats.nth(2)).toContainText(`A2 ${firstPair[1]} (first)`);
    await expect(seats.nth(3)).toContainText(`B2 ${secondPair[1]} (second)`);
    await expect(page.locator('.endings button', { hasText: `A1 ${firstPair[0]} resigns` })).toBeAttached();
  }
});

test('defect 13: the Onino centre is printed as thin corner ticks, never a filled shape like a marker', async ({ page }) => {
  const { id } = await api<{ id: number }>('games.create', { game: 'onino', options: {} });
  await page.goto(`${server.url}#/games/${id}`);
  await seq(page, 0);
  const mark = page.locator('.centre-mark path');
  await expect(mark).toHaveCount(1);
  // The old mark was a filled diamond, the very shape of the second player's marker.
  expect(await mark.evaluate(computedStyle, 'fill')).toBe('none');
  expect(await mark.evaluate(computedStyle, 'stroke')).not.toBe('none');
  // Still there once the centre is marked (it marks the square, not a marker), and the marker is drawn filled.
  await api('games.append', { id, expectedSeq: 0, action: 'a1', audience: 'director' });
  await api('games.append', { id, expectedSeq: 1, action: 'h8', audience: 'director' });
  await seq(page, 2);
  expect(await square(page, 'h8').locator('.marker.second').evaluate(computedStyle, 'fill')).not.toBe('none');
  await page.screenshot({ path: 'artifacts/e2e/board-desk/onino-centre.png' });
});

test('defect 14: "Black resigns" (every ending) asks first; Enter confirms, Escape keeps the game', async ({ page }) => {
  const { id } = await api<{ id: number }>('games.create', { game: 'othello', options: {} });
  await page.goto(`${server.url}#/games/${id}`);
  await seq(page, 0);
  await page.getByText('End the game…').click();
  await page.getByRole('button', { name: 'Black resigns' }).click();
  const ask = page.getByTestId('confirm-ending');
  await expect(ask).toContainText('Black resigns: this ends the game.');
  await page.waitForTimeout(300);
  // The old menu ended the game on this one click.
  expect(await record(id)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await page.getByRole('button', { name: 'Award to white' }).click();
  await expect(ask).toContainText('Award to white: this ends the game.');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Black resigns' }).click();
  await page.keyboard.press('Enter');
  await seq(page, 1);
  expect(await record(id)).toEqual(['resign:black']);
  await expect(page.getByTestId('status')).toContainText(/resign/i);
});

test('defect 15: two devices racing on one board: the loser hears "another device recorded first" with the board reloaded, not a rule', async ({ page, browser }) => {
  const { id } = await api<{ id: number }>('games.create', { game: 'othello', options: {} });
  await page.goto(`${server.url}#/games/${id}`);
  await seq(page, 0);
  const tablet = await (await browser.newContext()).newPage();
  await tablet.goto(`${server.url}#/table/${id}`);
  await seq(tablet, 0);

  // The tablet records d3 just before the director clicks c4 on the board as it was (black to move).
  await square(tablet, 'd3').click();
  await seq(page, 1);
  await square(page, 'c4').click();
  const refusal = page.getByTestId('refusal');
  await expect(refusal).toContainText('Not recorded: c4');
  // The old page said "c4 outflanks no black disc" under othello rule 2.
  await expect(refusal).toContainText('another device recorded first (d3)');
  await expect(refusal.locator('.rule-tag')).toHaveCount(0);
  expect(await record(id)).toEqual(['d3']);

  // Both send at once and the director's request arrives second: the same words, the board shows the record.
  let release: () => void = () => undefined;
  await page.route('**/api/games.append', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await square(page, 'c3').click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-pending', 'c3');
  await square(tablet, 'e3').click();
  await seq(tablet, 2);
  release();
  await expect(refusal).toContainText('Not recorded: c3');
  await expect(refusal).toContainText('another device recorded first; the board has been reloaded');
  await expect(refusal.locator('.rule-tag')).toHaveCount(0);
  await seq(page, 2);
  await expect(square(page, 'e3').locator('.disc.white')).toBeVisible();
  expect(await record(id)).toEqual(['d3', 'e3']);
  await tablet.context().close();
});
