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

/**
 * Leaves `depth` (>= 1) plies below the position with p to move. `passed` says the previous move was
 * a pass, so having no move now ends the game. Positions are four ints on the stack; nothing is
 * allocated.
 */
function count(pLo: number, pHi: number, oLo: number, oHi: number, depth: number, passed: boolean): number {
  if (depth === 2) return lastTwo(pLo, pHi, oLo, oHi);
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
  while (mLo !== 0) {
    const bit = mLo & -mLo;
    mLo ^= bit;
    flipsLo(31 - Math.clz32(bit), pLo, pHi, oLo, oHi);
    nodes += count(oLo ^ out.lo, oHi ^ out.hi, pLo | bit | out.lo, pHi | out.hi, depth - 1, false);
  }
  while (mHi !== 0) {
    const bit = mHi & -mHi;
    mHi ^= bit;
    flipsHi(63 - Math.clz32(bit), pLo, pHi, oLo, oHi);
    nodes += count(oLo ^ out.lo, oHi ^ out.hi, pLo | out.lo, pHi | bit | out.hi, depth - 1, false);
  }
  return nodes;
}

/**
 * `count` at depth 2, where nearly all the time goes: each move is made and the replies are counted
 * from the mobility bits (bulk counting), a position without replies being one leaf (a pass or a
 * finished game). Right after a pass the opponent has no move either, so no `passed` flag is needed.
 */
function lastTwo(pLo: number, pHi: number, oLo: number, oHi: number): number {
  mobility(pLo, pHi, oLo, oHi);
  let mLo = out.lo;
  let mHi = out.hi;
  let n: number;
  if ((mLo | mHi) === 0) {
    // p passes: the opponent's moves are the leaves, or the game is over (one leaf)
    mobility(oLo, oHi, pLo, pHi);
    n = popcount64(out.lo, out.hi);
    return n === 0 ? 1 : n;
  }
  let nodes = 0;
  while (mLo !== 0) {
    const bit = mLo & -mLo;
    mLo ^= bit;
    flipsLo(31 - Math.clz32(bit), pLo, pHi, oLo, oHi);
    mobility(oLo ^ out.lo, oHi ^ out.hi, pLo | bit | out.lo, pHi | out.hi);
    n = popcount64(out.lo, out.hi);
    nodes += n === 0 ? 1 : n;
  }
  while (mHi !== 0) {
    const bit = mHi & -mHi;
    mHi ^= bit;
    flipsHi(63 - Math.clz32(bit), pLo, pHi, oLo, oHi);
    mobility(oLo ^ out.lo, oHi ^ out.hi, pLo | out.lo, pHi | bit | out.hi);
    n = popcount64(out.lo, out.hi);
    nodes += n === 0 ? 1 : n;
  }
  return nodes;
}
