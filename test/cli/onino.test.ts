import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORTY_FIVE_MARKERS, FULL_GAME } from '../../src/shared/games/onino/fixtures';
import { repoRoot } from '../support/paths';

/** Runs `td replay onino [args] -` with the record on standard input. */
function replay(record: string, ...args: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', ['src/cli/td.ts', 'replay', 'onino', ...args, '-'], {
    cwd: repoRoot, input: record, encoding: 'utf8',
  });
  return { code: run.status, json: JSON.parse(run.stdout) as Record<string, unknown> };
}

describe('td replay onino', () => {
  it('rules 20, 21: prints the finished 45-marker game: +60/-60, markers used per side, the outcome', () => {
    const { code, json } = replay(FORTY_FIVE_MARKERS);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      status: 'finished', toMove: null, winner: 'first', score: { first: 60, second: -60 }, margin: 60, ending: 'play',
      markersUsed: { first: 45, second: 44 },
      outcome: { ending: 'play', winner: 'first', by: 'first', markersUsed: 45 },
    });
  });

  it('R-ONI-2: doubles from a file, with --opt mode=doubles: whose turn by side and player', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'onino-')), 'game.txt');
    writeFileSync(file, 'a1 b1 c1\n');
    const run = spawnSync('node_modules/.bin/tsx', ['src/cli/td.ts', 'replay', 'onino', '--opt', 'mode=doubles', file], {
      cwd: repoRoot, encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ status: 'ongoing', toMove: 'second', player: 'B2', winner: null, mode: 'doubles' });
  });

  it('R-ONI-6: a doubles penalty shows in the turn and the lost turns owed', () => {
    // B1 touched a1 after its own play: pair B owes a turn, which will be B2's.
    const { code, json } = replay('[mode doubles]\na1 b1 B1:touch:a1\n');
    expect(code).toBe(0);
    expect(json).toMatchObject({ toMove: 'first', player: 'A2', lostTurnsOwed: { first: 0, second: 1 }, infractions: 1 });
  });

  it('rule 22: a full 210-play game is a draw scored 0', () => {
    const { code, json } = replay(FULL_GAME);
    expect(code).toBe(0);
    expect(json).toMatchObject({ status: 'finished', winner: null, ending: 'draw', score: { first: 0, second: 0 }, markersUsed: { first: 105, second: 105 } });
  });

  it('rule 4: an illegal record exits 2 naming the rule and the ply', () => {
    const { code, json } = replay('a1 b1 c1 h8 h8');
    expect(code).toBe(2);
    expect(json).toMatchObject({ error: { ply: 5, rule: 'onino rule 6' } });
    expect(replay('h8').json).toMatchObject({ error: { ply: 1, rule: 'onino rule 4' } });
  });

  it('rule 18: a late penalty claim exits 2 naming rule 18', () => {
    const { code, json } = replay('a1 b1 c1 second:attention@1');
    expect(code).toBe(2);
    expect(json).toMatchObject({ error: { ply: 4, rule: 'onino rule 18' } });
  });

  it('an unreadable record or a bad option exits 2', () => {
    expect(replay('a1 zz9')).toMatchObject({ code: 2, json: { error: { ply: 2, rule: 'notation' } } });
    expect(replay('a1', '--opt', 'mode=triples')).toMatchObject({ code: 2, json: { error: { ply: 0, rule: 'options' } } });
  });
});
