import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run bench` is where speed is measured (never in tests), so nothing else would notice a bench that no
 * longer runs. This runs the moves bench (issue 45, part 1) in its shortest form and checks that it prints
 * its figures with their ratios against the floor. It asserts no time: only that the figures are there.
 */
describe('npm run bench -- moves, in its shortest form', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let run: SpawnSyncReturns<string>;
  let lines: string[] = [];
  beforeAll(() => {
    run = spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'bench/run.ts', 'moves'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, TD_BENCH_MOVES_MS: '200', TD_BENCH_MOVES_RUNS: '1', TD_BENCH_MOVES_CLIENTS: '1', TD_BENCH_VENUE_MS: '500' },
      timeout: 240_000,
    });
    lines = run.stdout.split('\n');
  }, 250_000);
  /** The number printed on the line that starts with `label` (after the indent), or NaN. */
  const figure = (label: string) => {
    const line = lines.find((l) => l.trim().startsWith(label));
    return Number(line?.slice(line.lastIndexOf(': ') + 2).split(' ')[0] ?? NaN);
  };

  it('runs to the end without a failure', () => {
    expect(run.status, run.stderr).toBe(0);
    expect(lines.filter((l) => l.includes('failed:'))).toEqual([]);
  });

  it('prints the moves per second of td serve and of the floor, and their ratio', () => {
    expect(figure('games.append over HTTP, 1 client: floor')).toBeGreaterThan(0);
    expect(figure('games.append over HTTP, 1 client: td serve, median')).toBeGreaterThan(0);
    expect(figure('games.append over HTTP, 1 client: td serve / floor, median')).toBeGreaterThan(0);
    expect(figure('games.append over HTTP, 1 client: server CPU per move')).toBeGreaterThan(0);
  });

  it('prints the venue night: moves, answer and notice delays, the director\'s calls', () => {
    for (const label of ['venue night, 150 boards, 151 notice streams: moves', 'venue night: answer p99', 'venue night: move sent to its notice on the director\'s page, p99',
      'venue night: director\'s games.list (150 boards) + games.get, p99']) {
      expect(figure(label), label).toBeGreaterThan(0);
    }
  });
});
