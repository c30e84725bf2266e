/**
 * 64-square bitboards held as two unsigned 32-bit halves (BigInt is far too slow for perft).
 *
 * Square index = 8 * (rank - 1) + (file - 1), ranks 1..8 from the top (R-OTH-1), so a1 = 0, h1 = 7,
 * a8 = 56. Bit s of `lo` is square s for s < 32 (ranks 1..4); bit s - 32 of `hi` holds ranks 5..8.
 * Each rank is one byte, file a its lowest bit.
 *
 * The hot functions write their two-half results to the exported `out` scratch pair instead of
 * allocating, so perft and archive replay run without garbage.
 */

/** Result pair of `mobility` and `flips` (signed int32 halves): read it before the next call. */
export const out = { lo: 0, hi: 0 };

/** Files b..g in every rank: a disc there can be outflanked sideways or diagonally. */
const INNER = 0x7e7e7e7e;

/**
 * The squares where the player (p) may move against the opponent (o): empty squares that close a
 * line of opponent discs with a player disc, in any of the eight directions (othello rules 2-4).
 * Result in `out`. Sideways: per half a parallel-prefix fill from the player's discs through
 * opponent discs (1 + 1 + 2 + 2 steps cover the longest line of six), then one step. Lines that cross
 * ranks: each half is filled on its own with 32-bit shifts (three steps cover a half's four ranks),
 * the nearer half first, and its last rank is carried into the other half as if it held player discs;
 * that costs a third fewer operations than shifting the 64-bit pair at every step.
 * Sideways and diagonal lines use only opponent discs on files b..g, so nothing wraps round a rank.
 */
export function mobility(pLo: number, pHi: number, oLo: number, oHi: number): void {
  const eLo = ~(pLo | oLo);
  const eHi = ~(pHi | oHi);
  const iLo = oLo & INNER;
  const iHi = oHi & INNER;
  let mLo = 0;
  let mHi = 0;
  let tLo: number;
  let tHi: number;
  let qLo: number;
  let qHi: number;

  // East (+1): sideways lines never cross a rank, so each half is filled on its own.
  tLo = (pLo << 1) & iLo;
  tLo |= (tLo << 1) & iLo;
  qLo = iLo & (iLo << 1);
  tLo |= qLo & (tLo << 2);
  tLo |= qLo & (tLo << 2);
  mLo |= tLo << 1;
  tHi = (pHi << 1) & iHi;
  tHi |= (tHi << 1) & iHi;
  qHi = iHi & (iHi << 1);
  tHi |= qHi & (tHi << 2);
  tHi |= qHi & (tHi << 2);
  mHi |= tHi << 1;

  // West (-1).
  tLo = (pLo >>> 1) & iLo;
  tLo |= (tLo >>> 1) & iLo;
  qLo = iLo & (iLo >>> 1);
  tLo |= qLo & (tLo >>> 2);
  tLo |= qLo & (tLo >>> 2);
  mLo |= tLo >>> 1;
  tHi = (pHi >>> 1) & iHi;
  tHi |= (tHi >>> 1) & iHi;
  qHi = iHi & (iHi >>> 1);
  tHi |= qHi & (tHi >>> 2);
  tHi |= qHi & (tHi >>> 2);
  mHi |= tHi >>> 1;

  // South (+8): ranks 1-4 filled first, their last rank carried into ranks 5-8.
  tLo = oLo & (pLo << 8);
  tLo |= oLo & (tLo << 8);
  tLo |= oLo & (tLo << 8);
  tHi = oHi & ((pHi << 8) | ((pLo | tLo) >>> 24));
  tHi |= oHi & (tHi << 8);
  tHi |= oHi & (tHi << 8);
  mLo |= tLo << 8;
  mHi |= (tHi << 8) | (tLo >>> 24);

  // North (-8): ranks 5-8 filled first, their first rank carried into ranks 1-4.
  tHi = oHi & (pHi >>> 8);
  tHi |= oHi & (tHi >>> 8);
  tHi |= oHi & (tHi >>> 8);
  tLo = oLo & ((pLo >>> 8) | ((pHi | tHi) << 24));
  tLo |= oLo & (tLo >>> 8);
  tLo |= oLo & (tLo >>> 8);
  mHi |= tHi >>> 8;
  mLo |= (tLo >>> 8) | (tHi << 24);

  // South-east (+9): ranks 1-4 filled first, their last rank carried into ranks 5-8.
  tLo = iLo & (pLo << 9);
  tLo |= iLo & (tLo << 9);
  tLo |= iLo & (tLo << 9);
  tHi = iHi & ((pHi << 9) | ((pLo | tLo) >>> 23));
  tHi |= iHi & (tHi << 9);
  tHi |= iHi & (tHi << 9);
  mLo |= tLo << 9;
  mHi |= (tHi << 9) | (tLo >>> 23);

  // South-west (+7): ranks 1-4 filled first, their last rank carried into ranks 5-8.
  tLo = iLo & (pLo << 7);
  tLo |= iLo & (tLo << 7);
  tLo |= iLo & (tLo << 7);
  tHi = iHi & ((pHi << 7) | ((pLo | tLo) >>> 25));
  tHi |= iHi & (tHi << 7);
  tHi |= iHi & (tHi << 7);
  mLo |= tLo << 7;
  mHi |= (tHi << 7) | (tLo >>> 25);

  // North-west (-9): ranks 5-8 filled first, their first rank carried into ranks 1-4.
  tHi = iHi & (pHi >>> 9);
  tHi |= iHi & (tHi >>> 9);
  tHi |= iHi & (tHi >>> 9);
  tLo = iLo & ((pLo >>> 9) | ((pHi | tHi) << 23));
  tLo |= iLo & (tLo >>> 9);
  tLo |= iLo & (tLo >>> 9);
  mHi |= tHi >>> 9;
  mLo |= (tLo >>> 9) | (tHi << 23);

  // North-east (-7): ranks 5-8 filled first, their first rank carried into ranks 1-4.
  tHi = iHi & (pHi >>> 7);
  tHi |= iHi & (tHi >>> 7);
  tHi |= iHi & (tHi >>> 7);
  tLo = iLo & ((pLo >>> 7) | ((pHi | tHi) << 25));
  tLo |= iLo & (tLo >>> 7);
  tLo |= iLo & (tLo >>> 7);
  mHi |= tHi >>> 7;
  mLo |= (tLo >>> 7) | (tHi << 25);

  out.lo = mLo & eLo;
  out.hi = mHi & eHi;
}

