import { INNER, RAYS, flipsHi, flipsLo, mobility, out, popcount64 } from './bitboard';
import { START } from './position';

/**
 * Perft per R-OTH-4: the number of move sequences of the given length from the start position, a
 * pass counting as a move and a finished game as one leaf at every greater depth.
 * Depth 9 = 3,005,288, depth 10 = 24,571,284, depth 11 = 212,258,800.
 */
export function perft(depth: number): number {
  return perftFrom(START.blackLo, START.blackHi, START.whiteLo, START.whiteHi, depth);
}

/** perft (R-OTH-4) from any position, p to move: 1 at depth 0, 0 for a depth that is not a whole number >= 0. */
export function perftFrom(pLo: number, pHi: number, oLo: number, oHi: number, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0) return 0;
  if (depth === 0) return 1;
  return count(pLo, pHi, oLo, oHi, depth, false);
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
 *
 * The bodies of `flipsLo`, `flipsHi` and `mobility` (bitboard.ts) are copied here: V8 inlines only
 * functions of under 460 bytes of bytecode and these are about 800 each, and the two calls per move
 * cost about a sixth of perft's time. A change to those functions must be copied here too;
 * bitboard.test.ts checks this copy against them on random boards.
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
  let base: number;
  let r: number;
  let far: number;
  let x: number;
  let y: number;
  let b: number;
  let t: number;
  // the position after the move: a (to move) against z
  let aLo: number;
  let aHi: number;
  let zLo: number;
  let zHi: number;
  while ((mLo | mHi) !== 0) {
    if (mLo !== 0) {
      const bit = mLo & -mLo;
      mLo ^= bit;
      base = (31 - Math.clz32(bit)) * 16;
      // flipsLo
      let fLo = 0;
      let fHi = 0;
      // east, south, south-east, south-west
      r = RAYS[base + 0]!; // east stays in its rank
      x = r & ~oLo;
      b = x & -x;
      t = pLo & b;
      fLo |= r & (b - 1) & ((t | -t) >> 31);
      r = RAYS[base + 2]!;
      x = r & ~oLo;
      b = x & -x;
      t = pLo & b;
      fLo |= r & (b - 1) & ((t | -t) >> 31);
      far = RAYS[base + 3]!;
      y = far & ~oHi;
      b = y & -y;
      t = pHi & b;
      t = ((t | -t) & ~(x | -x)) >> 31;
      fLo |= r & t;
      fHi |= far & (b - 1) & t;
      r = RAYS[base + 4]!;
      x = r & ~oLo;
      b = x & -x;
      t = pLo & b;
      fLo |= r & (b - 1) & ((t | -t) >> 31);
      far = RAYS[base + 5]!;
      y = far & ~oHi;
      b = y & -y;
      t = pHi & b;
      t = ((t | -t) & ~(x | -x)) >> 31;
      fLo |= r & t;
      fHi |= far & (b - 1) & t;
      r = RAYS[base + 6]!;
      x = r & ~oLo;
      b = x & -x;
      t = pLo & b;
      fLo |= r & (b - 1) & ((t | -t) >> 31);
      far = RAYS[base + 7]!;
      y = far & ~oHi;
      b = y & -y;
      t = pHi & b;
      t = ((t | -t) & ~(x | -x)) >> 31;
      fLo |= r & t;
      fHi |= far & (b - 1) & t;
      // west, north, north-west, north-east
      r = RAYS[base + 8]!;
      x = r & ~oLo;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pLo & b;
      fLo |= r & -(b << 1) & ((t | -t) >> 31);
      r = RAYS[base + 10]!;
      x = r & ~oLo;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pLo & b;
      fLo |= r & -(b << 1) & ((t | -t) >> 31);
      r = RAYS[base + 12]!;
      x = r & ~oLo;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pLo & b;
      fLo |= r & -(b << 1) & ((t | -t) >> 31);
      r = RAYS[base + 14]!;
      x = r & ~oLo;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pLo & b;
      fLo |= r & -(b << 1) & ((t | -t) >> 31);
      aLo = oLo ^ fLo;
      aHi = oHi ^ fHi;
      zLo = pLo | bit | fLo;
      zHi = pHi | fHi;
    } else {
      const bit = mHi & -mHi;
      mHi ^= bit;
      base = (63 - Math.clz32(bit)) * 16;
      // flipsHi
      let fLo = 0;
      let fHi = 0;
      // east, south, south-east, south-west
      r = RAYS[base + 0]!;
      x = r & ~oHi;
      b = x & -x;
      t = pHi & b;
      fHi |= r & (b - 1) & ((t | -t) >> 31);
      r = RAYS[base + 2]!;
      x = r & ~oHi;
      b = x & -x;
      t = pHi & b;
      fHi |= r & (b - 1) & ((t | -t) >> 31);
      r = RAYS[base + 4]!;
      x = r & ~oHi;
      b = x & -x;
      t = pHi & b;
      fHi |= r & (b - 1) & ((t | -t) >> 31);
      r = RAYS[base + 6]!;
      x = r & ~oHi;
      b = x & -x;
      t = pHi & b;
      fHi |= r & (b - 1) & ((t | -t) >> 31);
      // west, north, north-west, north-east
      r = RAYS[base + 8]!; // west stays in its rank
      x = r & ~oHi;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pHi & b;
      fHi |= r & -(b << 1) & ((t | -t) >> 31);
      r = RAYS[base + 10]!;
      x = r & ~oHi;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pHi & b;
      fHi |= r & -(b << 1) & ((t | -t) >> 31);
      far = RAYS[base + 11]!;
      y = far & ~oLo;
      b = y & (0x80000000 >>> Math.clz32(y));
      t = pLo & b;
      t = ((t | -t) & ~(x | -x)) >> 31;
      fHi |= r & t;
      fLo |= far & -(b << 1) & t;
      r = RAYS[base + 12]!;
      x = r & ~oHi;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pHi & b;
      fHi |= r & -(b << 1) & ((t | -t) >> 31);
      far = RAYS[base + 13]!;
      y = far & ~oLo;
      b = y & (0x80000000 >>> Math.clz32(y));
      t = pLo & b;
      t = ((t | -t) & ~(x | -x)) >> 31;
      fHi |= r & t;
      fLo |= far & -(b << 1) & t;
      r = RAYS[base + 14]!;
      x = r & ~oHi;
      b = x & (0x80000000 >>> Math.clz32(x));
      t = pHi & b;
      fHi |= r & -(b << 1) & ((t | -t) >> 31);
      far = RAYS[base + 15]!;
      y = far & ~oLo;
      b = y & (0x80000000 >>> Math.clz32(y));
      t = pLo & b;
      t = ((t | -t) & ~(x | -x)) >> 31;
      fHi |= r & t;
      fLo |= far & -(b << 1) & t;
      aLo = oLo ^ fLo;
      aHi = oHi ^ fHi;
      zLo = pLo | fLo;
      zHi = pHi | bit | fHi;
    }
    // mobility of a against z
    const eLo = ~(aLo | zLo);
    const eHi = ~(aHi | zHi);
    const iLo = zLo & INNER;
    const iHi = zHi & INNER;
    let nLo = 0;
    let nHi = 0;
    let tLo: number;
    let tHi: number;

    // East (+1): within a rank, so each half on its own. Adding the player discs next to a run of
    // opponent discs carries through the run onto the square after it (never past file h: h is not inner).
    nLo |= (iLo + ((aLo << 1) & iLo)) & ~iLo;
    nHi |= (iHi + ((aHi << 1) & iHi)) & ~iHi;

    // West (-1): a parallel-prefix fill per half (1 + 1 + 2 + 2 steps cover a line of six).
    tLo = (aLo >>> 1) & iLo;
    tLo |= (tLo >>> 1) & iLo;
    const qLo = iLo & (iLo >>> 1);
    tLo |= qLo & (tLo >>> 2);
    tLo |= qLo & (tLo >>> 2);
    nLo |= tLo >>> 1;
    tHi = (aHi >>> 1) & iHi;
    tHi |= (tHi >>> 1) & iHi;
    const qHi = iHi & (iHi >>> 1);
    tHi |= qHi & (tHi >>> 2);
    tHi |= qHi & (tHi >>> 2);
    nHi |= tHi >>> 1;

    // South (+8): ranks 1-4 filled first, their last rank carried into ranks 5-8.
    tLo = zLo & (aLo << 8);
    tLo |= zLo & (tLo << 8);
    tLo |= zLo & (tLo << 8);
    tHi = zHi & ((aHi << 8) | ((aLo | tLo) >>> 24));
    tHi |= zHi & (tHi << 8);
    tHi |= zHi & (tHi << 8);
    nLo |= tLo << 8;
    nHi |= (tHi << 8) | (tLo >>> 24);

    // North (-8): ranks 5-8 filled first, their first rank carried into ranks 1-4.
    tHi = zHi & (aHi >>> 8);
    tHi |= zHi & (tHi >>> 8);
    tHi |= zHi & (tHi >>> 8);
    tLo = zLo & ((aLo >>> 8) | ((aHi | tHi) << 24));
    tLo |= zLo & (tLo >>> 8);
    tLo |= zLo & (tLo >>> 8);
    nHi |= tHi >>> 8;
    nLo |= (tLo >>> 8) | (tHi << 24);

    // South-east (+9): ranks 1-4 filled first, their last rank carried into ranks 5-8.
    tLo = iLo & (aLo << 9);
    tLo |= iLo & (tLo << 9);
    tLo |= iLo & (tLo << 9);
    tHi = iHi & ((aHi << 9) | ((aLo | tLo) >>> 23));
    tHi |= iHi & (tHi << 9);
    tHi |= iHi & (tHi << 9);
    nLo |= tLo << 9;
    nHi |= (tHi << 9) | (tLo >>> 23);

    // South-west (+7): ranks 1-4 filled first, their last rank carried into ranks 5-8.
    tLo = iLo & (aLo << 7);
    tLo |= iLo & (tLo << 7);
    tLo |= iLo & (tLo << 7);
    tHi = iHi & ((aHi << 7) | ((aLo | tLo) >>> 25));
    tHi |= iHi & (tHi << 7);
    tHi |= iHi & (tHi << 7);
    nLo |= tLo << 7;
    nHi |= (tHi << 7) | (tLo >>> 25);

    // North-west (-9): ranks 5-8 filled first, their first rank carried into ranks 1-4.
    tHi = iHi & (aHi >>> 9);
    tHi |= iHi & (tHi >>> 9);
    tHi |= iHi & (tHi >>> 9);
    tLo = iLo & ((aLo >>> 9) | ((aHi | tHi) << 23));
    tLo |= iLo & (tLo >>> 9);
    tLo |= iLo & (tLo >>> 9);
    nHi |= tHi >>> 9;
    nLo |= (tLo >>> 9) | (tHi << 23);

    // North-east (-7): ranks 5-8 filled first, their first rank carried into ranks 1-4.
    tHi = iHi & (aHi >>> 7);
    tHi |= iHi & (tHi >>> 7);
    tHi |= iHi & (tHi >>> 7);
    tLo = iLo & ((aLo >>> 7) | ((aHi | tHi) << 25));
    tLo |= iLo & (tLo >>> 7);
    tLo |= iLo & (tLo >>> 7);
    nHi |= tHi >>> 7;
    nLo |= (tLo >>> 7) | (tHi << 25);

    n = popcount64(nLo & eLo, nHi & eHi);
    nodes += n === 0 ? 1 : n;
  }
  return nodes;
}
