/**
 * Issue 44, what a Swiss-Manager or Vega user expects, through real pages on `td serve`: the Exchange
 * screen (exports downloaded, the WOF refusal naming the players, a TRF and a league season read back
 * in), the starting and entry lists and one round's match cards several to a page from the Print screen,
 * the round-by-round rank table, and the dashboard's finalise prompt after the last round (undone
 * again). Each screen is also opened in French, Japanese and Spanish.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, serverPerFile, callApi } from './fixtures/server';

type Round = { round: { pairings: Array<{ kind: string; board?: number }> } };

/** A four-player Othello Swiss of `rounds` rounds, every round paired and every result in. */
async function swiss(url: string, name: string, rounds: number) {
  const api = <T = unknown>(method: string, input: unknown) => callApi<T>(url, method, input);
  const event = await api<{ id: number }>('tournaments.create', { name, game: 'othello', format: 'swiss', roundsPlanned: rounds });
  for (const player of ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak']) await api('events.register', { eventId: event.id, playerId: (await api<{ id: number }>('players.create', { name: `${player} ${name}` })).id });
  for (let round = 1; round <= rounds; round++) {
    const paired = await api<Round>('rounds.pair', { eventId: event.id });
    await api('rounds.publish', { eventId: event.id, round });
    for (const p of paired.round.pairings) if (p.kind === 'match') await api('results.set', { eventId: event.id, round, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
  }
  return event.id;
}

/** A six-team league with its fixtures (three matches a round). */
async function league(url: string) {
  const api = <T = unknown>(method: string, input: unknown) => callApi<T>(url, method, input);
  const { eventId } = await api<{ eventId: number }>('teams.createEvent', { name: 'Town league', game: 'othello', format: 'round-robin', boards: 2 });
  for (const team of ['Red', 'Blue', 'Gold', 'Jade', 'Plum', 'Teal']) {
    await api('teams.addTeam', { eventId, name: team });
    const ids = [];
    for (const i of [1, 2]) ids.push((await api<{ id: number }>('players.create', { name: `${team} ${i}`, allowDuplicate: true })).id);
    await api('teams.addPlayers', { eventId, team, playerIds: ids });
  }
  await api('teams.makeFixtures', { eventId, dates: ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02'] });
  return eventId;
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

const server = serverPerFile();

test('the Exchange screen: TRF and JSON downloaded, the WOF refusal names the players, a TRF and a season read back in', async ({ page }) => {
  test.setTimeout(120_000);
  const eventId = await swiss(server.url, 'Exchange Swiss', 1);
  await page.goto(`${server.url}#/exchange?event=${eventId}`);
  await expect(page.getByRole('heading', { name: 'Exchange', exact: true })).toBeVisible();
  const trf = await downloaded(page, () => page.getByTestId('export-trf').click());
  expect(trf.name).toMatch(/\.trf$/);
  expect(trf.text).toContain('012 Exchange Swiss');
  expect(trf.text).toContain('Ann Lee Exchange Swiss');
  const json = await downloaded(page, () => page.getByTestId('export-json').click());
  expect(JSON.parse(json.text).format).toBe('club-td-event');
  // WOF needs every player's federation id: the refusal names them.
  await page.getByTestId('export-wof').click();
  await expect(page.locator('.error-note')).toContainText('Ann Lee Exchange Swiss');
  await expect(page.locator('.error-note')).toContainText('Dan Oak Exchange Swiss');

  // The TRF read back in makes a new event with its players and round.
  await page.getByTestId('trf-file').setInputFiles({ name: 'back.trf', mimeType: 'text/plain', buffer: Buffer.from(trf.text) });
  await expect(page.getByTestId('imported')).toContainText('Exchange Swiss');
  await page.getByTestId('imported').getByRole('link').click();
  await expect(page).toHaveURL(/#\/events\/\d+$/);

  // A league season for a club's copy: out, then in as a team event of its own.
  const leagueId = await league(server.url);
  await page.goto(`${server.url}#/exchange?event=${leagueId}`);
  const season = await downloaded(page, () => page.getByTestId('export-season').click());
  expect(season.text).toContain('Town league');
  // Into the same database it is refused in words (the season is already here)...
  await page.getByTestId('season-file').setInputFiles({ name: season.name, mimeType: 'application/json', buffer: Buffer.from(season.text) });
  await expect(page.locator('.error-note')).toContainText('is already in this database');
  // ...and once it is gone from here (a club's own computer has no copy yet), it becomes a team event again.
  await callApi(server.url, 'events.delete', { eventId: leagueId, reason: 'stands in for a club computer without the season' });
  await page.getByTestId('season-file').setInputFiles({ name: season.name, mimeType: 'application/json', buffer: Buffer.from(season.text) });
  await expect(page.getByTestId('imported')).toContainText('Town league');
  await page.getByTestId('imported').getByRole('link').click();
  await expect(page).toHaveURL(/#\/teams\/\d+$/);
});

test('the Print screen: the entry list and starting list, and one round\'s match cards two to a page', async ({ page }) => {
  test.setTimeout(120_000);
  const eventId = await swiss(server.url, 'Print Swiss', 1);
  await page.goto(`${server.url}#/print?document=entry-list&event=${eventId}`);
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(page.locator('.preview-card h2')).toContainText(/entry-list\.pdf · 1 page/);
  await page.goto(`${server.url}#/print?document=starting-list&event=${eventId}`);
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(page.locator('.preview-card h2')).toContainText(/starting-list\.pdf · 1 page/);

  // A league: the rounds offered are its fixtures' rounds; round 2's three cards, two to a page.
  const leagueId = await league(server.url);
  await page.goto(`${server.url}#/print?document=match-card&event=${leagueId}`);
  await expect(page.locator('select[name=round] option')).toHaveCount(6);
  await page.locator('select[name=round]').selectOption('2');
  await page.locator('select[name=perPage]').selectOption('2');
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  await expect(page.locator('.preview-card h2')).toContainText(/match-cards-2\.pdf · 2 pages/);
});

test('the rank table: per round the opponent, first move and result, with score and rank after it', async ({ page }) => {
  const eventId = await swiss(server.url, 'Rank Swiss', 2);
  await page.goto(`${server.url}#/events/${eventId}/rank-table`);
  const table = page.getByTestId('rank-table');
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('thead th')).toHaveText(['Rank', 'No.', 'Name', 'Round 1', 'Round 2']);
  // The leader won both rounds: 2 points after round 2, rank 1.
  await expect(table.locator('tbody tr').first().locator('.rank-after').last()).toHaveText('2 · 1');
  await expect(table.locator('tbody tr').first().locator('.rank-game').first()).toContainText(/\d[●○] 1/);
  await page.locator('select[name=opponentBy]').selectOption('number');
  await expect(table.locator('tbody tr').first().locator('.rank-game').first()).toContainText(/\d[●○] 1/);
});

test('the dashboard after the last round: a finalise prompt, finalised and undone again', async ({ page }) => {
  const eventId = await swiss(server.url, 'Final Swiss', 1);
  await page.goto(`${server.url}#/events/${eventId}`);
  await expect(page.getByTestId('finalise-prompt')).toContainText('The last round is complete');
  await page.getByTestId('finalise-prompt').getByRole('button', { name: 'Finalise…' }).click();
  await page.locator('dialog[open]').getByRole('button', { name: 'Finalise', exact: true }).click();
  await expect(page.getByTestId('finalised-note')).toBeVisible();
  await expect(page.getByTestId('finalise-prompt')).toHaveCount(0);
  await page.getByTestId('finalised-note').getByRole('button', { name: 'Undo finalising…' }).click();
  await page.locator('input[name=confirm-reason]').fill('a result was typed the wrong way round');
  await page.locator('dialog[open]').getByRole('button', { name: 'Undo finalising', exact: true }).click();
  await expect(page.getByTestId('finalise-prompt')).toBeVisible();
  const audit = await callApi<Array<{ action: string; reason: string }>>(server.url, 'audit.list', { eventId });
  expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['finalise', 'reopen']));
});

for (const [lang, words] of Object.entries({
  fr: { exchange: 'Échanges', rank: 'Grille par ronde', finalise: 'La dernière ronde est terminée', entryList: 'Liste des inscrits' },
  ja: { exchange: 'データ交換', rank: 'ラウンド別順位', finalise: '最終ラウンドが終了しました', entryList: '参加者一覧' },
  es: { exchange: 'Intercambio', rank: 'Tabla por rondas', finalise: 'La última ronda ha terminado', entryList: 'Lista de inscritos' },
})) {
  test(`the new screens speak ${lang}`, async ({ page }) => {
    const eventId = await swiss(server.url, `Lang ${lang}`, 1);
    await page.goto(`${server.url}?lang=${lang}#/exchange?event=${eventId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.exchange);
    await page.goto(`${server.url}?lang=${lang}#/events/${eventId}/rank-table`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(words.rank);
    await page.goto(`${server.url}?lang=${lang}#/events/${eventId}`);
    await expect(page.getByTestId('finalise-prompt')).toContainText(words.finalise);
    await page.goto(`${server.url}?lang=${lang}#/print?event=${eventId}`);
    await expect(page.locator('.doc-option', { hasText: words.entryList })).toBeVisible();
  });
}
