/**
 * `td` start-up: the CPU time (user + system) of `td help` from the built command against Node's own
 * start-up (`node -e 0`), the ratio the issue asks to keep within 4; the same under tsx for
 * comparison (what `npm run td` cost before the build); and `td wthor` over the archive folder in one
 * process.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildCli, cliEntry } from '../scripts/build-cli.mjs';
import { fixture, repoRoot } from '../test/support/paths';
import { commandCpuMs, type Bench } from './harness';

/** Mean CPU milliseconds of a command over `runs` runs, child processes (tsx's) included, run from the repository. */
const meanCpuMs = (command: string, args: string[], runs: number): number => commandCpuMs(command, args, { runs, cwd: repoRoot }) ?? NaN;

const bench: Bench = async (report) => {
  await buildCli();
  if (!existsSync('/proc/self/stat')) {
    report.note('CPU time of child processes is read from /proc: Linux only, not measured here');
    return;
  }
  // A command's first run after a build compiles its bundle and writes its code cache (src/cli/bundles.ts): the
  // figures are of the runs after it, as on every day but the first.
  for (const args of [['help'], ['perft', '1'], ['pair', '--system', 'dutch', fixture('trf', 'sim24-r4.trf')], ['wthor', fixture('wthor')]]) {
    meanCpuMs(process.execPath, [cliEntry, ...args], 1);
  }
  const node = meanCpuMs(process.execPath, ['-e', '0'], 40);
  const help = meanCpuMs(process.execPath, [cliEntry, 'help'], 40);
  report.figure('node -e 0, CPU (user+sys), mean of 40', node, 'ms');
  report.figure('td help (built, out/cli), CPU, mean of 40', help, 'ms');
  report.figure('td help / node -e 0 (target: within 4)', help / node, 'x');
  report.figure('td help under tsx (before the build), CPU, mean of 5', meanCpuMs(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', 'help'], 5), 'ms');
  report.figure('td perft 1 (built; loads the Othello engine only), CPU, mean of 20', meanCpuMs(process.execPath, [cliEntry, 'perft', '1'], 20), 'ms');
  report.figure('td pair --system dutch, 24-player TRF after round 4 (built), CPU, mean of 10', meanCpuMs(process.execPath, [cliEntry, 'pair', '--system', 'dutch', fixture('trf', 'sim24-r4.trf')], 10), 'ms');
  report.figure('td wthor <archive folder> (10 files, 2,462 games, one process), CPU, mean of 5', meanCpuMs(process.execPath, [cliEntry, 'wthor', fixture('wthor')], 5), 'ms');
  report.note('CPU of the whole process tree from /proc/self/stat (10 ms ticks, so means over many runs)');
};

export default bench;
