/**
 * The league server (issue 43) on a real SQLite file: captains' match cards (entered by one captain,
 * confirmed or disputed by the other, decided by the secretary), the lock window, signed club nights,
 * and what a captain's code opens over HTTP. Every refusal leaves the season as it was.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWebHost, listen } from '../../src/main/hosts/web/server';
import { checkPublicUrl } from '../../src/cli/commands/serve';
import type { Backend } from '../../src/main/services/backend';
import { signNight } from '../../src/main/services/league';
import type { CaptainView, CardView, LeagueDesk } from '../../src/shared/api/methods/league';
import type { TeamEventView, TeamStandingsView } from '../../src/shared/api/methods/teams';
import { canonicalJson, playerAverages } from '../../src/shared/tournament/teams';
import { must, tempBackend, tempDir } from '../support/tempdb';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Four teams of two, fixtures weekly from three weeks ago (round 4 is today), cards locking after 10 days. */
function season(backend: Backend, name = 'Online league') {
  const view = must<TeamEventView>(backend, 'teams.createEvent', { name, game: 'othello', format: 'league', boards: 2 });
  const eventId = view.eventId;
  const ids: Record<string, number> = {};
  for (const t of ['North', 'South', 'East', 'West']) {
    must(backend, 'teams.addTeam', { eventId, name: t, club: `${t} club` });
    for (const p of ['1', '2']) ids[`${t}${p}`] = must<{ id: number }>(backend, 'players.create', { name: `${name} ${t} ${p}`, club: `${t} club` }).id;
    must(backend, 'teams.addPlayers', { eventId, team: t, playerIds: [ids[`${t}1`], ids[`${t}2`]] });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: [day(-21), day(-14), day(-7), day(0), day(7), day(14)] });
  must(backend, 'league.configure', { eventId, cardLockDays: 10 });
  const fixtures = must<TeamEventView>(backend, 'teams.get', { eventId }).fixtures;
  const teamName = (id: string) => fixtures.find((f) => f.home === id)?.homeName ?? fixtures.find((f) => f.away === id)!.awayName;
  /** A card for fixture `id`: both squads in board order, the scores given. */
  const card = (id: string, scores: Array<[number, number]>) => {
    const f = fixtures.find((x) => x.id === id)!;
    const seats = (team: string) => [[ids[`${teamName(team)}1`]!], [ids[`${teamName(team)}2`]!]];
    return {
      eventId, team: f.home, fixture: id, playedOn: f.date!, home: seats(f.home), away: seats(f.away),
      boards: scores.map(([a, b], i) => ({ board: i + 1, result: { winner: a > b ? 'a' : b > a ? 'b' : null, score: { a, b } } })),
    };
  };
  return { eventId, ids, fixtures, card, round: (r: number) => fixtures.filter((f) => f.round === r) };
}

const doc = (backend: Backend, eventId: number) => JSON.stringify(must<TeamEventView>(backend, 'teams.get', { eventId }).event);

function refused(backend: Backend, method: string, input: unknown, message: RegExp, code?: string): void {
  const r = backend.call(method, input);
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (!r.ok) {
    expect(r.error.message).toMatch(message);
    if (code) expect(r.error.code).toBe(code);
  }
}

const played = (backend: Backend, eventId: number) => must<TeamStandingsView>(backend, 'teams.standings', { eventId }).table.rows.reduce((n, r) => n + r.played, 0);

