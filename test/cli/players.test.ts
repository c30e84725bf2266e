/** Issue 21: `td players import FILE --dry-run` says what an import would do; `--search` ignores accents and case. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

function td(args: string[]) {
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'src/cli/td.ts'), ...args], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_DB: '' } });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('td players import --dry-run and list --search', () => {
  it('prints what would be added, updated and left alone, writes nothing, then imports', () => {
    const dir = tempDir();
    const db = join(dir, 'club.sqlite');
    const list = join(dir, 'list.csv');
    writeFileSync(list, 'fed_id,name,club,rating_othello\nPOL-1,Łukasz Wróbel,Kraków,1710\nPOL-2,Zoë Ångström,Malmö,1840\n');
    expect(td(['players', 'add', '--db', db, '--name', 'Lukasz Wrobel', '--club', 'Krakow', '--birth-year', '1990']).code).toBe(0);
    const dry = td(['players', 'import', list, '--dry-run', '--db', db]);
    expect(dry.code).toBe(0);
    expect(dry.out.split('\n')).toEqual([
      'Dry run, nothing written: 1 added, 1 updated, 0 left alone, 0 in conflict',
      'Added (would be):',
      '  line 3: Zoë Ångström (Malmö)',
      'Updated (would be):',
      '  line 2: #1 Lukasz Wrobel: name Lukasz Wrobel -> Łukasz Wróbel, club Krakow -> Kraków, fed_id (none) -> POL-1, rating_othello (none) -> 1710',
      '',
    ]);
    expect(JSON.parse(td(['players', 'list', '--db', db, '--json']).out)).toHaveLength(1);
    expect(td(['players', 'import', list, '--db', db]).out).toMatch(/^1 added, 1 updated, 0 left alone, 0 in conflict \(undo: td players undo-import \d+\)/);
    const found = JSON.parse(td(['players', 'list', '--db', db, '--json', '--search', 'WROBEL']).out);
    expect(found.map((p: { name: string; fedId: string; birthYear: number }) => [p.name, p.fedId, p.birthYear])).toEqual([['Łukasz Wróbel', 'POL-1', 1990]]);
    expect(td(['ratings', '--db', db, '--game', 'othello']).out).toContain('1840.0  Zoë Ångström  (listed, 0 games');
    // Forbidden pairings and K by experience as event settings.
    const ev = JSON.parse(td(['event', 'create', '--db', db, '--json', '--name', 'Family Swiss', '--game', 'othello', '--format', 'swiss', '--rounds', '3',
      '--opt', 'avoidSameClub=yes', '--opt', 'forbiddenPairs=1-2:family', '--opt', 'ratingKNew=32']).out);
    expect(ev.settings).toMatchObject({ avoidSameClub: true, forbiddenPairs: [{ a: 1, b: 2, why: 'family' }], ratingKNew: 32, provisionalGames: 20 });
  });
});

describe('td players add --country (issue 41 part 2)', () => {
  it('stores the federation code, lists it, and refuses a code that is not three capital letters, naming the field', () => {
    const db = join(tempDir(), 'club.sqlite');
    const added = td(['players', 'add', '--db', db, '--name', 'Hideshi Tamaru', '--country', 'JPN', '--json']);
    expect(added.code).toBe(0);
    expect(JSON.parse(added.out)).toMatchObject({ name: 'Hideshi Tamaru', country: 'JPN' });
    expect(td(['players', 'list', '--db', db]).out).toContain('Hideshi Tamaru  JPN');
    const bad = td(['players', 'add', '--db', db, '--name', 'Marc Tastet', '--country', 'France']);
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/country.*three capital letters/);
    expect(JSON.parse(td(['players', 'list', '--db', db, '--json']).out)).toHaveLength(1);
  }, 300_000);
});
