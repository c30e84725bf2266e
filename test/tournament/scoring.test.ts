/** Standings through the API match hand-computed examples for each game's own scoring. */
import { describe, expect, it } from 'vitest';
import { eventWith, matchesOf, pairNext, setResult, standings } from './helpers';

type Game = ['a' | 'b' | null, number, number, object?];

/** Plays a 3- or 4-entry round robin with the given games per board per round. */
function play(s: ReturnType<typeof eventWith>, rounds: Game[][][]): void {
  rounds.forEach((boards, r) => {
    const round = pairNext(s);
    matchesOf(round).forEach((m, b) => boards[b]!.forEach(([w, x, y, extra], g) => setResult(s, r + 1, m.board, w, x, y, { game: g + 1, ...extra })));
  });
}

describe('each game\'s scoring in the standings', () => {
  it('R-ONI-12: Onino ranks by total points, then average per game (matches of two games)', () => {
    const s = eventWith({ game: 'onino', format: 'round-robin', names: ['Ann', 'Bob', 'Cid'], settings: { gamesPerMatch: 2 } });
    // Rounds (Berger 3/4): Bob-Cid (Ann bye); Ann-Bob (Cid bye); Cid-Ann (Bob bye).
    play(s, [
      [[['a', 60, -60], ['b', -20, 20]]],
      [[['a', 50, -50], ['b', -10, 10]]],
      [[['a', 30, -30], [null, 0, 0]]],
    ]);
    // Ann: +40 - 30 = 10 in 4 games; Bob: +40 - 40 = 0; Cid: -40 + 30 = -10.
    const st = standings(s);
    expect(st.order).toEqual(['gameScore', 'averageGameScore']);
    expect(st.rows.map((r) => [r.name, r.values.gameScore, r.values.averageGameScore, r.games])).toEqual([
      ['Ann', 10, 2.5, 4], ['Bob', 0, 0, 4], ['Cid', -10, -2.5, 4],
    ]);
  });

  it('dominoes ranks by games won, then point difference', () => {
    const s = eventWith({ game: 'dominoes', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    // Rounds: Ann-Dan, Bob-Cid | Dan-Cid, Ann-Bob | Bob-Dan, Cid-Ann.
    play(s, [
      [[['a', 61, 40]], [['a', 65, 10]]],
      [[['a', 70, 60]], [['b', 20, 61]]],
      [[['b', 30, 62]], [['b', 50, 61]]],
    ]);
    // Ann 2 won, 21 - 41 + 11 = -9; Bob 2, 55 + 41 - 32 = 64; Dan 2, -21 + 10 + 32 = 21; Cid 0.
    expect(standings(s).rows.map((r) => [r.name, r.values.gamesWon, r.values.scoreDifference])).toEqual([
      ['Bob', 2, 64], ['Dan', 2, 21], ['Ann', 2, -9], ['Cid', 0, -76],
    ]);
  });

  it('Tonobeb ranks by match points, Buchholz, Sonneborn-Berger, then margin', () => {
    const s = eventWith({ game: 'tonobeb', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'] });
    play(s, [
      [[['a', 4, 0]], [['a', 2, 0]]],
      [[['b', 0, 4]], [['b', 0, 1]]],
      [[['a', 5, 0]], [[null, 2, 2, { ending: 'agreement' }]]],
    ]);
    // Ann and Cid: 1.5 points, Buchholz 4.5, SB 0.75 each; margin Ann 4 - 1 = 3, Cid -2 + 4 = 2.
    expect(standings(s).rows.map((r) => [r.name, r.rank, r.values.matchPoints, r.values.buchholz, r.values.sonnebornBerger, r.values.margin])).toEqual([
      ['Bob', 1, 3, 3, 3, 8], ['Ann', 2, 1.5, 4.5, 0.75, 3], ['Cid', 3, 1.5, 4.5, 0.75, 2], ['Dan', 4, 0, 6, 0, -13],
    ]);
  });

  it('the tie-break order is configurable per event and per request', () => {
    const s = eventWith({ game: 'tonobeb', format: 'round-robin', names: ['Ann', 'Bob', 'Cid', 'Dan'], settings: { tieBreaks: ['matchPoints', 'margin'] } });
    play(s, [
      [[['a', 4, 0]], [['a', 2, 0]]],
      [[['b', 0, 4]], [['b', 0, 1]]],
      [[['a', 5, 0]], [[null, 2, 2, { ending: 'agreement' }]]],
    ]);
    expect(standings(s).order).toEqual(['matchPoints', 'margin']);
    const byWins = standings(s);
    expect(byWins.rows.map((r) => r.name)).toEqual(['Bob', 'Ann', 'Cid', 'Dan']);
  });
});
