/**
 * Issue 44: an A and a B Swiss under one event through real pages. The new event form makes the event
 * with sections A and B; the dashboard's Sections card splits the players by rating after a preview,
 * refuses nothing before the start, checks every section in at one desk; section A is paired on its own
 * Pairing page (its name on the page); a move out of A is then refused in words; the event website has
 * one index with a page per section. `td serve` on a fresh database.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { TdServer, callApi } from './support/server';

test('sections A and B: made in the new event form, split by rating with a preview, checked in at one desk, A paired on its own, a late move refused, one website', async ({ page }) => {
  test.setTimeout(180_000);
  const server = new TdServer();
  const url = await server.start();
  try {
    const api = <T = unknown>(method: string, input: unknown) => callApi<T>(url, method, input);
    const ids = new Map<string, number>();
    for (const [name, rating] of [['Ann Lee', 2100], ['Bob Ray', 1950], ['Cat Sun', 1800], ['Dan Oak', 1600], ['Eve Fir', 1500], ['Fay Elm', 1400]] as const) {
      ids.set(name, (await api<{ id: number }>('players.create', { name, rating })).id);
    }

    // The new event form: "Sections: A, B".
    await page.goto(`${url}#/events`);
    await page.locator('input[name=name]').fill('Open weekend');
    await page.locator('select[name=format]').selectOption('swiss');
    await page.locator('input[name=roundsPlanned]').fill('3');
    await page.locator('input[name=sections]').fill('A, B');
    await page.getByRole('button', { name: 'Create event' }).click();
    const card = page.getByTestId('sections-panel');
    await expect(card.locator('tr[data-section]')).toHaveCount(2);
    // The event holding the sections is never paired itself: its Rounds card says so instead of offering round 1.
    await expect(page.getByText('Each section is paired on its own: see Sections above.')).toBeVisible();
    const eventId = Number(/#\/events\/(\d+)/.exec(page.url())![1]);
    for (const id of ids.values()) await api('events.register', { eventId, playerId: id });

    // Split: the 3 highest rated to A, after a preview that saves nothing.
    await expect(card.locator('tr[data-player]')).toHaveCount(6);
    await expect(card.getByText('Into the first section (A)')).toBeVisible();
    await card.locator('select[name=split-by]').selectOption('top');
    await card.locator('input[name=split-value]').fill('3');
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(card.getByTestId('split-preview')).toContainText('6 players would move:');
    await expect(card.getByTestId('split-preview')).toContainText('Cat Sun (1800): — → A');
    await expect(card.getByTestId('split-preview')).toContainText('Dan Oak (1600): — → B');
    await card.getByRole('button', { name: 'Apply the split' }).click();
    await expect(page.locator('.toast', { hasText: '6 players placed' })).toBeVisible();
    await expect(card.locator('tr[data-section="A"] td.num')).toHaveText('3');
    await expect(card.locator('tr[data-section="B"] td.num')).toHaveText('3');

    // One desk: Eve is absent and gets a half-point bye in B's round 1.
    await card.locator(`select[name=absent-${ids.get('Eve Fir')}]`).selectOption('half');
    await card.locator('button[name=sections-check-in]').click();
    await expect(page.locator('.toast', { hasText: 'A, round 1: 3 present, 0 absent · B, round 1: 2 present, 1 absent' })).toBeVisible();

    // Section A is paired on its own Pairing page; its name is on the page.
    await card.locator('tr[data-section="A"]').getByRole('link', { name: 'Pair round 1' }).click();
    await expect(page.getByRole('heading', { name: /Open weekend – A/ })).toBeVisible();
    await page.getByRole('button', { name: 'Preview pairing' }).click();
    await page.getByRole('button', { name: 'Publish round 1' }).first().click();
    const dialog = page.getByRole('dialog');
    if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button').first().click();
    const sections = (await api<{ sections: Array<{ eventId: number; name: string }> }>('sections.list', { eventId })).sections;
    await expect.poll(async () => (await api<unknown[]>('rounds.list', { eventId: sections[0]!.eventId })).length).toBe(1);

    // Back on the event: A shows round 1 paired; moving Ann out of A is refused in words.
    await page.goto(`${url}#/events/${eventId}`);
    await expect(card.locator('tr[data-section="A"]')).toContainText('rounds paired 1 of 3');
    const b = sections.find((s) => s.name === 'B')!;
    await card.locator(`select[name=section-of-${ids.get('Ann Lee')}]`).selectOption(String(b.eventId));
    await expect(card.getByRole('alert')).toHaveText("Ann Lee cannot move: section A has paired 1 round already (an entry moves only before its section's first round is paired)");
    await page.screenshot({ path: 'test-results/e2e/sections-dashboard.png', fullPage: true });

    // One website: an index with a page per section.
    const folder = mkdtempSync(join(tmpdir(), 'td-sections-site-'));
    await api('site.publish', { eventId, folder });
    const index = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(index).toContain('href="section-1/index.html">A</a>');
    expect(index).toContain('href="section-2/index.html">B</a>');
    await page.goto(`file://${join(folder, 'index.html')}`);
    await page.getByRole('link', { name: 'A', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Open weekend – A' })).toBeVisible();
  } finally {
    await server.stop();
  }
});
