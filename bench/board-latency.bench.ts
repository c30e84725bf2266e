/**
 * Board latency on every digital board: from a click on a board to the move drawn, through the whole
 * stack, with Chromium driven by Playwright against a real `td serve` on a fresh database. A board draws
 * a legal click at once from the shared engine (marked pending) and marks it confirmed when the server
 * acknowledges it (engine check, database write with synchronous=FULL, HTTP answer). Per board:
 *  - director: a click on the director's page until that page has drawn the move (click to drawn), and
 *    until it shows the move confirmed by the server (click to confirmed);
 *  - table device: the same two figures on a players' page (second browser context), and the click until
 *    the director's page has drawn the move from its live notice.
 * The clock starts at the timestamp of the click's pointerdown event (a real mouse click through
 * Chromium's input path, the pointer resting on the square first and pressed at a random point between
 * two refreshes of the display, as a person's is) and stops when the frame that carries the change has
 * been rendered: the first task after the animation frame that follows the DOM update (so style, layout
 * and paint of that frame are counted).
 * Chromium starts that frame at a refresh of the display: at once for one just passed, or at the next
 * (up to 16.7 ms after the DOM update at 60 Hz), as its scheduler decides, whatever the page does. So each
 * click is also reported less that wait, from the DOM update to the refresh the frame's timestamp names:
 * the click's own work and its frame's rendering, the figure a frame budget of 16 ms is about. The display
 * shows the frame later still, at a refresh after it is rendered, which the page cannot see.
 * The same clock on a bare SVG grid with no framework and no server gives the machine's floor, the figures
 * of a page that does next to nothing. It is clicked alternately with the board, one bare click before each
 * board click, and each series is read against its own floor: a machine whose speed drifts over a minute
 * (a shared one's does: the ratio of one board moved from 1.25x to 1.84x between two runs of the same code
 * when the floor was measured in a block before the board) moves both sides alike. The floor's p50 was 6.6
 * and 8.3 ms in two quiet runs on different days, 6.2-7.0 ms over the six series of one run.
 * Moves are chosen at random (seeded) from the engine's legal list; actions that are not a click on the
 * board (a pass, a deal, `end`, an ambiguous capture) are sent through the API and not measured.
 * Needs the built renderer (`npm run build:web`; built here when missing) and /usr/bin/chromium. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { TdServer } from '../e2e/support/server';
import { gameRules } from '../src/shared/games/registry';
import type { AnyGameRules, GameId, GameOptions } from '../src/shared/games/types';
import { mulberry32 } from '../src/shared/random';
import { percentile, type Bench } from './harness';
import { BARE_BOARD } from './support/bare-board';
import { dominoesClicks, ninukiClicks, oninoClicks, othelloClicks, tonobebClicks } from './support/board-clicks';

const DIRECTOR_MOVES = 100;
const CROSS_MOVES = 100;
const RUSHED_MOVES = 40;
const WARM_UP = 5;
/** One refresh of a 60 Hz display, in ms. */
const REFRESH = 1000 / 60;


/** The clicks that enter one action: all but the last only prepare it (select a tile or a die). */
type Clicks = string[];

interface BoardCase {
  label: string;
  game: GameId;
  options: GameOptions;
  /** The clicks for `action`, or null when it is not entered by clicking the board. */
  clicks(action: string, rules: AnyGameRules, state: unknown): Clicks | null;
}

const BOARDS: BoardCase[] = [
  { label: 'othello', game: 'othello', options: {}, clicks: othelloClicks },
  { label: 'onino', game: 'onino', options: {}, clicks: oninoClicks },
  { label: 'ninuki 19x19', game: 'ninuki', options: { size: 19 }, clicks: ninukiClicks },
  { label: 'ninuki 13x13', game: 'ninuki', options: { size: 13 }, clicks: ninukiClicks },
  { label: 'dominoes', game: 'dominoes', options: {}, clicks: dominoesClicks },
  { label: 'tonobeb', game: 'tonobeb', options: {}, clicks: tonobebClicks },
];

