import { ApiFailure } from '../../shared/api/errors';
import { parsePlayersCsv, playersToCsv } from './csv';
import { must, type Handlers } from './context';

export const playerHandlers: Handlers<
  'players.create' | 'players.update' | 'players.remove' | 'players.get' | 'players.list' | 'players.importCsv' | 'players.exportCsv'
> = {
  'players.create': (input, ctx) => {
    const player = ctx.players.insert(input);
    ctx.notify({ topic: 'players', id: player.id });
    return player;
  },
  'players.update': ({ id, ...patch }, ctx) => {
    const current = must(ctx.players.get(id), 'player', id);
    const player = ctx.players.update(id, { ...current, ...patch });
    ctx.notify({ topic: 'players', id });
    return player;
  },
  'players.remove': ({ id }, ctx) => {
    must(ctx.players.get(id), 'player', id);
    const events = ctx.players.eventNames(id);
    if (events.length > 0) {
      throw new ApiFailure('conflict', `the player is registered in ${events.map((e) => `"${e}"`).join(', ')}; unregister them first`, {
        issues: [{ field: 'id', message: 'still registered' }],
      });
    }
    ctx.players.remove(id);
    ctx.notify({ topic: 'players', id });
    return { id };
  },
  'players.get': ({ id }, ctx) => must(ctx.players.get(id), 'player', id),
  'players.list': ({ search }, ctx) => ctx.players.list(search?.trim() || undefined),
  'players.importCsv': ({ csv }, ctx) => {
    const rows = parsePlayersCsv(csv);
    const players = rows.map((row) => ctx.players.insert(row));
    ctx.notify({ topic: 'players' });
    return { imported: players.length, players };
  },
  'players.exportCsv': (_input, ctx) => ({ csv: playersToCsv(ctx.players.list()) }),
};
