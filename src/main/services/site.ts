/**
 * The event website's data, read in one transaction through the same handlers the screens use, and
 * built into files (src/main/export/site). See docs/exchange.md.
 */
import { SIDES, computeStandings, crossTable, rankingOrder } from '../../shared/tournament';
import type { GameOptions } from '../../shared/games/types';
import { eventGames } from '../export/eventGames';
import { viewerScript } from '../export/site/bundle';
import { buildSite } from '../export/site/build';
import type { ServiceContext } from './context';
import { loadEvent, roundView } from './tournamentState';

export function siteFiles(ctx: ServiceContext, eventId: number): Map<string, string> {
  const loaded = loadEvent(ctx, eventId);
  const order = rankingOrder(loaded.event.game, loaded.settings);
  const rounds = [...loaded.event.rounds].sort((x, y) => x.number - y.number);
  const games = eventGames(loaded.event).map((g) => {
    const row = g.recordId === null ? undefined : ctx.games.get(g.recordId);
    return { ...g, record: row ? { options: JSON.parse(row.options) as GameOptions, actions: ctx.games.actions(row.id) } : null };
  });
  return buildSite({
    info: loaded.info,
    event: loaded.event,
    rounds: rounds.map((r) => roundView(loaded, r)),
    standings: rounds.map((r) => computeStandings(loaded.event, { throughRound: r.number, order })),
    cross: crossTable(loaded.event),
    games,
    sides: SIDES[loaded.info.game],
    viewer: viewerScript(),
  });
}
