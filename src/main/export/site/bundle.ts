/**
 * The site's game viewer (src/site/viewer.ts) and the shared engines in one browser script, built by
 * esbuild from the sources the first time a site is exported in this process (from src/main/export/site
 * under tsx and the tests, or from out/main in a build run inside the repository).
 */
import { buildSync } from 'esbuild';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
let cached: string | null = null;

export function viewerScript(): string {
  if (cached === null) {
    const entry = [resolve(here, '../../../site/viewer.ts'), resolve(here, '../../src/site/viewer.ts')].find((f) => existsSync(f));
    if (!entry) throw new Error('the game viewer\'s source (src/site/viewer.ts) is not found');
    const out = buildSync({
      entryPoints: [entry], bundle: true, format: 'iife', platform: 'browser', target: 'es2020', minify: true, write: false, legalComments: 'none',
    });
    cached = out.outputFiles[0]!.text;
  }
  return cached;
}
