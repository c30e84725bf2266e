/**
 * Issue 38: season and club-night files a director is handed are checked with the API's schemas and
 * refused whole, naming the field (medium 3 and 5, low: dates); the team website escapes everything;
 * a fixture id from a file never becomes a path outside the site folder (high 1).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import type { TeamEventView } from '../../src/shared/api/methods/teams';
import { NAME_MAX } from '../../src/shared/api/schemas';
import { buildTeamSite } from '../../src/main/export/site/teams';
import { must, tempBackend, tempDir } from '../support/tempdb';

/** A league of two teams of two with fixtures made and one result: the secretary's copy. */
function league(backend: Backend): number {
  const { eventId } = must<TeamEventView>(backend, 'teams.createEvent', { name: 'Winter league', game: 'othello', format: 'league', boards: 2 });
  for (const t of ['Parity', 'Edges']) {
    must(backend, 'teams.addTeam', { eventId, name: t, club: `${t} club` });
    const ids = [1, 2].map((i) => must<{ id: number }>(backend, 'players.create', { name: `${t} ${i}`, club: `${t} club` }).id);
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: ids });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: ['2026-10-01', '2026-10-08'] });
  must(backend, 'teams.setLineup', { eventId, fixture: '1.1', side: 'home' });
  must(backend, 'teams.setLineup', { eventId, fixture: '1.1', side: 'away' });
  must(backend, 'teams.setResult', { eventId, fixture: '1.1', board: 1, result: { winner: 'a', score: { a: 40, b: 24 } }, playedOn: '2026-10-01' });
  return eventId;
}

type SeasonJson = { event: { name: string; players: Record<string, { name: string }>; teams: Array<{ name: string }>; fixtures: Array<{ id: string; boards: Array<{ number: unknown; games: Array<{ result: { score: { a: unknown } } | null }> }> }> } };

/** The secretary's season file, changed by `edit`, imported into a club's fresh database. */
function importEdited(edit: (s: SeasonJson) => void) {
  const secretary = tempBackend().backend;
  const eventId = league(secretary);
  const season = JSON.parse(must<{ json: string }>(secretary, 'teams.exportSeason', { eventId }).json) as SeasonJson;
  edit(season);
  const club = tempBackend();
  const r = club.backend.call('teams.importSeason', { json: JSON.stringify(season) });
  return { r, club };
}

const refusedAt = (r: ReturnType<Backend['call']>, field: string, why: RegExp) => {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe('invalid');
  expect(r.error.message).toMatch(/^the season file is refused whole, nothing was saved: /);
  expect(r.error.message).toContain(`${field}: `);
  expect(r.error.message).toMatch(why);
};

const nothingSaved = (backend: Backend) => {
  expect(must<number[]>(backend, 'teams.list', {})).toEqual([]);
  expect(must<unknown[]>(backend, 'players.list', {})).toEqual([]);
};

