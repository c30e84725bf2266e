import { expect, test, callApi } from './fixtures/server';

/**
 * Issue 44: results typed but not saved, then the browser's Back, then Cancel in "results typed but not
 * saved": the screen stayed but the address was left two pages back, so the next Back or a reload went
 * to the wrong page. Cancel must leave the address on the Results screen, history intact.
 */
test.setTimeout(180_000);
async function roundOne(url: string): Promise<number> {
  const e = await callApi<{ id: number }>(url, 'tournaments.create', { name: 'Guard night', game: 'othello', format: 'round-robin', roundsPlanned: null, options: {}, settings: {} });
  for (const name of ['Ann Guard', 'Bob Guard', 'Cy Guard', 'Di Guard']) {
    const p = await callApi<{ id: number }>(url, 'players.create', { name });
    await callApi(url, 'events.register', { eventId: e.id, playerId: p.id });
  }
  await callApi(url, 'rounds.pair', { eventId: e.id });
  await callApi(url, 'rounds.publish', { eventId: e.id, round: 1 });
  return e.id;
}

for (const how of ['link', 'address'] as const) {
test(`defect (issue 44): Back then Cancel (results reached by ${how}) with results typed but not saved keeps the Results address and the history`, async ({ page, url }) => {
  const id = await roundOne(url);
  await page.goto(`${url}#/events`);
  await page.goto(`${url}#/events/${id}`);
  await expect(page.getByRole('heading', { name: 'Guard night' }).first()).toBeVisible();
  // By a link in the app, or by the address typed (a bookmark, another tab's link): no router state.
  if (how === 'link') await page.getByRole('link', { name: 'Results', exact: true }).first().click();
  else await page.evaluate((hash) => ((globalThis as unknown as { location: { hash: string } }).location.hash = hash), `#/events/${id}/results`);
  await expect(page).toHaveURL(/#\/events\/\d+\/results/);
  const results = page.url();
  await page.locator('td input').first().fill('40-24');
  await page.goBack();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(500);
  expect(page.url()).toBe(results);
  await expect(page.locator('td input').first()).toHaveValue('40-24');
  // The history is intact: Back (this time leaving) goes to the dashboard, not further.
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click().catch(() => undefined);
  await expect(page).toHaveURL(new RegExp(`#/events/${id}$`));
});
}
