/**
 * Team competitions and league seasons (issue 23): the `teams.*` methods. Every change follows one
 * pattern: load the event's team document, apply a pure transform from src/shared/tournament/teams
 * (a refusal names what is wrong and nothing is saved), save it with the next revision (the document
 * before it kept in team_event_history), and write an audit entry naming that revision, so the change
 * can be undone (`teams.undo`).
 */
import { createHash, randomUUID } from 'node:crypto';
import { ApiFailure } from '../../shared/api/errors';
import { refuse, say } from '../../shared/i18n/refusals';
import type { FixtureView, TeamEventView, TeamStandingsView } from '../../shared/api/methods/teams';
import type { Outcome } from '../../shared/games/types';
import { editionsInForce, rateEvent, validateResult } from '../../shared/tournament';
import { NightFileSchema, SeasonFile } from '../../shared/api/methods/teamFiles';
import { illFormedAt } from '../../shared/api/validate';
import type { z } from 'zod';
import {
  SEASON_FORMAT, addPlayers, addTeam, checkNightFile, boardPrizes, defaultLineup, defaultLineups, defaultPlayer, exportNight, fixtureScore, forfeitFixture, forfeitPlayer, importNight,
  individualEvent, individualStandings, makeFixtures, newTeamEvent, notPlayableText, pairSwissRound, postpone, renamePlayers, setBoardOrder, setBoardResult,
  HIGHER_TEAM_RULE, checkBoardKinds, setCaptain, setLineup, teamCrossTable, teamLabel, teamOf, teamStandings, type BoardKind, type Lineup, type TeamEvent, type TeamPlayer,
} from '../../shared/tournament/teams';
import { takeBackup } from '../db/backup';
import { teamsRepo, type StoredTeamEvent } from '../db/repos/teams';
import { must, type Handlers, type ServiceContext } from './context';
import { addEvent } from './events';

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const repos = new WeakMap<object, ReturnType<typeof teamsRepo>>();
function repo(ctx: ServiceContext) {
  let r = repos.get(ctx.db);
  if (!r) repos.set(ctx.db, (r = teamsRepo(ctx.db)));
  return r;
}

const today = () => new Date().toISOString().slice(0, 10);

export function load(ctx: ServiceContext, eventId: number): StoredTeamEvent {
  must(ctx.events.get(eventId), 'event', eventId);
  const stored = repo(ctx).get(eventId);
  if (!stored) throw refuse('not_found', 'teams.notTeamEvent', { eventId }, { issues: [{ field: 'eventId', message: 'not a team event' }] });
  return stored;
}

/** The team document of a team event, or null for an individual event (the website asks). */
export function teamEventIfAny(ctx: ServiceContext, eventId: number): TeamEvent | null {
  return repo(ctx).get(eventId)?.doc ?? null;
}

/** A team event's document (printing reads it). */
export function teamEventOf(ctx: ServiceContext, eventId: number): TeamEvent {
  return load(ctx, eventId).doc;
}

function writable(ctx: ServiceContext, eventId: number): void {
  const info = ctx.events.get(eventId)!;
  if (info.status === 'finished') throw refuse('conflict', 'teams.finished', { event: info.name });
}

export function ok<T>(o: Outcome<T>): T {
  // A game rule's or the league's eligibility rule's refusal names the rule (R-ONI-14, ...); the others are conflicts with what is saved.
  if (!o.ok) throw o.error.rule.startsWith('R-') || o.error.rule === HIGHER_TEAM_RULE ? refuse('rule', o.error) : new ApiFailure('conflict', o.error.message, undefined, o.error.text);
  return o.value;
}

interface TeamAudit {
  id: number;
  action: string;
  at: string;
  /** The revision the change saved (the document before it is in the history). */
  revision: number;
}

/**
 * The change an undo takes back: the newest audited change of the team document that is neither an
 * undo nor undone (undos stack: undoing twice takes back the last two changes).
 */
function lastLive(ctx: ServiceContext, eventId: number): TeamAudit | null {
  const undone = new Set<number>();
  const rows = ctx.tournament.log.auditList(eventId);
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!;
    const d = r.detail as { teams?: { revision?: number }; undoes?: number } | null;
    if (d?.teams?.revision === undefined) continue;
    if (d.undoes !== undefined) {
      undone.add(d.undoes);
      continue;
    }
    if (undone.has(r.id)) continue;
    return { id: r.id, action: r.action, at: r.at, revision: d.teams.revision };
  }
  return null;
}

