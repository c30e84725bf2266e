/**
 * Issue 24, part 6: table cards from the Print screen, and the table page their QR code opens, where a
 * device with the table's code reports a typed result that waits for the director's confirmation.
 */
import { expect, test, callApi, callFrom } from './fixtures/server';
import { printed } from './support/printed';

const TOKEN = 'e2e-table-cards-director-token';

test('the Print screen makes table cards; on this computer alone they say how to get QR codes; the table page shows the pairing and takes the director\'s result', async ({ page, url }) => {
  const api = <T = unknown>(method: string, input: unknown) => callFrom<T>(page.request, url, method, input);
  const event = await api<{ id: number }>('tournaments.create', { name: 'Card night', game: 'othello', format: 'round-robin' });
  for (const name of ['Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Ann Lee']) await api('events.register', { eventId: event.id, playerId: (await api<{ id: number }>('players.create', { name })).id });
  await api('rounds.pair', { eventId: event.id });
  await api('rounds.publish', { eventId: event.id, round: 1 });

  await page.goto(`${url}#/print?event=${event.id}&round=1`);
  await page.getByLabel('Table cards').check();
  await page.getByLabel('Flat, four to a page').check();
  await expect(page).toHaveURL(/document=table-cards/);
  await expect(page).toHaveURL(/layout=four/);
  const cards = await printed(page);
  for (const s of ['TABLE', 'Round 1 · Othello', 'Black · moves first', 'Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Ann Lee']) expect(cards.text).toContain(s);
  // td serve on loopback only: a QR code would open the phone itself, so the card says what to do instead.
  expect(cards.text).toContain('No QR code');
  expect(cards.text).not.toContain('Scan:');
  await expect(page.getByTestId('print-notice')).toContainText('td serve --host 0.0.0.0');
  await expect(page.getByRole('heading', { name: /Card_night-round-1-tables\.pdf · 1 page/ })).toBeVisible();
  await page.screenshot({ path: 'artifacts/e2e/table-cards-print.png', fullPage: true });

  // The table page the QR code opens: this computer is the director, who may enter the result here.
  const round = await api<{ pairings: Array<{ kind: string; board: number; a: { name: string }; b: { name: string } }> }>('rounds.get', { eventId: event.id, round: 1 });
  const table1 = round.pairings.find((p) => p.kind === 'match' && p.board === 1)!;
  await page.goto(`${url}#/table/${event.id}/1/1`);
  await expect(page.getByTestId('table-number')).toHaveText('Table 1');
  await expect(page.getByTestId('table-game-1')).toContainText(table1.a.name);
  await expect(page.getByTestId('table-game-1')).toContainText(table1.b.name);
  await expect(page.getByRole('button', { name: 'Start a digital board for this game' })).toBeVisible();
  await page.locator('input[name=result-1]').fill('1-0 40-24');
  await page.getByRole('button', { name: 'Enter' }).click();
  await expect(page.getByTestId('table-game-1')).toContainText('Result: 1-0 40-24');
});

test.describe('on the LAN, with a director token', () => {
  test.use({ serve: { lan: true, token: TOKEN } });

  test('LAN: a device with the table\'s code reports a typed game; nothing counts until the director confirms it from the desk', async ({ page, browser, url }) => {
    const api = <T = unknown>(method: string, input: unknown) => callApi<T>(url, method, input, TOKEN);
    // Two games a match: game 1 of table 1 on a digital board (its code), game 2 typed.
    const event = await api<{ id: number }>('tournaments.create', { name: 'LAN cards', game: 'othello', format: 'round-robin', settings: { gamesPerMatch: 2 } });
    for (const name of ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak']) await api('events.register', { eventId: event.id, playerId: (await api<{ id: number }>('players.create', { name })).id });
    await api('rounds.pair', { eventId: event.id });
    await api('rounds.publish', { eventId: event.id, round: 1 });
    const board = await api<{ id: number }>('games.create', { game: 'othello', title: 'table 1', eventId: event.id });
    await api('results.fromGame', { eventId: event.id, round: 1, board: 1, game: 1, gameId: board.id });
    const { code } = await api<{ code: string }>('tables.issueCode', { gameId: board.id });

    // Table 2 has no board, so no code can exist for it: the page says who enters its results.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`${url}#/table/${event.id}/1/2`);
    await expect(guest.getByTestId('table-number')).toHaveText('Table 2');
    await expect(guest.getByTestId('tell-director')).toBeVisible();
    await expect(guest.locator('input[name=table-token]')).toHaveCount(0);

    // The device scanned the card: it sees the table; without the code it can only look.
    const device = await (await browser.newContext()).newPage();
    await device.goto(`${url}#/table/${event.id}/1/1`);
    await expect(device.getByTestId('table-number')).toHaveText('Table 1');
    await expect(device.getByTestId('table-game-1').getByRole('link', { name: 'Open the digital board' })).toHaveAttribute('href', `#/table/${board.id}`);
    await expect(device.locator('input[name=result-2]')).toHaveCount(0);
    await device.locator('input[name=table-token]').fill(code);
    await device.locator('input[name=table-token]').press('Enter');
    await device.locator('input[name=result-2]').fill('0-1 20-44');
    await device.getByTestId('table-game-2').getByRole('button', { name: 'Send' }).click();
    await expect(device.getByTestId('table-game-2')).toContainText('The director confirms it before it counts');

    const results = async () => (await api<{ pairings: Array<{ kind: string; board: number; games: Array<{ result: unknown }> }> }>('rounds.get', { eventId: event.id, round: 1 }))
      .pairings.find((p) => p.kind === 'match' && p.board === 1)!.games[1]!.result;
    expect(await results()).toBeNull();

    // The desk lists it under "needs a decision"; the director confirms it on the table's page.
    await page.goto(`${url}#/events/${event.id}`);
    await page.locator('input[name=token]').fill(TOKEN);
    await page.locator('input[name=token]').press('Enter');
    const item = page.locator('li', { hasText: 'reports 0-1 20-44' });
    await expect(item).toContainText(`table device, game ${board.id}`);
    await item.getByRole('link', { name: 'Confirm or dismiss' }).click();
    await expect(page.getByTestId('pending-report')).toContainText('Reported 0-1 20-44');
    await page.getByTestId('pending-report').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByTestId('table-game-2')).toContainText('Result: 0-1 20-44');
    expect(await results()).toMatchObject({ winner: 'b', score: { a: 20, b: 44 } });
    await expect(device.getByTestId('table-game-2')).toContainText('Result: 0-1 20-44');
  });
});
