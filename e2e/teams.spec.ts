/**
 * Issue 23, a team league night in the UI against a real `td serve`: a league season created on the
 * Team events screen, teams and squads, the fixtures made from the match nights, a match postponed,
 * a match card entered board by board (a line-up breaking the board order refused and named), the
 * table with a match in hand, and the last change undone.
 */
import { expect, test, callFrom as call } from './fixtures/server';

test('a league night: teams and squads, fixtures, a postponement, a match card board by board, the table with a match in hand, undo', async ({ page, url }) => {
  const teams = ['Rooks', 'Corners', 'Edges', 'Parity'];
  const ids: Record<string, number> = {};
  for (const t of teams) for (const n of [1, 2]) ids[`${t}${n}`] = (await call<{ id: number }>(page.request, url, 'players.create', { name: `${t} player ${n}`, club: t })).id;

  await page.goto(`${url}#/teams`);
  const form = page.getByTestId('new-team-event');
  await form.locator('input[name=name]').fill('Winter league');
  await form.locator('select[name=game]').selectOption('othello');
  await form.locator('select[name=format]').selectOption('league');
  await form.locator('input[name=boards]').fill('2');
  await form.locator('input[name=match-win]').fill('3');
  await form.locator('input[name=narrow]').check();
  await form.getByRole('button', { name: 'Create team event' }).click();
  await expect(page.getByRole('heading', { name: 'Winter league' })).toBeVisible();
  const eventId = Number(/#\/teams\/(\d+)/.exec(page.url())![1]);
  // Opened from the events list, a team event goes to its team screen.
  await page.goto(`${url}#/events/${eventId}`);
  await expect(page).toHaveURL(new RegExp(`#/teams/${eventId}$`));

  for (const t of teams) {
    await page.locator('input[name=team-name]').fill(t);
    await page.locator('input[name=team-club]').fill(`${t} club`);
    await page.locator('input[name=team-venue]').fill(`${t} hall`);
    await page.getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByTestId(`team-${t}`)).toBeVisible();
  }
  // Rooks' squad through the screen, board order as added; the others through the API.
  for (const n of [1, 2]) {
    await page.locator('select[name=player-Rooks]').selectOption(String(ids[`Rooks${n}`]));
    await page.getByTestId('team-Rooks').getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('team-Rooks').locator('ol li')).toHaveCount(n);
  }
  for (const t of teams.slice(1)) await call(page.request, url, 'teams.addPlayers', { eventId, team: t, playerIds: [ids[`${t}1`], ids[`${t}2`]] });
  // A player in two teams is refused, naming the team; the screen offers only players in no team.
  await expect(call(page.request, url, 'teams.addPlayers', { eventId, team: 'Corners', playerIds: [ids.Rooks1] })).rejects.toThrow(/Rooks player 1 is already in team Rooks/);
  await page.reload();
  await expect(page.getByTestId('team-Parity').locator('ol li')).toHaveCount(2);
  await expect(page.locator('select[name=player-Corners] option', { hasText: 'Rooks player 1' })).toHaveCount(0);

  const make = page.getByTestId('make-fixtures');
  await make.locator('input[name=first-night]').fill('2026-09-03');
  await make.locator('input[name=every]').fill('7');
  await make.locator('input[name=nights]').fill('6');
  await make.getByRole('button', { name: 'Make the fixtures' }).click();
  await expect(page.getByTestId('fixtures').locator('tbody tr')).toHaveCount(12);
  await expect(page.getByTestId('fixture-1.1')).toContainText('Rooks hall');

  // Night 1: Rooks v Parity postponed; nothing else waits.
  await page.getByTestId('fixture-1.1').getByRole('button', { name: 'Postpone' }).click();
  await page.locator('input[name=postpone-date]').fill('2026-10-15');
  await page.locator('input[name=postpone-reason]').fill('hall flooded');
  await page.getByRole('button', { name: 'Postpone 1.1' }).click();
  await expect(page.getByTestId('fixture-1.1')).toContainText('postponed from 2026-09-03: hall flooded');

  // The match card of Corners v Edges, board by board.
  await page.getByTestId('fixture-1.2').getByRole('link', { name: 'Match card' }).click();
  await expect(page.getByRole('heading', { name: 'Match 1.2: Corners v Edges' })).toBeVisible();
  const home = page.getByTestId('lineup-home');
  await home.locator('select[name=home-board-1-1]').selectOption(String(ids.Corners2));
  await home.locator('select[name=home-board-2-1]').selectOption(String(ids.Corners1));
  await home.getByRole('button', { name: 'Save home line-up' }).click();
  await expect(page.getByRole('alert')).toContainText('board order broken in Corners: board 2 (Corners player 1, board order 1)');
  await home.locator('select[name=home-board-1-1]').selectOption(String(ids.Corners1));
  await home.locator('select[name=home-board-2-1]').selectOption(String(ids.Corners2));
  await home.getByRole('button', { name: 'Save home line-up' }).click();
  await expect(home).toContainText('set');
  await page.getByTestId('lineup-away').getByRole('button', { name: 'Save away line-up' }).click();
  await expect(page.getByTestId('lineup-away')).toContainText('set');
  for (const [board, a, b] of [[1, '40', '24'], [2, '32', '32']] as const) {
    const row = page.getByTestId(`board-${board}-game-1`);
    await row.locator(`input[name=score-${board}-1-home]`).fill(a);
    await row.locator(`input[name=score-${board}-1-away]`).fill(b);
    await row.locator(`input[name=played-${board}-1]`).fill('2026-09-03');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText(`${a}–${b}`);
  }
  await expect(page.getByText('final 1.5–0.5 (match points 3–1)')).toBeVisible();
  await page.screenshot({ path: 'artifacts/e2e/teams/match-card.png', fullPage: true });

  // The table: Corners and Edges have played; Rooks and Parity have the postponed match in hand.
  await page.getByRole('link', { name: '← Winter league' }).click();
  const table = page.getByTestId('team-standings');
  await expect(table.locator('tbody tr').first()).toContainText('Corners');
  await expect(table.locator('tr', { hasText: 'Rooks' }).locator('td').nth(9)).toHaveText('1');
  await expect(table.locator('tr', { hasText: 'Edges' }).locator('td').nth(8)).toHaveText('1');

  await page.screenshot({ path: 'artifacts/e2e/teams/team-event.png', fullPage: true });

  // The last change (board 2's result) undone with a reason.
  await page.locator('input[name=undo-reason]').fill('entered too early');
  await page.getByRole('button', { name: 'Undo the last change' }).click();
  await expect(page.getByTestId('fixture-1.2')).toContainText('so far');
  const audit = await call<Array<{ action: string; reason: string }>>(page.request, url, 'audit.list', { eventId });
  expect(audit.at(-1)).toMatchObject({ action: 'team: undo result', reason: 'entered too early' });

  // A club-night file changed after its export is refused, naming why; nothing changes.
  const night = await call<{ json: string }>(page.request, url, 'teams.exportNight', { eventId, date: '2026-09-03' });
  const changed = night.json.replace('"2026-09-03"', '"2026-09-04"');
  await page.getByTestId('night-file').setInputFiles({ name: 'night.json', mimeType: 'application/json', buffer: Buffer.from(changed) });
  await expect(page.getByRole('alert')).toContainText('bad checksum: the club-night file was changed or damaged after it was exported');
  await expect(page.getByTestId('fixture-1.2')).toContainText('so far');
});
