/** Board geometry (R-TON-1), the starting position (R-TON-2) and study positions. */
import type { Side, Square } from './types';

export const FILES = 7;
export const RANKS = 14;
export const CELLS = FILES * RANKS;
const FILE_LETTERS = 'abcdefg';

/** The four straight directions as (file, rank) steps. */
export const DIRECTIONS: readonly (readonly [number, number])[] = [[0, 1], [0, -1], [1, 0], [-1, 0]];

export const fileOf = (sq: Square): number => sq % FILES;
export const rankOf = (sq: Square): number => Math.floor(sq / FILES);

/** The square `steps` away in a direction, or -1 off the board. */
export function step(sq: Square, [df, dr]: readonly [number, number], steps: number): Square {
  const f = fileOf(sq) + df * steps;
  const r = rankOf(sq) + dr * steps;
  return f < 0 || f >= FILES || r < 0 || r >= RANKS ? -1 : r * FILES + f;
}

/** Reading order for lists of squares: by file, then by rank (a1, a2, ..., b1, ...). */
export const bySquare = (a: Square, b: Square): number => fileOf(a) - fileOf(b) || rankOf(a) - rankOf(b);

export function squareName(sq: Square): string {
  return `${FILE_LETTERS[fileOf(sq)]}${rankOf(sq) + 1}`;
}

/** `a1`..`g14`, or null. */
export function parseSquare(text: string): Square | null {
  const m = /^([a-g])(1[0-4]|[1-9])$/.exec(text);
  if (!m) return null;
  return (Number(m[2]) - 1) * FILES + FILE_LETTERS.indexOf(m[1]!);
}

/** The regular expression source of one square, for the notation's patterns. */
export const SQUARE = '[a-g](?:1[0-4]|[1-9])';

/** A cell value: +n for red, -n for blue. */
export const die = (side: Side, n: number): number => (side === 'red' ? n : -n);
export const sideOf = (cell: number): Side | null => (cell > 0 ? 'red' : cell < 0 ? 'blue' : null);
export const other = (side: Side): Side => (side === 'red' ? 'blue' : 'red');

/** R-TON-2: Red 6..1 on a1..a6, Blue 6..1 on g14..g9, each on the edge to its owner's left. */
export function initialBoard(): number[] {
  const board = new Array<number>(CELLS).fill(0);
  for (let i = 0; i < 6; i++) {
    board[i * FILES] = die('red', 6 - i);
    board[(RANKS - 1 - i) * FILES + FILES - 1] = die('blue', 6 - i);
  }
  return board;
}

/**
 * A study position: comma-separated dice `r6a1,b2c4` (colour r|b, number 1..6, square).
 * Both sides need at least one die.
 */
export function parsePosition(text: string): { ok: true; board: number[] } | { ok: false; message: string } {
  const board = new Array<number>(CELLS).fill(0);
  for (const token of text.split(',').map((t) => t.trim().toLowerCase())) {
    const m = new RegExp(`^([rb])([1-6])(${SQUARE})$`).exec(token);
    if (!m) return { ok: false, message: `"${token}" is not a die: write colour, number and square, e.g. r6a1` };
    const sq = parseSquare(m[3]!)!;
    if (board[sq] !== 0) return { ok: false, message: `two dice on ${m[3]}` };
    board[sq] = die(m[1] === 'r' ? 'red' : 'blue', Number(m[2]));
  }
  if (!board.some((c) => c > 0) || !board.some((c) => c < 0)) {
    return { ok: false, message: 'a position needs at least one red and one blue die' };
  }
  return { ok: true, board };
}

/** The pieces each side has on the board. */
export function countPieces(board: readonly number[]): Record<Side, number> {
  let red = 0;
  let blue = 0;
  for (const c of board) {
    if (c > 0) red++;
    else if (c < 0) blue++;
  }
  return { red, blue };
}
