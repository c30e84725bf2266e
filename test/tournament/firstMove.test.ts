/** First-move decisions in the director's flow: recorded and corrected at any time, required or only shown. */
import { describe, expect, it } from 'vitest';
import type { AuditView, PairingView, RoundView } from '../../src/shared/api/methods/tournament';
import type { GameInfo } from '../../src/shared/api/methods/games';
import { eventWith, matchesOf, must, pairNext, refusal, setResult } from './helpers';

const at = { round: 1, board: 1 };
const games = (v: PairingView) => (v.kind === 'match' ? v.games : []);

describe('first-move decisions', () => {
  it('R-ONI-11: each game says who settles its first move and why, and whether it is recorded', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob'], settings: { gamesPerMatch: 2 } });
    const m = matchesOf(pairNext(s))[0]!;
    expect(m.games[0]!.due).toMatchObject({ how: 'toss', recorded: false });
    must(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 1, decision: { how: 'toss', won: 'b', chose: 'first' } });
    const v = setResult(s, 1, 1, 'b', -60, 60, { game: 1 });
    expect(games(v)[0]!.due.recorded).toBe(true);
    expect(games(v)[1]!.due).toMatchObject({ how: 'choice', by: 'a', recorded: false, why: 'as the loser of game 1 (onino rule 3, R-ONI-11)' });
  });

  it('R-ONI-11: a decision is recorded after the result too, and corrected only with a reason, audited with the old value', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    setResult(s, 1, 1, 'a', 60, -60);
    // Refused with "already has a result" before; now recorded.
    const v = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 1, decision: { how: 'toss', won: 'a', chose: 'second' } });
    expect(games(v)[0]).toMatchObject({ first: 'b', due: { recorded: true }, result: { winner: 'a', score: { a: 60, b: -60 } } });
    const again = refusal(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 1, decision: { how: 'toss', won: 'b', chose: 'second' } });
    expect(again.code).toBe('invalid');
    expect(again.message).toMatch(/give a reason/);
    const fixed = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 1, decision: { how: 'toss', won: 'b', chose: 'second' }, reason: 'the toss was misheard' });
    expect(games(fixed)[0]!.first).toBe('a');
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId });
    expect(audit.find((x) => x.action === 'correct first move')).toMatchObject({ reason: 'the toss was misheard', detail: { before: { first: 'b', decidedBy: { how: 'toss', won: 'a' } } } });
  });

  it('the firstMove setting: "require" refuses a typed result until the decision is recorded; "warn" takes it', () => {
    const s = eventWith({ game: 'dominoes', format: 'round-robin', names: ['Ann', 'Bob'], settings: { firstMove: 'require' } });
    pairNext(s);
    const e = refusal(s.backend, 'results.set', { eventId: s.eventId, ...at, winner: 'a', score: { a: 61, b: 30 } });
    expect(e).toMatchObject({ code: 'rule', details: { rule: 'R-DOM-2' } });
    expect(e.message).toMatch(/requires the first-move decision/);
    must(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, decision: { how: 'draw-for-set', draws: [{ a: 9, b: 4 }] } });
    expect(games(setResult(s, 1, 1, 'a', 61, 30))[0]!.result).toMatchObject({ winner: 'a' });
    const w = eventWith({ game: 'dominoes', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(w);
    expect(games(setResult(w, 1, 1, 'a', 61, 30))[0]).toMatchObject({ due: { recorded: false }, result: { winner: 'a' } });
  });

  it('R-TON-3: the Tonobeb toss of game 1 is recorded; the later games alternate from it', () => {
    const s = eventWith({ game: 'tonobeb', format: 'round-robin', names: ['Ann', 'Bob'], settings: { gamesPerMatch: 3 } });
    pairNext(s);
    const v = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 1, decision: { how: 'toss', won: 'b', chose: 'first' } });
    expect(games(v).map((g) => g.first)).toEqual(['b', 'a', 'b']);
    expect(refusal(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 2, decision: { how: 'toss', won: 'b', chose: 'first' } }).details?.rule).toBe('R-TON-3');
  });

  it('a board result that waited for a required decision is taken once the decision is recorded', () => {
    const s = eventWith({ game: 'tonobeb', format: 'round-robin', names: ['Ann', 'Bob'], settings: { firstMove: 'require' } });
    pairNext(s);
    const game = must<GameInfo>(s.backend, 'games.create', { game: 'tonobeb', eventId: s.eventId });
    must(s.backend, 'results.fromGame', { eventId: s.eventId, ...at, game: 1, gameId: game.id });
    must(s.backend, 'games.append', { id: game.id, expectedSeq: 0, action: 'resign(blue)' });
    const waiting = must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 });
    expect(matchesOf(waiting)[0]!.games[0]).toMatchObject({ result: null, due: { how: 'toss', recorded: false } });
    // Ann (slot a) won the toss and moved first as red: blue resigned, so a wins.
    const v = must<PairingView>(s.backend, 'results.firstMove', { eventId: s.eventId, ...at, game: 1, decision: { how: 'toss', won: 'a', chose: 'first' } });
    expect(games(v)[0]).toMatchObject({ first: 'a', result: { winner: 'a', ending: 'resignation' } });
  });
});
