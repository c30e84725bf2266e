import { describe, expect, it } from 'vitest';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { expectedScore, rateEvent, ratingLists } from './elo';
import { playerTotals } from './totals';

describe('Elo', () => {
  it('expected scores: equal ratings 0.5; 400 points apart 10/11', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(expectedScore(2000, 1600)).toBeCloseTo(10 / 11, 12);
    expect(expectedScore(1600, 2000)).toBeCloseTo(1 / 11, 12);
  });

  it('known values: a win between equals with K 32 is +16/-16; a favourite\'s win with K 20 is +1.82', () => {
    const e = eventOf('othello', entriesOf('A', 'B'), [[match(1, 'a', 'b', played('a', 40, 24))]]);
    const list = rateEvent({}, e, 'ev1', { k: 32, start: 1500 });
    expect(list.a!.rating).toBe(1516);
    expect(list.b!.rating).toBe(1484);
    const seeded = { a: { rating: 2000, games: 0, history: [] }, b: { rating: 1600, games: 0, history: [] } };
    expect(rateEvent(seeded, e, 'ev1').a!.rating).toBeCloseTo(2000 + 20 / 11, 10);
  });

  it('one update per event from pre-event ratings, with the history kept per player', () => {
    const e1 = eventOf('ninuki', entriesOf('A', 'B', 'C'), [
      [match(1, 'a', 'b', played('a', 5, 0)), bye('c')],
      [match(1, 'a', 'c', played(null, 0, 0)), bye('b')],
    ]);
    const e2 = eventOf('ninuki', entriesOf('A', 'B'), [[match(1, 'b', 'a', played('a', 5, 1))]]);
    const lists = ratingLists([{ id: 'e1', event: e1 }, { id: 'e2', event: e2 }], { k: 20, start: 1500 });
    const a = lists.ninuki!.a!;
    // e1: A scores 1.5 of 2 at 1500 against 1500s: +10. e2: A (1510) loses to B (1490).
    expect(a.history[0]).toEqual({ event: 'e1', before: 1500, after: 1510, games: 2, score: 1.5, expected: 1 });
    expect(a.history[1]!.before).toBe(1510);
    expect(a.rating).toBeCloseTo(1510 - 20 * expectedScore(1510, 1490), 10);
    expect(a.games).toBe(3);
    expect(lists.ninuki!.c!.rating).toBe(1500);
  });

  it('R-ONI-13 and R-ONI-14: games under protest or struck are not rated; forfeits are not games', () => {
    const e = eventOf('onino', entriesOf('A', 'B', 'C'), [
      [match(1, 'a', 'b', played('a', 60, -60, { flags: { underProtest: true } })), bye('c')],
      [match(1, 'a', 'c', played('a', 60, -60, { flags: { struck: true } })), bye('b')],
      [{ ...match(1, 'b', 'c'), forfeit: 'a' }, bye('a')],
    ]);
    expect(rateEvent({}, e, 'x')).toEqual({});
  });

  it('Onino doubles: a pair plays at its average and each member takes the change', () => {
    const [p, q] = entriesOf('P', 'Q');
    const pair = { ...p!, members: [{ playerId: 'p1', name: 'P1' }, { playerId: 'p2', name: 'P2' }] as [{ playerId: string; name: string }, { playerId: string; name: string }] };
    const e = eventOf('onino', [pair, q!], [[match(1, 'p', 'q', played('a', 40, -40))]]);
    const list = rateEvent({ p1: { rating: 1600, games: 0, history: [] }, p2: { rating: 1400, games: 0, history: [] } }, e, 'd', { k: 10 });
    expect(list.p1!.rating).toBe(1605);
    expect(list.p2!.rating).toBe(1405);
    expect(list.q!.rating).toBe(1495);
  });
});

describe('totals', () => {
  it('R-ONI-12: totals and averages per game across events', () => {
    const e1 = eventOf('onino', entriesOf('A', 'B'), [[match(1, 'a', 'b', played('a', 60, -60), played('b', -20, 20))]]);
    const e2 = eventOf('onino', entriesOf('A', 'B'), [[match(1, 'b', 'a', played(null, 0, 0))]]);
    const t = playerTotals([e1, e2]).onino!;
    expect(t.a).toEqual({ games: 3, wins: 1, draws: 1, losses: 1, total: 40, average: 40 / 3 });
    expect(t.b).toMatchObject({ total: -40, games: 3 });
  });
});