async function api(base: string, method: string, input: unknown): Promise<unknown> {
  const res = await fetch(new URL(`api/${method}`, base), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  const body = (await res.json()) as { ok: boolean; data?: unknown; error?: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.data;
}

// The in-page scripts are strings: this file is type-checked for Node, without the DOM's types.

/** Resolves once the page shows `seq` recorded actions (rejects after 10 s). */
const showsSeq = (page: Page, seq: number) => page.evaluate(`new Promise((resolve, reject) => {
  const until = Date.now() + 10000;
  const check = () => {
    if (document.querySelector('.game-screen')?.dataset.seq === '${seq}') return resolve(true);
    if (Date.now() > until) return reject(new Error('the page never showed ${seq} actions'));
    setTimeout(check, 5);
  };
  check();
})`);

/** Resolves once no animation runs and two frames have passed: the page is at rest. */
const atRest = (page: Page) => page.evaluate(`new Promise((resolve) => {
  const check = () => document.getAnimations().length === 0
    ? requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))
    : setTimeout(check, 10);
  check();
})`);

/**
 * Resolves with the times (ms since the epoch) around the frame showing one more action: `patched` when
 * the observer sees `attr` change (Vue patched the DOM: `data-drawn-seq` for the move drawn, `data-seq`
 * for the move confirmed by the server), `refresh` the display refresh that starts the next animation
 * frame (its timestamp), and `at` when a user-blocking task posted from that frame's
 * callback runs, right after the frame's style, layout and paint (before tasks queued by the page's own
 * frame callbacks, such as a board's send of the tap).
 */
const nextFrameWith = (attr: 'data-drawn-seq' | 'data-seq') => `(window.__frames ??= {})['${attr}'] = new Promise((resolve) => {
  const screen = document.querySelector('.game-screen');
  const before = screen.getAttribute('${attr}');
  const timer = setTimeout(() => resolve({ at: NaN, patched: NaN, refresh: NaN }), 10000);
  const observer = new MutationObserver(() => {
    if (screen.getAttribute('${attr}') === before) return;
    observer.disconnect();
    clearTimeout(timer);
    const patched = performance.timeOrigin + performance.now();
    requestAnimationFrame((stamp) => {
      const done = () => resolve({ at: performance.timeOrigin + performance.now(), patched, refresh: performance.timeOrigin + stamp });
      // A user-blocking task runs before the ordinary tasks other callbacks of this frame queued (a board
      // sends its tap in a timer queued from its own frame callback, after the frame, so that the frame does
      // not wait for it): the mark is the end of the frame's rendering, not of the work queued behind it.
      if (globalThis.scheduler?.postTask) return void scheduler.postTask(done, { priority: 'user-blocking' });
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  });
  observer.observe(screen, { attributes: true, attributeFilter: ['${attr}'] });
}), true`;
/** The time `nextFrameWith(attr)` resolved with (awaited in the page). */
const frameAt = (attr: 'data-drawn-seq' | 'data-seq') => `window.__frames['${attr}']`;

/**
 * Scrolls the first element matching `selector` into view, records the timestamp of the next pointerdown
 * that lands inside it (NaN if it lands elsewhere: the press of the click, not its release, starts the
 * clock) and the timestamp of the first animation frame after it (every callback of one frame gets the
 * same one: the frame showing the move has it when no frame was rendered between the press and the
 * move), and returns the middle of its box.
 */
const armClick = (selector: string) => `(() => {
  const target = document.querySelector(${JSON.stringify(selector)});
  if (!target) return null;
  target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  window.__downAt = undefined;
  window.__firstFrame = undefined;
  document.addEventListener('pointerdown', (event) => {
    window.__downAt = event.target.closest(${JSON.stringify(selector)}) ? performance.timeOrigin + event.timeStamp : NaN;
    requestAnimationFrame((stamp) => (window.__firstFrame = performance.timeOrigin + stamp));
  }, { capture: true, once: true });
  const box = target.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
})()`;

interface Timings {
  /** Click until the clicking page has drawn the move (its frame rendered). */
  drawn: number;
  /** The same less the wait from the DOM update to the display's next refresh: the click's work and the frame's rendering. */
  work: number;
  /** Click until the clicking page's DOM holds the move (before the frame that shows it). */
  patched: number;
  /** Click until the clicking page shows it confirmed by the server. */
  confirmed: number;
  /** Click until the director's page has drawn it (a table device's click only). */
  elsewhere: number;
  /** 1 when the move was drawn in the first frame rendered after the press, else 0. */
  firstRefresh: number;
}

type Seen = { at: number; patched: number; refresh: number };
type DrawnTimings = Pick<Timings, 'drawn' | 'work' | 'patched' | 'firstRefresh'>;

/**
 * Milliseconds from a mouse click on `selector` in `page` until the page has drawn it. The press comes
 * `delay` ms after the page is ready: a person's click falls anywhere between two refreshes of the
 * display, not just after one. `watchMore` sets up any further observers before the click is sent.
 */
async function clickDrawn(page: Page, selector: string, delay: number, watchMore?: () => Promise<unknown>): Promise<DrawnTimings & { downAt: number }> {
  const at = (await page.evaluate(armClick(selector))) as { x: number; y: number } | null;
  if (!at) throw new Error(`${selector} is not on the page`);
  await page.evaluate(nextFrameWith('data-drawn-seq'));
  await watchMore?.();
  // A person's pointer rests on the square before the press: the hover's restyle (`.cell:hover`) is drawn
  // in a frame of its own, not counted in the click's (a bare `mouse.click` moves and presses at once).
  await page.mouse.move(at.x, at.y);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true))))');
  await new Promise((resolve) => setTimeout(resolve, delay));
  // Press and release sent together (a separate down and up would put a round trip between them); the
  // pointer is already there, so the click's own move changes nothing.
  await page.mouse.click(at.x, at.y);
  const downAt = (await page.evaluate('window.__downAt')) as number;
  const drawn = (await page.evaluate(frameAt('data-drawn-seq'))) as Seen;
  const firstFrame = (await page.evaluate('window.__firstFrame')) as number;
  return {
    downAt, drawn: drawn.at - downAt, work: drawn.at - downAt - Math.max(0, drawn.refresh - drawn.patched), patched: drawn.patched - downAt,
    firstRefresh: drawn.refresh === firstFrame ? 1 : 0,
  };
}

