/**
 * Results out and in (src/shared/api/methods/exports.ts, docs/exchange.md): CSV tables, TRF-2026 and
 * TRF-16 export and import, WThor, the game records and the event as JSON. Export reads what the screens read; import
 * builds a new event in one transaction, so a refused file leaves nothing behind.
 */
import { ApiFailure } from '../../shared/api/errors';
import { FedId } from '../../shared/api/schemas';
import { sidesOf, computeStandings, rankingOrder } from '../../shared/tournament';
import { bakuVirtualPoints } from '../../shared/tournament/acceleration';
import { scoringOf, type EntryId } from '../../shared/tournament/model';
import { dutchEditionOf, fideTieBreaks, formatTrf, readTrfEvent, systemCode, trfFromEvent, TrfTooLarge, TrfUnwritable, TRF_MAX_PLAYERS, type DutchEdition, type TrfOptions, type TrfVersion } from '../../shared/tournament/trf';
import type { ServiceContext } from './context';
import { teamEventIfAny } from './teams';
import { trfFromTeamEvent, TrfTeamPairs } from '../../shared/tournament/trf/teams';
import type { TeamEvent } from '../../shared/tournament/teams/model';
import { eventGames } from '../export/eventGames';
import { recordsArchive } from '../export/records';
import { crossTableCsv, pairingsCsv, standingsCsv } from '../export/tables';
import { WTHOR_GAME, wthorExport, type WthorState } from '../export/wthor';
import { wofFile } from '../export/wof';
import type { Handlers } from './context';
import { replay } from './replay';
import { recordText } from './print';
import { createTournament, listEntries, updateSettings } from './tournamentEntries';
import { roundOf } from './tournamentRounds';
import { crossTableView, standingsView } from './tournamentTables';
import { addPlayer } from './players';
import { isDoubles, loadEvent, setStatus } from './tournamentState';
import { refuse } from '../../shared/i18n/refusals';
import { translator } from '../../shared/i18n/translate';

/** A file name from the event's name: letters, digits and dashes. */
const fileName = (...parts: Array<string | number | undefined>): string =>
  parts.filter((p) => p !== undefined).join('-').replace(/[^\p{L}\p{N}-]+/gu, '_');

const base64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');

/** The version of the `club-td-event` JSON; raised when a field changes meaning or goes away. */
export const EVENT_JSON_VERSION = 1;

type Loaded = ReturnType<typeof loadEvent>;

/** TRF sex (column 10) from the player's: `w` and `m`, blank otherwise; and back (`f` read as `w`). */
const TRF_SEX: Record<string, string> = { F: 'w', M: 'm' };
const SEX_OF_TRF: Record<string, 'F' | 'M'> = { w: 'F', f: 'F', m: 'M' };

/** What a TRF-2026 export carries from the event's settings and players (records 192, 202/212, 250, 260, identity). */
function trfOptions(ctx: ServiceContext, loaded: Loaded, version: TrfVersion, order: ReturnType<typeof rankingOrder>): TrfOptions {
  const identity = new Map<EntryId, { fedId: string; sex: string }>();
  for (const e of loaded.event.entries) {
    const p = ctx.players.get(Number(e.id));
    // The id column is 11 wide: a longer federation id is left out rather than cut.
    if (p) identity.set(e.id, { fedId: p.fedId && p.fedId.length <= 11 ? p.fedId : '', sex: TRF_SEX[p.sex] ?? '' });
  }
  if (version === '16') return { version, identity };
  const { settings, event, info } = loaded;
  const edition: DutchEdition = settings.dutchEdition;
  const baku = info.format === 'swiss' && settings.acceleration === 'baku' && info.roundsPlanned !== null;
  const acceleration: NonNullable<TrfOptions['acceleration']> = [];
  if (baku) {
    const total = info.roundsPlanned!;
    const accelerated = Math.ceil(total / 2);
    const full = Math.ceil(accelerated / 2);
    for (const [from, to] of [[1, full], [full + 1, accelerated]] as const) {
      if (from > to) continue;
      const vp = bakuVirtualPoints(event, from, total, scoringOf(event).win);
      const last = Math.max(0, ...[...vp.keys()].map((id) => event.entries.find((e) => e.id === id)!.pairingNumber));
      if (last > 0) acceleration.push({ points: [...vp.values()][0]!, from, to, last });
    }
  }
  return {
    version, identity, acceleration,
    system: systemCode(info.format, edition, baku, settings.swissSystem),
    tieBreaks: fideTieBreaks(order),
    forbidden: settings.forbiddenPairs.map((p): [EntryId, EntryId] => [String(p.a), String(p.b)]),
  };
}

