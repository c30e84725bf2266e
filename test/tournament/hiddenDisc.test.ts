/**
 * Issue 41 part 5: the Japanese first-move procedure, recorded like the other first-move procedures
 * (results.firstMove, the game's `decidedBy`, the audit): one player hides a disc, the other guesses
 * its colour; the winner of the guess takes the colour or the right to win a draw. Othello's only.
 */
import { describe, expect, it } from 'vitest';
import type { AuditView, PairingView } from '../../src/shared/api/methods/tournament';
import { drawRight, hiddenDiscWinner } from '../../src/shared/tournament/match';
import { eventWith, matchesOf, must, pairNext, refusal } from './helpers';

const at = (s: { eventId: number }) => ({ eventId: s.eventId, round: 1, board: 1, game: 1 });
type Match = Extract<PairingView, { kind: 'match' }>;

describe('the Japanese first-move procedure (hidden disc, issue 41 part 5)', () => {
  it('the guesser wins on the right colour, the hider otherwise; the right to win a draw goes to whoever the winner leaves it to', () => {
    const base = { how: 'hidden-disc', hider: 'a', black: 'a' } as const;
    expect(hiddenDiscWinner({ ...base, guess: 'black', disc: 'black', winnerTook: 'colour' })).toBe('b');
    expect(hiddenDiscWinner({ ...base, guess: 'white', disc: 'black', winnerTook: 'colour' })).toBe('a');
    // The winner took the colour: the other holds the draw; took the draw: the winner holds it.
    expect(drawRight({ ...base, guess: 'black', disc: 'black', winnerTook: 'colour' })).toBe('a');
    expect(drawRight({ ...base, guess: 'black', disc: 'black', winnerTook: 'draw' })).toBe('b');
  });

  it('an Othello game records it: Black (the first mover) is the side the decision names, the audit keeps the decision', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    const allocated = matchesOf(pairNext(s))[0]!.games[0]!.first;
    const black = allocated === 'a' ? 'b' : 'a';
    const decision = { how: 'hidden-disc', hider: 'a', guess: 'white', disc: 'black', winnerTook: 'draw', black } as const;
    const view = must<Match>(s.backend, 'results.firstMove', { ...at(s), decision });
    expect(view.games[0]).toMatchObject({ first: black, decidedBy: decision });
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId }).find((a) => a.action === 'first move');
    expect(audit?.detail).toMatchObject({ decision, first: black });
    // A second record is a correction: it needs a reason, which the audit keeps.
    expect(refusal(s.backend, 'results.firstMove', { ...at(s), decision: { ...decision, black: allocated } }).code).toBe('invalid');
    const corrected = must<Match>(s.backend, 'results.firstMove', { ...at(s), decision: { ...decision, black: allocated }, reason: 'colours swapped at the board' });
    expect(corrected.games[0]!.first).toBe(allocated);
  });

  it('refused in a game whose federations do not use it, and a malformed decision is refused naming the field', () => {
    const s = eventWith({ game: 'ninuki', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    const r = refusal(s.backend, 'results.firstMove', { ...at(s), decision: { how: 'hidden-disc', hider: 'a', guess: 'white', disc: 'black', winnerTook: 'colour', black: 'a' } });
    expect(r.message).toMatch(/hidden-disc procedure is Othello's/);
    const o = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(o);
    const bad = refusal(o.backend, 'results.firstMove', { ...at(o), decision: { how: 'hidden-disc', hider: 'a', guess: 'red', disc: 'black', winnerTook: 'colour', black: 'a' } });
    expect(bad.message).toMatch(/guess.*must be black or white/);
  });
});

describe('the right to win a draw (issue 41 part 5: the winner of the guess picks the colour or the right to win a draw)', () => {
  it('a drawn game (32-32) is won by the side holding the draw right; the discs stay level', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    const black = matchesOf(pairNext(s))[0]!.games[0]!.first;
    // Ann hid the disc, Bob guessed right and took the right to win a draw: Bob holds it.
    must<Match>(s.backend, 'results.firstMove', { ...at(s), decision: { how: 'hidden-disc', hider: 'a', guess: 'white', disc: 'white', winnerTook: 'draw', black } });
    const view = must<Match>(s.backend, 'results.set', { ...at(s), winner: null, score: { a: 32, b: 32 } });
    expect(view.winner).toBe('b');
    expect(view.points.b).toBeGreaterThan(view.points.a);
    expect(view.totals).toEqual({ a: 32, b: 32 });
  });

  it('without the procedure a 32-32 game stays a draw', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob'] });
    pairNext(s);
    const view = must<Match>(s.backend, 'results.set', { ...at(s), winner: null, score: { a: 32, b: 32 } });
    expect(view.winner).toBeNull();
    expect(view.points.a).toBe(view.points.b);
  });
});
