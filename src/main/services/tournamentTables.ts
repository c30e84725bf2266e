/**
 * Tables computed from the stored event: standings as of any round (the event's tie-break order or
 * one given), the cross-table, Elo rating lists with totals and averages, and finalising an event
 * (which rates it: R-ONI-13/14 exclusions apply through the domain's `ratedGames`).
 */
import type { RatingView } from '../../shared/api/methods/tournament';
import type { Output } from '../../shared/api/contract';
import type { Criterion } from '../../shared/tournament/standings/criteria';
import { DEFAULT_SETTINGS, eventEditions, isProvisional, computeStandings, crossTable, rankTable, defaultStandingsRound, missingResults, stillPlaying, playerTotals, rankingOrder, rateEvent, type TournamentEvent, lastRound } from '../../shared/tournament';
import { must, type Handlers, type ServiceContext } from './context';
import { syncLinkedGames } from './tournamentResults';
import { arenaView } from './arena';
import { loadEvent, setStatus, writable } from './tournamentState';
import { takeBackup } from '../db/backup';
import { descriptorOf } from '../../shared/games/registry';
import { refuse } from '../../shared/i18n/refusals';
import { cachedTable } from './tableCache';
import { storedTable, type TableForm } from './storedTables';
import { isRowColumns, rowColumns, rowsFrom } from '../../shared/tournament/standings/rowColumns';

/** A player's rating row in a game before finalising (null: none). */
interface RatingRowBefore { playerId: number; row: { rating: number; games: number; source: string } | null }

function ratingRowsOf(ctx: ServiceContext, game: string, playerIds: number[]): RatingRowBefore[] {
  const get = ctx.db.prepare('SELECT rating, games, source FROM ratings WHERE game = ? AND player_id = ?');
  return playerIds.filter((id) => Number.isInteger(id)).map((playerId) => ({ playerId, row: (get.get(game, playerId) as RatingRowBefore['row'] | undefined) ?? null }));
}

/** Every finalised event of a game, as domain events, oldest first. */
function finalisedEvents(ctx: ServiceContext, game: string): TournamentEvent[] {
  return ctx.events.list().filter((e) => e.game === game && e.status === 'finished').sort((x, y) => x.id - y.id).map((e) => loadEvent(ctx, e.id).event);
}

/**
 * The standings after `round` (by default the last complete one), in the event's order unless `order`
 * (standings.get, exports). Kept while nothing it reads changes (tableCache.ts): a director's screen and
 * the public pages ask often.
 */
export function standingsView(ctx: ServiceContext, eventId: number, { round, order }: { round?: number; order?: Criterion[] } = {}): Output<'standings.get'> {
  const key = `standings.get ${eventId} ${round ?? ''} ${order?.join(',') ?? ''}`;
  if (order !== undefined) return cachedTable(ctx.db, key, () => computeStandingsView(ctx, eventId, round, order).value);
  // The event's own standings (its order, as of the round shown by default: what its screens and pages
  // show unless a round is chosen) are also kept in the file, for a server started later.
  return cachedTable(ctx.db, key, () => storedTable(ctx.db, eventId, round === undefined ? null : String(round), () => computeStandingsView(ctx, eventId, round, order), standingsForm));
}

/** The standings kept with their rows by column (rowColumns.ts: whole rows took a new server longer to read back). */
const standingsForm: TableForm<Output<'standings.get'>> = {
  pack: (s) => {
    const columns = rowColumns(s.rows);
    return columns ? { ...s, rows: columns } : s;
  },
  unpack: (stored) => {
    const s = stored as Output<'standings.get'>;
    return isRowColumns(s.rows) ? { ...s, rows: rowsFrom(s.rows) } : s;
  },
};

/** The standings, and which round they are as of when that is the round shown by default (else null). */
function computeStandingsView(ctx: ServiceContext, eventId: number, round: number | undefined, order: Criterion[] | undefined): { value: Output<'standings.get'>; view: string | null } {
  const loaded = loadEvent(ctx, eventId);
  const isArena = loaded.info.format === 'arena';
  // An arena's rounds are its pairing moments, finishing in any order: its standings count every one.
  const shown = isArena ? lastRound(loaded.event.rounds) : defaultStandingsRound(loaded.event);
  const through = round ?? shown;
  const standings = computeStandings(loaded.event, {
    throughRound: through, order: order ?? rankingOrder(loaded.event.game, loaded.settings), brightwellConstant: loaded.settings.brightwellConstant,
  });
  const federation = descriptorOf(loaded.info.game).federation;
  const brightwell = standings.order.includes('brightwell')
    ? { coefficient: loaded.settings.brightwellConstant, roundsPlanned: loaded.info.roundsPlanned, federations: federation?.brightwellConstant(loaded.info.roundsPlanned) ?? null }
    : null;
  const base = { eventId, ...standings, stillPlaying: stillPlaying(loaded.event, standings.throughRound), editions: eventEditions(loaded.info.format, loaded.settings), brightwell };
  const view = order === undefined && through === shown ? String(through) : null;
  if (!isArena) return { value: base, view };
  // An arena ranks by arena points (services/arena.ts): the rows in that order and rank, the arena columns beside them.
  const arena = arenaView(ctx, { ...loaded, event: { ...loaded.event, rounds: loaded.event.rounds.filter((r) => r.number <= through) } }).standings;
  const byEntry = new Map(standings.rows.map((r) => [r.entry, r]));
  const rows = arena.flatMap((a) => (byEntry.has(a.entry) ? [{ ...byEntry.get(a.entry)!, rank: a.rank }] : []));
  return { value: { ...base, rows, arena }, view };
}

