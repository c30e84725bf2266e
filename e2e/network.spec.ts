import type { Page, Route } from '@playwright/test';
import { expect, test, serverPerFile, callApi } from './fixtures/server';
import { computedStyle } from './support/style';

/**
 * Table devices on a failing network (issue 27): each fault seen at the venue, reproduced against a real
 * `td serve` with requests held or failed by route interception, the server stopped and restarted within
 * the test, and a device's link cut (the browser context offline). What the device must show in each
 * state is in docs/safety.md ("What a device shows").
 */
const server = serverPerFile();

const api = <T>(method: string, body: unknown) => callApi<T>(server.url, method, body);
const game = async (kind: string, options: object = {}) => (await api<{ id: number }>('games.create', { game: kind, options, title: `${kind} on a failing network` })).id;
const record = async (id: number) => (await api<{ actions: string[] }>('games.get', { id, audience: 'director' })).actions;
const seq = (page: Page, n: number) => expect(page.locator('.game-screen')).toHaveAttribute('data-seq', String(n));
const note = (page: Page) => page.getByTestId('move-note');
const badge = (page: Page) => page.getByTestId('connection');
const square = (page: Page, s: string) => page.locator(`.board-svg [data-square="${s}"]`);
/** The same server again on the same port (the pages keep their address). */
const restart = () => server.start(['--port', new URL(server.url).port]);

async function openTable(page: Page, id: number) {
  // The badge says "Connecting…" until the stream answers, then "Connected". A stream still opening when a
  // test cuts the link would answer after the cut and bring the page back online.
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events'));
  await page.goto(`${server.url}#/table/${id}`);
  await stream;
  await seq(page, 0);
  await expect(badge(page)).toHaveText('Connected');
}

/** The body of every games.append a page sends. */
function appendsOf(page: Page): Array<{ action: string; expectedSeq: number }> {
  const seen: Array<{ action: string; expectedSeq: number }> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/games.append')) seen.push(JSON.parse(req.postData() ?? '{}') as { action: string; expectedSeq: number });
  });
  return seen;
}

