import { describe, expect, it } from 'vitest';
import { byRows } from './grid';

describe('byRows: a board in signed rows', () => {
  const cells = (stones: Record<number, string>) => Array.from({ length: 9 }, (_, i) => ({ i, stone: stones[i] ?? '' }));
  const sig = (c: { stone: string }) => c.stone;

  it('cuts the cells into rows of the board\'s width, in order, each numbered', () => {
    const rows = byRows(cells({}), 3, sig);
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(rows.map((r) => r.cells.map((c) => c.i))).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8]]);
  });

  it('a stone changes the signature of its own row only: the others are not rendered again', () => {
    const before = byRows(cells({ 1: 'x' }), 3, sig);
    const after = byRows(cells({ 1: 'x', 7: 'o' }), 3, sig);
    expect(after.map((r, i) => r.sig === before[i]!.sig)).toEqual([true, true, false]);
  });

  it('a signature tells cells apart by place: the same stone one square over is a change', () => {
    expect(byRows(cells({ 0: 'x' }), 3, sig)[0]!.sig).not.toBe(byRows(cells({ 1: 'x' }), 3, sig)[0]!.sig);
  });
});
