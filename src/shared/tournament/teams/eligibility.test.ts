import { describe, expect, it } from 'vitest';
import type { ResultInput } from '../results';
import {
  HIGHER_TEAM_RULE, addPlayers, addTeam, boardPrizes, decideFlag, defaultLineups, individualEvent, individualStandings, makeFixtures, newTeamEvent, playerAverages, setBoardResult, setLineup,
  teamCrossTable, teamStandings, voidedFixtures, withdrawTeam,
  type Fixture, type TeamEvent,
} from '.';

function must<T>(o: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
}
function refused(o: { ok: boolean; error?: { message: string; rule: string } }): { message: string; rule: string } {
  expect(o.ok).toBe(false);
  return o.error!;
}

const DATES = ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29', '2026-11-05'];
const win: ResultInput = { winner: 'a', score: { a: 40, b: 24 } };

/**
 * Four teams, two boards, a double round: Parity A and Parity B are one club's first and second
 * teams (entered in that order), Edges and Corners two other clubs.
 */
function season(league: TeamEvent['league'] = {}): TeamEvent {
  let e: TeamEvent = { ...newTeamEvent({ seasonId: 'S1', name: 'Winter league', game: 'othello', format: 'league', boards: 2 }), league };
  const teams = [['a', 'Parity A', 'Parity'], ['b', 'Parity B', 'Parity'], ['e', 'Edges', 'Edges'], ['c', 'Corners', 'Corners']] as const;
  for (const [id, name, club] of teams) {
    e = must(addTeam(e, { id, name, club, venue: `${club} hall` }));
    e = must(addPlayers(e, id, [1, 2].map((i) => ({ id: `${id}${i}`, name: `${name} player ${i}`, club, rating: null })), 'squad'));
  }
  return must(makeFixtures(e, DATES));
}

const sideOf = (f: Fixture, team: string) => (f.home === team ? 'home' : 'away');
/** Parity A's fixtures against the other clubs, in round order. */
const fixturesOf = (e: TeamEvent, team: string, notAgainst: string) => e.fixtures.filter((f) => (f.home === team || f.away === team) && f.home !== notAgainst && f.away !== notAgainst).sort((x, y) => x.round - y.round);

/** Parity B's first player plays up for Parity A in `f`, replacing a2 on board 2; the match is played. */
function playUp(e: TeamEvent, f: Fixture): TeamEvent {
  let next = must(setLineup(e, f.id, sideOf(f, 'a'), { seats: [['a1'], ['b1']], substitutes: { b1: 'a2' } }));
  next = must(defaultLineups(next, f.id));
  for (const board of [1, 2]) next = must(setBoardResult(next, { fixture: f.id, board, game: 0, result: win, playedOn: f.date! }));
  return next;
}

