import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths';
import { initialColourOf } from '../../src/cli/commands/pair';
import { formatTrf, parseTrf, type Trf } from '../../src/shared/tournament/trf';

const fixture = (name: string): string => resolve(repoRoot, 'test/fixtures/trf', name);
const td = (...args: string[]) =>
  spawnSync(resolve(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });

describe('td pair --system dutch', () => {
  it('prints the next round JaVaFo-style: count, then white black, the bye as N 0', () => {
    const r = td('pair', '--system', 'dutch', fixture('sim24-r4.trf'));
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(Number(lines[0])).toBe(12);
    const ids = lines.slice(1).flatMap((l) => l.split(' ').map(Number));
    expect(new Set(ids).size).toBe(24);
  });

  it('gives the bye as "N 0" with an odd field (round 1, lowest ranked player)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-pair-'));
    const file = join(dir, 'r1.trf');
    const trf = readFileSync(fixture('javafo-ext.trf'), 'utf8').split('\n')
      .map((l) => (l.startsWith('001') ? l.slice(0, 89) : l)).filter((l) => !l.startsWith('001    6')).join('\n');
    writeFileSync(file, trf);
    const r = td('pair', '--system', 'dutch', file);
    expect(r.status).toBe(0);
    // XXC black1: player 1 has black in round 1.
    expect(r.stdout).toBe('3\n3 1\n2 4\n5 0\n');
  });

  it('--check re-pairs every round and agrees with a tournament the engine paired', () => {
    const r = td('pair', '--system', 'dutch', fixture('sim13.trf'), '--check');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('5 of 5 rounds agree');
  });

  it('--check reports a round whose pairing differs and exits non-zero', () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-pair-'));
    const file = join(dir, 'swapped.trf');
    // Swap the colours of one round-1 game: same pairs, different colours.
    const lines = readFileSync(fixture('sim13.trf'), 'utf8').split('\n');
    const swap = (l: string): string => l.slice(0, 96) + (l[96] === 'w' ? 'b' : 'w') + l.slice(97);
    const first = lines.findIndex((l) => l.startsWith('001'));
    const opp = Number(lines[first]!.slice(91, 95));
    const other = lines.findIndex((l) => l.startsWith('001') && Number(l.slice(4, 8)) === opp);
    lines[first] = swap(lines[first]!);
    lines[other] = swap(lines[other]!);
    writeFileSync(file, lines.join('\n'));
    const r = td('pair', '--system', 'dutch', file, '--check');
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('round 1: differs');
  });

  it('a malformed file is refused with its line and column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-pair-'));
    const file = join(dir, 'bad.trf');
    writeFileSync(file, '012 x\n001 abcd\n');
    const r = td('pair', '--system', 'dutch', file);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(':2:5: starting rank');
  });

  it('refuses a system other than dutch', () => {
    expect(td('pair', '--system', 'burstein', fixture('sim13.trf')).status).toBe(1);
  });

  it('without XXC reads the initial colour from round 1 as bbpPairings does (E.5)', () => {
    const file = (cells: [number, string, string][]): Trf => {
      const trf: Trf = { headers: ['012 x'], totalRounds: 3, initialColour: null, players: [] };
      cells.forEach(([opponent, colour, result], i) => trf.players.push({
        id: i + 1, sex: '', title: '', name: `P${i + 1}`, rating: null, federation: '', fideId: '', birth: '',
        points: 0, rank: null, rounds: [{ opponent, colour: colour as 'w' | 'b' | '-', result }],
      }));
      const parsed = parseTrf(formatTrf(trf));
      if (!parsed.ok) throw new Error(parsed.error.message);
      return parsed.trf;
    };
    // Player 1 had not entered: player 2 is the first to take part, his black is the initial colour.
    expect(initialColourOf(file([[0, '-', 'Z'], [3, 'b', '1'], [2, 'w', '0']]))).toBe('black');
    // Player 1 took part (the bye) without a colour: player 2's black is reversed.
    expect(initialColourOf(file([[0, '-', 'U'], [3, 'b', '1'], [2, 'w', '0']]))).toBe('white');
  });
});
