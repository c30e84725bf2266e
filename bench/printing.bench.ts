/**
 * Printing long documents (issue 45, part 4): the 500-player cross-table (357 landscape pages) and the
 * 500-player standings, each against pdfkit alone writing as many pages like them in the same embedded
 * fonts without buffering them (bench/support/cross-table-child.ts); peak memory (the maximum resident
 * set of a child process that prints one document) and CPU. Alternating runs, medians; the CPU ratios are the
 * median of each run's ratio to the bare run beside it, with their range. Targets: the cross-table under
 * 200 MiB, both within 1.5x the bare CPU.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, range, type Bench } from './harness';
import { bundled } from './support/bundled';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.TD_BENCH_PRINT_RUNS ?? 5);

function childRun(script: string, args: string[]): { pages: number; cpu: number; rssMiB: number } {
  const out = execFileSync(process.execPath, [script, ...args], { encoding: 'utf8' });
  const [pages, cpu, rss] = out.trim().split(' ').map(Number) as [number, number, number];
  return { pages, cpu, rssMiB: rss / 1024 };
}

const bench: Bench = async (report) => {
  // The child bundled as td ships (no tsx loader in its memory or its CPU).
  const script = await bundled(join(here, 'support', 'cross-table-child.ts'));
  const child = (args: string[]) => childRun(script, args);
  const ours: ReturnType<typeof childRun>[] = [];
  const bare: typeof ours = [];
  const empty: typeof ours = [];
  const standings: typeof ours = [];
  const bareStandings: typeof ours = [];
  for (let i = 0; i < RUNS; i++) {
    ours.push(child(['ours', '500', '9']));
    bare.push(child(['bare', '0', '0', String(ours[0]!.pages)]));
    empty.push(child(['bare', '0', '0', '0']));
    standings.push(child(['ours-standings', '500', '9']));
    bareStandings.push(child(['bare-standings', '500', '9']));
  }
  const m = (xs: typeof ours, k: 'cpu' | 'rssMiB') => percentile(xs.map((x) => x[k]), 50);
  // Each run against the bare run beside it, as the moves bench pairs its runs: a shared machine's speed drifts
  // within this part's half minute, and a ratio of two medians, each taken from runs at other moments, takes it in.
  const paired = (xs: typeof ours, floor: typeof ours) => {
    const ratios = xs.map((x, i) => x.cpu / floor[i]!.cpu);
    return { ratio: percentile(ratios, 50), unit: `x (pairs ${range(ratios, 2)})` };
  };
  const crossTable = paired(ours, bare);
  const standingsRatio = paired(standings, bareStandings);
  report.figure(`cross-table PDF, 500 players (${ours[0]!.pages} pages): peak memory of the process (target < 200)`, m(ours, 'rssMiB'), 'MiB');
  report.figure(`bare pdfkit, ${ours[0]!.pages} pages like them, unbuffered: peak memory`, m(bare, 'rssMiB'), 'MiB');
  report.figure('cross-table PDF peak memory / bare pdfkit', m(ours, 'rssMiB') / m(bare, 'rssMiB'), 'x');
  report.figure('cross-table PDF, CPU', m(ours, 'cpu'), 'ms');
  report.figure('bare pdfkit, CPU', m(bare, 'cpu'), 'ms');
  report.figure(`cross-table PDF CPU / bare pdfkit, median of the ${RUNS} runs' ratios (target <= 1.5)`, crossTable.ratio, crossTable.unit);
  report.figure(`standings PDF, 500 players (${standings[0]!.pages} pages), CPU`, m(standings, 'cpu'), 'ms');
  report.figure('bare pdfkit, as many rows like them, CPU', m(bareStandings, 'cpu'), 'ms');
  report.figure(`standings PDF CPU / bare pdfkit, median of the ${RUNS} runs' ratios (target <= 1.5)`, standingsRatio.ratio, standingsRatio.unit);
  report.note("CPU of each child from its first page to its PDF (ours includes the standings it computes, not building the sample event); medians of alternating runs, and of the runs' ratios to the bare run beside each");
  report.note(`a child that loads pdfkit and writes no page peaks at ${m(empty, 'rssMiB').toFixed(0)} MiB; the cross-table's child also loads the app's document code, fonts and a 500-player event`);
};

export default bench;
