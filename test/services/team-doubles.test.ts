/**
 * Dominoes doubles boards through the API on a real SQLite file (issue 43 part 4): a team event made
 * with each board's kind or with singles and doubles counts, refused for a game without partnership
 * boards, line-ups of pairs on doubles boards, a captain's page seating two partners there, and the
 * season file carrying the kinds.
 */
import { describe, expect, it } from 'vitest';
import type { CaptainView } from '../../src/shared/api/methods/league';
import type { TeamEventView, TeamStandingsView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

const won = (a: number, b: number) => ({ winner: a > b ? 'a' : 'b', score: { a, b } });

describe('teams.createEvent with singles and doubles boards (dominoes)', () => {
  it('boards as kinds or as counts; refused for Othello and with a Scheveningen', () => {
    const { backend } = tempBackend();
    const kinds = must<TeamEventView>(backend, 'teams.createEvent', { name: 'A', game: 'dominoes', format: 'league', boards: [...Array(6).fill({ kind: 'singles' }), ...Array(3).fill({ kind: 'doubles' })] });
    expect(kinds.event).toMatchObject({ boards: 9, boardKinds: [...Array(6).fill('singles'), ...Array(3).fill('doubles')] });
    const counts = must<TeamEventView>(backend, 'teams.createEvent', { name: 'B', game: 'dominoes', format: 'league', singlesBoards: 6, doublesBoards: 3 });
    expect(counts.event.boardKinds).toEqual(kinds.event.boardKinds);
    // Singles only: no kinds kept, the event is as before.
    expect(must<TeamEventView>(backend, 'teams.createEvent', { name: 'C', game: 'dominoes', format: 'league', singlesBoards: 4 }).event.boardKinds).toBeUndefined();
    const othello = backend.call('teams.createEvent', { name: 'D', game: 'othello', format: 'league', singlesBoards: 2, doublesBoards: 1 });
    expect(othello.ok).toBe(false);
    if (!othello.ok) expect(othello.error.message).toBe('Othello has no doubles boards in a team match of singles and doubles');
    const fr = backend.call('teams.createEvent', { name: 'D', game: 'othello', format: 'league', singlesBoards: 2, doublesBoards: 1 }, undefined, 'fr');
    expect(fr.ok).toBe(false);
    if (!fr.ok) expect(fr.error.message).toMatch(/^Othello n’a pas de tables de double/);
    const both = backend.call('teams.createEvent', { name: 'E', game: 'dominoes', format: 'league', boards: 3, doublesBoards: 1 });
    expect(both.ok).toBe(false);
    if (!both.ok) expect(JSON.stringify(both.error)).toMatch(/give boards or singlesBoards\/doublesBoards, not both/);
    const schev = backend.call('teams.createEvent', { name: 'F', game: 'dominoes', format: 'league', singlesBoards: 2, doublesBoards: 1, scheveningen: true });
    expect(schev.ok).toBe(false);
    // Nothing refused was made.
    expect(must<unknown[]>(backend, 'events.list', {})).toHaveLength(3);
  });

  it('a season of two teams: line-ups with partners, a card of nine boards, the captain\'s page and the season file', () => {
    const { backend } = tempBackend();
    const eventId = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Domino league', game: 'dominoes', format: 'league', singlesBoards: 6, doublesBoards: 3 }).eventId;
    const ids: Record<string, number[]> = {};
    for (const team of ['Spinners', 'Muggins']) {
      must(backend, 'teams.addTeam', { eventId, name: team, club: team });
      ids[team] = Array.from({ length: 12 }, (_, i) => must<{ id: number }>(backend, 'players.create', { name: `${team} ${i + 1}`, club: team }).id);
      must(backend, 'teams.addPlayers', { eventId, team, playerIds: ids[team] });
    }
    const f = must<TeamEventView>(backend, 'teams.makeFixtures', { eventId, dates: ['2026-10-01', '2026-10-08'] }).fixtures[0]!;
    const s = ids[f.homeName]!;
    const seats = [...s.slice(0, 6).map((p) => [p]), [s[6], s[7]], [s[8], s[9]], [s[10], s[11]]];
    must(backend, 'teams.setLineup', { eventId, fixture: f.id, side: 'home', seats });
    const short = backend.call('teams.setLineup', { eventId, fixture: f.id, side: 'home', seats: [...seats.slice(0, 8), [s[10]]] });
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.message).toMatch(/board 9 of .* seats 1 player; a board takes 2/);
    const results = [won(61, 30), won(61, 30), won(61, 30), won(20, 61), won(20, 61), won(20, 61), won(65, 50), won(40, 61), won(61, 55)];
    must(backend, 'teams.setResults', { eventId, fixture: f.id, playedOn: f.date, defaultLineups: true, boards: results.map((result, i) => ({ board: i + 1, result })) });
    const rows = must<TeamStandingsView>(backend, 'teams.standings', { eventId }).table.rows;
    expect(rows.map((r) => [r.name, r.boardPointsFor, r.boardPointsAgainst, r.matchPoints])).toEqual([[f.homeName, 5, 4, 2], [f.awayName, 4, 5, 0]]);
    const board9 = must<TeamEventView>(backend, 'teams.get', { eventId }).fixtures[0]!.boards[8]!;
    expect(board9.away).toHaveLength(2);

    const captain = must<CaptainView>(backend, 'captain.view', { eventId, team: f.homeName });
    expect(captain.boardSeats).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2]);

    const file = must<{ json: string }>(backend, 'teams.exportSeason', { eventId });
    const copy = must<TeamEventView>(tempBackend().backend, 'teams.importSeason', { json: file.json });
    expect(copy.event.boardKinds).toEqual([...Array(6).fill('singles'), ...Array(3).fill('doubles')]);
  });
});
