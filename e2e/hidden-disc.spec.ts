import { expect, test } from '@playwright/test';
import { TdServer, callFrom as call } from './support/server';

const shots = 'artifacts/e2e/hidden-disc';

/**
 * Issue 41 part 5: the Japanese first move of an Othello game (one player hides a disc, the other guesses its
 * colour; the winner takes the colour or the right to win a draw) recorded through the real results screen.
 */
test('the hidden-disc first move is recorded from the results screen: incomplete refused, then saved and shown, Black set', async ({ page }) => {
  const server = new TdServer();
  const url = await server.start();
  try {
    const event = await call<{ id: number }>(page.request, url, 'tournaments.create', { name: 'Japanese open', game: 'othello', format: 'round-robin', settings: {} });
    for (const name of ['Aoi Tanaka', 'Ren Suzuki']) {
      const p = await call<{ id: number }>(page.request, url, 'players.create', { name });
      await call(page.request, url, 'events.register', { eventId: event.id, playerId: p.id });
    }
    await call(page.request, url, 'rounds.pair', { eventId: event.id });
    const round = await call<{ pairings: Array<{ kind: string; a: { name: string }; b: { name: string } }> }>(page.request, url, 'rounds.publish', { eventId: event.id, round: 1 });
    const m = round.pairings.find((p) => p.kind === 'match')!;

    await page.goto(`${url}#/events/${event.id}/results?round=1`);
    const game = page.getByTestId('fm-1-1');
    await game.getByRole('button', { name: 'Record the hidden disc' }).click();
    // Slot a hid a white disc, slot b guessed black: a won the guess and took the right to win a draw.
    await game.getByRole('combobox', { name: 'Disc hidden by' }).selectOption({ label: m.a.name });
    await game.getByRole('combobox', { name: 'Guessed colour' }).selectOption('black');
    await game.getByRole('button', { name: 'Save first move' }).click();
    await expect(game.getByRole('alert')).toHaveText('Choose “The disc was”: the hidden-disc procedure needs it.');

    await game.getByRole('combobox', { name: 'The disc was' }).selectOption('white');
    await game.getByRole('combobox', { name: 'The winner of the guess took' }).selectOption('draw');
    await expect(game.getByTestId('hidden-disc-outcome')).toHaveText(`${m.a.name} wins the guess; ${m.a.name} holds the right to win a draw.`);
    // The other player then picked the colour: b plays Black.
    await game.getByRole('combobox', { name: 'Plays Black' }).selectOption({ label: m.b.name });
    await page.screenshot({ path: `${shots}/01-form.png`, fullPage: true });
    await game.getByRole('button', { name: 'Save first move' }).click();
    await expect(page.locator('.toast', { hasText: 'first move recorded' })).toBeVisible();
    await expect(game.getByTestId('first-move-decision'))
      .toHaveText(`${m.a.name} hid a white disc, ${m.b.name} guessed black: ${m.a.name} won the guess and took the right to win a draw; ${m.b.name} plays Black`);
    await expect(game.getByRole('button', { name: 'Correct first move' })).toBeVisible();
    await page.screenshot({ path: `${shots}/02-recorded.png`, fullPage: true });

    const saved = await call<{ pairings: Array<{ kind: string; games: Array<{ first: string; decidedBy: unknown }> }> }>(page.request, url, 'rounds.get', { eventId: event.id, round: 1 });
    const g = saved.pairings.find((p) => p.kind === 'match')!.games[0]!;
    expect(g.first).toBe('b');
    expect(g.decidedBy).toEqual({ how: 'hidden-disc', hider: 'a', guess: 'black', disc: 'white', winnerTook: 'draw', black: 'b' });
    const audit = await call<Array<{ action: string }>>(page.request, url, 'audit.list', { eventId: event.id });
    expect(audit.some((a) => a.action === 'first move')).toBe(true);
  } finally {
    await server.stop();
  }
});
