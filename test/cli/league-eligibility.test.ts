/** `td team league-settings`, `withdraw` and `cards` for the league's eligibility settings (issue 43 part 2). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
}, 60_000);

describe('td team: the league eligibility settings and a withdrawal', () => {
  it('sets and shows the settings, refuses a bad value by name, withdraws a team and says what became of its results', () => {
    const db = join(tempDir(), 'league.sqlite');
    const td = (...args: string[]) => spawnSync(process.execPath, [cliEntry, 'team', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_DB: '', TD_LANG: 'en' } });
    const ok = (...args: string[]) => {
      const r = td(...args);
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    const E = (JSON.parse(ok('create-event', '--name', 'County', '--game', 'othello', '--format', 'league', '--boards', '1', '--json')) as { eventId: number }).eventId.toString();
    for (const t of ['Ash', 'Elm']) {
      ok('add', '--event', E, '--name', t, '--club', t);
      ok('players', '--event', E, '--team', t, '--name', `${t} one`);
    }
    ok('fixtures', '--event', E, '--dates', '2026-02-01,2026-02-08');
    expect(ok('league-settings', '--event', E)).toMatch(/no limit on matches for a higher team\na team withdrawing in the first half of the season has its results voided; in the second half they stand/);
    expect(ok('league-settings', '--event', E, '--higher-team-matches', '3', '--eligibility', 'flag', '--withdrawn-results', 'stand'))
      .toMatch(/a player who has played 3 matches for a higher team of the club may not play for a lower one: flagged for the secretary\na withdrawn team's results stand/);
    const bad = td('league-settings', '--event', E, '--eligibility', 'warn');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/eligibilityAction.*must be refuse or flag/);
    ok('result', '--event', E, '--fixture', '1.1', '--date', '2026-02-01', '--scores', '40-24');
    expect(ok('withdraw', '--event', E, '--team', 'Elm', '--date', '2026-02-05', '--reason', 'club closed')).toBe('Elm withdrew on 2026-02-05: its results stand\n');
    const table = JSON.parse(ok('standings', '--event', E, '--json')) as { table: { rows: Array<{ name: string; played: number; withdrawn?: unknown }> } };
    expect(table.table.rows.map((r) => [r.name, r.played, r.withdrawn ?? null])).toEqual([['Ash', 1, null], ['Elm', 1, { date: '2026-02-05', results: 'stand' }]]);
  }, 300_000);
});
