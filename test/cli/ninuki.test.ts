import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/paths';

function td(args: string[], input?: string) {
  const run = spawnSync(join(repoRoot, 'node_modules/.bin/tsx'), [join(repoRoot, 'src/cli/td.ts'), ...args], {
    cwd: repoRoot, input, encoding: 'utf8',
  });
  return { code: run.status, json: run.stdout.trim() ? JSON.parse(run.stdout) : null, err: run.stderr };
}

// N13 captures M12 and L11 against K10; F5-F9 is a five o cannot break.
const GAME = '# club night\nsize 19\nK10 L11 F5 M12 N13 A1 F6 A3 F7 A5\nF8 A7\n';

describe('td replay ninuki', () => {
  it('prints status, side to move, captures per side, the pending five and the outcome for an ongoing record', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ninuki-'));
    const file = join(dir, 'game.txt');
    writeFileSync(file, GAME);
    const run = td(['replay', 'ninuki', file]);
    expect(run.code).toBe(0);
    expect(run.json).toEqual({
      status: 'ongoing', toMove: 'x', winner: null, score: { x: 1, o: 0 }, margin: null, ending: null,
      message: 'x to move (ply 13)', size: 19, plies: 12, captures: { x: 1, o: 0 }, pending: null,
      lastMove: { side: 'o', point: 'A7', captured: [] }, outcome: null,
    });
  });

  it('R-NIN-5: a finished record reports the winner, the score (pairs captured) and the margin', () => {
    const run = td(['replay', 'ninuki', '-'], `${GAME}F9\n`);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      status: 'finished', toMove: null, winner: 'x', score: { x: 1, o: 0 }, margin: 1, ending: 'play',
      outcome: { winner: 'x', ending: 'play', reason: 'five' },
    });
  });

  it('R-NIN-5 d: the pending unperfect five appears with its window; breaking it with G7 (capturing G5, G6) ends it', () => {
    const record = 'K10 L11 F5 G4 G6 A1 G5 A3 H5 A5\nJ5 A7 K5\n';
    const run = td(['replay', 'ninuki', '-'], record);
    expect(run.code).toBe(0);
    expect(run.json).toMatchObject({
      status: 'ongoing', toMove: 'o',
      pending: { side: 'x', points: ['F5', 'G5', 'H5', 'J5', 'K5'], until: { side: 'o', ply: 14 } },
    });
    expect(td(['replay', 'ninuki', '-'], `${record}G7\n`).json).toMatchObject({ status: 'ongoing', pending: null, captures: { x: 0, o: 1 } });
    expect(td(['replay', 'ninuki', '-'], `${record}B1\n`).json).toMatchObject({ status: 'finished', winner: 'x', outcome: { reason: 'unperfect-five' } });
  });

  it('R-NIN-2: exit 2 with the ply, the rule and a plain message for an illegal move', () => {
    const run = td(['replay', 'ninuki', '-'], 'K10 L11 L12\n');
    expect(run.code).toBe(2);
    expect(run.json).toEqual({ error: { ply: 3, rule: 'R-NIN-2', message: expect.stringContaining('5 x 5 square') } });
  });

  it('R-NIN-7: exit 2 naming the double-three', () => {
    const run = td(['replay', 'ninuki', '-'], 'K10 L11 J4 A19 L4 B19 K6 C19 K7 D18 K4\n');
    expect(run.code).toBe(2);
    expect(run.json).toEqual({ error: { ply: 11, rule: 'R-NIN-7', message: 'K4 forms a double-three (threes J4-K4-L4 and K4-K6-K7)' } });
  });

  it('R-NIN-1: --opt size=N sets the board; other sizes exit 2 naming R-NIN-1; notation errors name "notation"', () => {
    expect(td(['replay', 'ninuki', '--opt', 'size=13', '-'], 'G7 H8\n').json).toMatchObject({ size: 13, toMove: 'x' });
    expect(td(['replay', 'ninuki', '--opt', 'size=20', '-'], 'K10\n')).toMatchObject({ code: 2, json: { error: { ply: 0, rule: 'R-NIN-1' } } });
    expect(td(['replay', 'ninuki', '-'], 'K10 I9\n')).toMatchObject({ code: 2, json: { error: { ply: 2, rule: 'notation' } } });
  });

  it('R-ALL-3: a resignation ends the record', () => {
    expect(td(['replay', 'ninuki', '-'], 'K10 L11\nresign x\n').json).toMatchObject({ status: 'finished', winner: 'o', ending: 'resignation' });
  });
});