describe('match cards (issue 43 part 1)', () => {
  it('the home captain enters a card; it counts only once the away captain confirms it, audited with both teams', () => {
    const { backend, db } = tempBackend();
    const { eventId, round, card } = season(backend);
    const f = round(3)[0]!;
    const submitted = must<CardView>(backend, 'captain.submitCard', card(f.id, [[40, 24], [30, 34]]));
    expect(submitted).toMatchObject({ fixture: f.id, status: 'submitted', submittedBy: f.home, locksAfter: day(3) });
    expect(played(backend, eventId)).toBe(0);
    // The captain who entered it cannot confirm it; a team that does not play the fixture cannot either.
    refused(backend, 'captain.confirmCard', { eventId, team: f.home, fixture: f.id }, new RegExp(`${f.homeName} entered the card of fixture ${f.id}: the other team's captain confirms or disputes it`), 'forbidden');
    const outsider = round(3)[1]!.home;
    refused(backend, 'captain.confirmCard', { eventId, team: outsider, fixture: f.id }, /does not play fixture/);
    const confirmed = must<CardView>(backend, 'captain.confirmCard', { eventId, team: f.away, fixture: f.id });
    expect(confirmed.status).toBe('confirmed');
    expect(played(backend, eventId)).toBe(2);
    const view = must<TeamEventView>(backend, 'teams.get', { eventId });
    expect(view.fixtures.find((x) => x.id === f.id)!.score).toMatchObject({ status: 'played', boardPoints: { home: 1, away: 1 } });
    const actions = (db.prepare("SELECT action, detail FROM audit WHERE action LIKE 'league:%' OR action LIKE 'team: card%' ORDER BY id").all() as Array<{ action: string; detail: string }>);
    expect(actions.map((a) => a.action)).toEqual(['league: card submitted', 'team: card confirmed']);
    expect(JSON.parse(actions[1]!.detail)).toMatchObject({ fixture: f.id, submittedBy: f.home, confirmedBy: f.away });
    // Confirmed: a new card from either captain is refused; the secretary changes it.
    refused(backend, 'captain.submitCard', card(f.id, [[24, 40], [30, 34]]), /already confirmed: changes need the league secretary/);
    // Like any team change, the confirmation can be undone by the secretary.
    must(backend, 'teams.undo', { eventId, auditId: view.lastChange!.auditId, reason: 'entered by mistake' });
    expect(played(backend, eventId)).toBe(0);
  });

  it('a disputed card waits for the secretary, who sees it with the reason and accepts or rejects it', () => {
    const { backend } = tempBackend();
    const { eventId, round, card } = season(backend);
    const [a, b] = round(3);
    must(backend, 'captain.submitCard', card(a!.id, [[34, 30], [33, 31]]));
    must(backend, 'captain.disputeCard', { eventId, team: a!.away, fixture: a!.id, reason: 'board 2 was 31-33' });
    refused(backend, 'captain.confirmCard', { eventId, team: a!.away, fixture: a!.id }, /is disputed: the league secretary decides it/);
    refused(backend, 'captain.disputeCard', { eventId, team: a!.away, fixture: a!.id, reason: ' ' }, /say why/);
    must(backend, 'captain.submitCard', card(b!.id, [[40, 24], [40, 24]]));
    const desk = must<LeagueDesk>(backend, 'league.desk', { eventId });
    expect(desk.disputed.map((c) => [c.fixture, c.reason])).toEqual([[a!.id, 'board 2 was 31-33']]);
    expect(desk.unconfirmed.map((c) => c.fixture)).toEqual([b!.id]);
    // Overdue: every fixture before today without a result (rounds 1 to 3), with its card's state.
    expect(desk.overdue.map((o) => [o.fixture, o.card])).toEqual([...round(1), ...round(2)].map((f) => [f.id, null]).concat([[a!.id, 'disputed'], [b!.id, 'submitted']]));
    expect(must<CardView>(backend, 'league.decide', { eventId, fixture: a!.id, accept: false, reason: 'the away sheet is signed 31-33' }).status).toBe('rejected');
    expect(played(backend, eventId)).toBe(0);
    expect(must<CardView>(backend, 'league.decide', { eventId, fixture: b!.id, accept: true, reason: 'the captain is ill' }).status).toBe('accepted');
    expect(played(backend, eventId)).toBe(2);
    // A rejected card is entered again, correctly, by a captain.
    must(backend, 'captain.submitCard', card(a!.id, [[34, 30], [31, 33]]));
    must(backend, 'captain.confirmCard', { eventId, team: a!.away, fixture: a!.id });
    expect(played(backend, eventId)).toBe(4);
  });

  it('a card locks the set number of days after the match: later the captains are refused and only the secretary decides', () => {
    const { backend } = tempBackend();
    const { eventId, round, card } = season(backend);
    const before = doc(backend, eventId);
    const late = round(1)[0]!; // 21 days ago, locked after 11 days ago
    refused(backend, 'captain.submitCard', card(late.id, [[40, 24], [40, 24]]), new RegExp(`the card of fixture ${late.id} \\(.+\\) locked after ${day(-11)}, 10 days after the match: later changes need the league secretary`), 'conflict');
    expect(must<LeagueDesk>(backend, 'league.desk', { eventId }).cards).toEqual([]);
    expect(doc(backend, eventId)).toBe(before);
    // The window is a setting: 30 days opens it again (the secretary's change, audited).
    must(backend, 'league.configure', { eventId, cardLockDays: 30 });
    must(backend, 'captain.submitCard', card(late.id, [[40, 24], [40, 24]]));
    // A card dated after today is refused.
    const next = round(5)[0]!;
    refused(backend, 'captain.submitCard', card(next.id, [[40, 24], [40, 24]]), /cannot be dated .*, after today/);
  });

  it('a card is checked whole when entered: a broken board order or a score the game refuses is named, and nothing is stored', () => {
    const { backend } = tempBackend();
    const { eventId, round, card } = season(backend);
    const f = round(3)[0]!;
    const swapped = card(f.id, [[40, 24], [40, 24]]);
    swapped.home.reverse();
    refused(backend, 'captain.submitCard', swapped, /board order broken in/);
    refused(backend, 'captain.submitCard', card(f.id, [[40, 24], [50, 24]]), /board 2/);
    expect(must<LeagueDesk>(backend, 'league.desk', { eventId }).cards).toEqual([]);
  });
});

