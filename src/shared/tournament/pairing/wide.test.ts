import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../random';
import { LIMB, addScaled, copy, sumInto } from './wide';

/** A normalised number of `limbs` limbs: lower limbs in [0, 2^48), the top one signed; often 0 or at the edges, where carries start. */
function randomWide(random: () => number, limbs: number): number[] {
  const limb = () => {
    const r = random();
    return r < 0.2 ? 0 : r < 0.4 ? LIMB - 1 : Math.floor(random() * LIMB);
  };
  const top = Math.floor((random() - 0.5) * 2 ** 20);
  return [...Array.from({ length: limbs - 1 }, limb), top];
}

describe('wide integers', () => {
  it('sumInto gives what copy then addScaled gives, carries and borrows across every limb', () => {
    const random = mulberry32(45);
    for (let run = 0; run < 5000; run++) {
      const limbs = 1 + (run % 4);
      const a = Float64Array.from([7, ...randomWide(random, limbs)]);
      const d = Float64Array.from([...randomWide(random, limbs), 9]);
      const sign = random() < 0.5 ? 1 : -1;
      const expected = new Float64Array(limbs);
      copy(a, 1, expected, 0, limbs);
      addScaled(expected, 0, sign, d, 0, limbs);
      const out = new Float64Array(limbs + 2);
      sumInto(out, 1, a, 1, sign, d, 0, limbs);
      expect([...out]).toEqual([0, ...expected, 0]);
    }
  });
});
