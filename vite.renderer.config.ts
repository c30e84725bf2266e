/**
 * The renderer's build, used on its own for the browser/LAN host (`npm run build:web`, which needs no
 * Electron) and as the renderer part of electron.vite.config.ts for the desktop app.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

const root = fileURLToPath(new URL('.', import.meta.url));

export const rendererConfig = {
  root: resolve(root, 'src/renderer'),
  base: './',
  plugins: [vue()],
  build: {
    outDir: resolve(root, 'out/renderer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: resolve(root, 'src/renderer/index.html'),
      // zod's sources carry pure-annotations in places Rollup cannot use; harmless, and noisy.
      onwarn(warning: { code?: string }, warn: (w: never) => void) {
        if (warning.code !== 'INVALID_ANNOTATION') warn(warning as never);
      },
    },
  },
};

export default defineConfig(rendererConfig);
