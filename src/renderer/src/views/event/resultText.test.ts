import { describe, expect, it } from 'vitest';
import { validateResult } from '../../../../shared/tournament/results';
import { GAME_IDS, descriptorOf } from '../../../../shared/games/registry';
import { formatResultLine, parseResultLine } from './resultText';

const value = (game: Parameters<typeof parseResultLine>[0], text: string) => {
  const parsed = parseResultLine(game, text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
};

describe('one-line results', () => {
  it('reads a score and infers the winner from it', () => {
    expect(value('othello', '40-24')).toEqual({ winner: 'a', score: { a: 40, b: 24 } });
    expect(value('othello', '20:44')).toEqual({ winner: 'b', score: { a: 20, b: 44 } });
    expect(value('dominoes', '61–40')).toEqual({ winner: 'a', score: { a: 61, b: 40 } });
  });

  it('reads an outcome with a score and an ending word', () => {
    expect(value('othello', '0-1 40-24 res')).toEqual({ winner: 'b', score: { a: 40, b: 24 }, ending: 'resignation' });
    expect(value('tonobeb', '1-0 5-0')).toEqual({ winner: 'a', score: { a: 5, b: 0 } });
  });

  it('R-OTH-3: an Othello draw is 32-32 and a decisive result needs the disc count', () => {
    expect(value('othello', '½')).toEqual({ winner: null, score: { a: 32, b: 32 } });
    expect(value('othello', '=')).toEqual({ winner: null, score: { a: 32, b: 32 } });
    const refused = parseResultLine('othello', '1-0');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toContain('R-OTH-3');
  });

  it('R-ONI-9: Onino points after the outcome score the loser minus the same', () => {
    expect(value('onino', '1-0 40')).toEqual({ winner: 'a', score: { a: 40, b: -40 } });
    expect(value('onino', '0-1 +25')).toEqual({ winner: 'b', score: { a: -25, b: 25 } });
    expect(value('onino', '40--40')).toEqual({ winner: 'a', score: { a: 40, b: -40 } });
    expect(value('onino', '½')).toEqual({ winner: null, score: { a: 0, b: 0 } });
  });

  it('R-NIN-5: Ninuki-Renju captures count 0-0 unless typed; 1-0 1-0 is a win with one pair captured', () => {
    expect(value('ninuki', '1-0')).toEqual({ winner: 'a', score: { a: 0, b: 0 } });
    expect(value('ninuki', '1-0 1-0')).toEqual({ winner: 'a', score: { a: 1, b: 0 } });
  });

  it('R-DOM-7 and R-TON-8: a draw in dominoes or Tonobeb is an agreement', () => {
    expect(value('dominoes', '½ 40-40')).toEqual({ winner: null, score: { a: 40, b: 40 }, ending: 'agreement' });
    expect(validateResult('tonobeb', value('tonobeb', '½ 3-3')).ok).toBe(true);
  });

  it('refuses what it cannot read, saying which word', () => {
    const r = parseResultLine('othello', '1-0 lots');
    expect(r).toEqual({ ok: false, message: '"lots" is not a result, a score or an ending (res, agreed, ff, td)' });
    expect(parseResultLine('othello', '  ').ok).toBe(false);
  });

  it('formats a stored result as a line that reads back the same', () => {
    for (const [game, text] of [['othello', '1-0 40-24'], ['onino', '0-1 -30-30'], ['othello', '½ 32-32'], ['othello', '0-1 40-24 res']] as const) {
      const parsed = value(game, text);
      const valid = validateResult(game, parsed);
      expect(valid.ok).toBe(true);
      if (valid.ok) expect(formatResultLine(valid.value)).toBe(text);
    }
  });
});

describe('issue 16 defect 6: the grid takes its own examples and forfeits without a score', () => {
  it.each(GAME_IDS)('every %s example shown in the hint is accepted by the rules', (game) => {
    for (const text of descriptorOf(game).result.examples) {
      const parsed = parseResultLine(game, text);
      expect(parsed.ok, `${game}: ${text}`).toBe(true);
      if (parsed.ok) expect(validateResult(game, parsed.value).ok, `${game}: ${text}`).toBe(true);
    }
  });

  it('½ (32-32) is ½ 32-32, and a forfeit needs no invented disc count', () => {
    expect(value('othello', '½ (32-32)')).toEqual({ winner: null, score: { a: 32, b: 32 } });
    expect(value('othello', '0-1 ff')).toEqual({ winner: 'b', score: { a: 0, b: 0 }, ending: 'forfeit' });
    expect(parseResultLine('othello', 'ff')).toEqual({ ok: false, message: 'a forfeit names the winner: 1-0 ff or 0-1 ff' });
    expect(formatResultLine({ winner: 'b', score: { a: 0, b: 0 }, ending: 'forfeit' })).toBe('0-1 ff');
  });
});
