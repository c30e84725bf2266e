/** Team competitions on paper: match cards, fixture list, team standings and cross-table through print.pdf. */
import { describe, expect, it } from 'vitest';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';
import { pdfPages } from './extract';

describe('team documents', () => {
  it('prints the match cards of a round, the fixture list, the team standings and the team cross-table', async () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Cup', game: 'othello', format: 'round-robin', boards: 2 });
    for (const t of ['Red', 'Blue', 'Gold']) {
      must(backend, 'teams.addTeam', { eventId, name: t, venue: `${t} hall` });
      const ids = [1, 2].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
    }
    must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-05', '2026-01-12', '2026-01-19'] });
    const pages: Record<string, number> = {};
    const texts: Record<string, string> = {};
    for (const document of ['match-card', 'fixture-list', 'team-standings', 'team-cross-table']) {
      const r = await backend.callAsync('print.pdf', { document, eventId, round: 1 });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      const data = (r as { data: { pdfBase64: string; pages: number } }).data;
      expect(Buffer.from(data.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      pages[document] = data.pages;
      texts[document] = (await pdfPages(Buffer.from(data.pdfBase64, 'base64'))).join(' ').replace(/\s+/g, ' ');
    }
    // Three teams: one fixture a round (the third team rests), one card each.
    expect(pages).toEqual({ 'match-card': 1, 'fixture-list': 1, 'team-standings': 1, 'team-cross-table': 1 });
    // Round 1 of Berger 3/4: Red rests, Blue is at home to Gold.
    expect(texts['match-card']).toContain('Blue (home) v Gold (away)');
    expect(texts['match-card']).toContain('Captain, Blue (home)');
    expect(texts['match-card']).toContain('signature');
    expect(texts['fixture-list']).toContain('2026-01-19');
    expect(texts['fixture-list']).toContain('Blue hall');
    expect(texts['team-standings']).toContain('In hand');
    expect(texts['team-cross-table']).toContain('Gold');
    const individual = await backend.callAsync('print.pdf', { document: 'match-card', eventId: 999 });
    expect(individual.ok).toBe(false);
  });

  it('prints the match cards of one round several to a page, each whole (issue 44: one per page before)', async () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'League', game: 'othello', format: 'round-robin', boards: 2 });
    for (const t of ['Red', 'Blue', 'Gold', 'Jade', 'Plum', 'Teal']) {
      must(backend, 'teams.addTeam', { eventId, name: t });
      const ids = [1, 2].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
    }
    must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02'] });
    const cards = async (extra: object) => {
      const r = await backend.callAsync('print.pdf', { document: 'match-card', eventId, round: 2, ...extra });
      expect(r.ok, JSON.stringify(r)).toBe(true);
      const data = (r as { data: { pdfBase64: string; pages: number } }).data;
      return { pages: data.pages, text: await pdfPages(Buffer.from(data.pdfBase64, 'base64')) };
    };
    // Six teams: three fixtures a round; round 2's only, not the season's fifteen.
    const one = await cards({});
    expect(one.pages).toBe(3);
    const two = await cards({ perPage: 2 });
    expect(two.pages).toBe(2);
    expect((two.text[0]!.match(/signature/g) ?? []).length).toBe(4);
    const all = two.text.join(' ');
    expect((all.match(/ v /g) ?? []).length).toBe(3);
    const refused = await backend.callAsync('print.pdf', { document: 'match-card', eventId, round: 2, perPage: 9 });
    expect(refused.ok).toBe(false);
  });

  it('issue 44: a second postponement keeps the first in the fixture list (screen data and paper)', async () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Cup', game: 'othello', format: 'round-robin', boards: 2 });
    for (const t of ['Red', 'Blue']) {
      must(backend, 'teams.addTeam', { eventId, name: t, venue: `${t} hall` });
      const ids = [1, 2].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
    }
    const made = must<TeamEventView>(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-05'] });
    const id = made.fixtures[0]!.id;
    must(backend, 'teams.postpone', { eventId, fixture: id, date: '2026-01-12', reason: 'hall flooded' });
    const twice = must<TeamEventView>(backend, 'teams.postpone', { eventId, fixture: id, date: '2026-01-26', reason: 'captain ill' });
    const f = twice.fixtures.find((x) => x.id === id)!;
    expect(f.date).toBe('2026-01-26');
    expect(f.postponed?.history).toEqual([
      { from: '2026-01-05', to: '2026-01-12', reason: 'hall flooded' },
      { from: '2026-01-12', to: '2026-01-26', reason: 'captain ill' },
    ]);
    const r = await backend.callAsync('print.pdf', { document: 'fixture-list', eventId });
    const text = (await pdfPages(Buffer.from((r as { data: { pdfBase64: string } }).data.pdfBase64, 'base64'))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('postponed from 2026-01-05: hall flooded');
    expect(text).toContain('postponed from 2026-01-12: captain ill');
  });

  it('a dominoes match card of singles and doubles boards expects the squad in board order, partners together (issue 43)', async () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Domino league', game: 'dominoes', format: 'round-robin', singlesBoards: 1, doublesBoards: 1 });
    for (const t of ['Red', 'Blue']) {
      must(backend, 'teams.addTeam', { eventId, name: t });
      const ids = [1, 2, 3].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
    }
    must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-01-05'] });
    const r = await backend.callAsync('print.pdf', { document: 'match-card', eventId, round: 1 });
    expect(r.ok, JSON.stringify(r)).toBe(true);
    const text = (await pdfPages(Buffer.from((r as { data: { pdfBase64: string } }).data.pdfBase64, 'base64'))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Red 2 / Red 3');
    expect(text).toContain('Blue 2 / Blue 3');
  });
});
