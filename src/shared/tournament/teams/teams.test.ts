import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../games/types';
import type { ResultInput } from '../results';
import {
  addPlayers, addTeam, boardPrizes, defaultLineups, defaultPlayer, exportNight, fixtureScore, forfeitPlayer, importNight, individualStandings,
  makeFixtures, newTeamEvent, pairSwissRound, postpone, setBoardOrder, setBoardResult, setLineup, teamCrossTable, teamStandings,
  type NewTeamEvent, type TeamEvent,
} from '.';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');
function must<T>(o: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}
function refusal(o: { ok: boolean; error?: { message: string; rule: string } }): string {
  expect(o.ok).toBe(false);
  return o.error!.message;
}

/** Four teams of `size` squad players (ids t1p1 ...) and one alternate each (t1alt). */
function league(extra: Partial<NewTeamEvent> = {}, size = 2, teams = 4): TeamEvent {
  let e = newTeamEvent({ seasonId: 'S1', name: 'Winter league', game: 'othello', format: 'league', boards: 2, ...extra });
  for (let t = 1; t <= teams; t++) {
    e = must(addTeam(e, { id: `t${t}`, name: `Team ${t}`, club: `Club ${t}`, venue: `Hall ${t}` }));
    e = must(addPlayers(e, `t${t}`, Array.from({ length: size }, (_, i) => ({ id: `t${t}p${i + 1}`, name: `T${t} Player ${i + 1}`, club: '', rating: 1500 - i * 10 })), 'squad'));
    e = must(addPlayers(e, `t${t}`, [{ id: `t${t}alt`, name: `T${t} Alternate`, club: '', rating: null }], 'alternate'));
  }
  return e;
}

const DATES = ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29', '2026-11-05'];
const win: ResultInput = { winner: 'a', score: { a: 40, b: 24 } };
const loss: ResultInput = { winner: 'b', score: { a: 24, b: 40 } };
const draw: ResultInput = { winner: null, score: { a: 32, b: 32 } };

function play(e: TeamEvent, id: string, results: ResultInput[], on: string): TeamEvent {
  let next = must(defaultLineups(e, id));
  results.forEach((r, i) => { next = must(setBoardResult(next, { fixture: id, board: i + 1, game: 0, result: r, playedOn: on })); });
  return next;
}

describe('teams and squads', () => {
  it('a player is in at most one team of an event', () => {
    const e = league();
    expect(refusal(addPlayers(e, 't2', [{ id: 't1p1', name: 'T1 Player 1', club: '', rating: null }], 'alternate'))).toMatch(/T1 Player 1 is already in team Team 1/);
  });

  it('a team short of players for its boards is refused when the fixtures are made, naming it', () => {
    let e = league();
    e = must(addTeam(e, { id: 't5', name: 'Team 5' }));
    e = must(addPlayers(e, 't5', [{ id: 'x', name: 'X', club: '', rating: null }], 'squad'));
    expect(refusal(makeFixtures(e, DATES))).toMatch(/team Team 5 has 1 player for 2 boards/);
  });

  it('Onino doubles boards are pairs: a team needs two players a board', () => {
    const e = league({ game: 'onino', options: { mode: 'doubles' } });
    expect(refusal(makeFixtures(e))).toMatch(/Team 1 has 2 players for 2 boards \(4 needed\)/);
    const four = league({ game: 'onino', options: { mode: 'doubles' } }, 4);
    const f = must(defaultLineups(must(makeFixtures(four)), '1.1')).fixtures[0]!;
    expect(f.boards[0]!.home).toEqual(['t1p1', 't1p2']);
    expect(f.boards[1]!.home).toEqual(['t1p3', 't1p4']);
  });
});

