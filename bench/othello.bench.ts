/**
 * Othello near the metal (issue 18): perft(11) (R-OTH-4) and WThor archive replay of the TypeScript
 * engine against a C baseline built here from bench/c/othello.c (it stands in for Edax, see
 * docs/othello.md). CPU time, best of REPEATS runs: the machine is shared, wall time is not comparable.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { perft } from '../src/shared/games/othello/perft';
import { readWtb } from '../src/shared/games/othello/wthor';
import { checkWthorGame } from '../src/shared/games/othello/wthor-games';
import { fixture } from '../test/support/paths';
import { cpuMs, type Bench, type Reporter } from './harness';

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
    report.figure('wthor replay TS / C', ratio(tsReplay, cReplay), 'x');
  }
}

const bench: Bench = (report) => {
  const c = buildC();
  try {
    measure(report, c);
  } finally {
    if ('cleanup' in c) c.cleanup();
  }
};

export default bench;
