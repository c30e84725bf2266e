/**
 * The season file keeps the league (issue 43): a club's copy made from `teams.exportSeason` has the
 * secretary's lock and eligibility settings, the eligibility flags (waiting or decided) and the teams
 * withdrawn, so its table and its line-up checks are the league's own. Two real SQLite files.
 */
import { describe, expect, it } from 'vitest';
import type { LeagueDesk } from '../../src/shared/api/methods/league';
import type { TeamEventView, TeamStandingsView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const won = { winner: 'a', score: { a: 40, b: 24 } };

describe('season file round trip: the league settings travel with the season (issue 43)', () => {
  it('export then import: settings, flags and a withdrawn team are the same in the copy', () => {
    const { backend: a } = tempBackend();
    const eventId = must<TeamEventView>(a, 'teams.createEvent', { name: 'County league', game: 'othello', format: 'league', boards: 2 }).eventId;
    const ids: Record<string, number> = {};
    for (const [team, club] of [['Parity A', 'Parity'], ['Parity B', 'Parity'], ['Edges', 'Edges'], ['Corners', 'Corners']] as const) {
      must(a, 'teams.addTeam', { eventId, name: team, club });
      for (const n of [1, 2]) ids[`${team} ${n}`] = must<{ id: number }>(a, 'players.create', { name: `${team} ${n}`, club }).id;
      must(a, 'teams.addPlayers', { eventId, team, playerIds: [ids[`${team} 1`], ids[`${team} 2`]] });
    }
    must(a, 'teams.makeFixtures', { eventId, dates: [-35, -28, -21, -14, -7, 0].map(day) });
    must(a, 'league.configure', { eventId, cardLockDays: 3, eligibilityHigherTeamMatches: 1, eligibilityAction: 'flag', withdrawnResults: 'void' });
    // Parity B's first player plays up once for Parity A, then for Parity B: flagged.
    let view = must<TeamEventView>(a, 'teams.get', { eventId });
    const team = (name: string) => view.event.teams.find((t) => t.name === name)!.id;
    const [A, B] = [team('Parity A'), team('Parity B')];
    const against = (t: string, not: string) => view.fixtures.filter((f) => (f.home === t || f.away === t) && f.home !== not && f.away !== not).sort((x, y) => x.round - y.round);
    const up = against(A, B)[0]!;
    must(a, 'teams.setLineup', { eventId, fixture: up.id, side: up.home === A ? 'home' : 'away', seats: [[ids['Parity A 1']], [ids['Parity B 1']]], substitutes: [{ alternate: ids['Parity B 1'], replaces: ids['Parity A 2'] }] });
    must(a, 'teams.setResults', { eventId, fixture: up.id, playedOn: up.date, defaultLineups: true, boards: [{ board: 1, result: won }, { board: 2, result: won }] });
    const later = against(B, A).find((f) => f.date! > up.date!)!;
    must(a, 'teams.setLineup', { eventId, fixture: later.id, side: later.home === B ? 'home' : 'away', seats: [[ids['Parity B 1']], [ids['Parity B 2']]] });
    // The other club whose round-1 match is not the one played up plays it, then withdraws: its results voided.
    view = must<TeamEventView>(a, 'teams.get', { eventId });
    const gone = view.fixtures.find((f) => f.round === 1 && f.id !== up.id && [f.homeName, f.awayName].some((n) => n === 'Edges' || n === 'Corners'))!;
    const goneName = [gone.homeName, gone.awayName].find((n) => n === 'Edges' || n === 'Corners')!;
    must(a, 'teams.setResults', { eventId, fixture: gone.id, playedOn: gone.date, defaultLineups: true, boards: [{ board: 1, result: won }, { board: 2, result: won }] });
    must(a, 'league.withdrawTeam', { eventId, team: goneName, date: day(-28), reason: 'not enough players' });

    const file = must<{ json: string }>(a, 'teams.exportSeason', { eventId });
    const { backend: b } = tempBackend();
    const copy = must<TeamEventView>(b, 'teams.importSeason', { json: file.json });

    const desk = (x: typeof a, id: number) => {
      const d = must<LeagueDesk>(x, 'league.desk', { eventId: id });
      return {
        settings: { cardLockDays: d.cardLockDays, eligibilityHigherTeamMatches: d.eligibilityHigherTeamMatches, eligibilityAction: d.eligibilityAction, withdrawnResults: d.withdrawnResults },
        flags: d.needsDecision.map((f) => [f.fixture, f.playerName, f.teamName, f.matches, f.higher]),
        withdrawn: d.withdrawn.map(({ name, date, reason, results }) => ({ name, date, reason, results })),
      };
    };
    const original = desk(a, eventId);
    expect(original.settings).toEqual({ cardLockDays: 3, eligibilityHigherTeamMatches: 1, eligibilityAction: 'flag', withdrawnResults: 'void' });
    expect(original.flags).toContainEqual([later.id, 'Parity B 1', 'Parity B', 1, ['Parity A']]);
    expect(original.withdrawn).toEqual([{ name: goneName, date: day(-28), reason: 'not enough players', results: 'voided' }]);
    expect(desk(b, copy.eventId)).toEqual(original);
    // The copy's table voids the withdrawn team's match as the secretary's does.
    const rows = (x: typeof a, id: number) => must<TeamStandingsView>(x, 'teams.standings', { eventId: id }).table.rows.map((r) => [r.name, r.played, r.matchPoints, r.withdrawn?.results ?? null]);
    expect(rows(b, copy.eventId)).toEqual(rows(a, eventId));
    expect(rows(b, copy.eventId).find((r) => r[0] === goneName)).toEqual([goneName, 0, 0, 'voided']);

    // The flag, decided in the copy, names the copy's own player id.
    const playerHere = Object.values(must<TeamEventView>(b, 'teams.get', { eventId: copy.eventId }).event.players).find((p) => p.name === 'Parity B 1')!.id;
    must(b, 'league.decideFlag', { eventId: copy.eventId, fixture: later.id, playerId: Number(playerHere), reason: 'agreed' });
    expect(must<LeagueDesk>(b, 'league.desk', { eventId: copy.eventId }).needsDecision.map((f) => f.fixture)).not.toContain(later.id);
  });

  it('a season file whose league settings are out of range is refused naming the field', () => {
    const { backend: a } = tempBackend();
    const eventId = must<TeamEventView>(a, 'teams.createEvent', { name: 'County league', game: 'othello', format: 'league', boards: 2 }).eventId;
    must(a, 'league.configure', { eventId, cardLockDays: 3 });
    const file = JSON.parse(must<{ json: string }>(a, 'teams.exportSeason', { eventId }).json) as { event: { league: Record<string, unknown> } };
    file.event.league.eligibilityAction = 'shrug';
    const { backend: b } = tempBackend();
    const r = b.call('teams.importSeason', { json: JSON.stringify(file) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/event\.league\.eligibilityAction.*must be refuse or flag/);
  });
});
