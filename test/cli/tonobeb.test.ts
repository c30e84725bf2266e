import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';

const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'td-tonobeb-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function td(args: string[], input?: string) {
  const run = spawnSync(tsx, ['src/cli/td.ts', ...args], { cwd: repoRoot, input, encoding: 'utf8' });
  return { code: run.status, json: run.stdout.trim() ? JSON.parse(run.stdout) : null, stderr: run.stderr };
}

/** Red's first turn from the R-TON-2 setup: the 1 clears a6 first so the 2 can climb, and so on. */
const FIRST_TURN = 'a6-a8 a5-a7 a4-d4 a3-d3 a2-e2 a1-g1 end\n';

describe('td replay tonobeb', () => {
  it('R-ALL-1: prints the replayed position, side to move and pieces per side (file argument)', () => {
    const file = join(dir, 'opening.txt');
    writeFileSync(file, `[first "red"]\n\n${FIRST_TURN}g9-g7 g10-f10\n`);
    const { code, json } = td(['replay', 'tonobeb', file]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      status: 'ongoing', toMove: 'blue', winner: null, score: { red: 6, blue: 6 }, margin: null, ending: null,
      pieces: { red: 6, blue: 6 }, turn: 2, stillToMove: ['g11', 'g12', 'g13', 'g14'],
    });
    expect(json.position).toContainEqual({ square: 'g1', colour: 'red', number: 6 });
    expect(json.position).toContainEqual({ square: 'f10', colour: 'blue', number: 1 });
    expect(json.position).toHaveLength(12);
  });

  it('R-TON-3: --opt first=blue lets Blue open', () => {
    const { code, json } = td(['replay', 'tonobeb', '--opt', 'first=blue', '-'], 'g9-g8\n');
    expect(code).toBe(0);
    expect(json).toMatchObject({ toMove: 'blue', turn: 1 });
  });

  it('R-TON-6 figure C from a study position: the destroy-and-capture, then a concession (R-TON-8)', () => {
    const record = '[position "r1c5,r3e3,b4c4,b5b4,b6g14"]\n\nc5-c4 e3-b3 xb4 end\nresign(blue)\n';
    const { code, json } = td(['replay', 'tonobeb', '-'], record);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      status: 'finished', toMove: null, winner: 'red', score: { red: 3, blue: 1 }, margin: 2, ending: 'resignation',
    });
    expect(json.position).toContainEqual({ square: 'b4', colour: 'red', number: 5 });
  });

  it('R-ALL-2: exit 2 naming the rule for an illegal move', () => {
    const { code, json } = td(['replay', 'tonobeb', '-'], 'a1-a8\n');
    expect(code).toBe(2);
    expect(json).toEqual({ error: { ply: 1, rule: 'R-TON-4', message: 'the red 6 on a1 cannot move 7 squares: a 6 never moves 7' } });
  });

  it('R-TON-7: exit 2 when a turn is ended while a piece can still move', () => {
    const { code, json } = td(['replay', 'tonobeb', '-'], 'a6-a8 end\n');
    expect(code).toBe(2);
    expect(json.error).toMatchObject({ ply: 2, rule: 'R-TON-7' });
    expect(json.error.message).toMatch(/, the red 2 on a5 can still move$/);
  });

  it('exit 2 with rule "notation" and the ply for an unreadable record', () => {
    const { code, json } = td(['replay', 'tonobeb', '-'], `${FIRST_TURN}g9-h9\n`);
    expect(code).toBe(2);
    expect(json.error).toMatchObject({ ply: 8, rule: 'notation' });
  });

  it('exit 2 naming the option for bad options', () => {
    const { code, json } = td(['replay', 'tonobeb', '--opt', 'first=green', '-'], '');
    expect(code).toBe(2);
    expect(json.error).toMatchObject({ ply: 0, rule: 'R-TON-3' });
  });
});
