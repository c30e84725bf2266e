import { has, mobility, out, popcount } from './bitboard';
import type { Phase, Score, Side } from './types';

/** The four disc halves of a position (see bitboard.ts for the layout). */
export interface Discs {
  blackLo: number;
  blackHi: number;
  whiteLo: number;
  whiteHi: number;
}

/** R-OTH-1: d4 and e5 white, e4 and d5 black. */
export const START: Readonly<Discs> = {
  blackLo: 1 << 28, // e4
  blackHi: 1 << 3, // d5
  whiteLo: 1 << 27, // d4
  whiteHi: 1 << 4, // e5
};

export const opponent = (side: Side): Side => (side === 'black' ? 'white' : 'black');

/** `f5` (any case) -> 0..63, or -1 when the text is not a square. */
export function parseSquare(text: string): number {
  if (text.length !== 2) return -1;
  const file = (text.charCodeAt(0) | 32) - 97; // | 32 folds A..H to a..h
  const rank = text.charCodeAt(1) - 49;
  return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? rank * 8 + file : -1;
}

const NAMES = Array.from({ length: 64 }, (_, sq) => String.fromCharCode(97 + (sq & 7)) + String(1 + (sq >> 3)));

/** 0..63 -> `f5` (files a..h, ranks 1..8 from the top, R-OTH-1). */
export const squareName = (sq: number): string => NAMES[sq]!;

/** The disc on a square, or null. */
export function discAt(d: Discs, sq: number): Side | null {
  if (has(d.blackLo, d.blackHi, sq)) return 'black';
  if (has(d.whiteLo, d.whiteHi, sq)) return 'white';
  return null;
}

/** The side's discs first, then the opponent's: the argument order of the bitboard functions. */
function sidesOf(d: Discs, side: Side): [number, number, number, number] {
  return side === 'black'
    ? [d.blackLo, d.blackHi, d.whiteLo, d.whiteHi]
    : [d.whiteLo, d.whiteHi, d.blackLo, d.blackHi];
}

/** Legal squares of `side` as two halves (othello rule 2: a move must outflank). */
export function legalBits(d: Discs, side: Side): [number, number] {
  const [pLo, pHi, oLo, oHi] = sidesOf(d, side);
  mobility(pLo, pHi, oLo, oHi);
  return [out.lo, out.hi];
}

/** Where the game stands for a side with no legal move: it passes, or neither side can move (R-OTH-2). */
export function phaseWithoutMove(d: Discs, side: Side): Phase {
  const [lo, hi] = legalBits(d, opponent(side));
  return (lo | hi) !== 0 ? 'pass' : 'over';
}

/** Raw disc counts. */
export function countDiscs(d: Discs): Score {
  return {
    black: popcount(d.blackLo) + popcount(d.blackHi),
    white: popcount(d.whiteLo) + popcount(d.whiteHi),
  };
}

/** R-OTH-3: the official count gives the empty squares to the winner, split evenly on a draw. */
export function officialCount(raw: Score): Score {
  const empty = 64 - raw.black - raw.white;
  if (raw.black > raw.white) return { black: raw.black + empty, white: raw.white };
  if (raw.white > raw.black) return { black: raw.black, white: raw.white + empty };
  return { black: raw.black + empty / 2, white: raw.white + empty / 2 };
}
