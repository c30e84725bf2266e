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
export const INNER = 0x7e7e7e7e;

/**
 * The squares where the player (p) may move against the opponent (o): empty squares that close a
 * line of opponent discs with a player disc, in any of the eight directions (othello rules 2-4).
 * Result in `out`. Sideways each half on its own (east by a carry, west by a fill). Lines that cross
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

  // East (+1): within a rank, so each half on its own. Adding the player discs next to a run of
  // opponent discs carries through the run onto the square after it (never past file h: h is not inner).
  mLo |= (iLo + ((pLo << 1) & iLo)) & ~iLo;
  mHi |= (iHi + ((pHi << 1) & iHi)) & ~iHi;

  // West (-1): a parallel-prefix fill per half (1 + 1 + 2 + 2 steps cover a line of six).
  tLo = (pLo >>> 1) & iLo;
  tLo |= (tLo >>> 1) & iLo;
  const qLo = iLo & (iLo >>> 1);
  tLo |= qLo & (tLo >>> 2);
  tLo |= qLo & (tLo >>> 2);
  mLo |= tLo >>> 1;
  tHi = (pHi >>> 1) & iHi;
  tHi |= (tHi >>> 1) & iHi;
  const qHi = iHi & (iHi >>> 1);
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

/**
 * RAYS[16 * sq + 2 * d]: the squares beyond sq in direction d, up to the edge, in sq's own half;
 * RAYS[16 * sq + 2 * d + 1]: those in the other half. Directions 0-3 raise the square index, so only
 * they leave ranks 1-4 for 5-8.
 */
export const RAYS = new Int32Array(64 * 16);
for (let sq = 0; sq < 64; sq++) {
  DIRECTIONS.forEach(([df, dr], d) => {
    for (let f = (sq & 7) + df, r = (sq >> 3) + dr; f >= 0 && f < 8 && r >= 0 && r < 8; f += df, r += dr) {
      const s = r * 8 + f;
      RAYS[sq * 16 + 2 * d + (s < 32 === sq < 32 ? 0 : 1)]! |= 1 << (s & 31);
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
  if (sq < 32) flipsLo(sq, pLo, pHi, oLo, oHi);
  else flipsHi(sq, pLo, pHi, oLo, oHi);
}

/**
 * `flips` for a square of ranks 1-4. Per direction the first blocker is the lowest (rising) or
 * highest (falling) set bit of the ray less the opponent discs, looked for in the near half and, for a
 * line that may cross into ranks 5-8, in the far half too (used only when the near half has none);
 * falling lines from ranks 1-4 never reach the other half. Unrolled and without branches: in the middle
 * of a game whether a line flips is a coin toss for the branch predictor, and a mask
 * (`(t | -t) >> 31`: all ones when t is not 0) costs less than the mispredictions.
 */
export function flipsLo(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): void {
  const base = sq * 16;
  let fLo = 0;
  let fHi = 0;
  let r: number;
  let far: number;
  let x: number;
  let y: number;
  let b: number;
  let t: number;
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
  out.lo = fLo;
  out.hi = fHi;
}

/** `flips` for a square of ranks 5-8 (sq 32..63): rising lines stay in the near half. */
export function flipsHi(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): void {
  const base = sq * 16;
  let fLo = 0;
  let fHi = 0;
  let r: number;
  let far: number;
  let x: number;
  let y: number;
  let b: number;
  let t: number;
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

/** Number of set bits in the pair (lo, hi): the halves are summed once the counts are per nibble. */
export function popcount64(lo: number, hi: number): number {
  lo -= (lo >>> 1) & 0x55555555;
  hi -= (hi >>> 1) & 0x55555555;
  let x = (lo & 0x33333333) + ((lo >>> 2) & 0x33333333) + (hi & 0x33333333) + ((hi >>> 2) & 0x33333333);
  x = (x & 0x0f0f0f0f) + ((x >>> 4) & 0x0f0f0f0f);
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
