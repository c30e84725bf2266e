/**
 * A bench's child process runs its code bundled by esbuild, as `td` ships it, not transpiled on the fly by tsx,
 * whose loader thread, helpers and source maps `td serve` never carries. As ES modules, without the code cache
 * td's own bundles have (src/cli/bundles.ts), as the desktop app's main process runs: for the first standings
 * of a 10,000-entry event on a cold server the cache made no difference beyond the noise (102 against 104 ms of
 * CPU, medians of 10 alternating runs).
 * The bundle goes to out/bench; it has no code stamp of its own (a child that wants one sets it).
 */
import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { NODE_BUNDLE } from '../../scripts/build-cli.mjs';
import { root } from '../../scripts/reuse.mjs';

const outDir = join(root, 'out', 'bench');
const built = new Map<string, Promise<string>>();

/** The bundle of `entry` (a bench/support script), built once per bench run; its path. */
export function bundled(entry: string): Promise<string> {
  let done = built.get(entry);
  if (!done) {
    const outfile = join(outDir, basename(entry).replace(/\.ts$/, '.mjs'));
    mkdirSync(outDir, { recursive: true });
    done = build({ ...NODE_BUNDLE, entryPoints: [entry], outfile }).then(() => outfile);
    built.set(entry, done);
  }
  return done;
}
