/**
 * examples/table-night.sh (issue 42's contract): a club night from an empty database through `td serve`
 * on loopback and plain HTTP calls as the table devices make them. td serve serves the built renderer:
 * it is built first when missing or stale (`npm test` has built it already, and then this costs nothing).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { buildWeb } from '../../scripts/build-web.mjs';
import type { TableReport } from '../../src/shared/api/methods/tableNight';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
  await buildWeb();
}, 300_000);

/** A port free on loopback right now. */
const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});

describe('examples/table-night.sh', () => {
  it('8 players check in, tables report and confirm, one disputed report stays out of the standings, fees recorded: one JSON object', async () => {
    const db = join(tempDir(), 'night.sqlite');
    const r = spawnSync('bash', [join(repoRoot, 'examples/table-night.sh')], {
      cwd: repoRoot, encoding: 'utf8', timeout: 120_000,
      env: { ...process.env, TD_DB: db, PORT: String(await freePort()), TD: `${process.execPath} ${cliEntry}`, TD_DIRECTOR_TOKEN: '' },
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      standings: { throughRound: number; rows: Array<{ name: string; played: number; values: { matchPoints: number } }> };
      disputed: TableReport[]; fees: { paid: number; owed: number };
    };
    expect(Object.keys(out)).toEqual(['standings', 'disputed', 'fees']);
    // Eight players, all checked in and paired; round 2 has a result missing (the dispute): the standings stop at round 1.
    expect(out.standings.rows).toHaveLength(8);
    expect(out.standings.throughRound).toBe(1);
    expect(out.standings.rows.map((x) => x.values.matchPoints).reduce((a, b) => a + b, 0)).toBe(4);
    expect(out.disputed).toHaveLength(1);
    expect(out.disputed[0]).toMatchObject({
      round: 2, board: 2, state: 'disputed',
      reported: { result: { score: { a: 35, b: 29 } }, device: expect.stringMatching(/^table device, table 2 of event \d+/) },
      counter: { result: { score: { a: 29, b: 35 } } },
    });
    // 3 members at 4, 2 non-members at 6 and a junior at 3 paid; a senior (5) and a non-member (6) owe.
    expect(out.fees).toEqual({ paid: 27, owed: 11 });
    // The refusals the script checks on the way: a wrong PIN at the door, a table writing to another table.
    expect(r.stderr).toContain("refused as it should be: this is not Ann's PIN: nothing was recorded");
    expect(r.stderr).toContain('refused as it should be: this device holds the code of table 1: it reads and writes that table only');
  }, 150_000);
});