/** A team event as TRF-2026 (trf/teams.ts): the board games as player lines, then the team records. */
function teamTrf(ctx: ServiceContext, eventId: number, team: TeamEvent, version: TrfVersion): { filename: string; trf: string } {
  if (version === '16') throw refuse('invalid', 'exports.trfTeams16');
  const info = ctx.events.get(eventId)!;
  const players = new Set(Object.keys(team.players));
  if (players.size > TRF_MAX_PLAYERS) throw refuse('invalid', 'exports.trfTooMany', { max: TRF_MAX_PLAYERS, count: players.size });
  try {
    const trf = trfFromTeamEvent({ name: info.name, venue: info.venue, startDate: info.startDate, endDate: info.endDate, roundsPlanned: info.roundsPlanned, initialColour: 'white' }, team);
    return { filename: `${fileName(info.name)}.trf`, trf: formatTrf(trf) };
  } catch (e) {
    if (e instanceof TrfTeamPairs) throw refuse('invalid', 'exports.trfDoubles');
    if (e instanceof TrfTooLarge) throw refuse('invalid', 'exports.trfTooMany', { max: TRF_MAX_PLAYERS, count: e.players });
    throw unwritable(e);
  }
}

/** Points a TRF field cannot hold, refused in words (format.ts TrfUnwritable); any other error as it is. */
function unwritable(e: unknown): unknown {
  if (!(e instanceof TrfUnwritable)) return e;
  return e.player === null
    ? refuse('invalid', 'exports.trfScoringUnwritable', { points: e.points, width: e.width })
    : refuse('invalid', 'exports.trfPointsUnwritable', { player: e.player.id, name: e.player.name, points: e.points, width: e.width });
}

