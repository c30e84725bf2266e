import { describe, expect, it } from 'vitest';
import type { ResultInput } from '../results';
import {
  addPlayers, addTeam, boardSeats, checkBoardKinds, defaultLineups, fixtureScore, individualStandings, makeFixtures, newTeamEvent, playerAverages, setBoardResult, setLineup,
  teamStandings, type BoardKind, type TeamEvent,
} from '.';

function must<T>(o: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}
function refused(o: { ok: boolean; error?: { message: string; rule: string } }): string {
  expect(o.ok).toBe(false);
  return o.error!.message;
}

const KINDS: BoardKind[] = [...Array<BoardKind>(6).fill('singles'), ...Array<BoardKind>(3).fill('doubles')];
const DATES = ['2026-10-01', '2026-10-08'];
/** Real all-fives results (R-DOM-7: the winner reaches 61; a partnership's points are pooled). */
const home: ResultInput = { winner: 'a', score: { a: 61, b: 40 } };
const away: ResultInput = { winner: 'b', score: { a: 35, b: 62 } };

/** A dominoes league of two teams, six singles and three doubles boards, squads of 12 (p1..p12) and an alternate. */
function season(): TeamEvent {
  let e = newTeamEvent({ seasonId: 'S1', name: 'Domino league', game: 'dominoes', format: 'league', boards: 9, boardKinds: KINDS });
  for (const t of ['h', 'a']) {
    e = must(addTeam(e, { id: t, name: t === 'h' ? 'Spinners' : 'Muggins', club: t === 'h' ? 'SBYC' : 'Harbour' }));
    e = must(addPlayers(e, t, Array.from({ length: 12 }, (_, i) => ({ id: `${t}${i + 1}`, name: `${t.toUpperCase()} player ${i + 1}`, club: '', rating: null })), 'squad'));
    e = must(addPlayers(e, t, [{ id: `${t}alt`, name: `${t.toUpperCase()} alternate`, club: '', rating: null }], 'alternate'));
  }
  return must(makeFixtures(e, DATES));
}

