/**
 * Issue 43, the secretary's forms on the League server panel through real pages: the league settings
 * changed and saved, a team withdrawn with its consequence said before confirming (a reason asked),
 * the table dropping its voided match, and the team screen's undo taking the withdrawal back.
 */
import { expect, test } from '@playwright/test';
import { TdServer, callApi } from './support/server';

let server: TdServer;
let url: string;
test.beforeEach(async () => {
  server = new TdServer();
  url = await server.start();
});
test.afterEach(async () => {
  await server.stop();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('the secretary changes the league settings and withdraws a team, then undoes the withdrawal', async ({ page }) => {
  const { eventId } = await callApi<{ eventId: number }>(url, 'teams.createEvent', { name: 'County league', game: 'othello', format: 'league', boards: 2 });
  for (const team of ['Rooks', 'Corners', 'Edges', 'Parity']) {
    await callApi(url, 'teams.addTeam', { eventId, name: team, club: `${team} club` });
    const ids: number[] = [];
    for (const n of [1, 2]) ids.push((await callApi<{ id: number }>(url, 'players.create', { name: `${team} player ${n}`, club: `${team} club` })).id);
    await callApi(url, 'teams.addPlayers', { eventId, team, playerIds: ids });
  }
  const made = await callApi<{ fixtures: Array<{ id: string; round: number; date: string; homeName: string; awayName: string }> }>(url, 'teams.makeFixtures', { eventId, dates: [-35, -28, -21, -14, -7, 0].map(day) });
  for (const f of made.fixtures.filter((x) => x.round === 1)) {
    await callApi(url, 'teams.setResults', { eventId, fixture: f.id, playedOn: f.date, defaultLineups: true, boards: [1, 2].map((board) => ({ board, result: { winner: 'a', score: { a: 40, b: 24 } } })) });
  }
  const played = async (team: string) => (await callApi<{ table: { rows: Array<{ name: string; played: number }> } }>(url, 'teams.standings', { eventId })).table.rows.find((r) => r.name === team)!.played;

  await page.goto(`${url}#/teams/${eventId}`);
  const panel = page.getByTestId('league-panel');

  // The settings: a card locks after 3 days, a withdrawn team's results are voided whatever the half.
  const settings = panel.getByTestId('league-settings');
  await expect(settings.locator('input[name=lock-days]')).toHaveValue('7');
  await settings.locator('input[name=lock-days]').fill('3');
  await settings.locator('select[name=withdrawn-results]').selectOption('void');
  await settings.getByRole('button', { name: 'Save the league settings' }).click();
  await expect(panel).toContainText('A match card locks 3 days after the match.');
  await expect(panel.getByTestId('league-eligibility')).toContainText("A withdrawn team's results are voided.");
  await expect(page.getByTestId('undo-bar')).toContainText('league settings');

  // Withdrawing Corners: the consequence is on the form before anything is done.
  const withdraw = panel.getByTestId('league-withdraw');
  await withdraw.locator('select[name=withdraw-team]').selectOption({ label: 'Corners' });
  await withdraw.locator('input[name=withdraw-date]').fill(day(-14));
  await expect(withdraw.getByTestId('withdraw-consequence')).toHaveText(`Withdrawing Corners on ${day(-14)} voids its results: the matches it played (1) count for nobody, for neither side, in the table, the cross-table, the individual standings and the player averages; the matches it had still to play (5) will not be played.`);
  await withdraw.getByRole('button', { name: 'Withdraw the team' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Withdraw Corners on ${day(-14)}?`);
  await expect(dialog).toContainText('voids its results');
  // Cancelled: nothing happens.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await played('Corners')).toBe(1);
  await withdraw.getByRole('button', { name: 'Withdraw the team' }).click();
  await expect(dialog.getByRole('button', { name: 'Withdraw the team' })).toBeDisabled();
  await dialog.locator('input[name=confirm-reason]').fill('not enough players');
  await dialog.getByRole('button', { name: 'Withdraw the team' }).click();
  await expect(panel).toContainText(`Corners withdrew on ${day(-14)} (not enough players): its results are voided.`);
  expect(await played('Corners')).toBe(0);
  await expect(page.getByTestId('undo-bar')).toContainText('team withdrawn');
  const audit = await callApi<{ rows?: unknown[] } | unknown[]>(url, 'audit.list', { eventId });
  expect(JSON.stringify(audit)).toContain('not enough players');

  // The team screen's undo takes the withdrawal back: the match counts again.
  await page.getByTestId('undo-bar').locator('input[name=undo-reason]').fill('wrong team');
  await page.getByTestId('undo-bar').getByRole('button', { name: 'Undo the last change' }).click();
  await expect(panel).not.toContainText('Corners withdrew');
  expect(await played('Corners')).toBe(1);
});
