import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { parseOpts, print, UsageError, type Command } from '../command';

export const events: Command = {
  name: 'events',
  usage: 'td events list|create [--db FILE] [--json] [--name N --game G --format F --rounds R --start D --end D --venue V --opt k=v]',
  summary: 'list events or create one',
  run(argv) {
    const [sub, ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false },
        name: { type: 'string' }, game: { type: 'string' }, format: { type: 'string' }, rounds: { type: 'string' },
        start: { type: 'string' }, end: { type: 'string' }, venue: { type: 'string' }, opt: { type: 'string', multiple: true },
      },
    });
    const backend = openBackend(values.db);
    try {
      if (sub === 'list') {
        const list = callApi(backend, 'events.list', {});
        if (values.json) print(list);
        else for (const e of list) print(`${String(e.id).padStart(5)}  ${e.name}  [${e.game}, ${e.format}, ${e.status}]  ${e.playerCount} players`);
        return 0;
      }
      if (sub === 'create') {
        const rounds = values.rounds === undefined ? null : Number(values.rounds);
        const event = callApi(backend, 'events.create', {
          name: values.name ?? '', game: values.game, format: values.format, roundsPlanned: rounds,
          startDate: values.start ?? null, endDate: values.end ?? null, venue: values.venue, options: parseOpts(values.opt),
        });
        print(values.json ? event : `created event ${event.id}: ${event.name}`);
        return 0;
      }
      throw new UsageError(`unknown events command "${sub ?? ''}"`);
    } finally {
      backend.db.close();
    }
  },
};
