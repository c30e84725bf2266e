/**
 * Board latency: from a click on a digital board to the recorded move drawn, through the whole stack
 * (engine check, database write, HTTP answer, Vue redraw), with Chromium driven by Playwright against a
 * real `td serve` on a fresh database. Two figures: the director's own click, and a click on a table
 * device (second page) until the director's page has drawn it (live notice + games.get).
 * Needs the built renderer (`npm run build:web`; built here when missing) and /usr/bin/chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { TdServer } from '../e2e/support/server';
import { percentile, type Bench } from './harness';

const MOVES = 200;
const CROSS_MOVES = 100;
const WARM_UP = 5;

/** A small seeded generator: the same games every run. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32);
}

async function newGame(base: string, title: string): Promise<number> {
  const res = await fetch(new URL('api/games.create', base), {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'othello', title }),
  });
  const body = (await res.json()) as { data: { id: number } };
  return body.data.id;
}

async function openBoard(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.game-screen').waitFor();
}

// The in-page scripts are strings: this file is type-checked for Node, without the DOM's types.

/** The legal squares marked on the director's board, or [] when the side must pass or the game is over. */
const legalSquares = (page: Page) =>
  page.evaluate("[...document.querySelectorAll('.board-svg .cell.legal')].map((g) => g.dataset.square)") as Promise<string[]>;

/** Resolves with the time (ms since the epoch) of the first frame after the page shows one more recorded action. */
const NEXT_DRAWN = `new Promise((resolve) => {
  const screen = document.querySelector('.game-screen');
  const before = screen.dataset.seq;
  const observer = new MutationObserver(() => {
    if (screen.dataset.seq === before) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
  });
  observer.observe(screen, { attributes: true, attributeFilter: ['data-seq'] });
})`;

const clickScript = (square: string) => `(() => {
  const t0 = performance.timeOrigin + performance.now();
  document.querySelector('.board-svg [data-square="${square}"]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
  return t0;
})()`;

/** Milliseconds from dispatching a click on `square` in `from` until `to` has drawn one more recorded action. */
async function clickToDrawn(from: Page, to: Page, square: string): Promise<number> {
  const drawn = to.evaluate(NEXT_DRAWN) as Promise<number>;
  const started = (await from.evaluate(clickScript(square))) as number;
  return (await drawn) - started;
}

/** No animation running on the page (a function, not a string: the app's CSP forbids eval). */
const animationsDone = () => (globalThis as unknown as { document: { getAnimations(): unknown[] } }).document.getAnimations().length === 0;

const seqOf = (page: Page) => page.locator('.game-screen').getAttribute('data-seq');

const bench: Bench = async (report) => {
  if (!existsSync('out/renderer/index.html')) spawnSync('npm', ['run', '--silent', 'build:web'], { stdio: 'inherit' });
  const server = new TdServer();
  const base = await server.start();
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const director = await context.newPage();
    const table = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
    const random = seeded(61);
    const pickFrom = (list: string[]) => list[Math.floor(random() * list.length)]!;

    /** Plays `count` measured moves, clicking on `clicker`, drawn on the director's page; new games as needed. */
    async function play(count: number, clicker: 'director' | 'table', idle = true): Promise<number[]> {
      const samples: number[] = [];
      let games = 0;
      while (samples.length < count + WARM_UP) {
        const id = await newGame(base, `latency ${clicker} ${++games}`);
        await openBoard(director, `${base}#/games/${id}`);
        if (clicker === 'table') await openBoard(table, `${base}#/table/${id}`);
        for (;;) {
          const legal = await legalSquares(director);
          if (legal.length === 0) {
            const pass = director.getByRole('button', { name: /^Pass/ });
            if (!(await pass.count())) break;
            await pass.click();
            await director.waitForFunction("document.querySelectorAll('.board-svg .cell.legal').length > 0 || document.querySelector('.status-line.finished')");
            continue;
          }
          const from = clicker === 'director' ? director : table;
          if (clicker === 'table') {
            // The table page must have caught up before its next click (its expected sequence).
            const seq = await seqOf(director);
            await table.waitForFunction(`document.querySelector('.game-screen')?.dataset.seq === ${JSON.stringify(seq)}`);
          }
          // A person clicks on a board that shows the last move; back-to-back clicks land mid-animation.
          if (idle) for (const page of new Set([from, director])) await page.waitForFunction(animationsDone);
          samples.push(await clickToDrawn(from, director, pickFrom(legal)));
          if (samples.length >= count + WARM_UP) break;
        }
      }
      return samples.slice(WARM_UP);
    }

    const own = await play(MOVES, 'director');
    report.figure('director click to move drawn, p50', percentile(own, 50), 'ms');
    report.figure('director click to move drawn, p95', percentile(own, 95), 'ms');
    report.figure('director click to move drawn, max', Math.max(...own), 'ms');
    report.note(`${own.length} Othello moves on a 1366 x 768 page, each click once the last flips have finished, Chromium ${browser.version()}`);
    const rushed = await play(MOVES, 'director', false);
    report.figure('director click during the last move\'s flip animation, p50', percentile(rushed, 50), 'ms');
    report.figure('director click during the last move\'s flip animation, p95', percentile(rushed, 95), 'ms');
    report.note('back to back: the SVG flip animation repaints on the main thread while the next move arrives');
    const cross = await play(CROSS_MOVES, 'table');
    report.figure('table device click to move drawn on the director page, p50', percentile(cross, 50), 'ms');
    report.figure('table device click to move drawn on the director page, p95', percentile(cross, 95), 'ms');
    report.note(`${cross.length} moves entered on a players' page, drawn on the director's page after the live notice`);
  } finally {
    await browser.close();
    await server.stop();
  }
};

export default bench;
