import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Entry, Match } from '../model';
import { bergerTable, roundRobinRounds } from './roundRobin';

// FIDE Handbook C.05, Annex 1: the Berger tables as published (first number moves first).
const FIDE = `
3 or 4
1-4, 2-3 | 4-3, 1-2 | 2-4, 3-1
5 or 6
1-6, 2-5, 3-4 | 6-4, 5-3, 1-2 | 2-6, 3-1, 4-5 | 6-5, 1-4, 2-3 | 3-6, 4-2, 5-1
7 or 8
1-8, 2-7, 3-6, 4-5 | 8-5, 6-4, 7-3, 1-2 | 2-8, 3-1, 4-7, 5-6 | 8-6, 7-5, 1-4, 2-3 | 3-8, 4-2, 5-1, 6-7 | 8-7, 1-6, 2-5, 3-4 | 4-8, 5-3, 6-2, 7-1
9 or 10
1-10, 2-9, 3-8, 4-7, 5-6 | 10-6, 7-5, 8-4, 9-3, 1-2 | 2-10, 3-1, 4-9, 5-8, 6-7 | 10-7, 8-6, 9-5, 1-4, 2-3 | 3-10, 4-2, 5-1, 6-9, 7-8 | 10-8, 9-7, 1-6, 2-5, 3-4 | 4-10, 5-3, 6-2, 7-1, 8-9 | 10-9, 1-8, 2-7, 3-6, 4-5 | 5-10, 6-4, 7-3, 8-2, 9-1
11 or 12
1-12, 2-11, 3-10, 4-9, 5-8, 6-7 | 12-7, 8-6, 9-5, 10-4, 11-3, 1-2 | 2-12, 3-1, 4-11, 5-10, 6-9, 7-8 | 12-8, 9-7, 10-6, 11-5, 1-4, 2-3 | 3-12, 4-2, 5-1, 6-11, 7-10, 8-9 | 12-9, 10-8, 11-7, 1-6, 2-5, 3-4 | 4-12, 5-3, 6-2, 7-1, 8-11, 9-10 | 12-10, 11-9, 1-8, 2-7, 3-6, 4-5 | 5-12, 6-4, 7-3, 8-2, 9-1, 10-11 | 12-11, 1-10, 2-9, 3-8, 4-7, 5-6 | 6-12, 7-5, 8-4, 9-3, 10-2, 11-1
13 or 14
1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8 | 14-8, 9-7, 10-6, 11-5, 12-4, 13-3, 1-2 | 2-14, 3-1, 4-13, 5-12, 6-11, 7-10, 8-9 | 14-9, 10-8, 11-7, 12-6, 13-5, 1-4, 2-3 | 3-14, 4-2, 5-1, 6-13, 7-12, 8-11, 9-10 | 14-10, 11-9, 12-8, 13-7, 1-6, 2-5, 3-4 | 4-14, 5-3, 6-2, 7-1, 8-13, 9-12, 10-11 | 14-11, 12-10, 13-9, 1-8, 2-7, 3-6, 4-5 | 5-14, 6-4, 7-3, 8-2, 9-1, 10-13, 11-12 | 14-12, 13-11, 1-10, 2-9, 3-8, 4-7, 5-6 | 6-14, 7-5, 8-4, 9-3, 10-2, 11-1, 12-13 | 14-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7 | 7-14, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1
15 or 16
1-16, 2-15, 3-14, 4-13, 5-12, 6-11, 7-10, 8-9 | 16-9, 10-8, 11-7, 12-6, 13-5, 14-4, 15-3, 1-2 | 2-16, 3-1, 4-15, 5-14, 6-13, 7-12, 8-11, 9-10 | 16-10, 11-9, 12-8, 13-7, 14-6, 15-5, 1-4, 2-3 | 3-16, 4-2, 5-1, 6-15, 7-14, 8-13, 9-12, 10-11 | 16-11, 12-10, 13-9, 14-8, 15-7, 1-6, 2-5, 3-4 | 4-16, 5-3, 6-2, 7-1, 8-15, 9-14, 10-13, 11-12 | 16-12, 13-11, 14-10, 15-9, 1-8, 2-7, 3-6, 4-5 | 5-16, 6-4, 7-3, 8-2, 9-1, 10-15, 11-14, 12-13 | 16-13, 14-12, 15-11, 1-10, 2-9, 3-8, 4-7, 5-6 | 6-16, 7-5, 8-4, 9-3, 10-2, 11-1, 12-15, 13-14 | 16-14, 15-13, 1-12, 2-11, 3-10, 4-9, 5-8, 6-7 | 7-16, 8-6, 9-5, 10-4, 11-3, 12-2, 13-1, 14-15 | 16-15, 1-14, 2-13, 3-12, 4-11, 5-10, 6-9, 7-8 | 8-16, 9-7, 10-6, 11-5, 12-4, 13-3, 14-2, 15-1
`;

