import { describe, expect, it } from 'vitest';
import { rules } from './index';
import { handTotals, jointTotals } from './handSums';
import { roundedPoints } from './scoring';
import type { Tile } from './tiles';
import type { Limit } from './types';
import { simulateGame } from './simulate';
import { BLOCKED, GOES_OUT, legalRecord, refusal } from './testing';

const score = (text: string, options = {}) => rules.status(legalRecord(text, options)).score;

describe('R-DOM-4: scoring the open ends', () => {
  it('R-DOM-4: the seed examples: 4-1 set scores 1, 6-4 scores 2, the double five 2, 5-0 and 3-2 score 1', () => {
    expect(score('deal 4-1 a+1').a).toBe(1);
    expect(score('deal 6-4 a+2').a).toBe(2);
    expect(score('deal 5-5 a+2').a).toBe(2);
    expect(score('deal 5-0 a+1').a).toBe(1);
    expect(score('deal 3-2 a+1').a).toBe(1);
  });

  it('R-DOM-4: the seed example of play: 1-6 on the set 4-6 leaves the 4 and the 1 for one point', () => {
    expect(score('deal 6-4 a+2 6-1@S b+1')).toEqual({ a: 2, b: 1 });
  });

  it('R-DOM-4: a claim larger than the count is refused', () => {
    const error = refusal('deal 4-1 a+2');
    expect(error).toMatchObject({ rule: 'R-DOM-4', ply: 3 });
    expect(error.message).toMatch(/count 5, worth 1/);
  });

  it('R-DOM-4: nothing to claim when the ends are not a multiple of five', () => {
    expect(refusal('deal 6-3 a+1').rule).toBe('R-DOM-4');
  });

  it('R-DOM-4: muggins: a claim not made before the opponent plays is lost', () => {
    const error = refusal('deal 6-4 6-1@S a+2');
    expect(error.rule).toBe('R-DOM-4');
    expect(error.message).toMatch(/muggins/);
    // The opponent's draws come before its next play: the claim still stands.
    expect(score('deal 6-4 draw draw a+2').a).toBe(2);
    // The lost points go to nobody.
    expect(score('deal 6-4 6-1@S b+1')).toEqual({ a: 0, b: 1 });
  });

  it('R-DOM-4: a play is claimed once, by the player who made it', () => {
    expect(refusal('deal 6-4 a+2 a+2').rule).toBe('R-DOM-4');
    expect(refusal('deal 6-4 b+2').rule).toBe('R-DOM-4');
  });
});

describe('R-DOM-6: the end of a hand', () => {
  it('R-DOM-6: rounding to the nearest five: remainders 1-2 down, 3-4 up', () => {
    expect([0, 1, 2, 3, 4, 5, 7, 8, 17, 18].map(roundedPoints)).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 3, 4]);
  });

  it('R-DOM-6: the seed example: going out against 6-5 and 2-5 (18) scores 4; 17 would score 3', () => {
    const out = legalRecord(`${GOES_OUT} count(a=18)`);
    expect(rules.status(out).score).toEqual({ a: 0, b: 4 });
    expect(rules.summary(out).handResults).toEqual([{ hand: 1, setter: 'a', ending: 'out', side: 'b', counts: { a: 18 }, points: 4 }]);
    expect(score(`${GOES_OUT} count(a=17)`).b).toBe(3);
  });

  it('R-DOM-6: the going-out play may still be claimed before the count', () => {
    const error = refusal(`${GOES_OUT} b+1`);
    expect(error.rule).toBe('R-DOM-4');
    expect(rules.summary(legalRecord(GOES_OUT)).handStatus).toBe('gone-out');
  });

  it('R-DOM-6: the seed stalemate: 2-2 against 6-6 scores 2 for the lower count', () => {
    const blocked = legalRecord(BLOCKED);
    expect(rules.summary(blocked)).toMatchObject({ handStatus: 'blocked', boneyard: 2, handSizes: { a: 1, b: 1 } });
    const scored = legalRecord(`${BLOCKED} count(a=4;b=12)`);
    expect(rules.status(scored).score).toEqual({ a: 2, b: 0 });
    expect(rules.summary(scored).handResults).toMatchObject([{ ending: 'blocked', side: 'a', points: 2 }]);
  });

  it('R-DOM-6: a blocked hand whose difference rounds down to nothing scores nothing', () => {
    expect(rules.summary(legalRecord(`${BLOCKED} count(a=0;b=2)`)).handResults).toMatchObject([{ side: 'a', points: 0 }]);
  });

  it('R-DOM-6: a blocked hand with equal counts scores nothing (simulated games)', () => {
    const equal = Array.from({ length: 60 }, (_, i) => simulateGame(`eq${i}`).state.results)
      .flat().filter((r) => r.ending === 'blocked' && r.counts.a === r.counts.b);
    expect(equal.length).toBeGreaterThan(0);
    for (const r of equal) expect(r).toMatchObject({ side: null, points: 0 });
  });

  it('R-DOM-6: a hand ends by going out or by both passing; a count before that is refused', () => {
    expect(refusal('deal 6-4 count(b=5)').rule).toBe('R-DOM-6');
    expect(refusal(`${GOES_OUT} count(a=18;b=0)`).rule).toBe('R-DOM-6');
  });
});

