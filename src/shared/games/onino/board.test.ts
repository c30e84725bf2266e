import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CELLS, SIZE, colourOf, longestThrough, oninosOf, squareOf, type Line } from './board';

const STEPS = [[1, 0], [0, 1], [1, 1], [1, -1]] as const;
const inside = (file: number, rank: number) => file >= 0 && file < SIZE && rank >= 1 && rank <= SIZE;

/**
 * The maximal runs of one colour along every line of the board, walked whole from its edge: another way to find
 * them than the engine's, in the engine's order (by starting square, then rank, file and the two diagonals).
 */
function runsByWalkingLines(board: Uint8Array, colour: number, atLeast: number): Line[] {
  return walkedRuns(board, colour, atLeast).map(({ from, to, length }) => ({ from, to, length }));
}

function walkedRuns(board: Uint8Array, colour: number, atLeast: number): Array<Line & { direction: number }> {
  const found: Array<Line & { direction: number }> = [];
  STEPS.forEach(([df, dr], direction) => {
    for (let sq = 0; sq < CELLS; sq++) {
      const file = sq % SIZE;
      const rank = Math.floor(sq / SIZE) + 1;
      if (inside(file - df, rank - dr)) continue; // not where a line of this direction enters the board
      let run = 0;
      for (let f = file, r = rank; ; f += df, r += dr) {
        const here = inside(f, r) && board[squareOf(f, r)] === colour;
        if (here) run++;
        else {
          if (run >= atLeast) {
            found.push({ from: squareOf(f - run * df, r - run * dr), to: squareOf(f - df, r - dr), length: run, direction });
          }
          run = 0;
        }
        if (!inside(f, r)) break;
      }
    }
  });
  return found.sort((x, y) => x.from - y.from || x.direction - y.direction);
}

const boards = fc.uint8Array({ minLength: CELLS, maxLength: CELLS, max: 2 });
/** Boards with long lines: a few runs of one colour laid over a random board. */
const lined = fc.tuple(boards, fc.array(fc.tuple(fc.nat(CELLS - 1), fc.nat(3), fc.integer({ min: 3, max: 9 }), fc.integer({ min: 1, max: 2 })), { maxLength: 6 }))
  .map(([board, runs]) => {
    for (const [start, direction, length, colour] of runs) {
      const [df, dr] = STEPS[direction]!;
      for (let k = 0, f = start % SIZE, r = Math.floor(start / SIZE) + 1; k < length && inside(f, r); k++, f += df, r += dr) board[squareOf(f, r)] = colour;
    }
    return board;
  });

describe('Onino board lines', () => {
  it('R-ONI-3: an ONINO is every maximal line of five or more of a side, found once each, and a line of four is none', () => {
    const board = new Uint8Array(CELLS);
    for (let f = 2; f < 9; f++) board[squareOf(f, 3)] = 1; // c3-i3, seven
    for (let r = 3; r < 8; r++) board[squareOf(5, r)] = 1; // f3-f7, five, crossing it at f3
    for (let k = 0; k < 4; k++) board[squareOf(10 + k, 10 + k)] = 1; // k10-n13, four
    for (let k = 0; k < 6; k++) board[squareOf(14 - k, 15 - k)] = 2; // the other side's o15-j10
    expect(oninosOf(board, 'first')).toEqual([
      { from: squareOf(2, 3), to: squareOf(8, 3), length: 7 },
      { from: squareOf(5, 3), to: squareOf(5, 7), length: 5 },
    ]);
    expect(oninosOf(board, 'second')).toEqual([{ from: squareOf(9, 10), to: squareOf(14, 15), length: 6 }]);
    expect(longestThrough(board, squareOf(5, 3))).toEqual({ from: squareOf(2, 3), to: squareOf(8, 3), length: 7 });
    expect(longestThrough(board, squareOf(11, 11)).length).toBe(4);
  });

  it('R-ONI-3: the lines found are those a walk along every rank, file and diagonal finds, on any board', () => {
    fc.assert(fc.property(fc.oneof(boards, lined), (board) => {
      for (const side of ['first', 'second'] as const) {
        expect(oninosOf(board, side)).toEqual(runsByWalkingLines(board, colourOf(side), 5));
      }
    }), { numRuns: 400 });
  });

  it('R-ONI-3: the longest line through a marker is the longest of the runs through it, on any board', () => {
    fc.assert(fc.property(lined, fc.nat(CELLS - 1), (board, sq) => {
      if (board[sq] === 0) return;
      // The runs through the square: it is one of the squares each run steps over in its own direction.
      const through = walkedRuns(board, board[sq]!, 1).filter(({ from, length, direction }) => {
        const [df, dr] = STEPS[direction]!;
        return Array.from({ length }, (_, k) => squareOf((from % SIZE) + k * df, Math.floor(from / SIZE) + 1 + k * dr)).includes(sq);
      });
      expect(longestThrough(board, sq).length).toBe(Math.max(...through.map((l) => l.length)));
    }), { numRuns: 400 });
  });
});
