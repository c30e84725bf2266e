/**
 * The event website's data, read in one transaction through the same handlers the screens use, and
 * built into files (src/main/export/site). See docs/exchange.md.
 */
import { SIDES, computeStandings, rankingOrder } from '../../shared/tournament';
import type { GameOptions } from '../../shared/games/types';
import { eventGames } from '../export/eventGames';
import { viewerScript } from '../export/site/bundle';
import { buildSite } from '../export/site/build';
import type { ServiceContext } from './context';
import { roundHandlers } from './tournamentRounds';
import { tableHandlers } from './tournamentTables';
import { loadEvent } from './tournamentState';

export function siteFiles(ctx: ServiceContext, eventId: number): Map<string, string> {
  const loaded = loadEvent(ctx, eventId);
  const order = rankingOrder(loaded.event.game, loaded.settings);
  const numbers = loaded.event.rounds.map((r) => r.number).sort((x, y) => x - y);
  const games = eventGames(loaded.event).map((g) => {
    const row = g.recordId === null ? undefined : ctx.games.get(g.recordId);
    return { ...g, record: row ? { options: JSON.parse(row.options) as GameOptions, actions: ctx.games.actions(row.id) } : null };
  });
  return buildSite({
    info: loaded.info,
    event: loaded.event,
    rounds: numbers.map((n) => roundHandlers['rounds.get']({ eventId, round: n }, ctx)),
    standings: numbers.map((n) => computeStandings(loaded.event, { throughRound: n, order })),
    cross: tableHandlers['crossTable.get']({ eventId }, ctx),
    games,
    sides: SIDES[loaded.info.game],
    viewer: viewerScript(),
  });
}