describe('R-DOM-8: end-of-hand counts checked against what is still possible', () => {
  it('R-DOM-8: a count that two unseen tiles cannot make is refused', () => {
    // Unseen after that hand: 0-0, 1-1, 2-1 ... the lowest pair is 0-0 + 1-1 = 2; the highest 6-5 + 6-4 = 21.
    expect(refusal(`${GOES_OUT} count(a=1)`).rule).toBe('R-DOM-8');
    expect(refusal(`${GOES_OUT} count(a=22)`).message).toMatch(/impossible count/);
    expect(score(`${GOES_OUT} count(a=21)`).b).toBe(4);
    expect(score(`${GOES_OUT} count(a=2)`).b).toBe(0);
  });

  it('R-DOM-8: after a block neither hand can hold a tile that plays, nor share one', () => {
    // Only 0-0, 1-1, 2-2 and 6-6 are unseen: counts must come from them, one each.
    expect(refusal(`${BLOCKED} count(a=4;b=4)`).rule).toBe('R-DOM-8');
    expect(refusal(`${BLOCKED} count(a=5;b=12)`).rule).toBe('R-DOM-8');
    expect(score(`${BLOCKED} count(a=2;b=12)`).a).toBe(2);
  });

  it('R-DOM-8: an open log needs the counts entered', () => {
    expect(refusal(`${GOES_OUT} count`).rule).toBe('R-DOM-8');
  });
});

/** Can the hands hold these totals from the pool (two hands: together, from distinct tiles)? */
function holdable(pool: readonly Tile[], hands: { limits: Limit[]; target: number }[]): boolean {
  if (hands.length === 1) return handTotals(pool, hands[0]!.limits).has(hands[0]!.target);
  const [a, b] = hands as [{ limits: Limit[]; target: number }, { limits: Limit[]; target: number }];
  return jointTotals(pool, a.limits, b.limits).some(([x, y]) => x === a.target && y === b.target);
}

describe('R-DOM-11: counts a limited hand can make', () => {
  it('R-DOM-11: each group of unknown tiles takes only tiles showing none of its excluded numbers', () => {
    const pool: [number, number][] = [[6, 5], [1, 0], [6, 6]];
    // One tile held since a draw with 5 and 6 open, one drawn after it.
    const limits = [{ count: 1, excluded: [5, 6] }, { count: 1, excluded: [] }];
    expect(holdable(pool, [{ limits, target: 13 }])).toBe(true); // 1-0 and 6-6
    expect(holdable(pool, [{ limits, target: 12 }])).toBe(true); // 1-0 and 6-5
    expect(holdable(pool, [{ limits, target: 23 }])).toBe(false); // 6-5 and 6-6: the older tile cannot show a 5 or a 6
    expect(holdable(pool, [{ limits: [{ count: 2, excluded: [] }], target: 23 }])).toBe(true);
    // Two hands never share a tile.
    const one = [{ count: 1, excluded: [] }];
    expect(holdable(pool, [{ limits: one, target: 12 }, { limits: one, target: 12 }])).toBe(false);
    expect(holdable(pool, [{ limits: one, target: 12 }, { limits: one, target: 11 }])).toBe(true);
  });
});
