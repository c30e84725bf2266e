/**
 * A whole event of every format through the API on a real SQLite file: round robin, double round
 * robin, Swiss, knockout with byes and a tied match, league season.
 */
import { describe, expect, it } from 'vitest';
import type { CrossTable } from '../../src/shared/tournament';
import type { RoundSummary, RoundView } from '../../src/shared/api/methods/tournament';
import type { TdEvent } from '../../src/shared/api/schemas';
import { eventWith, matchesOf, must, pairNext, refusal, setResult, standings } from './helpers';

const show = (r: RoundView, names: Record<string, string>) =>
  r.pairings.map((p) => (p.kind === 'match' ? `${names[p.a.id]}-${names[p.b.id]}` : `${names[p.entry.id]}:${p.bye}`));
const namesOf = (ids: Record<string, string>) => Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));

describe('round robin (Othello, FIDE Berger table for 4)', () => {
  it('runs three rounds and ranks by match points, Brightwell, discs; the cross-table agrees', () => {
    const s = eventWith({ game: 'othello', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    const names = namesOf(s.ids);
    const results: Array<Array<['a' | 'b' | null, number, number]>> = [
      [['a', 40, 24], [null, 32, 32]],
      [['b', 20, 44], ['b', 30, 34]],
      [['a', 50, 14], [null, 32, 32]],
    ];
    const shown: string[][] = [];
    for (let r = 1; r <= 3; r++) {
      const round = pairNext(s);
      shown.push(show(round, names));
      matchesOf(round).forEach((m, i) => setResult(s, r, m.board, ...results[r - 1]![i]!));
    }
    expect(shown).toEqual([['Ann-Dan', 'Bob-Cid'], ['Dan-Cid', 'Ann-Bob'], ['Bob-Dan', 'Cid-Ann']]);
    // Hand-computed: Bob 2.5, Cid 2, Ann 1.5, Dan 0; discs Bob 116, Cid 108, Ann 102, Dan 58. Brightwell: discs plus
    // 6 x the opponents' points (6 less the entry's own): Bob 116 + 21, Cid 108 + 24, Ann 102 + 27, Dan 58 + 36.
    // Buchholz is not in the order: the rows carry null for it.
    const st = standings(s);
    expect(st.order).toEqual(['matchPoints', 'brightwell', 'gameScore']);
    expect(st.rows.map((r) => [r.name, r.rank, r.values.matchPoints, r.values.brightwell, r.values.gameScore, r.values.buchholz])).toEqual([
      ['Bob', 1, 2.5, 137, 116, null], ['Cid', 2, 2, 132, 108, null], ['Ann', 3, 1.5, 129, 102, null], ['Dan', 4, 0, 94, 58, null],
    ]);
    // As of round 1: Ann and Bob... Ann won, Bob and Cid drew.
    expect(standings(s, 1).rows.map((r) => [r.name, r.values.matchPoints])).toEqual([['Ann', 1], ['Bob', 0.5], ['Cid', 0.5], ['Dan', 0]]);
    const table = must<CrossTable & { names: Record<string, string> }>(s.backend, 'crossTable.get', { eventId: s.eventId });
    expect(table.totals).toEqual([1.5, 2.5, 2, 0]);
    expect(table.cells[0]![1]![0]).toMatchObject({ round: 2, points: 0, score: 30 });
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toMatch(/3 rounds; there is no round 4/);
    const done = must<{ event: TdEvent; rated: number }>(s.backend, 'events.finalise', { eventId: s.eventId });
    expect(done.event.status).toBe('finished');
    expect(done.rated).toBe(4);
  });
});

describe('double round robin (Ninuki-Renju, 3 players)', () => {
  it('gives each player two pairing byes and reverses the first move in the second cycle', () => {
    const s = eventWith({ game: 'ninuki', format: 'double-round-robin', names: ['Ann', 'Bob', 'Cid'] });
    const names = namesOf(s.ids);
    const shown: string[][] = [];
    for (let r = 1; r <= 6; r++) {
      const round = pairNext(s);
      shown.push(show(round, names));
      for (const m of matchesOf(round)) {
        expect(m.games[0]!.first).toBe('a');
        setResult(s, r, m.board, 'a', 5, 1);
      }
    }
    // Berger 3/4 with the last two rounds of cycle 1 swapped, then cycle 2 reversed.
    expect(shown).toEqual([
      ['Ann:pairing', 'Bob-Cid'], ['Bob:pairing', 'Cid-Ann'], ['Cid:pairing', 'Ann-Bob'],
      ['Ann:pairing', 'Cid-Bob'], ['Bob:pairing', 'Ann-Cid'], ['Cid:pairing', 'Bob-Ann'],
    ]);
    const st = standings(s);
    expect(st.rows.map((r) => r.values.matchPoints)).toEqual([4, 4, 4]);
    expect(st.rows.map((r) => r.played)).toEqual([4, 4, 4]);
  });
});

describe('Swiss (Tonobeb, 7 players, Dutch system)', () => {
  it('pairs 3 rounds with one pairing bye each round, no rematch, and standings add up', () => {
    const s = eventWith({ game: 'tonobeb', format: 'swiss', rounds: 3, names: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] });
    const met = new Set<string>();
    const byes: string[] = [];
    for (let r = 1; r <= 3; r++) {
      const round = pairNext(s);
      for (const p of round.pairings) {
        if (p.kind === 'bye') {
          byes.push(p.entry.id);
          continue;
        }
        const key = [p.a.id, p.b.id].sort().join('-');
        expect(met.has(key)).toBe(false);
        met.add(key);
        // The higher seed wins 3-0 (pieces left, R-TON-8).
        const aHigher = p.a.pairingNumber < p.b.pairingNumber;
        setResult(s, r, p.board, aHigher ? 'a' : 'b', aHigher ? 3 : 0, aHigher ? 0 : 3);
      }
    }
    expect(new Set(byes).size).toBe(3);
    const st = standings(s);
    expect(st.rows.reduce((t, r) => t + r.values.matchPoints, 0)).toBe(3 * 3 + 3);
    expect(st.rows[0]!.name).toBe('A');
    expect(st.rows[0]!.values.matchPoints).toBe(3);
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toMatch(/3 rounds/);
  });
});

describe('knockout (Othello, 6 players, matches of two games, play-off games)', () => {
  it('gives byes to the top seeds, settles a tied match by a play-off game and ends with the final', () => {
    const s = eventWith({ game: 'othello', format: 'knockout', names: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'], settings: { gamesPerMatch: 2, playoff: 'playoff-games' } });
    const names = namesOf(s.ids);
    const r1 = pairNext(s);
    expect(show(r1, names)).toEqual(['S1:pairing', 'S4-S5', 'S2:pairing', 'S3-S6']);
    const [tied, clear] = matchesOf(r1);
    expect(tied!.games.map((g) => g.first)).toEqual(['a', 'b']);
    setResult(s, 1, tied!.board, 'a', 40, 24, { game: 1 });
    setResult(s, 1, tied!.board, 'b', 20, 44, { game: 2 });
    setResult(s, 1, clear!.board, 'a', 40, 24, { game: 1 });
    setResult(s, 1, clear!.board, 'a', 40, 24, { game: 2 });
    // The tie holds round 2 until the play-off game decides it.
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toMatch(/not decided on board 1/);
    const after = setResult(s, 1, tied!.board, 'b', 30, 34, { playoff: true, game: 1 });
    expect(after.kind === 'match' && after.playoff.map((g) => g.first)).toEqual(['a']);
    const r2 = pairNext(s);
    expect(show(r2, names)).toEqual(['S1-S5', 'S2-S3']);
    for (const m of matchesOf(r2)) {
      setResult(s, 2, m.board, 'a', 40, 24, { game: 1 });
      setResult(s, 2, m.board, 'a', 40, 24, { game: 2 });
    }
    const final = pairNext(s);
    expect(show(final, names)).toEqual(['S1-S2']);
    setResult(s, 3, 1, 'b', 24, 40, { game: 1 });
    setResult(s, 3, 1, 'b', 24, 40, { game: 2 });
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toMatch(/the knockout is over/);
    expect(must<RoundSummary[]>(s.backend, 'rounds.list', { eventId: s.eventId }).map((r) => r.pending)).toEqual([[], [], []]);
  });

  it('a tie under the lot rule waits for the director to settle it', () => {
    const s = eventWith({ game: 'othello', format: 'knockout', names: ['S1', 'S2'], settings: { playoff: 'lot' } });
    pairNext(s);
    setResult(s, 1, 1, null, 32, 32);
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toMatch(/not decided/);
    must(s.backend, 'results.settle', { eventId: s.eventId, round: 1, board: 1, winner: 'b', how: 'lot', reason: 'coin drawn' });
    expect(refusal(s.backend, 'rounds.pair', { eventId: s.eventId }).message).toMatch(/the knockout is over/);
  });
});

describe('league season (dominoes, 4 teams, home and away over 3 nights)', () => {
  it('plays six rounds on three match nights with every team at home three times', () => {
    const s = eventWith({ game: 'dominoes', format: 'league', names: ['North', 'South', 'East', 'West'], settings: { cycles: 2, nights: 3 } });
    const home = new Map<string, number>();
    const nights: Array<number | null> = [];
    for (let r = 1; r <= 6; r++) {
      const round = pairNext(s);
      nights.push(round.night);
      for (const m of matchesOf(round)) {
        home.set(m.a.id, (home.get(m.a.id) ?? 0) + 1);
        setResult(s, r, m.board, 'a', 61, 30);
      }
    }
    expect(nights).toEqual([1, 1, 2, 2, 3, 3]);
    expect([...home.values()]).toEqual([3, 3, 3, 3]);
    const st = standings(s);
    expect(st.order).toEqual(['gamesWon', 'scoreDifference']);
    expect(st.rows.map((r) => [r.values.gamesWon, r.values.scoreDifference])).toEqual([[3, 0], [3, 0], [3, 0], [3, 0]]);
  });
});
