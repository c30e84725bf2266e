/**
 * Vitest setup for the renderer's DOM tests (files with `// @vitest-environment happy-dom`): before the
 * test file is imported, `window.td` (the bridge src/preload exposes) is put in front of the real
 * services on a temporary SQLite file, fresh for every test, so the renderer's api client (which picks
 * IPC when `window.td` exists at import), stores and board sessions run against real SQLite.
 * `window.tdTest` lets a test hold answers back; src/renderer/src/testing.ts is its typed face.
 * In the node environment (no window) this does nothing.
 */
import { beforeEach } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import { pickLocale } from '../../src/shared/i18n/locales';

const win = (globalThis as { window?: Record<string, unknown> }).window;

if (win) {
  const { tempBackend } = await import('./tempdb');
  // Components read their words from the catalogues (`$t`): every mount gets the app's i18n plugin, as main.ts installs it.
  // (A path in a variable: the renderer is not part of this node-side TypeScript project.)
  const { config } = await import('@vue/test-utils');
  const rendererI18n = '../../src/renderer/src/i18n';
  const { uiI18n } = (await import(/* @vite-ignore */ rendererI18n)) as { uiI18n: import('vue').Plugin };
  config.global.plugins.push(uiI18n);
  let backend: Backend | null = null;
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<(notice: unknown) => void>();
  let holding: { methods: string[]; waiting: Array<() => void> } | null = null;
  let cut: { methods: string[]; arrives: boolean } | null = null;
  let deaf = false;
  const calls: Array<{ method: string; payload: unknown }> = [];

  beforeEach(() => {
    unsubscribe?.();
    backend = tempBackend().backend;
    calls.length = 0;
    holding = null;
    cut = null;
    deaf = false;
    // Change notices reach the page after the work that caused them, as IPC messages do.
    unsubscribe = backend.subscribe((notice) => {
      const copy = structuredClone(notice);
      if (deaf) return;
      queueMicrotask(() => {
        for (const listener of listeners) listener(copy);
      });
    });
  });

  win.td = {
    async call(method: string, payload: unknown, language?: string): Promise<unknown> {
      if (!backend) throw new Error('the renderer test backend starts in beforeEach');
      calls.push({ method, payload: structuredClone(payload) });
      // A cut link: the request is lost on its way, or done by the backend and its answer lost.
      if (cut?.methods.includes(method)) {
        if (cut.arrives) await backend.callAsync(method, structuredClone(payload));
        throw new Error('the link is cut');
      }
      // Answered now (the main process has done the work), copied as IPC copies; heard later if held.
      // In the page's language, as the desktop app's main process answers (src/main/hosts/electron/main.ts).
      const answer = structuredClone(await backend.callAsync(method, structuredClone(payload), '', pickLocale(language) ?? 'en'));
      const hold = holding;
      if (hold?.methods.includes(method)) await new Promise<void>((resolve) => hold.waiting.push(resolve));
      return answer;
    },
    onChange(listener: (notice: unknown) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  win.tdTest = {
    calls,
    cut(methods: string[], arrives: boolean) {
      const mine = { methods, arrives };
      cut = mine;
      return {
        restore() {
          if (cut === mine) cut = null;
        },
      };
    },
    lose() {
      deaf = true;
      return {
        restore() {
          deaf = false;
        },
      };
    },
    hold(methods: string[]) {
      const hold = { methods, waiting: [] as Array<() => void> };
      holding = hold;
      return {
        get count() {
          return hold.waiting.length;
        },
        releaseOne(index = 0) {
          hold.waiting.splice(index, 1)[0]?.();
        },
        release() {
          if (holding === hold) holding = null;
          for (const resolve of hold.waiting.splice(0)) resolve();
        },
      };
    },
  };
}
