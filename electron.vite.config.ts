import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { rendererConfig } from './vite.renderer.config';
import { codeStamp } from './scripts/reuse.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The desktop build: `npm start` runs it, and `npm test` too (it needs the electron package, not its binary). */
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    // Which code computed a table kept in the database (src/main/services/storedTables.ts).
    define: { __TD_CODE_STAMP__: JSON.stringify(codeStamp()) },
    build: {
      rollupOptions: {
        input: { index: resolve(root, 'src/main/index.ts') },
        // The site export builds its game viewer with esbuild at run time (export/site/bundle.ts): loaded from
        // node_modules, not bundled. Bundled, its CommonJS loader calls made electron-vite add a shim, placed
        // by a regular expression that a string ending in "import" fooled: the desktop build failed.
        external: ['esbuild'],
      },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    // A sandboxed preload must be CommonJS.
    build: { rollupOptions: { input: { index: resolve(root, 'src/preload/index.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } } },
  },
  renderer: rendererConfig,
});
