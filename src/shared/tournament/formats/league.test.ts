import { describe, expect, it } from 'vitest';
import { firstMoveRecords, imbalance } from '../colours';
import type { Match } from '../model';
import { entriesOf } from '../testing';
import { leagueSeason } from './league';

describe('league season', () => {
  const teams = entriesOf('A', 'B', 'C', 'D', 'E', 'F');

  it('spreads a double round robin over the match nights evenly', () => {
    const s = leagueSeason(teams, { game: 'othello', nights: 4, cycles: 2 });
    if (!s.ok) throw new Error(s.error.message);
    expect(s.value.rounds).toHaveLength(10);
    expect(s.value.nights).toEqual([[1, 2, 3], [4, 5], [6, 7, 8], [9, 10]]);
  });

  it('home and away balance: each team is at home in 5 of its 10 fixtures', () => {
    const s = leagueSeason(teams, { game: 'othello', nights: 10, cycles: 2 });
    if (!s.ok) throw new Error(s.error.message);
    const home = new Map<string, number>();
    for (const r of s.value.rounds) for (const p of r.pairings) if (p.kind === 'match') home.set(p.a, (home.get(p.a) ?? 0) + 1);
    expect([...home.values()]).toEqual([5, 5, 5, 5, 5, 5]);
    // First moves are allocated apart from venues, and stay balanced (no imbalance warning for anyone).
    const records = firstMoveRecords({ name: 'l', game: 'othello', format: 'league', entries: teams, rounds: s.value.rounds });
    expect([...records.values()].map(imbalance)).toEqual([null, null, null, null, null, null]);
  });

  it('first-move balance: the Berger order is the first-move order', () => {
    const s = leagueSeason(teams, { game: 'othello', nights: 5, balance: 'first-move' });
    if (!s.ok) throw new Error(s.error.message);
    expect((s.value.rounds[0]!.pairings[0] as Match).games[0]!.first).toBe('a');
  });

  it('refuses more nights than rounds', () => {
    expect(leagueSeason(teams, { game: 'othello', nights: 6 })).toMatchObject({ ok: false });
  });
});
