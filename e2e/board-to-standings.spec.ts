import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/server';

const TOKEN = 'e2e-board-to-standings-token';

async function useToken(page: Page, token: string, field: string) {
  await page.locator(`input[name=${field}]`).fill(token);
  await page.locator(`input[name=${field}]`).press('Enter');
}

// Listening beyond loopback: every write needs the director token or a table code.
test.use({ serve: { lan: true, token: TOKEN } });

test('LAN evening: a table device with its own code plays the game on a board and the result reaches the standings', async ({ page, browser, server, url }) => {
  const api = <T = unknown>(method: string, body: unknown) => server.call<T>(method, body);
  const event = await api<{ id: number }>('events.create', { name: 'LAN Othello', game: 'othello', format: 'round-robin' });
  for (const name of ['Zoë Ångström', '李雷']) {
    const player = await api<{ id: number }>('players.create', { name });
    await api('events.register', { eventId: event.id, playerId: player.id });
  }
  await api('rounds.pair', { eventId: event.id });
  await api('rounds.publish', { eventId: event.id, round: 1 });

  // The director starts a board for table 1 from the dashboard and issues the table's code.
  await page.goto(`${url}#/events/${event.id}`);
  await useToken(page, TOKEN, 'token');
  await page.getByRole('button', { name: 'Record on a board' }).click();
  await expect(page.locator('.game-screen')).toHaveAttribute('data-seq', '0');
  const gameId = Number(/#\/games\/(\d+)/.exec(page.url())![1]);
  await page.getByRole('button', { name: 'Table code' }).click();
  const code = (await page.getByTestId('table-code').textContent())!.replace('Table code: ', '').trim();

  // The table device: a second browser with nothing but the code.
  const device = await (await browser.newContext()).newPage();
  await device.goto(`${url}#/table/${gameId}`);
  await useToken(device, code, 'table-token');
  for (const [i, move] of ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'].entries()) {
    await device.locator('input[name=notation]').fill(move);
    await device.locator('input[name=notation]').press('Enter');
    await expect(device.locator('.game-screen')).toHaveAttribute('data-seq', String(i + 1));
  }
  // The director's page follows live; the finished game enters the match result by itself.
  await expect(page.locator('.game-screen')).toHaveAttribute('data-seq', '9');
  const standings = await api<{ rows: Array<{ name: string; rank: number }> }>('standings.get', { eventId: event.id });
  const winner = standings.rows.find((r) => r.rank === 1)!.name;
  await page.goto(`${url}#/events/${event.id}/standings`);
  const first = page.locator('tbody tr').first();
  await expect(first).toContainText(winner);
  await expect(first).toContainText('1');
  await page.screenshot({ path: 'artifacts/e2e/board-to-standings.png', fullPage: true });

  // The code opens this game only.
  const other = await api<{ id: number }>('games.create', { game: 'othello' });
  const refused = await fetch(`${url}api/games.append`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-TD-Token': code }, body: JSON.stringify({ id: other.id, expectedSeq: 0, action: 'f5' }) });
  expect(refused.status).toBe(403);
});
