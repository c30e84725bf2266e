/**
 * Othello near the metal (issue 18): perft(11) (R-OTH-4) and WThor archive replay of the TypeScript
 * engine against a C baseline built here from bench/c/othello.c (it stands in for Edax, see
 * docs/othello.md). CPU time, best of REPEATS runs: the machine is shared, wall time is not comparable.
 * Issue 45: the whole `td wthor` command (built, output to /dev/null) against the C program printing
 * the same lines, over the fixture archive (and the WThor folder TD_WTHOR_ARCHIVE names, when set),
 * each folder given ARCHIVE_COPIES times so that about 100,000 games are read, as in the 34 real years.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, closeSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli, cliEntry } from '../scripts/build-cli.mjs';
import { perft } from '../src/shared/games/othello/perft';
import { readWtb } from '../src/shared/games/othello/wthor';
import { checkWthorGame } from '../src/shared/games/othello/wthor-games';
import { fixture } from '../test/support/paths';
import { commandCpuMs, cpuMs, type Bench, type Reporter } from './harness';

/** The folder of .wtb files replayed. */
const WTHOR_DIR = fixture('wthor');
const PERFT_DEPTH = 11;
/** Replay the archive again and again until this many games have been checked. */
const MIN_GAMES = 100_000;
const REPEATS = 3;

const C_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'c', 'othello.c');