const published = new Map<number, number[][][]>();
{
  const lines = FIDE.trim().split('\n');
  for (let i = 0; i < lines.length; i += 2) {
    const even = Number(lines[i]!.split(' or ')[1]);
    published.set(even, lines[i + 1]!.split(' | ').map((r) => r.split(', ').map((p) => p.split('-').map(Number))));
  }
}

const entries = (n: number): Entry[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, rating: null, pairingNumber: i + 1 }));

describe('FIDE Berger tables (C.05 Annex 1)', () => {
  for (let n = 3; n <= 16; n++) {
    it(`the table for ${n} players is the published one`, () => {
      expect(bergerTable(n)).toEqual(published.get(n % 2 === 0 ? n : n + 1));
    });
  }

  it('every pair meets exactly once in a single round robin of 10', () => {
    const met = new Set<string>();
    for (const round of bergerTable(10)) for (const [a, b] of round) met.add([a, b].sort((x, y) => x - y).join('-'));
    expect(met.size).toBe(45);
  });
});

describe('roundRobinRounds', () => {
  it('odd field: whoever meets the dummy (number N) has a pairing bye', () => {
    const r = roundRobinRounds(entries(5), { game: 'othello' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(5);
    // Round 1 of the 5-or-6 table: 1-6, 2-5, 3-4 -> 1 has the bye.
    expect(r.value[0]!.pairings[0]).toEqual({ kind: 'bye', entry: 'p1', bye: 'pairing' });
    const byes = r.value.map((round) => round.pairings.filter((p) => p.kind === 'bye').map((p) => p.kind === 'bye' && p.entry));
    expect(byes.flat().sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect((r.value[0]!.pairings[1] as Match).board).toBe(1);
  });

  it('double round robin reverses the first move in the second cycle and swaps the last two rounds of the first', () => {
    const r = roundRobinRounds(entries(4), { game: 'othello', cycles: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const show = r.value.map((round) => round.pairings.map((p) => (p.kind === 'match' ? `${p.a}-${p.b}` : '')).join(' '));
    expect(show).toEqual([
      'p1-p4 p2-p3', 'p2-p4 p3-p1', 'p4-p3 p1-p2',
      'p4-p1 p3-p2', 'p4-p2 p1-p3', 'p3-p4 p2-p1',
    ]);
    const m = r.value[0]!.pairings[0] as Match;
    expect(m.games[0]!.first).toBe('a');
  });

  it('mini-matches swap the first move from game to game', () => {
    const r = roundRobinRounds(entries(4), { game: 'ninuki', gamesPerMatch: 2 });
    if (!r.ok) throw new Error(r.error.message);
    expect((r.value[0]!.pairings[0] as Match).games.map((g) => g.first)).toEqual(['a', 'b']);
  });

  it('refuses pairing numbers that do not run 1..n', () => {
    const bad = entries(4).map((e, i) => (i === 3 ? { ...e, pairingNumber: 7 } : e));
    const r = roundRobinRounds(bad, { game: 'othello' });
    expect(r.ok).toBe(false);
  });
});

describe('Berger tables, any size (property)', () => {
  it('every pair meets once, everyone plays once a round, first moves balanced within one', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 60 }), (players) => {
      const n = players % 2 === 0 ? players : players + 1;
      const table = bergerTable(players);
      const met = new Set<string>();
      const balance = new Array<number>(n + 1).fill(0);
      for (const round of table) {
        const seen = new Set(round.flat());
        if (seen.size !== n) return false;
        for (const [a, b] of round) {
          met.add(a < b ? `${a}-${b}` : `${b}-${a}`);
          balance[a]!++;
          balance[b]!--;
        }
      }
      return table.length === n - 1 && met.size === (n * (n - 1)) / 2 && balance.every((x) => Math.abs(x) <= 1);
    }));
  });
});
