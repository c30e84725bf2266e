import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { rendererConfig } from './vite.renderer.config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The desktop build (needs the electron package, so only `npm start` runs it). */
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: { rollupOptions: { input: { index: resolve(root, 'src/main/index.ts') } } },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    // A sandboxed preload must be CommonJS.
    build: { rollupOptions: { input: { index: resolve(root, 'src/preload/index.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } } },
  },
  renderer: rendererConfig,
});
