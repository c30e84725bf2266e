/** Bad input gets a clear error and nothing is half-written (each call is one transaction). */
import { describe, expect, it } from 'vitest';
import type { PairOutcome, RoundSummary, RoundView } from '../../src/shared/api/methods/tournament';
import { eventWith, must, pairNext, refusal, setResult } from './helpers';

const rr4 = (game = 'othello') => eventWith({ game, format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
const roundsOf = (s: ReturnType<typeof eventWith>) => must<RoundSummary[]>(s.backend, 'rounds.list', { eventId: s.eventId });

describe('bad input', () => {
  it('pairing a round while results are missing names the boards and writes nothing', () => {
    const s = rr4();
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, 24);
    const e = refusal(s.backend, 'rounds.pair', { eventId: s.eventId });
    expect(e).toMatchObject({ code: 'rule', message: 'round 1 still has results missing on board 2' });
    expect(roundsOf(s)).toHaveLength(1);
  });

  it('a result for a bye is refused', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid'] });
    pairNext(s);
    const e = refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: 2, winner: 'a', score: { a: 40, b: 24 } });
    expect(e.message).toMatch(/no match on board 2 \(a bye takes no result\)/);
  });

  it('a player paired twice in a manual edit is refused and the round is unchanged', () => {
    const s = rr4();
    const before = pairNext(s);
    const e = refusal(s.backend, 'pairings.edit', {
      eventId: s.eventId, round: 1, reason: 'swap', pairings: [{ board: 1, a: s.ids.Ann, b: s.ids.Bob }, { board: 2, a: s.ids.Ann, b: s.ids.Cid }],
    });
    expect(e.message).toMatch(/Ann is paired twice in round 1/);
    expect(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 })).toEqual(before);
  });

  it('an event with one player cannot be paired', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 3, names: ['Ann'] });
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toBe('an event needs at least two entries, it has 1');
    expect(roundsOf(s)).toHaveLength(0);
  });

  it('a withdrawal that would orphan a pairing is refused (and allowed with forfeits in a round robin)', () => {
    const s = rr4();
    pairNext(s);
    const e = refusal(s.backend, 'entries.withdraw', { eventId: s.eventId, entry: s.ids.Dan, fromRound: 1, reason: 'ill' });
    expect(e.message).toMatch(/Dan is paired in round 1: re-pair that round or record a forfeit first/);
    expect(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }).pairings[0]).toMatchObject({ forfeit: null });
    must(s.backend, 'entries.withdraw', { eventId: s.eventId, entry: s.ids.Dan, fromRound: 1, reason: 'ill', forfeitPaired: true });
    expect(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }).pairings[0]).toMatchObject({ forfeit: 'b', status: 'forfeit' });
  });

  it('R-OTH-3: a 70-disc Othello score is refused naming the field and the rule', () => {
    const s = rr4();
    pairNext(s);
    const e = refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: 1, winner: 'a', score: { a: 70, b: 0 } });
    expect(e).toMatchObject({ code: 'rule', details: { rule: 'R-OTH-3', issues: [{ field: 'score.a' }] } });
    expect(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }).pairings[0]).toMatchObject({ status: 'pending' });
  });

  it('R-ONI-9: an Onino score above 100 is refused', () => {
    const s = rr4('onino');
    pairNext(s);
    const e = refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: 1, winner: 'a', score: { a: 101, b: -101 } });
    expect(e).toMatchObject({ code: 'rule', details: { rule: 'R-ONI-9' } });
    expect(e.message).toMatch(/outside -100\.\.100/);
  });

  it('a second result for the same game needs results.correct; a result before publishing is refused', () => {
    const s = rr4();
    must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId });
    expect(refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: 1, winner: 'a', score: { a: 40, b: 24 } }).message).toMatch(/not published/);
    must(s.backend, 'rounds.publish', { eventId: s.eventId, round: 1 });
    setResult(s, 1, 1, 'a', 40, 24);
    expect(refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: 1, winner: 'b', score: { a: 24, b: 40 } })).toMatchObject({ code: 'conflict' });
    expect(refusal(s.backend, 'results.correct', { eventId: s.eventId, round: 1, board: 1, winner: 'b', score: { a: 24, b: 40 }, reason: '' }).code).toBe('invalid');
  });

  it('unknown events, rounds and games are not found; a finalised event takes no more changes', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    expect(refusal(s.backend, 'rounds.pair', { eventId: 999 }).code).toBe('not_found');
    expect(refusal(s.backend, 'rounds.get', { eventId: s.eventId, round: 4 }).code).toBe('not_found');
    pairNext(s);
    expect(refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: 1, game: 2, winner: 'a', score: { a: 40, b: 24 } }).code).toBe('not_found');
    setResult(s, 1, 1, 'a', 40, 24);
    must(s.backend, 'events.finalise', { eventId: s.eventId });
    expect(refusal(s.backend, 'results.correct', { eventId: s.eventId, round: 1, board: 1, winner: 'b', score: { a: 24, b: 40 }, reason: 'x' }).message).toMatch(/finalised/);
  });
});
