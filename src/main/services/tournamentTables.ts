/**
 * Tables computed from the stored event: standings as of any round (the event's tie-break order or
 * one given), the cross-table, Elo rating lists with totals and averages, and finalising an event
 * (which rates it: R-ONI-13/14 exclusions apply through the domain's `ratedGames`).
 */
import type { RatingView } from '../../shared/api/methods/tournament';
import type { Output } from '../../shared/api/contract';
import type { Criterion } from '../../shared/tournament/standings/criteria';
import { DEFAULT_SETTINGS, eventEditions, isProvisional, computeStandings, crossTable, defaultStandingsRound, missingResults, stillPlaying, playerTotals, rankingOrder, rateEvent, type TournamentEvent } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { syncLinkedGames } from './tournamentResults';
import { loadEvent, setStatus, writable } from './tournamentState';
import { takeBackup } from '../db/backup';
import { refuse } from '../../shared/i18n/refusals';

/** Every finalised event of a game, as domain events, oldest first. */
function finalisedEvents(ctx: ServiceContext, game: string): TournamentEvent[] {
  return ctx.events.list().filter((e) => e.game === game && e.status === 'finished').sort((x, y) => x.id - y.id).map((e) => loadEvent(ctx, e.id).event);
}

/** The standings after `round` (by default the last complete one), in the event's order unless `order` (standings.get, exports). */
export function standingsView(ctx: ServiceContext, eventId: number, { round, order }: { round?: number; order?: Criterion[] } = {}): Output<'standings.get'> {
  const loaded = loadEvent(ctx, eventId);
  const through = round ?? defaultStandingsRound(loaded.event);
  const standings = computeStandings(loaded.event, {
    throughRound: through, order: order ?? rankingOrder(loaded.event.game, loaded.settings), brightwellConstant: loaded.settings.brightwellConstant,
  });
  return { eventId, ...standings, stillPlaying: stillPlaying(loaded.event, standings.throughRound), editions: eventEditions(loaded.info.format, loaded.settings) };
}

/** The cross table through `round` with each entry's name and pairing number (crossTable.get, exports). */
export function crossTableView(ctx: ServiceContext, eventId: number, round?: number): Output<'crossTable.get'> {
  const loaded = loadEvent(ctx, eventId);
  const table = crossTable(loaded.event, round);
  const names = Object.fromEntries(loaded.event.entries.map((e) => [e.id, e.name]));
  const pairingNumbers = Object.fromEntries(loaded.event.entries.map((e) => [e.id, e.pairingNumber]));
  return { eventId, ...table, names, pairingNumbers };
}

export const tableHandlers: Handlers<'standings.get' | 'crossTable.get' | 'ratings.list' | 'ratings.history' | 'events.finalise'> = {
  'standings.get': ({ eventId, round, order }, ctx) => standingsView(ctx, eventId, { round, order }),
  'crossTable.get': ({ eventId, round }, ctx) => crossTableView(ctx, eventId, round),
  'ratings.list': ({ game }, ctx) => {
    const totals = playerTotals(finalisedEvents(ctx, game))[game] ?? {};
    const threshold = DEFAULT_SETTINGS.provisionalGames;
    return ctx.tournament.ratings.list(game).map((r): RatingView => ({
      ...r, provisional: isProvisional({ games: r.games, established: r.source === 'list' }, threshold), totals: totals[String(r.playerId)] ?? null,
    }));
  },
  'ratings.history': ({ game, playerId }, ctx) => {
    const row = ctx.tournament.ratings.list(game).find((r) => r.playerId === playerId);
    return { playerId, game, rating: row?.rating ?? null, history: ctx.tournament.ratings.history(game, playerId) };
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
    const rated = ctx.tournament.ratings.apply(game, eventId, next);
    const event = setStatus(ctx, loaded, 'finished');
    ctx.tournament.log.audit(eventId, 'finalise', reason, { rated, k, kNew, provisionalGames, start, backup });
    return { event, rated };
  },
};
