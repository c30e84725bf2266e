/** The prize list as awarded from the standings (src/shared/tournament/prizes.ts): who wins what. */
import type { Locale } from '../../shared/i18n/locales';
import type { Award, PrizeSharing } from '../../shared/tournament';
import { paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

export interface PrizesInput {
  event?: EventInfo;
  throughRound: number;
  awards: Array<Award & { name: string | null }>;
  onePerPerson: boolean;
  sharing: PrizeSharing;
  paper?: Paper;
  locale?: Locale;
}

export async function renderPrizes(input: PrizesInput): Promise<Buffer> {
  const sheet = new Sheet({
    paper: input.paper, event: input.event, locale: input.locale,
    title: input.throughRound ? paperText(input.locale, 'prizes.after', { round: input.throughRound }) : paperText(input.locale, 'prizes.title'),
    subtitle: paperText(input.locale, 'prizes.awards', { count: input.awards.length }),
  });
  const money = (n: number) => sheet.num(n, Number.isInteger(n) ? 0 : 2);
  const columns: Column<PrizesInput['awards'][number]>[] = [
    { header: sheet.t('col.prize'), weight: 1, value: (a) => a.prizes.join(' + ') + (a.shared ? ` (${sheet.t(a.shared === 'hort' ? 'prizes.sharedHort' : 'prizes.sharedEqual')})` : '') },
    { header: sheet.t('col.winner'), weight: 1, value: (a) => a.name ?? sheet.t('prizes.notAwarded'), bold: (a) => a.name !== null },
    { header: sheet.t('col.amount'), width: 70, align: 'right', value: (a) => money(a.amount) },
  ];
  table(sheet, columns, input.awards, { size: 9, zebra: true });
  sheet.gap(8);
  sheet.paragraph(`${sheet.t(input.onePerPerson ? 'prizes.onePerPerson' : 'prizes.several')} ${sheet.t(`prizes.sharing.${input.sharing}`)}`, 7.5, '#555555');
  return sheet.finish();
}
