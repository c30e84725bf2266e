import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { positiveId, print, UsageError, type Command } from '../command';
import { GAME_IDS } from '../../shared/games/ids';
import { formatNumber, formatScore } from '../../shared/i18n/format';
import { cliLocale, t } from '../language';

export const ratings: Command = {
  run(argv) {
    const { values } = parseArgs({ args: argv, options: { db: { type: 'string' }, json: { type: 'boolean', default: false }, game: { type: 'string' }, player: { type: 'string' } } });
    const games = values.game ? [values.game] : [...GAME_IDS];
    const backend = openBackend(values.db);
    try {
      if (values.player !== undefined) {
        if (!values.game) throw new UsageError(t('usageError.playerNeedsGame'));
        const h = callApi(backend, 'ratings.history', { game: values.game, playerId: positiveId('--player', values.player) });
        if (values.json) print(h);
        else for (const x of h.history) print(`${x.eventName}: ${x.before.toFixed(1)} -> ${x.after.toFixed(1)} (${x.score}/${x.games})`);
        return 0;
      }
      const lists = Object.fromEntries(games.map((g) => [g, callApi(backend, 'ratings.list', { game: g })]));
      if (values.json) print(values.game ? lists[values.game] : lists);
      else {
        for (const [g, rows] of Object.entries(lists)) {
          if (rows.length === 0) continue;
          const locale = cliLocale();
          print(`${g}${rows.some((r) => r.provisional) ? `  (${t('ratings.provisional')})` : ''}`);
          for (const r of rows) {
            const about = [r.source === 'list' ? t('ratings.listed') : '', t('ratings.games', { count: r.games }),
              r.totals ? t('ratings.totals', { total: formatScore(locale, r.totals.total), average: formatNumber(locale, r.totals.average, 2) }) : ''];
            print(`  ${formatNumber(locale, r.rating, 1).padStart(7)}${r.provisional ? 'P' : ' '} ${r.name}  (${about.filter(Boolean).join(', ')})`);
          }
        }
      }
      return 0;
    } finally {
      backend.db.close();
    }
  },
};
