/** Issue 16, the director's desk: entries with history, reinstatement and late entry (services on a real file). */
import { describe, expect, it } from 'vitest';
import type { AuditView } from '../../src/shared/api/methods/tournament';
import type { Registration, TdEvent } from '../../src/shared/api/schemas';
import { entries, eventWith, matchesOf, must, pairNext, refusal, setResult, standings } from './helpers';

const swiss = () => eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], rounds: 3 });

describe('an entry that has appeared in a pairing is never deleted (defect 1)', () => {
  it('refuses the removal, naming the rounds and the withdrawal instead, and changes nothing', () => {
    const s = swiss();
    const r1 = pairNext(s);
    setResult(s, 1, 1, 'a', 40, 24);
    setResult(s, 1, 2, 'b', 24, 40);
    const bye = r1.pairings.find((p) => p.kind === 'bye')!;
    const byeId = bye.kind === 'bye' ? bye.entry.id : '';
    const before = standings(s);
    const e = refusal(s.backend, 'events.unregister', { eventId: s.eventId, playerId: Number(byeId) });
    expect(e.code).toBe('conflict');
    expect(e.message).toMatch(/paired in round 1 .*withdraw/);
    expect(standings(s)).toEqual(before);
    expect(entries(s).map((x) => x.id)).toContain(byeId);
    expect(entries(s).find((x) => x.id === byeId)!.pairedIn).toEqual([1]);
  });

  it('the database itself refuses to delete a paired registration or to pair an unknown entry', () => {
    const s = swiss();
    pairNext(s);
    const db = (s.backend as unknown as { db: import('better-sqlite3').Database }).db;
    const a = matchesOf(must(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))[0]!.a.id;
    expect(() => db.prepare('DELETE FROM registrations WHERE event_id = ? AND player_id = ?').run(s.eventId, Number(a))).toThrow(/withdraw it instead/);
    expect(() => db.prepare("INSERT INTO pairings (event_id, round, pos, a, bye) VALUES (?, 1, 99, '999', 'half')").run(s.eventId)).toThrow(/does not have/);
  });

  it('removes an entry never paired with an audit entry, and the removal is undone as it was', () => {
    const s = swiss();
    must(s.backend, 'entries.requestBye', { eventId: s.eventId, entry: s.ids.Eve, round: 2, kind: 'half', reason: '' });
    const gone = must<{ auditId: number }>(s.backend, 'events.unregister', { eventId: s.eventId, playerId: Number(s.ids.Eve), reason: 'called off' });
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.at(-1)).toMatchObject({ id: gone.auditId, action: 'remove entry', reason: 'called off', detail: { name: 'Eve', byes: [{ round: 2, kind: 'half' }] } });
    const back = must<Registration>(s.backend, 'events.restoreRegistration', { eventId: s.eventId, auditId: gone.auditId });
    expect(back.name).toBe('Eve');
    expect(entries(s).find((x) => x.id === s.ids.Eve)!.byes).toEqual([{ round: 2, kind: 'half' }]);
    expect(refusal(s.backend, 'events.restoreRegistration', { eventId: s.eventId, auditId: gone.auditId }).message).toMatch(/registered .* again already/);
  });
});

describe('reinstating a withdrawn entry (defect 16)', () => {
  it('puts a withdrawn player back in the draw from the next round, audited', () => {
    const s = swiss();
    pairNext(s);
    for (const m of matchesOf(must(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))) setResult(s, 1, m.board, 'a', 40, 24);
    must(s.backend, 'entries.withdraw', { eventId: s.eventId, entry: s.ids.Dan, fromRound: 2, reason: 'ill' });
    expect(entries(s).find((x) => x.id === s.ids.Dan)!.status).toBe('withdrawn');
    const back = must<{ status: string; withdrawnRound: number | null }>(s.backend, 'entries.reinstate', { eventId: s.eventId, entry: s.ids.Dan, reason: 'feels better' });
    expect(back).toMatchObject({ status: 'active', withdrawnRound: null });
    const r2 = pairNext(s);
    expect(JSON.stringify(r2.pairings)).toContain(`"id":"${s.ids.Dan}"`);
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.some((a) => a.action === 'reinstate' && a.reason === 'feels better')).toBe(true);
    expect(refusal(s.backend, 'entries.reinstate', { eventId: s.eventId, entry: s.ids.Dan }).message).toMatch(/not withdrawn/);
  });
});

describe('late entry (defect 8)', () => {
  it('defaults to the next round to be paired and a refusal names the round that can still be entered', () => {
    const s = swiss();
    pairNext(s);
    for (const m of matchesOf(must(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))) setResult(s, 1, m.board, 'a', 40, 24);
    pairNext(s);
    const late = must<{ joinedRound: number }>(s.backend, 'entries.lateEntry', { eventId: s.eventId, name: 'Fay' });
    expect(late.joinedRound).toBe(3);
    const e = refusal(s.backend, 'entries.lateEntry', { eventId: s.eventId, name: 'Gus', fromRound: 1 });
    expect(e.message).toBe('rounds 1, 2 are already paired: enter from round 3 or re-pair round 1');
    const ev = must<TdEvent>(s.backend, 'events.get', { id: s.eventId });
    expect(ev.playerCount).toBe(6);
  });
});

