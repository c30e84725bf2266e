import type { Browser, Page } from '@playwright/test';
import type { GameId } from '../src/shared/games/types';
import { DOMINOES, NINUKI, ONINO, OTHELLO, TONOBEB } from './support/records';
import { expect, test, serverPerFile } from './fixtures/server';

/**
 * A club evening for each of the five games, in the browser, over the LAN: the director pairs and
 * publishes the round, starts the table's board from the dashboard, enters the first actions by clicks
 * (one refused with its rule named, one undone with a reason and typed again), a tablet at the table
 * with nothing but the table's code enters the next ones (dark theme, players' view) and the director
 * sees them arrive, the rest is typed in notation to the end of the game, and the result reaches the
 * standings by itself. Screenshots of each board at laptop and tablet size go to artifacts/e2e/evenings.
 */
const TOKEN = 'e2e-evening-director-token';
const shots = 'artifacts/e2e/evenings';
const server = serverPerFile({ lan: true, token: TOKEN });

const api = <T>(method: string, body: unknown) => server.call<T>(method, body);

const seqOf = async (page: Page) => Number(await page.locator('.game-screen').getAttribute('data-seq'));
const seq = (page: Page, n: number) => expect(page.locator('.game-screen')).toHaveAttribute('data-seq', String(n));
const status = (page: Page) => page.getByTestId('status');

async function useToken(page: Page, token: string, field: string) {
  await page.locator(`input[name=${field}]`).fill(token);
  await page.locator(`input[name=${field}]`).press('Enter');
}

/** Types actions into the notation box, each waiting until the record holds it. */
async function typeActions(page: Page, actions: readonly string[]) {
  for (const action of actions) {
    const before = await seqOf(page);
    await page.locator('input[name=notation]').fill(action);
    await page.locator('input[name=notation]').press('Enter');
    await seq(page, before + 1);
  }
}

/** Runs the clicks that enter one action and waits until it is recorded. */
async function clicked(page: Page, clicks: () => Promise<void>) {
  const before = await seqOf(page);
  await clicks();
  await seq(page, before + 1);
}

async function expectRefusal(page: Page, rule: string | RegExp) {
  const refusal = page.getByTestId('refusal');
  await expect(refusal).toBeVisible();
  await expect(refusal.locator('.rule-tag')).toHaveText(rule);
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
}

const cell = (page: Page, attr: 'data-square' | 'data-point', name: string) => page.locator(`.board-svg [${attr}="${name}"]`);

interface Evening {
  game: GameId;
  options?: Record<string, string>;
  names: [string, string];
  record: readonly string[];
  /** The director's first actions by clicks (the first `byClicks` of the record), with a refused one among them. */
  byClicks: number;
  clicks: (page: Page) => Promise<void>;
  /** How many actions the table device types after the director's clicks. */
  byDevice: number;
  /** What ends the game once the record is in (a declaration), if the last action does not. */
  finish?: (page: Page, device: Page) => Promise<void>;
  ends: RegExp;
}

