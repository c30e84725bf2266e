import type { APIRequestContext } from '@playwright/test';
import { expect, test, callFrom as call } from './fixtures/server';

const shots = 'artifacts/e2e/first-move';

/** An event of two players with round 1 paired and published; returns its id and who sits in slot a and b. */
async function twoPlayerEvent(request: APIRequestContext, url: string, game: string, settings: object): Promise<{ id: number; a: string; b: string }> {
  const event = await call<{ id: number }>(request, url, 'tournaments.create', { name: `First moves ${game}`, game, format: 'round-robin', settings });
  // The same two club members play every event: listed once, found by name after the first.
  const members = await call<Array<{ id: number; name: string }>>(request, url, 'players.list', {});
  for (const name of ['Zoë Ångström', 'Bram de Vries']) {
    const p = members.find((m) => m.name === name) ?? await call<{ id: number }>(request, url, 'players.create', { name });
    await call(request, url, 'events.register', { eventId: event.id, playerId: p.id });
  }
  await call(request, url, 'rounds.pair', { eventId: event.id });
  const round = await call<{ pairings: Array<{ kind: string; a: { name: string }; b: { name: string } }> }>(request, url, 'rounds.publish', { eventId: event.id, round: 1 });
  const m = round.pairings.find((p) => p.kind === 'match')!;
  return { id: event.id, a: m.a.name, b: m.b.name };
}

test('R-ONI-11: the coin toss and the loser\'s choice are recorded from the results screen; the dashboard says who chooses and why', async ({ page, url }) => {
  const ev = await twoPlayerEvent(page.request, url, 'onino', { gamesPerMatch: 2, firstMove: 'require' });

  // The dashboard lists the toss still to hold.
  await page.goto(`${url}#/events/${ev.id}`);
  const decide = page.locator('.decisions');
  await expect(decide).toContainText('table 1 game 1, first move: Coin toss');

  // The results screen: the event requires the decision, so a result typed first is refused, naming the rule.
  await page.goto(`${url}#/events/${ev.id}/results?round=1`);
  const line1 = page.getByRole('textbox', { name: /Result, table 1 game 1/ });
  await line1.fill('60--60');
  await line1.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'requires the first-move decision' })).toBeVisible();
  await expect(page.locator('.rule-chip', { hasText: 'R-ONI-11' }).first()).toBeVisible();

  // Record the toss: the second-named player won it and elected to play first.
  const game1 = page.getByTestId('fm-1-1');
  await game1.getByRole('button', { name: 'Record first move' }).click();
  await game1.getByRole('combobox', { name: 'Toss won by' }).selectOption({ label: ev.b });
  await game1.getByRole('combobox', { name: 'Elected to play' }).selectOption('first');
  await game1.getByRole('button', { name: 'Save first move' }).click();
  await expect(page.locator('.toast', { hasText: 'first move recorded' })).toBeVisible();
  await expect(game1.locator('.state-chip')).toHaveCount(0);
  await line1.fill('60--60');
  await line1.press('Enter');
  await expect(page.locator('.toast', { hasText: 'Table 1: ' }).last()).toBeVisible();

  // Game 2: the loser of game 1 (the second-named player) chooses; the screen says so and why.
  const game2 = page.getByTestId('fm-1-2');
  await expect(game2).toContainText(`${ev.b} chooses as the loser of game 1 (onino rule 3, R-ONI-11)`);
  await page.screenshot({ path: `${shots}/01-results-choice-due.png`, fullPage: true });
  await game2.getByRole('button', { name: 'Record first move' }).click();
  await expect(game2.getByRole('combobox', { name: 'Chosen by' })).toBeDisabled();
  await game2.getByRole('combobox', { name: 'Elected to play' }).selectOption('second');
  await game2.getByRole('button', { name: 'Save first move' }).click();
  await expect(game2.locator('.state-chip')).toHaveCount(0);

  // After the result, the toss of game 1 is corrected with a reason, kept in the audit log.
  await game1.getByRole('button', { name: 'Correct first move' }).click();
  await game1.getByRole('combobox', { name: 'Toss won by' }).selectOption({ label: ev.a });
  await game1.getByRole('button', { name: 'Save first move' }).click();
  await expect(game1.getByRole('alert')).toContainText('Say why');
  await game1.getByRole('textbox', { name: /Why is it corrected/ }).fill('the toss was misheard');
  await game1.getByRole('button', { name: 'Save first move' }).click();
  await expect(game1.getByRole('button', { name: 'Correct first move' })).toBeVisible();
  const audit = await call<Array<{ action: string; reason: string }>>(page.request, url, 'audit.list', { eventId: ev.id });
  expect(audit.find((a) => a.action === 'correct first move')?.reason).toBe('the toss was misheard');

  await page.goto(`${url}#/events/${ev.id}`);
  await expect(page.locator('.decisions')).toHaveCount(0);
});

test('R-DOM-2 and R-TON-3 at the board: the draw for set and the toss are recorded on the game screen, which says who settles the next game', async ({ page, url }) => {
  const dom = await twoPlayerEvent(page.request, url, 'dominoes', {});
  await page.goto(`${url}#/events/${dom.id}`);
  await expect(page.locator('.decisions')).toContainText('first move: Draw for set');
  await page.getByRole('button', { name: 'Record on a board' }).click();
  const note = page.getByTestId('first-move-note');
  await expect(note).toContainText('Draw for set: each turns a tile, the higher pip total sets, a tie draws again (R-DOM-2)');
  await note.getByRole('button', { name: 'Record first move' }).click();
  // A tie that is not drawn again is refused, naming the rule.
  await note.getByRole('textbox', { name: /Draws/ }).fill('4-4');
  await note.getByRole('button', { name: 'Save first move' }).click();
  await expect(note.getByRole('alert')).toContainText('R-DOM-2');
  await note.getByRole('textbox', { name: /Draws/ }).fill('4-4, 3-9');
  await note.getByRole('button', { name: 'Save first move' }).click();
  await expect(note.locator('.state-chip')).toHaveCount(0);
  await expect(note.getByRole('button', { name: 'Correct first move' })).toBeVisible();
  // The second-named player drew higher and sets: the seating line follows (the setter is side a).
  await expect(page.getByTestId('seating')).toContainText(`a ${dom.b}`);
  await page.screenshot({ path: `${shots}/02-board-draw-for-set.png`, fullPage: true });

  const ton = await twoPlayerEvent(page.request, url, 'tonobeb', { gamesPerMatch: 2 });
  await page.goto(`${url}#/events/${ton.id}`);
  await page.getByRole('button', { name: 'Record on a board (game 1)' }).click();
  const tnote = page.getByTestId('first-move-note');
  await expect(tnote).toContainText('Coin toss: it decides who moves first (R-TON-3)');
  await expect(page.getByTestId('next-first-move')).toContainText('the sides alternate in a match');
  await tnote.getByRole('button', { name: 'Record first move' }).click();
  await tnote.getByRole('combobox', { name: 'Toss won by' }).selectOption({ label: ton.b });
  await tnote.getByRole('combobox', { name: 'Elected to play' }).selectOption('first');
  await tnote.getByRole('button', { name: 'Save first move' }).click();
  await expect(tnote.locator('.state-chip')).toHaveCount(0);
  const round = await call<{ pairings: Array<{ kind: string; games: Array<{ first: string }> }> }>(page.request, url, 'rounds.get', { eventId: ton.id, round: 1 });
  expect(round.pairings.find((p) => p.kind === 'match')!.games.map((g) => g.first)).toEqual(['b', 'a']);
});
