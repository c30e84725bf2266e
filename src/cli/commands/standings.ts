import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { optionalId, positiveId, print, UsageError, type Command } from '../command';
import { standingsText } from './team';
import { formatScore } from '../../shared/i18n/format';
import { valueOf } from '../../shared/tournament/standings';
import { cliLocale, t } from '../language';

export const standings: Command = {
  run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, round: { type: 'string' },
        order: { type: 'string' }, cross: { type: 'boolean', default: false },
      },
    });
    if (values.event === undefined) throw new UsageError(t('usageError.required', { flag: '--event ID' }));
    const eventId = positiveId('--event', values.event);
    const round = optionalId('--round', values.round);
    const backend = openBackend(values.db);
    try {
      if (values.cross) {
        const t = callApi(backend, 'crossTable.get', { eventId, round });
        if (values.json) print(t);
        else t.entries.forEach((id, i) => print(`${String(t.pairingNumbers[id]).padStart(3)}  ${t.names[id]!.padEnd(24)} ${t.cells[i]!.map((c, j) => (i === j ? ' X ' : c.map((x) => x.points ?? '.').join('/').padStart(3))).join(' ')}  ${t.totals[i]}`));
        return 0;
      }
      // A team event: the team table (td team standings prints it as text).
      if (callApi(backend, 'teams.list', {}).includes(eventId)) {
        const t = callApi(backend, 'teams.standings', { eventId });
        print(values.json ? t : standingsText(t));
        return 0;
      }
      const order = values.order?.split(',').map((c) => c.trim()).filter(Boolean);
      const s = callApi(backend, 'standings.get', { eventId, round, order });
      if (values.json) print(s);
      else {
        print(t('standings.after', { round: s.throughRound, order: s.order.join(', ') }));
        const locale = cliLocale();
        for (const r of s.rows) {
          print(`${String(r.rank).padStart(4)}  ${r.name.padEnd(24)} ${s.order.map((c) => formatScore(locale, Math.round(valueOf(r, c) * 100) / 100).padStart(7)).join(' ')}${r.status === 'active' ? '' : `  (${t(`status.${r.status}`)})`}`);
        }
      }
      return 0;
    } finally {
      backend.db.close();
    }
  },
};
