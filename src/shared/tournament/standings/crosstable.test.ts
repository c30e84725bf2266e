/**
 * The cross-table's cells (issue 45, printing): every meeting of two entries, in round order; the pairs
 * that never met share one frozen empty list (a 500-player Swiss of 9 rounds has 245,000 of them, a list
 * of their own for each was some 8 MB of its printed cross-table).
 */
import { describe, expect, it } from 'vitest';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { crossTable } from './crosstable';

describe('crossTable', () => {
  it('lists each meeting for both entries and shares one frozen empty list for the pairs that never met', () => {
    const event = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [
      [match(1, 'a', 'b', played('a', 40, 24)), match(2, 'c', 'd', played(null, 32, 32))],
      [match(1, 'a', 'c', played('b', 20, 44)), bye('b'), bye('d', 'half')],
    ]);
    const x = crossTable(event);
    const at = (name: string) => x.entries.indexOf(name.toLowerCase());
    expect(x.cells[at('A')]![at('B')]).toEqual([{ round: 1, points: 1, score: 40, first: true, status: 'played' }]);
    expect(x.cells[at('B')]![at('A')]).toEqual([{ round: 1, points: 0, score: 24, first: false, status: 'played' }]);
    expect(x.cells[at('C')]![at('A')]!.map((m) => m.round)).toEqual([2]);
    const never = [x.cells[at('A')]![at('D')]!, x.cells[at('B')]![at('C')]!, x.cells[at('D')]![at('B')]!, x.cells[at('A')]![at('A')]!];
    for (const cell of never) {
      expect(cell).toEqual([]);
      expect(cell).toBe(never[0]);
      expect(Object.isFrozen(cell)).toBe(true);
    }
    expect(x.totals).toEqual([1, 1, 1.5, 1]);
  });
});
