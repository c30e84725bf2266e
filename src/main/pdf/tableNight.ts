/**
 * A table night's paper (issue 42): the starting list for the notice board, with each player's PIN
 * (what identifies them at the tables and the door), and the treasurer's sheet of entry fees with totals.
 * Issue 44 adds what a Swiss-Manager user posts too: the federation id and club on the starting list, and
 * the entry list (alphabetical, with each entry's fee status when the event has fees).
 */
import type { Locale } from '../../shared/i18n/locales';
import type { FeeSheet } from '../../shared/api/methods/tableNight';
import { collatorFor } from '../../shared/collate';
import { paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

/** An entry as the lists print it: the federation id and club are the player's (none for a pair). */
export interface ListedEntry { pairingNumber: number | null; name: string; rating: number | null; pin: string | null; fedId?: string; club?: string }

/** The federation id and club columns, printed only when some entry has one. */
function whereFrom(sheet: Sheet, entries: ListedEntry[]): Column<ListedEntry>[] {
  const columns: Column<ListedEntry>[] = [];
  if (entries.some((e) => e.fedId)) columns.push({ header: sheet.t('col.fedId'), width: 70, align: 'center', value: (e) => e.fedId ?? '' });
  if (entries.some((e) => e.club)) columns.push({ header: sheet.t('col.club'), weight: 0.6, value: (e) => e.club ?? '' });
  return columns;
}

export interface StartingListInput {
  event?: EventInfo;
  entries: ListedEntry[];
  /** The door's check-in page, printed for the players to open. */
  doorUrl?: string;
  paper?: Paper;
  locale?: Locale;
}

export async function renderStartingList(input: StartingListInput): Promise<Buffer> {
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'night.startingList'), subtitle: paperText(input.locale, 'night.entries', { count: input.entries.length }) });
  const columns: Column<ListedEntry>[] = [
    { header: sheet.t('col.no'), width: 36, align: 'right', value: (e) => (e.pairingNumber === null ? '' : String(e.pairingNumber)) },
    { header: sheet.t('col.name'), weight: 1, value: (e) => e.name },
    { header: sheet.t('col.rating'), width: 60, align: 'right', value: (e) => (e.rating === null ? '' : String(e.rating)) },
    ...whereFrom(sheet, input.entries),
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

/** An entry's fee as the entry list says it; absent when the event takes no fees. */
export type FeeStatus = { paid: number; owed: number; refunded: number } | null;

export interface EntryListInput {
  event?: EventInfo;
  /** In any order: the list sorts them by name in the document's language. */
  entries: Array<ListedEntry & { fee?: FeeStatus }>;
  /** The event takes fees: a fee column, "not set" for an entry without one. */
  fees?: boolean;
  paper?: Paper;
  locale?: Locale;
}

export async function renderEntryList(input: EntryListInput): Promise<Buffer> {
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'night.entryList'), subtitle: paperText(input.locale, 'night.entries', { count: input.entries.length }) });
  const money = (n: number) => sheet.num(n, Number.isInteger(n) ? 0 : 2);
  const byName = collatorFor(sheet.locale);
  const rows = [...input.entries].sort((a, b) => byName.compare(a.name, b.name));
  type Row = (typeof rows)[number];
  const feeText = (fee: FeeStatus | undefined) => {
    if (!fee) return sheet.t('night.feeStatus.unset');
    if (fee.owed > 0) return sheet.t('night.feeStatus.owes', { amount: money(fee.owed) });
    if (fee.refunded > 0) return sheet.t('night.feeStatus.refunded', { amount: money(fee.refunded) });
    return sheet.t('night.feeStatus.paid');
  };
  const columns: Column<Row>[] = [
    { header: sheet.t('col.name'), weight: 1, value: (e) => e.name },
    ...(whereFrom(sheet, rows) as Column<Row>[]),
    { header: sheet.t('col.rating'), width: 60, align: 'right', value: (e) => (e.rating === null ? '' : String(e.rating)) },
    { header: sheet.t('col.no'), width: 36, align: 'right', value: (e) => (e.pairingNumber === null ? '' : String(e.pairingNumber)) },
    ...(input.fees ? [{ header: sheet.t('night.fee'), width: 90, value: (e: Row) => feeText(e.fee) }] : []),
  ];
  table(sheet, columns, rows, { size: 10, zebra: true });
  return sheet.finish();
}
