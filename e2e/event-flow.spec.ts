import type { Page } from '@playwright/test';
import { expect, test, callFrom as call } from './fixtures/server';

const shots = 'artifacts/e2e/event-flow';
const roll = [
  { name: 'Zoë Ångström', club: 'Malmö', rating: 1840 },
  { name: 'Łukasz Wróbel', club: 'Kraków', rating: 1710 },
  { name: '李雷', club: '北京', rating: 2010 },
  { name: 'Ann Lee', club: 'Home', rating: 1500 },
  { name: 'Bram de Vries', club: 'Delft', rating: 1620 },
];

/** The names on a pairing row, in order (a, b), as shown now (possibly mid-refresh). */
async function boardNames(page: Page, row: number): Promise<string[]> {
  return page.locator('.pairing-table tbody tr').nth(row).locator('button.chip').allTextContents().then((t) => t.map((s) => s.replace(/^\s*\d+\s*/, '').trim()));
}

/** A pairing row's two names once it shows them: a read during a refresh once gave none, and an empty name filters nothing. */
async function shownBoard(page: Page, row: number): Promise<[string, string]> {
  let names: string[] = [];
  await expect.poll(async () => (names = await boardNames(page, row)).filter((n) => n !== '').length).toBe(2);
  return names as [string, string];
}

/** The points cell of the standings row whose name cell is exactly `name`. */
const pointsOf = (standings: Page, name: string) =>
  standings.locator('tbody tr').filter({ has: standings.getByRole('cell', { name, exact: true }) }).locator('td').nth(4);