/** The eight directions as (file, rank) steps: the first four raise the square index, the rest lower it. */
const DIRECTIONS: ReadonlyArray<readonly [number, number]> = [
  [1, 0], [0, 1], [1, 1], [-1, 1], [-1, 0], [0, -1], [-1, -1], [1, -1],
];

/** RAY_LO/HI[sq * 8 + d]: the squares beyond sq in direction d, up to the edge. */
const RAY_LO = new Int32Array(64 * 8);
const RAY_HI = new Int32Array(64 * 8);
for (let sq = 0; sq < 64; sq++) {
  DIRECTIONS.forEach(([df, dr], d) => {
    for (let f = (sq & 7) + df, r = (sq >> 3) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
      const s = r * 8 + f;
      if (s < 32) RAY_LO[sq * 8 + d]! |= 1 << s;
      else RAY_HI[sq * 8 + d]! |= 1 << (s - 32);
    }
  });
}

/**
 * The opponent discs a player disc on `sq` outflanks (othello rules 3-5): in each direction, the
 * line of opponent discs up to the first square that is not an opponent disc, flipped only when that
 * square holds a player disc (a gap or the edge flips nothing, and a player disc is never skipped).
 * Result in `out` (empty when the move flips nothing, i.e. is illegal).
 */
export function flips(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): void {
  const base = sq * 8;
  let fLo = 0;
  let fHi = 0;
  let rLo: number;
  let rHi: number;
  let x: number;
  let b: number;
  // Rising directions (east, south, south-east, south-west): the first blocker is the lowest set bit beyond sq.
  rLo = RAY_LO[base + 0]!;
  rHi = RAY_HI[base + 0]!;
  x = rLo & ~oLo;
  if (x !== 0) {
    b = x & -x;
    if ((pLo & b) !== 0) fLo |= rLo & (b - 1);
  } else {
    x = rHi & ~oHi;
    b = x & -x;
    if ((pHi & b) !== 0) {
      fLo |= rLo;
      fHi |= rHi & (b - 1);
    }
  }
  rLo = RAY_LO[base + 1]!;
  rHi = RAY_HI[base + 1]!;
  x = rLo & ~oLo;
  if (x !== 0) {
    b = x & -x;
    if ((pLo & b) !== 0) fLo |= rLo & (b - 1);
  } else {
    x = rHi & ~oHi;
    b = x & -x;
    if ((pHi & b) !== 0) {
      fLo |= rLo;
      fHi |= rHi & (b - 1);
    }
  }
  rLo = RAY_LO[base + 2]!;
  rHi = RAY_HI[base + 2]!;
  x = rLo & ~oLo;
  if (x !== 0) {
    b = x & -x;
    if ((pLo & b) !== 0) fLo |= rLo & (b - 1);
  } else {
    x = rHi & ~oHi;
    b = x & -x;
    if ((pHi & b) !== 0) {
      fLo |= rLo;
      fHi |= rHi & (b - 1);
    }
  }
  rLo = RAY_LO[base + 3]!;
  rHi = RAY_HI[base + 3]!;
  x = rLo & ~oLo;
  if (x !== 0) {
    b = x & -x;
    if ((pLo & b) !== 0) fLo |= rLo & (b - 1);
  } else {
    x = rHi & ~oHi;
    b = x & -x;
    if ((pHi & b) !== 0) {
      fLo |= rLo;
      fHi |= rHi & (b - 1);
    }
  }
  // Falling directions (west, north, north-west, north-east): the highest set bit below sq.
  rLo = RAY_LO[base + 4]!;
  rHi = RAY_HI[base + 4]!;
  x = rHi & ~oHi;
  if (x !== 0) {
    b = 0x80000000 >>> Math.clz32(x);
    if ((pHi & b) !== 0) fHi |= rHi & -(b << 1);
  } else {
    x = rLo & ~oLo;
    b = x & (0x80000000 >>> Math.clz32(x));
    if ((pLo & b) !== 0) {
      fHi |= rHi;
      fLo |= rLo & -(b << 1);
    }
  }
  rLo = RAY_LO[base + 5]!;
  rHi = RAY_HI[base + 5]!;
  x = rHi & ~oHi;
  if (x !== 0) {
    b = 0x80000000 >>> Math.clz32(x);
    if ((pHi & b) !== 0) fHi |= rHi & -(b << 1);
  } else {
    x = rLo & ~oLo;
    b = x & (0x80000000 >>> Math.clz32(x));
    if ((pLo & b) !== 0) {
      fHi |= rHi;
      fLo |= rLo & -(b << 1);
    }
  }
  rLo = RAY_LO[base + 6]!;
  rHi = RAY_HI[base + 6]!;
  x = rHi & ~oHi;
  if (x !== 0) {
    b = 0x80000000 >>> Math.clz32(x);
    if ((pHi & b) !== 0) fHi |= rHi & -(b << 1);
  } else {
    x = rLo & ~oLo;
    b = x & (0x80000000 >>> Math.clz32(x));
    if ((pLo & b) !== 0) {
      fHi |= rHi;
      fLo |= rLo & -(b << 1);
    }
  }
  rLo = RAY_LO[base + 7]!;
  rHi = RAY_HI[base + 7]!;
  x = rHi & ~oHi;
  if (x !== 0) {
    b = 0x80000000 >>> Math.clz32(x);
    if ((pHi & b) !== 0) fHi |= rHi & -(b << 1);
  } else {
    x = rLo & ~oLo;
    b = x & (0x80000000 >>> Math.clz32(x));
    if ((pLo & b) !== 0) {
      fHi |= rHi;
      fLo |= rLo & -(b << 1);
    }
  }
  out.lo = fLo;
  out.hi = fHi;
}

/** Number of set bits in a 32-bit word. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Whether square sq is set in the pair (lo, hi). */
export function has(lo: number, hi: number, sq: number): boolean {
  return sq < 32 ? ((lo >>> sq) & 1) === 1 : ((hi >>> (sq - 32)) & 1) === 1;
}

/** The squares set in (lo, hi), in index order. */
export function squaresOf(lo: number, hi: number): number[] {
  const list: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (has(lo, hi, sq)) list.push(sq);
  return list;
}