describe('signed club nights (issue 43 part 3)', () => {
  /** The club's copy enters round 2's match of North's club and signs the night with North's key. */
  function clubNight(backend: Backend, eventId: number, keyTeam = 'North') {
    const key = must<{ keyId: string; key: string }>(backend, 'league.issueClubKey', { eventId, team: keyTeam });
    const club = tempBackend().backend;
    const season = must<{ json: string }>(backend, 'teams.exportSeason', { eventId });
    const ce = must<TeamEventView>(club, 'teams.importSeason', { json: season.json });
    const f = ce.fixtures.find((x) => x.round === 2 && (x.homeName === 'North' || x.awayName === 'North'))!;
    must(club, 'teams.setResults', { eventId: ce.eventId, fixture: f.id, playedOn: f.date, defaultLineups: true, boards: [{ board: 1, result: { winner: 'a', score: { a: 40, b: 24 } } }, { board: 2, result: { winner: null, score: { a: 32, b: 32 } } }] });
    const night = JSON.parse(must<{ json: string }>(club, 'teams.exportNight', { eventId: ce.eventId, date: f.date! }).json) as Record<string, unknown>;
    const signed = { format: 'club-td-signed-night', version: 1, keyId: key.keyId, night, signature: signNight(night, key.key) };
    return { key, signed, fixture: f.id };
  }

  it('a night signed with the club key (HMAC-SHA256 over the canonical encoding) is applied; pushed again it changes nothing', () => {
    const { backend, db } = tempBackend();
    const { eventId } = season(backend);
    const { signed, fixture } = clubNight(backend, eventId);
    expect(must(backend, 'league.pushNight', { signed })).toEqual({ eventId, date: day(-14), fixtures: [fixture], already: false });
    expect(played(backend, eventId)).toBe(2);
    const before = doc(backend, eventId);
    expect(must(backend, 'league.pushNight', { signed })).toMatchObject({ already: true });
    expect(doc(backend, eventId)).toBe(before);
    // The key order of the file does not matter: the signature is over the canonical encoding.
    const reverse = (v: unknown): unknown => (Array.isArray(v) ? v.map(reverse) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reverse(x)])) : v);
    const reordered = reverse(signed.night) as Record<string, unknown>;
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(signed.night));
    expect(canonicalJson(reordered)).toBe(canonicalJson(signed.night));
    expect(must(backend, 'league.pushNight', { signed: { ...signed, night: reordered } })).toMatchObject({ already: true });
    expect((db.prepare("SELECT count(*) AS n FROM audit WHERE action = 'team: push club night'").get() as { n: number }).n).toBe(1);
  });

  it('a night changed after signing, signed with another key, with a revoked key, from another season or about another club is refused whole, by name', () => {
    const { backend } = tempBackend();
    const { eventId } = season(backend);
    const { key, signed } = clubNight(backend, eventId);
    const before = doc(backend, eventId);
    const tampered = structuredClone(signed);
    ((tampered.night.fixtures as Array<{ boards: Array<{ games: Array<{ result: { score: { a: number } } }> }> }>)[0]!.boards[0]!.games[0]!.result.score.a) = 41;
    refused(backend, 'league.pushNight', { signed: tampered }, /refused: the signature does not match \(the night was changed after it was signed, or not signed with the key of North club\)/, 'forbidden');
    refused(backend, 'league.pushNight', { signed: { ...signed, signature: signNight(signed.night, 'another-key') } }, /signature does not match/);
    refused(backend, 'league.pushNight', { signed: { ...signed, keyId: 'Kunknown0000' } }, /the club key Kunknown0000 was not issued by this league server/);
    // Another season: a night of another league, signed with this league's key.
    const other = season(backend, 'Other league');
    const foreign = clubNight(backend, other.eventId);
    refused(backend, 'league.pushNight', { signed: { ...foreign.signed, keyId: key.keyId, signature: signNight(foreign.signed.night, key.key) } }, /refused: the night is from another season \("Other league"\), not from Online league/);
    // A key speaks for its own club's matches only.
    // (Round 2 by the Berger table is North v South and East v West: East's key cannot push North's match.)
    const east = must<{ keyId: string; key: string }>(backend, 'league.issueClubKey', { eventId, team: 'East' });
    expect((signed.night.fixtures as Array<{ home: string; away: string }>).map((x) => [x.home, x.away])).toEqual([['North', 'South']]);
    refused(backend, 'league.pushNight', { signed: { ...signed, keyId: east.keyId, signature: signNight(signed.night, east.key) } }, /refused: the key of East club cannot push fixture 2\.\d \(North v South\), which no team of that club plays/, 'forbidden');
    must(backend, 'league.revokeClubKey', { eventId, keyId: key.keyId });
    refused(backend, 'league.pushNight', { signed }, new RegExp(`refused: the key ${key.keyId} of North club was revoked on ${day(0)}`), 'forbidden');
    expect(doc(backend, eventId)).toBe(before);
  });
});

