/** `td export csv|trf` and `td import trf` on a real database file. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';
import { eventWith, matchesOf, pairNext, setResult } from '../tournament/helpers';

function td(db: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('td export / td import', () => {
  it('writes CSV, TRF, WThor, JSON and the website, refuses to overwrite without --force, imports the TRF back as the same event', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], rounds: 3 });
    for (let r = 1; r <= 2; r++) matchesOf(pairNext(s)).forEach((m) => setResult(s, r, m.board, 'a', 40, 24));
    s.backend.db.close();
    const dir = tempDir();
    const E = String(s.eventId);

    const csvFile = join(dir, 'standings.csv');
    const csv = td(s.file, 'export', 'csv', '--event', E, '--what', 'standings', '--out', csvFile, '--json');
    expect(csv.status, csv.stderr).toBe(0);
    expect(JSON.parse(csv.stdout)).toEqual({ out: csvFile, rows: 5 });
    const rows = Papa.parse<Record<string, string>>(readFileSync(csvFile, 'utf8').replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(rows.data.map((r) => r.Name).sort()).toEqual(['Ann', 'Bob', 'Cid', 'Dee', 'Eve']);

    const again = td(s.file, 'export', 'csv', '--event', E, '--what', 'standings', '--out', csvFile);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(`td export: ${csvFile} already exists; use --force to replace it\n`);

    const trf1 = join(dir, 'one.trf');
    expect(td(s.file, 'export', 'trf', '--event', E, '--out', trf1).status).toBe(0);
    const imported = td(s.file, 'import', 'trf', trf1, '--game', 'othello', '--json');
    expect(imported.status, imported.stderr).toBe(0);
    const { eventId } = JSON.parse(imported.stdout) as { eventId: number };
    const trf2 = join(dir, 'two.trf');
    expect(td(s.file, 'export', 'trf', '--event', String(eventId), '--out', trf2).status).toBe(0);
    expect(readFileSync(trf2, 'utf8')).toBe(readFileSync(trf1, 'utf8'));

    // WThor: three files beside each other; games with only a hand result are named, not dropped.
    const wtb = join(dir, 'club.wtb');
    const w = td(s.file, 'export', 'wthor', '--event', E, '--out', wtb);
    expect(w.status, w.stderr).toBe(0);
    expect(w.stdout.split('\n')[0]).toBe(`wrote ${wtb}, ${join(dir, 'club.JOU')}, ${join(dir, 'club.TRN')}: 0 games`);
    expect(w.stdout).toContain('  not written: round 1, board 1, game 1: no game record: only the result was entered');
    const j = td(s.file, 'export', 'json', '--event', E, '--out', join(dir, 'event.json'));
    expect(j.status, j.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'event.json'), 'utf8'))).toMatchObject({ format: 'club-td-event', version: 1 });

    // The website: refused in a folder with other files (named), written once --force is given.
    const www = join(dir, 'www');
    mkdirSync(www);
    writeFileSync(join(www, 'robots.txt'), 'User-agent: *');
    const site = td(s.file, 'export', 'site', '--event', E, '--out', www);
    expect(site.status).toBe(2);
    expect(site.stderr).toBe(`td export: ${www} holds files this export did not write (robots.txt); use --force to write the site there anyway\n`);
    const forced = td(s.file, 'export', 'site', '--event', E, '--out', www, '--force', '--json');
    expect(forced.status, forced.stderr).toBe(0);
    expect(readFileSync(join(www, 'standings.html'), 'utf8')).toContain('Standings after round 2');

    const bad = join(dir, 'bad.trf');
    const text = readFileSync(trf1, 'utf8').replace('012 Test event\n', '');
    writeFileSync(bad, text);
    const refused = td(s.file, 'import', 'trf', bad);
    expect(refused.status).toBe(2);
    expect(JSON.parse(refused.stderr)).toMatchObject({ error: { code: 'invalid', message: expect.stringMatching(/^TRF line 1, column 5: line 012/) } });
  }, 120_000);
});

describe('td export speaks the language of TD_LANG (issue 44: its lines were English in every language)', () => {
  it('the written-file line and the usage errors in French', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dee'], rounds: 2 });
    matchesOf(pairNext(s)).forEach((m) => setResult(s, 1, m.board, 'a', 40, 24));
    s.backend.db.close();
    const out = join(tempDir(), 'standings.csv');
    const fr = (...args: string[]) => spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', s.file], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_LANG: 'fr' } });
    const ok = fr('export', 'csv', '--event', String(s.eventId), '--what', 'standings', '--out', out);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toBe(`${out} écrit\n`);
    const what = fr('export', 'csv', '--event', String(s.eventId), '--out', out, '--force');
    expect(what.status).toBe(1);
    expect(what.stderr).toContain('--what standings|pairings|crosstable est obligatoire');
  }, 120_000);
});
