import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';

function td(args: string[], input?: string) {
  const run = spawnSync('node_modules/.bin/tsx', ['src/cli/td.ts', ...args], { cwd: repoRoot, input, encoding: 'utf8' });
  return { code: run.status, json: run.stdout.trim() ? JSON.parse(run.stdout) : null, stderr: run.stderr };
}

/** b goes out against 18 pips (the rules' example), then b sets hand 2. */
const RECORD = `# SBYC all fives, open log
forset(a=6-5;b=3-1)
deal 4-4 4-1@N draw draw 4-3@S 3-3@S 1-0@N 3-2@S 6-0@N 6-6@N 6-1@N 2-0@S count(a=18)
deal 5-5 b+2 5-0@N 5-3@S
`;

describe('td replay dominoes', () => {
  it('prints the status, the scores, the open ends and their count (R-DOM-3, R-DOM-6)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-dominoes-'));
    const file = join(dir, 'game.dom');
    writeFileSync(file, RECORD);
    const { code, json } = td(['replay', 'dominoes', file]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      status: 'ongoing', toMove: 'a', winner: null, score: { a: 0, b: 6 }, hand: 2, setter: 'b', handStatus: 'in-play',
      count: 3, boneyard: 18, skunk: null, handResults: [{ hand: 1, ending: 'out', side: 'b', points: 4 }],
      openEnds: [{ arm: 'N', pips: 0, counts: 0 }, { arm: 'S', pips: 3, counts: 3 }, { arm: 'E', pips: 5, counts: 0 }, { arm: 'W', pips: 5, counts: 0 }],
    });
  });

  it('reads standard input and takes --opt set and mode', () => {
    const nine = td(['replay', 'dominoes', '--opt', 'set=9', '-'], 'deal 9-1 a+2\n');
    expect(nine.code).toBe(0);
    expect(nine.json).toMatchObject({ score: { a: 2, b: 0 }, boneyard: 45 });
    const known = td(['replay', 'dominoes', '--opt', 'mode=known', '--opt', 'seed=club', '-'], 'deal\n');
    expect(known.code).toBe(0);
    expect(known.json).toMatchObject({ handStatus: 'to-set', handSizes: { a: 5, b: 5 } });
  });

  it('exits 2 naming the rule: a claim above the count (R-DOM-4)', () => {
    const { code, json } = td(['replay', 'dominoes', '-'], 'deal 4-1 a+2\n');
    expect(code).toBe(2);
    expect(json.error).toMatchObject({ ply: 3, rule: 'R-DOM-4' });
    expect(json.error.message).toMatch(/worth 1/);
  });

  it('exits 2 for a muggins claim that was lost, an unreadable token, a bad set option', () => {
    expect(td(['replay', 'dominoes', '-'], 'deal 6-4 6-1@S a+2\n').json.error).toMatchObject({ ply: 4, rule: 'R-DOM-4' });
    expect(td(['replay', 'dominoes', '-'], 'deal 6-4 6-1@Z\n').json.error).toMatchObject({ ply: 3, rule: 'notation' });
    const bad = td(['replay', 'dominoes', '--opt', 'set=8', '-'], 'deal\n');
    expect(bad.code).toBe(2);
    expect(bad.json.error).toMatchObject({ ply: 0, rule: 'R-DOM-1' });
  });
});

describe('docs/dominoes.md', () => {
  it('the complete worked example replays to the result the docs state', () => {
    const doc = readFileSync(join(repoRoot, 'docs/dominoes.md'), 'utf8');
    const record = /```dominoes-record\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(record).toBeDefined();
    const { code, json } = td(['replay', 'dominoes', '-'], record);
    expect(code).toBe(0);
    expect(json).toMatchObject({ status: 'finished', winner: 'b', score: { a: 35, b: 62 }, ending: 'play', skunk: false });
    expect(json.handResults[0]).toMatchObject({ side: 'b', counts: { a: 4 }, points: 1 });
    expect(json.handResults[10]).toMatchObject({ ending: 'blocked', side: 'a', counts: { a: 5, b: 6 }, points: 0 });
  });
});