describe('captain codes over HTTP (issue 43 part 1)', () => {
  const TOKEN = 'league-director-token-0123';
  const servers: Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });

  async function serve(backend: Backend) {
    const staticDir = join(tempDir(), 'renderer');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Club TD</title>');
    const server = createWebHost({ backend, staticDir, host: '127.0.0.1', port: 0, token: TOKEN, publicUrl: 'https://league.example.org/' });
    servers.push(server);
    const { port } = await listen(server, 0, '127.0.0.1');
    const send = async (method: string, body: unknown, credential?: string, headers: Record<string, string> = {}) => {
      const r = await fetch(`http://127.0.0.1:${port}/api/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(credential ? { 'X-TD-Token': credential } : {}), ...headers }, body: JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as { ok: boolean; data?: unknown; error?: { message: string } } };
    };
    return { send, port };
  }

  it("a captain's code opens its own team's page and cards only; the team and season come from the code; a revoked code opens nothing", async () => {
    const { backend, db } = tempBackend();
    const { eventId, round, card } = season(backend);
    const f = round(3)[0]!;
    const home = must<{ code: string }>(backend, 'league.issueCaptainCode', { eventId, team: f.home }).code;
    const away = must<{ code: string }>(backend, 'league.issueCaptainCode', { eventId, team: f.away }).code;
    const { send, port } = await serve(backend);
    const session = await (await fetch(`http://127.0.0.1:${port}/api/session`, { headers: { 'X-TD-Token': home.toLowerCase() } })).json() as { data: { role: string; team: string; publicUrl: string } };
    expect(session.data).toMatchObject({ role: 'captain', team: f.home, publicUrl: 'https://league.example.org/' });
    const view = await send('captain.view', {}, home);
    expect(view.status).toBe(200);
    expect((view.body.data as CaptainView).fixtures.every((x) => x.home === f.home || x.away === f.home)).toBe(true);
    // The secretary's methods and other teams are closed to a captain.
    expect((await send('league.desk', { eventId }, home)).status).toBe(403);
    expect((await send('teams.setResults', { eventId, fixture: f.id, playedOn: f.date, boards: [] }, home)).status).toBe(403);
    expect((await send('captain.view', { team: f.away }, home)).body.error?.message).toMatch(/another team/);
    expect((await send('captain.view', { eventId }, undefined)).status).toBe(403);
    const { team: _t, eventId: _e, ...body } = card(f.id, [[40, 24], [30, 34]]);
    expect((await send('captain.submitCard', body, home)).status).toBe(200);
    expect((await send('captain.confirmCard', { fixture: f.id }, home)).status).toBe(403);
    // A page served under the public address may call the API (behind the reverse proxy).
    const confirmed = await send('captain.confirmCard', { fixture: f.id }, away, { Origin: 'https://league.example.org', Host: 'league.example.org' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const actors = db.prepare("SELECT action, actor FROM audit WHERE action IN ('league: card submitted', 'team: card confirmed') ORDER BY id").all() as Array<{ action: string; actor: string }>;
    expect(actors.map((a) => a.actor)).toEqual([`captain of ${f.home}, event ${eventId} (this computer)`, `captain of ${f.away}, event ${eventId} (this computer)`]);
    must(backend, 'league.revokeCaptainCode', { eventId, team: f.home });
    expect((await send('captain.view', {}, home)).status).toBe(403);
  });
});

describe('public league pages (issue 43 part 5)', () => {
  it('a confirmed card re-publishes the website by itself: fixtures, the table as of each match night, player averages', async () => {
    const { backend } = tempBackend();
    const { eventId, round, card } = season(backend);
    const [a, b] = round(3);
    const folder = tempDir();
    must(backend, 'site.publish', { eventId, folder, auto: true });
    expect(existsSync(join(folder, 'players.html'))).toBe(true);
    const index = () => readFileSync(join(folder, 'index.html'), 'utf8');
    const before = index();
    must(backend, 'captain.submitCard', card(a!.id, [[40, 24], [32, 32]]));
    must(backend, 'captain.submitCard', card(b!.id, [[24, 40], [24, 40]]));
    must(backend, 'captain.confirmCard', { eventId, team: a!.away, fixture: a!.id });
    const changedAt = Date.now();
    let after = before;
    while (after === before && Date.now() - changedAt < 3000) {
      await new Promise((r) => setTimeout(r, 50));
      after = index();
    }
    // The confirmed card is published; the one still waiting for its captain is not.
    expect(after).toContain(`${a!.homeName}</td><td class="num">1.5 – 0.5</td>`);
    expect(after).not.toContain(`${b!.homeName}</td><td class="num">0 – 2</td>`);
    expect(readFileSync(join(folder, 'standings.html'), 'utf8')).toContain(`<a href="standings-${day(-7)}.html">${day(-7)}</a>`);
    expect(readFileSync(join(folder, `standings-${day(-7)}.html`), 'utf8')).toContain(a!.homeName);
    const players = readFileSync(join(folder, 'players.html'), 'utf8');
    expect(players).toContain('<th class="num">%</th>');
    // Board 1's home player won (100 %); board 2 was drawn (50 % each side).
    const doc = must<TeamEventView>(backend, 'teams.get', { eventId }).event;
    const averages = playerAverages(doc);
    const name = (id: string) => doc.players[id]!.name;
    const home1 = averages.find((r) => r.team === a!.homeName && r.percent === 100)!;
    expect([home1.played, home1.won, home1.score]).toEqual([1, 1, 1]);
    expect(averages.filter((r) => r.percent === 50).map((r) => r.played)).toEqual([1, 1]);
    expect(averages.filter((r) => r.percent === 0)).toHaveLength(1);
    expect(players).toContain(`<td>${name(home1.player)}</td>`);
    // As of the day before the match, nobody has played.
    expect(playerAverages(doc, day(-8))).toEqual([]);
  });
});

describe('eligibility (issue 43 part 2)', () => {
  it('one team per player per season unless the secretary transfers the player, audited with the reason and undoable', () => {
    const { backend, db } = tempBackend();
    const { eventId, ids, round, card } = season(backend);
    refused(backend, 'teams.addPlayers', { eventId, team: 'South', playerIds: [ids.North1] }, /already in team North: a player is in at most one team/);
    const f = round(3).find((x) => x.homeName === 'North' || x.awayName === 'North')!;
    // Lined up on a card confirmed: the match is played, so the transfer may go ahead.
    must(backend, 'captain.submitCard', card(f.id, [[40, 24], [40, 24]]));
    must(backend, 'captain.confirmCard', { eventId, team: f.away, fixture: f.id });
    expect(must(backend, 'league.transfer', { eventId, playerId: ids.North2, team: 'South', reason: 'moved house' })).toEqual({ player: String(ids.North2), from: 'T1', to: 'T2' });
    const teams = must<TeamEventView>(backend, 'teams.get', { eventId }).event.teams;
    expect(teams.find((t) => t.name === 'North')!.squad).toEqual([String(ids.North1)]);
    // The season has started: the player joins as an alternate (the board order is fixed).
    expect(teams.find((t) => t.name === 'South')!.alternates).toEqual([String(ids.North2)]);
    const audit = db.prepare("SELECT reason, detail FROM audit WHERE action = 'team: transfer'").get() as { reason: string; detail: string };
    expect(audit.reason).toBe('moved house');
    expect(JSON.parse(audit.detail)).toMatchObject({ player: String(ids.North2), from: 'T1', to: 'T2' });
    refused(backend, 'league.transfer', { eventId, playerId: ids.North2, team: 'South', reason: 'again' }, /is already in South/);
    refused(backend, 'league.transfer', { eventId, playerId: ids.East1, team: 'West', reason: ' ' }, /say why/);
    const view = must<TeamEventView>(backend, 'teams.get', { eventId });
    must(backend, 'teams.undo', { eventId, auditId: view.lastChange!.auditId, reason: 'wrong player' });
    expect(must<TeamEventView>(backend, 'teams.get', { eventId }).event.teams.find((t) => t.name === 'North')!.squad).toEqual([String(ids.North1), String(ids.North2)]);
  });

  it('a player lined up in a match still to play is not transferred; nothing changes', () => {
    const { backend } = tempBackend();
    const { eventId, ids, round } = season(backend);
    const f = round(4).find((x) => x.homeName === 'East' || x.awayName === 'East')!;
    must(backend, 'teams.setLineup', { eventId, fixture: f.id, side: f.homeName === 'East' ? 'home' : 'away' });
    const before = doc(backend, eventId);
    refused(backend, 'league.transfer', { eventId, playerId: ids.East1, team: 'West', reason: 'moved' }, new RegExp(`is lined up for East in fixture ${f.id.replace('.', '\\.')} \\(.+\\), still to play`));
    expect(doc(backend, eventId)).toBe(before);
  });
});

describe('td serve --public-url (issue 43 part 1)', () => {
  it('takes the site root of an https or http address and refuses a path, a query or another scheme, saying what is wrong', () => {
    expect(checkPublicUrl('https://league.example.org')).toBe('https://league.example.org/');
    expect(checkPublicUrl('https://league.example.org:8443/')).toBe('https://league.example.org:8443/');
    expect(() => checkPublicUrl('league.example.org')).toThrow(/--public-url must be an address like https:\/\/league.example.org\//);
    expect(() => checkPublicUrl('ftp://league.example.org/')).toThrow(/must start with https:\/\//);
    expect(() => checkPublicUrl('https://example.org/league/')).toThrow(/without a path, query or user/);
  });
});
