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
 * Result in `out`. Per direction a parallel-prefix fill from the player's discs through opponent
 * discs (1 + 1 + 2 + 2 steps cover the longest line of six), then one step onto empty squares.
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
  mLo |= (tLo << 1) & eLo;
  tHi = (pHi << 1) & iHi;
  tHi |= (tHi << 1) & iHi;
  qHi = iHi & (iHi << 1);
  tHi |= qHi & (tHi << 2);
  tHi |= qHi & (tHi << 2);
  mHi |= (tHi << 1) & eHi;

  // West (-1).
  tLo = (pLo >>> 1) & iLo;
  tLo |= (tLo >>> 1) & iLo;
  qLo = iLo & (iLo >>> 1);
  tLo |= qLo & (tLo >>> 2);
  tLo |= qLo & (tLo >>> 2);
  mLo |= (tLo >>> 1) & eLo;
  tHi = (pHi >>> 1) & iHi;
  tHi |= (tHi >>> 1) & iHi;
  qHi = iHi & (iHi >>> 1);
  tHi |= qHi & (tHi >>> 2);
  tHi |= qHi & (tHi >>> 2);
  mHi |= (tHi >>> 1) & eHi;

  // South (+8): a 64-bit left shift, the top of lo carried into hi.
  tHi = ((pHi << 8) | (pLo >>> 24)) & oHi;
  tLo = (pLo << 8) & oLo;
  tHi |= ((tHi << 8) | (tLo >>> 24)) & oHi;
  tLo |= (tLo << 8) & oLo;
  qHi = oHi & ((oHi << 8) | (oLo >>> 24));
  qLo = oLo & (oLo << 8);
  tHi |= qHi & ((tHi << 16) | (tLo >>> 16));
  tLo |= qLo & (tLo << 16);
  tHi |= qHi & ((tHi << 16) | (tLo >>> 16));
  tLo |= qLo & (tLo << 16);
  mHi |= ((tHi << 8) | (tLo >>> 24)) & eHi;
  mLo |= (tLo << 8) & eLo;

  // North (-8): a right shift, the bottom of hi carried into lo.
  tLo = ((pLo >>> 8) | (pHi << 24)) & oLo;
  tHi = (pHi >>> 8) & oHi;
  tLo |= ((tLo >>> 8) | (tHi << 24)) & oLo;
  tHi |= (tHi >>> 8) & oHi;
  qLo = oLo & ((oLo >>> 8) | (oHi << 24));
  qHi = oHi & (oHi >>> 8);
  tLo |= qLo & ((tLo >>> 16) | (tHi << 16));
  tHi |= qHi & (tHi >>> 16);
  tLo |= qLo & ((tLo >>> 16) | (tHi << 16));
  tHi |= qHi & (tHi >>> 16);
  mLo |= ((tLo >>> 8) | (tHi << 24)) & eLo;
  mHi |= (tHi >>> 8) & eHi;

  // South-east (+9).
  tHi = ((pHi << 9) | (pLo >>> 23)) & iHi;
  tLo = (pLo << 9) & iLo;
  tHi |= ((tHi << 9) | (tLo >>> 23)) & iHi;
  tLo |= (tLo << 9) & iLo;
  qHi = iHi & ((iHi << 9) | (iLo >>> 23));
  qLo = iLo & (iLo << 9);
  tHi |= qHi & ((tHi << 18) | (tLo >>> 14));
  tLo |= qLo & (tLo << 18);
  tHi |= qHi & ((tHi << 18) | (tLo >>> 14));
  tLo |= qLo & (tLo << 18);
  mHi |= ((tHi << 9) | (tLo >>> 23)) & eHi;
  mLo |= (tLo << 9) & eLo;

  // South-west (+7).
  tHi = ((pHi << 7) | (pLo >>> 25)) & iHi;
  tLo = (pLo << 7) & iLo;
  tHi |= ((tHi << 7) | (tLo >>> 25)) & iHi;
  tLo |= (tLo << 7) & iLo;
  qHi = iHi & ((iHi << 7) | (iLo >>> 25));
  qLo = iLo & (iLo << 7);
  tHi |= qHi & ((tHi << 14) | (tLo >>> 18));
  tLo |= qLo & (tLo << 14);
  tHi |= qHi & ((tHi << 14) | (tLo >>> 18));
  tLo |= qLo & (tLo << 14);
  mHi |= ((tHi << 7) | (tLo >>> 25)) & eHi;
  mLo |= (tLo << 7) & eLo;

  // North-west (-9).
  tLo = ((pLo >>> 9) | (pHi << 23)) & iLo;
  tHi = (pHi >>> 9) & iHi;
  tLo |= ((tLo >>> 9) | (tHi << 23)) & iLo;
  tHi |= (tHi >>> 9) & iHi;
  qLo = iLo & ((iLo >>> 9) | (iHi << 23));
  qHi = iHi & (iHi >>> 9);
  tLo |= qLo & ((tLo >>> 18) | (tHi << 14));
  tHi |= qHi & (tHi >>> 18);
  tLo |= qLo & ((tLo >>> 18) | (tHi << 14));
  tHi |= qHi & (tHi >>> 18);
  mLo |= ((tLo >>> 9) | (tHi << 23)) & eLo;
  mHi |= (tHi >>> 9) & eHi;

  // North-east (-7).
  tLo = ((pLo >>> 7) | (pHi << 25)) & iLo;
  tHi = (pHi >>> 7) & iHi;
  tLo |= ((tLo >>> 7) | (tHi << 25)) & iLo;
  tHi |= (tHi >>> 7) & iHi;
  qLo = iLo & ((iLo >>> 7) | (iHi << 25));
  qHi = iHi & (iHi >>> 7);
  tLo |= qLo & ((tLo >>> 14) | (tHi << 18));
  tHi |= qHi & (tHi >>> 14);
  tLo |= qLo & ((tLo >>> 14) | (tHi << 18));
  tHi |= qHi & (tHi >>> 14);
  mLo |= ((tLo >>> 7) | (tHi << 25)) & eLo;
  mHi |= (tHi >>> 7) & eHi;

  out.lo = mLo;
  out.hi = mHi;
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
  let fLo = 0;
  let fHi = 0;
  const base = sq * 8;
  // Rising directions: the first blocker is the lowest set bit beyond sq.
  for (let d = 0; d < 4; d++) {
    const rLo = RAY_LO[base + d]!;
    const rHi = RAY_HI[base + d]!;
    const xLo = rLo & ~oLo;
    if (xLo !== 0) {
      const b = xLo & -xLo;
      if ((pLo & b) !== 0) fLo |= rLo & (b - 1);
    } else {
      const xHi = rHi & ~oHi;
      const b = xHi & -xHi;
      if ((pHi & b) !== 0) {
        fLo |= rLo;
        fHi |= rHi & (b - 1);
      }
    }
  }
  // Falling directions: the first blocker is the highest set bit below sq.
  for (let d = 4; d < 8; d++) {
    const rLo = RAY_LO[base + d]!;
    const rHi = RAY_HI[base + d]!;
    const xHi = rHi & ~oHi;
    if (xHi !== 0) {
      const b = 1 << (31 - Math.clz32(xHi));
      if ((pHi & b) !== 0) fHi |= rHi & ~(b | (b - 1));
    } else {
      const xLo = rLo & ~oLo;
      if (xLo !== 0) {
        const b = 1 << (31 - Math.clz32(xLo));
        if ((pLo & b) !== 0) {
          fHi |= rHi;
          fLo |= rLo & ~(b | (b - 1));
        }
      }
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