describe('dominoes doubles boards: six singles and three doubles (issue 43 part 4)', () => {
  it('the kinds are allowed for dominoes only, never with a Scheveningen; all singles is no mix', () => {
    expect(must(checkBoardKinds('dominoes', {}, KINDS, false))).toEqual(KINDS);
    expect(must(checkBoardKinds('dominoes', {}, ['singles', 'singles'], false))).toBeNull();
    expect(refused(checkBoardKinds('othello', {}, KINDS, false))).toMatch(/Othello has no doubles boards/);
    expect(refused(checkBoardKinds('dominoes', {}, KINDS, true))).toMatch(/Scheveningen match has singles boards only/);
    expect(boardSeats(season())).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2]);
  });

  it('a team needs twelve players (six singles, three pairs); the default line-up seats partners in board order', () => {
    let e = newTeamEvent({ seasonId: 'S2', name: 'Short', game: 'dominoes', format: 'league', boards: 9, boardKinds: KINDS });
    for (const t of ['h', 'a']) {
      e = must(addTeam(e, { id: t, name: `Team ${t}` }));
      e = must(addPlayers(e, t, Array.from({ length: 9 }, (_, i) => ({ id: `${t}${i + 1}`, name: `${t}${i + 1}`, club: '', rating: null })), 'squad'));
    }
    expect(refused(makeFixtures(e, DATES))).toMatch(/team Team h has 9 players for 9 boards \(12 needed\)/);
    const f = must(defaultLineups(season(), '1.1')).fixtures.find((x) => x.id === '1.1')!;
    expect(f.boards.map((b) => b.home)).toEqual([['h1'], ['h2'], ['h3'], ['h4'], ['h5'], ['h6'], ['h7', 'h8'], ['h9', 'h10'], ['h11', 'h12']]);
  });

  it('a line-up names one player on a singles board and two partners on a doubles board, each checked', () => {
    const e = season();
    const f = e.fixtures.find((x) => x.round === 1)!;
    const side = f.home === 'h' ? 'home' : 'away';
    const seats = [['h1'], ['h2'], ['h3'], ['h4'], ['h5'], ['h6'], ['h7', 'h8'], ['h9', 'h10'], ['h11', 'h12']];
    expect(must(setLineup(e, f.id, side, { seats })).fixtures.find((x) => x.id === f.id)!.boards[6]![side]).toEqual(['h7', 'h8']);
    // A pair on a singles board, a single on a doubles board.
    expect(refused(setLineup(e, f.id, side, { seats: [['h1', 'h2'], ...seats.slice(1)] }))).toMatch(/board 1 of Spinners seats 2 players; a board takes 1/);
    expect(refused(setLineup(e, f.id, side, { seats: [...seats.slice(0, 6), ['h7'], ...seats.slice(7)] }))).toMatch(/board 7 of Spinners seats 1 player; a board takes 2/);
    // Every partner is checked: a player of the other team, a player on two boards, the board order.
    expect(refused(setLineup(e, f.id, side, { seats: [...seats.slice(0, 8), ['h11', 'a1']] }))).toMatch(/A player 1 on board 9 is not in team Spinners/);
    expect(refused(setLineup(e, f.id, side, { seats: [...seats.slice(0, 8), ['h11', 'h1']] }))).toMatch(/H player 1 is on two boards of Spinners/);
    expect(refused(setLineup(e, f.id, side, { seats: [...seats.slice(0, 6), ['h11', 'h12'], ['h9', 'h10'], ['h7', 'h8']] }))).toMatch(/board order broken in Spinners: board 8/);
    // An alternate partners a squad player, naming whom it replaces.
    const alt = must(setLineup(e, f.id, side, { seats: [...seats.slice(0, 8), ['h11', 'halt']], substitutes: { halt: 'h12' } }));
    expect(alt.fixtures.find((x) => x.id === f.id)!.boards[8]![side]).toEqual(['h11', 'halt']);
  });

  it('match points count each board once: a doubles board is one game, one board point, the partners share it', () => {
    let e = must(defaultLineups(season(), '1.1'));
    const f = e.fixtures.find((x) => x.id === '1.1')!;
    // Home wins four singles and two of the three doubles: 6 board points to 3.
    const results = [home, home, home, home, away, away, home, home, away];
    results.forEach((r, i) => { e = must(setBoardResult(e, { fixture: f.id, board: i + 1, game: 0, result: r, playedOn: DATES[0]! })); });
    const s = fixtureScore(e.game, e.scoring, e.fixtures.find((x) => x.id === '1.1')!, e.gamesPerBoard);
    expect(s.boardPoints).toEqual({ home: 6, away: 3 });
    expect(s.winner).toBe('home');
    const table = teamStandings(e).rows;
    expect(table.map((r) => [r.name, r.boardPointsFor, r.matchPoints])).toEqual([['Spinners', 6, 2], ['Muggins', 3, 0]]);
    // The partners share their board: each has one game, won; the individual standings seat the pair as one entry.
    const homePair = e.fixtures.find((x) => x.id === '1.1')!.boards[6]!.home;
    const avg = playerAverages(e);
    for (const p of homePair) expect(avg.find((r) => r.player === p)).toMatchObject({ played: 1, won: 1 });
    expect(individualStandings(e).rows.find((r) => r.entry === homePair.join('+'))).toMatchObject({ played: 1 });
  });

  it('a doubles board result is checked by the game\'s rules like any other (R-DOM-7: the winner reaches 61)', () => {
    const e = must(defaultLineups(season(), '1.1'));
    expect(refused(setBoardResult(e, { fixture: '1.1', board: 8, game: 0, result: { winner: 'a', score: { a: 55, b: 40 } }, playedOn: DATES[0]! }))).toMatch(/61/);
  });
});