/** `clickDrawn` on a board page, and until it is confirmed by the server and drawn on `director`. */
async function clickTimings(from: Page, director: Page, selector: string, delay: number): Promise<Timings> {
  const { downAt, ...drawn } = await clickDrawn(from, selector, delay, async () => {
    await from.evaluate(nextFrameWith('data-seq'));
    if (from !== director) await director.evaluate(nextFrameWith('data-drawn-seq'));
  });
  const confirmed = (await from.evaluate(frameAt('data-seq'))) as Seen;
  const elsewhere = from === director ? confirmed : ((await director.evaluate(frameAt('data-drawn-seq'))) as Seen);
  return { ...drawn, confirmed: confirmed.at - downAt, elsewhere: elsewhere.at - downAt };
}

/**
 * The bare board's clicks, one at a time on empty squares chosen at random (seeded: the same series every time,
 * so floors differ only by the machine), the board laid out afresh when its squares run out.
 */
function bareClicks(page: Page): () => Promise<DrawnTimings> {
  const random = mulberry32(61);
  const phase = mulberry32(62);
  let empty: number[] = [];
  return async () => {
    if (empty.length === 0) {
      await page.setContent(BARE_BOARD);
      empty = Array.from({ length: 225 }, (_, i) => i);
    }
    const [square] = empty.splice(Math.floor(random() * empty.length), 1);
    await atRest(page);
    const { downAt: _, ...timings } = await clickDrawn(page, `[data-square="${square}"]`, phase() * REFRESH);
    return timings;
  };
}

