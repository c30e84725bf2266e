/**
 * Lone surrogates in a request (validateRequest's `illFormedAt`): the quick scan for any surrogate lets
 * well-formed text through, pairs included, and the exact walk names the same first path as before.
 */
import { describe, expect, it } from 'vitest';
import { illFormedAt } from '../../src/shared/api/validate';

describe('illFormedAt', () => {
  it('passes text without surrogates and text whose surrogates are all paired', () => {
    expect(illFormedAt({ id: 3, action: 'f5', audience: 'players' })).toBeNull();
    expect(illFormedAt({ name: 'Ann \ud83d\ude00', tags: ['\ud83c\udfc6', { deep: ['ok'] }] })).toBeNull();
    expect(illFormedAt('\ud83d\ude00')).toBeNull();
    expect(illFormedAt(null)).toBeNull();
    expect(illFormedAt(7)).toBeNull();
  });

  it('names where a lone surrogate is, in a value or in a key, nested or at the top', () => {
    expect(illFormedAt('a\ud800')).toBe('');
    expect(illFormedAt({ name: 'Ann \ud800' })).toBe('name');
    expect(illFormedAt({ rows: [{ ok: 'x' }, { name: '\udc00 b' }] })).toBe('rows.1.name');
    expect(illFormedAt({ rows: [{ ['k\ud800']: 1 }] })).toBe('rows.0.k\ud800');
    // Of two, the walk names the last-listed first (a stack), as it always has.
    expect(illFormedAt({ a: '\ud800', b: '\ud800' })).toBe('b');
  });

  it('a payload that refers to itself is walked once', () => {
    const loop: Record<string, unknown> = { name: 'x' };
    loop.self = loop;
    expect(illFormedAt(loop)).toBeNull();
    loop.bad = '\udfff';
    expect(illFormedAt(loop)).toBe('bad');
  });
});
