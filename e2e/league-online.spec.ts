/**
 * Issue 43, the league server through real pages: the secretary issues each captain's code on the team
 * screen (shown with its link and QR code), the home captain opens the link on a phone and enters the
 * match card (line-ups in board order, both boards' scores), the away captain opens theirs and
 * confirms it; only then does the match reach the table.
 */
import { expect, test, callApi } from './fixtures/server';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a captain's match card from a phone, confirmed by the other captain", async ({ page, browser, url }) => {
  const view = await callApi<{ eventId: number }>(url, 'teams.createEvent', { name: 'Online league', game: 'othello', format: 'league', boards: 2 });
  const eventId = view.eventId;
  for (const team of ['Rooks', 'Corners', 'Edges', 'Parity']) {
    await callApi(url, 'teams.addTeam', { eventId, name: team, club: `${team} club` });
    const ids: number[] = [];
    for (const n of [1, 2]) ids.push((await callApi<{ id: number }>(url, 'players.create', { name: `${team} player ${n}`, club: `${team} club` })).id);
    await callApi(url, 'teams.addPlayers', { eventId, team, playerIds: ids });
  }
  const made = await callApi<{ fixtures: Array<{ id: string; round: number; homeName: string; awayName: string }> }>(url, 'teams.makeFixtures', { eventId, dates: [day(-3), day(4), day(11), day(18), day(25), day(32)] });
  const f = made.fixtures.find((x) => x.round === 1)!;

  // The secretary issues both captains' codes on the team screen: the code, its link and its QR code.
  await page.goto(`${url}#/teams/${eventId}`);
  const panel = page.getByTestId('league-panel');
  const linkOf = async (team: string) => {
    await panel.getByTestId(`captain-${team}`).getByRole('button', { name: 'Issue a captain code' }).click();
    await expect(panel.getByTestId('captain-code')).toContainText(`Captain code of ${team}`);
    await expect(panel.getByTestId('captain-code').locator('img')).toBeVisible();
    return (await panel.getByTestId('captain-link').getAttribute('href'))!;
  };
  const homeLink = await linkOf(f.homeName);
  const awayLink = await linkOf(f.awayName);
  expect(homeLink).toMatch(/#\/captain\?code=[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // The home captain's phone: the team's fixtures; the card for the match played three days ago.
  const home = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await home.goto(homeLink);
  await expect(home.getByRole('heading', { name: `Captain of ${f.homeName}` })).toBeVisible();
  await expect(home).toHaveURL(/#\/captain$/);
  const card = home.getByTestId(`captain-fixture-${f.id}`);
  await card.getByRole('button', { name: 'Enter the match card' }).click();
  const form = card.getByTestId('card-form');
  await expect(form.locator('select[name=home-1-1]')).toHaveValue(/\d+/);
  await expect(form.locator('select[name=home-1-1] option:checked')).toHaveText(`${f.homeName} player 1`);
  await expect(form.locator('select[name=away-2-1] option:checked')).toHaveText(`${f.awayName} player 2`);
  await form.locator('input[name=score-1-1-home]').fill('40');
  await form.locator('input[name=score-1-1-away]').fill('24');
  await form.locator('input[name=score-2-1-home]').fill('30');
  await form.locator('input[name=score-2-1-away]').fill('34');
  await form.getByRole('button', { name: 'Send the card' }).click();
  await expect(card.getByTestId('card-status')).toHaveText('waiting for the other captain');
  // Not counted until the other captain confirms.
  const played = async () => (await callApi<{ table: { rows: Array<{ played: number }> } }>(url, 'teams.standings', { eventId })).table.rows.reduce((n, r) => n + r.played, 0);
  expect(await played()).toBe(0);

  // The away captain, on another phone, sees the card and confirms it.
  const away = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await away.goto(awayLink);
  const theirs = away.getByTestId(`captain-fixture-${f.id}`);
  await expect(theirs.getByTestId('card-boards')).toContainText('40–24');
  await expect(theirs.getByTestId('card-boards')).toContainText(`${f.awayName} player 2`);
  await theirs.getByRole('button', { name: 'Confirm the card' }).click();
  await expect(theirs.getByTestId('card-status')).toHaveText('confirmed');
  await expect(theirs).toContainText('1–1');
  expect(await played()).toBe(2);

  // The home captain's page shows it confirmed too; the secretary's panel has nothing waiting.
  await home.reload();
  await expect(home.getByTestId(`captain-fixture-${f.id}`).getByTestId('card-status')).toHaveText('confirmed');
  await page.reload();
  await expect(page.getByTestId('league-panel')).toContainText('No card is waiting.');
});
