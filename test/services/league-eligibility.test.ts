/**
 * League eligibility as settings (issue 43 part 2) on real SQLite files, checked wherever a line-up
 * is entered: a captain's card, the desk's line-up, a club's pushed night. A breach is refused naming
 * the rule and the player, or, under the `flag` setting, entered and listed for the secretary under
 * "needs a decision". A withdrawn team's results are voided or stand by the half of the season.
 */
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import { signNight } from '../../src/main/services/league';
import type { LeagueDesk } from '../../src/shared/api/methods/league';
import type { TeamEventView, TeamStandingsView } from '../../src/shared/api/methods/teams';
import { HIGHER_TEAM_RULE } from '../../src/shared/tournament/teams';
import { must, tempBackend } from '../support/tempdb';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const won = (a: number, b: number) => ({ winner: a > b ? 'a' : 'b', score: { a, b } });

/**
 * Parity A and Parity B (one club's first and second teams), Edges and Corners; two boards; six
 * weekly rounds from five weeks ago. Parity B's first player has played up once for Parity A in
 * Parity A's first match against another club.
 */
function season(backend: Backend, settings: Record<string, unknown>) {
  const eventId = must<TeamEventView>(backend, 'teams.createEvent', { name: 'County league', game: 'othello', format: 'league', boards: 2 }).eventId;
  const ids: Record<string, number> = {};
  for (const [team, club] of [['Parity A', 'Parity'], ['Parity B', 'Parity'], ['Edges', 'Edges'], ['Corners', 'Corners']] as const) {
    must(backend, 'teams.addTeam', { eventId, name: team, club });
    for (const n of [1, 2]) ids[`${team} ${n}`] = must<{ id: number }>(backend, 'players.create', { name: `${team} ${n}`, club }).id;
    must(backend, 'teams.addPlayers', { eventId, team, playerIds: [ids[`${team} 1`], ids[`${team} 2`]] });
  }
  must(backend, 'teams.makeFixtures', { eventId, dates: [-35, -28, -21, -14, -7, 0].map(day) });
  must(backend, 'league.configure', { eventId, cardLockDays: 60, ...settings });
  const view = must<TeamEventView>(backend, 'teams.get', { eventId });
  const team = (name: string) => view.event.teams.find((t) => t.name === name)!.id;
  const [A, B] = [team('Parity A'), team('Parity B')];
  const against = (t: string, not: string) => view.fixtures.filter((f) => (f.home === t || f.away === t) && f.home !== not && f.away !== not).sort((x, y) => x.round - y.round);
  const up = against(A, B)[0]!;
  must(backend, 'teams.setLineup', { eventId, fixture: up.id, side: up.home === A ? 'home' : 'away', seats: [[ids['Parity A 1']], [ids['Parity B 1']]], substitutes: [{ alternate: ids['Parity B 1'], replaces: ids['Parity A 2'] }] });
  must(backend, 'teams.setResults', { eventId, fixture: up.id, playedOn: up.date, defaultLineups: true, boards: [{ board: 1, result: won(40, 24) }, { board: 2, result: won(40, 24) }] });
  // Parity B's next match against another club, after the one its player played up.
  const later = against(B, A).find((f) => f.date! > up.date!)!;
  const side = later.home === B ? 'home' as const : 'away' as const;
  const other = side === 'home' ? later.away : later.home;
  const otherName = view.event.teams.find((t) => t.id === other)!.name;
  const seats = { B: [[ids['Parity B 1']!], [ids['Parity B 2']!]], other: [[ids[`${otherName} 1`]!], [ids[`${otherName} 2`]!]] };
  return { eventId, ids, A, B, later, side, other, seats };
}

function refusal(backend: Backend, method: string, input: unknown) {
  const r = backend.call(method, input);
  expect(r.ok, JSON.stringify(r)).toBe(false);
  return (r as { ok: false; error: { message: string; details?: { rule?: string } } }).error;
}

