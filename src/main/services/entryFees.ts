/**
 * Entry fees (issue 42): each entry has a category (junior, senior, member, non-member) whose fee the
 * night's options give (tableNight.configure), paid or owed, and how it was paid. A refund is audited
 * with its reason and never exceeds what was paid. Amounts are stored in cents, shown in units.
 */
import type { FeeRow, FeeSheet } from '../../shared/api/methods/tableNight';
import { refuse } from '../../shared/i18n/refusals';
import { csvTable } from '../export/csvCell';
import type { Handlers, ServiceContext } from './context';
import { nightOf } from './tableNight';
import { entryRow, loadEvent, writable } from './tournamentState';

interface Stored { entry: string; category: string; due: number; paid: number; refunded: number; method: string }

const cents = (units: number) => Math.round(units * 100);
const units = (c: number) => c / 100;

/** The event's fees, entry by entry, with their totals (fees.list, the fee sheet on paper). */
export function feeSheet(ctx: ServiceContext, eventId: number): FeeSheet {
  const loaded = loadEvent(ctx, eventId, { pairings: false });
  const names = new Map(loaded.rows.map((r) => [r.id, r.name]));
  const stored = ctx.db.prepare(`SELECT entry, category, due_cents AS due, paid_cents AS paid, refunded_cents AS refunded, method
    FROM entry_fees WHERE event_id = ? ORDER BY entry`).all(eventId) as Stored[];
  const rows: FeeRow[] = stored.map((s) => ({
    entry: s.entry, name: names.get(s.entry) ?? s.entry, category: s.category, due: units(s.due), paid: units(s.paid),
    refunded: units(s.refunded), owed: units(Math.max(0, s.due - s.paid)), method: s.method,
  })).sort((x, y) => x.name.localeCompare(y.name));
  const sum = (k: 'due' | 'paid' | 'refunded') => units(stored.reduce((t, s) => t + s[k], 0));
  return { eventId, rows, totals: { due: sum('due'), paid: sum('paid'), refunded: sum('refunded'), owed: units(stored.reduce((t, s) => t + Math.max(0, s.due - s.paid), 0)) } };
}

const rowOf = (ctx: ServiceContext, eventId: number, entry: string): FeeRow => feeSheet(ctx, eventId).rows.find((r) => r.entry === entry)!;

export const entryFeeHandlers: Handlers<'fees.set' | 'fees.refund' | 'fees.list' | 'fees.exportCsv'> = {
  'fees.set': ({ eventId, entry, category, paid, method }, ctx) => {
    const loaded = loadEvent(ctx, eventId, { pairings: false });
    writable(loaded);
    entryRow(loaded, entry);
    const fee = nightOf(ctx, eventId).fees[category];
    if (fee === undefined) throw refuse('invalid', 'tableNight.noFee', { category }, { issues: [{ field: 'category', message: 'no fee set' }] });
    const before = ctx.db.prepare('SELECT category, due_cents AS due, paid_cents AS paid, refunded_cents AS refunded, method FROM entry_fees WHERE event_id = ? AND entry = ?').get(eventId, entry) as Stored | undefined;
    const due = cents(fee);
    // Paying sets what was paid to the fee; a row already paid stays paid unless the category changes its fee.
    const paidNow = paid ? due : Math.min(before?.paid ?? 0, due);
    const refunded = Math.min(before?.refunded ?? 0, paidNow);
    ctx.db.prepare(`INSERT INTO entry_fees (event_id, entry, category, due_cents, paid_cents, refunded_cents, method) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (event_id, entry) DO UPDATE SET category = excluded.category, due_cents = excluded.due_cents, paid_cents = excluded.paid_cents,
        refunded_cents = excluded.refunded_cents, method = excluded.method`).run(eventId, entry, category, due, paidNow, refunded, paid ? method : before?.method ?? '');
    ctx.tournament.log.audit(eventId, 'entry fee', '', { entry, before: before ?? null, after: { category, due, paid: paidNow, method } });
    ctx.notify({ topic: 'registrations', eventId });
    return rowOf(ctx, eventId, entry);
  },
  'fees.refund': ({ eventId, entry, amount, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId, { pairings: false });
    writable(loaded);
    const row = entryRow(loaded, entry);
    const before = ctx.db.prepare('SELECT paid_cents AS paid, refunded_cents AS refunded FROM entry_fees WHERE event_id = ? AND entry = ?').get(eventId, entry) as { paid: number; refunded: number } | undefined;
    const left = before ? before.paid - before.refunded : 0;
    if (cents(amount) > left) throw refuse('conflict', 'tableNight.refundTooMuch', { name: row.name, amount, left: units(left) }, { issues: [{ field: 'amount', message: 'more than paid' }] });
    ctx.db.prepare('UPDATE entry_fees SET refunded_cents = refunded_cents + ? WHERE event_id = ? AND entry = ?').run(cents(amount), eventId, entry);
    ctx.tournament.log.audit(eventId, 'entry fee refund', reason, { entry, amount: cents(amount), before });
    ctx.notify({ topic: 'registrations', eventId });
    return rowOf(ctx, eventId, entry);
  },
  'fees.list': ({ eventId }, ctx) => feeSheet(ctx, eventId),
  'fees.exportCsv': ({ eventId }, ctx) => {
    const s = feeSheet(ctx, eventId);
    const rows = s.rows.map((r) => [r.name, r.category, r.due, r.paid, r.refunded, r.owed, r.method]);
    rows.push(['total', '', s.totals.due, s.totals.paid, s.totals.refunded, s.totals.owed, '']);
    return { csv: csvTable(['name', 'category', 'due', 'paid', 'refunded', 'owed', 'method'], rows) };
  },
};
