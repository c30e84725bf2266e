import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/errors';
import { refuse as engineRefusal } from '../games/types';
import { messageIn, refuse } from './refusals';

describe('one refuse contract (issue 40)', () => {
  it('refuses by catalogue key: English message, the key kept for the caller\'s language', () => {
    const f = refuse('conflict', 'games.nothingToUndo', { id: 7 });
    expect(f).toBeInstanceOf(ApiFailure);
    expect(f.code).toBe('conflict');
    expect(f.text).toEqual({ key: 'games.nothingToUndo', params: { id: 7 } });
    expect(messageIn(f, 'fr')).not.toBe(f.message);
  });

  it('refuses with an engine or domain refusal value: its English, its words by key and the rule named in details', () => {
    const outcome = engineRefusal('R-OTH-2', 'no legal move there', 'engine.noFlip', { square: 'a1' });
    if (outcome.ok) throw new Error('a refusal is not ok');
    const f = refuse('rule', outcome.error);
    expect(f.code).toBe('rule');
    expect(f.message).toBe('no legal move there');
    expect(f.details).toEqual({ rule: 'R-OTH-2' });
    expect(f.text).toEqual({ key: 'engine.noFlip', params: { square: 'a1' } });
  });
});
