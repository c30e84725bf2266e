/**
 * A bench's child process runs its code as `td` ships it: bundled by esbuild like out/cli (scripts/build-cli.mjs),
 * not transpiled on the fly by tsx, whose loader thread, helpers and source maps `td serve` never carries.
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