const evenings: Evening[] = [
  {
    game: 'othello', names: ['Zoë Ångström', '李雷'], record: OTHELLO, byClicks: 4, byDevice: 3, ends: /black wins 64-0/,
    async clicks(page) {
      await cell(page, 'data-square', 'a1').click();
      await expectRefusal(page, 'othello rule 2');
      for (const square of OTHELLO.slice(0, 4)) await clicked(page, () => cell(page, 'data-square', square).click());
      await expect(page.locator('.board-svg .disc.flip').first()).toBeAttached();
    },
  },
  {
    game: 'onino', names: ['Łukasz Wróbel', 'Seán O’Brien'], record: ONINO, byClicks: 4, byDevice: 3, ends: /first declared an ONINO with 5 markers/,
    async clicks(page) {
      await cell(page, 'data-square', 'h8').click();
      await expectRefusal(page, 'onino rule 4');
      for (const square of ONINO.slice(0, 4)) await clicked(page, () => cell(page, 'data-square', square).click());
    },
    async finish(page, device) {
      // Rule 7: the director's board shows the undeclared ONINO; the players' board never does.
      await expect(page.getByTestId('undeclared')).toContainText('first a1–e1');
      await seq(device, ONINO.length);
      await expect(device.getByTestId('undeclared')).toHaveCount(0);
      await expect(device.locator('.oninos line')).toHaveCount(0);
      await clicked(page, () => page.getByRole('button', { name: 'first declares ONINO' }).click());
      // Declared, it is public (rule 11): the tablet draws the winning line too.
      await expect(device.locator('.declared-oninos line')).toHaveAttribute('data-line', 'a1-e1');
    },
  },
  {
    game: 'ninuki', options: { size: '13' }, names: ['Ann-Marie d’Arc', 'Николай Петров'], record: NINUKI, byClicks: 4, byDevice: 3,
    ends: /x wins with the perfect five G7-G8-G9-G10-G11/,
    async clicks(page) {
      await clicked(page, () => cell(page, 'data-point', NINUKI[0]!).click());
      await cell(page, 'data-point', 'A1').click();
      await expectRefusal(page, 'R-NIN-2');
      await page.getByLabel(/Show forbidden points/).check();
      await expect(page.locator('.forbidden-list li').first()).toContainText('R-NIN-2');
      for (const point of NINUKI.slice(1, 4)) await clicked(page, () => cell(page, 'data-point', point).click());
    },
  },
  {
    game: 'dominoes', names: ['Mary-Jane Watson', '田中 花子'], record: ['forset(a=6-3;b=4-2)', ...DOMINOES], byClicks: 6, byDevice: 12, ends: /a wins 61-28, a skunk/,
    async clicks(page) {
      // The draw for set (R-DOM-2: a turned the higher tile and sets), then deal 3-0 4-3@S 5-4@S a+1:
      // the deal, the set, two plays on named ends and a claim.
      await page.locator('input[name=forset-a]').fill('6-3');
      await page.locator('input[name=forset-b]').fill('4-2');
      await clicked(page, () => page.getByRole('button', { name: 'Record', exact: true }).click());
      expect(DOMINOES.slice(0, 5)).toEqual(['deal', '3-0', '4-3@S', '5-4@S', 'a+1']);
      await clicked(page, () => page.getByRole('button', { name: 'Deal hand 1' }).click());
      await clicked(page, () => page.locator('.palette [data-tile="3-0"]').click());
      await page.locator('.palette [data-tile="6-6"]').click();
      await page.locator('.open-end[data-end="N"]').click();
      await expectRefusal(page, /R-DOM-3/);
      for (const tile of ['4-3', '5-4']) {
        await clicked(page, async () => {
          await page.locator(`.palette [data-tile="${tile}"]`).click();
          await page.locator('.open-end[data-end="S"]').click();
        });
      }
      await clicked(page, () => page.getByRole('button', { name: 'a claims 1' }).click());
      await expect(page.getByTestId('scores')).toHaveText('1 – 0');
    },
  },
  {
    game: 'tonobeb', names: ['Jean-Luc Picard', 'Ngozi Okonjo-Iweala'], record: TONOBEB, byClicks: 7, byDevice: 7, ends: /blue wins: red has no pieces left/,
    async clicks(page) {
      // a6-a6 (the six stays), then the turn's other five dice by clicks and End turn.
      await typeActions(page, TONOBEB.slice(0, 1));
      await cell(page, 'data-square', 'a1').click();
      await cell(page, 'data-square', 'a8').click();
      await expectRefusal(page, 'R-TON-4');
      for (const move of TONOBEB.slice(1, 6)) {
        const [from, to] = move.split('-') as [string, string];
        await clicked(page, async () => {
          await cell(page, 'data-square', from).click();
          await cell(page, 'data-square', to).click();
        });
      }
      await expect(page.getByTestId('still-to-move')).toContainText('none');
      await clicked(page, () => page.getByRole('button', { name: 'End turn' }).click());
    },
  },
];

async function tableDevice(browser: Browser, gameId: number, code: string): Promise<Page> {
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 }, colorScheme: 'dark', hasTouch: true });
  const device = await tablet.newPage();
  await device.goto(`${server.url}#/table/${gameId}`);
  await useToken(device, code, 'table-token');
  await expect(device.locator('.game-screen')).toBeVisible();
  return device;
}