describe('season files are checked like the API (issue 38)', () => {
  it('high 1: a fixture id such as ../../../x is refused as not a fixture id, and no site page is written outside --out', () => {
    const { r, club } = importEdited((s) => { s.event.fixtures[0]!.id = '../../../x'; });
    refusedAt(r, 'event.fixtures.0.id', /a fixture id such as 3\.2/);
    nothingSaved(club.backend);
  });

  it('medium 3: a board score or number holding markup is refused, and the team website escapes what it prints', () => {
    const meta = '<meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const a = importEdited((s) => { s.event.fixtures[0]!.boards[0]!.games[0]!.result!.score.a = meta; });
    refusedAt(a.r, 'event.fixtures.0.boards.0.games.0.result.score.a', /must be a number/);
    nothingSaved(a.club.backend);
    const b = importEdited((s) => { s.event.fixtures[0]!.boards[0]!.number = meta; });
    refusedAt(b.r, 'event.fixtures.0.boards.0.number', /must be a number/);
    // The website itself escapes every value, numbers included, whatever reaches it.
    const secretary = tempBackend().backend;
    const eventId = league(secretary);
    const doc = must<TeamEventView>(secretary, 'teams.get', { eventId }).event;
    const board = doc.fixtures[0]!.boards[0]!;
    (board as { number: unknown }).number = meta;
    (board.games[0]!.result!.score as { a: unknown }).a = meta;
    const page = buildTeamSite({ name: 'Winter league', venue: '', startDate: null }, doc).get('match-1.1.html')!;
    expect(page).not.toContain('<meta http-equiv="refresh"');
    expect(page).toContain('&lt;meta http-equiv=&quot;refresh&quot;');
  });

  it('medium 3: a score the game cannot have is refused by the game\'s rule, naming the field', () => {
    const { r } = importEdited((s) => { s.event.fixtures[0]!.boards[0]!.games[0]!.result!.score.a = 65; });
    refusedAt(r, 'event.fixtures.0.boards.0.games.0.result.score.a', /outside 0\.\.64/);
  });

  it('medium 3: a lone surrogate, a terminal escape code or an empty name is refused, naming the field', () => {
    const surrogate = importEdited((s) => { Object.values(s.event.players)[0]!.name = 'Ann \ud800'; });
    refusedAt(surrogate.r, 'name', /event\.players\.\d+\.name: contains a lone UTF-16 surrogate/);
    nothingSaved(surrogate.club.backend);
    const escape = importEdited((s) => { s.event.teams[0]!.name = 'Parity\u001b]0;pwned\u0007\u001b[2J'; });
    refusedAt(escape.r, 'event.teams.0.name', /must not contain control characters/);
    const empty = importEdited((s) => { s.event.name = '  '; });
    refusedAt(empty.r, 'event.name', /must not be empty/);
  });

  it('medium 5: a 200,000-character team name is refused by the one name limit, which the API uses too', () => {
    const { r, club } = importEdited((s) => { s.event.teams[0]!.name = 'N'.repeat(200_000); });
    refusedAt(r, 'event.teams.0.name', new RegExp(`must be at most ${NAME_MAX} characters`));
    nothingSaved(club.backend);
    const { backend } = tempBackend();
    for (const [method, input] of [
      ['players.create', { name: 'P'.repeat(NAME_MAX + 1) }],
      ['events.create', { name: 'E'.repeat(NAME_MAX + 1), game: 'othello', format: 'swiss' }],
      ['teams.createEvent', { name: 'E'.repeat(NAME_MAX + 1), game: 'othello', format: 'league', boards: 2 }],
    ] as const) {
      const refused = backend.call(method, input);
      expect(refused.ok, method).toBe(false);
      if (!refused.ok) expect(refused.error.message).toMatch(new RegExp(`name: must be at most ${NAME_MAX} characters`));
    }
    expect(backend.call('players.create', { name: 'P'.repeat(NAME_MAX) }).ok).toBe(true);
  });

  it('the season file as exported still imports, and its site writes only inside its folder', () => {
    const { r, club } = importEdited(() => undefined);
    expect(r.ok).toBe(true);
    const out = join(tempDir(), 'www');
    mkdirSync(out);
    const eventId = (r as { data: TeamEventView }).data.eventId;
    must(club.backend, 'site.publish', { eventId, folder: out });
    expect(readdirSync(out)).toContain('match-1.1.html');
    expect(existsSync(join(out, '..', 'x.html'))).toBe(false);
  });
});

describe('club-night files and dates (issue 38, low)', () => {
  const checksum = (body: object) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

  it('a club night dated 9999-12-31 or on a day that does not exist is refused, in the file and through the API', () => {
    const { backend } = tempBackend();
    const eventId = league(backend);
    const { seasonId } = must<TeamEventView>(backend, 'teams.get', { eventId }).event;
    for (const date of ['9999-12-31', '2026-02-30']) {
      const body = { format: 'club-td-night', version: 1, seasonId, season: 'Winter league', date, fixtures: [{ id: '1.1', home: 'Parity', away: 'Edges', boards: [] }] };
      const r = backend.call('teams.importNight', { eventId, json: JSON.stringify({ ...body, checksum: checksum(body) }) });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/^the club-night file is refused whole, nothing was saved: date: (must be a date from 1950 to 2100|is not a real calendar date)/);
    }
    const api = backend.call('teams.exportNight', { eventId, date: '9999-12-31' });
    expect(api.ok).toBe(false);
    if (!api.ok) expect(api.error.message).toMatch(/date: must be a date from 1950 to 2100/);
    const fr = backend.call('teams.postpone', { eventId, fixture: '1.2', date: '9999-12-31', reason: 'neige' }, 'test', 'fr');
    if (!fr.ok) expect(fr.error.message).toMatch(/doit être une date de 1950 à 2100/);
    expect(fr.ok).toBe(false);
  });

  it('a club-night file with a terminal escape in a player\'s name is refused naming the field, nothing saved', () => {
    const { backend } = tempBackend();
    const eventId = league(backend);
    const before = JSON.stringify(must<TeamEventView>(backend, 'teams.get', { eventId }).event);
    const { seasonId } = must<TeamEventView>(backend, 'teams.get', { eventId }).event;
    const body = {
      format: 'club-td-night', version: 1, seasonId, season: 'Winter league', date: '2026-10-01',
      fixtures: [{ id: '1.1', home: 'Parity', away: 'Edges', boards: [{ number: 1, home: ['Parity 1\u001b[2J'], away: ['Edges 1'], games: [{ first: 'a', result: null }] }] }],
    };
    const r = backend.call('teams.importNight', { eventId, json: JSON.stringify({ ...body, checksum: checksum(body) }) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/fixtures\.0\.boards\.0\.home\.0: must not contain control characters/);
    expect(JSON.stringify(must<TeamEventView>(backend, 'teams.get', { eventId }).event)).toBe(before);
  });
});
