/**
 * The league server (issue 43, docs/teams.md "The league server"): captains' codes, match cards
 * entered by one captain and confirmed or disputed by the other, the secretary's desk and decisions,
 * and club nights pushed signed with a club's key (HMAC-SHA256 over the canonical encoding). A card
 * reaches the team document only once confirmed or accepted, through the team service's `commit`
 * (audited with who, undoable like any team change).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types';
import { refuse } from '../../shared/i18n/refusals';
import type { CardStatus, CardView, CaptainView, LeagueDesk } from '../../shared/api/methods/league';
import {
  applyCard, boardSeats, canonicalJson, checkNotLocked, decideFlag, fixtureScore, withdrawTeam, withdrawalEffect, importNight, leagueSettings, lockDate, overdueFixtures, seatsPerBoard, sideOfTeam, teamOf, teamOfPlayer, transferPlayer,
  type Fixture, type MatchCard, type NightFile, type TeamEvent,
} from '../../shared/tournament/teams';
import { hashTableCode, newTableCode } from './admin';
import type { Handlers, ServiceContext } from './context';
import { commit, load, ok as accepted, sha256, viewOf } from './teams';

const today = () => new Date().toISOString().slice(0, 10);

/** Who a captain code belongs to, or null. Used by the web host before a request reaches the services. */
export function captainOfCode(db: Db, code: string): { eventId: number; team: string } | null {
  if (code.length > 64) return null;
  const row = db.prepare('SELECT event_id AS eventId, team_id AS team FROM captain_codes WHERE code_hash = ?').get(hashTableCode(code)) as { eventId: number; team: string } | undefined;
  return row ?? null;
}

interface CardRow {
  fixture: string;
  submittedBy: string;
  card: string;
  status: CardStatus;
  reason: string;
  submittedAt: string;
  decidedAt: string | null;
}

const CARD_COLUMNS = 'fixture, submitted_by AS submittedBy, card, status, reason, submitted_at AS submittedAt, decided_at AS decidedAt';

function cardRow(ctx: ServiceContext, eventId: number, fixture: string): CardRow | undefined {
  return ctx.db.prepare(`SELECT ${CARD_COLUMNS} FROM match_cards WHERE event_id = ? AND fixture = ?`).get(eventId, fixture) as CardRow | undefined;
}

function cardRows(ctx: ServiceContext, eventId: number): CardRow[] {
  return ctx.db.prepare(`SELECT ${CARD_COLUMNS} FROM match_cards WHERE event_id = ? ORDER BY submitted_at, fixture`).all(eventId) as CardRow[];
}

function setStatus(ctx: ServiceContext, eventId: number, fixture: string, status: CardStatus, reason: string): void {
  ctx.db.prepare("UPDATE match_cards SET status = ?, reason = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE event_id = ? AND fixture = ?").run(status, reason, eventId, fixture);
}

function cardView(doc: TeamEvent, row: CardRow): CardView {
  const f = doc.fixtures.find((x) => x.id === row.fixture)!;
  const name = (id: string) => doc.teams.find((t) => t.id === id)?.name ?? id;
  const card = JSON.parse(row.card) as MatchCard;
  return {
    fixture: row.fixture, home: f.home, away: f.away, homeName: name(f.home), awayName: name(f.away), date: f.date, submittedBy: row.submittedBy, status: row.status,
    reason: row.reason, submittedAt: row.submittedAt, decidedAt: row.decidedAt, locksAfter: lockDate(doc, f),
    card: { playedOn: card.playedOn, home: card.home.map((s) => s.map(Number)), away: card.away.map((s) => s.map(Number)), boards: card.boards },
  };
}

function fixtureIn(doc: TeamEvent, id: string): Fixture {
  const f = doc.fixtures.find((x) => x.id === id);
  if (!f) throw refuse('not_found', 'teams.noFixture', { fixture: id, event: doc.name }, { issues: [{ field: 'fixture', message: 'does not exist' }] });
  return f;
}

const teamName = (doc: TeamEvent, id: string) => doc.teams.find((t) => t.id === id)?.name ?? id;
const finished = (doc: TeamEvent, f: Fixture) => f.forfeit !== undefined || fixtureScore(doc.game, doc.scoring, f, doc.gamesPerBoard).status === 'played';
const hasAnyResult = (f: Fixture) => f.forfeit !== undefined || f.boards.some((b) => b.games.some((g) => g.result !== null));

