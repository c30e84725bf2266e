import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { positiveId, print, UsageError, type Command } from '../command';
import type { PairOutcome, RoundView } from '../../shared/api/methods/tournament';
import { formatScore } from '../../shared/i18n/format';
import { cliLocale, t } from '../language';

function int(flag: string, value: string | undefined, required = true): number | undefined {
  if (value === undefined) {
    if (required) throw new UsageError(t('usageError.required', { flag: flag }));
    return undefined;
  }
  return positiveId(flag, value);
}

/** One line per board: `  1  Ann - Bob  40-24` (results as entered), byes last as listed. */
export function roundText(r: RoundView): string {
  const lines = [`${t('round.title', { round: r.number })}${r.published ? '' : ` (${t('round.unpublished')})`}${r.night ? `, ${t('round.night', { night: r.night })}` : ''}`];
  for (const p of r.pairings) {
    if (p.kind === 'bye') {
      lines.push(`  ${t('round.bye')}  ${p.entry.name} (${t(`bye.${p.bye}`)}, ${formatScore(cliLocale(), p.points)})`);
      continue;
    }
    const scores = p.forfeit ? t('round.forfeit', { who: p.forfeit }) : p.games.map((g) => (g.result ? `${g.result.score.a}-${g.result.score.b}` : '...')).join(' ');
    lines.push(`  ${String(p.board).padStart(3)}  ${p.a.name} - ${p.b.name}  ${scores}`);
  }
  return lines.join('\n');
}

function pairedText(o: PairOutcome): string {
  return [roundText(o.round), ...o.warnings.map((w) => `  ${t('round.warning', { message: w.message })}`), o.saved ? '' : `  (${t('round.preview')})`].filter(Boolean).join('\n');
}

export const round: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, round: { type: 'string' },
        preview: { type: 'boolean', default: false }, draft: { type: 'boolean', default: false }, reason: { type: 'string' },
      },
    });
    const eventId = int('--event', values.event)!;
    const backend = openBackend(values.db);
    try {
      switch (sub) {
        case 'pair':
        case 'repair': {
          const input = { eventId, round: int('--round', values.round, sub === 'repair'), preview: values.preview };
          let o = sub === 'pair' ? callApi(backend, 'rounds.pair', input) : callApi(backend, 'rounds.repair', { ...input, round: input.round!, reason: values.reason ?? '' });
          if (o.saved && !values.draft) o = { ...o, round: callApi(backend, 'rounds.publish', { eventId, round: o.round.number }) };
          print(values.json ? o : pairedText(o));
          return 0;
        }
        case 'publish': {
          const r = callApi(backend, 'rounds.publish', { eventId, round: int('--round', values.round)! });
          print(values.json ? r : roundText(r));
          return 0;
        }
        case 'show': {
          const r = callApi(backend, 'rounds.get', { eventId, round: int('--round', values.round)! });
          print(values.json ? r : roundText(r));
          return 0;
        }
        case 'list': {
          const list = callApi(backend, 'rounds.list', { eventId });
          if (values.json) print(list);
          else {
            for (const r of list) {
              print(`${t('round.title', { round: r.number })}: ${t('round.matches', { count: r.matches })}, ${t('round.byes', { count: r.byes })}${r.pending.length ? `, ${t('round.waiting', { boards: r.pending.join(', ') })}` : ''}`);
            }
          }
          return 0;
        }
        default:
          throw new UsageError(t('usageError.unknown', { command: 'round', sub: sub ?? '' }));
      }
    } finally {
      backend.db.close();
    }
  },
};
