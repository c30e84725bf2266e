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

describe('td pair --system dutch --edition, record 192 and --explain (issue 37)', () => {
  // bbpPairings 6.0.0's worked case dutch_2025_C5 (round 3 of 6 players, 4 absent), written out here.
  const c5 = [
    '012 Dutch 2026 C5 case',
    '001    1      Test0001 Player0001               2720                             2.0    1     4 w 1     2 b 1',
    '001    2      Test0002 Player0002               2701                             1.0    3     5 b 1     1 w 0',
    '001    3      Test0003 Player0003               2697                             2.0    2     6 w 1     4 b 1',
    '001    4      Test0004 Player0004               2689                             0.0    5     1 b 0     3 w 0  0000 - Z',
    '001    5      Test0005 Player0005               2673                             1.0    4     2 w 0     6 b 1',
    '001    6      Test0006 Player0006               2664                             0.0    6     3 b 0     5 w 0',
    'XXR 3',
  ];
  const file = (lines: string[], end = '\r'): string => {
    const path = join(mkdtempSync(join(tmpdir(), 'td-pair-')), 'c5.trf');
    writeFileSync(path, lines.join(end) + end);
    return path;
  };

  it('pairs by the 2026 rules without record 192 or --edition (C5: the bye to the lowest score), by 2017 with --edition 2017', () => {
    expect(td('pair', '--system', 'dutch', file(c5)).stdout).toBe('3\n1 5\n3 2\n6 0\n');
    expect(td('pair', '--system', 'dutch', '--edition', '2017', file(c5)).stdout).toBe('3\n1 3\n6 2\n5 0\n');
  });

  it('record 192 decides over --edition (saying so on stderr), an unknown system code is refused, and a bad --edition too', () => {
    const r = td('pair', '--system', 'dutch', '--edition', '2017', file([...c5, '192 FIDE_DUTCH_2025']));
    expect(r.stdout).toBe('3\n1 5\n3 2\n6 0\n');
    expect(r.stderr).toContain('record 192 (FIDE_DUTCH_2025) decides the rules: the 2026 edition, not --edition 2017');
    const burstein = td('pair', '--system', 'dutch', file([...c5, '192 FIDE_BURSTEIN'], '\n'));
    expect(burstein.status).toBe(2);
    expect(burstein.stderr).toContain('record 192 names "FIDE_BURSTEIN"');
    const bad = td('pair', '--system', 'dutch', '--edition', '2025', file(c5));
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('--edition takes 2017 or 2026, got "2025"');
  });

  it('--explain says per bracket which criterion decided each float and the bye, in the shell\'s language; --json gives the data', () => {
    const text = td('pair', '--system', 'dutch', '--explain', file(c5));
    expect(text.stdout.split('\n').slice(4)).toEqual([
      '', 'Why this pairing (FIDE Dutch system, C.04.3 edition 2026)',
      'bracket 2: residents 1 3; moved down: none',
      '  1 floats down: C5, the bye goes to the lowest score possible',
      '  3 floats down: C5, the bye goes to the lowest score possible',
      'bracket 1: residents 2 5; moved down: 1 3',
      '  5 floats up to meet 1: C5, the bye goes to the lowest score possible',
      '  2 floats up to meet 3: C5, the bye goes to the lowest score possible',
      'bracket 0: residents 6; moved down: none',
      '  6 gets the pairing-allocated bye: C5, the bye goes to the lowest score possible',
      '',
    ]);
    const fr = spawnSync(resolve(repoRoot, 'node_modules/.bin/tsx'), ['src/cli/td.ts', 'pair', '--system', 'dutch', '--explain', file(c5)], {
      cwd: repoRoot, encoding: 'utf8', env: { ...process.env, TD_LANG: 'fr' },
    });
    expect(fr.stdout).toContain("6 reçoit l'exempt attribué par l'appariement : C5, l'exempt va au score le plus bas possible");
    const json = JSON.parse(td('pair', '--system', 'dutch', '--explain', '--json', file(c5)).stdout);
    expect(json).toMatchObject({ round: 3, edition: '2026', bye: 6, pairs: [{ white: 1, black: 5 }, { white: 3, black: 2 }] });
    expect(json.explanation[2]).toEqual({ score: 0, residents: [6], mdps: [], pairs: [], events: [{ kind: 'bye', player: 6, criterion: 'C5' }] });
  });
});

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

  it('--check re-pairs every round and agrees with a tournament the engine paired (--edition 2017, the rules it was paired by)', () => {
    const r = td('pair', '--system', 'dutch', '--edition', '2017', fixture('sim13.trf'), '--check');
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
    const r = td('pair', '--system', 'dutch', '--edition', '2017', file, '--check');
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
