import type { Page } from '@playwright/test';
import { expect, test, callFrom as call } from './fixtures/server';

/** Issue 16, "missing from the screens": settings, backups, check-in, the round in one PDF, the guide. */
const shots = 'artifacts/e2e/screens';

/** An Othello Swiss with `names` registered. */
async function swiss(page: Page, url: string, name: string, names: string[]): Promise<number> {
  const event = await call<{ id: number }>(page.request, url, 'tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: 3, venue: 'Café Noir' });
  for (const n of names) {
    const p = await call<{ id: number }>(page.request, url, 'players.create', { name: n, rating: 1500 + n.length });
    await call(page.request, url, 'events.register', { eventId: event.id, playerId: p.id });
  }
  return event.id;
}

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('the director\'s missing screens', () => {
  test('event settings: edits while allowed, locks with the reason once paired, a refusal changes nothing; archive, copy, delete and restore from Backups', async ({ page, url }) => {
    const id = await swiss(page, url, 'Thursday Swiss', ['Ann Lee', 'Bram de Vries', 'Zoë Ångström', 'Łukasz Wróbel']);
    await page.goto(`${url}#/events/${id}`);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Settings · Thursday Swiss' })).toBeVisible();

    // Before round 1 everything may change.
    await page.locator('input[name=venue]').fill('Town hall');
    await page.locator('input[name=options]').fill('');
    await page.getByRole('button', { name: 'Save the event' }).click();
    await expect(page.locator('.toast', { hasText: 'Event saved' })).toBeVisible();
    await page.locator('select[name=seeding]').selectOption('registration');
    await page.getByRole('button', { name: 'Move Brightwell quotient up' }).click();
    await page.getByRole('button', { name: 'Save the rules' }).click();
    await expect(page.locator('.toast', { hasText: 'Tournament rules saved' })).toBeVisible();
    expect((await call<{ tieBreaks: string[]; seeding: string }>(page.request, url, 'eventSettings.get', { eventId: id }))).toMatchObject({ tieBreaks: ['brightwell', 'matchPoints', 'gameScore'], seeding: 'registration' });
    // A number that is not one is refused by name, on the screen, and nothing is sent.
    await page.locator('input[name="scoring.win"]').fill('2,5');
    await page.getByRole('button', { name: 'Save the rules' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Scoring · Win: must be a number' })).toBeVisible();
    await expect(page.locator('input[name="scoring.win"]')).toHaveValue('2,5');
    expect((await call<{ scoring: { win: number } }>(page.request, url, 'eventSettings.get', { eventId: id })).scoring.win).toBe(1);
    await page.locator('input[name="scoring.win"]').fill('1');

    // Once round 1 is paired: the fields that shaped it are locked, and the screen says why.
    await call(page.request, url, 'rounds.pair', { eventId: id });
    await page.reload();
    await expect(page.locator('input[name=options]')).toBeDisabled();
    await expect(page.getByText(/every game already paired is played with these options/)).toBeVisible();
    await expect(page.locator('select[name=seeding]')).toBeDisabled();
    await expect(page.getByText(/the pairing numbers were given by this order/)).toBeVisible();
    await expect(page.locator('input[name=gamesPerMatch]')).toBeDisabled();
    // A refusal in plain words, naming the field; nothing saved changes.
    await page.locator('input[name=roundsPlanned]').fill('0');
    await page.locator('input[name=name]').fill('Thursday Open');
    await page.getByRole('button', { name: 'Save the event' }).click();
    await expect(page.locator('.field.invalid', { hasText: 'Rounds planned' }).getByRole('alert')).toContainText('must be at least 1');
    expect(await call<{ name: string; roundsPlanned: number }>(page.request, url, 'events.get', { id })).toMatchObject({ name: 'Thursday Swiss', roundsPlanned: 3 });
    await page.locator('input[name=roundsPlanned]').fill('4');
    await page.getByRole('button', { name: 'Save the event' }).click();
    await expect(page.locator('.toast', { hasText: 'Event saved' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Settings · Thursday Open' })).toBeVisible();
    await page.screenshot({ path: `${shots}/01-settings-locked.png`, fullPage: true });

    // Archive: gone from the events list, back with "Show archived", and un-archived from Settings.
    await page.getByRole('button', { name: 'Archive…' }).click();
    await dialog(page).getByRole('textbox').fill('season over');
    await dialog(page).getByRole('button', { name: 'Archive' }).click();
    await expect(page.locator('.badge', { hasText: 'archived' })).toBeVisible();
    await page.goto(`${url}#/events`);
    await expect(page.getByRole('cell', { name: 'Thursday Open' })).toHaveCount(0);
    await page.getByLabel(/Show archived \(1\)/).check();
    await expect(page.getByRole('cell', { name: 'Thursday Open' })).toBeVisible();
    await page.goto(`${url}#/events/${id}/settings`);
    await page.getByRole('button', { name: 'Un-archive…' }).click();
    await dialog(page).getByRole('button', { name: 'Un-archive' }).click();
    await expect(page.locator('.toast', { hasText: 'Event back in the list' })).toBeVisible();

    // Copy as a template: same rules, no entries.
    await page.locator('input[name=copy-name]').fill('Next Thursday');
    await page.getByRole('button', { name: 'Copy the event' }).click();
    await expect(page.getByRole('heading', { name: 'Settings · Next Thursday' })).toBeVisible();
    await expect(page.locator('select[name=seeding]')).toHaveValue('registration');
    await expect(page.locator('input[name=options]')).toBeEnabled();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Registered players (0)' })).toBeVisible();

    // Delete: a reason is required, a backup is taken first, and Backups brings the event back.
    await page.goto(`${url}#/events/${id}/settings`);
    await page.getByRole('button', { name: 'Delete…' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Delete the event' })).toBeDisabled();
    await dialog(page).getByRole('textbox').fill('entered twice by mistake');
    await dialog(page).getByRole('button', { name: 'Delete the event' }).click();
    await expect(page.locator('.toast', { hasText: /Thursday Open deleted; backup kept as/ })).toBeVisible();
    await expect(page).toHaveURL(/#\/events$/);
    await expect(page.getByRole('cell', { name: 'Thursday Open' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Backups' }).click();
    await expect(page.locator('.backups-table tr', { hasText: 'before delete thursday open' })).toHaveCount(1);
    const gone = page.locator('.deleted-card tr', { hasText: 'Thursday Open' });
    await expect(gone).toContainText('entered twice by mistake');
    await gone.getByRole('button', { name: /Look inside the backup taken before deleting Thursday Open/ }).click();
    const holds = page.locator('.preview-card');
    await expect(holds.locator('.backup-counts')).toHaveText('2 events · 1 round paired · 4 players');
    await expect(holds.getByRole('cell', { name: 'Thursday Open' })).toBeVisible();
    await page.screenshot({ path: `${shots}/02-backup-preview.png`, fullPage: true });
    await holds.getByRole('button', { name: 'Restore this backup…' }).click();
    await dialog(page).getByRole('button', { name: 'Restore' }).click();
    await expect(page.locator('.toast', { hasText: /Restored; the data before is kept as/ })).toBeVisible();
    await expect(page.locator('.backups-table tr', { hasText: 'before a restore' })).toHaveCount(1);
    await page.goto(`${url}#/events`);
    await expect(page.getByRole('cell', { name: 'Thursday Open' })).toBeVisible();
    const rounds = await call<unknown[]>(page.request, url, 'rounds.list', { eventId: id });
    expect(rounds).toHaveLength(1);

    // A backup taken by hand.
    await page.goto(`${url}#/backups`);
    await page.locator('input[name=backup-label]').fill('before the prize-giving');
    await page.getByRole('button', { name: 'Take a backup' }).click();
    await expect(page.locator('.backups-table tr', { hasText: 'before the prize giving' })).toBeVisible();
  });

  test('check-in: the absent get the chosen bye or withdrawal in one step, audited, kept across a reload before applying', async ({ page, url }) => {
    const names = ['Ann Lee', 'Bram de Vries', 'Zoë Ångström', 'Łukasz Wróbel', 'Chidi Okafor', 'Dana Cruz'];
    const id = await swiss(page, url, 'Club night', names);
    await page.goto(`${url}#/events/${id}`);
    await page.getByRole('link', { name: 'Check in for round 1' }).click();
    await expect(page.getByRole('heading', { name: 'Check-in · Club night' })).toBeVisible();
    await page.getByRole('button', { name: 'Everyone is here' }).click();
    // Untick two from the keyboard and the mouse; a reload keeps the ticks.
    await page.getByLabel('Ann Lee is here').uncheck();
    await page.getByLabel('Chidi Okafor is here').uncheck();
    await page.getByLabel('Dana Cruz is here').uncheck();
    await page.getByLabel('Dana Cruz is here').check();
    await page.reload();
    await expect(page.getByText('4 of 6 here · 2 absent')).toBeVisible();
    await page.getByLabel('What Ann Lee gets').selectOption('half');
    await page.locator('select[name=checkin-all]').selectOption('withdraw');
    await page.screenshot({ path: `${shots}/03-check-in.png`, fullPage: true });
    await page.getByRole('button', { name: 'Apply to 2 absent…' }).click();
    await expect(dialog(page)).toContainText('Ann Lee: half-point bye');
    await expect(dialog(page)).toContainText('Chidi Okafor: withdrawal from round 1');
    await dialog(page).getByRole('textbox').fill('snow');
    await dialog(page).getByRole('button', { name: 'Apply to 2 absent' }).click();
    await expect(page.locator('.toast', { hasText: 'Check-in applied: 2 absent in round 1' })).toBeVisible();
    await expect(page.getByText('half-point bye already requested')).toBeVisible();

    const entries = await call<Array<{ name: string; byes: unknown[]; withdrawnRound: number | null }>>(page.request, url, 'entries.list', { eventId: id });
    expect(entries.find((e) => e.name === 'Ann Lee')!.byes).toEqual([{ round: 1, kind: 'half' }]);
    expect(entries.find((e) => e.name === 'Chidi Okafor')!.withdrawnRound).toBe(1);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.locator('.audit-table tr').filter({ has: page.locator('strong', { hasText: /^check-in$/ }) })).toContainText('snow');

    // The pairing that follows leaves them out: four players at two tables, Ann on her half-point bye.
    await page.goto(`${url}#/events/${id}/pairing?round=1`);
    await page.getByRole('button', { name: 'Preview pairing' }).click();
    await expect(page.locator('.pairing-table tbody tr')).toHaveCount(2);
  });

  test('print the round in one click from the dashboard; the Print page keeps its choices in its address', async ({ page, url }) => {
    const id = await swiss(page, url, 'Printing night', ['Ann Lee', 'Bram de Vries', 'Zoë Ångström', 'Łukasz Wróbel']);
    await call(page.request, url, 'rounds.pair', { eventId: id });
    await call(page.request, url, 'rounds.publish', { eventId: id, round: 1 });
    await page.goto(`${url}#/events/${id}`);
    await page.getByRole('link', { name: 'Print round 1' }).click();
    await expect(page.getByRole('heading', { name: /Printing_night-round-1-pack\.pdf · \d+ pages/ })).toBeVisible();
    await expect(page.locator('iframe.pdf-frame')).toBeVisible();
    await expect(page).toHaveURL(/document=round-pack/);
    await expect(page).not.toHaveURL(/make=1/);
    await page.screenshot({ path: `${shots}/04-round-pack.png`, fullPage: true });

    // Choices in the address: change them, reload, they stay.
    await page.getByLabel('US Letter').check();
    await page.getByLabel('Standings').check();
    await expect(page).toHaveURL(/document=standings/);
    await expect(page).toHaveURL(/paper=Letter/);
    await page.reload();
    await expect(page.getByLabel('Standings')).toBeChecked();
    await expect(page.getByLabel('US Letter')).toBeChecked();
    await expect(page.locator('select[name=event]')).toHaveValue(String(id));
  });

  test('the director\'s guide from every screen with ? or F1, and the first-event walkthrough', async ({ page, url }) => {
    const id = await swiss(page, url, 'Help night', ['Ann Lee', 'Bram de Vries']);
    await page.goto(`${url}#/events/${id}`);
    await expect(page.getByRole('heading', { name: 'Help night' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(dialog(page).getByRole('heading', { name: 'Help · Event' })).toBeVisible();
    await expect(dialog(page)).toContainText('Check in');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // Typing ? in a field types it; F1 opens help anywhere.
    await page.getByRole('combobox').fill('?');
    await expect(dialog(page)).toBeHidden();
    for (const [path, title] of [['/events', 'Events'], [`/events/${id}/settings`, 'Settings'], [`/events/${id}/check-in`, 'Check-in'], ['/backups', 'Backups'], ['/print', 'Print']]) {
      await page.goto(`${url}#${path}`);
      await page.locator('main').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('F1');
      await expect(dialog(page).getByRole('heading', { name: `Help · ${title}` })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await page.keyboard.press('?');
    await dialog(page).getByRole('link', { name: 'Your first event, step by step' }).click();
    await expect(page.getByRole('heading', { name: 'Your first event, step by step' })).toBeVisible();
    await expect(page.locator('.guide-steps li')).toHaveCount(11);
    await page.screenshot({ path: `${shots}/05-guide.png`, fullPage: true });
  });
});
