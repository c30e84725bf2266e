#!/usr/bin/env node
/**
 * Builds the `td` command into out/cli (plain JavaScript, one small entry and one chunk per command,
 * so a command loads only its own modules; npm packages stay in node_modules). Run by `prepare` on
 * `npm install` / `npm ci`, by `npm test`, `npm run td` and the bench; it takes well under a second
 * and is skipped when the sources have not changed (scripts/reuse.mjs).
 *
 * `--link` also puts `td` in node_modules/.bin: npm links the bins of dependencies there, never the
 * package's own, and the README promises `node_modules/.bin/td` after `npm install`.
 */
import { chmodSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUnlessFresh, codeStamp, root } from './reuse.mjs';

export const cliEntry = join(root, 'out', 'cli', 'td.js');

/** How Node code is bundled to run as shipped: ESM for Node 20, npm packages left in node_modules. */
export const NODE_BUNDLE = { bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'warning' };
const outdir = dirname(cliEntry);

export async function buildCli({ force = false } = {}) {
  return buildUnlessFresh({
    name: 'cli',
    inputs: ['src/cli', 'src/main', 'src/shared', 'scripts/build-cli.mjs', 'package-lock.json'],
    output: relative(root, cliEntry),
    force,
    build: async () => {
      const { build } = await import('esbuild');
      rmSync(outdir, { recursive: true, force: true });
      await build({
        entryPoints: [join(root, 'src', 'cli', 'td.ts')],
        outdir,
        ...NODE_BUNDLE,
        splitting: true, // the commands' dynamic imports become chunks loaded on demand
        define: { __TD_CODE_STAMP__: JSON.stringify(codeStamp()) },
      });
      chmodSync(cliEntry, 0o755);
    },
  });
}

/** node_modules/.bin/td -> out/cli/td.js (a .cmd shim on Windows). */
function link() {
  const bin = join(root, 'node_modules', '.bin');
  if (!existsSync(join(root, 'node_modules'))) return;
  mkdirSync(bin, { recursive: true });
  if (process.platform === 'win32') {
    writeFileSync(join(bin, 'td.cmd'), `@node "%~dp0\\${relative(bin, cliEntry)}" %*\r\n`);
    return;
  }
  rmSync(join(bin, 'td'), { force: true });
  symlinkSync(relative(bin, cliEntry), join(bin, 'td'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const built = await buildCli({ force: process.argv.includes('--force') });
  if (process.argv.includes('--link')) link();
  if (process.argv.includes('--verbose')) console.log(built ? `built ${relative(root, cliEntry)}` : `${relative(root, cliEntry)} is up to date`);
}