test('two quick taps make one move: the second tap is not taken while the first is pending, a tap twice on one square is one tap', async ({ page }) => {
  const id = await game('othello');
  await openTable(page, id);
  const sent = appendsOf(page);
  // A slow server: every append takes 2 s.
  await page.route('**/api/games.append', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await square(page, 'f5').click();
  // Drawn at once from the engine, marked pending on the board and in the move list.
  await expect(page.locator('.game-screen')).toHaveAttribute('data-pending', 'f5');
  await expect(page.locator('.game-screen')).toHaveAttribute('data-drawn-seq', '1');
  await expect(square(page, 'f5').locator('.disc.black.pending')).toBeVisible();
  // Faded through its fill and stroke, with no opacity of its own: an SVG shape with one is painted apart from the
  // board, and Chromium rastered the whole board again as the mark came and went (docs/boards.md).
  const disc = square(page, 'f5').locator('.disc.pending');
  expect(await disc.evaluate(computedStyle, 'opacity')).toBe('1');
  expect(Number(await disc.evaluate(computedStyle, 'fillOpacity'))).toBeLessThan(0.9);
  await expect(page.getByTestId('pending-move')).toContainText('f5 (pending)');
  await page.waitForTimeout(150);
  // Still black's hand on the board as the player saw it: d3 then f5 again 150 ms later.
  await square(page, 'd3').click({ force: true });
  await square(page, 'f5').click({ force: true });
  await expect(note(page)).toContainText('Wait: f5 is not confirmed yet');
  await seq(page, 1);
  await expect(page.locator('.game-screen')).not.toHaveAttribute('data-pending', /./);
  await expect(page.locator('.board-svg .pending')).toHaveCount(0);
  await page.waitForTimeout(500);
  // The old page recorded d3 as white's move; the same square twice was a rule refusal.
  expect(await record(id)).toEqual(['f5']);
  expect(sent).toEqual([{ id, expectedSeq: 0, action: 'f5', audience: 'players', answer: 'receipt' }]);
  await expect(page.getByTestId('refusal')).toHaveCount(0);
});

test('recorded but unanswered: the server commits, dies before answering and comes back; the device says "checking", then "Recorded"', async ({ page }) => {
  const id = await game('othello');
  await openTable(page, id);
  let first = true;
  await page.route('**/api/games.append', async (route: Route) => {
    if (!first) return route.continue();
    first = false;
    // The server records the move, then stops before its answer leaves.
    await route.fetch();
    await server.stop();
    await route.abort('connectionreset');
  });
  await square(page, 'f5').click();
  await expect(note(page)).toHaveText(/Not confirmed, checking… f5/);
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  await expect(badge(page)).toHaveText(/Reconnecting…|Offline since \d\d:\d\d/);
  // Still drawn, still pending: never "not recorded".
  await expect(page.locator('.game-screen')).toHaveAttribute('data-pending', 'f5');
  await restart();
  await expect(note(page)).toHaveText('Recorded: f5', { timeout: 15_000 });
  await expect(badge(page)).toHaveText('Connected', { timeout: 15_000 });
  await seq(page, 1);
  await expect(page.getByTestId('refusal')).toHaveCount(0);
  expect(await record(id)).toEqual(['f5']);
  // The next tap works as usual, against the record the server answered.
  await square(page, 'f4').click();
  await seq(page, 2);
  expect(await record(id)).toEqual(['f5', 'f4']);
});

test('a silent link: a send without an answer times out into "checking" and ends as "Recorded"; no endless "Recording…"', async ({ page }) => {
  const id = await game('othello');
  await openTable(page, id);
  // The link hangs: nothing reaches the server until it wakes up.
  const hanging: Array<() => void> = [];
  await page.route('**/api/games.append', async (route) => {
    await new Promise<void>((resolve) => hanging.push(resolve));
    await route.continue().catch(() => undefined);
  });
  await square(page, 'f5').click();
  await expect(page.getByText('Recording f5…')).toBeVisible();
  await expect(note(page)).toHaveText(/Not confirmed, checking… f5/, { timeout: 10_000 });
  await expect(page.getByText('Recording f5…')).toHaveCount(0);
  await page.unroute('**/api/games.append');
  for (const wake of hanging) wake();
  await expect(note(page)).toHaveText('Recorded: f5', { timeout: 15_000 });
  await seq(page, 1);
  expect(await record(id)).toEqual(['f5']);
});

test('stale boards: a device that missed a move while its stream was down re-reads the game on reconnect; the badge shows each state', async ({ page }) => {
  const id = await game('othello');
  await openTable(page, id);
  // The server stops: the badge says so before anyone taps.
  await server.stop();
  await expect(badge(page)).toHaveText('Reconnecting…');
  await expect(badge(page)).toHaveText(/^Offline since \d\d:\d\d$/, { timeout: 15_000 });
  // Back, but this device's stream cannot reconnect yet while another device moves.
  await page.route('**/api/events', (route) => route.abort('connectionrefused'));
  await restart();
  await api('games.append', { id, expectedSeq: 0, action: 'f5', audience: 'director' });
  await page.waitForTimeout(500);
  await seq(page, 0);
  await page.unroute('**/api/events');
  // The stream comes back: the device reads the game again without a reload (the old page stayed at 0).
  await expect(badge(page)).toHaveText('Connected', { timeout: 15_000 });
  await seq(page, 1);
  await expect(square(page, 'f5').locator('.disc.black')).toBeVisible();
});

test('offline: one move is held with its sequence number, sent on reconnect with its outcome; never more than one', async ({ page, context }) => {
  const id = await game('othello');
  await openTable(page, id);
  const sent = appendsOf(page);
  await context.setOffline(true);
  await expect(badge(page)).toHaveText(/^Offline since \d\d:\d\d$/);
  await square(page, 'f5').click();
  await expect(note(page)).toHaveText(/Offline: f5 is held and will be sent when the connection is back/);
  await expect(page.getByTestId('pending-move')).toContainText('f5 (pending)');
  await square(page, 'd3').click({ force: true });
  await expect(note(page)).toContainText('Wait: f5 is not confirmed yet');
  await context.setOffline(false);
  await expect(note(page)).toHaveText('Recorded: f5', { timeout: 15_000 });
  await expect(badge(page)).toHaveText('Connected', { timeout: 15_000 });
  await seq(page, 1);
  expect(await record(id)).toEqual(['f5']);
  expect(sent.every((s) => s.action === 'f5' && s.expectedSeq === 0)).toBe(true);

  // Held again while another device moves: the held move is against an old position, so it is not recorded.
  await context.setOffline(true);
  await expect(badge(page)).toHaveText(/^Offline since/);
  await square(page, 'f6').click();
  await expect(note(page)).toHaveText(/Offline: f6 is held/);
  await api('games.append', { id, expectedSeq: 1, action: 'f4', audience: 'director' });
  await context.setOffline(false);
  await expect(page.getByTestId('refusal')).toContainText('Not recorded: f6', { timeout: 15_000 });
  await expect(page.getByTestId('refusal')).toContainText('another device recorded first');
  await seq(page, 2);
  expect(await record(id)).toEqual(['f5', 'f4']);
});

/** An action of each board whose answer is lost after the server recorded it, on the director's page. */
const EVERY_BOARD = [
  { game: 'dominoes', options: {}, setup: [], action: 'deal', why: 'the deal' },
  { game: 'onino', options: {}, setup: ['a1', 'b1'], action: 'second:attention', why: 'a penalty claim (rule 17)' },
  { game: 'onino', options: { mode: 'doubles' }, setup: ['a1'], action: 'B1:declare', why: 'a declaration in doubles' },
  { game: 'tonobeb', options: {}, setup: ['a6-a6'], action: 'a2-e2', why: 'a move within a turn' },
  { game: 'ninuki', options: {}, setup: [], action: 'K10', why: 'a stone' },
] as const;

for (const c of EVERY_BOARD) {
  test(`${c.game}: ${c.why} on the director's page, answer lost: "checking", then the outcome from the record`, async ({ page }) => {
    const id = await game(c.game, c.options);
    for (const [i, action] of c.setup.entries()) await api('games.append', { id, expectedSeq: i, action, audience: 'director' });
    await page.goto(`${server.url}#/games/${id}`);
    await seq(page, c.setup.length);
    await expect(badge(page)).toHaveText('Connected');
    let first = true;
    await page.route('**/api/games.append', async (route) => {
      if (!first) return route.continue();
      first = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.locator('input[name=notation]').fill(c.action);
    await page.locator('input[name=notation]').press('Enter');
    await expect(note(page)).toHaveText(/Not confirmed, checking…|Recorded:/);
    await expect(note(page)).toHaveText(/^Recorded: /, { timeout: 15_000 });
    await seq(page, c.setup.length + 1);
    await expect(page.getByTestId('refusal')).toHaveCount(0);
    expect((await record(id)).length).toBe(c.setup.length + 1);
  });
}
