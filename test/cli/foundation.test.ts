import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

function td(args: string[], input?: string) {
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'src/cli/td.ts'), ...args], {
    cwd: repoRoot, input, encoding: 'utf8', env: { ...process.env, TD_DB: '' },
  });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe('td CLI: players and events', () => {
  it('adds, imports, lists and exports players, creates and lists events, all with --db and --json', () => {
    const dir = tempDir();
    const db = join(dir, 'club.sqlite');
    const csv = join(dir, 'roll.csv');
    writeFileSync(csv, 'name,club,rating\nZoë Ångström,Malmö,1840\nŁukasz Wróbel,Kraków,\n李雷,北京,2010\n');
    expect(td(['players', 'add', '--db', db, '--name', 'Ann Lee', '--rating', '1500']).code).toBe(0);
    const imported = td(['players', 'import', csv, '--db', db, '--json']);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.out).imported).toBe(3);
    const list = td(['players', 'list', '--db', db, '--json']);
    expect(JSON.parse(list.out).map((p: { name: string }) => p.name)).toEqual(['Ann Lee', 'Łukasz Wróbel', 'Zoë Ångström', '李雷']);
    expect(td(['players', 'export', '--db', db]).out).toContain('李雷,北京,2010');
    const created = td(['events', 'create', '--db', db, '--json', '--name', 'Club night', '--game', 'ninuki', '--format', 'round-robin', '--opt', 'size=13']);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.out)).toMatchObject({ name: 'Club night', game: 'ninuki', options: { size: '13' } });
    expect(JSON.parse(td(['events', 'list', '--db', db, '--json']).out)).toHaveLength(1);
  });

  it('exits 2 with the API error for bad input, and 1 for usage errors', () => {
    const db = join(tempDir(), 'club.sqlite');
    const bad = td(['players', 'add', '--db', db, '--name', '']);
    expect(bad.code).toBe(2);
    // The first command made the file: td says so on its own line before the refusal.
    const [notice, refusal] = bad.err.trim().split('\n');
    expect(notice).toBe(`td: created a new, empty club database at ${db}`);
    expect(JSON.parse(refusal!)).toMatchObject({ error: { code: 'invalid', message: 'players.create: name: must not be empty' } });
    expect(td(['players', 'add', '--db', db, '--name', 'X', '--rating', 'abc']).code).toBe(1);
    const notUtf8 = join(tempDir(), 'latin1.csv');
    writeFileSync(notUtf8, Buffer.from('name\nZo\xeb\n', 'latin1'));
    const enc = td(['players', 'import', notUtf8, '--db', db]);
    expect(enc.code).toBe(1);
    expect(enc.err).toMatch(/not UTF-8 text/);
    expect(td(['frobnicate']).code).toBe(1);
    expect(td(['help']).out).toMatch(/td replay <game>/);
  });

  it('refuses a database file that is not SQLite without touching it', () => {
    const file = join(tempDir(), 'club.sqlite');
    writeFileSync(file, 'hello');
    const run = td(['players', 'list', '--db', file]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/not an SQLite database/);
  });
});
