/** Prizes and the accelerated Swiss through the API, on a real SQLite file. */
import { describe, expect, it } from 'vitest';
import type { PairOutcome, PrizesView } from '../../src/shared/api/methods/tournament';
import { eventWith, matchesOf, must, pairNext, refusal, setResult, standings } from './helpers';

describe('prizes through the API', () => {
  it('a prize list is stored with the event, audited, and awarded from the standings (Hort sharing)', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bea', 'Cid', 'Dan'] });
    // Berger round 1: Ann-Dan, Bea-Cid. Ann and Bea win: 1 point each after round 1.
    const r1 = pairNext(s);
    for (const m of matchesOf(r1)) setResult(s, 1, m.board, 'a', 40, 24);
    must(s.backend, 'eventSettings.update', { eventId: s.eventId, prizeSharing: 'hort' });
    const set = must<PrizesView>(s.backend, 'prizes.set', {
      eventId: s.eventId, reason: 'prize list from the flyer',
      prizes: [
        { name: '1st', category: { kind: 'place' }, amount: 100 },
        { name: '2nd', category: { kind: 'place' }, amount: 50 },
        { name: 'Best woman', category: { kind: 'women' }, amount: 30 },
      ],
      details: { [s.ids.Bea!]: { birthYear: 1990, sex: 'f' }, [s.ids.Cid!]: { sex: 'f' } },
    });
    const top = standings(s).rows.slice(0, 2).map((r) => r.name);
    // The two leaders pool 150: 150 / 4 + own / 2 -> 87.5 and 62.5; Bea, a leader, has a place prize, so Cid is the best woman.
    const shares = set.awards.filter((a) => a.shared === 'hort').map((a) => [a.name, a.amount]);
    expect(shares).toEqual([[top[0], 87.5], [top[1], 62.5]]);
    expect(set.awards.find((a) => a.prizes[0] === 'Best woman')).toMatchObject({ name: 'Cid', amount: 30, shared: null });
    // Read back (read-only method, as the website export uses it).
    expect(must<PrizesView>(s.backend, 'prizes.get', { eventId: s.eventId }).prizes).toHaveLength(3);
    const log = must<Array<{ action: string; reason: string }>>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(log.some((l) => l.action === 'prizes' && l.reason === 'prize list from the flyer')).toBe(true);
  });

  it('issue 44: age and women prizes use the birth years and sexes the players\' records already hold; the event\'s details override them', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bea', 'Cid', 'Dan'] });
    const r1 = pairNext(s);
    for (const m of matchesOf(r1)) setResult(s, 1, m.board, 'a', 40, 24);
    // On the players' own records (the Players screen, a CSV import): nothing typed on the prize screen.
    must(s.backend, 'players.update', { id: Number(s.ids.Cid), birthYear: 2012, sex: 'F' });
    must(s.backend, 'players.update', { id: Number(s.ids.Dan), birthYear: 2011, sex: 'M' });
    must(s.backend, 'players.update', { id: Number(s.ids.Bea), birthYear: 1950, sex: 'F' });
    const prizes = [
      { name: 'Best under 16', category: { kind: 'age', below: 16 }, amount: 20 },
      { name: 'Best woman', category: { kind: 'women' }, amount: 30 },
    ];
    const set = must<PrizesView>(s.backend, 'prizes.set', { eventId: s.eventId, reason: 'flyer', prizes });
    const winner = (name: string) => set.awards.find((a) => a.prizes[0] === name)?.name ?? null;
    const order = standings(s).rows.map((r) => r.name);
    expect(winner('Best under 16')).toBe(order.find((n) => n === 'Cid' || n === 'Dan'));
    expect(winner('Best woman')).toBe(order.find((n) => n === 'Bea' || n === 'Cid'));
    expect(set.known[s.ids.Cid!]).toEqual({ birthYear: 2012, sex: 'f' });
    // A detail typed for the event wins over the record: Bea is not a woman for this event's prizes.
    const typed = must<PrizesView>(s.backend, 'prizes.set', { eventId: s.eventId, reason: 'flyer', prizes, details: { [s.ids.Bea!]: { birthYear: null, sex: 'm' } } });
    expect(typed.awards.find((a) => a.prizes[0] === 'Best woman')?.name).toBe('Cid');
  });

  it('a bad prize is refused with the field named, and nothing is saved', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bea'], rounds: 3 });
    const err = refusal(s.backend, 'prizes.set', { eventId: s.eventId, prizes: [{ name: '1st', category: { kind: 'place' }, amount: -5 }] });
    expect(err.message).toMatch(/amount.*must be at least 0/);
    expect(must<PrizesView>(s.backend, 'prizes.get', { eventId: s.eventId }).prizes).toEqual([]);
  });
});

describe('accelerated Swiss through the API', () => {
  it('the preview carries the virtual points; the standings never do', () => {
    const names = ['Ann', 'Bea', 'Cid', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];
    const s = eventWith({ game: 'othello', format: 'swiss', names, rounds: 5, settings: { acceleration: 'baku', swissSystem: 'dutch' } });
    const preview = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId, preview: true });
    expect(preview.saved).toBe(false);
    expect(Object.keys(preview.virtualPoints ?? {}).sort()).toEqual(['Ann', 'Bea', 'Cid', 'Dan'].map((n) => s.ids[n]!).sort());
    // Group A (the top four) is paired within itself: 1-3, 2-4.
    const boards = matchesOf(preview.round).map((m) => [m.a.name, m.b.name].sort().join('-'));
    expect(boards.slice(0, 2).sort()).toEqual(['Ann-Cid', 'Bea-Dan']);
    const r1 = pairNext(s);
    for (const m of matchesOf(r1)) setResult(s, 1, m.board, 'a', 40, 24);
    expect(standings(s).rows.reduce((sum, r) => sum + r.values.matchPoints, 0)).toBe(4);
  });
});
