import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, serverPerFile, callFrom } from './fixtures/server';

/**
 * Issue 25: the main screens (the team screens and a round's table page too) in each language and in the pseudo-locale (every string 40 % longer):
 * a screenshot of each, and nothing overflows the window or is cut inside a button, a tab, a heading,
 * a label, a table heading or a chip.
 */
const shots = 'test-results/languages';
const LANGUAGES = [
  { code: 'en', events: 'Events' },
  { code: 'fr', events: 'Tournois' },
  { code: 'ja', events: '大会' },
  { code: 'es', events: 'Torneos' },
  { code: 'pseudo', events: /^Évéñţš|^Évéñtš ~/ },
] as const;

/** The few DOM pieces the check uses (this project's node-side TypeScript has no DOM types). */
interface InPageElement {
  tagName: string; className: unknown; textContent: string | null; parentElement: InPageElement | null; scrollWidth: number; clientWidth: number;
  getBoundingClientRect(): { right: number; width: number; height: number };
  closest(selector: string): InPageElement | null;
}
interface InPage {
  document: { documentElement: { clientWidth: number; scrollWidth: number }; querySelectorAll(selector: string): Iterable<InPageElement> };
  getComputedStyle(el: InPageElement): { overflowX: string };
}

/** What is cut or sticks out on the page: [] when every word fits. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as InPage;
    const getComputedStyle = (el: InPageElement) => (globalThis as unknown as InPage).getComputedStyle(el);
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) out.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    const name = (el: InPageElement) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    /** Inside a box that scrolls sideways (a wide table), being past the window's edge is not being cut. */
    const scrolls = (el: InPageElement) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const selector = 'button, a, th, td, .label, h1, h2, h3, legend, summary, .badge, .state-chip, .flag, .chip, .count-chip, dt, dd, table, input, select, p';
    for (const el of document.querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[hidden], dialog:not([open]), details:not([open]) > :not(summary), .sr-only')) continue;
      if (el.scrollWidth > el.clientWidth + 1 && !['INPUT', 'SELECT', 'TABLE'].includes(el.tagName)) out.push(`cut: ${name(el)} needs ${el.scrollWidth}px, has ${el.clientWidth}px`);
      if (box.right > width + 1 && !scrolls(el)) out.push(`past the window's edge: ${name(el)} ends at ${Math.round(box.right)}px`);
      // Sticking out of its card (drawn over the next one) is being cut too.
      const frame = el.parentElement?.closest('.card, .table-wrap, .sidebar, .toolbar, fieldset, dialog');
      if (frame && !scrolls(el) && box.right > frame.getBoundingClientRect().right + 1) out.push(`out of its box: ${name(el)} ends at ${Math.round(box.right)}px, its ${name(frame).split(' ')[0]} at ${Math.round(frame.getBoundingClientRect().right)}px`);
    }
    return out;
  });
}

interface Club { eventId: number; gameId: number; teamEventId: number }

