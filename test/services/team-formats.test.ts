/** Team formats leagues use (issue 43 part 4) through the API on a real SQLite file: Scheveningen team matches. */
import { describe, expect, it } from 'vitest';
import type { TeamEventView, TeamStandingsView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

describe('Scheveningen team matches (issue 43 part 4)', () => {
  it('created from the API: 3 a side makes 9 boards a fixture, every player meeting every opponent; more than 4 a side is refused by field', () => {
    const { backend } = tempBackend();
    const r = backend.call('teams.createEvent', { name: 'Big', game: 'othello', format: 'round-robin', boards: 5, scheveningen: true });
    expect(r).toMatchObject({ ok: false, error: { details: { issues: [{ field: 'boards', message: 'a Scheveningen match plays at most 4 a side (16 boards)' }] } } });
    const eventId = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Scheveningen', game: 'othello', format: 'round-robin', boards: 3, scheveningen: true }).eventId;
    for (const t of ['Ash', 'Elm']) {
      must(backend, 'teams.addTeam', { eventId, name: t });
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [1, 2, 3].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}` }).id) });
    }
    must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-03-01'] });
    const boards = Array.from({ length: 9 }, (_, i) => ({ board: i + 1, result: { winner: 'a', score: { a: 40, b: 24 } } }));
    must(backend, 'teams.setResults', { eventId, fixture: '1.1', playedOn: '2026-03-01', defaultLineups: true, boards });
    const view = must<TeamEventView>(backend, 'teams.get', { eventId });
    const f = view.fixtures[0]!;
    expect(f.boards).toHaveLength(9);
    expect(new Set(f.boards.map((b) => `${b.home[0]}-${b.away[0]}`)).size).toBe(9);
    expect(f.score).toMatchObject({ status: 'played', boardPoints: { home: 9, away: 0 } });
    expect(must<TeamStandingsView>(backend, 'teams.standings', { eventId }).table.rows[0]).toMatchObject({ played: 1, boardPointsFor: 9 });
  });
});
