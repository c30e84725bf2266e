/**
 * A table night's paper (issue 42): the starting list for the notice board, with each player's PIN
 * (what identifies them at the tables and the door), and the treasurer's sheet of entry fees with totals.
 */
import type { Locale } from '../../shared/i18n/locales';
import type { FeeSheet } from '../../shared/api/methods/tableNight';
import { paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

export interface StartingListInput {
  event?: EventInfo;
  entries: Array<{ pairingNumber: number | null; name: string; rating: number | null; pin: string | null }>;
  /** The door's check-in page, printed for the players to open. */
  doorUrl?: string;
  paper?: Paper;
  locale?: Locale;
}

export async function renderStartingList(input: StartingListInput): Promise<Buffer> {
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'night.startingList'), subtitle: paperText(input.locale, 'night.entries', { count: input.entries.length }) });
  type Row = StartingListInput['entries'][number];
  const columns: Column<Row>[] = [
    { header: sheet.t('col.no'), width: 36, align: 'right', value: (e) => (e.pairingNumber === null ? '' : String(e.pairingNumber)) },
    { header: sheet.t('col.name'), weight: 1, value: (e) => e.name },
    { header: sheet.t('col.rating'), width: 60, align: 'right', value: (e) => (e.rating === null ? '' : String(e.rating)) },
    { header: sheet.t('night.pin'), width: 60, align: 'center', value: (e) => e.pin ?? '' },
  ];
  table(sheet, columns, input.entries, { size: 10, zebra: true });
  sheet.gap(8);
  sheet.paragraph(sheet.t('night.pinHint'), 8, '#555555');
  if (input.doorUrl) sheet.paragraph(sheet.t('night.door', { url: input.doorUrl }), 8, '#555555');
  return sheet.finish();
}

export interface FeeSheetInput {
  event?: EventInfo;
  fees: FeeSheet;
  paper?: Paper;
  locale?: Locale;
}

export async function renderFeeSheet(input: FeeSheetInput): Promise<Buffer> {
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'night.fees'), subtitle: paperText(input.locale, 'night.entries', { count: input.fees.rows.length }) });
  const money = (n: number) => sheet.num(n, Number.isInteger(n) ? 0 : 2);
  type Row = FeeSheet['rows'][number];
  const columns: Column<Row>[] = [
    { header: sheet.t('col.name'), weight: 1, value: (r) => r.name },
    { header: sheet.t('night.category'), width: 80, value: (r) => sheet.t(`night.categories.${r.category}`) },
    { header: sheet.t('night.due'), width: 50, align: 'right', value: (r) => money(r.due) },
    { header: sheet.t('night.paid'), width: 50, align: 'right', value: (r) => money(r.paid) },
    { header: sheet.t('night.refunded'), width: 55, align: 'right', value: (r) => money(r.refunded) },
    { header: sheet.t('night.owed'), width: 50, align: 'right', value: (r) => money(r.owed) },
    { header: sheet.t('night.method'), width: 70, value: (r) => r.method },
  ];
  table(sheet, columns, input.fees.rows, { size: 9, zebra: true });
  sheet.gap(8);
  const t = input.fees.totals;
  sheet.paragraph(sheet.t('night.totals', { due: money(t.due), paid: money(t.paid), refunded: money(t.refunded), owed: money(t.owed) }), 10);
  return sheet.finish();
}
