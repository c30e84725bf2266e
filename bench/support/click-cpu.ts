/**
 * What a click on a board costs the page's main thread, in CPU time, next to the bare page's click
 * (bench/support/bare-board.ts): `npx tsx bench/support/click-cpu.ts [othello|onino|ninuki|dominoes|tonobeb] [clicks]`.
 * A profiling aid for bench/board-latency.bench.ts, whose wall-clock figures follow the machine's load:
 * thread time from a Chromium trace hardly does. Each click is the window from its pointerdown to the end
 * of the paint of the frame after it; per window the top-level events of the renderer's main thread are
 * summed by phase (input and script, style, layout, pre-paint, paint, hit tests); medians are printed. A dominoes
 * play is two clicks, the tile then the open end, and a Tonobeb move the die then its square: only the click that
 * enters the move is counted.
 * Needs the built renderer (`npm run build:web`) and /usr/bin/chromium (or CHROME_PATH).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { TdServer } from '../../e2e/support/server';
import { gameRules } from '../../src/shared/games/registry';
import type { AnyGameRules, GameId, GameOptions } from '../../src/shared/games/types';
import { mulberry32 } from '../../src/shared/random';
import { percentile } from '../harness';
import { BARE_BOARD } from './bare-board';
import { dominoesClicks, ninukiClicks, oninoClicks, othelloClicks, tonobebClicks } from './board-clicks';

/** The boards it plays, and their clicks (board-clicks.ts). */
const BOARDS: Record<string, { game: GameId; options: GameOptions; clicks(action: string, rules: AnyGameRules, state: unknown): string[] | null }> = {
  othello: { game: 'othello', options: {}, clicks: othelloClicks },
  onino: { game: 'onino', options: {}, clicks: oninoClicks },
  ninuki: { game: 'ninuki', options: { size: 19 }, clicks: ninukiClicks },
  dominoes: { game: 'dominoes', options: {}, clicks: dominoesClicks },
  tonobeb: { game: 'tonobeb', options: {}, clicks: tonobebClicks },
};
const PHASES: Record<string, string> = {
  EventDispatch: 'script', RunMicrotasks: 'script', FunctionCall: 'script', TimerFire: 'script', FireAnimationFrame: 'script',
  UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'prepaint', Paint: 'paint', Layerize: 'paint', Commit: 'paint', HitTest: 'hittest',
};
const COLUMNS = ['script', 'style', 'layout', 'prepaint', 'paint', 'hittest'] as const;

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: { type?: string } } }

/**
 * Median thread time per phase over the click windows of a trace (`counted[i]` false: the i-th click only prepared a
 * move), and the raster work of the click's frame on the renderer's raster threads, outside the main thread's figure:
 * `tiles`, the raster tasks from the frame's commit to the next commit, and `raster`, their thread time in ms (an SVG
 * shape with a paint of its own made Chromium raster the whole board again: docs/boards.md).
 */
function phasesOf(file: string, counted: readonly boolean[] = []): Record<string, number> & { clicks: number } {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents ?? [];
  const downs = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointerdown');
  if (downs.length === 0) throw new Error(`${file}: no click in the trace`);
  const { pid, tid } = downs[0]!;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const commits = main.filter((e) => e.name === 'Commit');
  const rasterTasks = events.filter((e) => e.pid === pid && e.ph === 'X' && e.name === 'RasterTask');
  const rows: Array<Record<string, number>> = [];
  for (const [i, down] of downs.entries()) {
    if (counted[i] === false) continue;
    const click = main.find((e) => e.ts >= down.ts && e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    const paint = click && main.find((e) => e.ts > click.ts + (click.dur ?? 0) && e.name === 'Paint');
    if (!paint) continue;
    const end = paint.ts + (paint.dur ?? 0);
    const row: Record<string, number> = Object.fromEntries(COLUMNS.map((c) => [c, 0]));
    let coveredTo = 0; // an event nested in one already counted is part of it
    for (const e of main) {
      const phase = PHASES[e.name];
      if (e.ts < down.ts || e.ts >= end || !phase || e.ts < coveredTo) continue;
      row[phase]! += (e.tdur ?? e.dur ?? 0) / 1000;
      coveredTo = e.ts + (e.dur ?? 0);
    }
    row.cpu = COLUMNS.reduce((sum, c) => sum + row[c]!, 0);
    const commit = commits.findIndex((e) => e.ts > click.ts);
    const from = commits[commit]?.ts ?? Infinity;
    const to = commits[commit + 1]?.ts ?? Infinity;
    const frameRaster = rasterTasks.filter((e) => e.ts >= from && e.ts < to);
    row.tiles = frameRaster.length;
    row.raster = frameRaster.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0) / 1000, 0);
    rows.push(row);
  }
  return { clicks: rows.length, ...Object.fromEntries(['cpu', ...COLUMNS, 'tiles', 'raster'].map((c) => [c, percentile(rows.map((r) => r[c]!), 50)])) };
}

