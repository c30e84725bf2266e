/**
 * Helpers for the renderer's DOM tests (never imported by the app). The vitest setup
 * test/support/renderer.ts puts `window.td` in front of a real backend on a fresh SQLite file for each
 * test; games here are created and played through it, so every board view comes from the real engine.
 */
import type { GameState } from '../../shared/api/methods/games';
import type { Audience, GameId, GameOptions } from '../../shared/games/types';
import { nextTick, shallowRef } from 'vue';
import { TAP_ECHO } from './boards/TapEcho.vue';
import { api } from './api/client';
import { setUiLocale, type UiLocale } from './i18n';

/** Answers held back until the test releases them (the backend has already done the work). */
export interface HeldAnswers {
  readonly count: number;
  /** Delivers one held answer (0 = the oldest still held). */
  releaseOne(index?: number): void;
  /** Stops holding and delivers every held answer. */
  release(): void;
}

export interface TestBackend {
  /** Every call that crossed the bridge, in order. */
  calls: Array<{ method: string; payload: unknown }>;
  /** From now on, answers to these methods wait for `release`. */
  hold(methods: string[]): HeldAnswers;
  /**
   * From now on, calls of these methods fail as a cut link does: the request is lost (`arrives` false)
   * or the backend does the work and the answer is lost (`arrives` true), until `restore`.
   */
  cut(methods: string[], arrives: boolean): { restore(): void };
  /** From now on, change notices are lost, as they are while the stream is down, until `restore`. */
  lose(): { restore(): void };
}

declare global {
  interface Window {
    tdTest?: TestBackend;
  }
}

export function testBackend(): TestBackend {
  if (!window.tdTest) throw new Error('window.tdTest is missing: is test/support/renderer.ts a vitest setup file?');
  return window.tdTest;
}

/**
 * How long a test waits for a screen to show what it read from the backend: `vi.waitFor(check, READ_WAIT)`. Vitest's
 * default second was too short for a game screen's first mount on a loaded 2-core machine (1.2 s; the board's
 * first render in a test file compiles its code).
 */
export const READ_WAIT = { timeout: 10_000 };

/** A game created and played through the real API; its id. */
export async function createGame(game: GameId, actions: string[] = [], options: GameOptions = {}, title = ''): Promise<number> {
  const { id } = await api.call('games.create', { game, options, title, eventId: null });
  for (const [seq, action] of actions.entries()) await api.call('games.append', { id, expectedSeq: seq, action, audience: 'director' });
  return id;
}

/** What the server sends a board for `audience` (optionally the position after `ply` actions). */
export const gameState = (id: number, audience: Audience, ply?: number): Promise<GameState> =>
  api.call('games.get', ply === undefined ? { id, audience } : { id, audience, ply });

/** Creates and plays a game, then returns the state a board receives for `audience`. */
export async function playedGame(game: GameId, actions: string[] = [], options: GameOptions = {}, audience: Audience = 'director'): Promise<GameState> {
  return gameState(await createGame(game, actions, options), audience);
}

/** The refusal the real backend gives, as the renderer's client raises it. */
export async function refusal(method: string, input: unknown): Promise<unknown> {
  try {
    await api.call(method as never, input as never);
  } catch (err) {
    return err;
  }
  throw new Error(`${method} was accepted`);
}

/** Runs `check` with the page in another language (after Vue's redraw), then puts English back. */
export async function inLanguage(locale: UiLocale, check: () => void): Promise<void> {
  try {
    setUiLocale(locale);
    await nextTick();
    check();
  } finally {
    setUiLocale('en');
  }
}

/**
 * How often each component was redrawn: pass `mixin` as a global mixin of the mounted tree; `updates` counts,
 * by component name, the redraws after its first render (`updated` runs once per redraw).
 */
export function redrawCounter(): { updates: Map<string, number>; mixin: { updated(this: { $options: { __name?: string } }): void } } {
  const updates = new Map<string, number>();
  return {
    updates,
    mixin: {
      updated(this: { $options: { __name?: string } }) {
        const name = this.$options.__name ?? '?';
        updates.set(name, (updates.get(name) ?? 0) + 1);
      },
    },
  };
}

/** A board's `global.provide` as the game screen gives it during a tap's frame: its echo (TapEcho.vue) draws `next`. */
export const echoing = (next: GameState) => ({ [TAP_ECHO as symbol]: shallowRef(next) });

/**
 * Where a board under `root` draws a tap's echo: inside its own SVG (`insideBoard`; it should not: drawn there, the
 * echo made Chromium paint the whole board again, TapEcho.vue), and whether the echo's layer has the board's
 * viewBox, so that its shapes land where the board's would.
 */
export function echoLayerIn(root: Element): { insideBoard: boolean; sameViewBox: boolean } {
  const board = root.querySelector('svg.board-svg');
  const layer = root.querySelector('.tap-echo-layer > svg');
  return { insideBoard: board?.querySelector('.tap-echo') != null, sameViewBox: layer != null && layer.getAttribute('viewBox') === board?.getAttribute('viewBox') };
}

/**
 * The shapes under `root` as a board draws them (tag, place and size, classes in order of name), to compare a tap's
 * echo (TapEcho.vue) with the row that draws the same piece a frame later.
 */
export function shapesIn(root: Element): Array<{ tag: string; at: string; classes: string }> {
  return [...root.querySelectorAll('circle, polygon, rect')].map((el) => ({
    tag: el.tagName.toLowerCase(),
    at: ['cx', 'cy', 'r', 'points', 'x', 'y', 'width', 'height', 'rx'].map((a) => el.getAttribute(a) ?? '').join(' '),
    classes: [...el.classList].sort().join(' '),
  }));
}
