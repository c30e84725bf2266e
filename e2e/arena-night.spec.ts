/**
 * Issue 42 part 5: an arena club night through real pages. The director starts the arena on the Table
 * night screen; a player's phone holds table codes and reports and confirms results there; each confirmed
 * result pairs the players who are free at once, and the table's page shows its next pairing; the
 * projector shows the arena points; the director ends the night. `td serve --require-token` on this
 * computer, so the phone is a table device and not the director.
 */
import type { Page } from '@playwright/test';
import { expect, test, callApi } from './fixtures/server';

const TOKEN = 'e2e-arena-night-director-token';
test.use({ serve: { requireToken: true, token: TOKEN } });

test('an arena night: paired at once when a table\'s result is confirmed, the table shows its next pairing, the projector shows arena points, the night ended by time', async ({ browser, url }) => {
  test.setTimeout(180_000);
  const api = <T = unknown>(method: string, input: unknown) => callApi<T>(url, method, input, TOKEN);
  const event = await api<{ id: number }>('tournaments.create', { name: 'Arena Friday', game: 'othello', format: 'arena', roundsPlanned: null, settings: { autoEnter: true } });
  for (const name of ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak']) await api('events.register', { eventId: event.id, playerId: (await api<{ id: number }>('players.create', { name })).id });
  const pins = new Map((await api<Array<{ entry: string; name: string; pin: string }>>('pins.issue', { eventId: event.id })).map((p) => [p.name, p.pin]));
  for (const e of await api<Array<{ entry: string; pin: string }>>('pins.list', { eventId: event.id })) await api('checkIn.self', { eventId: event.id, entry: e.entry, pin: e.pin });

  // The director starts the night: everyone present is paired, at tables 1 and 2.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${url}#/events/${event.id}/table-night`);
  await desk.locator('input[name=token]').fill(TOKEN);
  await desk.locator('input[name=token]').press('Enter');
  await expect(desk.getByTestId('arena-state')).toHaveText('No end time set.');
  await desk.locator('button[name=arena-pair]').click();
  await expect(desk.getByTestId('arena-table-1')).toBeVisible();
  await expect(desk.getByTestId('arena-table-2')).toBeVisible();
  const codeOf = async (board: number) => {
    await desk.locator(`button[name=issue-${board}]`).click();
    return (await desk.getByTestId(`night-table-${board}`).getByTestId('table-code').innerText()).trim();
  };
  const code1 = await codeOf(1);
  const code2 = await codeOf(2);

  // A phone at a table: the first player named reports a win, the other confirms.
  const phone = await (await browser.newContext()).newPage();
  const players = async (p: Page) => (await p.getByTestId('seat-pairing').innerText()).split(' – ').map((s) => s.trim());
  const win = async (code: string, table: number): Promise<[string, string]> => {
    await phone.locator('input[name=table-code]').fill(code);
    await phone.locator('input[name=table-code]').press('Enter');
    // The page switched tables: until it shows this one, its pairing line is still the last table's.
    await expect(phone.getByTestId('seat-table')).toHaveText(`Table ${table}`);
    await expect(phone.getByTestId('seat-pairing')).toContainText(' – ');
    const [a, b] = await players(phone);
    await phone.locator('input[name=score-a]').fill('40');
    await phone.locator('input[name=score-b]').fill('24');
    await phone.locator('input[name=report-pin]').fill(pins.get(a!)!);
    await phone.getByRole('button', { name: 'Report the result' }).click();
    await phone.locator('input[name=confirm-pin]').fill(pins.get(b!)!);
    await phone.getByRole('button', { name: 'Confirm', exact: true }).click();
    return [a!, b!];
  };
  await phone.goto(`${url}#/t/${code1}`);
  await expect(phone.getByTestId('seat-table')).toHaveText('Table 1');
  const [w1, l1] = await win(code1, 1);
  await expect(phone.getByTestId('seat-game-1')).toContainText('Result: 1-0 40-24');
  // Table 1's players just met and table 2 still plays: they wait (no rematch at once).
  await expect(desk.getByTestId('arena-table-1')).toHaveCount(0);
  // The phone switches to table 2; its result frees everyone: new pairings at once, no one meets again.
  const [w2, l2] = await win(code2, 2);
  await expect(phone.getByTestId('seat-pairing')).not.toHaveText(`${w2} – ${l2}`);
  const next = await players(phone);
  expect(next).toHaveLength(2);
  expect([[w1, l1], [w2, l2]].some(([x, y]) => next.includes(x!) && next.includes(y!))).toBe(false);
  await expect(desk.getByTestId('arena-table-1')).toBeVisible();
  await expect(desk.getByTestId('arena-table-2')).toBeVisible();

  // The projector: arena points, 2 for each winner, 0 for each loser.
  const projector = await (await browser.newContext()).newPage();
  await projector.goto(`${url}#/projector`);
  const standings = projector.getByTestId('arena-standings');
  await expect(standings).toContainText('Arena Friday: arena standings');
  await expect(standings.locator('tbody tr')).toHaveCount(4);
  const pointsOf = (name: string) => standings.locator('tbody tr', { hasText: name }).getByTestId('arena-points');
  await expect(pointsOf(w1)).toHaveText('2');
  await expect(pointsOf(w2)).toHaveText('2');
  await expect(pointsOf(l1)).toHaveText('0');

  // The director ends the night: nobody is paired any more; the games in progress finish.
  await desk.locator('button[name=arena-end-now]').click();
  await expect(desk.getByTestId('arena-state')).toHaveText('Time is up: nobody is paired any more; the games in progress finish.');
  await expect(desk.locator('button[name=arena-pair]')).toBeDisabled();
  await projector.screenshot({ path: 'artifacts/e2e/arena-projector.png', fullPage: true });
});
