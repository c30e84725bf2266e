#!/usr/bin/env node
/**
 * `npm run build:web`: the renderer for the browser host (out/renderer), rebuilt only when its
 * sources changed (scripts/reuse.mjs), so a second `npm start` or `npm run serve` serves at once.
 * `--force` rebuilds anyway.
 */
import { join } from 'node:path';
import { buildUnlessFresh, root } from './reuse.mjs';

export const webInputs = ['src/renderer', 'src/shared', 'vite.renderer.config.ts', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.web.json', 'package-lock.json'];

export async function buildWeb({ force = false } = {}) {
  return buildUnlessFresh({
    name: 'renderer',
    inputs: webInputs,
    output: 'out/renderer/index.html',
    force,
    build: async () => {
      const { build } = await import('vite');
      await build({ configFile: join(root, 'vite.renderer.config.ts'), logLevel: 'warn' });
    },
  });
}

if (process.argv[1] && join(root, 'scripts', 'build-web.mjs') === process.argv[1]) {
  await buildWeb({ force: process.argv.includes('--force') });
}