export const exportHandlers: Handlers<'events.exportCsv' | 'events.exportTrf' | 'events.exportWof' | 'events.exportWthor' | 'events.exportRecords' | 'events.exportJson' | 'events.importTrf' | 'files.save'> = {
  // Only the desktop host has a save dialog (it answers files.save before the backend); a browser downloads.
  'files.save': () => {
    throw refuse('invalid', 'exports.saveDesktopOnly');
  },
  'events.exportCsv': ({ eventId, what, round }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    const name = loaded.info.name;
    if (what === 'standings') return { filename: `${fileName(name, 'standings', round)}.csv`, csv: standingsCsv(standingsView(ctx, eventId, { round }), translator(ctx.locale)) };
    if (what === 'crosstable') return { filename: `${fileName(name, 'cross-table', round)}.csv`, csv: crossTableCsv(crossTableView(ctx, eventId, round)) };
    const numbers = round === undefined ? loaded.event.rounds.map((r) => r.number) : [round];
    const rounds = numbers.map((n) => roundOf(ctx, eventId, n));
    return { filename: `${fileName(name, 'pairings', round)}.csv`, csv: pairingsCsv(rounds) };
  },

  'events.exportTrf': ({ eventId, version }, ctx) => {
    const team = teamEventIfAny(ctx, eventId);
    if (team) return teamTrf(ctx, eventId, team, version);
    const loaded = loadEvent(ctx, eventId);
    if (isDoubles(loaded.info)) throw refuse('invalid', 'exports.trfDoubles');
    if (loaded.event.entries.length > TRF_MAX_PLAYERS) throw refuse('invalid', 'exports.trfTooMany', { max: TRF_MAX_PLAYERS, count: loaded.event.entries.length });
    const order = rankingOrder(loaded.event.game, loaded.settings);
    const standings = computeStandings(loaded.event, { order });
    const { name, venue, startDate, endDate, format, roundsPlanned } = loaded.info;
    try {
      const trf = trfFromEvent(
        { name, venue, startDate, endDate, format, roundsPlanned, initialColour: loaded.settings.initialColour },
        loaded.event, new Map(standings.rows.map((r) => [r.entry, r.rank])), trfOptions(ctx, loaded, version, order),
      );
      return { filename: `${fileName(name)}.trf`, trf: formatTrf(trf) };
    } catch (e) {
      if (e instanceof TrfTooLarge) throw refuse('invalid', 'exports.trfTooMany', { max: TRF_MAX_PLAYERS, count: e.players });
      throw unwritable(e);
    }
  },

  'events.exportWof': ({ eventId, country, sender }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    if (loaded.info.game !== WTHOR_GAME) throw refuse('invalid', 'exports.wofOthello', { name: loaded.info.name, game: loaded.info.game });
    const players = [...loaded.event.entries].sort((a, b) => a.pairingNumber - b.pairingNumber).map((e) => {
      const row = loaded.rows.find((r) => r.id === e.id);
      const fedId = row?.playerId != null ? ctx.players.get(row.playerId)?.fedId ?? null : null;
      return { entry: e.id, name: e.name, fedId: fedId === null ? '' : String(fedId).trim() };
    });
    const missing = players.filter((p) => p.fedId === '').map((p) => p.name);
    if (missing.length > 0) throw refuse('invalid', 'exports.wofFedIds', { names: missing.join(', ') }, { issues: missing.map((name) => ({ field: 'fedId', message: `${name} has no federation id` })) });
    const games = eventGames(loaded.event).filter((g) => g.result !== null && g.result.ending !== 'forfeit');
    const date = loaded.info.startDate ?? new Date().toISOString().slice(0, 10);
    const wof = wofFile({ tournament: loaded.info.name, country, date, sender, players, games });
    return { filename: `${fileName(loaded.info.name)}.txt`, wof, games: games.length };
  },

  'events.exportWthor': ({ eventId }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    if (loaded.info.game !== WTHOR_GAME) throw refuse('invalid', 'exports.wthorOthello', { name: loaded.info.name, game: loaded.info.game });
    const games = eventGames(loaded.event);
    const states = new Map<number, WthorState>();
    for (const g of games) {
      const row = g.recordId === null ? undefined : ctx.games.get(g.recordId);
      if (row) states.set(row.id, replay(ctx, row).state as WthorState);
    }
    const today = new Date();
    const created = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
    const year = loaded.info.startDate ? Number(loaded.info.startDate.slice(0, 4)) : created.year;
    const out = wthorExport(loaded.info.name, loaded.event.entries, games, states, year, created);
    return { filename: `${fileName(loaded.info.name)}.wtb`, wtb: base64(out.wtb), jou: base64(out.jou), trn: base64(out.trn), written: out.written, skipped: out.skipped };
  },

  'events.exportRecords': ({ eventId }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    const games = eventGames(loaded.event);
    const texts = new Map<number, string>();
    for (const g of games) if (g.recordId !== null && ctx.games.get(g.recordId)) texts.set(g.recordId, recordText(ctx, g.recordId, 'director').text);
    const out = recordsArchive(loaded.event.entries, games, texts, sidesOf(loaded.info.game));
    return { filename: `${fileName(loaded.info.name, 'games')}.zip`, zip: base64(out.zip), files: out.files, skipped: out.skipped };
  },

  'events.exportJson': ({ eventId }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    const linked = eventGames(loaded.event).flatMap((g) => (g.recordId === null ? [] : [g.recordId]));
    const ids = [...new Set([...ctx.games.list(eventId).map((g) => g.id), ...linked])].sort((x, y) => x - y);
    const data = {
      format: 'club-td-event', version: EVENT_JSON_VERSION, exportedAt: new Date().toISOString(),
      event: loaded.info, settings: loaded.settings,
      entries: listEntries(ctx, eventId),
      rounds: loaded.event.rounds.map((r) => ({ ...r, ...loaded.meta.get(r.number) })),
      sanctions: ctx.tournament.log.sanctions(eventId),
      games: ids.flatMap((id) => {
        const row = ctx.games.get(id);
        return row ? [{ id, game: row.game, options: row.options, title: row.title, createdAt: row.createdAt, actions: ctx.games.actions(id) }] : [];
      }),
      audit: ctx.tournament.log.auditList(eventId),
    };
    return { filename: `${fileName(loaded.info.name)}.json`, json: JSON.stringify(data, null, 2) + '\n' };
  },

  'events.importTrf': ({ trf, game }, ctx) => {
    const read = readTrfEvent(trf, game);
    if (!read.ok) {
      const { line, column, message, text } = read.error;
      throw new ApiFailure('invalid', `TRF line ${line}, column ${column}: ${message}`, { issues: [{ field: `line.${line}.column.${column}`, message }] },
        { key: 'tournament.trf.at', params: { line, column, message: text ?? { key: 'verbatim', params: { text: message } } } });
    }
    const { info, players, rounds, scoring, tieBreaks, baku, system, forbidden } = read.value;
    // Record 192 says how the rounds were paired: the FIDE Dutch system of an edition, or PAPP; the event goes on so.
    const dutch = system ? dutchEditionOf(system) : null;
    const pairing = dutch ? { swissSystem: 'dutch' as const, dutchEdition: dutch } : system?.toUpperCase() === 'CUSTOM_PAPP' ? { swissSystem: 'papp' as const } : {};
    const event = createTournament(ctx, {
      name: info.name, game, format: info.format, roundsPlanned: info.roundsPlanned,
      startDate: info.startDate, endDate: info.endDate, venue: info.venue,
      settings: { initialColour: info.initialColour, ...(scoring ? { scoring } : {}), ...(tieBreaks ? { tieBreaks } : {}), ...(baku ? { acceleration: 'baku' as const } : {}), ...pairing },
    });
    const entryOf = new Map<string, string>();
    const taken = new Set<number>();
    for (const p of players) {
      // A player with the file's federation id is that player; else a club member already in the list
      // (same name, no club in TRF) is entered, not added twice; two TRF lines with one name are two people.
      const byId = p.fideId ? ctx.players.byFedId(p.fideId) : undefined;
      const known = (byId && !taken.has(byId.id) ? byId : undefined) ?? ctx.players.sameAs(p.name, '').find((x) => !taken.has(x.id) && (!p.fideId || !x.fedId));
      const fedId = p.fideId && FedId.safeParse(p.fideId).success && !ctx.players.byFedId(p.fideId) ? p.fideId : null;
      const player = known ?? addPlayer(ctx, { name: p.name, rating: p.rating, fedId, sex: SEX_OF_TRF[p.sex.toLowerCase()] ?? '', country: p.federation.toUpperCase(), allowDuplicate: true });
      taken.add(player.id);
      // The repo, not the handler: the event was made above and `taken` keeps each player once, so the
      // handler's checks cannot fail, and its reload of the event counts every registration (quadratic).
      ctx.events.register(event.id, player.id);
      ctx.tournament.store.setEntryState(event.id, { playerId: player.id, teamId: null }, { pairingNumber: p.id, joinedRound: null, withdrawnRound: null });
      entryOf.set(String(p.id), String(player.id));
    }
    ctx.notify({ topic: 'registrations', eventId: event.id });
    if (forbidden.length > 0) {
      const pairs = forbidden.map(([a, b]) => ({ a: Number(entryOf.get(String(a))), b: Number(entryOf.get(String(b))), why: 'TRF 260' }));
      updateSettings(ctx, event.id, { forbiddenPairs: pairs });
    }
    const id = (x: string): string => entryOf.get(x)!;
    for (const r of rounds) {
      const pairings = r.pairings.map((p) => (p.kind === 'bye' ? { ...p, entry: id(p.entry) } : { ...p, a: id(p.a), b: id(p.b) }));
      ctx.tournament.store.saveRound(event.id, { number: r.number, pairings }, { published: true, night: null });
    }
    if (rounds.length > 0) setStatus(ctx, loadEvent(ctx, event.id), 'running');
    ctx.tournament.log.audit(event.id, 'import trf', '', { players: players.length, rounds: rounds.length });
    ctx.notify({ topic: 'rounds', eventId: event.id });
    return { eventId: event.id, name: info.name, players: players.length, rounds: rounds.length };
  },
};
