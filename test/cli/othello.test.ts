import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, repoRoot } from '../support/paths';

function td(args: string[], input?: string) {
  const r = spawnSync('node_modules/.bin/tsx', ['src/cli/td.ts', ...args], { cwd: repoRoot, encoding: 'utf8', input, maxBuffer: 64 << 20 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const tmp = mkdtempSync(join(tmpdir(), 'td-othello-'));
const jsonLines = (text: string) => text.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('td perft', () => {
  it('R-OTH-4: prints just the node count', () => {
    expect(td(['perft', '8'])).toMatchObject({ code: 0, stdout: '390216\n' });
  });

  it('--json prints depth, nodes and ms', () => {
    const r = td(['perft', '5', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ depth: 5, nodes: 1396, ms: expect.any(Number) });
  });

  it('a bad depth is a usage error (exit 1)', () => {
    expect(td(['perft', 'x'])).toMatchObject({ code: 1, stdout: '' });
  });
});

describe('td replay othello', () => {
  it('a legal finished record: exit 0 with the common keys and the Othello keys', () => {
    const file = join(tmp, 'wipeout.txt');
    writeFileSync(file, 'D3 C3 B3 D2 E1 D6 D7 E3 F4\n');
    const r = td(['replay', 'othello', file]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      status: 'finished', toMove: null, winner: 'black', score: { black: 64, white: 0 }, margin: 64, ending: 'play',
      message: 'black wins 64-0 (neither side can move)',
      discs: { black: 13, white: 0 }, official: { black: 64, white: 0 }, transcript: 'd3c3b3d2e1d6d7e3f4', corrections: [],
    });
  });

  it('reads standard input; corrections and endings are replayed', () => {
    const r = td(['replay', 'othello', '-'], 'f5d6 fix(d5=b) d7 resign:white "time"');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'finished', winner: 'black', ending: 'resignation', corrections: [{ ply: 3, fix: 'fix(d5=b)' }], reason: 'time' });
  });

  it('an illegal record: exit 2 with the ply and the rule', () => {
    const r = td(['replay', 'othello', '-'], 'f5 f6 a1');
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ error: { ply: 3, rule: 'othello rule 2', message: expect.stringContaining('a1 outflanks no white disc') } });
  });
});

describe('td wthor', () => {
  const wtb = fixture('wthor', 'WTH_1980.wtb');

  it('one line per game with transcript, legality, counts, recorded score and names; exit 0', () => {
    const r = td(['wthor', wtb, '--jou', fixture('wthor', 'WTHOR.JOU'), '--trn', fixture('wthor', 'WTHOR.TRN')]);
    expect(r.code).toBe(0);
    const lines = jsonLines(r.stdout);
    expect(lines).toHaveLength((readFileSync(wtb).length - 16) / 68);
    for (const line of lines) {
      expect(line).toMatchObject({ legal: true, transcript: expect.stringMatching(/^([a-h][1-8])+$/) });
      expect(line).not.toHaveProperty('error');
      if (line.finished) expect(line.official).toEqual(line.recorded);
    }
    expect(lines[0]).toMatchObject({
      game: 1, tournament: { id: expect.any(Number), name: expect.any(String) },
      players: { black: { name: expect.any(String) }, white: { name: expect.any(String) } },
      discs: expect.any(Object), recorded: expect.any(Object),
    });
  });

  it('a damaged file: readable games are still printed, each problem is a line with an error; exit 2', () => {
    const bytes = new Uint8Array(readFileSync(wtb));
    bytes[16 + 68 + 8] = 11; // game 2 opens with a1: illegal
    bytes[16 + 2 * 68 + 8] = 99; // game 3 opens with a byte that is no square: unreadable, its line in its place
    const cut = bytes.slice(0, 16 + 5 * 68 + 20); // five whole games and part of a sixth
    const file = join(tmp, 'damaged.wtb');
    writeFileSync(file, cut);
    const r = td(['wthor', file]);
    expect(r.code).toBe(2);
    const lines = jsonLines(r.stdout);
    expect(lines.map((l) => l.game)).toEqual([1, 2, 3, 4, 5, 6, null]);
    expect(lines[1]).toMatchObject({ legal: false, error: { ply: 1, rule: 'othello rule 2' } });
    expect(lines[2]).toEqual({ game: 3, error: { message: 'move 1: byte 99 is not a square (10 * rank + file)' } });
    expect(lines[5]).toEqual({ game: 6, error: { message: 'truncated: only 20 of 68 bytes of game 6' } });
    expect(lines[6]).toMatchObject({ game: null, error: { message: expect.stringContaining('header announces') } });
    expect(lines[0]).toMatchObject({ legal: true, players: { black: { id: expect.any(Number) } } });
  });

  it('a folder: every .wtb in it, in name order, in one process, named by the folder\'s own WTHOR.JOU/TRN; exit 0', () => {
    const dir = fixture('wthor');
    const wtbs = readdirSync(dir).filter((f) => f.endsWith('.wtb')).sort();
    const r = td(['wthor', dir]);
    expect(r.code).toBe(0);
    const lines = jsonLines(r.stdout);
    const total = wtbs.reduce((n, f) => n + (readFileSync(join(dir, f)).length - 16) / 68, 0);
    expect(lines).toHaveLength(total);
    expect([...new Set(lines.map((l) => l.file))]).toEqual(wtbs.map((f) => join(dir, f)));
    expect(lines.every((l) => l.legal === true && !('error' in l))).toBe(true);
    expect(lines[0]).toMatchObject({ game: 1, players: { black: { name: expect.any(String) } }, tournament: { name: expect.any(String) } });
    expect(r.stderr).toBe(`td wthor: ${total} games read from ${wtbs.length} files, 0 problems\n`);
  });

  it('several files: each line names its file; a problem in one file does not hide the other\'s games; exit 2', () => {
    const bad = new Uint8Array(readFileSync(wtb));
    bad[16 + 8] = 11; // game 1 opens with a1: illegal
    const file = join(tmp, 'bad.wtb');
    writeFileSync(file, bad);
    const good = fixture('wthor', 'WTH_1977.wtb');
    const r = td(['wthor', good, file]);
    expect(r.code).toBe(2);
    const lines = jsonLines(r.stdout);
    const first = (readFileSync(good).length - 16) / 68;
    expect(lines.slice(0, first).every((l) => l.file === good && l.legal === true)).toBe(true);
    expect(lines[first]).toMatchObject({ file, game: 1, legal: false, error: { rule: 'othello rule 2' } });
    expect(lines[first]).not.toHaveProperty('players.black.name');
  });

  it('a file that cannot be opened ends the command (exit 1) after the lines of the files before it (issue 45: buffered output)', () => {
    const good = fixture('wthor', 'WTH_1977.wtb');
    const r = td(['wthor', good, join(tmp, 'missing.wtb')]);
    expect(r.code).toBe(1);
    expect(jsonLines(r.stdout)).toHaveLength((readFileSync(good).length - 16) / 68);
    expect(r.stderr).toContain('missing.wtb');
  });

  it('a folder without any .wtb is a usage error naming it (exit 1)', () => {
    const empty = mkdtempSync(join(tmp, 'empty-'));
    const e = td(['wthor', empty]);
    expect(e).toMatchObject({ code: 1, stderr: expect.stringContaining(`no .wtb file in the folder ${empty}`) });
  });
});
