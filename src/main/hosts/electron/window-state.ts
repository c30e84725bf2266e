import { readFileSync, writeFileSync } from 'node:fs';

export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

const DEFAULT: WindowState = { width: 1280, height: 800, maximized: false };

/** The window's last bounds, or sensible defaults when the file is missing or unreadable. */
export function loadWindowState(file: string): WindowState {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<WindowState>;
    const size = (n: unknown, min: number) => (typeof n === 'number' && Number.isFinite(n) && n >= min ? n : undefined);
    return {
      x: size(saved.x, -10_000), y: size(saved.y, -10_000),
      width: size(saved.width, 640) ?? DEFAULT.width, height: size(saved.height, 480) ?? DEFAULT.height,
      maximized: saved.maximized === true,
    };
  } catch {
    return DEFAULT;
  }
}

export function saveWindowState(file: string, state: WindowState): void {
  try {
    writeFileSync(file, JSON.stringify(state));
  } catch {
    // Losing the window size is not worth interrupting a director's shutdown.
  }
}
