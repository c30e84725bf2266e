/**
 * `td result first-move --hidden-disc` (issue 41, part 5: the Japanese first-move procedure recorded
 * like the other procedures): the options read into the decision the API records, and bad values are
 * refused naming the option.
 */
import { describe, expect, it } from 'vitest';
import { parseDecision } from '../../src/cli/commands/result';

describe('td result first-move --hidden-disc (issue 41: the Japanese hidden-disc procedure)', () => {
  it('reads who hid the disc, the guess, the disc, what the winner took and who plays Black', () => {
    expect(parseDecision({ 'hidden-disc': 'a', guess: 'black', disc: 'white', took: 'draw', black: 'a' })).toEqual({
      decision: { how: 'hidden-disc', hider: 'a', guess: 'black', disc: 'white', winnerTook: 'draw', black: 'a' },
    });
  });

  it('refuses a bad value naming the option, and two procedures at once', () => {
    expect(() => parseDecision({ 'hidden-disc': 'a', guess: 'red', disc: 'white', took: 'colour', black: 'b' })).toThrow('--guess must be black or white, got "red"');
    expect(() => parseDecision({ 'hidden-disc': 'a', guess: 'black', disc: 'white', took: 'both', black: 'b' })).toThrow('--took must be colour or draw');
    expect(() => parseDecision({ 'hidden-disc': 'c', guess: 'black', disc: 'white', took: 'colour', black: 'b' })).toThrow('--hidden-disc must be a or b');
    expect(() => parseDecision({ toss: 'a', chose: 'first', 'hidden-disc': 'a' })).toThrow('give one of');
  });
});