describe('board order', () => {
  const e = must(makeFixtures(league({}, 3), DATES));

  it('players sit in squad board order; a line-up that breaks it is refused naming the board', () => {
    expect(refusal(setLineup(e, '1.1', 'home', { seats: [['t1p2'], ['t1p1']] }))).toMatch(/board order broken in Team 1: board 2 \(T1 Player 1, board order 1\)/);
    expect(setLineup(e, '1.1', 'home', { seats: [['t1p1'], ['t1p3']] }).ok).toBe(true);
  });

  it('a substitute takes the board order of the player it replaces', () => {
    expect(refusal(setLineup(e, '1.1', 'home', { seats: [['t1alt'], ['t1p2']] }))).toMatch(/must say which squad player T1 Alternate replaces/);
    expect(setLineup(e, '1.1', 'home', { seats: [['t1alt'], ['t1p2']], substitutes: { t1alt: 't1p1' } }).ok).toBe(true);
    expect(refusal(setLineup(e, '1.1', 'home', { seats: [['t1p1'], ['t1alt']], substitutes: { t1alt: 't1p1' } }))).toMatch(/replaces T1 Player 1, who also plays/);
    expect(refusal(setLineup(e, '1.1', 'home', { seats: [['t1p2'], ['t1alt']], substitutes: { t1alt: 't1p1' } }))).toMatch(/board order broken/);
  });

  it('the board order is fixed once the event has started', () => {
    const played = play(e, '1.1', [win, win], DATES[0]!);
    expect(refusal(setBoardOrder(played, 't1', ['t1p2', 't1p1', 't1p3']))).toMatch(/board order is fixed/);
  });

  it('first moves alternate by board: home first on odd boards, away on even ones; mini-matches swap per game', () => {
    const two = must(makeFixtures(league({ gamesPerBoard: 2 }), DATES));
    const f = must(defaultLineups(two, '1.1')).fixtures[0]!;
    expect(f.boards.map((b) => b.games.map((g) => g.first))).toEqual([['a', 'b'], ['b', 'a']]);
  });
});

describe('scoring', () => {
  const e = must(makeFixtures(league({ boards: 3, scoring: { match: { win: 3, draw: 1, loss: 0, narrowLoss: { within: 1, points: 1 } } } }, 3), DATES));

  it('margin scheme: 3 for a match win, 1 for a narrow loss, 0 for a heavy one', () => {
    const narrow = play(e, '1.1', [win, win, loss], DATES[0]!).fixtures.find((f) => f.id === '1.1')!;
    expect(fixtureScore('othello', e.scoring, narrow, 1)).toMatchObject({ status: 'played', boardPoints: { home: 2, away: 1 }, matchPoints: { home: 3, away: 1 }, winner: 'home' });
    const heavy = play(e, '1.1', [win, win, win], DATES[0]!).fixtures.find((f) => f.id === '1.1')!;
    expect(fixtureScore('othello', e.scoring, heavy, 1).matchPoints).toEqual({ home: 3, away: 0 });
    const level = play(e, '1.1', [win, draw, loss], DATES[0]!).fixtures.find((f) => f.id === '1.1')!;
    expect(fixtureScore('othello', e.scoring, level, 1).matchPoints).toEqual({ home: 1, away: 1 });
  });

  it('dominoes leagues score every game (board points per game)', () => {
    const d = must(makeFixtures(league({ game: 'dominoes' as GameId, gamesPerBoard: 3, scoring: { board: { per: 'game' } } }), DATES));
    let next = must(defaultLineups(d, '1.1'));
    const g = (winner: 'a' | 'b'): ResultInput => ({ winner, score: winner === 'a' ? { a: 61, b: 20 } : { a: 20, b: 61 } });
    [[g('a'), g('a'), g('b')], [g('b'), g('b'), g('b')]].forEach((games, b) => games.forEach((r, i) => {
      next = must(setBoardResult(next, { fixture: '1.1', board: b + 1, game: i, result: r, playedOn: DATES[0]! }));
    }));
    expect(fixtureScore('dominoes', next.scoring, next.fixtures[0]!, 3)).toMatchObject({ boardPoints: { home: 2, away: 4 }, winner: 'away' });
  });

  it('board results feed the individual standings and the board prizes', () => {
    const s = play(e, '1.1', [win, win, loss], DATES[0]!);
    const ind = individualStandings(s);
    expect(ind.rows.find((r) => r.entry === 't1p1')?.values.matchPoints).toBe(1);
    expect(ind.rows.find((r) => r.entry === 't4p3')?.values.matchPoints).toBe(1);
    expect(boardPrizes(s).map((p) => [p.board, p.player])).toEqual([[1, 't1p1'], [2, 't1p2'], [3, 't4p3']]);
  });
});

