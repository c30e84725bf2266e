/**
 * Integers wider than 2^53 without BigInt: little-endian limbs of 48 bits held in a Float64Array
 * (every limb is an exact float64 integer). A number occupies `limbs` consecutive slots from an
 * offset; it is normalised when limbs 0..L-2 lie in [0, 2^48) and only the top limb carries the sign.
 *
 * Sums of a few normalised limbs stay far below 2^53, so every step is exact; with one limb this is
 * plain float64 arithmetic, which is the common case (brackets whose packed criteria fit 46 bits).
 */
export const LIMB_BITS = 48;
export const LIMB = 2 ** LIMB_BITS;

/** 2^i for i = 0..LIMB_BITS. */
const POW2 = Float64Array.from({ length: LIMB_BITS + 1 }, (_, i) => 2 ** i);

/** Limbs needed for non-negative values below 2^bits, with headroom for the matching's dual sums. */
export function limbsFor(bits: number): number {
  return Math.max(1, Math.ceil((bits + 2) / LIMB_BITS));
}

/** Propagates carries so that a[o..o+L-1] is normalised (limbs may hold any exact integers). */
export function normalise(a: Float64Array, o: number, limbs: number): void {
  for (let i = 0; i < limbs - 1; i++) {
    const x = a[o + i]!;
    if (x >= 0 && x < LIMB) continue;
    const carry = Math.floor(x / LIMB);
    a[o + i] = x - carry * LIMB;
    a[o + i + 1] = a[o + i + 1]! + carry;
  }
}

/** Adds coef * 2^shift (|coef| < 2^48) into a[o..]; leaves the limbs unnormalised (call normalise). */
export function addTerm(a: Float64Array, o: number, coef: number, shift: number): void {
  const limb = Math.floor(shift / LIMB_BITS);
  const s = shift - limb * LIMB_BITS;
  const room = POW2[LIMB_BITS - s]!;
  // Split coef so each part, shifted into its limb, stays below 2^48 (and exact).
  const high = Math.trunc(coef / room);
  const low = coef - high * room;
  a[o + limb] = a[o + limb]! + low * POW2[s]!;
  if (high !== 0) a[o + limb + 1] = a[o + limb + 1]! + high;
}

/** Sign of a - b for normalised numbers. */
export function compare(a: Float64Array, ao: number, b: Float64Array, bo: number, limbs: number): number {
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[ao + i]!;
    const y = b[bo + i]!;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

export function isZero(a: Float64Array, o: number, limbs: number): boolean {
  for (let i = 0; i < limbs; i++) if (a[o + i] !== 0) return false;
  return true;
}

export function copy(from: Float64Array, fo: number, to: Float64Array, to0: number, limbs: number): void {
  for (let i = 0; i < limbs; i++) to[to0 + i] = from[fo + i]!;
}

/** a += sign * d, normalised (sign is +1 or -1). */
export function addScaled(a: Float64Array, ao: number, sign: number, d: Float64Array, d0: number, limbs: number): void {
  sumInto(a, ao, a, ao, sign, d, d0, limbs);
}

/**
 * out = a + sign * d, normalised (sign is +1 or -1); addScaled is this written in place. Used where the class
 * path's duals are relaxed and checked (classes.ts), which a short command runs mostly unoptimised: the
 * 100-player round took 12.2 ms of CPU with it against 13.5. Not in the transportation's own relaxation,
 * where a 500-player round, optimised, took 28 ms with it against 25.5.
 */
export function sumInto(out: Float64Array, oo: number, a: Float64Array, ao: number, sign: number, d: Float64Array, d0: number, limbs: number): void {
  let carry = 0;
  for (let i = 0; i < limbs; i++) {
    let x = a[ao + i]! + sign * d[d0 + i]! + carry;
    carry = 0;
    if (i < limbs - 1 && (x < 0 || x >= LIMB)) {
      carry = Math.floor(x / LIMB);
      x -= carry * LIMB;
    }
    out[oo + i] = x;
  }
}

/** Halves a non-negative even normalised number in place. */
export function halve(a: Float64Array, o: number, limbs: number): void {
  for (let i = limbs - 1; i >= 0; i--) {
    const x = a[o + i]!;
    const odd = x % 2;
    a[o + i] = (x - odd) / 2;
    if (odd !== 0 && i > 0) a[o + i - 1] = a[o + i - 1]! + LIMB;
  }
}