async function club(request: APIRequestContext, url: string): Promise<Club> {
  const call = <T>(method: string, input: unknown) => callFrom<T>(request, url, method, input);
  const event = await call<{ id: number }>('tournaments.create', { name: 'Championnat d’automne · Autumn open', game: 'othello', format: 'swiss', roundsPlanned: 5, venue: 'Salle des fêtes, Montréal' });
  const names = ['Zoë Ångström', 'Łukasz Wróbel', 'Ana María Núñez', 'Bram de Vries', '山田 太郎', 'Éloïse Château-Lefèvre', 'Ann Lee', 'Nguyễn Văn An'];
  for (const [i, n] of names.entries()) {
    const p = await call<{ id: number }>('players.create', { name: n, club: i % 2 ? 'Club Othello de Paris' : 'Tokyo Othello Club', rating: 1400 + i * 37 });
    await call('events.register', { eventId: event.id, playerId: p.id });
  }
  await call('rounds.pair', { eventId: event.id });
  await call('rounds.publish', { eventId: event.id, round: 1 });
  await call('results.set', { eventId: event.id, round: 1, board: 1, game: 1, winner: 'a', score: { a: 40, b: 24 } });
  await call('results.set', { eventId: event.id, round: 1, board: 2, game: 1, winner: null, score: { a: 32, b: 32 } });
  const game = await call<{ id: number }>('games.create', { game: 'othello', options: {}, title: '', eventId: null });
  for (const [seq, action] of ['f5', 'd6', 'c3'].entries()) await call('games.append', { id: game.id, expectedSeq: seq, action, audience: 'director' });
  // A league season of two teams of two, its fixtures made: the team event screen and a match card.
  const league = await call<{ eventId: number }>('teams.createEvent', { name: 'Ligue d’hiver · Winter league', game: 'othello', format: 'league', boards: 2, gamesPerBoard: 1 });
  for (const [i, team] of ['Les Coins de Montréal', 'Edge Runners'].entries()) {
    await call('teams.addTeam', { eventId: league.eventId, name: team, club: team, venue: 'Salle des fêtes' });
    const squad = [];
    for (const n of [1, 2]) squad.push((await call<{ id: number }>('players.create', { name: `${['Zoë', 'Łukasz'][i]} ${team} ${n}` })).id);
    await call('teams.addPlayers', { eventId: league.eventId, team, playerIds: squad });
  }
  await call('teams.makeFixtures', { eventId: league.eventId, dates: ['2026-09-03', '2026-09-10'] });
  return { eventId: event.id, gameId: game.id, teamEventId: league.eventId };
}

test.describe('the screens in every language', () => {
  const server = serverPerFile();
  let data: Club;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    data = await club(request, server.url);
    await request.dispose();
  });

  for (const language of LANGUAGES) {
    test(`${language.code}: dashboard, players, entries, pairings, standings, a board, settings, the team screens and the table page fit`, async ({ page }) => {
      const screens: Array<[string, string, string]> = [
        ['dashboard', `#/events/${data.eventId}`, 'h2#dash-rounds'],
        ['players', '#/players', 'table'],
        ['entries', `#/events/${data.eventId}/entries`, 'table'],
        ['pairings', `#/events/${data.eventId}/pairing?round=1`, '.pairing-table'],
        ['standings', `#/events/${data.eventId}/standings`, 'table'],
        ['board', `#/games/${data.gameId}`, '.board-svg'],
        ['settings', `#/events/${data.eventId}/settings`, 'select[name=seeding]'],
        ['team-event', `#/teams/${data.teamEventId}`, '[data-testid=fixtures]'],
        ['match-card', `#/teams/${data.teamEventId}/fixtures/1.1`, '[data-testid=lineup-home]'],
        ['table-page', `#/table/${data.eventId}/1/3`, '[data-testid=table-number]'],
      ];
      const problems: string[] = [];
      for (const [screen, hash, ready] of screens) {
        await page.goto(`${server.url}?lang=${language.code}${hash}`);
        await expect(page.locator(ready).first()).toBeVisible();
        await expect(page.locator('.sidebar a[href="#/events"]')).toHaveText(language.events);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code === 'pseudo' ? 'en' : language.code);
        await page.screenshot({ path: `${shots}/${language.code}-${screen}.png`, fullPage: true });
        problems.push(...(await overflowing(page)).map((p) => `${screen}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }

  test('the language menu switches this device at once and is remembered here, the table page included', async ({ page }) => {
    const choose = async (name: string) => {
      const menu = page.locator('[data-testid=ui-language]:visible');
      await menu.locator('summary').click();
      await menu.getByRole('button', { name }).click();
    };
    await page.goto(`${server.url}#/events/${data.eventId}/standings`);
    await expect(page.getByRole('heading', { level: 2, name: /^Standings/ })).toBeVisible();
    await choose('Français');
    await expect(page.getByRole('heading', { level: 2, name: /^Classement/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Appariements' })).toBeVisible();
    // A table device has no sidebar: its page has the menu itself.
    await page.goto(`${server.url}#/table/${data.gameId}`);
    await expect(page.getByText('vue des joueurs')).toBeVisible();
    await choose('Español');
    await expect(page.getByText('vista de los jugadores')).toBeVisible();
    await choose('English');
    await expect(page.getByText("players' view")).toBeVisible();
  });
});