function lastChange(ctx: ServiceContext, eventId: number): TeamEventView['lastChange'] {
  const last = lastLive(ctx, eventId);
  return last && last.revision > 0 ? { auditId: last.id, action: last.action, at: last.at } : null;
}

export function viewOf(ctx: ServiceContext, eventId: number, stored: StoredTeamEvent, on = today()): TeamEventView {
  const e = stored.doc;
  const name = (id: string) => e.teams.find((t) => t.id === id)?.name ?? id;
  // Why a fixture cannot take a result yet, in the caller's language (issue 44: it was English on every screen).
  const blocked = (f: (typeof e.fixtures)[number]) => {
    const why = notPlayableText(e, f, on);
    return why ? say(ctx.locale, why) : null;
  };
  const fixtures: FixtureView[] = e.fixtures.map((f) => ({
    ...f, homeName: name(f.home), awayName: name(f.away), score: fixtureScore(e.game, e.scoring, f, e.gamesPerBoard), blocked: blocked(f),
  }));
  return { eventId, lastChange: lastChange(ctx, eventId), event: e, fixtures };
}

/** Saves the next document and audits the change with the document before it (undo restores that). */
export function commit(ctx: ServiceContext, eventId: number, stored: StoredTeamEvent, next: TeamEvent, action: string, reason: string, detail: Record<string, unknown> = {}): TeamEventView {
  writable(ctx, eventId);
  const revision = stored.revision + 1;
  repo(ctx).save(eventId, next, revision, stored.doc);
  ctx.tournament.log.audit(eventId, `team: ${action}`, reason, { ...detail, teams: { revision } });
  ctx.notify({ topic: 'results', eventId });
  return viewOf(ctx, eventId, { ...stored, doc: next, revision });
}

function player(ctx: ServiceContext, id: number): TeamPlayer {
  const p = must(ctx.players.get(id), 'player', id);
  return { id: String(p.id), name: p.name, club: p.club, rating: p.rating };
}

function lineupOf(seats: number[][], substitutes: Array<{ alternate: number; replaces: number }>): Lineup {
  return { seats: seats.map((s) => s.map(String)), substitutes: Object.fromEntries(substitutes.map((s) => [String(s.alternate), String(s.replaces)])) };
}

/** A file's content read by a pure function: a shape it does not expect is a damaged file, not a crash. */
function readingFile<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof ApiFailure) throw err;
    throw refuse('invalid', `teams.damaged.${what}`, { why: (err as Error).message });
  }
}

/**
 * A season or club-night file checked with the API's schemas before anything is read from it (issue 38):
 * refused whole, naming the first field that is wrong (`event.fixtures.3.id: ...`).
 */
function checkedFile<S extends z.ZodType>(what: 'season' | 'club-night', schema: S, data: unknown): z.output<S> {
  const badText = illFormedAt(data);
  const refused = (field: string, text: string) =>
    refuse('invalid', `teams.file.${what}`, { field, why: { key: 'verbatim', params: { text } } }, { issues: [{ field, message: text }] });
  if (badText !== null) throw refused(badText, 'contains a lone UTF-16 surrogate (half of a character), which is not text');
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw refused(issue.path.map(String).join('.'), issue.message);
  }
  return parsed.data;
}

/** Every result a season file holds, checked by the game's own rules (a score the game cannot have is refused by field). */
function checkSeasonResults(doc: TeamEvent): void {
  doc.fixtures.forEach((f, i) => f.boards.forEach((b, j) => b.games.forEach((g, k) => {
    if (!g.result) return;
    const valid = validateResult(doc.game, g.result, doc.options);
    if (!valid.ok) {
      const field = `event.fixtures.${i}.boards.${j}.games.${k}.result.${valid.errors[0]!.field}`;
      throw refuse('invalid', 'teams.file.season', { field, why: { key: 'verbatim', params: { text: valid.errors[0]!.message } } }, { issues: [{ field, message: valid.errors[0]!.message }] });
    }
  })));
}

type TeamMethod =
  | 'teams.createEvent' | 'teams.get' | 'teams.list' | 'teams.addTeam' | 'teams.addPlayers' | 'teams.setBoardOrder' | 'teams.setCaptain' | 'teams.makeFixtures'
  | 'teams.pairRound' | 'teams.setLineup' | 'teams.setResult' | 'teams.setResults' | 'teams.postpone' | 'teams.forfeitMatch' | 'teams.sanction' | 'teams.standings'
  | 'teams.exportNight' | 'teams.importNight' | 'teams.exportSeason' | 'teams.importSeason' | 'teams.finalise' | 'teams.undo';

