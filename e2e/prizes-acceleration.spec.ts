import { expect, test, callFrom as call } from './fixtures/server';

const shots = 'artifacts/e2e/prizes-acceleration';

const names = ['Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Ann Lee', 'Bram de Vries', 'Cleo Park', 'Dev Rao', 'Eli Stone'];

test('accelerated Swiss: the preview shows the virtual points; the standings explain every rank; prizes are set, shared by Hort and shown', async ({ page, url }) => {
  const event = await call<{ id: number }>(page.request, url, 'tournaments.create', {
    name: 'Baku Open', game: 'othello', format: 'swiss', roundsPlanned: 5, settings: { acceleration: 'baku', swissSystem: 'dutch' },
  });
  for (const [i, name] of names.entries()) {
    const p = await call<{ id: number }>(page.request, url, 'players.create', { name, rating: 2100 - i * 50 });
    await call(page.request, url, 'events.register', { eventId: event.id, playerId: p.id });
  }
  const base = `${url}#/events/${event.id}`;

  // The pairing preview: group A (the top four) carries a virtual point and is paired within itself.
  await page.goto(`${base}/pairing?round=1`);
  await page.getByRole('button', { name: 'Preview pairing' }).click();
  await expect(page.getByTestId('virtual-points')).toContainText('4 entries of group A');
  await expect(page.locator('.pairing-table .vp')).toHaveCount(4);
  const first = page.locator('.pairing-table tbody tr').first();
  await expect(first).toContainText('Zoë Ångström');
  await expect(first).toContainText('李雷');
  await page.screenshot({ path: `${shots}-preview.png`, fullPage: true });

  // Pair for real and enter every result: the first-listed entry wins each board.
  const paired = await call<{ round: { pairings: Array<{ kind: string; board: number }> } }>(page.request, url, 'rounds.pair', { eventId: event.id });
  await call(page.request, url, 'rounds.publish', { eventId: event.id, round: 1 });
  for (const p of paired.round.pairings.filter((x) => x.kind === 'match')) {
    await call(page.request, url, 'results.set', { eventId: event.id, round: 1, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
  }

  // Standings: no virtual point in the totals (4 wins = 4 points), and "why is X above Y".
  await page.goto(`${base}/standings`);
  await expect(page.locator('.standings-table tbody tr')).toHaveCount(8);
  const points = await page.locator('.standings-table tbody tr td:nth-child(5)').allTextContents();
  expect(points.map(Number).reduce((s, x) => s + x, 0)).toBe(4);
  await page.getByText('Why is one entry above another?').click();
  // The fourth and fifth rows: the last of the leaders (place 1) and the first on 0 (place 5).
  await page.getByTestId('why-x').selectOption({ index: 4 });
  await page.getByTestId('why-y').selectOption({ index: 3 });
  await expect(page.getByTestId('why-answer')).toContainText('(1) is above');
  await expect(page.getByTestId('why-answer')).toContainText('(5) by Match points: 1 against 0');
  await page.getByTestId('why-x').selectOption({ index: 1 });
  await page.getByTestId('why-y').selectOption({ index: 0 });
  await expect(page.getByTestId('why-answer')).toContainText('share the place');
  await page.screenshot({ path: `${shots}-why.png`, fullPage: true });

  // Prizes: two place prizes shared by the Hort system among the four leaders on 1 point.
  await page.goto(`${base}/prizes`);
  await expect(page.getByText('No prizes yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add a place prize' }).click();
  await page.getByRole('button', { name: 'Add a place prize' }).click();
  await page.locator('input[name=prize-amount-0]').fill('100');
  await page.locator('input[name=prize-amount-1]').fill('60');
  await page.locator('input[name=prize-reason]').fill('flyer');
  await page.getByRole('button', { name: 'Save prize list' }).click();
  await expect(page.locator('.prize-awards tbody tr')).toHaveCount(2);
  await page.locator('select[name=sharing]').selectOption('hort');
  // Four leaders pool 160: the 1st-place holder gets 160 / 8 + 50 = 70, the 2nd 20 + 30 = 50, the others 20.
  await expect(page.locator('.prize-awards tbody tr')).toHaveCount(4);
  await expect(page.locator('.prize-awards tbody tr td.num')).toHaveText(['70', '50', '20', '20']);
  await page.screenshot({ path: `${shots}-prizes.png`, fullPage: true });
  // The website export reads the same awards (a read-only method).
  const view = await call<{ awards: Array<{ amount: number; shared: string | null }> }>(page.request, url, 'prizes.get', { eventId: event.id });
  expect(view.awards.map((a) => a.amount)).toEqual([70, 50, 20, 20]);
  // Replacing the list (one place prize of 100: 100 / 8 + 50 and 12.50 each) is undone from the screen.
  await page.getByRole('button', { name: 'Remove 2. place' }).click();
  await page.getByRole('button', { name: 'Save prize list' }).click();
  await expect(page.locator('.prize-awards tbody tr td.num')).toHaveText(['62.50', '12.50', '12.50', '12.50']);
  await page.getByRole('button', { name: 'Undo the last change' }).click();
  await expect(page.locator('.prize-awards tbody tr td.num')).toHaveText(['70', '50', '20', '20']);
});
