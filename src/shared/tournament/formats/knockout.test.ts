import { describe, expect, it } from 'vitest';
import type { Round } from '../model';
import { entriesOf, eventOf, match, played } from '../testing';
import { bracketOrder, knockoutFirstRound, knockoutNextRound, knockoutWinner } from './knockout';

const show = (r: Round) => r.pairings.map((p) => (p.kind === 'match' ? `${p.a}-${p.b}` : `${p.entry}:bye`));

describe('knockout', () => {
  it('seeded bracket order: 1 v 8, 4 v 5, 2 v 7, 3 v 6 (1 and 2 meet only in the final)', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(bracketOrder(16).slice(0, 4)).toEqual([1, 16, 8, 9]);
  });

  it('byes go to the top seeds when the field is not a power of two', () => {
    const r = knockoutFirstRound(entriesOf('S1', 'S2', 'S3', 'S4', 'S5', 'S6'), 'othello');
    if (!r.ok) throw new Error(r.error.message);
    expect(show(r.value)).toEqual(['s1:bye', 's4-s5', 's2:bye', 's3-s6']);
    const m = r.value.pairings[1]!;
    expect(m.kind === 'match' && m.board).toBe(1);
  });

  it('winners advance round by round; a pending match holds the next round', () => {
    const first = knockoutFirstRound(entriesOf('S1', 'S2', 'S3', 'S4', 'S5'), 'othello');
    if (!first.ok) throw new Error(first.error.message);
    expect(show(first.value)).toEqual(['s1:bye', 's4-s5', 's2:bye', 's3:bye']);
    const event = eventOf('othello', entriesOf('S1', 'S2', 'S3', 'S4', 'S5'), [first.value.pairings]);
    expect(knockoutNextRound(event, 'higher-seed')).toMatchObject({ ok: false, error: { message: expect.stringMatching(/board 1/) } });
    const r1 = event.rounds[0]!;
    r1.pairings[1] = match(1, 's4', 's5', played('b', 20, 44));
    const next = knockoutNextRound(event, 'higher-seed');
    if (!next.ok) throw new Error(next.error.message);
    expect(show(next.value)).toEqual(['s1-s5', 's2-s3']);
    expect(next.value.number).toBe(2);
  });

  it('a tied match is settled by the play-off rule', () => {
    const event = eventOf('othello', entriesOf('S1', 'S2'), [[match(1, 's2', 's1', played('a', 40, 24), played('b', 30, 34, { first: 'b' }))]]);
    const m = event.rounds[0]!.pairings[0]!;
    if (m.kind !== 'match') throw new Error('match expected');
    expect(knockoutWinner(event, m, 'higher-seed')).toBe('b');
    expect(knockoutWinner(event, m, 'playoff-games')).toBeNull();
    expect(knockoutWinner(event, { ...m, playoff: [played(null, 32, 32), played('a', 33, 31)] }, 'playoff-games')).toBe('a');
    expect(knockoutWinner(event, m, 'lot')).toBeNull();
    expect(knockoutWinner(event, { ...m, settled: { winner: 'a', how: 'lot' } }, 'lot')).toBe('a');
  });

  it('the final decided, the knockout is over', () => {
    const event = eventOf('othello', entriesOf('S1', 'S2'), [[match(1, 's1', 's2', played('a', 40, 24))]]);
    expect(knockoutNextRound(event, 'higher-seed')).toMatchObject({ ok: false, error: { message: 'the knockout is over: s1 won' } });
  });
});
