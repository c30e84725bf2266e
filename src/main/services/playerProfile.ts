/** A player's page (every event entered, every game played, ratings per game) and typed ratings. */
import type { PlayerProfile } from '../../shared/api/methods/players';
import { DEFAULT_SETTINGS, isProvisional } from '../../shared/tournament';
import type { GameId } from '../../shared/games/types';
import { playerMergeRepo } from '../db/repos/playerMerge';
import { must, type Handlers, type ServiceContext } from './context';
import { loadEvent } from './tournamentState';

function ratingsOf(ctx: ServiceContext, id: number): PlayerProfile['ratings'] {
  return ctx.tournament.ratings.ofPlayer(id).map((r) => ({
    game: r.game as GameId, rating: r.rating, games: r.games, source: r.source,
    provisional: isProvisional({ games: r.games, established: r.source === 'list' }, DEFAULT_SETTINGS.provisionalGames),
  }));
}

export const profileHandlers: Handlers<'players.profile' | 'players.setRating'> = {
  'players.profile': ({ id }, ctx) => {
    const player = must(ctx.players.get(id), 'player', id);
    const events: PlayerProfile['events'] = [];
    const games: PlayerProfile['games'] = [];
    for (const info of ctx.events.list().sort((a, b) => (a.startDate ?? a.createdAt).localeCompare(b.startDate ?? b.createdAt) || a.id - b.id)) {
      const loaded = loadEvent(ctx, info.id);
      const row = loaded.rows.find((r) => r.playerId === id || r.members?.some((m) => m.playerId === id));
      if (!row) continue;
      events.push({ eventId: info.id, name: info.name, game: info.game, format: info.format, status: info.status, startDate: info.startDate, withdrawnRound: row.withdrawnRound });
      const name = (entry: string) => loaded.event.entries.find((e) => e.id === entry)?.name ?? entry;
      for (const round of loaded.event.rounds) {
        for (const p of round.pairings) {
          if (p.kind !== 'match' || (p.a !== row.id && p.b !== row.id)) continue;
          const me = p.a === row.id ? 'a' : 'b';
          const them = me === 'a' ? 'b' : 'a';
          const base = { eventId: info.id, eventName: info.name, game: info.game, round: round.number, board: p.board, opponent: name(p[them]) };
          if (p.forfeit) {
            const lost = p.forfeit === me || p.forfeit === 'both';
            games.push({ ...base, first: false, result: lost ? 'forfeit loss' : 'forfeit win', score: '' });
            continue;
          }
          for (const g of [...p.games, ...(p.playoff ?? [])]) {
            const r = g.result;
            const result = !r ? 'pending' : r.winner === null ? 'draw' : r.winner === me ? 'win' : 'loss';
            games.push({ ...base, first: g.first === me, result, score: r ? `${r.score[me]}-${r.score[them]}` : '' });
          }
        }
      }
    }
    return { player, ratings: ratingsOf(ctx, id), events, games };
  },
  'players.setRating': ({ id, game, rating, reason }, ctx) => {
    must(ctx.players.get(id), 'player', id);
    const old = ctx.tournament.ratings.ofPlayer(id).find((r) => r.game === game) ?? null;
    ctx.tournament.ratings.setListRating(game, id, rating);
    playerMergeRepo(ctx.db).audit('set rating', reason, { player: id, game, old, rating });
    ctx.notify({ topic: 'players', id });
    return ratingsOf(ctx, id);
  },
};
