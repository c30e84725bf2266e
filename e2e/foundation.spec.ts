import { expect, test } from './fixtures/server';

const roll = 'name,club,rating\nZoë Ångström,Malmö,1840\nŁukasz Wróbel,Kraków,1710\n李雷,北京,2010\n';

test('a director adds players, imports a CSV, creates an event, registers players, and finds it all after a restart', async ({ page, server, url }) => {
  await page.goto(`${url}#/players`);
  await expect(page.getByRole('heading', { name: 'Players' })).toBeVisible();

  // Inline validation before anything is sent.
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('must not be empty');
  await page.locator('input[name=name]').fill('Ann Lee');
  await page.locator('input[name=rating]').fill('lots');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByText('must be a number')).toBeVisible();
  await page.locator('input[name=rating]').fill('1500');
  await page.locator('input[name=club]').fill('Home club');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: 'Ann Lee' })).toBeVisible();

  await page.getByTestId('import-csv').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(roll, 'utf8') });
  await page.getByRole('button', { name: 'Import 3 changes' }).click(); // after the preview (issue 21)
  await expect(page.getByText('Imported 3 players from members.csv')).toBeVisible();
  for (const name of ['Zoë Ångström', 'Łukasz Wróbel', '李雷']) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // The table sorts and filters.
  await page.getByRole('button', { name: 'Rating' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Ann Lee');
  await page.getByRole('searchbox', { name: 'Filter players' }).fill('Kraków');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.screenshot({ path: 'artifacts/e2e/players.png', fullPage: true });

  await page.getByRole('link', { name: 'Events' }).click();
  await page.locator('form input[name=name]').fill('Autumn Open');
  await page.locator('select[name=game]').selectOption('othello');
  await page.locator('select[name=format]').selectOption('round-robin');
  await page.locator('input[name=startDate]').fill('2026-11-21');
  await page.locator('input[name=venue]').fill('Café Noir');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { name: 'Autumn Open' })).toBeVisible();

  // Search-as-you-type registration, from the keyboard.
  const search = page.getByRole('combobox');
  for (const typed of ['zoe', 'lukasz', '李', 'ann']) {
    await search.fill(typed);
    await expect(page.getByRole('option').first()).toBeVisible();
    await search.press('Enter');
    await expect(search).toHaveValue('');
  }
  await expect(page.getByRole('heading', { name: 'Registered players (4)' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/e2e/event.png', fullPage: true });

  await server.stop();
  const again = await server.start();
  await page.goto(`${again}#/events`);
  await expect(page.getByRole('cell', { name: 'Autumn Open' })).toBeVisible();
  await page.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: 'Registered players (4)' })).toBeVisible();
  for (const name of ['Zoë Ångström', 'Łukasz Wróbel', '李雷', 'Ann Lee']) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Players' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(4);
});

test('another screen updates live when data changes', async ({ browser, url }) => {
  const projector = await browser.newPage();
  await projector.goto(`${url}#/players`);
  await expect(projector.getByText('No players yet')).toBeVisible();
  const desk = await browser.newPage();
  await desk.goto(`${url}#/players`);
  await desk.locator('input[name=name]').fill('Late Entry');
  await desk.keyboard.press('Enter');
  await expect(projector.getByRole('cell', { name: 'Late Entry' })).toBeVisible();
});
