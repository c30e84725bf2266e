/**
 * Issue 44, English left in other languages: why a league fixture cannot take a result yet ("fixture 1.1
 * (A v B) has no home line-up yet", shown on the match card and the team event screen) comes from
 * teams.get in the caller's language, like the API's refusals.
 */
import { describe, expect, it } from 'vitest';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

describe('a fixture that cannot take a result says why in the caller\'s language', () => {
  it('no line-up yet: French, Japanese and Spanish', () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Ligue', game: 'othello', format: 'league', boards: 2 });
    for (const team of ['Les Coins', 'Bords']) {
      must(backend, 'teams.addTeam', { eventId, name: team, club: team });
      const ids = [1, 2].map((n) => must<{ id: number }>(backend, 'players.create', { name: `${team} ${n}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team, playerIds: ids });
    }
    must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-09-03', '2026-09-10'] });
    const blocked = (locale: 'en' | 'fr' | 'ja' | 'es') => {
      const r = backend.call('teams.get', { eventId }, '', locale);
      if (!r.ok) throw new Error(r.error.message);
      return (r.data as TeamEventView).fixtures[0]!.blocked;
    };
    expect(blocked('en')).toMatch(/^fixture 1\.1 \(.+\) has no home line-up yet$/);
    expect(blocked('fr')).toMatch(/^la rencontre 1\.1 \(.+\) n'a pas encore de composition à domicile$/);
    expect(blocked('ja')).not.toMatch(/line-up|fixture/);
    expect(blocked('es')).not.toMatch(/line-up|fixture/);
  });
});
