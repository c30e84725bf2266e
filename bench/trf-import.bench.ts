/**
 * Issue 45 part 2: `td import trf` of large events, CPU time (user + system) of the built command on a
 * fresh club file, against the targets (5,000 players in 5 s, 9,999 in 10 s). The files are
 * made by the repository's own simulator (quickSwiss, 3 rounds), written as TRF-16.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, cliEntry } from '../scripts/build-cli.mjs';
import { quickSwiss } from '../src/shared/tournament/pairing/simulate';
import { formatTrf, trfFromHistory } from '../src/shared/tournament/trf';
import { commandCpuMs, type Bench } from './harness';

const SIZES = [
  { players: 5_000, targetMs: 5_000 },
  { players: 9_999, targetMs: 10_000 },
];
const RUNS = 3;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const bench: Bench = async (report) => {
  if (!existsSync('/proc/self/stat')) {
    report.note('CPU time of child processes is read from /proc: Linux only, not measured here');
    return;
  }
  await buildCli();
  const dir = mkdtempSync(join(tmpdir(), 'td-bench-trf-'));
  try {
    for (const { players, targetMs } of SIZES) {
      const file = join(dir, `swiss-${players}.trf`);
      writeFileSync(file, formatTrf(trfFromHistory(quickSwiss(players, 3, players), 3)));
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const db = join(dir, `club-${players}-${run}.sqlite`);
        samples.push(commandCpuMs(process.execPath, [cliEntry, 'import', 'trf', file, '--db', db]) ?? NaN);
      }
      const cpu = median(samples);
      report.figure(`td import trf, ${players} players, 3 rounds (built), CPU, median of ${RUNS}`, cpu, 'ms');
      report.figure(`  against the target of ${targetMs / 1000} s (within 1 is on target)`, cpu / targetMs, 'x');
    }
    report.note('CPU of the whole process tree from /proc/self/stat, a fresh club file per run');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
