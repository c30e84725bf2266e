import { describe, expect, it } from 'vitest';
import { addLateEntry, applyRound, checkCanPair, checkEvent, checkPairings, checkResultTarget, setResult, withdrawEntry } from './changes';
import type { Match, Round } from './model';
import { bye, entriesOf, eventOf, match, played } from './testing';

const pending = (board: number, a: string, b: string, first: 'a' | 'b' = 'a'): Match => ({ kind: 'match', board, a, b, games: [{ first, result: null }] });

describe('the day\'s changes', () => {
  it('an event with one player is refused', () => {
    expect(checkEvent(eventOf('othello', entriesOf('A'), []))).toMatchObject({ ok: false, error: { message: expect.stringMatching(/at least two/) } });
    expect(checkEvent(eventOf('othello', entriesOf('A', 'B'), [])).ok).toBe(true);
  });

  it('pairing a round while results are missing is refused', () => {
    const e = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [[pending(1, 'a', 'b'), match(2, 'c', 'd', played('a', 40, 24))]]);
    expect(checkCanPair(e, 2)).toMatchObject({ ok: false, error: { message: 'round 1 still has results missing on board 1' } });
  });

  it('a league match played later blocks no other round: its schedule is fixed (issue 23)', () => {
    const e = { ...eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [[pending(1, 'a', 'b'), match(2, 'c', 'd', played('a', 40, 24))]]), format: 'league' as const };
    expect(checkCanPair(e, 2).ok).toBe(true);
  });

  it('a round is re-paired only before it has results', () => {
    const e = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [[pending(1, 'a', 'b'), pending(2, 'c', 'd')]]);
    expect(checkCanPair(e, 1).ok).toBe(true);
    const r = setResult(e, { round: 1, board: 1, game: 0 }, { winner: 'a', score: { a: 40, b: 24 } });
    if (!r.ok) throw new Error(r.error.message);
    expect(checkCanPair(r.value, 1)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/already has results/) } });
  });

  it('a player paired twice is refused; a rematch and a first-move imbalance are warned', () => {
    const e = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [
      [match(1, 'a', 'b', played('a', 40, 24)), match(2, 'c', 'd', played('a', 40, 24))],
      [match(1, 'a', 'c', played('a', 40, 24)), match(2, 'd', 'b', played('a', 40, 24))],
    ]);
    const twice: Round = { number: 3, pairings: [pending(1, 'a', 'b'), pending(2, 'a', 'd')] };
    expect(checkPairings(e, twice).errors.map((x) => x.message)).toEqual(['A is paired twice in round 3']);
    const edited: Round = { number: 3, pairings: [pending(1, 'a', 'b'), pending(2, 'c', 'd', 'b')] };
    const check = checkPairings(e, edited);
    expect(check.errors).toEqual([]);
    expect(check.warnings.map((w) => w.message)).toEqual([
      'A and B have met before',
      'A would have 3 games moving first and 0 moving second',
      'B would have 0 games moving first and 3 moving second',
      'C and D have met before',
    ]);
    expect(applyRound(e, twice)).toMatchObject({ ok: false });
    const applied = applyRound(e, edited);
    expect(applied.ok && applied.value.warnings).toHaveLength(4);
  });

  it('a result for a bye is refused', () => {
    const e = eventOf('othello', entriesOf('A', 'B', 'C'), [[pending(1, 'a', 'b'), bye('c')]]);
    expect(checkResultTarget(e, 1, 2)).toMatchObject({ ok: false, error: { message: 'round 1 has no match on board 2 (a bye takes no result)' } });
    expect(setResult(e, { round: 1, board: 1, game: 0 }, { winner: 'a', score: { a: 70, b: 0 } })).toMatchObject({ ok: false, error: { rule: 'R-OTH-3' } });
  });

  it('late entries join from a round not yet paired', () => {
    const e = eventOf('othello', entriesOf('A', 'B'), [[pending(1, 'a', 'b')]]);
    expect(addLateEntry(e, { id: 'c', name: 'C', rating: 1500 }, 1).ok).toBe(false);
    const late = addLateEntry(e, { id: 'c', name: 'C', rating: 1500 }, 2);
    expect(late.ok && late.value.entries[2]).toMatchObject({ pairingNumber: 3, joinedRound: 2 });
    const r1: Round = { number: 1, pairings: [pending(1, 'a', 'c')] };
    if (!late.ok) return;
    expect(checkPairings(late.value, r1).errors.map((x) => x.message)).toEqual(['C does not play in round 1 (withdrawn or not yet entered)']);
  });

  it('a withdrawal that would orphan a pairing is refused unless its matches are forfeited', () => {
    const e = eventOf('othello', entriesOf('A', 'B', 'C', 'D'), [
      [match(1, 'a', 'b', played('a', 40, 24)), match(2, 'c', 'd', played('a', 40, 24))],
      [pending(1, 'a', 'c'), pending(2, 'b', 'd')],
    ]);
    expect(withdrawEntry(e, 'c', 2).ok).toBe(false);
    expect(withdrawEntry(e, 'c', 3)).toMatchObject({ ok: true });
    const w = withdrawEntry(e, 'c', 2, { forfeitPaired: true });
    if (!w.ok) throw new Error(w.error.message);
    expect((w.value.rounds[1]!.pairings[0] as Match).forfeit).toBe('b');
    expect(withdrawEntry(e, 'c', 1, { forfeitPaired: true }).ok).toBe(false);
  });
});
