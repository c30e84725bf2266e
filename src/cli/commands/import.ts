import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { print, readInput, UsageError, type Command } from '../command';
import { t } from '../language';

export const importer: Command = {
  run(argv) {
    const [format, ...rest] = argv;
    if (format !== 'trf') throw new UsageError(t('usageError.importWhat'));
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { db: { type: 'string' }, json: { type: 'boolean', default: false }, game: { type: 'string' } },
    });
    if (positionals.length !== 1) throw new UsageError(t('usageError.oneTrf'));
    const trf = readInput(positionals[0]);
    const backend = openBackend(values.db);
    try {
      const r = callApi(backend, 'events.importTrf', { trf, ...(values.game ? { game: values.game } : {}) });
      print(values.json ? r : t('import.created', { id: r.eventId, name: r.name, players: t('event.players', { count: r.players }), rounds: t('import.rounds', { count: r.rounds }) }));
      return 0;
    } finally {
      backend.db.close();
    }
  },
};
