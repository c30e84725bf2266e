import type { Side, Square } from './types';

/** R-ONI-1: 15 x 15, files a..o left to right, ranks 1..15 bottom to top. */
export const SIZE = 15;
export const CELLS = SIZE * SIZE;
/** Rule 1: markers per side (per pair in doubles). */
export const MARKERS = 105;
/** R-ONI-3: an ONINO is this many or more in a line. */
export const ONINO_LENGTH = 5;

const FILES = 'abcdefghijklmno';

export const squareOf = (file: number, rank: number): Square => (rank - 1) * SIZE + file;
export const fileOf = (sq: Square): number => sq % SIZE;
export const rankOf = (sq: Square): number => Math.floor(sq / SIZE) + 1;

/** The centre, h8. */
export const CENTRE: Square = squareOf(7, 8);

export function squareName(sq: Square): string {
  return `${FILES[fileOf(sq)]}${rankOf(sq)}`;
}

/** `h8` (case-insensitive) to a square, or null when it names no square of the board. */
export function parseSquare(text: string): Square | null {
  const m = /^([a-o])(\d{1,2})$/i.exec(text);
  if (!m) return null;
  const rank = Number(m[2]);
  if (rank < 1 || rank > SIZE || m[2]!.startsWith('0')) return null;
  return squareOf(FILES.indexOf(m[1]!.toLowerCase()), rank);
}

export const colourOf = (side: Side): number => (side === 'first' ? 1 : 2);
export const sideOfColour = (colour: number): Side | null => (colour === 1 ? 'first' : colour === 2 ? 'second' : null);

/**
 * The four line directions as (file, rank) steps: rank, file, and the two diagonals (R-ONI-3), read by index. The
 * director's board scans every line after each tap (its undeclared ONINOs): unoptimised in a page, a `for...of`
 * with destructuring steps an iterator and makes a pair per direction and marker.
 */
const FILE_STEPS = [1, 0, 1, 1] as const;
const RANK_STEPS = [0, 1, 1, -1] as const;

/** A maximal unbroken line of one colour. */
export interface Line {
  from: Square;
  to: Square;
  length: number;
}

function onBoard(file: number, rank: number): boolean {
  return file >= 0 && file < SIZE && rank >= 1 && rank <= SIZE;
}

/** Steps from (file, rank) while the colour holds; returns how many squares matched. */
function reach(board: Uint8Array, file: number, rank: number, df: number, dr: number, colour: number): number {
  let n = 0;
  for (let f = file + df, r = rank + dr; onBoard(f, r) && board[squareOf(f, r)] === colour; f += df, r += dr) n++;
  return n;
}

/** The longest line through `sq` (which must hold a marker) over the four directions. */
export function longestThrough(board: Uint8Array, sq: Square): Line {
  const colour = board[sq]!;
  const file = fileOf(sq);
  const rank = rankOf(sq);
  let best: Line = { from: sq, to: sq, length: 1 };
  for (let d = 0; d < 4; d++) {
    const df = FILE_STEPS[d]!;
    const dr = RANK_STEPS[d]!;
    const back = reach(board, file, rank, -df, -dr, colour);
    const ahead = reach(board, file, rank, df, dr, colour);
    if (back + ahead + 1 > best.length) {
      best = {
        from: squareOf(file - back * df, rank - back * dr),
        to: squareOf(file + ahead * df, rank + ahead * dr),
        length: back + ahead + 1,
      };
    }
  }
  return best;
}

/** Every completed ONINO (maximal line of five or more, R-ONI-3) of one side. */
export function oninosOf(board: Uint8Array, side: Side): Line[] {
  const colour = colourOf(side);
  const lines: Line[] = [];
  for (let sq = 0; sq < CELLS; sq++) {
    if (board[sq] !== colour) continue;
    const file = fileOf(sq);
    const rank = rankOf(sq);
    for (let d = 0; d < 4; d++) {
      const df = FILE_STEPS[d]!;
      const dr = RANK_STEPS[d]!;
      // Count each line once, from its start: the square before it is off the board or not this colour (one step,
      // not the whole run back: a marker in a long line would walk it again from each of its squares).
      if (onBoard(file - df, rank - dr) && board[squareOf(file - df, rank - dr)] === colour) continue;
      const length = reach(board, file, rank, df, dr, colour) + 1;
      if (length >= ONINO_LENGTH) {
        lines.push({ from: sq, to: squareOf(file + (length - 1) * df, rank + (length - 1) * dr), length });
      }
    }
  }
  return lines;
}

export function countMarkers(board: Uint8Array, side: Side): number {
  const colour = colourOf(side);
  let n = 0;
  for (let sq = 0; sq < CELLS; sq++) if (board[sq] === colour) n++;
  return n;
}
