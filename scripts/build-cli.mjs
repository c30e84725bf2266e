#!/usr/bin/env node
/**
 * Builds the `td` command into out/cli: a small entry (td.js: the command table, the tiering, the errors), one
 * CommonJS bundle per command and one for the translator, which the entry and the commands load through a V8 code
 * cache (src/cli/bundles.ts), so a command compiles only its own code, and only on its first run. npm packages
 * stay in node_modules but for @intlify, which is the translator's code and cached with it. out/cli/package.json
 * makes Node read out/cli as CommonJS (the repository's package.json says ES modules).
 *
 * Run by `prepare` on `npm install` / `npm ci`, by `npm test`, `npm run td` and the bench; it takes about a second
 * and is skipped when the sources have not changed (scripts/reuse.mjs).
 *
 * `--link` also puts `td` in node_modules/.bin: npm links the bins of dependencies there, never the
 * package's own, and the README promises `node_modules/.bin/td` after `npm install`.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUnlessFresh, codeStamp, root } from './reuse.mjs';

export const cliEntry = join(root, 'out', 'cli', 'td.js');

/**
 * How the bench's child processes are bundled (bench/support/bundled.ts): ES modules for Node 20, npm packages left
 * in node_modules, as td was before its bundles, without their code cache.
 */
export const NODE_BUNDLE = { bundle: true, format: 'esm', platform: 'node', target: 'node20', packages: 'external', logLevel: 'warning' };
const outdir = dirname(cliEntry);
const cliSource = join(root, 'src', 'cli');
const commandTable = join(cliSource, 'commands', 'index.ts');
const sharedTranslator = join(root, 'src', 'shared', 'i18n', 'translate.ts');

/** The commands' modules, as the command table imports them on demand: `import('./pair')`. */
const commandNames = () => [...readFileSync(commandTable, 'utf8').matchAll(/import\('\.\/([a-z-]+)'\)/g)].map((m) => m[1]);

/** npm packages are required from node_modules at run time, @intlify's excepted (bundled into out/cli/i18n.js). */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@intlify/') ? undefined : { path: args.path, external: true }));
  },
};

/** Every import of src/shared/i18n/translate.ts gets src/cli/translateOnDemand.ts: the translator loads at the first message. */
const translatorOnDemand = {
  name: 'translator-on-demand',
  setup(build) {
    build.onResolve({ filter: /\/translate$/ }, (args) => (
      resolve(args.resolveDir, args.path) === sharedTranslator.replace(/\.ts$/, '') ? { path: join(cliSource, 'translateOnDemand.ts') } : undefined));
  },
};

/** In the entry, the command table's `import('./pair')` loads out/cli/pair.js with its code cache. */
const commandsAsBundles = {
  name: 'commands-as-bundles',
  setup(build) {
    build.onResolve({ filter: /^\.\/[a-z-]+$/ }, (args) => (
      args.importer === commandTable && args.kind === 'dynamic-import' ? { path: args.path.slice(2), namespace: 'td-command' } : undefined));
    build.onLoad({ filter: /.*/, namespace: 'td-command' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(join(cliSource, 'bundles.ts'))}).loadBundle(${JSON.stringify(args.path)});`,
      resolveDir: cliSource,
      loader: 'js',
    }));
  },
};

export async function buildCli({ force = false } = {}) {
  return buildUnlessFresh({
    name: 'cli',
    inputs: ['src/cli', 'src/main', 'src/shared', 'scripts/build-cli.mjs', 'package-lock.json'],
    output: relative(root, cliEntry),
    force,
    build: async () => {
      const { build } = await import('esbuild');
      rmSync(outdir, { recursive: true, force: true });
      mkdirSync(outdir, { recursive: true });
      writeFileSync(join(outdir, 'package.json'), '{ "type": "commonjs" }\n');
      const cjs = {
        bundle: true, format: 'cjs', platform: 'node', target: 'node20', logLevel: 'warning', outdir,
        define: { __TD_CODE_STAMP__: JSON.stringify(codeStamp()), 'import.meta.url': '__importMetaUrl' },
        banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
      };
      await build({ ...cjs, entryPoints: { i18n: sharedTranslator }, plugins: [packagesOutside] });
      await build({
        ...cjs,
        entryPoints: Object.fromEntries(commandNames().map((name) => [name, join(cliSource, 'commands', `${name}.ts`)])),
        plugins: [packagesOutside, translatorOnDemand],
      });
      await build({ ...cjs, entryPoints: { td: join(cliSource, 'td.ts') }, plugins: [packagesOutside, translatorOnDemand, commandsAsBundles] });
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
