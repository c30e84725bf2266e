/** Forfeits, defaults and protests through the API: R-ONI-13..15 and the other games' forfeit policy. */
import { describe, expect, it } from 'vitest';
import type { AuditView, EntryView, RoundView, SanctionView } from '../../src/shared/api/methods/tournament';
import { entries, eventWith, must, pairNext, refusal, setResult, standings } from './helpers';

const onino4 = () => eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
// Berger 4: Ann-Dan, Bob-Cid | Dan-Cid, Ann-Bob | Bob-Dan, Cid-Ann.

describe('Onino sanctions', () => {
  it('R-ONI-14: a forfeiter is barred and every score in games with the forfeiter is struck', () => {
    const s = onino4();
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, -40);
    setResult(s, 1, 2, 'a', 20, -20);
    pairNext(s);
    const f = must<SanctionView>(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', entry: s.ids.Dan, round: 2, reason: 'left the hall' });
    expect(f).toMatchObject({ kind: 'forfeit', entry: s.ids.Dan, round: 2 });
    setResult(s, 2, 2, 'a', 10, -10);
    const st = standings(s);
    const row = (n: string) => st.rows.find((r) => r.name === n)!;
    // Ann's +40 against Dan is struck: only the +10 against Bob counts.
    expect(row('Ann').values.gameScore).toBe(10);
    expect(row('Ann').games).toBe(1);
    expect(row('Dan').status).toBe('barred');
    expect(row('Dan').games).toBe(0);
    // Round 3: Dan is barred, Bob's scheduled opponent does not play.
    const r3 = pairNext(s);
    expect(r3.pairings.map((p) => (p.kind === 'bye' ? `${p.entry.name}:${p.bye}` : `${p.a.name}-${p.b.name}`))).toEqual(['Bob:forfeit', 'Cid-Ann']);
    expect(entries(s).find((e) => e.id === s.ids.Dan)!.status).toBe('barred');
  });

  it('R-ONI-13: a game under protest is shown but out of the tables until the decision, then counts as decided', () => {
    const s = onino4();
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, -40);
    setResult(s, 1, 2, 'a', 20, -20);
    const p = must<SanctionView>(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'protest', entry: s.ids.Cid, round: 1, board: 2, game: 1, reason: 'claims an ONINO was missed' });
    const shown = must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 });
    const board2 = shown.pairings.find((x) => x.kind === 'match' && x.board === 2);
    expect(board2).toMatchObject({ games: [{ result: { score: { a: 20, b: -20 } }, flags: { underProtest: true } }], status: 'void' });
    expect(standings(s).rows.find((r) => r.name === 'Bob')!.games).toBe(0);
    expect(refusal(s.backend, 'events.finalise', { eventId: s.eventId }).details?.rule).toBe('R-ONI-13');
    must(s.backend, 'sanctions.decide', { eventId: s.eventId, sanctionId: p.id, decision: 'protest upheld: Cid wins', result: { winner: 'b', score: { a: -30, b: 30 } } });
    const after = standings(s);
    expect(after.rows.find((r) => r.name === 'Cid')!.values.gameScore).toBe(30);
    expect(after.rows.find((r) => r.name === 'Bob')!.values.gameScore).toBe(-30);
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.find((a) => a.action === 'protest decided')).toMatchObject({ reason: 'protest upheld: Cid wins', detail: { before: { score: { a: 20, b: -20 } } } });
    expect(refusal(s.backend, 'sanctions.decide', { eventId: s.eventId, sanctionId: p.id, decision: 'again' }).code).toBe('conflict');
  });

  it('R-ONI-15: a first default schedules a replay; a second default is a forfeit under R-ONI-14', () => {
    const s = onino4();
    pairNext(s);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'default', entry: s.ids.Dan, round: 1, reason: 'train cancelled' });
    // The match stays to be played (the replay): still pending, Dan still in.
    expect(must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 }).pairings[0]).toMatchObject({ status: 'pending', forfeit: null });
    setResult(s, 1, 1, 'a', 40, -40);
    setResult(s, 1, 2, 'a', 20, -20);
    pairNext(s);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'default', entry: s.ids.Dan, round: 2, reason: 'ill' });
    const list = must<SanctionView[]>(s.backend, 'sanctions.list', { eventId: s.eventId });
    expect(list.map((x) => x.kind)).toEqual(['default', 'default', 'forfeit']);
    expect(list[2]!.reason).toMatch(/second default \(R-ONI-15\)/);
    expect(entries(s).find((e: EntryView) => e.id === s.ids.Dan)!.status).toBe('barred');
    expect(standings(s).rows.find((r) => r.name === 'Ann')!.games).toBe(0);
  });
});

