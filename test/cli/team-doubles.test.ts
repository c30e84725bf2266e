/** `td team create-event --singles 6 --doubles 3` (issue 43 part 4): a dominoes match of singles and doubles boards from a script. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
}, 60_000);

describe('td team: dominoes doubles boards', () => {
  it('creates six singles and three doubles boards, lines up partners and enters a nine-board card', () => {
    const db = join(tempDir(), 'club.sqlite');
    const td = (...args: string[]) => spawnSync(process.execPath, [cliEntry, 'team', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_DB: '', TD_LANG: 'en' } });
    const ok = (...args: string[]) => {
      const r = td(...args);
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    const view = JSON.parse(ok('create-event', '--name', 'Domino league', '--game', 'dominoes', '--format', 'league', '--singles', '6', '--doubles', '3', '--json')) as { eventId: number; event: { boards: number; boardKinds: string[] } };
    expect(view.event.boards).toBe(9);
    expect(view.event.boardKinds).toEqual([...Array(6).fill('singles'), ...Array(3).fill('doubles')]);
    const E = String(view.eventId);
    for (const t of ['Spinners', 'Muggins']) {
      ok('add', '--event', E, '--name', t);
      ok('players', '--event', E, '--team', t, ...Array.from({ length: 12 }, (_, i) => ['--name', `${t} ${i + 1}`]).flat());
    }
    ok('fixtures', '--event', E, '--dates', '2026-02-01,2026-02-08');
    const show = JSON.parse(ok('show', '--event', E, '--json')) as { fixtures: Array<{ id: string; homeName: string }> };
    const home = show.fixtures.find((f) => f.id === '1.1')!.homeName;
    const p = (n: number) => `${home} ${n}`;
    ok('lineup', '--event', E, '--fixture', '1.1', '--side', 'home', ...[1, 2, 3, 4, 5, 6].flatMap((n) => ['--board', p(n)]), '--board', `${p(7)},${p(8)}`, '--board', `${p(9)},${p(10)}`, '--board', `${p(11)},${p(12)}`);
    const one = td('lineup', '--event', E, '--fixture', '1.1', '--side', 'home', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => ['--board', p(n)]));
    expect(one.status).toBe(2);
    expect(one.stderr).toMatch(/board 7 of .* seats 1 player; a board takes 2/);
    ok('result', '--event', E, '--fixture', '1.1', '--date', '2026-02-01', '--scores', '61-30,61-30,61-30,20-61,20-61,20-61,65-50,40-61,61-55');
    const table = JSON.parse(ok('standings', '--event', E, '--json')) as { table: { rows: Array<{ name: string; boardPointsFor: number; matchPoints: number }> } };
    expect(table.table.rows.map((r) => [r.name, r.boardPointsFor, r.matchPoints])).toEqual([[home, 5, 2], [expect.any(String), 4, 0]]);
  }, 240_000);
});
