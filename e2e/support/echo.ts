/**
 * A tap's echo (TapEcho.vue) against the board's own drawing, in page coordinates. The e2e files are type-checked
 * without the DOM's types: the page's objects are described here by the little asked of them.
 */
import type { Page } from '@playwright/test';

interface Point { x: number; y: number; matrixTransform(matrix: unknown): Point }
interface Shape { getBBox(): { x: number; y: number; width: number; height: number }; parentElement: { getScreenCTM(): unknown } }
interface Root { querySelector(selector: string): Root | null; querySelectorAll(selector: string): Iterable<Shape>; getScreenCTM(): Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', number> }
interface EchoWindow {
  document: Root;
  getComputedStyle(element: Shape): { animationName: string; fillOpacity: string };
  DOMPoint: new (x: number, y: number) => Point;
  MutationObserver: new (callback: () => void) => { observe(target: Root, options: { childList: boolean; subtree: boolean }): void; disconnect(): void };
  shapeBoxes(root: Root, selector: string): number[][];
  echoed: Promise<number[][]>;
  pulses: Promise<{ echo: PendingLook[]; board: PendingLook[] }>;
}
/** How a pending piece is styled: its animation's name (`none` when still) and its fill's opacity. */
export interface PendingLook { animation: string; fillOpacity: string }

/**
 * Gives the page `shapeBoxes`: the page boxes of the shapes a selector finds under a root, from their geometry in
 * the SVG's coordinates (their animations, which scale a piece as it lands, left out), so that shapes of two SVGs
 * laid one over the other compare. Call before the page's first load.
 */
export async function withShapeBoxes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as EchoWindow;
    w.shapeBoxes = (root, selector) => [...root.querySelectorAll(selector)].map((shape) => {
      const b = shape.getBBox();
      const toPage = shape.parentElement.getScreenCTM();
      const at = (x: number, y: number) => new w.DOMPoint(x, y).matrixTransform(toPage);
      const [p, q] = [at(b.x, b.y), at(b.x + b.width, b.y + b.height)];
      return [p.x, p.y, q.x, q.y].map((v) => Math.round(v * 100) / 100);
    });
  });
}

/** Watches for the next tap's echo: `echoed()` gives the boxes of its `selector` shapes as they were in the frame it appeared. */
export async function watchEcho(page: Page, selector: string): Promise<{ echoed: () => Promise<number[][]> }> {
  await page.evaluate((selector) => {
    const w = globalThis as unknown as EchoWindow;
    const layer = w.document.querySelector('.tap-echo-layer')!;
    w.echoed = new Promise((resolve) => {
      const watch = new w.MutationObserver(() => {
        const echo = layer.querySelector('.tap-echo');
        if (!echo) return;
        watch.disconnect();
        resolve(w.shapeBoxes(echo, selector));
      });
      watch.observe(layer, { childList: true, subtree: true });
    });
  }, selector);
  return { echoed: () => page.evaluate(() => (globalThis as unknown as EchoWindow).echoed) };
}

/**
 * Watches the next tap: `looks()` gives how the pending pieces were styled in the frame the echo appeared, and in the
 * frame the board drew the move itself.
 */
export async function watchPendingLooks(page: Page): Promise<{ looks: () => Promise<{ echo: PendingLook[]; board: PendingLook[] }> }> {
  await page.evaluate(() => {
    const w = globalThis as unknown as EchoWindow;
    const look = (root: Root): PendingLook[] => [...root.querySelectorAll('.pending')].map((shape) => {
      const style = w.getComputedStyle(shape);
      return { animation: style.animationName, fillOpacity: style.fillOpacity };
    });
    const layer = w.document.querySelector('.tap-echo-layer')!;
    const board = w.document.querySelector('svg.board-svg')!;
    let echo: PendingLook[] | null = null;
    w.pulses = new Promise((resolve) => {
      const watch = new w.MutationObserver(() => {
        const echoed = layer.querySelector('.tap-echo');
        if (echo === null && echoed) echo = look(echoed);
        const drawn = look(board);
        if (echo === null || drawn.length === 0) return;
        watch.disconnect();
        resolve({ echo, board: drawn });
      });
      watch.observe(layer, { childList: true, subtree: true });
      watch.observe(board, { childList: true, subtree: true });
    });
  });
  return { looks: () => page.evaluate(() => (globalThis as unknown as EchoWindow).pulses) };
}

/** The boxes of the board's `selector` shapes in one of its cells (`cell`: a selector under the board's SVG). */
export const drawnIn = (page: Page, cell: string, selector: string): Promise<number[][]> =>
  page.locator(`.board-svg ${cell}`).evaluate((root, selector) => (globalThis as unknown as EchoWindow).shapeBoxes(root as unknown as Root, selector), selector);

/**
 * Whether the echo's layer maps the board's coordinates to the page as the board's SVG does (their matrices to the
 * page, to a thousandth of a pixel): at any window size, with or without the board's max-height binding.
 */
export const layerMapsLikeBoard = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as EchoWindow;
    const toPage = (svg: Root) => {
      const m = svg.getScreenCTM();
      return [m.a, m.b, m.c, m.d, m.e, m.f].map((v) => Math.round(v * 1000) / 1000).join(' ');
    };
    return toPage(document.querySelector('svg.board-svg')!) === toPage(document.querySelector('.tap-echo-layer > svg')!);
  });
