/**
 * Issue 16, the director's desk: each defect found on a first Swiss evening, proved through the UI in
 * Chromium against a real `td serve`. The API only sets the scene; every check is what the screen shows.
 */
import type { Page } from '@playwright/test';
import { expect, test, callFrom as call } from './fixtures/server';
import { printed } from './support/printed';

interface Scene { url: string; eventId: number; ids: Record<string, number>; api: <T = unknown>(method: string, input: unknown) => Promise<T> }

/** A Swiss of five Othello players; round 1 paired, published and (optionally) played. */
async function swiss(page: Page, url: string, opts: { played?: boolean; names?: string[]; game?: string; options?: object; format?: string } = {}): Promise<Scene> {
  const api = <T = unknown>(method: string, input: unknown) => call<T>(page.request, url, method, input);
  const names = opts.names ?? ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak', 'Eve Fir'];
  const ids: Record<string, number> = {};
  for (const [i, name] of names.entries()) ids[name] = (await api<{ id: number }>('players.create', { name, rating: 2000 - i * 10 })).id;
  const ev = await api<{ id: number }>('tournaments.create', { name: 'Thursday Swiss', game: opts.game ?? 'othello', format: opts.format ?? 'swiss', roundsPlanned: 4, options: opts.options ?? {} });
  for (const id of Object.values(ids)) await api('events.register', { eventId: ev.id, playerId: id });
  return { url, eventId: ev.id, ids, api };
}

async function playRound1(s: Scene): Promise<{ bye: string; boards: Array<{ board: number; a: string; b: string }> }> {
  const r = await s.api<{ round: { pairings: Array<{ kind: string; board: number; a: { name: string }; b: { name: string }; entry: { name: string } }> } }>('rounds.pair', { eventId: s.eventId });
  await s.api('rounds.publish', { eventId: s.eventId, round: 1 });
  const boards = r.round.pairings.filter((p) => p.kind === 'match').map((p) => ({ board: p.board, a: p.a.name, b: p.b.name }));
  return { bye: r.round.pairings.find((p) => p.kind === 'bye')?.entry.name ?? '', boards };
}