const BREACH = /^Parity B 1 has played 1 match for Parity A, a higher team of the club, and may not play for Parity B in fixture \d\.\d \(.+\) \(league eligibility: matches for a higher team: 1\)$/;

describe('eligibility: matches for a higher team, refused where a line-up is entered (issue 43 part 2)', () => {
  it('a captain\'s card naming the player is refused naming the rule and the player; nothing is stored', () => {
    const { backend } = tempBackend();
    const s = season(backend, { eligibilityHigherTeamMatches: 1, eligibilityAction: 'refuse' });
    const card = {
      eventId: s.eventId, team: s.B, fixture: s.later.id, playedOn: s.later.date, home: s.side === 'home' ? s.seats.B : s.seats.other, away: s.side === 'home' ? s.seats.other : s.seats.B,
      boards: [{ board: 1, result: won(40, 24) }, { board: 2, result: won(24, 40) }],
    };
    const error = refusal(backend, 'captain.submitCard', card);
    expect(error.message).toMatch(BREACH);
    expect(error.details?.rule).toBe(HIGHER_TEAM_RULE);
    expect(must<LeagueDesk>(backend, 'league.desk', { eventId: s.eventId }).cards).toEqual([]);
  });

  it('the desk\'s line-up is refused the same way, in the caller\'s language', () => {
    const { backend } = tempBackend();
    const s = season(backend, { eligibilityHigherTeamMatches: 1 });
    const input = { eventId: s.eventId, fixture: s.later.id, side: s.side, seats: s.seats.B };
    expect(refusal(backend, 'teams.setLineup', input).message).toMatch(BREACH);
    const fr = backend.call('teams.setLineup', input, undefined, 'fr');
    expect(fr.ok).toBe(false);
    if (!fr.ok) expect(fr.error.message).toMatch(/^Parity B 1 a joué 1 rencontre pour Parity A, une équipe supérieure du club, et ne peut pas jouer pour Parity B dans la rencontre/);
    // Below the count nothing is said.
    must(backend, 'league.configure', { eventId: s.eventId, eligibilityHigherTeamMatches: 2 });
    must(backend, 'teams.setLineup', input);
  });

  it('a club\'s pushed night naming the player is refused whole, naming the rule and the player', () => {
    const { backend } = tempBackend();
    const s = season(backend, { eligibilityHigherTeamMatches: 1 });
    const key = must<{ keyId: string; key: string }>(backend, 'league.issueClubKey', { eventId: s.eventId, team: s.B });
    const club = tempBackend().backend;
    const ce = must<TeamEventView>(club, 'teams.importSeason', { json: must<{ json: string }>(backend, 'teams.exportSeason', { eventId: s.eventId }).json });
    // The season file carries the rule, so the club's copy would refuse the line-up itself; a copy whose
    // rule was switched off (or made before the secretary set it) records the night, and the server refuses it.
    must(club, 'league.configure', { eventId: ce.eventId, eligibilityHigherTeamMatches: null });
    must(club, 'teams.setResults', { eventId: ce.eventId, fixture: s.later.id, playedOn: s.later.date, defaultLineups: true, boards: [{ board: 1, result: won(40, 24) }, { board: 2, result: won(40, 24) }] });
    const night = JSON.parse(must<{ json: string }>(club, 'teams.exportNight', { eventId: ce.eventId, date: s.later.date! }).json) as Record<string, unknown>;
    const signed = { format: 'club-td-signed-night', version: 1, keyId: key.keyId, night, signature: signNight(night, key.key) };
    const error = refusal(backend, 'league.pushNight', { signed });
    expect(error.message).toMatch(/Parity B 1 has played 1 match for Parity A, a higher team of the club, and may not play for Parity B/);
    expect(must<TeamEventView>(backend, 'teams.get', { eventId: s.eventId }).fixtures.find((f) => f.id === s.later.id)!.boards).toEqual([]);
  });
});

