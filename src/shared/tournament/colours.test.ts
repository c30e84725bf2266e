import { describe, expect, it } from 'vitest';
import { allocateFirstMove, firstMoveRecords, imbalance } from './colours';
import { entriesOf, eventOf, match, played } from './testing';

describe('first-move balance', () => {
  const event = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [
    [match(1, 'a', 'b', played('a', 40, 24)), match(2, 'c', 'd', played('a', 40, 24))],
    [match(1, 'a', 'c', played('a', 40, 24), played('a', 40, 24, { first: 'b' })), match(2, 'd', 'b', played('a', 40, 24))],
  ]);

  it('counts every game of every match per entry (black for Othello)', () => {
    const r = firstMoveRecords(event);
    expect(r.get('a')).toEqual({ firsts: 2, seconds: 1, balance: 1, sequence: [true, true, false] });
    expect(r.get('b')).toMatchObject({ firsts: 0, seconds: 2, balance: -2 });
    expect(firstMoveRecords(event, 1).get('a')!.sequence).toEqual([true]);
  });

  it('allocates the first move to the lower balance, then by alternation, then to the higher ranked', () => {
    const r = firstMoveRecords(event);
    expect(allocateFirstMove(r.get('a')!, r.get('b')!, true)).toBe('b');
    const same = { firsts: 1, seconds: 1, balance: 0 };
    // a moved second last time, b first: a moves first now.
    expect(allocateFirstMove({ ...same, sequence: [true, false] }, { ...same, sequence: [false, true] }, false)).toBe('a');
    expect(allocateFirstMove({ ...same, sequence: [false, true] }, { ...same, sequence: [false, true] }, true)).toBe('a');
  });

  it('flags more than two games either way or three alike in a row', () => {
    expect(imbalance({ firsts: 3, seconds: 0, balance: 3, sequence: [true, true, true] })).toMatch(/3 games moving first/);
    expect(imbalance({ firsts: 2, seconds: 3, balance: -1, sequence: [true, true, false, false, false] })).toMatch(/three games in a row moving second/);
    expect(imbalance({ firsts: 1, seconds: 1, balance: 0, sequence: [true, false] })).toBeNull();
  });
});
