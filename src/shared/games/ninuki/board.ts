import type { Side } from './types';

/** Cell values of the padded board. */
export const EMPTY = 0;
export const X = 1;
export const O = 2;
export const WALL = 3;

/**
 * Every board is stored with a border of WALL cells PAD wide, so that pattern scans up to PAD
 * points away from any on-board point never need a bounds check (threes look 6 points out).
 */
export const PAD = 6;

/** R-NIN-1: the board sizes a game may use. */
export const SIZES = [13, 15, 17, 19, 21] as const;
export const DEFAULT_SIZE = 19;

/** Files from A skipping I (R-NIN-1); enough letters for the largest board. */
const FILES = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

export interface Geometry {
  readonly size: number;
  readonly stride: number;
  /** Length of the padded cell array. */
  readonly length: number;
  /** Padded index of every on-board point, A1, B1, ... then rank 2, ... */
  readonly points: Int32Array;
  /** The four line directions: horizontal, vertical, diagonal, anti-diagonal. */
  readonly lines: readonly number[];
  /** The eight directions of a capture (R-NIN-3). */
  readonly rays: readonly number[];
  readonly centre: number;
  /** A board with walls and no stones, copied by every new game. */
  readonly blank: Uint8Array;
}

const geometries = new Map<number, Geometry>();

export function geometry(size: number): Geometry {
  let g = geometries.get(size);
  if (g) return g;
  const stride = size + 2 * PAD;
  const length = stride * stride;
  const points = new Int32Array(size * size);
  const blank = new Uint8Array(length).fill(WALL);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const p = (row + PAD) * stride + col + PAD;
      points[row * size + col] = p;
      blank[p] = EMPTY;
    }
  }
  const lines = [1, stride, stride + 1, stride - 1];
  const half = (size - 1) / 2;
  g = {
    size, stride, length, points, lines, blank,
    rays: [...lines, ...lines.map((d) => -d)],
    centre: (half + PAD) * stride + half + PAD,
  };
  geometries.set(size, g);
  return g;
}

export const onBoard = (g: Geometry, col: number, row: number): boolean =>
  col >= 0 && row >= 0 && col < g.size && row < g.size;

export const indexOf = (g: Geometry, col: number, row: number): number => (row + PAD) * g.stride + col + PAD;

export const colOf = (g: Geometry, p: number): number => (p % g.stride) - PAD;
export const rowOf = (g: Geometry, p: number): number => Math.floor(p / g.stride) - PAD;

export const isSide = (v: unknown): v is Side => v === 'x' || v === 'o';
export const stoneOf = (side: Side): number => (side === 'x' ? X : O);
export const other = (side: Side): Side => (side === 'x' ? 'o' : 'x');

export const fileLetter = (col: number): string => FILES[col] ?? '?';
export const fileIndex = (letter: string): number => FILES.indexOf(letter.toUpperCase());

/** `K10` for file 9, rank 10 (row 9). */
export const pointName = (col: number, row: number): string => `${fileLetter(col)}${row + 1}`;
export const nameOf = (g: Geometry, p: number): string => pointName(colOf(g, p), rowOf(g, p));
export const namesOf = (g: Geometry, ps: readonly number[]): string[] =>
  [...ps].sort((a, b) => a - b).map((p) => nameOf(g, p));