test('a director runs a round: registers, previews, edits and publishes the pairing, enters results from the keyboard, decides a protest and prints', async ({ page, context, url }) => {
  for (const p of roll) await call(page.request, url, 'players.create', p);
  const event = await call<{ id: number }>(page.request, url, 'tournaments.create', { name: 'Thursday Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3, venue: 'Café Noir' });
  const base = `${url}#/events/${event.id}`;

  // Registration: search-as-you-type, from the keyboard.
  await page.goto(base);
  await expect(page.getByRole('heading', { name: 'Thursday Swiss' })).toBeVisible();
  const search = page.getByRole('combobox');
  for (const typed of ['zoe', 'lukasz', '李', 'ann', 'bram']) {
    await search.fill(typed);
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('Enter');
    await expect(search).toHaveValue('');
  }
  await expect(page.getByRole('heading', { name: 'Registered players (5)' })).toBeVisible();
  await page.screenshot({ path: `${shots}/01-dashboard-registered.png`, fullPage: true });

  // Pairing: a preview that saves nothing and flags the bye.
  await page.getByRole('link', { name: 'Pair round 1' }).click();
  await expect(page.getByRole('heading', { name: /Pairing · Thursday Swiss/ })).toBeVisible();
  await page.getByRole('button', { name: 'Preview pairing' }).click();
  await expect(page.getByText('preview — not saved')).toBeVisible();
  await expect(page.locator('.pairing-table tbody tr')).toHaveCount(2);
  await expect(page.getByText(/has a pairing-allocated bye/)).toBeVisible();
  const before = [await shownBoard(page, 0), await shownBoard(page, 1)];
  await page.screenshot({ path: `${shots}/02-pairing-preview.png`, fullPage: true });

  // A manual edit by drag and drop: board 1's second player onto board 2's second player.
  await page.locator('.pairing-table tbody tr').nth(0).locator('button.chip').nth(1)
    .dragTo(page.locator('.pairing-table tbody tr').nth(1).locator('button.chip').nth(1));
  await expect(page.getByText('edited', { exact: true })).toBeVisible();
  await expect.poll(async () => (await boardNames(page, 0)).includes(before[1]![1]!) || (await boardNames(page, 0)).includes(before[1]![0]!)).toBe(true);
  // ... and back again from the keyboard: Enter on one player, then on the other.
  const swappedIn = page.locator('.pairing-table tbody tr').nth(0).getByRole('button', { name: before[1]![1]! });
  await swappedIn.focus();
  await page.keyboard.press('Enter');
  await expect(swappedIn).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.pairing-table tbody tr').nth(1).getByRole('button', { name: before[0]![1]! }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => new Set([...(await boardNames(page, 0)), ...(await boardNames(page, 1))]).size).toBe(4);
  await expect.poll(async () => (await boardNames(page, 0)).sort().join()).toBe([...before[0]!].sort().join());
  await page.screenshot({ path: `${shots}/03-pairing-edited.png`, fullPage: true });

  await page.getByRole('button', { name: 'Publish round 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('kept the engine pairing after trying a swap');
  await dialog.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.locator('.toast', { hasText: 'Round 1 published' })).toBeVisible();
  await expect(page.locator('.state-chip', { hasText: 'published' })).toBeVisible();
  const [[winner1], [, loser2]] = [await shownBoard(page, 0), await shownBoard(page, 1)];

  // A second window keeps the standings open: they must follow the results live.
  const standings = await context.newPage();
  await standings.goto(`${base}/standings`);
  await expect(standings.getByRole('heading', { name: 'Standings during round 1' })).toBeVisible();

  // Results for the whole round from the keyboard, one line per table.
  await page.getByRole('link', { name: 'Enter results' }).click();
  const first = page.getByRole('textbox', { name: /Result, table 1/ });
  const second = page.getByRole('textbox', { name: /Result, table 2/ });
  await first.click();
  await page.keyboard.type('40-24');
  await page.keyboard.press('Enter');
  await expect(second).toBeFocused();
  await page.keyboard.type('1-0');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'R-OTH-3' })).toBeVisible();
  await second.fill('1-0 20-44');
  await second.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /the winner \((?![ab]\))[^)]+\) must have more discs/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/04-results-inline-error.png`, fullPage: true });
  await second.fill('30-34');
  await second.press('Enter');
  await expect(page.getByRole('heading', { name: 'Round 1 · 2 of 2 results' })).toBeVisible();

  await expect(standings.locator('tbody tr').first()).toContainText(/./);
  await expect(pointsOf(standings, winner1)).toHaveText('1');

  // A correction keeps its history.
  await first.fill('½');
  await first.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('scoresheet misread: the game was drawn');
  await dialog.getByRole('button', { name: 'Correct the result' }).click();
  await expect(page.getByText(/Corrected .*1-0 40-24 → ½ 32-32 — scoresheet misread/)).toBeVisible();
  await expect(pointsOf(standings, winner1)).toHaveText('½');
  await page.screenshot({ path: `${shots}/05-results-entered.png`, fullPage: true });
  await standings.screenshot({ path: `${shots}/06-standings-live.png`, fullPage: true });

  // A protest: the game is out of the tables until the decision.
  await page.getByRole('link', { name: 'Sanctions' }).click();
  await page.getByRole('radio', { name: 'Protest' }).check();
  await page.locator('input[name=sanction-board]').fill('2');
  await page.locator('input[name=sanction-reason]').fill('clock was not started for white');
  await page.getByRole('button', { name: 'Record protest' }).click();
  await expect(page.getByText('Protest recorded (round 1, table 2)')).toBeVisible();
  await expect(page.locator('.event-tabs .count-chip')).toHaveText('1');
  await expect(pointsOf(standings, loser2)).toHaveText('0');
  await page.getByRole('button', { name: 'Decide…' }).first().click();
  await page.locator('textarea[name=decision]').fill('Protest rejected: the arbiter saw the clock running');
  await page.getByRole('button', { name: 'Decide…' }).first().click();
  await dialog.getByRole('button', { name: 'Decide the protest' }).click();
  await expect(page.getByText('Protest decided')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Protest rejected/ })).toBeVisible();
  await expect(pointsOf(standings, loser2)).toHaveText('1');
  await page.screenshot({ path: `${shots}/07-sanctions.png`, fullPage: true });

  // The audit log has every step.
  await page.getByRole('link', { name: 'Audit log' }).click();
  for (const action of ['round paired', 'pairings edited', 'round published', 'result corrected', 'protest', 'protest decided']) {
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await page.screenshot({ path: `${shots}/08-audit.png`, fullPage: true });

  // Printing the standings: the preview appears in the app (and a new tab in the browser).
  await standings.getByRole('link', { name: 'Print standings' }).click();
  await expect(standings.getByRole('heading', { name: 'Print', exact: true })).toBeVisible();
  await expect(standings.getByRole('radio', { name: /Standings/ })).toBeChecked();
  await expect(standings.locator('select[name=round]')).toHaveValue('1');
  const popup = standings.waitForEvent('popup').catch(() => null);
  await standings.getByRole('button', { name: 'Make the PDF' }).click();
  const frame = standings.locator('iframe.pdf-frame');
  await expect(frame).toBeVisible({ timeout: 20_000 });
  await expect(frame).toHaveAttribute('src', /^blob:/);
  await expect(standings.getByRole('link', { name: 'Save' })).toHaveAttribute('download', /standings.*\.pdf$/);
  await expect(standings.getByRole('heading', { name: /\.pdf · \d+ page/ })).toBeVisible();
  expect(await popup).not.toBeNull();
  await standings.waitForTimeout(1500); // the PDF viewer draws the page after the frame loads
  await standings.screenshot({ path: `${shots}/09-print-preview.png`, fullPage: true });

  // The dashboard sums it up; dark theme for the record.
  await page.goto(base);
  await expect(page.getByText('Nothing is waiting for you.')).toBeVisible();
  await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  await page.screenshot({ path: `${shots}/10-dashboard-dark.png`, fullPage: true });
});

test('the day\'s changes: a late entry, a requested bye and a withdrawal reach the next pairing, which is re-paired before it is published', async ({ page, url }) => {
  const ids: number[] = [];
  for (const p of roll.slice(0, 4)) ids.push((await call<{ id: number }>(page.request, url, 'players.create', p)).id);
  await call(page.request, url, 'players.create', { name: 'Late Comer', club: 'Nowhere', rating: 1400 });
  const event = await call<{ id: number }>(page.request, url, 'tournaments.create', { name: 'Friday Swiss', game: 'othello', format: 'swiss', roundsPlanned: 4 });
  for (const playerId of ids) await call(page.request, url, 'events.register', { eventId: event.id, playerId });
  await call(page.request, url, 'rounds.pair', { eventId: event.id });
  await call(page.request, url, 'rounds.publish', { eventId: event.id, round: 1 });
  const base = `${url}#/events/${event.id}`;

  // Results already in for table 1; table 2 is still playing.
  await call(page.request, url, 'results.set', { eventId: event.id, round: 1, board: 1, winner: 'a', score: { a: 36, b: 28 } });
  await page.goto(base);
  await expect(page.getByRole('heading', { name: 'Still playing · round 1' })).toBeVisible();
  await expect(page.locator('.plain-list li', { hasText: 'Table 2' })).toBeVisible();
  await page.screenshot({ path: `${shots}/11-dashboard-playing.png`, fullPage: true });
  await call(page.request, url, 'results.set', { eventId: event.id, round: 1, board: 2, winner: null, score: { a: 32, b: 32 } });
  await expect(page.getByText('Every table of this round has its result.')).toBeVisible();

  // A late entry refused with the rule named, then accepted.
  await page.getByRole('navigation', { name: 'Event screens' }).getByRole('link', { name: 'Entries' }).click();
  await page.locator('input[name=late-name]').fill('Late Comer');
  await page.locator('input[name=late-round]').fill('1');
  await page.getByRole('button', { name: 'Enter late' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Refused' });
  await expect(refusal).toContainText('round 1 is already paired');
  await expect(refusal.locator('.rule-chip')).toHaveText('event');
  await page.locator('input[name=late-round]').fill('2');
  await page.locator('input[name=late-reason]').fill('arrived after round 1');
  await page.getByRole('button', { name: 'Enter late' }).click();
  await expect(page.getByText('Late Comer enters from round 2')).toBeVisible();
  await expect(page.getByRole('row', { name: /Late Comer/ })).toContainText('round 2');

  // A requested half-point bye for round 2, and a withdrawal from round 2 (confirmed).
  await page.getByRole('button', { name: 'Request a bye for Ann Lee' }).click();
  await expect(page.locator('input[name=panel-round]')).toBeFocused();
  await page.locator('input[name=panel-reason]').fill('family dinner');
  await page.getByRole('button', { name: 'Save bye' }).click();
  await expect(page.getByText('Ann Lee has a half-point bye in round 2')).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw Łukasz Wróbel' }).click();
  await page.locator('input[name=panel-reason]').fill('unwell');
  await page.getByRole('button', { name: 'Withdraw…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Łukasz Wróbel withdrawn from round 2')).toBeVisible();
  await expect(page.getByRole('row', { name: /Łukasz Wróbel/ })).toContainText('withdrawn');
  await page.screenshot({ path: `${shots}/12-entries.png`, fullPage: true });

  // Round 2: saved unpublished, re-paired through a preview, then published.
  await page.getByRole('navigation', { name: 'Event screens' }).getByRole('link', { name: 'Pairing' }).click();
  await expect(page.getByRole('heading', { name: /^Round 2/ })).toBeVisible();
  await page.getByRole('button', { name: 'Preview pairing' }).click();
  await expect(page.getByText('Ann Lee has a requested half-point bye')).toBeVisible();
  await expect(page.locator('.pairing-table tbody tr')).toHaveCount(1);
  await expect(page.locator('.byes')).toContainText('requested ½ bye');
  await page.getByRole('button', { name: 'Save without publishing' }).click();
  await expect(page.locator('.toast', { hasText: 'Round 2 saved (not published)' })).toBeVisible();
  await expect(page.getByText('saved, not published')).toBeVisible();
  await page.getByRole('button', { name: 'Re-pair round 2…' }).click();
  await expect(page.getByText('re-pairing preview — not saved')).toBeVisible();
  await page.getByRole('button', { name: 'Publish round 2' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('late entry confirmed');
  await page.getByRole('dialog').getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.locator('.toast', { hasText: 'Round 2 published' })).toBeVisible();
  await page.screenshot({ path: `${shots}/13-pairing-published.png`, fullPage: true });

  // The cross-table after round 1.
  await page.getByRole('navigation', { name: 'Event screens' }).getByRole('link', { name: 'Cross-table' }).click();
  await page.locator('select[name=as-of-round]').selectOption('1');
  await expect(page.getByRole('heading', { name: 'Cross-table after round 1' })).toBeVisible();
  await expect(page.locator('.cross-table tbody tr')).toHaveCount(5);
  await page.screenshot({ path: `${shots}/14-cross-table.png`, fullPage: true });

  // Dark theme: round 2's results with a refusal shown inline.
  await page.getByRole('button', { name: /Switch to dark theme/ }).click();
  await page.goto(`${base}/results?round=2`);
  const line = page.getByRole('textbox', { name: /Result, table 1/ });
  await line.fill('1-0 30-30');
  await line.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'R-OTH-3' })).toBeVisible();
  await page.screenshot({ path: `${shots}/15-results-dark.png`, fullPage: true });
  await line.press('Escape'); // the refused line is dropped: leaving would otherwise ask first (issue 16)
  await page.goto(`${base}/pairing?round=2`);
  await expect(page.locator('.pairing-table tbody tr')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/16-pairing-dark.png`, fullPage: true });
});
