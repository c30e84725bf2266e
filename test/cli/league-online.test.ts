/**
 * examples/league-online.sh runs in CI (issue 43, "Done when"): the league server on loopback, captains'
 * codes, cards over HTTP confirmed and disputed, a card after its lock window refused, a club night pushed
 * signed and a tampered copy refused; the script ends with one JSON object.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { buildWeb } from '../../scripts/build-web.mjs';
import type { TeamRow } from '../../src/shared/tournament/teams';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  // td serve needs the built renderer; both builds are reused when their sources have not changed.
  await buildCli();
  await buildWeb();
}, 240_000);

/** A port nobody listens on now (the script's league server takes it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    }).on('error', reject);
  });
}

interface Output {
  table: TeamRow[];
  disputed: Array<{ fixture: string; home: string; away: string; reason: string }>;
  refused: Array<{ what: string; fixture: string; error: { code: string; message: string } }>;
}

describe('examples/league-online.sh', () => {
  it('captains enter and confirm cards over HTTP, one is disputed, a late card and a tampered signed night are refused, and the table counts only what was confirmed or pushed', async () => {
    const work = tempDir();
    const r = spawnSync('bash', [join(repoRoot, 'examples/league-online.sh')], {
      cwd: repoRoot, encoding: 'utf8', timeout: 900_000,
      env: { ...process.env, WORK: work, PORT: String(await freePort()), TD: `${process.execPath} ${cliEntry}`, TD_DB: '', TD_LANG: 'en' },
    });
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Output;
    expect(Object.keys(out)).toEqual(['table', 'disputed', 'refused']);
    // Confirmed: rounds 3 (one card) and 4 (two cards); pushed: the Parity club's round-2 match. The
    // disputed card and the refused ones count for nothing: four matches, eight team results.
    expect(out.table.reduce((n, row) => n + row.played, 0)).toBe(8);
    expect(out.table.map((row) => row.name).sort()).toEqual(['Corners', 'Edges', 'Parity', 'Rooks']);
    expect(out.table.find((row) => row.name === 'Parity')!.played).toBe(3);
    expect(out.table.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    expect(out.disputed).toEqual([expect.objectContaining({ fixture: '3.2', reason: 'board 2 was 31-33 to us, not 33-31' })]);
    expect(out.refused).toHaveLength(2);
    expect(out.refused[0]).toMatchObject({ fixture: '1.1', error: { code: 'conflict', message: expect.stringMatching(/^the card of fixture 1\.1 \(.+\) locked after \d{4}-\d\d-\d\d, 10 days after the match: later changes need the league secretary$/) } });
    expect(out.refused[1]).toMatchObject({ error: { code: 'forbidden', message: expect.stringMatching(/signature does not match .*key of Parity Club/) } });
    // Pushing the same signed night twice is answered, not applied twice.
    expect(r.stderr).toMatch(/was already on http:\/\/127\.0\.0\.1:\d+: nothing changed/);
    // About eighty short node processes: under a minute alone, many minutes on a machine shared by several runs.
  }, 960_000);
});