function createEvent(ctx: ServiceContext, input: { name: string; game: TeamEvent['game']; options: TeamEvent['options']; format: TeamEvent['format']; startDate: string | null; venue: string; roundsPlanned: number | null }, doc: (eventId: number) => TeamEvent): TeamEventView {
  const info = addEvent(ctx, {
    name: input.name, game: input.game, options: input.options, format: input.format, roundsPlanned: input.roundsPlanned, startDate: input.startDate, endDate: null, venue: input.venue,
  });
  const d = doc(info.id);
  if (repo(ctx).bySeason(d.seasonId) !== undefined) throw refuse('conflict', 'teams.seasonHere', { season: d.name, eventId: repo(ctx).bySeason(d.seasonId)! });
  repo(ctx).insert(info.id, d);
  ctx.tournament.log.audit(info.id, 'team: create event', '', { teams: { revision: 0 } });
  return viewOf(ctx, info.id, { eventId: info.id, revision: 0, doc: d });
}

export const teamHandlers: Handlers<TeamMethod> = {
  'teams.createEvent': ({ boards, singlesBoards, doublesBoards, ...input }, ctx) => {
    // The boards as a count, as each board's kind, or as singles and doubles counts (singles first).
    const kinds: BoardKind[] = Array.isArray(boards) ? boards.map((b) => b.kind)
      : boards === undefined ? [...Array<BoardKind>(singlesBoards ?? 0).fill('singles'), ...Array<BoardKind>(doublesBoards ?? 0).fill('doubles')] : [];
    const boardKinds = ok(checkBoardKinds(input.game, input.options, kinds, input.scheveningen));
    const count = typeof boards === 'number' ? boards : kinds.length;
    return createEvent(ctx, { ...input, roundsPlanned: input.rounds }, () => newTeamEvent({
      seasonId: randomUUID(), ...input, boards: count, ...(boardKinds ? { boardKinds } : {}), dutchEdition: editionsInForce(input.startDate ?? new Date().toISOString()).dutchEdition,
    }));
  },
  'teams.get': ({ eventId, today: on }, ctx) => viewOf(ctx, eventId, load(ctx, eventId), on),
  'teams.list': (_input, ctx) => repo(ctx).list(),
  'teams.addTeam': ({ eventId, name, club, venue }, ctx) => {
    const s = load(ctx, eventId);
    const id = `T${s.doc.teams.length + 1}`;
    return commit(ctx, eventId, s, ok(addTeam(s.doc, { id, name, club, venue })), 'add team', '', { team: id });
  },
  'teams.addPlayers': ({ eventId, team, playerIds, as }, ctx) => {
    const s = load(ctx, eventId);
    const t = ok(teamOf(s.doc, team));
    return commit(ctx, eventId, s, ok(addPlayers(s.doc, t.id, playerIds.map((id) => player(ctx, id)), as)), as === 'squad' ? 'add players' : 'add alternates', '', { team: t.id, playerIds });
  },
  'teams.setBoardOrder': ({ eventId, team, playerIds }, ctx) => {
    const s = load(ctx, eventId);
    const t = ok(teamOf(s.doc, team));
    return commit(ctx, eventId, s, ok(setBoardOrder(s.doc, t.id, playerIds.map(String))), 'board order', '', { team: t.id, old: t.squad });
  },
  'teams.setCaptain': ({ eventId, team, playerId }, ctx) => {
    const s = load(ctx, eventId);
    const t = ok(teamOf(s.doc, team));
    return commit(ctx, eventId, s, ok(setCaptain(s.doc, t.id, String(playerId))), 'captain', '', { team: t.id, old: t.captain });
  },
  'teams.makeFixtures': ({ eventId, dates }, ctx) => {
    const s = load(ctx, eventId);
    return commit(ctx, eventId, s, ok(makeFixtures(s.doc, dates)), 'fixtures', '', { dates });
  },
  'teams.pairRound': ({ eventId, date }, ctx) => {
    const s = load(ctx, eventId);
    return commit(ctx, eventId, s, ok(pairSwissRound(s.doc, date)), 'pair round', '', { date });
  },
  'teams.setLineup': ({ eventId, fixture, side, seats, substitutes }, ctx) => {
    const s = load(ctx, eventId);
    const f = s.doc.fixtures.find((x) => x.id === fixture);
    if (!f) throw refuse('not_found', 'teams.noFixture', { fixture, event: s.doc.name }, { issues: [{ field: 'fixture', message: 'does not exist' }] });
    const lineup = seats ? lineupOf(seats, substitutes) : ok(defaultLineup(s.doc, ok(teamOf(s.doc, f[side]))));
    return commit(ctx, eventId, s, ok(setLineup(s.doc, fixture, side, lineup)), 'line-up', '', { fixture, side });
  },
  'teams.setResult': ({ eventId, fixture, board, game, result, playedOn, correct, reason, defaultLineups: lineups }, ctx) => {
    const s = load(ctx, eventId);
    const before = s.doc.fixtures.find((f) => f.id === fixture)?.boards.find((b) => b.number === board)?.games[game - 1]?.result ?? null;
    const lined = lineups && !correct ? ok(defaultLineups(s.doc, fixture)) : s.doc;
    const next = ok(setBoardResult(lined, { fixture, board, game: game - 1, result, playedOn, correct }));
    return commit(ctx, eventId, s, next, correct ? 'correct result' : 'result', reason, { fixture, board, game, old: before, result });
  },
  'teams.setResults': ({ eventId, fixture, boards, playedOn, defaultLineups: lineups }, ctx) => {
    const s = load(ctx, eventId);
    let next = lineups ? ok(defaultLineups(s.doc, fixture)) : s.doc;
    // Every board on the document in memory first: one refusal and nothing of the card is saved.
    for (const b of boards) next = ok(setBoardResult(next, { fixture, board: b.board, game: b.game - 1, result: b.result, playedOn, correct: false }));
    return commit(ctx, eventId, s, next, 'results', '', { fixture, boards: boards.map((b) => ({ board: b.board, game: b.game, result: b.result })) });
  },
  'teams.postpone': ({ eventId, fixture, date, reason }, ctx) => {
    const s = load(ctx, eventId);
    const old = s.doc.fixtures.find((f) => f.id === fixture)?.date ?? null;
    return commit(ctx, eventId, s, ok(postpone(s.doc, fixture, date, reason)), 'postpone', reason, { fixture, old, date });
  },
  'teams.forfeitMatch': ({ eventId, fixture, side, playedOn, reason }, ctx) => {
    const s = load(ctx, eventId);
    return commit(ctx, eventId, s, ok(forfeitFixture(s.doc, fixture, side, playedOn)), 'match forfeit', reason, { fixture, side });
  },
  'teams.sanction': ({ eventId, kind, fixture, playerId, reason, alternate, replayDate }, ctx) => {
    const s = load(ctx, eventId);
    const input = { fixture, player: String(playerId), reason, alternate: alternate === undefined ? null : String(alternate), replayDate: replayDate ?? null };
    const next = ok(kind === 'forfeit' ? forfeitPlayer(s.doc, input) : defaultPlayer(s.doc, input));
    return commit(ctx, eventId, s, next, kind, reason, { fixture, player: playerId, alternate: alternate ?? null, replayDate: replayDate ?? null });
  },
  'teams.standings': ({ eventId, asOf }, ctx): TeamStandingsView => {
    const { doc } = load(ctx, eventId);
    return {
      eventId, name: doc.name, format: doc.format, table: teamStandings(doc, asOf ?? null), crossTable: teamCrossTable(doc, asOf ?? null),
      boardPrizes: boardPrizes(doc), individual: individualStandings(doc),
    };
  },
  'teams.exportNight': ({ eventId, date }, ctx) => {
    const { doc } = load(ctx, eventId);
    const file = ok(exportNight(doc, date, sha256));
    return { filename: `${doc.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-${date}.night.json`, json: `${JSON.stringify(file, null, 1)}\n` };
  },
  'teams.importNight': ({ eventId, json }, ctx) => {
    const s = load(ctx, eventId);
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch (err) {
      throw refuse('invalid', 'teams.notJson.night', { why: (err as Error).message }, { issues: [{ field: 'json', message: 'not JSON' }] });
    }
    // The envelope first (its own words: not a night file, newer, changed, another season, imported before), then every field.
    const envelope = checkNightFile(s.doc, data, sha256);
    if (envelope.ok) checkedFile('club-night', NightFileSchema, data);
    const next = ok(readingFile('club-night', () => importNight(s.doc, data, sha256)));
    const night = next.imports[next.imports.length - 1]!;
    return commit(ctx, eventId, s, next, 'import club night', `club night of ${night.date}`, { night });
  },
  'teams.exportSeason': ({ eventId }, ctx) => {
    const { doc } = load(ctx, eventId);
    const info = ctx.events.get(eventId)!;
    const body = { format: SEASON_FORMAT, version: 1, startDate: info.startDate, venue: info.venue, event: doc };
    return { filename: `${doc.name.replace(/[^\p{L}\p{N}]+/gu, '-')}.season.json`, json: `${JSON.stringify(body)}\n` };
  },
  'teams.importSeason': ({ json }, ctx) => {
    let raw: { format?: string; version?: number; event?: TeamEvent } | null;
    try {
      raw = JSON.parse(json) as typeof raw;
    } catch (err) {
      throw refuse('invalid', 'teams.notJson.season', { why: (err as Error).message });
    }
    if (raw?.format !== SEASON_FORMAT || !raw.event) throw refuse('invalid', 'teams.season.format');
    if (raw.version !== 1) throw refuse('invalid', 'teams.season.version', { version: String(raw.version) });
    const data = checkedFile('season', SeasonFile, raw);
    const src = data.event as TeamEvent;
    checkSeasonResults(src);
    if (repo(ctx).bySeason(src.seasonId) !== undefined) throw refuse('conflict', 'teams.seasonHere', { season: src.name, eventId: repo(ctx).bySeason(src.seasonId)! });
    // The same people here: matched by name and club, added where missing.
    const ids = new Map<string, string>();
    for (const p of Object.values(src.players)) {
      const same = ctx.players.sameAs(p.name, p.club)[0];
      const here = same ?? ctx.players.insert({ name: p.name, club: p.club, rating: p.rating, contact: '', notes: '' });
      ids.set(p.id, String(here.id));
    }
    const doc = readingFile('season', () => renamePlayers(src, (id) => ids.get(id) ?? id));
    return createEvent(ctx, { name: doc.name, game: doc.game, options: doc.options, format: doc.format, startDate: data.startDate ?? null, venue: data.venue ?? '', roundsPlanned: doc.rounds }, () => doc);
  },
  'teams.finalise': ({ eventId, reason }, ctx) => {
    const s = load(ctx, eventId);
    writable(ctx, eventId);
    const open = s.doc.fixtures.filter((f) => fixtureScore(s.doc.game, s.doc.scoring, f, s.doc.gamesPerBoard).status !== 'played');
    if (s.doc.fixtures.length === 0) throw refuse('conflict', 'teams.nothingToFinalise', { event: s.doc.name });
    if (open.length) throw refuse('conflict', 'teams.stillToFinish', { fixtures: open.map((f) => `${f.id} (${teamLabel(s.doc, f)})`).join(', ') });
    const backup = takeBackup(ctx.db, 'manual', `before-finalise-${s.doc.name}`)?.name ?? null;
    const next = rateEvent(ctx.tournament.ratings.asDomain(s.doc.game), individualEvent(s.doc), String(eventId));
    const rated = ctx.tournament.ratings.apply(s.doc.game, eventId, next);
    const info = ctx.events.get(eventId)!;
    ctx.events.update(eventId, { name: info.name, game: info.game, options: JSON.stringify(info.options), format: info.format, roundsPlanned: info.roundsPlanned, startDate: info.startDate, endDate: info.endDate, venue: info.venue, status: 'finished' });
    ctx.tournament.log.audit(eventId, 'team: finalise', reason, { rated, backup });
    ctx.notify({ topic: 'events', id: eventId });
    return { rated };
  },
  'teams.undo': ({ eventId, auditId, reason }, ctx) => {
    const s = load(ctx, eventId);
    const entry = ctx.tournament.log.auditEntry(eventId, auditId);
    const revision = (entry?.detail as { teams?: { revision?: number } } | null)?.teams?.revision;
    const before = revision ? repo(ctx).before(eventId, revision) : undefined;
    if (!entry || !before) throw refuse('not_found', 'teams.notUndoable', { auditId }, { issues: [{ field: 'auditId', message: 'not undoable' }] });
    if (lastLive(ctx, eventId)?.id !== auditId) throw refuse('conflict', 'teams.notLast', { action: entry.action, event: s.doc.name });
    return commit(ctx, eventId, s, before, `undo ${entry.action.replace(/^team: /, '')}`, reason, { undoes: auditId });
  },
};