describe('the forfeit policy of the other games', () => {
  it('Othello: the forfeit is scored by the event (win 1, loss 0) and the forfeiter withdrawn', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    pairNext(s);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', entry: s.ids.Dan, round: 1, reason: 'no show' });
    setResult(s, 1, 2, 'a', 40, 24);
    const st = standings(s);
    expect(st.rows.find((r) => r.name === 'Ann')!.values.matchPoints).toBe(1);
    expect(st.rows.find((r) => r.name === 'Dan')).toMatchObject({ status: 'withdrawn', played: 0 });
    const r2 = pairNext(s);
    expect(r2.pairings.find((p) => p.kind === 'bye')).toMatchObject({ entry: { name: 'Cid' }, bye: 'forfeit' });
  });

  it('with withdrawForfeiter off the forfeiter plays on, and the scoring follows the event', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'], settings: { withdrawForfeiter: false, scoring: { forfeitWin: 2, forfeitLoss: -1 } } });
    pairNext(s);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', entry: s.ids.Dan, round: 1, reason: 'late' });
    setResult(s, 1, 2, 'a', 40, 24);
    const st = standings(s);
    expect(st.rows.find((r) => r.name === 'Ann')!.values.matchPoints).toBe(2);
    expect(st.rows.find((r) => r.name === 'Dan')!.values.matchPoints).toBe(-1);
    expect(pairNext(s).pairings.filter((p) => p.kind === 'match')).toHaveLength(2);
  });

  it('penalties recorded by the director are kept in the log with their reason', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'penalty', entry: s.ids.Bob, round: 1, board: 1, reason: 'phone rang: two minutes' });
    expect(must<SanctionView[]>(s.backend, 'sanctions.list', { eventId: s.eventId })).toMatchObject([{ kind: 'penalty', reason: 'phone rang: two minutes', entry: s.ids.Bob }]);
    expect(must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId }).some((a) => a.action === 'sanction: penalty' && a.reason === 'phone rang: two minutes')).toBe(true);
  });
});

describe('R-ONI-21: one forfeit path', () => {
  it('R-ONI-21: an early resignation on a board scores +100 and its result is taken (it scored +104 and was refused before)', () => {
    const s = onino4();
    pairNext(s);
    const game = must<{ id: number }>(s.backend, 'games.create', { game: 'onino', eventId: s.eventId });
    must(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, game: 1, gameId: game.id });
    let seq = 0;
    for (const action of ['a1', 'b1', 'c1', 'second:resign']) seq = must<{ seq: number }>(s.backend, 'games.append', { id: game.id, expectedSeq: seq, action }).seq;
    const r = must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 });
    expect(r.pairings[0]).toMatchObject({ games: [{ result: { ending: 'resignation', score: { a: 100, b: -100 } } }] });
  });

  it('R-ONI-21: a forfeit typed as a result applies R-ONI-14 like the sanction: barred, struck, logged once', () => {
    const s = onino4();
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, -40);
    setResult(s, 1, 2, 'a', 20, -20);
    pairNext(s);
    // Round 2 board 2 is Ann-Bob; board 1 Dan-Cid. Dan forfeits the game at the board: typed as the result.
    setResult(s, 2, 1, 'b', -100, 100, { ending: 'forfeit' });
    const list = must<SanctionView[]>(s.backend, 'sanctions.list', { eventId: s.eventId });
    expect(list).toMatchObject([{ kind: 'forfeit', entry: s.ids.Dan, round: 2 }]);
    expect(list[0]!.reason).toMatch(/forfeit recorded as the result/);
    expect(entries(s).find((e) => e.id === s.ids.Dan)!.status).toBe('barred');
    // Ann's +40 against Dan is struck, as with the sanction.
    setResult(s, 2, 2, 'a', 10, -10);
    expect(standings(s).rows.find((r) => r.name === 'Ann')!.values.gameScore).toBe(10);
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.filter((a) => a.action === 'sanction: forfeit')).toHaveLength(1);
  });

  it('R-ONI-21: a board record ending in a forfeit is the same forfeit; other games follow the event\'s policy', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    pairNext(s);
    const game = must<{ id: number }>(s.backend, 'games.create', { game: 'othello', eventId: s.eventId });
    must(s.backend, 'results.fromGame', { eventId: s.eventId, round: 1, board: 1, game: 1, gameId: game.id });
    must(s.backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'forfeit:white' });
    const list = must<SanctionView[]>(s.backend, 'sanctions.list', { eventId: s.eventId });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'forfeit', round: 1 });
    expect(entries(s).find((e) => e.id === list[0]!.entry)!.status).toBe('withdrawn');
  });
});

describe('league alternates through the API (issue 23)', () => {
  it('R-ONI-14: the alternate takes the forfeiter\'s place in the league schedule, replays the game, and nothing is rescheduled', () => {
    const s = eventWith({ game: 'onino', format: 'league', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const alt = must<{ id: number }>(s.backend, 'players.create', { name: 'Dot', club: 'alternates' }).id;
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, -40);
    setResult(s, 1, 2, 'a', 20, -20);
    const r2 = pairNext(s);
    const names = (r: RoundView) => r.pairings.map((p) => (p.kind === 'bye' ? `${p.entry.name}:${p.bye}` : `${p.a.name}-${p.b.name}`));
    expect(names(r2)).toEqual(['Dan-Cid', 'Ann-Bob']);
    must(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', entry: s.ids.Dan, round: 2, reason: 'moved abroad', alternate: alt });
    // Round 2: Dan's game is struck and kept; Dot replays it on a new board.
    const again = must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 2 });
    expect(names(again)).toEqual(['Dan-Cid', 'Dot-Cid', 'Ann-Bob']);
    setResult(s, 2, 3, 'a', 30, -30);
    // Round 3 is Berger's Bob-Dan, Cid-Ann with Dot in Dan's place (no new schedule for five).
    // Ann-Bob of round 2 is still to play: the league pairs round 3 all the same (a fixed schedule).
    expect(names(pairNext(s))).toEqual(['Bob-Dot', 'Cid-Ann']);
    const st = standings(s, 2);
    const row = (n: string) => st.rows.find((r) => r.name === n)!;
    // Earlier scores stand (Ann's +40 against Dan); Dot has her own record only.
    expect(row('Ann').values.gameScore).toBe(40);
    expect(row('Dot').values.gameScore).toBe(30);
    expect(row('Dan').status).toBe('barred');
  });
});