describe('board and result never disagree in silence (defect 4)', () => {
  it('a changed board record raises a mismatch until the director keeps or corrects the result; the board names the later rounds', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', names: ['Ann', 'Bob', 'Cat', 'Dan'], rounds: 3 });
    pairNext(s);
    const game = must<{ id: number }>(s.backend, 'games.create', { game: 'othello', title: 't1', eventId: s.eventId });
    must(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, gameId: game.id });
    'd3 c3 b3 d2 e1 d6 d7 e3 f4'.split(' ').forEach((action, i) => must(s.backend, 'games.append', { id: game.id, expectedSeq: i, action, audience: 'director' }));
    must(s.backend, 'results.sync', { eventId: s.eventId });
    expect(matchesOf(must(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }))[0]!.games[0]!.result).toMatchObject({ score: { a: 64, b: 0 } });
    setResult(s, 1, 2, 'a', 40, 24);
    pairNext(s);
    expect(must(s.backend, 'boardChecks.list', { eventId: s.eventId })).toEqual([]);
    const seating = must<{ seating: { resultInEvent: boolean; laterRounds: number[] } }>(s.backend, 'games.get', { id: game.id, audience: 'director', seating: true }).seating;
    expect(seating).toMatchObject({ resultInEvent: true, laterRounds: [2] });

    must(s.backend, 'games.undo', { id: game.id, expectedSeq: 9, reason: 'wrong square', audience: 'director' });
    const [m] = must<Array<{ round: number; board: number; record: unknown; laterRounds: number[]; event: { score: { a: number } } }>>(s.backend, 'boardChecks.list', { eventId: s.eventId });
    expect(m).toMatchObject({ round: 1, board: 1, record: null, laterRounds: [2] });
    expect(refusal(s.backend, 'results.keepAgainstBoard', { eventId: s.eventId, gameId: game.id, reason: '' }).message).toMatch(/say why/);
    must(s.backend, 'results.keepAgainstBoard', { eventId: s.eventId, gameId: game.id, reason: 'the arbiter saw the final position' });
    expect(must(s.backend, 'boardChecks.list', { eventId: s.eventId })).toEqual([]);
    // The record changes again: asked again.
    must(s.backend, 'games.undo', { id: game.id, expectedSeq: 8, reason: 'again', audience: 'director' });
    expect(must<unknown[]>(s.backend, 'boardChecks.list', { eventId: s.eventId })).toHaveLength(1);
    // Finished again as the event holds it: nothing to decide.
    for (const [i, action] of [[7, 'e3'], [8, 'f4']] as const) must(s.backend, 'games.append', { id: game.id, expectedSeq: i, action, audience: 'director' });
    expect(must(s.backend, 'boardChecks.list', { eventId: s.eventId })).toEqual([]);
  });
});

describe('Onino doubles pairs keep their members (defect 1 for pairs)', () => {
  it('a member of a paired pair is not removed, nor is a member of a pair not yet paired', () => {
    const s = eventWith({ game: 'onino', format: 'swiss', names: ['Ann', 'Bob', 'Cat', 'Dan'], rounds: 2, options: { mode: 'doubles' } });
    must(s.backend, 'entries.addPair', { eventId: s.eventId, members: [Number(s.ids.Ann), Number(s.ids.Bob)] });
    expect(refusal(s.backend, 'events.unregister', { eventId: s.eventId, playerId: Number(s.ids.Ann) }).message).toMatch(/in the pair Ann \/ Bob/);
    must(s.backend, 'entries.addPair', { eventId: s.eventId, members: [Number(s.ids.Cat), Number(s.ids.Dan)] });
    pairNext(s);
    expect(refusal(s.backend, 'events.unregister', { eventId: s.eventId, playerId: Number(s.ids.Cat) }).message).toMatch(/Cat \(in the pair Cat \/ Dan\) has been paired in round 1/);
    expect(entries(s).map((e) => e.pairedIn)).toEqual([[1], [1]]);
  });
});

describe('late entry by name finds no twin (defect 7)', () => {
  it('refuses to add a second record of a player already in the list', () => {
    const s = swiss();
    must(s.backend, 'players.create', { name: 'Łukasz Wróbel' });
    expect(refusal(s.backend, 'entries.lateEntry', { eventId: s.eventId, name: 'lukasz wrobel' }).message).toMatch(/Łukasz Wróbel is already in the players list .*pick them from the list/);
  });
});