describe('league season', () => {
  const e = must(makeFixtures(league(), DATES));

  it('a double round of four teams: six rounds, each pair meeting home and away, dated and at the home venue', () => {
    expect(e.fixtures).toHaveLength(12);
    const meet = e.fixtures.filter((f) => [f.home, f.away].sort().join() === 't1,t2');
    expect(meet.map((f) => f.home).sort()).toEqual(['t1', 't2']);
    expect(e.fixtures.every((f) => f.date === DATES[f.round - 1] && f.venue === `Hall ${f.home.slice(1)}`)).toBe(true);
  });

  it('a postponed match blocks nothing; results come in any order; the table as of a date shows matches in hand', () => {
    let s = must(postpone(e, '1.1', '2026-11-20', 'hall flooded'));
    expect(refusal(setBoardResult(must(defaultLineups(s, '1.1')), { fixture: '1.1', board: 1, game: 0, result: win, playedOn: DATES[0]! }))).toMatch(/scheduled for 2026-11-20: not played yet on 2026-10-01/);
    s = play(s, '2.1', [win, draw], DATES[1]!); // round 2 before round 1
    s = play(s, '1.2', [loss, loss], DATES[0]!);
    const asOf = teamStandings(s, DATES[1]);
    const row = (t: string) => asOf.rows.find((r) => r.team === t)!;
    const late = [s.fixtures.find((f) => f.id === '1.1')!.home, s.fixtures.find((f) => f.id === '1.1')!.away];
    for (const t of late) expect(row(t).played + row(t).inHand).toBe(Math.max(...asOf.rows.map((r) => r.played)));
    expect(late.some((t) => row(t).inHand === 1)).toBe(true);
    expect(teamStandings(s, DATES[0]).rows.reduce((n, r) => n + r.played, 0)).toBe(2);
    s = play(s, '1.1', [win, win], '2026-11-20');
    const after = teamStandings(s, '2026-11-20');
    expect(late.map((t) => after.rows.find((r) => r.team === t)!.played)).toEqual(late.map((t) => row(t).played + 1));
    expect(teamCrossTable(s).totals.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('a result for a fixture without line-ups, or entered twice, is refused naming it', () => {
    expect(refusal(setBoardResult(e, { fixture: '1.1', board: 1, game: 0, result: win, playedOn: DATES[0]! }))).toMatch(/fixture 1.1 \(Team 1 v Team 4\) has no home line-up yet/);
    const s = play(e, '1.1', [win, win], DATES[0]!);
    expect(refusal(setBoardResult(s, { fixture: '1.1', board: 2, game: 0, result: loss, playedOn: DATES[0]! }))).toMatch(/board 2 of fixture 1.1 \(Team 1 v Team 4\) already has a result \(40-24\)/);
    expect(setBoardResult(s, { fixture: '1.1', board: 2, game: 0, result: loss, playedOn: DATES[0]!, correct: true }).ok).toBe(true);
  });
});

describe('alternates and forfeits', () => {
  it('R-ONI-14: with an alternate, earlier scores stand, the alternate takes the place in existing fixtures (nothing rescheduled), replays the game and inherits nothing', () => {
    let s = must(makeFixtures(league({ game: 'onino' }), DATES));
    const oninoWin: ResultInput = { winner: 'a', score: { a: 80, b: -80 }, markersUsed: 25 };
    s = play(s, '1.1', [oninoWin, oninoWin], DATES[0]!);
    const before = s.fixtures.map((f) => [f.id, f.round, f.home, f.away, f.date]);
    s = must(defaultLineups(s, '2.1'));
    const f21 = s.fixtures.find((f) => f.id === '2.1')!;
    const forfeiter = f21.boards[0]!.home[0]!;
    const team = s.teams.find((t) => t.squad.includes(forfeiter))!;
    s = must(forfeitPlayer(s, { fixture: '2.1', player: forfeiter, reason: 'walked out', alternate: `${team.id}alt`, replayDate: '2026-10-12' }));
    expect(s.fixtures.map((f) => [f.id, f.round, f.home, f.away, f.date])).toEqual(before);
    const t = s.teams.find((x) => x.id === team.id)!;
    expect(t.squad[0]).toBe(`${team.id}alt`);
    expect(t.barred).toEqual([forfeiter]);
    const replay = s.fixtures.find((f) => f.id === '2.1')!.boards[0]!;
    expect(replay.home).toEqual([`${team.id}alt`]);
    expect(replay.replay?.date).toBe('2026-10-12');
    // earlier scores of the forfeiter stand
    expect(fixtureScore('onino', s.scoring, s.fixtures.find((f) => f.id === '1.1')!, 1).matchPoints.home).toBe(2);
    // the alternate replays: not before the replay date, then counted
    expect(refusal(setBoardResult(s, { fixture: '2.1', board: 1, game: 0, result: oninoWin, playedOn: DATES[1]! }))).toMatch(/replayed on 2026-10-12/);
    s = must(setBoardResult(s, { fixture: '2.1', board: 1, game: 0, result: oninoWin, playedOn: '2026-10-12' }));
    const ind = individualStandings(s);
    const alt = ind.rows.find((r) => r.entry === `${team.id}alt`)!;
    expect(alt.played).toBe(1);
    expect(alt.values.gameScore).toBe(80);
    // barred: never lined up again, and a later fixture seats the alternate
    const later = s.fixtures.find((f) => f.round > 2 && (f.home === team.id || f.away === team.id))!;
    const lined = must(defaultLineups(s, later.id)).fixtures.find((f) => f.id === later.id)!;
    expect(lined.boards.flatMap((b) => [...b.home, ...b.away])).not.toContain(forfeiter);
    expect(lined.boards.flatMap((b) => [...b.home, ...b.away])).toContain(`${team.id}alt`);
  });

  it('R-ONI-14: without an alternate an Onino forfeiter is barred and every game the player played is struck', () => {
    let s = must(makeFixtures(league({ game: 'onino' }, 3), DATES));
    const oninoWin: ResultInput = { winner: 'a', score: { a: 80, b: -80 }, markersUsed: 25 };
    s = play(s, '1.1', [oninoWin, oninoWin], DATES[0]!);
    s = must(defaultLineups(s, '2.1'));
    const p = s.fixtures.find((f) => f.id === '1.1')!.boards[0]!.home[0]!;
    const fx = s.fixtures.find((f) => f.round === 2 && f.boards.some((b) => b.home.includes(p) || b.away.includes(p)))
      ?? s.fixtures.find((f) => f.round === 2 && (f.home === 't1' || f.away === 't1'))!;
    s = must(defaultLineups(s, fx.id));
    s = must(forfeitPlayer(s, { fixture: fx.id, player: p, reason: 'did not come' }));
    expect(s.fixtures.find((f) => f.id === '1.1')!.boards[0]!.games[0]!.flags?.struck).toBe(true);
    expect(s.teams.find((t) => t.id === 't1')!.barred).toContain(p);
  });

  it('the same alternate flow in another game: a dominoes forfeiter with an alternate', () => {
    let s = must(makeFixtures(league({ game: 'dominoes' }), DATES));
    s = must(defaultLineups(s, '1.1'));
    s = must(forfeitPlayer(s, { fixture: '1.1', player: 't1p2', reason: 'left', alternate: 't1alt', replayDate: DATES[1] }));
    expect(s.teams[0]!.squad).toEqual(['t1p1', 't1alt']);
    expect(s.fixtures[0]!.boards[1]!.home).toEqual(['t1alt']);
  });

  it('R-ONI-15: a default schedules a replay with a date and blocks nothing; a second default is a forfeit', () => {
    let s = must(makeFixtures(league({ game: 'onino' }), DATES));
    s = must(defaultLineups(s, '1.1'));
    s = must(defaultPlayer(s, { fixture: '1.1', player: 't1p1', reason: 'car broke down', replayDate: '2026-10-05' }));
    expect(s.fixtures[0]!.boards[0]!.replay?.date).toBe('2026-10-05');
    expect(s.teams[0]!.barred).toEqual([]);
    const oninoWin: ResultInput = { winner: 'a', score: { a: 80, b: -80 }, markersUsed: 25 };
    s = play(s, '2.1', [oninoWin, oninoWin], DATES[1]!); // later fixtures go on
    s = must(setBoardResult(s, { fixture: '1.1', board: 2, game: 0, result: oninoWin, playedOn: DATES[0]! }));
    expect(fixtureScore('onino', s.scoring, s.fixtures[0]!, 1).status).toBe('partial');
    s = must(setBoardResult(s, { fixture: '1.1', board: 1, game: 0, result: oninoWin, playedOn: '2026-10-05' }));
    expect(fixtureScore('onino', s.scoring, s.fixtures[0]!, 1).status).toBe('played');
    const f = s.fixtures.find((x) => x.round === 3 && (x.home === 't1' || x.away === 't1'))!;
    s = must(defaultLineups(s, f.id));
    s = must(defaultPlayer(s, { fixture: f.id, player: 't1p1', reason: 'ill again', alternate: 't1alt' }));
    expect(s.sanctions.map((x) => x.kind)).toEqual(['default', 'default', 'forfeit']);
    expect(s.teams[0]!.barred).toEqual(['t1p1']);
  });
});

describe('club-night files', () => {
  const e = must(makeFixtures(league(), DATES));
  const club = play(play(e, '1.1', [win, loss], DATES[0]!), '1.2', [draw, draw], DATES[0]!);
  const file = must(exportNight(club, DATES[0]!, hash));

  it('a night exported from a club copy imports into the secretary copy, once', () => {
    const s = must(importNight(e, JSON.parse(JSON.stringify(file)), hash));
    expect(teamStandings(s).rows.map((r) => r.played)).toEqual([1, 1, 1, 1]);
    expect(refusal(importNight(s, file, hash))).toMatch(/duplicate: the club night of 2026-10-01 \(fixtures 1.1, 1.2\) was already imported/);
  });

  it('a bad checksum, another season, or a conflicting result is refused, naming which', () => {
    const tampered = { ...file, fixtures: file.fixtures.map((f, i) => (i === 0 ? { ...f, id: '1.2' } : f)) };
    expect(refusal(importNight(e, tampered, hash))).toMatch(/bad checksum/);
    expect(refusal(importNight({ ...e, seasonId: 'S2' }, file, hash))).toMatch(/from another season \("Winter league"\)/);
    const here = play(e, '1.1', [loss, loss], DATES[0]!);
    expect(refusal(importNight(here, file, hash))).toMatch(/conflicting result: fixture 1.1 \(Team 1 v Team 4\) board 1 is 40-24 in the file and 24-40 here/);
    expect(refusal(importNight(e, { format: 'x' }, hash))).toMatch(/not a Club TD club-night file/);
  });
});

describe('team Swiss', () => {
  it('an odd field: the team without a fixture has the pairing bye, scored as a match win', () => {
    let s = league({ format: 'swiss', rounds: 3 }, 2, 3);
    s = must(pairSwissRound(s, null));
    expect(s.fixtures).toHaveLength(1);
    const resting = s.teams.find((t) => !s.fixtures.some((f) => f.home === t.id || f.away === t.id))!;
    expect(teamStandings(s).rows.find((r) => r.team === resting.id)!.matchPoints).toBe(2);
  });


  it('pairs rounds by the Dutch system on match points, refusing while a round is unfinished', () => {
    let s = league({ format: 'swiss', rounds: 3 });
    s = must(pairSwissRound(s, null));
    expect(s.fixtures.map((f) => [f.home, f.away])).toEqual([['t1', 't3'], ['t4', 't2']]);
    expect(refusal(pairSwissRound(s, null))).toMatch(/round 1 is not finished/);
    s = play(play(s, '1.1', [win, win], '2026-01-01'), '1.2', [win, win], '2026-01-01');
    s = must(pairSwissRound(s, null));
    const r2 = s.fixtures.filter((f) => f.round === 2).map((f) => [f.home, f.away].sort().join());
    expect(r2).toContain('t1,t4');
  });
});
