import { describe, expect, it } from 'vitest';
import { dueText, parseDraws } from './firstMove';

const names = { a: 'Zoë', b: 'Bram' };

describe('first-move texts', () => {
  it('R-ONI-11: the chooser is named with the reason; a toss, a draw for set and an open choice say what settles it', () => {
    expect(dueText({ how: 'choice', by: 'b', recorded: false, why: 'as the loser of game 1 (onino rule 3, R-ONI-11)' }, names))
      .toBe('Bram chooses as the loser of game 1 (onino rule 3, R-ONI-11)');
    expect(dueText({ how: 'toss', by: null, recorded: false, why: 'it decides who moves first (R-TON-3)' }, names)).toBe('Coin toss: it decides who moves first (R-TON-3)');
    expect(dueText({ how: 'draw-for-set', by: null, recorded: true, why: 'x (R-DOM-2)' }, names)).toBe('Draw for set: x (R-DOM-2)');
    expect(dueText({ how: 'choice', by: null, recorded: false, why: 'game 1 has no result yet' }, names)).toBe('Choice: game 1 has no result yet');
  });

  it('R-DOM-2: draws are typed as the first-named player\'s pips, then the second\'s, ties first', () => {
    expect(parseDraws('5-5, 3-9')).toEqual([{ a: 5, b: 5 }, { a: 3, b: 9 }]);
    expect(parseDraws('12:4')).toEqual([{ a: 12, b: 4 }]);
    expect(parseDraws('')).toBeNull();
    expect(parseDraws('5-5, x')).toBeNull();
  });
});