describe('league eligibility: matches for a higher team (issue 43 part 2)', () => {
  it('a player of a lower team may play up for a higher team of the club, seated as an alternate replacing a squad player', () => {
    const e = season({ eligibilityHigherTeamMatches: 3 });
    const f = fixturesOf(e, 'a', 'b')[0]!;
    expect(refused(setLineup(e, f.id, sideOf(f, 'a'), { seats: [['a1'], ['b1']] })).message).toMatch(/Parity B player 1 plays up from Parity B: board 2 must say which squad player of Parity A/);
    expect(playUp(e, f).fixtures.find((x) => x.id === f.id)!.boards[1]![sideOf(f, 'a')]).toEqual(['b1']);
  });

  it('a player of a higher team may not play down, nor a player of another club', () => {
    const e = season({ eligibilityHigherTeamMatches: 3 });
    const f = fixturesOf(e, 'b', 'a')[0]!;
    expect(refused(setLineup(e, f.id, sideOf(f, 'b'), { seats: [['b1'], ['a1']], substitutes: { a1: 'b2' } })).message).toMatch(/Parity A player 1 on board 2 is not in team Parity B/);
    const g = fixturesOf(e, 'a', 'b')[0]!;
    expect(refused(setLineup(e, g.id, sideOf(g, 'a'), { seats: [['a1'], ['e1']], substitutes: { e1: 'a2' } })).message).toMatch(/Edges player 1 on board 2 is not in team Parity A/);
  });

  it('refuse: after 3 matches for a higher team a player may not play for the lower one; the refusal names the rule and the player', () => {
    let e = season({ eligibilityHigherTeamMatches: 3, eligibilityAction: 'refuse' });
    const up = fixturesOf(e, 'a', 'b');
    e = playUp(e, up[0]!);
    e = playUp(e, up[1]!);
    const later = (x: TeamEvent) => fixturesOf(x, 'b', 'a').find((f) => f.date! > up[2]!.date!)!;
    // Two matches up: still eligible for the second team.
    expect(setLineup(e, later(e).id, sideOf(later(e), 'b'), { seats: [['b1'], ['b2']] }).ok).toBe(true);
    e = playUp(e, up[2]!);
    const f = later(e);
    const why = refused(setLineup(e, f.id, sideOf(f, 'b'), { seats: [['b1'], ['b2']] }));
    expect(why.rule).toBe(HIGHER_TEAM_RULE);
    expect(why.message).toMatch(/^Parity B player 1 has played 3 matches for Parity A, a higher team of the club, and may not play for Parity B in fixture .*matches for a higher team: 3\)$/);
    // A match of the second team before the third match up is not touched by it.
    const earlier = fixturesOf(e, 'b', 'a').find((x) => x.date! < up[2]!.date!)!;
    expect(setLineup(e, earlier.id, sideOf(earlier, 'b'), { seats: [['b1'], ['b2']] }).ok).toBe(true);
  });

  it('flag: the line-up is entered and the player flagged for the secretary, who decides it with a reason', () => {
    let e = season({ eligibilityHigherTeamMatches: 2, eligibilityAction: 'flag' });
    const up = fixturesOf(e, 'a', 'b');
    e = playUp(playUp(e, up[0]!), up[1]!);
    const f = fixturesOf(e, 'b', 'a').find((x) => x.date! > up[1]!.date!)!;
    e = must(setLineup(e, f.id, sideOf(f, 'b'), { seats: [['b1'], ['b2']] }));
    expect(e.flags).toEqual([{ rule: HIGHER_TEAM_RULE, fixture: f.id, team: 'b', player: 'b1', matches: 2, higher: ['a'] }]);
    // The same line-up again does not flag twice; a line-up without the player drops the waiting flag.
    expect(must(setLineup(e, f.id, sideOf(f, 'b'), { seats: [['b1'], ['b2']] })).flags).toHaveLength(1);
    e = must(decideFlag(e, f.id, 'b1', 'the second team was short, agreed by both clubs'));
    expect(e.flags![0]!.decided).toEqual({ reason: 'the second team was short, agreed by both clubs' });
    expect(refused(decideFlag(e, f.id, 'b1', 'again')).message).toMatch(/no eligibility flag waits for Parity B player 1/);
  });

  it('off by default: an event without the setting keeps the rules it was started with', () => {
    let e = season();
    const up = fixturesOf(e, 'a', 'b');
    for (const f of up.slice(0, 3)) e = playUp(e, f);
    const f = fixturesOf(e, 'b', 'a').find((x) => x.date! > up[2]!.date!)!;
    expect(must(setLineup(e, f.id, sideOf(f, 'b'), { seats: [['b1'], ['b2']] })).flags).toBeUndefined();
  });
});

describe('league: a withdrawn team (issue 43 part 2)', () => {
  /** Every fixture of round 1 played (home wins both boards). */
  function roundOne(e: TeamEvent): TeamEvent {
    let next = e;
    for (const f of e.fixtures.filter((x) => x.round === 1)) {
      next = must(defaultLineups(next, f.id));
      for (const board of [1, 2]) next = must(setBoardResult(next, { fixture: f.id, board, game: 0, result: win, playedOn: DATES[0]! }));
    }
    return next;
  }
  const corners = (e: TeamEvent) => e.fixtures.find((f) => f.round === 1 && (f.home === 'c' || f.away === 'c'))!;
  const opponent = (e: TeamEvent) => (corners(e).home === 'c' ? corners(e).away : corners(e).home);

  it('withdrawing in the first half of the season: its results are voided for both sides, the row noted and ranked last', () => {
    const e = must(withdrawTeam(roundOne(season()), 'c', DATES[1]!, 'not enough players'));
    const table = teamStandings(e);
    const row = (t: string) => table.rows.find((r) => r.team === t)!;
    expect(row('c')).toMatchObject({ played: 0, matchPoints: 0, toPlay: 0, withdrawn: { date: DATES[1], results: 'voided' } });
    expect(row(opponent(e)).played).toBe(0);
    expect(table.rows[table.rows.length - 1]!.team).toBe('c');
    // The table as of a date before the withdrawal still shows the match.
    expect(teamStandings(e, DATES[0]).rows.find((r) => r.team === 'c')!.played).toBe(1);
  });

  it('withdrawing in the second half (from the first night of round 4 of 6): its results stand, its unplayed matches count for nobody', () => {
    const e = must(withdrawTeam(roundOne(season()), 'c', DATES[3]!, 'club closed'));
    const table = teamStandings(e);
    const row = (t: string) => table.rows.find((r) => r.team === t)!;
    expect(row('c')).toMatchObject({ played: 1, toPlay: 0, inHand: 0, withdrawn: { date: DATES[3], results: 'stand' } });
    expect(row(opponent(e)).played).toBe(1);
    expect(row(opponent(e)).toPlay).toBe(4);
  });

  it('the setting decides whatever the half: void or stand', () => {
    const early = (league: TeamEvent['league']) => teamStandings(must(withdrawTeam(roundOne(season(league)), 'c', DATES[1]!, 'gone'))).rows.find((r) => r.team === 'c')!;
    expect(early({ withdrawnResults: 'stand' })).toMatchObject({ played: 1, withdrawn: { results: 'stand' } });
    const late = teamStandings(must(withdrawTeam(roundOne(season({ withdrawnResults: 'void' })), 'c', DATES[4]!, 'gone'))).rows.find((r) => r.team === 'c')!;
    expect(late).toMatchObject({ played: 0, withdrawn: { results: 'voided' } });
  });

  it('a withdrawn team cannot be lined up for a match on or after its withdrawal, nor withdraw twice', () => {
    const e = must(withdrawTeam(season(), 'c', DATES[1]!, 'gone'));
    const f = e.fixtures.find((x) => x.round === 2 && (x.home === 'c' || x.away === 'c'))!;
    expect(refused(defaultLineups(e, f.id)).message).toMatch(/Corners withdrew from Winter league on 2026-10-08 and cannot play fixture 2\./);
    expect(defaultLineups(e, corners(e).id).ok).toBe(true);
    expect(refused(withdrawTeam(e, 'c', DATES[2]!, 'again')).message).toMatch(/Corners already withdrew/);
  });
});