describe('eligibility: flag for the secretary (issue 43 part 2)', () => {
  it('the line-up is entered and listed under "needs a decision"; the secretary lets it stand with a reason, audited and undoable', () => {
    const { backend, db } = tempBackend();
    const s = season(backend, { eligibilityHigherTeamMatches: 1, eligibilityAction: 'flag' });
    must(backend, 'teams.setLineup', { eventId: s.eventId, fixture: s.later.id, side: s.side, seats: s.seats.B });
    const desk = must<LeagueDesk>(backend, 'league.desk', { eventId: s.eventId });
    expect(desk.eligibilityAction).toBe('flag');
    expect(desk.needsDecision).toEqual([expect.objectContaining({ rule: HIGHER_TEAM_RULE, fixture: s.later.id, teamName: 'Parity B', player: s.ids['Parity B 1'], playerName: 'Parity B 1', matches: 1, higher: ['Parity A'] })]);
    expect(refusal(backend, 'league.decideFlag', { eventId: s.eventId, fixture: s.later.id, playerId: s.ids['Parity B 1'], reason: ' ' }).message).toMatch(/say why/);
    must(backend, 'league.decideFlag', { eventId: s.eventId, fixture: s.later.id, playerId: s.ids['Parity B 1'], reason: 'agreed by both captains' });
    expect(must<LeagueDesk>(backend, 'league.desk', { eventId: s.eventId }).needsDecision).toEqual([]);
    const audit = db.prepare("SELECT id, action, reason FROM audit WHERE action = 'team: eligibility decided'").get() as { id: number; action: string; reason: string };
    expect(audit.reason).toBe('agreed by both captains');
    must(backend, 'teams.undo', { eventId: s.eventId, auditId: audit.id, reason: 'decided too soon' });
    expect(must<LeagueDesk>(backend, 'league.desk', { eventId: s.eventId }).needsDecision).toHaveLength(1);
  });
});

describe('a withdrawn team (issue 43 part 2)', () => {
  it('withdrawing in the first half voids its results; the table notes it; the audit says why; the secretary can undo it', () => {
    const { backend, db } = tempBackend();
    const s = season(backend, {});
    const table = () => must<TeamStandingsView>(backend, 'teams.standings', { eventId: s.eventId }).table;
    expect(table().rows.find((r) => r.name === 'Parity A')!.played).toBe(1);
    expect(must(backend, 'league.withdrawTeam', { eventId: s.eventId, team: 'Parity A', date: day(-27), reason: 'the club hall closed' })).toEqual({ team: s.A, date: day(-27), results: 'voided' });
    const rows = table().rows;
    expect(rows[rows.length - 1]).toMatchObject({ name: 'Parity A', played: 0, withdrawn: { date: day(-27), results: 'voided' } });
    expect(rows.reduce((n, r) => n + r.played, 0)).toBe(0);
    expect(must<LeagueDesk>(backend, 'league.desk', { eventId: s.eventId }).withdrawn).toEqual([{ team: s.A, name: 'Parity A', date: day(-27), reason: 'the club hall closed', results: 'voided' }]);
    const audit = db.prepare("SELECT id FROM audit WHERE action = 'team: withdraw team'").get() as { id: number };
    must(backend, 'teams.undo', { eventId: s.eventId, auditId: audit.id, reason: 'withdrawn by mistake' });
    expect(table().rows.find((r) => r.name === 'Parity A')).toMatchObject({ played: 1 });
  });

  it('withdrawing in the second half (on or after the first night of round 4 of 6): its results stand', () => {
    const { backend } = tempBackend();
    const s = season(backend, {});
    expect(must(backend, 'league.withdrawTeam', { eventId: s.eventId, team: 'Parity A', date: day(-14), reason: 'gone' })).toMatchObject({ results: 'stand' });
    expect(must<TeamStandingsView>(backend, 'teams.standings', { eventId: s.eventId }).table.rows.find((r) => r.name === 'Parity A')).toMatchObject({ played: 1, toPlay: 0, withdrawn: { results: 'stand' } });
  });
});
