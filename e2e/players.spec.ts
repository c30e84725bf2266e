/**
 * Issue 21, players as a federation keeps them, through the UI against a real `td serve`: a rating
 * list previewed before anything is written, then imported (updating, not adding); the player page
 * with ratings per game; a merge of two records and its undo.
 */
import { expect, test, callFrom as call } from './fixtures/server';

test('a rating list is previewed (nothing written), then imported as updates; the player page shows ratings per game', async ({ page, url }) => {
  const ann = await call<{ id: number }>(page.request, url, 'players.create', { name: 'Lukasz Wrobel', club: 'Krakow', contact: 'l@example.org' });
  await page.goto(`${url}#/players`);
  const list = 'fed_id,name,club,rating_othello,rating_onino\nPOL-1,Łukasz Wróbel,Kraków,1710,1550\nPOL-2,Zoë Ångström,Malmö,1840,\n';
  await page.getByTestId('import-csv').setInputFiles({ name: 'federation.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: 'federation.csv: what the import would do' })).toBeVisible();
  await expect(preview).toContainText('Nothing is written yet: 1 to add, 1 to update, 0 left alone (already as given), 0 in conflict (left out).');
  await expect(preview.locator('tr', { hasText: 'Zoë Ångström' })).toContainText('3');
  await expect(preview.locator('tr', { hasText: `#${ann.id} Lukasz Wrobel` })).toContainText('rating_othello: — → 1710');
  // Cancelled: nothing was written.
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('1 of 1')).toBeVisible();
  expect(await call<unknown[]>(page.request, url, 'ratings.list', { game: 'othello' })).toEqual([]);

  await page.getByTestId('import-csv').setInputFiles({ name: 'federation.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
  await preview.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(page.locator('.toast', { hasText: 'Imported 1 player from federation.csv, updated 1' })).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
  // Undone from the same panel, then imported again.
  await page.getByRole('button', { name: 'Undo this import' }).click();
  await expect(page.getByText('1 of 1')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Lukasz Wrobel', exact: true })).toBeVisible();
  await page.getByTestId('import-csv').setInputFiles({ name: 'federation.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
  await preview.getByRole('button', { name: 'Import 2 changes' }).click();
  await expect(page.getByText('2 of 2')).toBeVisible();

  // Federation fields on demand.
  await expect(page.getByRole('columnheader', { name: 'Fed. id' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Federation fields' }).check();
  await expect(page.locator('tbody tr', { hasText: 'Łukasz Wróbel' })).toContainText('POL-1');

  // The player page: ratings per game, kept contact, no events yet.
  await page.locator('tbody tr', { hasText: 'Łukasz Wróbel' }).getByRole('link', { name: 'Page' }).click();
  await expect(page.getByRole('heading', { name: 'Łukasz Wróbel', level: 1 })).toBeVisible();
  const ratings = page.getByTestId('player-ratings');
  await expect(ratings.locator('tr', { hasText: 'Othello' })).toContainText('1710');
  await expect(ratings.locator('tr', { hasText: 'Onino' })).toContainText('1550');
  await expect(page.getByText('l@example.org')).toBeVisible();
  await expect(page.getByText('Not entered in any event.')).toBeVisible();
});

test('two records of one person are merged from the players page, shown on the player page, and un-merged', async ({ page, url }) => {
  const api = <T = unknown>(method: string, input: unknown) => call<T>(page.request, url, method, input);
  const keep = await api<{ id: number }>('players.create', { name: 'Zoë Ångström', club: 'Malmö' });
  const dup = await api<{ id: number }>('players.create', { name: 'zoe angstrom', club: 'MALMO', allowDuplicate: true });
  const bob = await api<{ id: number }>('players.create', { name: 'Bob Ray' });
  const ev = await api<{ id: number }>('tournaments.create', { name: 'Autumn RR', game: 'othello', format: 'round-robin' });
  for (const id of [dup.id, bob.id]) await api('events.register', { eventId: ev.id, playerId: id });
  await api('rounds.pair', { eventId: ev.id });

  await page.goto(`${url}#/players`);
  await expect(page.getByRole('heading', { name: 'Possible duplicates' })).toBeVisible();
  await page.getByRole('button', { name: `Merge #${dup.id} into #${keep.id}…` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('typed twice at the door');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(`Merged zoe angstrom (#${dup.id}) into Zoë Ångström (#${keep.id}).`)).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
  // Undone from the same page: the second record is back, with its registration.
  await page.getByRole('button', { name: 'Undo the merge' }).click();
  await expect(page.getByText('3 of 3')).toBeVisible();
  expect((await api<{ registrations: Array<{ name: string }> }>('events.get', { id: ev.id })).registrations.map((r) => r.name).sort()).toEqual(['Bob Ray', 'zoe angstrom']);

  // Merged again: the kept player's page now holds the event and the game of the merged record.
  await page.getByRole('button', { name: `Merge #${dup.id} into #${keep.id}…` }).click();
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('2 of 2')).toBeVisible();
  await page.locator('tbody tr', { hasText: 'Zoë Ångström' }).getByRole('link', { name: 'Page' }).click();
  await expect(page.getByTestId('player-events')).toContainText('Autumn RR');
  await expect(page.getByTestId('player-games').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('player-games')).toContainText('Bob Ray');
});

test('search ignores accents and case in the late-entry picker: a typed name finds the club member, not a new player', async ({ page, url }) => {
  const api = <T = unknown>(method: string, input: unknown) => call<T>(page.request, url, method, input);
  for (const name of ['Ann Lee', 'Bob Ray', 'Zoë Ångström']) await api('players.create', { name });
  const ev = await api<{ id: number }>('tournaments.create', { name: 'Late Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3 });
  for (const p of (await api<Array<{ id: number; name: string }>>('players.list', {})).filter((x) => x.name !== 'Zoë Ångström')) await api('events.register', { eventId: ev.id, playerId: p.id });
  await page.goto(`${url}#/events/${ev.id}/entries`);
  await page.locator('input[name=late-name]').fill('ZOE ANGSTROM');
  // The club list, accents and case aside: Enter picks the highlighted match.
  await expect(page.getByRole('option', { name: /Zoë Ångström/ })).toBeVisible();
  await page.locator('input[name=late-name]').press('Enter');
  await expect(page.getByText('Zoë Ångström enters')).toBeVisible();
  expect((await api<unknown[]>('players.list', {})).length).toBe(3);
});

test('a pair kept apart on the Entries screen is honoured by the Dutch pairing and named in its preview', async ({ page, url }) => {
  const api = <T = unknown>(method: string, input: unknown) => call<T>(page.request, url, method, input);
  // The Dutch system (a new Othello Swiss pairs by PAPP unless told).
  const ev = await api<{ id: number }>('tournaments.create', { name: 'Family Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3, settings: { swissSystem: 'dutch' } });
  for (const [i, name] of ['Ann Lee', 'Bob Ray', 'Cat Lee', 'Dan Oak'].entries()) {
    const p = await api<{ id: number }>('players.create', { name, rating: 2000 - 100 * i });
    await api('events.register', { eventId: ev.id, playerId: p.id });
  }
  await page.goto(`${url}#/events/${ev.id}/entries`);
  const card = page.getByTestId('forbidden-pairs');
  await card.locator('select[name=forbid-a]').selectOption({ label: 'Ann Lee' });
  await card.locator('select[name=forbid-b]').selectOption({ label: 'Cat Lee' });
  await card.locator('input[name=forbid-why]').fill('family');
  await card.getByRole('button', { name: 'Keep apart' }).click();
  await expect(card).toContainText('Ann Lee and Cat Lee (family)');

  await page.goto(`${url}#/events/${ev.id}/pairing`);
  await page.getByRole('button', { name: 'Preview pairing' }).click();
  await expect(page.locator('.warnings')).toContainText('Ann Lee and Cat Lee are kept apart (family)');
  // Without the constraint 1-3 (Ann-Cat) would meet on board 1; kept apart, Ann meets Dan.
  await page.getByRole('button', { name: 'Publish round 1' }).click();
  await expect(page.locator('.toast', { hasText: 'Round 1 published' })).toBeVisible();
  const round = await api<{ pairings: Array<{ kind: string; a: { name: string }; b: { name: string } }> }>('rounds.get', { eventId: ev.id, round: 1 });
  expect(round.pairings.filter((p) => p.kind === 'match').map((p) => [p.a.name, p.b.name].sort().join('-')).sort()).toEqual(['Ann Lee-Dan Oak', 'Bob Ray-Cat Lee']);
});

test('a deleted player is put back from the players page, ratings and all (issue 16: every destructive action reversible)', async ({ page, url }) => {
  const zoe = await call<{ id: number }>(page.request, url, 'players.create', { name: 'Zoë Ångström', club: 'Malmö' });
  await call(page.request, url, 'players.setRating', { id: zoe.id, game: 'othello', rating: 1910, reason: 'federation list' });
  await page.goto(`${url}#/players`);
  page.once('dialog', (d) => void d.accept());
  await page.locator('tr', { hasText: 'Zoë Ångström' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted Zoë Ångström.' })).toBeVisible();
  await expect(page.locator('tr', { hasText: 'Zoë Ångström' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo the deletion' }).click();
  await expect(page.locator('tr', { hasText: 'Zoë Ångström' })).toHaveCount(1);
  const profile = await call<{ ratings: Array<{ game: string; rating: number }> }>(page.request, url, 'players.profile', { id: zoe.id });
  expect(profile.ratings).toEqual(expect.arrayContaining([expect.objectContaining({ game: 'othello', rating: 1910 })]));
});
