/**
 * Issue 45 (cold standings): the boards still playing are found without computing each match's whole
 * outcome. `isPending` must say exactly what `matchOutcome(...).status === 'pending'` says, for any
 * match: forfeited or not, games with and without results, struck or protested games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPending, matchOutcome } from '../../src/shared/tournament/match';
import { DEFAULT_SCORING, type Match, type MatchGame } from '../../src/shared/tournament/model';
import { missingResults } from '../../src/shared/tournament/changes';

const game: fc.Arbitrary<MatchGame> = fc.record({
  first: fc.constantFrom('a' as const, 'b' as const),
  result: fc.option(fc.record({
    winner: fc.constantFrom('a' as const, 'b' as const, null),
    score: fc.record({ a: fc.integer({ min: 0, max: 64 }), b: fc.integer({ min: 0, max: 64 }) }),
    margin: fc.integer({ min: 0, max: 64 }),
    ending: fc.constantFrom('play' as const, 'forfeit' as const, 'resignation' as const),
  }), { nil: null }),
  flags: fc.option(fc.record({ struck: fc.boolean(), underProtest: fc.boolean(), decided: fc.boolean() }), { nil: undefined }),
}, { requiredKeys: ['first', 'result'] });

const matchOf: fc.Arbitrary<Match> = fc.record({
  kind: fc.constant('match' as const), board: fc.integer({ min: 1, max: 99 }), a: fc.constant('x'), b: fc.constant('y'),
  games: fc.array(game, { minLength: 1, maxLength: 4 }),
  forfeit: fc.option(fc.constantFrom('a' as const, 'b' as const, 'both' as const), { nil: undefined }),
}, { requiredKeys: ['kind', 'board', 'a', 'b', 'games'] });

describe('isPending (issue 45)', () => {
  it('agrees with matchOutcome on every match, for every game', () => {
    fc.assert(fc.property(matchOf, fc.constantFrom('othello' as const, 'onino' as const, 'dominoes' as const, 'ninuki' as const, 'tonobeb' as const), (m, g) => {
      expect(isPending(m)).toBe(matchOutcome(g, m, DEFAULT_SCORING).status === 'pending');
    }), { numRuns: 500 });
  });

  it('missingResults lists the boards of a round whose match has a game without a result, a forfeit never', () => {
    const done: MatchGame = { first: 'a', result: { winner: 'a', score: { a: 40, b: 24 }, margin: 16, ending: 'play' } };
    const open: MatchGame = { first: 'b', result: null };
    const round = {
      number: 1,
      pairings: [
        { kind: 'match' as const, board: 1, a: 'p', b: 'q', games: [done] },
        { kind: 'match' as const, board: 2, a: 'r', b: 's', games: [done, open] },
        { kind: 'match' as const, board: 3, a: 't', b: 'u', games: [open], forfeit: 'a' as const },
        { kind: 'bye' as const, entry: 'v', bye: 'pairing' as const },
      ],
    };
    expect(missingResults({ name: 'x', game: 'othello', format: 'swiss', entries: [], rounds: [round] }, round)).toEqual([2]);
  });
});
