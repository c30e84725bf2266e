/** Issue 44: team events showed as "draft, 0 players" in the Events list. On a real SQLite file. */
import { describe, expect, it } from 'vitest';
import type { TdEvent } from '../../src/shared/api/schemas';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

describe('team events in the Events list (issue 44)', () => {
  it('count their teams and their players, and run once they have fixtures', () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'League', game: 'othello', format: 'round-robin', boards: 2 });
    const listed = () => must<TdEvent[]>(backend, 'events.list', {}).find((e) => e.id === eventId)!;
    expect(listed()).toMatchObject({ status: 'draft', playerCount: 0, teamCount: 0 });
    for (const t of ['Red', 'Blue', 'Gold']) {
      must(backend, 'teams.addTeam', { eventId, name: t, venue: `${t} hall` });
      const ids = [1, 2, 3].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
    }
    expect(listed()).toMatchObject({ status: 'draft', playerCount: 9, teamCount: 3 });
    must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-05', '2026-01-12', '2026-01-19'] });
    expect(listed()).toMatchObject({ status: 'running', playerCount: 9, teamCount: 3 });
    expect(must<TdEvent>(backend, 'events.get', { id: eventId }).status).toBe('running');
  });

  it('an individual event keeps its registrations count and no team count', () => {
    const { backend } = tempBackend();
    const e = must<TdEvent>(backend, 'tournaments.create', { name: 'Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3, options: {}, settings: {} });
    for (const name of ['Ann', 'Bob']) must(backend, 'events.register', { eventId: e.id, playerId: must<{ id: number }>(backend, 'players.create', { name }).id });
    expect(must<TdEvent[]>(backend, 'events.list', {}).find((x) => x.id === e.id)).toMatchObject({ status: 'draft', playerCount: 2, teamCount: null });
  });
});