/** The cross table through `round` with each entry's name and pairing number (crossTable.get, exports). */
export function crossTableView(ctx: ServiceContext, eventId: number, round?: number): Output<'crossTable.get'> {
  const loaded = loadEvent(ctx, eventId);
  const table = crossTable(loaded.event, round);
  const names = Object.fromEntries(loaded.event.entries.map((e) => [e.id, e.name]));
  const pairingNumbers = Object.fromEntries(loaded.event.entries.map((e) => [e.id, e.pairingNumber]));
  return { eventId, ...table, names, pairingNumbers };
}

export const tableHandlers: Handlers<'standings.get' | 'crossTable.get' | 'ratings.list' | 'ratings.history' | 'events.finalise' | 'rankTable.get' | 'events.reopen'> = {
  'standings.get': ({ eventId, round, order }, ctx) => standingsView(ctx, eventId, { round, order }),
  'rankTable.get': ({ eventId, round }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    const order = rankingOrder(loaded.event.game, loaded.settings);
    const table = rankTable(loaded.event, { throughRound: round ?? defaultStandingsRound(loaded.event), order, brightwellConstant: loaded.settings.brightwellConstant });
    return { eventId, order, ...table };
  },
  'crossTable.get': ({ eventId, round }, ctx) => crossTableView(ctx, eventId, round),
  'ratings.list': ({ game }, ctx) => {
    const totals = playerTotals(finalisedEvents(ctx, game))[game] ?? {};
    const threshold = DEFAULT_SETTINGS.provisionalGames;
    return ctx.tournament.ratings.list(game).map((r): RatingView => ({
      ...r, provisional: isProvisional({ games: r.games, established: r.source === 'list' }, threshold), totals: totals[String(r.playerId)] ?? null,
    }));
  },
  'ratings.history': ({ game, playerId }, ctx) => {
    const history = ctx.tournament.ratings.history(game, playerId);
    // A player who does not exist is not_found like everywhere else, not an empty history (td ratings printed nothing, exit 0).
    if (history.length === 0) must(ctx.players.get(playerId), 'player', playerId);
    const row = ctx.tournament.ratings.list(game).find((r) => r.playerId === playerId);
    return { playerId, game, rating: row?.rating ?? null, history };
  },
  'events.finalise': ({ eventId, reason }, ctx) => {
    syncLinkedGames(ctx, eventId);
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    if (loaded.event.rounds.length === 0) throw refuse('conflict', 'event.noRounds', { name: loaded.info.name });
    const missing = loaded.event.rounds.flatMap((r) => missingResults(loaded.event, r).map((b) => `round ${r.number} board ${b}`));
    if (missing.length > 0) throw refuse('conflict', 'results.missing', { missing: missing.join(', ') }, { issues: [{ field: 'eventId', message: 'results missing' }] });
    const open = ctx.tournament.log.sanctions(eventId).filter((s) => s.kind === 'protest' && s.decision === null);
    if (open.length > 0) throw refuse('conflict', 'results.protests', { boards: open.map((s) => `round ${s.round} board ${s.board}`).join(', ') }, { rule: 'R-ONI-13' });
    // Finalising is undone by restoring this copy (Backups screen): the ratings change with it.
    const backup = takeBackup(ctx.db, 'manual', `before-finalise-${loaded.info.name}`)?.name ?? null;
    const { ratingK: k, ratingStart: start, ratingKNew: kNew, provisionalGames } = loaded.settings;
    const game = loaded.event.game;
    const next = rateEvent(ctx.tournament.ratings.asDomain(game), loaded.event, String(eventId), { k, start, kNew, provisionalGames });
    // Each rating row as it was, so that events.reopen can put them back exactly (issue 44: undoable).
    const ratingsBefore = ratingRowsOf(ctx, game, Object.keys(next).map(Number));
    const rated = ctx.tournament.ratings.apply(game, eventId, next);
    const event = setStatus(ctx, loaded, 'finished');
    ctx.tournament.log.audit(eventId, 'finalise', reason, { rated, k, kNew, provisionalGames, start, backup, ratingsBefore });
    return { event, rated };
  },
  'events.reopen': ({ eventId, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId, { pairings: false });
    if (loaded.info.status !== 'finished') throw refuse('conflict', 'event.notFinalised', { name: loaded.info.name });
    const game = loaded.event.game;
    const finalised = ctx.tournament.log.auditList(eventId).filter((a) => a.action === 'finalise').at(-1);
    const before = (finalised?.detail as { ratingsBefore?: RatingRowBefore[] } | undefined)?.ratingsBefore;
    if (!before) throw refuse('conflict', 'event.reopenNoRecord', { name: loaded.info.name });
    // A later event rated one of these players built on these ratings: only a backup can go back past it.
    const later = ctx.db.prepare(`SELECT e.name FROM rating_history h JOIN events e ON e.id = h.event_id WHERE h.game = ? AND h.event_id <> ?
      AND h.id > (SELECT MIN(id) FROM rating_history WHERE game = ? AND event_id = ?) AND h.player_id IN (SELECT player_id FROM rating_history WHERE game = ? AND event_id = ?) LIMIT 1`)
      .get(game, eventId, game, eventId, game, eventId) as { name: string } | undefined;
    if (later) throw refuse('conflict', 'event.reopenLater', { name: loaded.info.name, later: later.name });
    for (const b of before) ctx.tournament.ratings.restore(game, b.playerId, b.row);
    const removed = ctx.db.prepare('DELETE FROM rating_history WHERE game = ? AND event_id = ?').run(game, eventId).changes;
    const event = setStatus(ctx, loaded, 'running');
    ctx.tournament.log.audit(eventId, 'reopen', reason, { finaliseAudit: finalised!.id, ratingsRestored: before.length, historyRemoved: removed });
    return { event };
  },
};
