import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../random';
import { LIMB, LIMB_BITS, addScaled, sumInto } from './wide';

/** A normalised number of `limbs` limbs: lower limbs in [0, 2^48), the top one signed; often 0 or at the edges, where carries start. */
function randomWide(random: () => number, limbs: number): number[] {
  const limb = () => {
    const r = random();
    return r < 0.2 ? 0 : r < 0.4 ? LIMB - 1 : Math.floor(random() * LIMB);
  };
  const top = Math.floor((random() - 0.5) * 2 ** 20);
  return [...Array.from({ length: limbs - 1 }, limb), top];
}

/** The integer the limbs hold. */
const valueOf = (limbs: ArrayLike<number>): bigint =>
  Array.from(limbs).reduceRight((sum, limb) => (sum << BigInt(LIMB_BITS)) + BigInt(limb), 0n);

/** Normalised: every limb but the top one in [0, 2^48). */
const normalised = (limbs: ArrayLike<number>): boolean => Array.from(limbs).slice(0, -1).every((x) => x >= 0 && x < LIMB);

describe('wide integers', () => {
  it('sumInto writes a + sign * d normalised, carries and borrows across every limb, and addScaled the same in place', () => {
    const random = mulberry32(45);
    for (let run = 0; run < 5000; run++) {
      const limbs = 1 + (run % 4);
      const a = Float64Array.from([7, ...randomWide(random, limbs)]);
      const d = Float64Array.from([...randomWide(random, limbs), 9]);
      const sign = random() < 0.5 ? 1 : -1;
      const expected = valueOf(a.subarray(1)) + BigInt(sign) * valueOf(d.subarray(0, limbs));
      const out = new Float64Array(limbs + 2);
      sumInto(out, 1, a, 1, sign, d, 0, limbs);
      expect(valueOf(out.subarray(1, limbs + 1))).toBe(expected);
      expect(normalised(out.subarray(1, limbs + 1))).toBe(true);
      expect([out[0], out[limbs + 1]]).toEqual([0, 0]);
      addScaled(a, 1, sign, d, 0, limbs);
      expect([...a.subarray(1)]).toEqual([...out.subarray(1, limbs + 1)]);
      expect(a[0]).toBe(7);
    }
  });
});
