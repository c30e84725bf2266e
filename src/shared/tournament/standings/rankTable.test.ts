import { describe, expect, it } from 'vitest';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { computeStandings } from './compute';
import { rankTable } from './rankTable';

/** A five-player Othello Swiss, three rounds: a bye each round, a draw, a forfeit and a game still playing. */
const event = eventOf('othello', entriesOf('A', 'B', 'C', 'D', 'E'), [
  [match(1, 'a', 'b', played('a', 40, 24)), match(2, 'c', 'd', played(null, 32, 32, { first: 'b' })), bye('e')],
  [match(1, 'a', 'c', played('b', 20, 44)), { ...match(2, 'e', 'b'), forfeit: 'b' }, bye('d', 'half')],
  [match(1, 'c', 'e', { first: 'a', result: null }), match(2, 'a', 'd', played('a', 33, 31))],
]);
const cells = (t: ReturnType<typeof rankTable>, id: string) => t.rows.find((r) => r.entry === id)!.cells;

describe('the round-by-round rank table (issue 44, Swiss-Manager\'s rank table)', () => {
  it('gives per round the opponent, who moved first and the result, then the score and rank after it', () => {
    const t = rankTable(event);
    expect(t.throughRound).toBe(3);
    const a = cells(t, 'a');
    expect(a.map((c) => [c.round, c.opponent, c.first, c.outcome, c.points])).toEqual([
      [1, 'b', true, 'win', 1], [2, 'c', true, 'loss', 0], [3, 'd', true, 'win', 1],
    ]);
    expect(a.map((c) => c.scoreAfter)).toEqual([1, 1, 2]);
    // D moved first in round 1's draw (first: 'b' of the C-D match).
    expect(cells(t, 'd')[0]).toMatchObject({ opponent: 'c', first: true, outcome: 'draw', points: 0.5 });
    expect(cells(t, 'c')[0]).toMatchObject({ opponent: 'd', first: false, outcome: 'draw' });
  });

  it('marks byes by kind, forfeits and games still playing', () => {
    const t = rankTable(event);
    expect(cells(t, 'e')[0]).toMatchObject({ status: 'bye', bye: 'pairing', outcome: 'win', opponent: null, points: 1 });
    expect(cells(t, 'd')[1]).toMatchObject({ status: 'bye', bye: 'half', outcome: 'draw', points: 0.5 });
    expect(cells(t, 'e')[1]).toMatchObject({ status: 'forfeit', outcome: 'win', opponent: 'b' });
    expect(cells(t, 'b')[1]).toMatchObject({ status: 'forfeit', outcome: 'loss', points: 0 });
    expect(cells(t, 'c')[2]).toMatchObject({ status: 'pending', outcome: 'pending', opponent: 'e', points: 0 });
  });

  it('the rank after each round is the standings\' rank through that round, and the rows follow the final standings', () => {
    const t = rankTable(event);
    for (const round of [1, 2, 3]) {
      const s = computeStandings(event, { throughRound: round });
      for (const row of s.rows) expect(cells(t, row.entry)[round - 1]).toMatchObject({ rankAfter: row.rank, scoreAfter: row.values.matchPoints });
    }
    expect(t.rows.map((r) => r.entry)).toEqual(computeStandings(event).rows.map((r) => r.entry));
  });

  it('as of an earlier round shows only the rounds up to it', () => {
    const t = rankTable(event, { throughRound: 1 });
    expect(t.rows.every((r) => r.cells.length === 1)).toBe(true);
    expect(t.rows.map((r) => r.rank)).toEqual(computeStandings(event, { throughRound: 1 }).rows.map((r) => r.rank));
  });

  it('an entry not paired in a round (a late entry) has an empty cell', () => {
    const late = eventOf('othello', entriesOf('A', 'B', 'C'), [[match(1, 'a', 'b', played('b', 10, 54))], [match(1, 'c', 'a', played('a', 40, 24))]]);
    expect(cells(rankTable(late), 'c')[0]).toMatchObject({ status: 'absent', outcome: 'none', opponent: null });
  });
});
