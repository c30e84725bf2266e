import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flips, has, mobility, out, squaresOf } from './bitboard';
import { perft, perftFrom } from './perft';

/** A plain square-by-square model of othello rules 3-5 to check the bitboard code against. */
function naiveFlips(cells: number[], sq: number): number[] {
  if (cells[sq] !== 0) return [];
  const flipped: number[] = [];
  for (const [df, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, 1], [1, -1], [-1, -1]] as const) {
    const line: number[] = [];
    let f = (sq & 7) + df;
    let r = (sq >> 3) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8 && cells[r * 8 + f] === 2) {
      line.push(r * 8 + f);
      f += df;
      r += dr;
    }
    if (line.length > 0 && f >= 0 && f < 8 && r >= 0 && r < 8 && cells[r * 8 + f] === 1) flipped.push(...line);
  }
  return flipped.sort((a, b) => a - b);
}

const halves = (cells: number[], v: number): [number, number] => {
  let lo = 0;
  let hi = 0;
  cells.forEach((c, sq) => {
    if (c !== v) return;
    if (sq < 32) lo |= 1 << sq;
    else hi |= 1 << (sq - 32);
  });
  return [lo, hi];
};

// 0 empty, 1 player, 2 opponent
const board = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 64, maxLength: 64 });

describe('bitboard move generation', () => {
  it('othello rules 2-5: mobility is exactly the empty squares that outflank a line (random boards)', () => {
    fc.assert(fc.property(board, (cells) => {
      const [pLo, pHi] = halves(cells, 1);
      const [oLo, oHi] = halves(cells, 2);
      mobility(pLo, pHi, oLo, oHi);
      const got = squaresOf(out.lo, out.hi);
      const want = cells.flatMap((_, sq) => (naiveFlips(cells, sq).length > 0 ? [sq] : []));
      expect(got).toEqual(want);
    }), { numRuns: 2000 });
  });

  it('othello rules 3-6: every outflanked line is flipped, in all directions at once (random boards)', () => {
    fc.assert(fc.property(board, fc.integer({ min: 0, max: 63 }), (cells, sq) => {
      cells[sq] = 0;
      const [pLo, pHi] = halves(cells, 1);
      const [oLo, oHi] = halves(cells, 2);
      flips(sq, pLo, pHi, oLo, oHi);
      expect(squaresOf(out.lo, out.hi)).toEqual(naiveFlips(cells, sq));
    }), { numRuns: 5000 });
  });

  it('othello rule 4: a line stops at the first own disc; othello rule 5: a gap or the edge flips nothing', () => {
    // rank 1: move on a1, white b1, black c1, white d1, black e1 -> only b1 flips
    flips(0, (1 << 2) | (1 << 4), 0, (1 << 1) | (1 << 3), 0);
    expect(squaresOf(out.lo, out.hi)).toEqual([1]);
    // rank 2: move on a2, white b2, gap c2, black d2 -> nothing
    flips(8, 1 << 11, 0, 1 << 9, 0);
    expect(squaresOf(out.lo, out.hi)).toEqual([]);
    // rank 8 to the edge: move on a8, white b8..h8 -> nothing; across the halves: d3 black, d4 d5 d6 white, move d7
    flips(56, 0, 0, 0, 0xfe000000 | 0);
    expect(squaresOf(out.lo, out.hi)).toEqual([]);
    flips(51, 1 << 19, 0, 1 << 27, (1 << 3) | (1 << 11));
    expect(squaresOf(out.lo, out.hi)).toEqual([27, 35, 43]);
  });

  it('has() reads both halves', () => {
    expect(has(1, 0, 0)).toBe(true);
    expect(has(0, 1 << 31, 63)).toBe(true);
    expect(has(1 << 31, 0, 31)).toBe(true);
    expect(has(1 << 31, 0, 32)).toBe(false);
  });
});

describe('perft', () => {
  it('R-OTH-4: perft 1..9 from the start position', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(perft)).toEqual([4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288]);
  });

  it('R-OTH-4: the last two plies (written out by hand for speed) count as mobility and flips say (random boards)', () => {
    const replies = (pLo: number, pHi: number, oLo: number, oHi: number): number => {
      mobility(pLo, pHi, oLo, oHi);
      const n = squaresOf(out.lo, out.hi).length;
      return n === 0 ? 1 : n; // no reply: a pass, or the finished game, is one leaf
    };
    fc.assert(fc.property(board, (cells) => {
      const [pLo, pHi] = halves(cells, 1);
      const [oLo, oHi] = halves(cells, 2);
      mobility(pLo, pHi, oLo, oHi);
      const moves = squaresOf(out.lo, out.hi);
      let want = 0;
      for (const sq of moves) {
        flips(sq, pLo, pHi, oLo, oHi);
        const [fLo, fHi] = [out.lo, out.hi];
        const [mLo, mHi] = sq < 32 ? [1 << sq, 0] : [0, 1 << (sq - 32)];
        want += replies(oLo ^ fLo, oHi ^ fHi, pLo | fLo | mLo, pHi | fHi | mHi);
      }
      if (moves.length === 0) want = replies(oLo, oHi, pLo, pHi);
      expect(perftFrom(pLo, pHi, oLo, oHi, 2)).toBe(want);
    }), { numRuns: 3000 });
  });

  it('perft 0 is the start position itself; a bad depth counts nothing', () => {
    expect(perft(0)).toBe(1);
    expect(perft(-1)).toBe(0);
    expect(perft(1.5)).toBe(0);
  });
});
