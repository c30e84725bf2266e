/** `td team` refusals from a script: exit 2, the API's message naming what is wrong, nothing saved. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, cliEntry } from '../../scripts/build-cli.mjs';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';

beforeAll(async () => {
  await buildCli();
}, 60_000);

describe('td team: bad input', () => {
  it('refuses a player in two teams, a broken board order, a result entered twice and one not played yet', () => {
    const db = join(tempDir(), 'club.sqlite');
    const td = (...args: string[]) => spawnSync(process.execPath, [cliEntry, 'team', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_DB: '' } });
    const ok = (...args: string[]) => {
      const r = td(...args);
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    const refused = (message: RegExp, ...args: string[]) => {
      const r = td(...args);
      expect(r.status).toBe(2);
      expect((JSON.parse(r.stderr) as { error: { message: string } }).error.message).toMatch(message);
    };
    const E = (JSON.parse(ok('create-event', '--name', 'Cup', '--game', 'tonobeb', '--format', 'double-round-robin', '--boards', '2', '--json')) as { eventId: number }).eventId.toString();
    for (const t of ['Ash', 'Elm']) {
      ok('add', '--event', E, '--name', t);
      ok('players', '--event', E, '--team', t, '--name', `${t} one`, '--name', `${t} two`);
    }
    refused(/Ash one is already in team Ash/, 'players', '--event', E, '--team', 'Elm', '--name', 'Ash one');
    ok('fixtures', '--event', E, '--dates', '2026-02-01,2026-02-08');
    refused(/board order broken in Ash/, 'lineup', '--event', E, '--fixture', '1.1', '--side', 'home', '--board', 'Ash two', '--board', 'Ash one');
    ok('result', '--event', E, '--fixture', '1.1', '--date', '2026-02-01', '--scores', '3-0,0-2');
    const before = ok('show', '--event', E, '--json');
    refused(/board 1 of fixture 1.1 \(Ash v Elm\) already has a result \(3-0\)/, 'result', '--event', E, '--fixture', '1.1', '--date', '2026-02-01', '--board', '1', '--score', '0-3');
    refused(/scheduled for 2026-02-08: not played yet on 2026-02-02/, 'result', '--event', E, '--fixture', '2.1', '--date', '2026-02-02', '--scores', '3-0,3-0');
    // A card whose second board is refused saves nothing of the card, not even its first board.
    refused(/board 2 of fixture 2.1 \(Elm v Ash\)/, 'result', '--event', E, '--fixture', '2.1', '--date', '2026-02-08', '--scores', '3-0,13-0');
    expect(ok('show', '--event', E, '--json')).toBe(before);
    // Issue 38: a season file that is not UTF-8 (a name saved as Latin-1) is refused, never stored garbled.
    const season = join(tempDir(), 'cup.season.json');
    writeFileSync(season, Buffer.concat([Buffer.from('{"format":"club-td-season","version":1,"event":{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}}')]));
    const latin = td('import-season', season);
    expect(latin.status).toBe(1);
    expect(latin.stderr).toMatch(/is not UTF-8 text/);
  }, 120_000);
});
