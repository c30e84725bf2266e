/**
 * The standings defects found by an independent check (issue 37 part 6), each on the real services and a
 * real SQLite file; each test failed on the code before the fix. The score-first defect is tested where
 * the order is decided (src/shared/tournament/standings/tiebreaks2026.test.ts) and here through the API.
 */
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import type { TeamEventView, TeamStandingsView } from '../../src/shared/api/methods/teams';
import type { Standings } from '../../src/shared/tournament';
import { must, tempBackend } from '../support/tempdb';
import { eventWith, pairNext } from './helpers';

function refusal(backend: Backend, method: string, input: unknown): { code: string; message: string } {
  const r = backend.call(method, input);
  expect(r.ok).toBe(false);
  return (r as { ok: false; error: { code: string; message: string } }).error;
}

/** A two-team round robin of one board, with the fixtures made. */
function twoTeams(backend: Backend, scoring?: object): number {
  const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Cup', game: 'tonobeb', format: 'round-robin', boards: 1, ...(scoring ? { scoring } : {}) });
  for (const t of ['Ash', 'Elm']) {
    must(backend, 'teams.addTeam', { eventId, name: t });
    const id = must<{ id: number }>(backend, 'players.create', { name: `${t} one` }).id;
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [id] });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-02-01'] });
  return eventId;
}

describe('standings defects (issue 37 part 6)', () => {
  it('a team match forfeited by both teams is lost by both, not drawn', () => {
    const { backend } = tempBackend();
    const eventId = twoTeams(backend);
    must(backend, 'teams.forfeitMatch', { eventId, fixture: '1.1', side: 'both', playedOn: '2026-02-01', reason: 'neither team came' });
    const rows = must<TeamStandingsView>(backend, 'teams.standings', { eventId }).table.rows;
    for (const r of rows) expect(r).toMatchObject({ played: 1, won: 0, drawn: 0, lost: 1, matchPoints: 0 });
  });

  it('--match-win 3 alone makes a forfeit win worth 3 as well (a forfeit win is a win)', () => {
    const { backend } = tempBackend();
    const eventId = twoTeams(backend, { match: { win: 3 } });
    must(backend, 'teams.forfeitMatch', { eventId, fixture: '1.1', side: 'away', playedOn: '2026-02-01', reason: 'Elm did not come' });
    const view = must<TeamStandingsView>(backend, 'teams.standings', { eventId });
    expect(view.table.rows.map((r) => [r.name, r.matchPoints])).toEqual([['Ash', 3], ['Elm', 0]]);
    // Said explicitly, a forfeit win keeps its own value.
    const second = tempBackend().backend;
    const other = twoTeams(second, { match: { win: 3, forfeitWin: 2 } });
    expect(must<TeamEventView>(second, 'teams.get', { eventId: other }).event.scoring.match).toMatchObject({ win: 3, forfeitWin: 2 });
  });

  it('a team named like another team\'s id is refused, and an id always finds its own team', () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Cup', game: 'tonobeb', format: 'round-robin', boards: 1 });
    must(backend, 'teams.addTeam', { eventId, name: 'Ash' });
    const error = refusal(backend, 'teams.addTeam', { eventId, name: 'T1' });
    expect(error.message).toMatch(/a team cannot be named "T1": team ids are written so/);
    const view = must<TeamEventView>(backend, 'teams.get', { eventId });
    expect(view.event.teams.map((t) => t.name)).toEqual(['Ash']);
    // A season file may still bring such a name: the id wins over the name.
    const p = must<{ id: number }>(backend, 'players.create', { name: 'Ash one' });
    must(backend, 'teams.addPlayers', { eventId, team: 'T1', playerIds: [p.id] });
    expect(must<TeamEventView>(backend, 'teams.get', { eventId }).event.teams[0]!.squad).toEqual([String(p.id)]);
  });

  it('an unknown setting sent to tournaments.create is refused, naming it; nothing is created', () => {
    const { backend } = tempBackend();
    const error = refusal(backend, 'tournaments.create', {
      name: 'Open', game: 'othello', format: 'swiss', roundsPlanned: 5, options: {}, settings: { tieBreak: ['buchholz'], gamesPerMatch: 1 },
    });
    expect(error.code).toBe('invalid');
    expect(error.message).toMatch(/tieBreak/);
    expect(must<unknown[]>(backend, 'events.list', {})).toEqual([]);
  });

  it('a tieBreaks list without the score still ranks by the score first (through the API)', () => {
    const s = eventWith({ game: 'tonobeb', format: 'swiss', names: ['Ann', 'Bob', 'Cy', 'Di'], rounds: 3, settings: { tieBreaks: ['buchholz'] } });
    pairNext(s);
    const round = must<{ pairings: Array<{ kind: string; board: number }> }>(s.backend, 'rounds.get', { eventId: s.eventId, round: 1 });
    for (const p of round.pairings) if (p.kind === 'match') must(s.backend, 'results.set', { eventId: s.eventId, round: 1, board: p.board, winner: 'a', score: { a: 1, b: 0 } });
    const standings = must<Standings>(s.backend, 'standings.get', { eventId: s.eventId });
    expect(standings.order[0]).toBe('matchPoints');
    expect(standings.rows.slice(0, 2).every((r) => r.values.matchPoints === 1)).toBe(true);
  });
});
