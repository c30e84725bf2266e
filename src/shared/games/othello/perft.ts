import { flipsHi, flipsLo, mobility, out, popcount64 } from './bitboard';
import { START } from './position';

/**
 * Perft per R-OTH-4: the number of move sequences of the given length from the start position, a
 * pass counting as a move and a finished game as one leaf at every greater depth.
 * Depth 9 = 3,005,288, depth 10 = 24,571,284, depth 11 = 212,258,800.
 */
export function perft(depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) return 0;
  if (depth === 0) return 1;
  return count(START.blackLo, START.blackHi, START.whiteLo, START.whiteHi, depth, false);
}

/** Leaves one ply below p to move: its legal moves, or one leaf for a pass or a finished game. */
function leaves(pLo: number, pHi: number, oLo: number, oHi: number): number {
  mobility(pLo, pHi, oLo, oHi);
  const n = popcount64(out.lo, out.hi);
  return n === 0 ? 1 : n;
}

/**
 * Leaves `depth` (>= 1) plies below the position with p to move. `passed` says the previous move was
 * a pass, so having no move now ends the game. The last ply is bulk-counted from the mobility bits;
 * positions are four ints on the stack, nothing is allocated.
 */
function count(pLo: number, pHi: number, oLo: number, oHi: number, depth: number, passed: boolean): number {
  mobility(pLo, pHi, oLo, oHi);
  let mLo = out.lo;
  let mHi = out.hi;
  if ((mLo | mHi) === 0) {
    // Neither side can move: a finished game is one leaf (R-OTH-4). Else the pass is a move.
    if (passed || depth === 1) return 1;
    return count(oLo, oHi, pLo, pHi, depth - 1, true);
  }
  if (depth === 1) return popcount64(mLo, mHi);
  let nodes = 0;
  const last = depth === 2;
  while (mLo !== 0) {
    const bit = mLo & -mLo;
    mLo ^= bit;
    flipsLo(31 - Math.clz32(bit), pLo, pHi, oLo, oHi);
    const fLo = out.lo;
    const fHi = out.hi;
    nodes += last
      ? leaves(oLo ^ fLo, oHi ^ fHi, pLo | bit | fLo, pHi | fHi)
      : count(oLo ^ fLo, oHi ^ fHi, pLo | bit | fLo, pHi | fHi, depth - 1, false);
  }
  while (mHi !== 0) {
    const bit = mHi & -mHi;
    mHi ^= bit;
    flipsHi(63 - Math.clz32(bit), pLo, pHi, oLo, oHi);
    const fLo = out.lo;
    const fHi = out.hi;
    nodes += last
      ? leaves(oLo ^ fLo, oHi ^ fHi, pLo | fLo, pHi | bit | fHi)
      : count(oLo ^ fLo, oHi ^ fHi, pLo | fLo, pHi | bit | fHi, depth - 1, false);
  }
  return nodes;
}