/** Compiles the C baseline into a temporary folder; null (and why) when there is no C compiler. */
function buildC(): { exe: string; cleanup: () => void } | { error: string } {
  const dir = mkdtempSync(join(tmpdir(), 'td-othello-c-'));
  const exe = join(dir, 'othello');
  try {
    execFileSync('cc', ['-O2', '-march=native', '-o', exe, C_SOURCE], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { exe, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    const e = err as NodeJS.ErrnoException & { stderr?: Buffer };
    return { error: e.code === 'ENOENT' ? 'no C compiler (cc) on this machine' : `cc failed: ${String(e.stderr ?? e.message).trim()}` };
  }
}

/** Runs the C baseline; it prints `key value` pairs, CPU seconds of the work alone under `cpu`. */
function runC(exe: string, args: string[]): Record<string, number> {
  const words = execFileSync(exe, args, { encoding: 'utf8' }).trim().split(/\s+/);
  const fields: Record<string, number> = {};
  for (let i = 0; i + 1 < words.length; i += 2) fields[words[i]!] = Number(words[i + 1]);
  return fields;
}

/** The fastest run, and every run for the record. */
function best(runs: number[], report: Reporter, what: string): number {
  report.note(`${what} CPU runs: ${runs.map((ms) => Math.round(ms)).join(', ')} ms`);
  return Math.min(...runs);
}
const ratio = (ts: number, c: number): number => Number((ts / c).toFixed(2));

function measure(report: Reporter, c: ReturnType<typeof buildC>): void {
  if ('error' in c) report.note(`C baseline skipped: ${c.error}; TypeScript figures only`);

  // perft
  let nodes = 0;
  const tsPerft = best(Array.from({ length: REPEATS }, () => cpuMs(() => (nodes = perft(PERFT_DEPTH)))), report, 'perft TS');
  report.figure(`perft(${PERFT_DEPTH}) nodes`, nodes, 'nodes');
  report.figure(`perft(${PERFT_DEPTH}) TS CPU`, Math.round(tsPerft), 'ms');
  report.figure(`perft(${PERFT_DEPTH}) TS speed`, Math.round(nodes / (tsPerft / 1000)), 'nodes/s');
  if ('exe' in c) {
    const runs = Array.from({ length: REPEATS }, () => runC(c.exe, ['perft', String(PERFT_DEPTH)]));
    if (runs[0]!.nodes !== nodes) report.note(`C perft counts ${runs[0]!.nodes} nodes, TS ${nodes}: the baseline is wrong`);
    const cPerft = best(runs.map((r) => r.cpu! * 1000), report, 'perft C');
    report.figure(`perft(${PERFT_DEPTH}) C CPU`, Math.round(cPerft), 'ms');
    report.figure(`perft(${PERFT_DEPTH}) TS / C`, ratio(tsPerft, cPerft), 'x');
  }

  // archive replay: read, replay and check every game of every file (the bytes are read once, before)
  const paths = readdirSync(WTHOR_DIR).filter((f) => f.endsWith('.wtb')).sort().map((f) => join(WTHOR_DIR, f));
  const files = paths.map((p) => new Uint8Array(readFileSync(p)));
  let games = 0;
  let legal = 0;
  let matches = 0;
  const tsReplay = best(Array.from({ length: REPEATS }, () => cpuMs(() => {
    games = legal = matches = 0;
    while (games < MIN_GAMES) {
      for (const bytes of files) {
        for (const game of readWtb(bytes).games) {
          const check = checkWthorGame(game);
          if (check.legal) legal++;
          if (check.scoreMatches) matches++;
          games++;
        }
      }
    }
  })), report, 'replay TS');
  report.figure('wthor games replayed and checked', games, 'games');
  report.figure('wthor replay TS CPU', Math.round(tsReplay), 'ms');
  report.figure('wthor replay TS throughput', Math.round(games / (tsReplay / 1000)), 'games/s');
  report.note(`${files.length} files, ${legal} of ${games} replays legal, ${matches} finished as recorded`);
  if ('exe' in c) {
    const runs = Array.from({ length: REPEATS }, () => runC(c.exe, ['replay', String(MIN_GAMES), ...paths]));
    const r = runs[0]!;
    if (r.games !== games || r.legal !== legal || r.matches !== matches) {
      report.note(`C replay disagrees: ${r.games} games, ${r.legal} legal, ${r.matches} as recorded`);
    }
    const cReplay = best(runs.map((run) => run.cpu! * 1000), report, 'replay C');
    report.figure('wthor replay C CPU', Math.round(cReplay), 'ms');
    report.figure('wthor replay C throughput', Math.round(r.games! / (cReplay / 1000)), 'games/s');
    report.figure('wthor replay TS / C (engine alone; target: within 2)', ratio(tsReplay, cReplay), 'x');
  }
}

/** Folder copies given to one `td wthor` run (2,462 games each in the fixture). */
const ARCHIVE_COPIES = 40;
const PRINT_RUNS = 5;

/** CPU milliseconds of one run of a command, its output sent to `out` (exit 2, problems found, counts as a run). */
const childCpuMs = (command: string, args: string[], out: number): number => commandCpuMs(command, args, { stdout: out, ok: [0, 2] }) ?? NaN;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `td wthor` against the C printer on one archive folder: medians of alternating runs, and whether the bytes agree. */
function measurePrinting(report: Reporter, exe: string, folder: string, label: string): void {
  const wtbs = readdirSync(folder).filter((f) => f.toLowerCase().endsWith('.wtb')).sort().map((f) => join(folder, f));
  const names = (file: string) => (existsSync(join(folder, file)) ? join(folder, file) : '-');
  const cArgs = (out: string, copies: number) => ['print', out, names('WTHOR.JOU'), names('WTHOR.TRN'), ...Array<string[]>(copies).fill(wtbs).flat()];
  const tdArgs = (copies: number) => [cliEntry, 'wthor', ...Array<string>(copies).fill(folder)];
  const dir = mkdtempSync(join(tmpdir(), 'td-wthor-print-'));
  try {
    // The same lines, byte for byte (two copies: the lines name their file, as with the archive's 34 years)
    const tdOut = openSync(join(dir, 'td.jsonl'), 'w');
    childCpuMs(process.execPath, tdArgs(2), tdOut);
    closeSync(tdOut);
    childCpuMs(exe, cArgs(join(dir, 'c.jsonl'), 2), openSync('/dev/null', 'w'));
    const same = readFileSync(join(dir, 'td.jsonl')).equals(readFileSync(join(dir, 'c.jsonl')));
    report.note(`${label}: the C printer's lines are ${same ? 'byte for byte those of td wthor' : 'NOT those of td wthor (the ratio compares different work)'}`);
    const devNull = openSync('/dev/null', 'w');
    const td: number[] = [];
    const c: number[] = [];
    for (let i = 0; i < PRINT_RUNS; i++) {
      td.push(childCpuMs(process.execPath, tdArgs(ARCHIVE_COPIES), devNull));
      c.push(childCpuMs(exe, cArgs('/dev/null', ARCHIVE_COPIES), devNull));
    }
    closeSync(devNull);
    report.figure(`td wthor, ${label} x${ARCHIVE_COPIES} (${wtbs.length * ARCHIVE_COPIES} files), whole process CPU, median of ${PRINT_RUNS}`, median(td), 'ms');
    report.figure(`C printing the same lines, whole process CPU, median of ${PRINT_RUNS}`, median(c), 'ms');
    report.figure('td wthor / C printing (target: within 4)', ratio(median(td), median(c)), 'x');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fixture archive, and the fuller one beside the clone where there is one. */
function printingArchives(): Array<{ folder: string; label: string }> {
  // A larger archive is the caller's to name: the repository stands alone.
  const extra = process.env.TD_WTHOR_ARCHIVE ? resolve(process.env.TD_WTHOR_ARCHIVE) : null;
  return [{ folder: WTHOR_DIR, label: 'test/fixtures/wthor' }, ...(extra && existsSync(extra) ? [{ folder: extra, label: extra }] : [])];
}

const bench: Bench = async (report) => {
  const c = buildC();
  try {
    measure(report, c);
    if (!('exe' in c)) return;
    if (!existsSync('/proc/self/stat')) {
      report.note('td wthor against the C printer: CPU of child processes is read from /proc, Linux only; not measured here');
      return;
    }
    await buildCli();
    for (const { folder, label } of printingArchives()) measurePrinting(report, c.exe, folder, label);
    report.note('engine target (issue 45): wthor replay TS / C within 2');
  } finally {
    if ('cleanup' in c) c.cleanup();
  }
};

export default bench;
