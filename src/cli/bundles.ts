/**
 * How the built `td` loads its parts. scripts/build-cli.mjs makes every command, and the translator, a CommonJS
 * bundle of its own in out/cli. This module compiles one with a V8 code cache kept in out/cli/cache.
 *
 * Why: a short command spends much of its CPU compiling its own JavaScript. Node 20 keeps no code cache for
 * modules, but `vm.Script` takes one (issue 45: the 100-player `td pair`, 59 ms of CPU before, and a cached
 * bundle of the pairing command alone 30-32 ms against 36-38 ms uncached).
 *
 * A bundle without a cache is compiled whole, every function at once rather than at its first call, and its cache
 * written straight away: it then serves every run of the command, not only runs like the first (a cache made by
 * `td pair` on 24 players left the 100-player round at 44 ms, one of the whole bundle at 35-40). V8 takes a
 * cache only under the flags it was made with, and `td serve` runs under other flags than the one-shot commands
 * (main/tiering.ts, set before anything loads): the cache of a bundle both load, the translator's, is kept once
 * per tiering, or each would delete the other's. A cache V8 refuses is deleted, and the next run makes one:
 * another Node, other V8 flags, a bundle of another length, a damaged file. The build empties out/cli, caches
 * included; a folder td cannot write to only means no cache.
 *
 * A bundle loads once in a process: the entry and every command's bundle have a copy of this module (and of
 * the translator's stand-in), so the bundles loaded are kept where all copies find them.
 */
import { accessSync, constants, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { tiering, type Tiering } from '../main/tiering';

const folder = dirname(fileURLToPath(import.meta.url));
const cacheFolder = join(folder, 'cache');
const loaded: Map<string, unknown> = ((globalThis as { [key: symbol]: Map<string, unknown> })[Symbol.for('club-td.bundles')] ??= new Map());

// V8 checks a cache's version, flags and length, but its content only when asked: a damaged file crashed the
// process. The check costs no measurable time on the 100-player `td pair`.
setFlagsFromString('--verify-snapshot-checksum');

/** The exports of out/cli/<name>.js, compiled with its cache where V8 accepts it. */
export function loadBundle(name: string): unknown {
  if (!loaded.has(name)) loaded.set(name, compile(name));
  return loaded.get(name);
}

/** The cache of bundle `name`, in out/cli/cache: one per tiering, Node version and processor, as V8 needs. */
export const cacheFileName = (name: string, kind: Tiering | undefined = tiering()): string =>
  `${name}-${kind ?? 'untiered'}-${process.version}-${process.arch}.bin`;

function compile(name: string): unknown {
  const file = join(folder, `${name}.js`);
  const cacheFile = join(cacheFolder, cacheFileName(name));
  const source = Module.wrap(readFileSync(file, 'utf8'));
  const cachedData = readIfThere(cacheFile);
  let script: Script;
  if (cachedData) {
    script = new Script(source, { filename: file, cachedData });
    if (script.cachedDataRejected) rmSync(cacheFile, { force: true });
  } else if (cacheFolderWritable()) {
    script = compileWhole(source, file);
    keep(script, cacheFile);
  } else {
    // A read-only install keeps no cache: compiling the whole bundle on every run would only cost more.
    script = new Script(source, { filename: file });
  }
  const module = { exports: {} };
  const body = script.runInThisContext() as (...args: unknown[]) => void;
  body.call(module.exports, module.exports, createRequire(file), module, file, folder);
  return module.exports;
}

function compileWhole(source: string, file: string): Script {
  setFlagsFromString('--no-lazy');
  try {
    return new Script(source, { filename: file });
  } finally {
    setFlagsFromString('--lazy');
  }
}

let writable: boolean | undefined;
function cacheFolderWritable(): boolean {
  if (writable === undefined) {
    try {
      mkdirSync(cacheFolder, { recursive: true });
      accessSync(cacheFolder, constants.W_OK);
      writable = true;
    } catch {
      writable = false;
    }
  }
  return writable;
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function keep(script: Script, cacheFile: string): void {
  // Renamed into place: another td starting meanwhile reads the old cache or the new one, never half of one.
  const partial = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch {
    rmSync(partial, { force: true }); // a full disk: the next run tries again
  }
}