/** The card a captain answers: it exists, is waiting, and was entered by the other team. */
function waitingCard(ctx: ServiceContext, doc: TeamEvent, eventId: number, fixture: Fixture, team: string): CardRow {
  const row = cardRow(ctx, eventId, fixture.id);
  if (!row) throw refuse('not_found', 'league.noCard', { fixture: fixture.id });
  if (row.status !== 'submitted') throw refuse('conflict', `league.cardIs.${row.status}`, { fixture: fixture.id });
  if (row.submittedBy === team) throw refuse('forbidden', 'league.ownCard', { fixture: fixture.id, team: teamName(doc, team) });
  return row;
}

/** A night's signature: HMAC-SHA256 with the club's key over the night's canonical encoding. */
export function signNight(night: unknown, key: string): string {
  return createHmac('sha256', Buffer.from(key, 'base64url')).update(canonicalJson(night), 'utf8').digest('hex');
}

function signatureMatches(night: unknown, key: string, given: string): boolean {
  const expected = Buffer.from(signNight(night, key), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

type LeagueMethod =
  | 'league.issueCaptainCode' | 'league.revokeCaptainCode' | 'league.issueClubKey' | 'league.revokeClubKey' | 'league.configure' | 'league.desk' | 'league.decide'
  | 'league.pushNight' | 'league.transfer' | 'league.withdrawTeam' | 'league.decideFlag' | 'captain.view' | 'captain.submitCard' | 'captain.confirmCard' | 'captain.disputeCard';

export const leagueHandlers: Handlers<LeagueMethod> = {
  'league.issueCaptainCode': ({ eventId, team }, ctx) => {
    const { doc } = load(ctx, eventId);
    const t = accepted(teamOf(doc, team));
    const code = newTableCode();
    ctx.db.prepare(`INSERT INTO captain_codes (event_id, team_id, code_hash) VALUES (?, ?, ?)
      ON CONFLICT (event_id, team_id) DO UPDATE SET code_hash = excluded.code_hash, issued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`).run(eventId, t.id, hashTableCode(code));
    const { issuedAt } = ctx.db.prepare('SELECT issued_at AS issuedAt FROM captain_codes WHERE event_id = ? AND team_id = ?').get(eventId, t.id) as { issuedAt: string };
    ctx.tournament.log.audit(eventId, 'league: captain code', '', { team: t.id, issuedAt });
    return { team: t.id, name: t.name, code, issuedAt };
  },
  'league.revokeCaptainCode': ({ eventId, team }, ctx) => {
    const { doc } = load(ctx, eventId);
    const t = accepted(teamOf(doc, team));
    const revoked = ctx.db.prepare('DELETE FROM captain_codes WHERE event_id = ? AND team_id = ?').run(eventId, t.id).changes > 0;
    if (revoked) ctx.tournament.log.audit(eventId, 'league: revoke captain code', '', { team: t.id });
    return { team: t.id, revoked };
  },
  'league.issueClubKey': ({ eventId, team }, ctx) => {
    const { doc } = load(ctx, eventId);
    const t = accepted(teamOf(doc, team));
    const club = t.club || t.name;
    const keyId = `K${randomBytes(6).toString('hex')}`;
    const key = randomBytes(32).toString('base64url');
    ctx.db.prepare('INSERT INTO club_keys (key_id, event_id, club, secret) VALUES (?, ?, ?, ?)').run(keyId, eventId, club, key);
    ctx.tournament.log.audit(eventId, 'league: club key', '', { keyId, club });
    return { keyId, club, key };
  },
  'league.revokeClubKey': ({ eventId, keyId }, ctx) => {
    load(ctx, eventId);
    const revoked = ctx.db.prepare("UPDATE club_keys SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE key_id = ? AND event_id = ? AND revoked_at IS NULL").run(keyId, eventId).changes > 0;
    if (revoked) ctx.tournament.log.audit(eventId, 'league: revoke club key', '', { keyId });
    return { keyId, revoked };
  },
  'league.configure': ({ eventId, ...given }, ctx) => {
    const s = load(ctx, eventId);
    const old = leagueSettings(s.doc);
    const changed = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
    const next = { ...s.doc, league: { ...s.doc.league, ...changed } };
    commit(ctx, eventId, s, next, 'league settings', '', { old, ...changed });
    return leagueSettings(next);
  },
  'league.withdrawTeam': ({ eventId, team, date, reason }, ctx) => {
    const s = load(ctx, eventId);
    const t = accepted(teamOf(s.doc, team));
    const next = accepted(withdrawTeam(s.doc, t.id, date, reason));
    const results = withdrawalEffect(next, next.teams.find((x) => x.id === t.id)!)!;
    commit(ctx, eventId, s, next, 'withdraw team', reason, { team: t.id, date, results });
    return { team: t.id, date, results };
  },
  'league.decideFlag': ({ eventId, fixture, playerId, reason }, ctx) => {
    const s = load(ctx, eventId);
    const player = String(playerId);
    commit(ctx, eventId, s, accepted(decideFlag(s.doc, fixture, player, reason)), 'eligibility decided', reason, { fixture, player });
    return { fixture, player };
  },
  'league.desk': ({ eventId, today: on, publicUrl }, ctx): LeagueDesk => {
    const { doc } = load(ctx, eventId);
    const day = on ?? today();
    const cards = cardRows(ctx, eventId).map((r) => cardView(doc, r));
    const codes = new Map((ctx.db.prepare('SELECT team_id AS team, issued_at AS issuedAt FROM captain_codes WHERE event_id = ?').all(eventId) as Array<{ team: string; issuedAt: string }>).map((r) => [r.team, r.issuedAt]));
    const byFixture = new Map(cards.map((c) => [c.fixture, c.status]));
    const fixtureOfFlag = (id: string) => doc.fixtures.find((f) => f.id === id);
    return {
      eventId, ...leagueSettings(doc), publicUrl,
      needsDecision: (doc.flags ?? []).filter((g) => !g.decided).map((g) => ({
        rule: g.rule, fixture: g.fixture, homeName: teamName(doc, fixtureOfFlag(g.fixture)?.home ?? ''), awayName: teamName(doc, fixtureOfFlag(g.fixture)?.away ?? ''),
        team: g.team, teamName: teamName(doc, g.team), player: Number(g.player), playerName: doc.players[g.player]?.name ?? g.player, matches: g.matches, higher: g.higher.map((h) => teamName(doc, h)),
      })),
      withdrawn: doc.teams.filter((t) => t.withdrawn).map((t) => ({ team: t.id, name: t.name, date: t.withdrawn!.date, reason: t.withdrawn!.reason, results: withdrawalEffect(doc, t)! })),
      captains: doc.teams.map((t) => ({ team: t.id, name: t.name, issuedAt: codes.get(t.id) ?? null })),
      clubKeys: ctx.db.prepare('SELECT key_id AS keyId, club, issued_at AS issuedAt, revoked_at AS revokedAt FROM club_keys WHERE event_id = ? ORDER BY issued_at').all(eventId) as LeagueDesk['clubKeys'],
      unconfirmed: cards.filter((c) => c.status === 'submitted'),
      disputed: cards.filter((c) => c.status === 'disputed'),
      overdue: overdueFixtures(doc, day, (f) => finished(doc, f)).map((f) => ({ fixture: f.id, homeName: teamName(doc, f.home), awayName: teamName(doc, f.away), date: f.date!, card: byFixture.get(f.id) ?? null })),
      cards,
    };
  },
  'league.decide': ({ eventId, fixture, accept, reason }, ctx) => {
    const s = load(ctx, eventId);
    const f = fixtureIn(s.doc, fixture);
    const row = cardRow(ctx, eventId, f.id);
    if (!row) throw refuse('not_found', 'league.noCard', { fixture: f.id });
    if (row.status !== 'submitted' && row.status !== 'disputed') throw refuse('conflict', `league.cardIs.${row.status}`, { fixture: f.id });
    if (accept) {
      commit(ctx, eventId, s, accepted(applyCard(s.doc, JSON.parse(row.card) as MatchCard)), 'card accepted', reason, { fixture: f.id, submittedBy: row.submittedBy, was: row.status });
    } else {
      ctx.tournament.log.audit(eventId, 'league: card rejected', reason, { fixture: f.id, submittedBy: row.submittedBy, was: row.status, card: JSON.parse(row.card) as unknown });
    }
    setStatus(ctx, eventId, f.id, accept ? 'accepted' : 'rejected', reason);
    ctx.notify({ topic: 'results', eventId });
    return cardView(load(ctx, eventId).doc, cardRow(ctx, eventId, f.id)!);
  },
  'league.transfer': ({ eventId, playerId, team, reason }, ctx) => {
    const s = load(ctx, eventId);
    const to = accepted(teamOf(s.doc, team));
    const player = String(playerId);
    const from = teamOfPlayer(s.doc, player)?.id ?? '';
    commit(ctx, eventId, s, accepted(transferPlayer(s.doc, player, to.id)), 'transfer', reason, { player, from, to: to.id });
    return { player, from, to: to.id };
  },
  'league.pushNight': ({ signed }, ctx) => {
    const key = ctx.db.prepare('SELECT key_id AS keyId, event_id AS eventId, club, secret, revoked_at AS revokedAt FROM club_keys WHERE key_id = ?').get(signed.keyId) as
      { keyId: string; eventId: number; club: string; secret: string; revokedAt: string | null } | undefined;
    if (!key) throw refuse('forbidden', 'league.push.unknownKey', { keyId: signed.keyId });
    if (key.revokedAt) throw refuse('forbidden', 'league.push.revoked', { keyId: key.keyId, club: key.club, date: key.revokedAt.slice(0, 10) });
    if (signed.version !== 1) throw refuse('invalid', 'league.push.version', { version: signed.version });
    if (!signatureMatches(signed.night, key.secret, signed.signature)) throw refuse('forbidden', 'league.push.signature', { club: key.club });
    const s = load(ctx, key.eventId);
    const night = signed.night as Partial<NightFile>;
    if (night.seasonId !== s.doc.seasonId) throw refuse('conflict', 'league.push.season', { season: String(night.season), event: s.doc.name });
    const date = String(night.date);
    const fixtures = Array.isArray(night.fixtures) ? night.fixtures.map((f) => String((f as { id?: unknown }).id)) : [];
    const seen = ctx.db.prepare('SELECT 1 FROM pushed_nights WHERE event_id = ? AND signature = ?').get(key.eventId, signed.signature);
    if (seen) return { eventId: key.eventId, date, fixtures, already: true };
    // A club's key speaks for the matches its own teams played.
    for (const id of fixtures) {
      const f = s.doc.fixtures.find((x) => x.id === id);
      const clubs = f ? [f.home, f.away].map((t) => s.doc.teams.find((x) => x.id === t)).map((t) => t?.club || t?.name) : [];
      if (f && !clubs.includes(key.club)) throw refuse('forbidden', 'league.push.otherClub', { club: key.club, fixture: id, home: teamName(s.doc, f.home), away: teamName(s.doc, f.away) });
    }
    for (const id of fixtures) {
      const f = s.doc.fixtures.find((x) => x.id === id);
      const card = f && cardRow(ctx, key.eventId, id);
      if (card && (card.status === 'submitted' || card.status === 'disputed')) throw refuse('conflict', 'league.push.cardWaiting', { fixture: id, status: card.status });
    }
    const next = accepted(importNight(s.doc, night, sha256));
    commit(ctx, key.eventId, s, next, 'push club night', `club night of ${date} from ${key.club}`, { keyId: key.keyId, club: key.club, date, fixtures });
    ctx.db.prepare('INSERT INTO pushed_nights (event_id, signature, key_id, date) VALUES (?, ?, ?, ?)').run(key.eventId, signed.signature, key.keyId, date);
    return { eventId: key.eventId, date, fixtures, already: false };
  },
  'captain.view': ({ eventId, team, today: on }, ctx): CaptainView => {
    const stored = load(ctx, eventId);
    const { doc } = stored;
    const t = accepted(teamOf(doc, team));
    const day = on ?? today();
    const view = viewOf(ctx, eventId, stored, day);
    const cards = new Map(cardRows(ctx, eventId).map((r) => [r.fixture, r]));
    const person = (id: string) => ({ id: Number(id), name: doc.players[id]?.name ?? id });
    return {
      eventId, event: doc.name, boards: doc.boards, gamesPerBoard: doc.gamesPerBoard, seatsPerBoard: seatsPerBoard(doc.game, doc.options), boardSeats: boardSeats(doc), today: day,
      team: { id: t.id, name: t.name, squad: t.squad.map(person), alternates: t.alternates.map(person) },
      teams: Object.fromEntries(doc.teams.map((x) => [x.id, { name: x.name, squad: x.squad.map(person), alternates: x.alternates.map(person) }])),
      fixtures: view.fixtures.filter((f) => f.home === t.id || f.away === t.id).map((f) => {
        const row = cards.get(f.id);
        return { ...f, side: f.home === t.id ? 'home' as const : 'away' as const, locksAfter: lockDate(doc, f), card: row ? cardView(doc, row) : null };
      }),
    };
  },
  'captain.submitCard': (input, ctx) => {
    const { eventId, team } = input;
    const { doc } = load(ctx, eventId);
    const t = accepted(teamOf(doc, team));
    const f = fixtureIn(doc, input.fixture);
    accepted(sideOfTeam(doc, f, t.id));
    accepted(checkNotLocked(doc, f, today()));
    if (input.playedOn > today()) throw refuse('invalid', 'league.future', { fixture: f.id, date: input.playedOn }, { issues: [{ field: 'playedOn', message: 'is after today' }] });
    // A card waiting or disputed is replaced by a new one; a rejected one is entered again; a confirmed one needs the secretary.
    const before = cardRow(ctx, eventId, f.id);
    if (before && (before.status === 'confirmed' || before.status === 'accepted')) throw refuse('conflict', `league.cardIs.${before.status}`, { fixture: f.id });
    if (hasAnyResult(f)) throw refuse('conflict', 'league.hasResult', { fixture: f.id });
    const subs = (xs: Array<{ alternate: number; replaces: number }>) => Object.fromEntries(xs.map((x) => [String(x.alternate), String(x.replaces)]));
    const card: MatchCard = {
      fixture: f.id, playedOn: input.playedOn, home: input.home.map((s) => s.map(String)), away: input.away.map((s) => s.map(String)),
      substitutes: { home: subs(input.homeSubstitutes), away: subs(input.awaySubstitutes) }, boards: input.boards,
    };
    // The whole card is checked now (board order, the game's rules): a captain hears at once what is wrong.
    accepted(applyCard(doc, card));
    ctx.db.prepare(`INSERT INTO match_cards (event_id, fixture, submitted_by, card, status) VALUES (?, ?, ?, ?, 'submitted')
      ON CONFLICT (event_id, fixture) DO UPDATE SET submitted_by = excluded.submitted_by, card = excluded.card, status = 'submitted', reason = '',
        submitted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), decided_at = NULL`).run(eventId, f.id, t.id, JSON.stringify(card));
    ctx.tournament.log.audit(eventId, 'league: card submitted', '', { fixture: f.id, team: t.id, card, replaces: before ? { by: before.submittedBy, status: before.status, card: JSON.parse(before.card) as unknown } : null });
    ctx.notify({ topic: 'results', eventId });
    return cardView(doc, cardRow(ctx, eventId, f.id)!);
  },
  'captain.confirmCard': ({ eventId, team, fixture }, ctx) => {
    const s = load(ctx, eventId);
    const t = accepted(teamOf(s.doc, team));
    const f = fixtureIn(s.doc, fixture);
    accepted(sideOfTeam(s.doc, f, t.id));
    accepted(checkNotLocked(s.doc, f, today()));
    const row = waitingCard(ctx, s.doc, eventId, f, t.id);
    commit(ctx, eventId, s, accepted(applyCard(s.doc, JSON.parse(row.card) as MatchCard)), 'card confirmed', '', { fixture: f.id, submittedBy: row.submittedBy, confirmedBy: t.id });
    setStatus(ctx, eventId, f.id, 'confirmed', '');
    return cardView(load(ctx, eventId).doc, cardRow(ctx, eventId, f.id)!);
  },
  'captain.disputeCard': ({ eventId, team, fixture, reason }, ctx) => {
    const { doc } = load(ctx, eventId);
    const t = accepted(teamOf(doc, team));
    const f = fixtureIn(doc, fixture);
    accepted(sideOfTeam(doc, f, t.id));
    accepted(checkNotLocked(doc, f, today()));
    const row = waitingCard(ctx, doc, eventId, f, t.id);
    setStatus(ctx, eventId, f.id, 'disputed', reason);
    ctx.tournament.log.audit(eventId, 'league: card disputed', reason, { fixture: f.id, submittedBy: row.submittedBy, disputedBy: t.id });
    ctx.notify({ topic: 'results', eventId });
    return cardView(doc, cardRow(ctx, eventId, f.id)!);
  },
};
