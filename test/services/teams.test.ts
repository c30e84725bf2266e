/** The teams.* services on a real SQLite file: refusals that change nothing, audit and undo, club nights. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { must, tempBackend } from '../support/tempdb';

function season(backend: Backend, name = 'League'): { eventId: number; ids: Record<string, number> } {
  const view = must<TeamEventView>(backend, 'teams.createEvent', { name, game: 'othello', format: 'league', boards: 2 });
  const eventId = view.eventId;
  const ids: Record<string, number> = {};
  for (const t of ['North', 'South', 'East', 'West']) {
    must(backend, 'teams.addTeam', { eventId, name: t, club: `${t} club` });
    for (const p of ['1', '2', 'alt']) ids[`${t}${p}`] = must<{ id: number }>(backend, 'players.create', { name: `${name} ${t} ${p}`, club: `${t} club` }).id;
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [ids[`${t}1`], ids[`${t}2`]] });
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [ids[`${t}alt`]], as: 'alternate' });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-10-01', '2026-10-08', '2026-10-15', '2026-10-22', '2026-10-29', '2026-11-05'] });
  return { eventId, ids };
}

const doc = (backend: Backend, eventId: number) => JSON.stringify(must<TeamEventView>(backend, 'teams.get', { eventId }).event);

function refused(backend: Backend, method: string, input: unknown, message: RegExp): void {
  const r = backend.call(method, input);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.error.message).toMatch(message);
}

describe('teams services', () => {
  it('refuses bad input with a message naming it, and nothing saved changes', () => {
    const { backend } = tempBackend();
    const { eventId, ids } = season(backend);
    must(backend, 'teams.setLineup', { eventId, fixture: '1.1', side: 'home' });
    must(backend, 'teams.setLineup', { eventId, fixture: '1.1', side: 'away' });
    must(backend, 'teams.setResult', { eventId, fixture: '1.1', board: 1, result: { winner: 'a', score: { a: 40, b: 24 } }, playedOn: '2026-10-01' });
    const before = doc(backend, eventId);
    refused(backend, 'teams.addPlayers', { eventId, team: 'South', playerIds: [ids.North1] }, /League North 1 is already in team North/);
    refused(backend, 'teams.setLineup', { eventId, fixture: '2.1', side: 'home', seats: [[ids.West2], [ids.West1]] }, /board order broken in West/);
    refused(backend, 'teams.setResult', { eventId, fixture: '2.1', board: 1, result: { winner: 'a', score: { a: 40, b: 24 } }, playedOn: '2026-10-01' }, /fixture 2.1 \(.*\) has no home line-up yet/);
    refused(backend, 'teams.setResult', { eventId, fixture: '1.1', board: 1, result: { winner: 'b', score: { a: 24, b: 40 } }, playedOn: '2026-10-01' }, /already has a result \(40-24\)/);
    // Not played yet: refused, and the line-ups it would have set are not saved either.
    refused(backend, 'teams.setResult', { eventId, fixture: '2.1', board: 1, result: { winner: 'a', score: { a: 40, b: 24 } }, playedOn: '2026-10-01', defaultLineups: true }, /fixture 2.1 \(.*\) is scheduled for 2026-10-08: not played yet on 2026-10-01/);
    refused(backend, 'teams.setResult', { eventId, fixture: '1.1', board: 2, result: { winner: 'a', score: { a: 50, b: 24 } }, playedOn: '2026-10-01' }, /board 2 of fixture 1.1/);
    refused(backend, 'teams.importNight', { eventId, json: '{"format":"club-td-night","version":1,"checksum":"0"}' }, /bad checksum/);
    refused(backend, 'teams.sanction', { eventId, kind: 'default', fixture: '1.1', playerId: ids.North2, reason: 'train cancelled' }, /give the replay date/);
    refused(backend, 'teams.sanction', { eventId, kind: 'forfeit', fixture: '1.1', playerId: ids.North2, reason: 'left', alternate: ids.Southalt, replayDate: '2026-10-05' }, /League South alt is not an alternate of North/);
    expect(doc(backend, eventId)).toBe(before);
  });

  it('a club-night file of the right season and checksum but a damaged shape is refused whole naming the field, nothing saved', () => {
    const { backend } = tempBackend();
    const { eventId } = season(backend);
    const before = doc(backend, eventId);
    const { seasonId } = must<TeamEventView>(backend, 'teams.get', { eventId }).event;
    const body = { format: 'club-td-night', version: 1, seasonId, season: 'League', date: '2026-10-01', fixtures: [{ id: '1.1', home: 'North', away: 'West' }] };
    const json = JSON.stringify({ ...body, checksum: createHash('sha256').update(JSON.stringify(body)).digest('hex') });
    const r = backend.call('teams.importNight', { eventId, json });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'invalid', message: expect.stringMatching(/^the club-night file is refused whole, nothing was saved: fixtures\.0\.boards: /) });
    expect(doc(backend, eventId)).toBe(before);
  });

  it('a team short of players for its boards is refused when the fixtures are made', () => {
    const { backend } = tempBackend();
    const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Cup', game: 'dominoes', format: 'round-robin', boards: 3 });
    for (const t of ['A', 'B']) {
      must(backend, 'teams.addTeam', { eventId, name: t });
      const ids = [1, 2, 3].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t}${i}` }).id);
      must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: t === 'B' ? ids.slice(0, 2) : ids });
    }
    refused(backend, 'teams.makeFixtures', { eventId }, /team B has 2 players for 3 boards/);
  });

  it('destructive actions are audited with the old value and undone, the last change first', () => {
    const { backend } = tempBackend();
    const { eventId } = season(backend);
    const fresh = doc(backend, eventId);
    const postponed = must<TeamEventView>(backend, 'teams.postpone', { eventId, fixture: '1.2', date: '2026-12-01', reason: 'snow' });
    expect(postponed.fixtures.find((f) => f.id === '1.2')?.date).toBe('2026-12-01');
    const audit = must<Array<{ id: number; action: string; reason: string; detail: { old?: string } }>>(backend, 'audit.list', { eventId });
    const entry = audit.find((a) => a.action === 'team: postpone')!;
    expect(entry).toMatchObject({ reason: 'snow', detail: { old: '2026-10-01' } });
    expect(postponed.lastChange?.auditId).toBe(entry.id);
    must(backend, 'teams.setLineup', { eventId, fixture: '1.1', side: 'home' });
    refused(backend, 'teams.undo', { eventId, auditId: entry.id, reason: 'wrong fixture' }, /not the last change/);
    const last = must<TeamEventView>(backend, 'teams.get', { eventId }).lastChange!;
    must(backend, 'teams.undo', { eventId, auditId: last.auditId, reason: 'oops' });
    must(backend, 'teams.undo', { eventId, auditId: entry.id, reason: 'wrong fixture' });
    expect(doc(backend, eventId)).toBe(fresh);
  });

  it('a club night from another season is refused naming it; the same season imports once', () => {
    const a = tempBackend().backend;
    const { eventId } = season(a, 'Spring league');
    const other = season(a, 'Autumn league');
    must(a, 'teams.setLineup', { eventId, fixture: '1.1', side: 'home' });
    must(a, 'teams.setLineup', { eventId, fixture: '1.1', side: 'away' });
    must(a, 'teams.setResult', { eventId, fixture: '1.1', board: 1, result: { winner: 'a', score: { a: 40, b: 24 } }, playedOn: '2026-10-01' });
    must(a, 'teams.setResult', { eventId, fixture: '1.1', board: 2, result: { winner: null, score: { a: 32, b: 32 } }, playedOn: '2026-10-01' });
    const night = must<{ json: string }>(a, 'teams.exportNight', { eventId, date: '2026-10-01' });
    refused(a, 'teams.importNight', { eventId: other.eventId, json: night.json }, /from another season \("Spring league"\)/);
    const seasonFile = must<{ json: string }>(a, 'teams.exportSeason', { eventId });
    const b = tempBackend().backend;
    const copy = must<TeamEventView>(b, 'teams.importSeason', { json: seasonFile.json });
    // the copy was made after the results: the same night imports as nothing new, once
    must(b, 'teams.importNight', { eventId: copy.eventId, json: night.json });
    refused(b, 'teams.importNight', { eventId: copy.eventId, json: night.json }, /duplicate: the club night of 2026-10-01/);
    refused(b, 'teams.importSeason', { json: seasonFile.json }, /already in this database/);
  });

  it('finalising rates the players from the board games (per-game Elo)', () => {
    const { backend } = tempBackend();
    const { eventId } = season(backend);
    const view = must<TeamEventView>(backend, 'teams.get', { eventId });
    for (const f of view.fixtures) {
      must(backend, 'teams.setLineup', { eventId, fixture: f.id, side: 'home' });
      must(backend, 'teams.setLineup', { eventId, fixture: f.id, side: 'away' });
      for (const board of [1, 2]) must(backend, 'teams.setResult', { eventId, fixture: f.id, board, result: { winner: 'a', score: { a: 40, b: 24 } }, playedOn: f.date });
    }
    const { rated } = must<{ rated: number }>(backend, 'teams.finalise', { eventId, reason: 'season over' });
    expect(rated).toBe(8);
    const list = must<Array<{ games: number }>>(backend, 'ratings.list', { game: 'othello' });
    expect(list.every((r) => r.games === 6)).toBe(true);
    refused(backend, 'teams.setResult', { eventId, fixture: '1.1', board: 1, result: { winner: 'b', score: { a: 24, b: 40 } }, playedOn: '2026-10-01', correct: true, reason: 'typo' }, /is finished/);
  });
});
