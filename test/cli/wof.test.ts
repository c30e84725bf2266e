/** Issue 41 part 4: `td export wof` writes the WOF results file of a played Othello event; a missing federation id is refused by name. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';
import { tempDir } from '../support/tempdb';
import { eventWith, matchesOf, must, pairNext, setResult } from '../tournament/helpers';
import { openBackend } from '../../src/cli/backend';

function td(db: string, ...args: string[]) {
  const r = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args, '--db', db], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A WOF file read back by its format: headers, `%` comments, and game lines `ID (d)>(d) ID B|W`. */
function parseWof(text: string) {
  const headers: Record<string, string> = {};
  const games: Array<{ round: number; first: string; firstDiscs: number; sign: string; secondDiscs: number; second: string; colour: string }> = [];
  const comments: string[] = [];
  let round = 0;
  for (const line of text.split('\n').filter(Boolean)) {
    const h = /^%%(Tournament|Country|Date|Sender): ?(.*)$/.exec(line);
    if (h) { headers[h[1]!] = h[2]!; continue; }
    if (line.startsWith('%')) {
      comments.push(line);
      const r = /^% round (\d+)$/.exec(line);
      if (r) round = Number(r[1]);
      continue;
    }
    const g = /^(\S+) \((\d+)\)([<>=])\((\d+)\) (\S+) ([BW])$/.exec(line);
    if (!g) throw new Error(`not a WOF game line: ${line}`);
    games.push({ round, first: g[1]!, firstDiscs: Number(g[2]), sign: g[3]!, secondDiscs: Number(g[4]), second: g[5]!, colour: g[6]! });
  }
  return { headers, comments, games };
}

describe('td export wof', () => {
  it('writes the four headers, a comment per player and per round, one line per game played (no bye, no forfeit); refuses a player without a federation id by name, writing nothing', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cid', 'Dee', 'Eve'], rounds: 3 });
    must(s.backend, 'events.update', { id: s.eventId, startDate: '2026-11-20' });
    const fed = { Ann: '3752', Bob: '1024', Cid: '77', Dee: '12', Eve: '' } as Record<string, string>;
    for (const [name, id] of Object.entries(fed)) if (id) must(s.backend, 'players.update', { id: Number(s.ids[name]), fedId: id });
    for (let r = 1; r <= 3; r++) {
      matchesOf(pairNext(s)).forEach((m, i) => {
        if (r === 3 && i === 0) must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', round: 3, board: m.board, entry: m.b.id, reason: 'did not come' });
        else if (i === 1) setResult(s, r, m.board, null, 32, 32);
        else setResult(s, r, m.board, 'a', 42, 22);
      });
    }
    s.backend.db.close();
    const dir = tempDir();
    const out = join(dir, 'results.txt');
    const refused = td(s.file, 'export', 'wof', '--event', String(s.eventId), '--out', out);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('no federation id for Eve');
    expect(existsSync(out)).toBe(false);

    // Eve gets her federation id; the file is then written.
    const again = openBackend(s.file);
    must(again, 'players.update', { id: Number(s.ids.Eve), fedId: '5' });
    again.db.close();
    const ok = td(s.file, 'export', 'wof', '--event', String(s.eventId), '--out', out, '--country', 'FRA', '--sender', 'Ann Smith');
    expect(ok.status, ok.stderr).toBe(0);
    const wof = parseWof(readFileSync(out, 'utf8'));
    expect(wof.headers).toEqual({ Tournament: 'Test event', Country: 'FRA', Date: '20/11/2026', Sender: 'Ann Smith' });
    expect(wof.comments.filter((c) => /^% round \d+$/.test(c))).toEqual(['% round 1', '% round 2', '% round 3']);
    expect(wof.comments.filter((c) => !/^% round/.test(c))).toHaveLength(5);
    // Five players: two games a round, one forfeited in round 3: five games.
    expect(wof.games).toHaveLength(5);
    for (const g of wof.games) {
      expect(g.firstDiscs + g.secondDiscs).toBe(64);
      expect(g.sign).toBe(g.firstDiscs > g.secondDiscs ? '>' : g.firstDiscs < g.secondDiscs ? '<' : '=');
      expect(g.colour).toBe('B');
    }
  });
});
