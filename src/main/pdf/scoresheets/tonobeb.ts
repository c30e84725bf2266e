/** Tonobeb: a turn log with a column per die, the captures and fourwalled pieces of each turn, the result. */
import { fieldRow } from '../forms';
import { GREY, type Sheet } from '../sheet';
import { table, type Column } from '../table';
import { bySide, slotFields, type SheetSlot } from './slots';

/** A side starts with six dice (R-TON-2); each moves once a turn (R-TON-4). */
export const DICE = 6;

/** The turn log's columns: turn, side, one per die, captures, fourwalled. */
export function turnColumns<R>(value: (row: R, column: number) => string, dice = DICE): Column<R>[] {
  return [
    { header: 'Turn', width: 30, align: 'center', value: (r) => value(r, 0) },
    { header: 'Side', width: 34, align: 'center', value: (r) => value(r, 1) },
    ...Array.from({ length: dice }, (_, i): Column<R> => ({ header: `Die ${i + 1}`, value: (r) => value(r, 2 + i) })),
    { header: 'Captures', weight: 1.3, wrap: true, value: (r) => value(r, 2 + dice) },
    { header: 'Fourwalled', weight: 1.1, wrap: true, value: (r) => value(r, 3 + dice) },
  ];
}

export function tonobebSheet(sheet: Sheet, slot: SheetSlot): void {
  const [red, blue] = bySide(slot);
  fieldRow(sheet, slotFields(slot));
  if (slot.names && red === undefined) fieldRow(sheet, [{ label: 'Players', value: slot.names.join('  –  ') }]);
  fieldRow(sheet, [{ label: 'Red (moves first)', value: red, weight: 2 }, { label: 'Blue', value: blue, weight: 2 }]);
  sheet.text('One row per turn: each die\'s move as from-to (a1-a6; a 1 staying put: c3-c3), captures as xd5(c5,e5).',
    sheet.left, sheet.y, { size: 8, color: GREY, width: sheet.width });
  sheet.y += 14;
  const rows = Math.max(10, Math.floor((sheet.room - 100) / 17) - 1);
  table(sheet, turnColumns((n: number, c) => (c === 0 ? String(n) : c === 1 ? (n % 2 ? 'R' : 'B') : '')),
    Array.from({ length: rows }, (_, i) => i + 1), { grid: true, rowHeight: 17, size: 8 });
  sheet.y += 6;
  fieldRow(sheet, [{ label: 'Winner' }, { label: 'Pieces left red' }, { label: 'Pieces left blue' }, { label: 'Ending (no pieces, concession, ...)', weight: 1.5 }]);
  fieldRow(sheet, [{ label: 'Signature red' }, { label: 'Signature blue' }, { label: 'Director' }]);
}
