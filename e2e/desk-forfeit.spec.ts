import { expect, test, callApi } from './fixtures/server';

/**
 * Desk QA defect 1: in an Othello Swiss, `0-1 ff` then Enter on the Results screen recorded a forfeit the
 * director never read (the Enter that follows a typed line, or a held Enter, landed on "Record the forfeit"),
 * withdrew the player, and nothing on the screens took it back. Defect 2: Print → Round sheet with the Round
 * left blank was refused as "round-sheet needs round", the old PDF left in the preview.
 */
test.setTimeout(180_000);
async function swissRoundOne(url: string, name: string): Promise<number> {
  const e = await callApi<{ id: number }>(url, 'tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  for (const n of ['Ann', 'Bob', 'Cy', 'Di']) {
    const p = await callApi<{ id: number }>(url, 'players.create', { name: `${n} ${name}` });
    await callApi(url, 'events.register', { eventId: e.id, playerId: p.id });
  }
  await callApi(url, 'rounds.pair', { eventId: e.id });
  await callApi(url, 'rounds.publish', { eventId: e.id, round: 1 });
  return e.id;
}
const forfeits = async (url: string, eventId: number) =>
  (await callApi<Array<{ kind: string; cancelled?: boolean }>>(url, 'sanctions.list', { eventId, audience: 'director' })).filter((s) => s.kind === 'forfeit' && !s.cancelled);

test('defect 1: `0-1 ff` then Enter, Enter records nothing unread; a recorded forfeit is cancelled from its table', async ({ page, url }) => {
  const id = await swissRoundOne(url, 'Forfeit trap');
  await page.goto(`${url}#/events/${id}/results?round=1`);
  const line = page.getByRole('textbox', { name: /Result, table 2/ });
  await line.click();
  await page.keyboard.type('0-1 ff');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Record a forfeit at table 2?');
  await expect(dialog).toContainText('is withdrawn from round 2 on');
  // The grid's rhythm: the next Enter. It lands on Cancel, not on "Record the forfeit".
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await forfeits(url, id)).toHaveLength(0);
  await expect(line).toHaveValue('0-1 ff');

  // Now read and agreed: recorded, the table leaves the grid.
  await line.press('Enter');
  await dialog.getByRole('button', { name: 'Record the forfeit' }).click();
  const row = page.locator('tbody tr', { hasText: 'forfeit by' });
  await expect(row).toBeVisible();
  expect(await forfeits(url, id)).toHaveLength(1);

  // Taken back from the same screen, with a reason: the table has its input again.
  await row.getByRole('button', { name: /Cancel the forfeit/ }).click();
  await expect(dialog).toContainText('goes back to no result');
  await expect(dialog).toContainText('is no longer withdrawn');
  await expect(dialog.getByRole('button', { name: 'Cancel the forfeit' })).toBeDisabled();
  await dialog.getByRole('textbox').fill('ff typed on the wrong table');
  await dialog.getByRole('button', { name: 'Cancel the forfeit' }).click();
  await expect(page.getByRole('textbox', { name: /Result, table 2/ })).toHaveValue('');
  await expect(page.locator('tbody tr', { hasText: 'forfeit by' })).toHaveCount(0);
  expect(await forfeits(url, id)).toHaveLength(0);
  await page.getByRole('textbox', { name: /Result, table 2/ }).fill('40-24');
  await page.getByRole('textbox', { name: /Result, table 2/ }).press('Enter');
  await expect(page.getByRole('textbox', { name: /Result, table 2/ })).toHaveValue('1-0 40-24');
  // The sanctions list keeps it, cancelled, with the reason.
  await page.goto(`${url}#/events/${id}/sanctions`);
  await expect(page.locator('tbody tr', { hasText: 'Cancelled: ff typed on the wrong table' })).toBeVisible();
});

test('defect 2: Print → Round sheet with the Round blank prints the latest round; a refusal marks the Round field and clears the old PDF', async ({ page, url }) => {
  const paired = await swissRoundOne(url, 'Print night');
  const fresh = await callApi<{ id: number }>(url, 'tournaments.create', { name: 'Empty night', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
  await page.goto(`${url}#/print?document=round-sheet&event=${paired}`);
  await page.locator('select[name="round"]').selectOption('');
  await expect(page.getByText('(empty: the latest)')).toBeVisible();
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(page.locator('.preview-card h2')).toContainText('round-1-pairings.pdf');
  await page.locator('select[name="event"]').selectOption(String(fresh.id));
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(page.locator('.error-note')).toContainText('has no round paired yet');
  await expect(page.locator('select[name="round"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('iframe.pdf-frame')).toHaveCount(0);
  await expect(page.locator('.preview-card h2')).not.toContainText('.pdf');
});
