import { describe, expect, it } from 'vitest';
import { rules } from './index';
import { legalRecord, refusal } from './testing';
import type { DominoesView } from './view';

const ends = (text: string) => rules.summary(legalRecord(text)).openEnds as { arm: string; pips: number; counts: number }[];
const count = (text: string) => rules.summary(legalRecord(text)).count;

describe('R-DOM-3: the layout', () => {
  it('R-DOM-3: a single is set along the line, high half toward the setter (S), low half away (N)', () => {
    expect(ends('deal 6-4')).toEqual([{ arm: 'N', pips: 4, counts: 4 }, { arm: 'S', pips: 6, counts: 6 }]);
  });

  it('R-DOM-3: a set double counts both halves once while uncrossed, also after one long side is played', () => {
    expect(count('deal 5-5')).toBe(10);
    expect(count('deal 5-5 5-0@N')).toBe(10);
  });

  it('R-DOM-3: a set double is played on both long sides first; its short ends E and W are not open before', () => {
    const error = refusal('deal 5-5 5-0@E');
    expect(error.rule).toBe('R-DOM-3');
    expect(error.message).toMatch(/long sides/);
  });

  it('R-DOM-3: crossing the set double opens four arms; empty short ends count nothing until played on', () => {
    const crossed = 'deal 5-5 5-0@N 5-3@S';
    expect(ends(crossed)).toEqual([
      { arm: 'N', pips: 0, counts: 0 }, { arm: 'S', pips: 3, counts: 3 },
      { arm: 'E', pips: 5, counts: 0 }, { arm: 'W', pips: 5, counts: 0 },
    ]);
    expect(count(crossed)).toBe(3);
    expect(count(`${crossed} 5-2@E`)).toBe(5);
    const four = legalRecord(`${crossed} 5-2@E 5-1@W`);
    expect(rules.summary(four).openEnds).toHaveLength(4);
    expect(rules.summary(four).count).toBe(0 + 3 + 2 + 1);
  });

  it('R-DOM-3: a double in the line is crosswise and counts both halves until crossed, then opens its short ends', () => {
    expect(count('deal 6-4 4-4@N')).toBe(8 + 6);
    const crossed = 'deal 6-4 4-4@N 4-1@N';
    expect(ends(crossed)).toEqual([
      { arm: 'N', pips: 1, counts: 1 }, { arm: 'S', pips: 6, counts: 6 },
      { arm: 'N1l', pips: 4, counts: 0 }, { arm: 'N1r', pips: 4, counts: 0 },
    ]);
    // The spinner now has a tile on each of its four sides once both short ends are played on.
    const spinner = legalRecord(`${crossed} 4-3@N1l 4-2@N1r`);
    expect(rules.summary(spinner).count).toBe(1 + 6 + 3 + 2);
    const board = rules.view(spinner, 'players') as DominoesView;
    const double = board.tiles.find((t) => t.tile === '4-4')!;
    expect(double).toMatchObject({ spinner: true, crossed: true, axis: 'EW', arm: 'N', index: 1 });
    expect(board.arms.find((a) => a.id === 'N1l')?.dir).toBe('W');
    expect(board.arms.find((a) => a.id === 'N1r')?.dir).toBe('E');
  });

  it('R-DOM-3: short ends of an uncrossed double are not open', () => {
    expect(refusal('deal 6-4 4-4@N 4-1@N1l').rule).toBe('R-DOM-3');
  });

  it('R-DOM-3: arms nest: a spinner on a branch opens branches named after it', () => {
    const text = 'deal 6-4 4-4@N 4-1@N 4-3@N1l 3-3@N1l 3-2@N1l';
    expect(ends(text).map((e) => e.arm)).toEqual(['N', 'S', 'N1l', 'N1r', 'N1l2l', 'N1l2r']);
    expect(count(`${text} 3-0@N1l2r`)).toBe(1 + 6 + 2 + 0 + 0);
  });

  it('R-DOM-3: a play names its end; a tile that fits two ends without one is a notation error', () => {
    expect(refusal('deal 5-5 5-0').rule).toBe('notation');
    expect(count('deal 5-5 5-0@N 5-3')).toBe(3);
    const wrongEnd = refusal('deal 6-4 6-1@N');
    expect(wrongEnd.rule).toBe('R-DOM-3');
    expect(wrongEnd.message).toMatch(/6-1 does not match the N end, which shows 4/);
    expect(refusal('deal 6-4 3-2').rule).toBe('R-DOM-3');
  });

  it('R-DOM-3: the set goes on the empty table, not on an end', () => {
    expect(refusal('deal 6-4@N').rule).toBe('R-DOM-3');
  });
});
