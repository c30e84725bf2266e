/** examples/league-season.sh runs in CI: a whole league season from an empty database with the CLI alone. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import type { TeamStandingsView } from '../../src/shared/api/methods/teams';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
}, 60_000);

describe('examples/league-season.sh', () => {
  it('runs a double round of four teams with a postponement, a forfeit with an alternate and an imported club night, ending with the final table', () => {
    const work = tempDir();
    const r = spawnSync('bash', [join(repoRoot, 'examples/league-season.sh')], {
      cwd: repoRoot, encoding: 'utf8', env: { ...process.env, WORK: work, TD: `${process.execPath} ${cliEntry}`, TD_DB: '' },
    });
    expect(r.status, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout) as TeamStandingsView;
    expect(s.table.rows.map((x) => [x.name, x.played, x.matchPoints])).toEqual([
      ['Rooks', 6, 12], ['Corners', 6, 8], ['Parity', 6, 7], ['Edges', 6, 7],
    ]);
    expect(s.table.rows.every((x) => x.inHand === 0 && x.toPlay === 0)).toBe(true);
    // The mid-season table showed the postponed match in hand.
    expect(r.stderr).toMatch(/Rooks\s+2\s+2\s+0\s+0\s+4\s+0\s+6\s+1/);
    // R-ONI-14: the alternate has her own record (the replayed game), none of the forfeiter's.
    const ada = s.individual.rows.find((x) => x.name === 'Ada Rook')!;
    // Rounds 3 (the replay), 4, 5, 6 and the postponed round-1 match; Ann Rook only her round-2 game.
    expect(ada.played).toBe(5);
    expect(s.individual.rows.find((x) => x.name === 'Ann Rook')!.played).toBe(1);
    expect(existsSync(join(work, 'club.sqlite'))).toBe(true);
    // Published: the website lists the fixtures with venues and results, and the team table.
    const index = readFileSync(join(work, 'site/index.html'), 'utf8');
    expect(index).toContain('<h2 id="rounds">Fixtures</h2>');
    expect(index).toMatch(/Rooks<\/td><td class="num">1 – 1<\/td><td>Parity<\/td><td>Rook Hall/);
    expect(readFileSync(join(work, 'site/standings.html'), 'utf8')).toContain('Corners');
    expect(existsSync(join(work, 'fixtures.pdf'))).toBe(true);
  }, 240_000);
});