const bench: Bench = async (report) => {
  if (!existsSync('out/renderer/index.html')) spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  const server = new TdServer();
  const base = await server.start();
  // A browser that cannot start (none installed) stops the server too: left running, it kept the whole bench from ending.
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] })
    .catch(async (err: unknown) => {
      await server.stop();
      throw err;
    });
  try {
    const director = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    const table = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    report.note(`Chromium ${browser.version()}; director page 1366 x 768, table device 1024 x 768; ${WARM_UP} warm-up clicks per series`);
    // The tails follow the machine's load (other processes' time slices), so each run says what it was.
    const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');
    report.note(`load average at the start: ${load()}`);

    const bare = bareClicks(await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage());
    /**
     * Plays `count` measured clicks on `board` (after WARM_UP more), starting new games as needed; with `floor`,
     * a bare click before each, whose timings it collects (the floor for this series).
     */
    async function series(board: BoardCase, count: number, clicker: 'director' | 'table', idle: boolean, floor?: DrawnTimings[]): Promise<Timings[]> {
      const rules = gameRules(board.game);
      const random = mulberry32(61);
      const phase = mulberry32(62);
      const samples: Timings[] = [];
      let games = 0;
      const from = clicker === 'director' ? director : table;
      while (samples.length < count + WARM_UP) {
        const { id } = (await api(base, 'games.create', { game: board.game, options: board.options, title: `latency ${board.label} ${clicker} ${++games}` })) as { id: number };
        await director.goto(`${base}#/games/${id}`);
        await showsSeq(director, 0);
        if (clicker === 'table') {
          await table.goto(`${base}#/table/${id}`);
          await showsSeq(table, 0);
        }
        const setup = rules.setup(board.options);
        if (!setup.ok) throw new Error(setup.error.message);
        let state = setup.value;
        let seq = 0;
        while (samples.length < count + WARM_UP && rules.status(state).status === 'ongoing') {
          const legal = rules.legal?.(state) ?? [];
          if (legal.length === 0) break; // e.g. a dominoes hand waiting for a count: a new game instead
          const action = legal[Math.floor(random() * legal.length)]!;
          const text = rules.formatAction(action);
          const clicks = board.clicks(text, rules, state);
          if (clicks) {
            for (const prepare of clicks.slice(0, -1)) await from.locator(prepare).click();
            // A person clicks on a board that shows the last move; back-to-back clicks land mid-animation.
            if (idle) await Promise.all([...new Set([from, director])].map(atRest));
            floor?.push(await bare());
            const ms = await clickTimings(from, director, clicks[clicks.length - 1]!, phase() * REFRESH);
            if (!Object.values(ms).every(Number.isFinite)) throw new Error(`${board.label}: "${text}" was not drawn and confirmed after its ${clicker} click: ${JSON.stringify(ms)}`);
            samples.push(ms);
          } else {
            await api(base, 'games.append', { id, expectedSeq: seq, action: text, audience: 'director' });
          }
          seq++;
          // Both pages must show the move before the next click (the clicking page sends its expected sequence).
          await Promise.all([...new Set([from, director])].filter((page) => !clicks || page !== director).map((page) => showsSeq(page, seq)));
          const next = rules.apply(state, action);
          if (!next.ok) throw new Error(`${board.label}: the engine refused its own legal ${text}`);
          state = next.value;
        }
      }
      floor?.splice(0, WARM_UP);
      return samples.slice(WARM_UP);
    }

    const summary: string[] = [];
    const median = <T>(list: T[], key: keyof T) => percentile(list.map((t) => t[key] as number), 50);
    /** p50 and p95 of one timing over a series. */
    const spread = <T>(label: string, list: T[], key: keyof T) => {
      const values = list.map((t) => t[key] as number);
      report.figure(`${label}, p50`, percentile(values, 50), 'ms');
      report.figure(`${label}, p95`, percentile(values, 95), 'ms');
    };
    // No frame rendered between the press and the move (Chromium starts a frame late rather than
    // twice while the main thread is busy, so this is not the display's first refresh itself).
    const firstFrameShare = (label: string, list: DrawnTimings[]) =>
      report.figure(`${label} clicks drawn in the first frame rendered after the press`, (100 * list.reduce((n, t) => n + t.firstRefresh, 0)) / list.length, '%');

    // BOARD_LATENCY_ONLY=othello,dominoes measures those boards only (labels start with the game's name).
    const only = process.env.BOARD_LATENCY_ONLY?.split(',');
    for (const board of BOARDS.filter((b) => !only || only.some((name) => b.label.startsWith(name)))) {
      const ownFloor: DrawnTimings[] = [];
      const crossFloor: DrawnTimings[] = [];
      const own = await series(board, DIRECTOR_MOVES, 'director', true, ownFloor);
      const cross = await series(board, CROSS_MOVES, 'table', true, crossFloor);
      const floor = [...ownFloor, ...crossFloor];
      const FLOOR = `bare page, the machine's floor, clicked alternately with ${board.label}:`;
      spread(`${FLOOR} click to drawn`, floor, 'drawn');
      spread(`${FLOOR} click to drawn less the wait for the display's refresh`, floor, 'work');
      firstFrameShare(FLOOR, floor);
      const figures = (what: string, list: Timings[], key: keyof Timings) => spread(`${board.label}: ${what}`, list, key);
      figures('director click to drawn', own, 'drawn');
      figures('director click to drawn less the wait for the display\'s refresh', own, 'work');
      figures('director click to the move in the DOM', own, 'patched');
      figures('director click to confirmed', own, 'confirmed');
      figures('table device click to drawn on the device', cross, 'drawn');
      figures('table device click to drawn on the device less the wait for the display\'s refresh', cross, 'work');
      figures('table device click to the move in the DOM', cross, 'patched');
      figures('table device click to confirmed on the device', cross, 'confirmed');
      figures('table device click to drawn on the director\'s page', cross, 'elsewhere');
      // Issue 45, part 8: the click's work within 1.5x the bare page's, on the director's page and a table device,
      // each series against the bare clicks made alternately with it.
      const ratio = (what: string, list: Timings[], bareList: DrawnTimings[], key: 'drawn' | 'work') =>
        report.figure(`${board.label}: ${what}, p50 against the bare page's clicked alternately (target <= 1.5)`, median(list, key) / median(bareList, key), 'x');
      ratio('director click to drawn less the wait for the display\'s refresh', own, ownFloor, 'work');
      ratio('table device click to drawn less the wait for the display\'s refresh', cross, crossFloor, 'work');
      ratio('director click to drawn', own, ownFloor, 'drawn');
      ratio('table device click to drawn', cross, crossFloor, 'drawn');
      firstFrameShare(`${board.label}: director`, own);
      firstFrameShare(`${board.label}: table device`, cross);
      summary.push(`${board.label} ${own.length}+${cross.length} (bare page ${floor.length})`);
    }
    if (!only || only.includes('othello')) {
      const rushed = await series(BOARDS[0]!, RUSHED_MOVES, 'director', false);
      spread('othello: director click to drawn during the last move\'s flip animation', rushed, 'drawn');
      spread('othello: director click to drawn less the wait for the display\'s refresh during the last move\'s flip animation', rushed, 'work');
      summary.push(`othello back to back ${rushed.length}`);
    }
    report.note(`samples (director + table device): ${summary.join(', ')}; load average at the end: ${load()}`);
  } finally {
    await browser.close();
    await server.stop();
  }
};

export default bench;