describe('league: a voided match counts nowhere (issue 43 part 2, "results voided")', () => {
  /** Round 1 played, home winning both boards; Corners then withdraws in the first half: its match is void. */
  function voidedSeason(): { e: TeamEvent; f: Fixture; other: string; players: string[] } {
    let e = season();
    for (const f of e.fixtures.filter((x) => x.round === 1)) {
      e = must(defaultLineups(e, f.id));
      for (const board of [1, 2]) e = must(setBoardResult(e, { fixture: f.id, board, game: 0, result: win, playedOn: DATES[0]! }));
    }
    const f = e.fixtures.find((x) => x.round === 1 && (x.home === 'c' || x.away === 'c'))!;
    e = must(withdrawTeam(e, 'c', DATES[1]!, 'not enough players'));
    return { e, f, other: f.home === 'c' ? f.away : f.home, players: [...f.boards.flatMap((b) => [...b.home, ...b.away])] };
  }

  it('one place decides it: voidedFixtures names the withdrawn team\'s fixtures, and only from the withdrawal date on', () => {
    const { e, f } = voidedSeason();
    expect(e.fixtures.filter(voidedFixtures(e)).every((x) => x.home === 'c' || x.away === 'c')).toBe(true);
    expect(voidedFixtures(e)(f)).toBe(true);
    expect(voidedFixtures(e, DATES[0])(f)).toBe(false);
    expect(voidedFixtures(must(withdrawTeam(season({ withdrawnResults: 'stand' }), 'c', DATES[1]!, 'gone')))(f)).toBe(false);
  });

  it('the team cross-table: the voided match shows no score and adds no match points to either side', () => {
    const { e, f, other } = voidedSeason();
    const x = teamCrossTable(e);
    const at = (id: string) => x.teams.findIndex((t) => t.id === id);
    const cell = x.cells[at('c')]![at(other)]!.find((c) => c.fixture === f.id)!;
    expect(cell).toMatchObject({ boardPoints: null, matchPoints: null, voided: true });
    expect(x.totals[at(other)]).toBe(0);
    expect(x.totals[at('c')]).toBe(0);
    // As of the match night, before the withdrawal, it still counts.
    const before = teamCrossTable(e, DATES[0]);
    expect(before.totals[at(other)]! + before.totals[at('c')]!).toBe(2);
  });

  it('the individual standings (and the board prizes): the voided boards count for no player', () => {
    const { e, players } = voidedSeason();
    const rows = individualStandings(e).rows;
    for (const p of players) expect(rows.find((r) => r.entry === p)!.played).toBe(0);
    expect(rows.filter((r) => r.played > 0)).toHaveLength(4);
    // Only the other match of round 1 (two boards) reaches the individual event.
    expect(individualEvent(e).rounds.flatMap((r) => r.pairings)).toHaveLength(2);
    expect(boardPrizes(e).every((b) => !players.includes(b.player))).toBe(true);
  });

  it('the player averages (website and screen): the voided games count for no player', () => {
    const { e, players } = voidedSeason();
    const avg = playerAverages(e);
    for (const p of players) expect(avg.find((r) => r.player === p)?.played ?? 0).toBe(0);
    expect(avg.filter((r) => r.played > 0)).toHaveLength(4);
    // As of the match night the games still count.
    expect(playerAverages(e, DATES[0]).filter((r) => r.played > 0)).toHaveLength(8);
  });
});
