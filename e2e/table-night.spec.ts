/**
 * Issue 42: a club night run from the tables, through real pages on two browser contexts: a player's
 * phone (the door's check-in page, then a table's page by its code, switched to another table) and the
 * director (the Table night screen: options, PINs, table codes, what needs a decision, fees). `td serve
 * --require-token` on this computer, so the phone is a table device and not the director.
 */
import { expect, test, callApi } from './fixtures/server';

const TOKEN = 'e2e-table-night-director-token';
test.use({ serve: { requireToken: true, token: TOKEN } });

type Round = { pairings: Array<{ kind: string; board: number; a: { id: string; name: string }; b: { id: string; name: string }; games: Array<{ result: unknown }> }> };

test('a table night: self check-in at the door, a code per table with no board, results reported and confirmed by PIN, a device switched to another table, a dispute left to the director', async ({ browser, url }) => {
  test.setTimeout(180_000);
  const api = <T = unknown>(method: string, input: unknown) => callApi<T>(url, method, input, TOKEN);
  const event = await api<{ id: number }>('tournaments.create', { name: 'Thursday night', game: 'othello', format: 'swiss', roundsPlanned: 2 });
  for (const name of ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak']) await api('events.register', { eventId: event.id, playerId: (await api<{ id: number }>('players.create', { name })).id });

  // The director: the night's options and the PINs for the starting list.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${url}#/events/${event.id}/table-night`);
  await desk.locator('input[name=token]').fill(TOKEN);
  await desk.locator('input[name=token]').press('Enter');
  await expect(desk.getByTestId('decisions')).toContainText('Nothing waits for you.');
  await desk.locator('input[name=auto-enter]').check();
  await desk.locator('input[name=fee-member]').fill('4');
  await desk.locator('input[name=fee-non-member]').fill('6');
  await desk.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(desk.locator('input[name=auto-enter]')).toBeChecked();
  await desk.locator('button[name=issue-pins]').click();
  await expect(desk.getByTestId('pins').locator('tr')).toHaveCount(4);
  const pins = new Map<string, string>();
  for (const row of await desk.getByTestId('pins').locator('tr').all()) pins.set((await row.locator('td').first().innerText()).trim(), (await row.locator('td').nth(1).innerText()).trim());

  // A player's phone at the door: a wrong PIN is refused in plain words; then everyone checks in.
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(`${url}#/events/${event.id}/door`);
  await expect(phone.getByRole('heading', { name: 'Check in for round 1' })).toBeVisible();
  const checkIn = async (name: string, pin: string) => {
    await phone.getByRole('button', { name, exact: true }).click();
    await phone.locator('input[name=door-pin]').fill(pin);
    await phone.getByRole('button', { name: 'Check in', exact: true }).click();
  };
  await checkIn('Ann Lee', pins.get('Ann Lee') === '1234' ? '4321' : '1234');
  await expect(phone.getByTestId('door-note')).toHaveText("this is not Ann Lee's PIN: nothing was recorded");
  for (const [name, pin] of pins) {
    await checkIn(name, pin);
    await expect(phone.getByTestId('door-note')).toHaveText(`${name} is checked in for round 1.`);
  }
  // The director's check-in screen shows them, live.
  await desk.goto(`${url}#/events/${event.id}/check-in`);
  await expect(desk.locator('input[type=checkbox]:checked')).toHaveCount(4);

  await api('rounds.pair', { eventId: event.id });
  await api('rounds.publish', { eventId: event.id, round: 1 });
  const round = await api<Round>('rounds.get', { eventId: event.id, round: 1 });
  const table = (n: number) => round.pairings.find((p) => p.kind === 'match' && p.board === n)!;

  // A code per table, issued with no board started; each shown once.
  await desk.goto(`${url}#/events/${event.id}/table-night`);
  const codeOf = async (board: number) => {
    await desk.locator(`button[name=issue-${board}]`).click();
    return (await desk.getByTestId(`night-table-${board}`).getByTestId('table-code').innerText()).trim();
  };
  const code1 = await codeOf(1);
  const code2 = await codeOf(2);

  // The phone scans table 1's card: the pairing; Ann reports, her opponent confirms on the same phone.
  await phone.goto(`${url}#/t/${code1}`);
  await expect(phone.getByTestId('seat-table')).toHaveText('Table 1');
  await expect(phone).toHaveURL(/#\/t$/);
  const t1 = table(1);
  await expect(phone.getByTestId('seat-pairing')).toHaveText(`${t1.a.name} – ${t1.b.name}`);
  await phone.locator('input[name=score-a]').fill('40');
  await phone.locator('input[name=score-b]').fill('24');
  const nobodys = Array.from({ length: 10 }, (_, i) => String(i).repeat(4)).find((p) => ![...pins.values()].includes(p))!;
  await phone.locator('input[name=report-pin]').fill(nobodys);
  await phone.getByRole('button', { name: 'Report the result' }).click();
  await expect(phone.getByRole('status')).toContainText('this PIN is not the PIN of a player at table 1');
  await phone.locator('input[name=report-pin]').fill(pins.get(t1.a.name)!);
  await phone.getByRole('button', { name: 'Report the result' }).click();
  await expect(phone.getByTestId('seat-report')).toContainText(`Reported by ${t1.a.name}: 1-0 40-24.`);
  await phone.locator('input[name=confirm-pin]').fill(pins.get(t1.b.name)!);
  await phone.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(phone.getByTestId('seat-game-1')).toContainText('Result: 1-0 40-24');

  // The same phone changes table: table 2's code; there the opponent disputes the report.
  await phone.locator('input[name=table-code]').fill(code2);
  await phone.locator('input[name=table-code]').press('Enter');
  await expect(phone.getByTestId('seat-table')).toHaveText('Table 2');
  const t2 = table(2);
  await phone.locator('input[name=score-a]').fill('35');
  await phone.locator('input[name=score-b]').fill('29');
  await phone.locator('input[name=report-pin]').fill(pins.get(t2.a.name)!);
  await phone.getByRole('button', { name: 'Report the result' }).click();
  await phone.locator('input[name=confirm-pin]').fill(pins.get(t2.b.name)!);
  await phone.getByRole('button', { name: 'That is not the result…' }).click();
  await phone.locator('input[name=dispute-a]').fill('29');
  await phone.locator('input[name=dispute-b]').fill('35');
  await phone.getByRole('button', { name: 'Send my result' }).click();
  await expect(phone.getByTestId('seat-report')).toContainText('Disputed: the director decides.');
  // An old card's address (a round's table) on a device holding a table's code leads to that table's page.
  await phone.goto(`${url}#/table/${event.id}/1/1`);
  await expect(phone).toHaveURL(/#\/t$/);
  await expect(phone.getByTestId('seat-table')).toHaveText('Table 2');

  // The disputed game is out of the standings; the director sees both versions and who sent them.
  const results = await api<Round>('rounds.get', { eventId: event.id, round: 1 });
  expect(results.pairings.find((p) => p.board === 1)!.games[0]!.result).toMatchObject({ winner: 'a', score: { a: 40, b: 24 } });
  expect(results.pairings.find((p) => p.board === 2)!.games[0]!.result).toBeNull();
  const decision = desk.getByTestId('decision-2');
  await expect(decision).toContainText('disputed');
  await expect(decision).toContainText(`${t2.a.name}: 1-0 35-29 (table device, table 2 of event ${event.id}`);
  await expect(decision).toContainText(`${t2.b.name}: 0-1 29-35`);

  // Fees: one member paid in cash.
  const ann = (await api<Array<{ id: string; name: string }>>('entries.list', { eventId: event.id })).find((e) => e.name === 'Ann Lee')!;
  await desk.locator(`select[name=category-${ann.id}]`).selectOption('member');
  await desk.locator(`input[name=paid-${ann.id}]`).check();
  await desk.locator(`input[name=method-${ann.id}]`).fill('cash');
  await desk.locator('tr', { has: desk.locator(`select[name=category-${ann.id}]`) }).getByRole('button', { name: 'Save' }).click();
  await expect(desk.getByTestId('fee-totals')).toHaveText('Paid 4 · owed 0 · refunded 0');
  await desk.screenshot({ path: 'artifacts/e2e/table-night-desk.png', fullPage: true });
  await phone.screenshot({ path: 'artifacts/e2e/table-night-phone.png', fullPage: true });
});
