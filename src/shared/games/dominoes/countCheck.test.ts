import { describe, expect, it } from 'vitest';
import { possibleCounts } from './countCheck';
import { jointTotals } from './handSums';
import { readings } from './readings';
import { BLOCKED, legalRecord, refusal } from './testing';
import type { HandFacts } from './types';

/** The worked example (issue 39): a draws once with 1, 4 and 6 open, plays the drawn 1-0, later 4-0. */
const WORKED = 'deal 6-5 6-6@S 5-1@N 6-4 b+1 draw 1-0@N 6-1@S1r b+1 2-0 6-3@S1l b+2 0-4@S 5-0@S';
/** b draws with 5 open (visit 1), plays the drawn 5-1; draws with 3 and 5 open (visit 2), plays the drawn 6-3; a goes out. */
const TWO_VISITS = 'deal 5-5 draw 5-1@N 3-1@N draw 6-3@N 6-2@N 2-0@N 4-0@N 4-4@N 4-3@N';

describe('R-DOM-11 (amended 2026-12-01): what the record\'s facts allow', () => {
  it('R-DOM-11: the worked example: a played 4-0 it held at its draw with 4 open, which proves one undeclared trip; with that visit excused 10 is possible', () => {
    const s = legalRecord(WORKED);
    expect(readings(s.hands.a.facts).map((r) => r.excused)).toEqual([[1]]);
    expect(legalRecord(`${WORKED} count(a=10)`).results[0]).toMatchObject({ ending: 'out', side: 'b', counts: { a: 10 } });
    // 6-6 and 6-4 are on the table: no single tile of 11 or more is left.
    expect(refusal(`${WORKED} count(a=11)`)).toMatchObject({ rule: 'R-DOM-8', message: expect.stringMatching(/R-DOM-11/) });
  });

  it('R-DOM-11: a tile played right after a draw is the drawn tile, so the dealt tiles keep the draw\'s limit', () => {
    // b draws with 5 open and lays 3-2 wrongly (it stood): that is the drawn tile, so b's dealt tiles show no 5.
    const hand = 'deal 5-5 draw !2-3@N 3-1@N 1-0@N 0-0@N 0-6@N 6-6@N 6-4@N 4-4@N';
    expect(readings(legalRecord(hand).hands.b.facts)[0]!.groups).toEqual([{ count: 2, excluded: [5] }]);
    // 6-5 and 6-3 make 20 but need a 5 (the old check let 3-2 be a dealt tile and the drawn one show a 5).
    const error = refusal(`${hand} count(b=20)`);
    expect(error.rule).toBe('R-DOM-8');
    expect(error.message).toBe('impossible count: b 20 with 2 unknown tile(s): b held no 5 at its draw after 5-5 (R-DOM-11)');
    expect(legalRecord(`${hand} count(b=17)`).results[0]).toMatchObject({ counts: { b: 17 } });
  });

  it('R-DOM-11: a declared unnecessary trip excuses one visit to the boneyard, any one, not all of them', () => {
    const s = legalRecord(`${TWO_VISITS} trip(b)`);
    expect(readings(s.hands.b.facts).map((r) => r.excused)).toEqual([[1], [2]]);
    // Whichever visit is excused, the other still says b's three dealt tiles left show no 5: 6-6 + 6-5 + 5-4 is out.
    const error = refusal(`${TWO_VISITS} trip(b) count(b=32)`);
    expect(error.rule).toBe('R-DOM-8');
    expect(error.message).toMatch(/b held no (3 or )?5 at its draw after/);
    // Excusing visit 2 lets a dealt tile show a 3 (the old check dropped every limit, 5s included).
    expect(legalRecord(`${TWO_VISITS} trip(b) count(b=28)`).results[0]).toMatchObject({ counts: { b: 28 } });
    expect(possibleCounts(legalRecord(`${TWO_VISITS} trip(b)`))?.b).not.toContain(32);
  });

  it('R-DOM-11: a record that contradicts itself proves the fewest undeclared trips that make it consistent, no more', () => {
    // b plays 3-2 from its deal after drawing with 3 open (visit 2): visit 2 must be excused; visit 1 (5 open) still holds.
    const hand = 'deal 5-5 draw 5-1@N 3-1@N draw 6-3@N 6-2@N 3-2@N 3-0@N 4-0@N 4-4@N';
    expect(readings(legalRecord(hand).hands.b.facts).map((r) => r.excused)).toEqual([[2]]);
    expect(refusal(`${hand} count(b=32)`).message).toBe('impossible count: b 32 with 3 unknown tile(s): b held no 5 at its draw after 5-5 (R-DOM-11)');
    expect(legalRecord(`${hand} count(b=31)`).results[0]).toMatchObject({ counts: { b: 31 } });
  });

  it('R-DOM-11: passes are never excused: a record a pass contradicts has no reading, declared trips or not', () => {
    // One dealt tile, a visit, then a pass with 6 open; the dealt 6-1 is played after the pass.
    const facts: HandFacts = {
      slots: [{ at: 0, visit: null }, { at: 2, visit: 1 }],
      checks: [{ at: 2, open: [3], visit: 1, after: '3-3' }, { at: 4, open: [6], visit: null, after: '6-6' }],
      seen: [{ tile: '6-1', at: 6, played: 6, faceUpAt: null, slot: null, drawnSlot: null }],
      visits: 1, declared: 1, drawing: false,
    };
    expect(readings(facts)).toEqual([]);
    // Without the pass the same record reads with nothing excused beyond the declared trip.
    expect(readings({ ...facts, checks: facts.checks.slice(0, 1) }).length).toBeGreaterThan(0);
    // In a game: after a block a declared trip does not let a hold a tile that plays on the ends it passed on.
    expect(refusal(`${BLOCKED} trip(a) count(a=1;b=12)`).rule).toBe('R-DOM-8');
    expect(legalRecord(`${BLOCKED} trip(a) count(a=2;b=12)`).results[0]).toMatchObject({ ending: 'blocked', points: 0 });
  });

  it('R-DOM-11: after a blocked hand both counts are checked together: the two hands hold distinct tiles, each within its own limits', () => {
    const pool: [number, number][] = [[1, 1], [2, 0]];
    // a's one tile cannot show a 0, nor can b's: both would have to be 1-1.
    const noZero = [{ count: 1, excluded: [0] }];
    expect(jointTotals(pool, noZero, noZero)).toEqual([]);
    // Only b limited: a takes 2-0 and b 1-1.
    expect(jointTotals(pool, [{ count: 1, excluded: [] }], noZero)).toEqual([[2, 2]]);
    // In the BLOCKED fixture a holds one of 0-0, 1-1, 2-2 and b another, or 6-6.
    expect(refusal(`${BLOCKED} count(a=2;b=2)`).message).toMatch(/R-DOM-11/);
    expect(possibleCounts(legalRecord(BLOCKED))).toEqual({ a: [0, 2, 4, 12], b: [0, 2, 4, 12] });
    // A simulated hand (a held 4-4 and 5-5, b 2-2): 12 for a and 4 for b are each possible alone, but a's limits
    // leave it 12 only with the 2-2 that b's 4 needs. The old joint check dropped the limits and accepted it.
    const block = 'deal 2-0 5-2@S 5-0@S draw draw draw draw draw draw draw 4-0@S 4-2@S 3-2@S draw 0-0@N 6-3@S draw draw 6-5@S '
      + '5-3@S 4-3@S 6-4@S draw draw 3-0@N 6-2@S 2-1@S 3-3@N 4-1@S 5-4@S draw 1-0@N1r 5-1@S draw draw draw 3-1@N1r 6-1@S 6-6@S pass pass';
    expect(refusal(`${block} count(a=12;b=4)`).message).toBe('impossible count: a 12 with 2 unknown tile(s), b 4 with 1 unknown tile(s): '
      + 'each hand could make its count alone, but not both together from distinct tiles not yet seen (R-DOM-11)');
    expect(legalRecord(`${block} count(a=18;b=4)`).results[0]).toMatchObject({ ending: 'blocked', side: 'b', counts: { a: 18, b: 4 } });
  });

  it('R-DOM-11: before a count is entered, the counts still possible are known (open log only)', () => {
    expect(possibleCounts(legalRecord(WORKED))).toEqual({ a: [0, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(possibleCounts(legalRecord(`${WORKED} count(a=10)`))).toBeNull();
  });
});
