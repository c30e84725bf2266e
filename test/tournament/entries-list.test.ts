import { describe, expect, it } from 'vitest';
import type { EntryView } from '../../src/shared/api/methods/tournament';
import { entries, eventWith, matchesOf, must, pairNext, setResult } from './helpers';

/**
 * entries.list reads the entries without the pairings and looks each entry's byes and status up once
 * per list (a 10,000-entry event, bench/tournament-service): the view of every entry stays the same.
 */
describe('entries.list', () => {
  it('each entry with its own requested byes, status, pairing number and joined round, in pairing-number order', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 4, names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const before = entries(s);
    expect(before.map((e) => [e.name, e.pairingNumber, e.status])).toEqual([['Ann', null, 'active'], ['Bob', null, 'active'], ['Cid', null, 'active'], ['Dan', null, 'active']]);
    must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids.Cid, round: 2, kind: 'half', reason: 'wedding' });
    must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids.Cid, round: 3, kind: 'zero', reason: 'wedding' });
    must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids.Bob, round: 3, kind: 'half', reason: 'exam' });
    const r1 = pairNext(s);
    for (const m of matchesOf(r1)) setResult(s, 1, m.board, 'a', 40, 24);
    must<EntryView>(s.backend, 'entries.lateEntry', { eventId: s.eventId, name: 'Eve', reason: 'late' });
    must(s.backend, 'entries.withdraw', { eventId: s.eventId, entry: s.ids.Dan, fromRound: 3, reason: 'ill' });

    const list = entries(s);
    expect(list.map((e) => e.name)).toEqual(['Ann', 'Bob', 'Cid', 'Dan', 'Eve']);
    expect(list.map((e) => e.pairingNumber)).toEqual([1, 2, 3, 4, 5]);
    const by = Object.fromEntries(list.map((e) => [e.name, e]));
    expect(by.Cid!.byes).toEqual([{ round: 2, kind: 'half' }, { round: 3, kind: 'zero' }]);
    expect(by.Bob!.byes).toEqual([{ round: 3, kind: 'half' }]);
    expect(by.Ann!.byes).toEqual([]);
    // Withdrawn from round 3 while round 2 is the next to pair: still active until then (as in the standings).
    expect(by.Dan).toMatchObject({ status: 'active', withdrawnRound: 3 });
    expect(by.Eve).toMatchObject({ status: 'active', joinedRound: 2 });
    expect(by.Ann).toMatchObject({ status: 'active', joinedRound: null, withdrawnRound: null, rating: 2000 });
  });
});