for (const evening of evenings) {
  test(`${evening.game}: an evening from pairing to standings, the board played by clicks, a table device and typed notation`, async ({ page, browser }) => {
    test.setTimeout(evening.record.length > 100 ? 240_000 : 90_000);
    const { game, record } = evening;
    const event = await api<{ id: number }>('tournaments.create', { name: `${game} night`, game, format: 'round-robin', options: evening.options ?? {}, settings: { gamesPerMatch: 1 } });
    for (const name of evening.names) {
      const player = await api<{ id: number }>('players.create', { name });
      await api('events.register', { eventId: event.id, playerId: player.id });
    }
    const base = `${server.url}#/events/${event.id}`;

    // On the LAN the director's screens wait for the token instead of failing call by call.
    await page.goto(base);
    await expect(page.locator('input[name=token]')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${game} night` })).toHaveCount(0);
    await useToken(page, TOKEN, 'token');
    await expect(page.getByRole('heading', { name: `${game} night` })).toBeVisible();
    await expect(page.locator('.toast.error')).toHaveCount(0);

    // Pair and publish round 1 from the pairing screen.
    await page.getByRole('link', { name: 'Pair round 1' }).click();
    await page.getByRole('button', { name: 'Preview pairing' }).click();
    await page.getByRole('button', { name: 'Publish round 1' }).click();
    await expect(page.locator('.toast', { hasText: 'Round 1 published' })).toBeVisible();
    // The screen settles on the published round's address before we leave it (a race otherwise).
    await expect(page).toHaveURL(/round=1/);

    // The table's board, started from the dashboard (reached by its tab, as a director would) and linked to the match.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Record on a board' }).click();
    await seq(page, 0);
    const gameId = Number(/#\/games\/(\d+)/.exec(page.url())![1]);
    const seating = page.getByTestId('seating');
    await expect(seating).toContainText('Round 1 · table 1');
    for (const name of evening.names) await expect(seating).toContainText(name);

    // Clicks, a refusal naming the rule, and the last click undone with a reason and typed again.
    await evening.clicks(page);
    await seq(page, evening.byClicks);
    await page.screenshot({ path: `${shots}/${game}-director.png` });
    await page.getByRole('button', { name: 'Undo last action…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=reason]').fill('entered on the wrong square');
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await seq(page, evening.byClicks - 1);
    await expect(page.getByText(/Undid .*audit log/)).toBeVisible();
    await typeActions(page, record.slice(evening.byClicks - 1, evening.byClicks));

    // The table device: the table's code only, the players' view, moves typed at the table.
    await page.getByRole('button', { name: 'Table code' }).click();
    const code = (await page.getByTestId('table-code').textContent())!.replace('Table code: ', '').trim();
    const device = await tableDevice(browser, gameId, code);
    await seq(device, evening.byClicks);
    await expect(device.getByText("Table 1 · players' view")).toBeVisible();
    for (const name of evening.names) await expect(device.getByTestId('seating')).toContainText(name);
    await expect(device.locator('.legal-dot, .target-dot')).toHaveCount(0);
    const fromDevice = record.slice(evening.byClicks, evening.byClicks + evening.byDevice);
    await typeActions(device, fromDevice);
    await seq(page, evening.byClicks + fromDevice.length);
    await device.screenshot({ path: `${shots}/${game}-tablet-dark.png`, fullPage: true });

    // The rest typed by the director, to the end of the game.
    await typeActions(page, record.slice(evening.byClicks + evening.byDevice));
    await evening.finish?.(page, device);
    await expect(status(page)).toContainText(evening.ends);
    await expect(status(device)).toContainText(evening.ends);
    await page.screenshot({ path: `${shots}/${game}-finished.png` });
    await device.context().close();

    // The result entered itself: the winner of the board leads the standings with the match point.
    const round = await api<{ pairings: Array<{ kind: string; winner: 'a' | 'b' | null; a: { name: string }; b: { name: string } }> }>('rounds.get', { eventId: event.id, round: 1 });
    const match = round.pairings.find((p) => p.kind === 'match')!;
    expect(match.winner).not.toBeNull();
    const winner = match[match.winner!].name;
    await page.goto(`${base}/standings`);
    const loser = match[match.winner === 'a' ? 'b' : 'a'].name;
    const rows = page.locator('tbody tr');
    await expect(rows.nth(0)).toContainText(winner);
    await expect(rows.nth(0).locator('td').first()).toHaveText('1');
    await expect(rows.nth(1)).toContainText(loser);
    await expect(rows.nth(1).locator('td').first()).toHaveText('2');
    await page.screenshot({ path: `${shots}/${game}-standings.png`, fullPage: true });
    await page.goto(base);
    await expect(page.getByText('Every table of this round has its result.')).toBeVisible();
  });
}