test('defect 1: a paired player is withdrawn, never removed; a removal before pairing is audited and undone', async ({ page, url }) => {
  const s = await swiss(page, url);
  const { bye } = await playRound1(s);
  await page.goto(`${url}#/events/${s.eventId}`);
  const row = page.locator('tr', { hasText: bye });
  await expect(row.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Withdraw…' }).click();
  await expect(page.getByRole('heading', { name: `Withdraw ${bye}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason (audit log)' }).last().fill('went home');
  await page.getByRole('button', { name: 'Withdraw…' }).last().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.locator('tr', { hasText: bye }).locator('.state-chip')).toHaveText('withdrawn');
  // Standings keep her with her bye point.
  await page.goto(`${url}#/events/${s.eventId}/standings?round=1`);
  await expect(page.locator('tbody tr', { hasText: bye })).toContainText('withdrawn');

  // A late entry not yet paired can be removed: audited, and undone from the dashboard.
  await s.api('entries.lateEntry', { eventId: s.eventId, name: 'Fay Elm' });
  await page.goto(`${url}#/events/${s.eventId}`);
  await page.locator('tr', { hasText: 'Fay Elm' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('entered by mistake');
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed Fay Elm (kept in the audit log).')).toBeVisible();
  await expect(page.locator('tr', { hasText: 'Fay Elm' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo the removal' }).click();
  await expect(page.locator('tbody tr', { hasText: 'Fay Elm' })).toHaveCount(1);
  await page.goto(`${url}#/events/${s.eventId}/audit`);
  await expect(page.locator('tr', { hasText: 'entry removed' })).toContainText('entered by mistake');
  await expect(page.locator('tr', { hasText: 'entry restored' })).toHaveCount(1);
});

test('defect 16: a withdrawn player shows no "Withdraw…" and is reinstated, audited', async ({ page, url }) => {
  const s = await swiss(page, url);
  await s.api('entries.withdraw', { eventId: s.eventId, entry: String(s.ids['Dan Oak']), fromRound: 1, reason: 'ill' });
  await page.goto(`${url}#/events/${s.eventId}/entries`);
  const row = page.locator('tr', { hasText: 'Dan Oak' });
  await expect(row.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'Reinstate Dan Oak' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('back from the doctor');
  await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
  await expect(row.locator('.state-chip')).toHaveText('playing');
  await expect(row.getByRole('button', { name: 'Withdraw Dan Oak' })).toBeVisible();
  await page.goto(`${url}#/events/${s.eventId}/audit`);
  await expect(page.locator('tr', { hasText: 'reinstate' })).toContainText('back from the doctor');
});

test('defect 8: late entry defaults to the next round to be paired; a refusal names the round', async ({ page, url }) => {
  const s = await swiss(page, url);
  const { boards } = await playRound1(s);
  for (const b of boards) await s.api('results.set', { eventId: s.eventId, round: 1, board: b.board, winner: 'a', score: { a: 40, b: 24 } });
  await s.api('rounds.pair', { eventId: s.eventId });
  await page.goto(`${url}#/events/${s.eventId}/entries`);
  await expect(page.getByRole('spinbutton', { name: 'Plays from round' })).toHaveValue('3');
  await page.getByRole('combobox', { name: /Player/ }).fill('Gus Ash');
  await page.getByRole('button', { name: 'Enter late' }).click();
  await expect(page.locator('tr', { hasText: 'Gus Ash' })).toContainText('round 3');
  await page.getByRole('combobox', { name: /Player/ }).fill('Hal Yew');
  await page.getByRole('spinbutton', { name: 'Plays from round' }).fill('1');
  await page.getByRole('button', { name: 'Enter late' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'rounds 1, 2 are already paired: enter from round 3' })).toBeVisible();
});

test('defects 7, 9, 11, 12: duplicates on add and import, merge and un-merge, bulk actions, the import report, accent-blind filter, plain messages', async ({ page, url }) => {
  await page.goto(`${url}#/players`);
  const csv = 'name,club,rating\nŁukasz Wróbel,Kraków,1710\nZoë Ångström,Malmö,1840\n';
  const upload = (name: string, text: string) => page.getByTestId('import-csv').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload('club.csv', csv);
  await page.getByRole('button', { name: 'Import 2 changes' }).click(); // after the preview (issue 21)
  await expect(page.getByText('Filter players')).toBeVisible();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await upload('club.csv', csv);
  await expect(page.getByRole('heading', { name: 'club.csv: what the import would do' })).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: 'Kraków' })).toHaveCount(2); // the preview's row and the player's
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('2 of 2')).toBeVisible();

  // Every CSV problem, with line and column, in a panel that stays.
  await upload('bad.csv', 'name,rating\n,1500\nAnn,abc\nBob,99999\n');
  const report = page.locator('.import-report');
  await expect(report.getByRole('heading', { name: 'bad.csv was not imported' })).toBeVisible();
  await expect(report.locator('tbody tr')).toHaveCount(3);
  await expect(report.locator('tbody tr').nth(1)).toContainText('3rating"abc" is not a number');
  await page.waitForTimeout(9000);
  await expect(report.locator('tbody tr')).toHaveCount(3);
  await report.getByRole('button', { name: 'Close' }).click();

  // Accent- and case-blind filter.
  await page.getByRole('searchbox', { name: 'Filter players' }).fill('wrobel');
  await expect(page.getByText('1 of 2')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter players' }).fill('ZOE');
  await expect(page.getByText('1 of 2')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Filter players' }).fill('');

  // Plain language, never zod's wording.
  await page.getByRole('textbox', { name: 'Name' }).fill('Ann Lee');
  await page.getByRole('textbox', { name: 'Rating' }).fill('abc');
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByText('must be a number')).toBeVisible();
  await expect(page.getByText(/expected|received|Invalid input/)).toHaveCount(0);
  // No silent cut at 100 characters: the limit is said in words.
  await page.getByRole('textbox', { name: 'Rating' }).fill('');
  await page.getByRole('textbox', { name: 'Name' }).fill('A'.repeat(120));
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByText('must be at most 100 characters')).toBeVisible();

  // The same name and club again: asked, then added as another record; then merged and un-merged.
  await page.getByRole('textbox', { name: 'Name' }).fill('lukasz wrobel');
  await page.getByRole('textbox', { name: 'Club' }).fill('KRAKOW');
  await page.getByRole('button', { name: 'Add player' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('is already in the players list');
  await dialog.getByRole('button', { name: 'Add anyway (another person)' }).click();
  await expect(page.getByText('3 of 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Possible duplicates' })).toBeVisible();

  // Bulk: tick both Łukasz records, register them in an event, merge is refused there? No: merge first.
  const ev = await call<{ id: number }>(page.request, url, 'tournaments.create', { name: 'Spring Swiss', game: 'othello', format: 'swiss' });
  await page.reload();
  await page.getByRole('checkbox', { name: 'Select lukasz wrobel' }).check();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'Register in' }).selectOption({ label: 'Spring Swiss' });
  await page.getByRole('button', { name: 'Register selected' }).click();
  await expect(page.locator('.toast', { hasText: 'Registered 1 player in Spring Swiss' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select Łukasz Wróbel' }).check();
  await page.getByRole('checkbox', { name: 'Select lukasz wrobel' }).check();
  await page.getByRole('button', { name: 'Merge the two selected…' }).click();
  await dialog.getByRole('textbox').fill('typed twice');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText(/Merged lukasz wrobel \(#\d+\) into Łukasz Wróbel/)).toBeVisible();
  await expect(page.getByText('2 of 2')).toBeVisible();
  const detail = await call<{ registrations: Array<{ name: string }> }>(page.request, url, 'events.get', { id: ev.id });
  expect(detail.registrations.map((r) => r.name)).toEqual(['Łukasz Wróbel']);
  await page.getByRole('button', { name: 'Undo the merge' }).click();
  await expect(page.getByText('3 of 3')).toBeVisible();
  const undone = await call<{ registrations: Array<{ name: string }> }>(page.request, url, 'events.get', { id: ev.id });
  expect(undone.registrations.map((r) => r.name)).toEqual(['lukasz wrobel']);
});

/** The text of the PDF the Print page makes (the screen's own request, read back). */
const printedText = async (page: Page): Promise<string> => (await printed(page)).text;

test('defect 2: an Onino doubles event forms its pairs on the Entries screen', async ({ page, url }) => {
  const s = await swiss(page, url, { game: 'onino', options: { mode: 'doubles' }, names: ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak'] });
  await page.goto(`${url}#/events/${s.eventId}/entries`);
  await expect(page.getByText('4 registered players not yet in a pair.')).toBeVisible();
  for (const [a1, a2] of [['Ann Lee', 'Bob Ray'], ['Cat Sun', 'Dan Oak']]) {
    await page.getByRole('combobox', { name: 'Seat A1' }).selectOption({ label: a1! });
    await page.getByRole('combobox', { name: 'Seat A2' }).selectOption({ label: a2! });
    await page.getByRole('button', { name: 'Enter the pair' }).click();
    await expect(page.locator('tr', { hasText: `${a1} / ${a2}` })).toContainText(`(A1 ${a1}, A2 ${a2})`);
  }
  await expect(page.getByText('Every registered player is in a pair.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entries (2)' })).toBeVisible();
});

test('defects 3 and 5: standings and the printed standings default to the last complete round, say "during" and name the tables still playing; a game record names its players', async ({ page, url }) => {
  const s = await swiss(page, url, { names: ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak'] });
  const { boards } = await playRound1(s);
  const game = await s.api<{ id: number }>('games.create', { game: 'othello', title: 't1', eventId: s.eventId });
  await s.api('results.fromGame', { eventId: s.eventId, round: 1, board: 1, gameId: game.id });
  await page.goto(`${url}#/events/${s.eventId}/standings`);
  await expect(page.getByRole('heading', { name: 'Standings during round 1' })).toBeVisible();
  await expect(page.getByText(/Round 1 is still being played: tables 1, 2 have no result yet/)).toBeVisible();
  for (const [i, action] of 'd3 c3 b3 d2 e1 d6 d7 e3 f4'.split(' ').entries()) await s.api('games.append', { id: game.id, expectedSeq: i, action, audience: 'director' });
  await s.api('results.sync', { eventId: s.eventId });
  await s.api('results.set', { eventId: s.eventId, round: 1, board: 2, winner: 'a', score: { a: 40, b: 24 } });
  await s.api('rounds.pair', { eventId: s.eventId });
  await s.api('rounds.publish', { eventId: s.eventId, round: 2 });
  await s.api('results.set', { eventId: s.eventId, round: 2, board: 1, winner: 'a', score: { a: 40, b: 24 } });
  await page.goto(`${url}#/events/${s.eventId}/standings`);
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  await page.getByRole('link', { name: 'Print standings' }).click();
  expect(await printedText(page)).toContain('Standings after round 1');
  await page.locator('select[name=round]').selectOption('2');
  const during = await printedText(page);
  expect(during).toContain('Standings during round 2');
  expect(during).toContain('still playing: table 2');
  // The projector too.
  await page.goto(`${url}#/projector`);
  await expect(page.getByRole('heading', { name: 'Thursday Swiss: standings after round 1' })).toBeVisible();

  await page.goto(`${url}#/print?document=game-record&gameId=${game.id}`);
  const record = await printedText(page);
  for (const text of ['Thursday Swiss', 'Round 1', 'Table 1', boards[0]!.a, boards[0]!.b]) expect(record).toContain(text);
});

test('defect 4: an undo on a finished board warns and names the later rounds; the dashboard asks for a decision until it is taken', async ({ page, url }) => {
  const s = await swiss(page, url, { names: ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak'] });
  await playRound1(s);
  const game = await s.api<{ id: number }>('games.create', { game: 'othello', title: 't1', eventId: s.eventId });
  await s.api('results.fromGame', { eventId: s.eventId, round: 1, board: 1, gameId: game.id });
  for (const [i, action] of 'd3 c3 b3 d2 e1 d6 d7 e3 f4'.split(' ').entries()) await s.api('games.append', { id: game.id, expectedSeq: i, action, audience: 'director' });
  await s.api('results.sync', { eventId: s.eventId });
  await s.api('results.set', { eventId: s.eventId, round: 1, board: 2, winner: 'a', score: { a: 40, b: 24 } });
  await s.api('rounds.pair', { eventId: s.eventId });
  await s.api('rounds.publish', { eventId: s.eventId, round: 2 });

  await page.goto(`${url}#/games/${game.id}`);
  await page.getByRole('button', { name: 'Undo last action…' }).click();
  const undo = page.getByRole('dialog');
  await expect(undo).toContainText('this game\'s result is in Thursday Swiss (round 1, table 1) and fed the pairing of round 2');
  await undo.getByRole('textbox').fill('f4 was played on f5');
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('[data-seq="8"]')).toBeVisible();

  await page.goto(`${url}#/events/${s.eventId}`);
  const item = page.locator('.decisions li', { hasText: 'Round 1 table 1' });
  await expect(item).toContainText('the board is being played again, the event holds 1-0 64-0 (round 2 paired on it)');
  await item.getByRole('link', { name: 'Confirm or correct' }).click();
  await page.getByRole('button', { name: 'Keep the event\'s result…' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('the arbiter saw the final position');
  await page.getByRole('dialog').getByRole('button', { name: 'Keep the event\'s result' }).click();
  await expect(page.getByRole('heading', { name: 'Board and result disagree' })).toHaveCount(0);
  await page.goto(`${url}#/events/${s.eventId}`);
  await expect(page.locator('.decisions li', { hasText: 'Round 1 table 1' })).toHaveCount(0);
});

test('defect 6: the grid takes its own hint forms, a forfeit without discs shown +/- in the cross-table, and asks before losing a typed result', async ({ page, url }) => {
  const s = await swiss(page, url, { names: ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak'] });
  const { boards } = await playRound1(s);
  await page.goto(`${url}#/events/${s.eventId}/results?round=1`);
  const first = page.getByRole('textbox', { name: /Result, table 1/ });
  const second = page.getByRole('textbox', { name: /Result, table 2/ });
  await first.fill('½ (32-32)');
  await first.press('Enter');
  await expect(first).toHaveValue('½ 32-32');
  await second.fill('0-1 ff');
  await second.press('Enter');
  // Its consequence is said and asked first (issue 44): the forfeiter leaves the event.
  const forfeit = page.getByRole('dialog');
  await expect(forfeit).toContainText('Record a forfeit at table 2?');
  await expect(forfeit).toContainText('withdrawn');
  await forfeit.getByRole('button', { name: 'Record the forfeit' }).click();
  // A typed forfeit takes the one forfeit path (issue 20, R-ONI-21): the table shows who forfeited.
  // `0-1`: the first-named player of table 2 forfeits.
  await expect(page.locator('tbody tr', { hasText: boards[1]!.b })).toContainText(`forfeit by ${boards[1]!.a}`);
  await expect(page.getByRole('heading', { name: 'Round 1 · 1 of 1 result' })).toBeVisible();

  await page.getByRole('link', { name: 'Cross-table' }).click();
  const loser = page.locator('tbody tr', { hasText: boards[1]!.a });
  await expect(loser.locator('.cross-cell .is-forfeit')).toHaveText('-');
  await expect(page.locator('tbody tr', { hasText: boards[1]!.b }).locator('.cross-cell .is-forfeit')).toHaveText('+');
  await page.getByRole('link', { name: 'Standings' }).click();
  await expect(page.getByRole('heading', { name: 'Standings after round 1' })).toBeVisible();
  // Disc tie-break: the forfeit adds no discs.
  const standings = await s.api<{ rows: Array<{ name: string; values: { gameScore: number } }> }>('standings.get', { eventId: s.eventId });
  expect(standings.rows.find((r) => r.name === boards[1]!.b)!.values.gameScore).toBe(0);

  // A typed result not yet saved is not lost by switching screens.
  await s.api('rounds.pair', { eventId: s.eventId });
  await s.api('rounds.publish', { eventId: s.eventId, round: 2 });
  await page.goto(`${url}#/events/${s.eventId}/results?round=2`);
  const r2 = page.getByRole('textbox', { name: /Result, table 1/ });
  await r2.fill('40-24');
  await page.getByRole('link', { name: 'Standings' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Not saved yet: table 1: "40-24"');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(r2).toHaveValue('40-24');
  await r2.press('Enter');
  // The forfeit withdrew Dan Oak from round 2 (the event's forfeit policy): one table and a bye.
  await expect(page.getByRole('heading', { name: 'Round 2 · 1 of 1 result' })).toBeVisible();
  await page.getByRole('link', { name: 'Standings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Standings after round 2' })).toBeVisible();
});

test('defect 10: a 100-character name stays inside the pairing card and keeps "(black)" on the round sheet', async ({ page, url }) => {
  // A long unbroken surname (transliterated names can be) on a laptop-sized window.
  const long = 'Maximiliana Konstantinopoulouwolkensteinhohenzollernsigmaringentrauttmansdorffs von Hohenlohe';
  expect(long.length).toBeLessThanOrEqual(100);
  await page.setViewportSize({ width: 1024, height: 768 });
  const s = await swiss(page, url, { names: [long, 'Bob Ray', 'Cat Sun', 'Dan Oak'] });
  await playRound1(s);
  await page.goto(`${url}#/events/${s.eventId}/pairing?round=1`);
  await expect(page.locator('.pairing-table')).toContainText('trauttmansdorffs');
  const box = await page.locator('.pairing-table').evaluate((t) => {
    const card = t.closest('.card')!.getBoundingClientRect();
    return { table: t.getBoundingClientRect().right, card: card.right, page: t.ownerDocument.documentElement.scrollWidth, view: t.ownerDocument.documentElement.clientWidth };
  });
  expect(box.table).toBeLessThanOrEqual(box.card + 1);
  expect(box.page).toBeLessThanOrEqual(box.view);
  await page.goto(`${url}#/print?event=${s.eventId}&document=round-sheet&round=1`);
  const sheet = await printedText(page);
  expect((sheet.match(/\((black|white)\)/g) ?? []).length).toBe(4);
});

test('defect 16: the forfeit dialog says what the policy will do, and the sanctions list says where', async ({ page, url }) => {
  const s = await swiss(page, url, { names: ['Ann Lee', 'Bob Ray', 'Cat Sun', 'Dan Oak'] });
  const { boards } = await playRound1(s);
  const b = boards[1]!;
  await page.goto(`${url}#/events/${s.eventId}/sanctions`);
  await page.getByText('Forfeit', { exact: true }).click();
  const player = page.getByRole('combobox', { name: 'Player' });
  await player.selectOption({ label: (await player.locator('option', { hasText: b.a }).textContent())!.trim() });
  await page.getByRole('textbox', { name: 'Reason' }).fill('did not come');
  await page.getByRole('button', { name: 'Record forfeit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${b.a} forfeits round 1, table ${b.board} against ${b.b}. ${b.b} scores 1 point, ${b.a} 0 points. ${b.a} is withdrawn from round 2 on`);
  await dialog.getByRole('button', { name: 'Record the forfeit' }).click();
  await expect(page.locator('tbody tr', { hasText: 'did not come' })).toContainText(`table ${b.board}`);
});