async function traced(browser: Browser, page: Page, file: string, clicks: (page: Page) => Promise<void>): Promise<void> {
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  try {
    await clicks(page);
  } finally {
    await browser.stopTracing();
  }
}

/** A person's click: the pointer rests on the target first, then presses (no hover change in the click's frame). */
async function click(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded(); // the dominoes palette is below the board
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  await page.mouse.down();
  await page.mouse.up();
}

const name = process.argv[2] ?? 'othello';
const count = Number(process.argv[3] ?? 30);
const board = BOARDS[name];
if (!board) throw new Error(`click-cpu: no board "${name}" (${Object.keys(BOARDS).join(', ')})`);
const dir = mkdtempSync(join(tmpdir(), 'td-click-cpu-'));
const server = new TdServer();
const base = await server.start();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--disable-gpu', '--no-first-run'] });
try {
  const newPage = async () => (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const bare = await newPage();
  await bare.setContent(BARE_BOARD);
  await traced(browser, bare, join(dir, 'bare.json'), async (page) => {
    for (let i = 0; i < count; i++) {
      await click(page, `[data-square="${(i * 7) % 225}"]`);
      await page.waitForFunction(`document.querySelector('.game-screen').dataset.drawnSeq === '${i + 1}'`);
    }
  });
  const rules = gameRules(board.game);
  const setup = rules.setup(board.options);
  if (!setup.ok) throw new Error(setup.error.message);
  const answer = async (method: string, input: unknown) => (await (await fetch(new URL(`api/${method}`, base), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) })).json()) as { data: { id: number } };
  const { data: { id } } = await answer('games.create', { game: board.game, options: board.options, title: 'click cpu' });
  const page = await newPage();
  await page.goto(`${base}#/games/${id}`);
  await page.waitForSelector('.game-screen[data-seq="0"]');
  let state = setup.value;
  let seq = 0;
  const random = mulberry32(7);
  const counted: boolean[] = [];
  await traced(browser, page, join(dir, 'board.json'), async () => {
    for (let clicked = 0; clicked < count && rules.status(state).status === 'ongoing';) {
      const legal = rules.legal?.(state) ?? [];
      const action = legal[Math.floor(random() * legal.length)];
      if (action === undefined) break; // e.g. a dominoes hand waiting for its count
      const text = rules.formatAction(action);
      const clicks = board.clicks(text, rules, state);
      if (clicks) {
        for (const [i, selector] of clicks.entries()) {
          counted.push(i === clicks.length - 1);
          await click(page, selector);
        }
        clicked++;
      } else {
        await answer('games.append', { id, expectedSeq: seq, action: text, audience: 'director' });
      }
      await page.waitForSelector(`.game-screen[data-seq="${++seq}"]`);
      const next = rules.apply(state, action);
      if (!next.ok) throw new Error(`the engine refused its own legal ${text}`);
      state = next.value;
    }
  });
  const floor = phasesOf(join(dir, 'bare.json'));
  const ours = phasesOf(join(dir, 'board.json'), counted);
  const line = (label: string, r: Record<string, number>) =>
    `${label.padEnd(26)} ${['cpu', ...COLUMNS].map((c) => `${c} ${r[c]!.toFixed(2)}`).join('  ')} ms; raster ${r.tiles} tasks ${r.raster!.toFixed(2)} ms (${r.clicks} clicks)`;
  console.log(line('bare page', floor));
  console.log(line(`${name}, director's page`, ours));
  console.log(`main-thread CPU per click, ${name} / bare page: ${(ours.cpu! / floor.cpu!).toFixed(2)}x`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
