/**
 * Defect 1 (desk QA): a forfeit typed on the Results screen (`0-1 ff`) or recorded as a sanction had no way back
 * from the screens: the board refused any result, the player stayed withdrawn (Onino: barred, scores struck), and
 * only a backup restored it. `sanctions.cancelForfeit` takes it back, with a reason, audited. Real database.
 */
import { describe, expect, it } from 'vitest';
import type { AuditView, CancelledForfeitView, EntryView, RoundView, SanctionView } from '../../src/shared/api/methods/tournament';
import { entries, eventWith, matchesOf, must, pairNext, refusal, setResult, standings, type Setup } from './helpers';

const status = (s: Setup, id: string) => entries(s).find((e: EntryView) => e.id === id)!.status;
const sanctions = (s: Setup) => must<SanctionView[]>(s.backend, 'sanctions.list', { eventId: s.eventId, audience: 'director' });
const round = (s: Setup, n: number) => must<RoundView>(s.backend, 'rounds.get', { eventId: s.eventId, round: n });

describe('defect 1: a recorded forfeit can be cancelled (sanctions.cancelForfeit)', () => {
  it('defect 1: Othello Swiss, `0-1 ff` typed: cancelling restores no result, lifts the withdrawal, and the real result can be entered', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 3, names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const r1 = pairNext(s);
    const board = matchesOf(r1)[1]!;
    setResult(s, 1, board.board, 'b', 0, 0, { ending: 'forfeit' });
    expect(status(s, board.a.id)).toBe('withdrawn');
    // Before the fix: the forfeited board refuses any result ("it takes no game result").
    expect(refusal(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: board.board, winner: 'a', score: { a: 40, b: 24 } }).message).toMatch(/forfeited/);
    const [f] = sanctions(s);
    const out = must<CancelledForfeitView>(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: f!.id, reason: 'typed ff on the wrong table' });
    expect(out).toMatchObject({ reinstated: true, pairedWithout: [], sanction: { id: f!.id, kind: 'forfeit', cancelled: true } });
    const m = matchesOf(round(s, 1)).find((x) => x.board === board.board)!;
    expect(m.forfeit).toBeNull();
    expect(m.games[0]!.result).toBeNull();
    expect(status(s, board.a.id)).toBe('active');
    // The board takes its real result now, and round 2 pairs all four.
    setResult(s, 1, board.board, 'a', 40, 24);
    setResult(s, 1, matchesOf(r1)[0]!.board, 'a', 33, 31);
    expect(matchesOf(pairNext(s))).toHaveLength(2);
    const audit = must<AuditView[]>(s.backend, 'audit.list', { eventId: s.eventId, audience: 'director' }).find((a) => a.action === 'cancel forfeit');
    expect(audit).toMatchObject({ reason: 'typed ff on the wrong table', detail: { sanction: f!.id, round: 1, board: board.board, reinstated: true, before: { forfeit: 'a', withdrawnFromRound: 2 } } });
    // Kept in the log, marked; taken back once only.
    expect(sanctions(s)[0]).toMatchObject({ cancelled: true, decision: 'typed ff on the wrong table' });
    expect(refusal(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: f!.id, reason: 'again' }).code).toBe('conflict');
    // Players do not see the director's reason.
    expect(must<SanctionView[]>(s.backend, 'sanctions.list', { eventId: s.eventId, audience: 'players' })[0]).toMatchObject({ reason: '', decision: '' });
  });

  it('defect 1: Onino (R-ONI-14): cancelling lifts the bar and the struck scores count again', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    pairNext(s);
    setResult(s, 1, 1, 'a', 40, -40);
    setResult(s, 1, 2, 'a', 20, -20);
    pairNext(s);
    const f = must<SanctionView>(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', entry: s.ids.Dan, round: 2, reason: 'wrong player' });
    expect(standings(s).rows.find((r) => r.name === 'Ann')!.values.gameScore).toBe(0);
    expect(status(s, s.ids.Dan!)).toBe('barred');
    must(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: f.id, reason: 'it was Cid who left, not Dan' });
    expect(status(s, s.ids.Dan!)).toBe('active');
    expect(standings(s).rows.find((r) => r.name === 'Ann')!.values.gameScore).toBe(40);
    expect(round(s, 1).pairings.every((p) => p.kind !== 'match' || p.games.every((g) => !g.flags.struck))).toBe(true);
    // The forfeit may be recorded again (it is not counted as already there).
    setResult(s, 2, 1, 'b', -100, 100, { ending: 'forfeit' });
    expect(sanctions(s).filter((x) => x.kind === 'forfeit' && !x.cancelled)).toHaveLength(1);
  });

  it('defect 1: a later round already paired without the forfeiter is named, and the forfeiter comes back after it', () => {
    const s = eventWith({ game: 'othello', format: 'swiss', rounds: 4, names: ['Ann', 'Bob', 'Cid', 'Dan', 'Eve'] });
    const r1 = matchesOf(pairNext(s));
    setResult(s, 1, r1[0]!.board, 'a', 40, 24);
    setResult(s, 1, r1[1]!.board, 'b', 0, 0, { ending: 'forfeit' });
    const forfeiter = r1[1]!.a.id;
    const r2 = pairNext(s);
    expect(JSON.stringify(r2.pairings)).not.toContain(`"id":"${forfeiter}"`);
    const [f] = sanctions(s);
    const out = must<CancelledForfeitView>(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: f!.id, reason: 'wrong table' });
    expect(out).toMatchObject({ reinstated: true, pairedWithout: [2] });
    expect(status(s, forfeiter)).toBe('active');
  });

  it('defect 1: refusals say what is wrong: not a forfeit, and a forfeit already replayed by a league alternate', () => {
    const s = eventWith({ game: 'onino', format: 'league', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const alt = must<{ id: number }>(s.backend, 'players.create', { name: 'Dot' }).id;
    pairNext(s);
    const p = must<SanctionView>(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'penalty', entry: s.ids.Bob, round: 1, board: 1, reason: 'phone' });
    expect(refusal(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: p.id, reason: 'x' }).message).toMatch(/not a forfeit/);
    const f = must<SanctionView>(s.backend, 'sanctions.record', { eventId: s.eventId, kind: 'forfeit', entry: s.ids.Dan, round: 1, reason: 'moved', alternate: alt });
    expect(refusal(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: f.id, reason: 'x' })).toMatchObject({ details: { rule: 'R-ONI-14' } });
    expect(refusal(s.backend, 'sanctions.cancelForfeit', { eventId: s.eventId, sanctionId: f.id, reason: ' ' }).code).toBe('invalid');
  });
});
