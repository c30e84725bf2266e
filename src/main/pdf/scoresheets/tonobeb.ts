/** Tonobeb: a turn log with a column per die, the captures and fourwalled pieces of each turn, the result. */
import { fieldRow } from '../forms';
import { instructions, type Sheet } from '../sheet';
import { table, type Column } from '../table';
import { bySide, slotFields, type SheetSlot } from './slots';

/** A side starts with six dice (R-TON-2); each moves once a turn (R-TON-4). */
export const DICE = 6;

/** The turn log's columns: turn, side, one per die, captures, fourwalled. */
export function turnColumns<R>(sheet: Sheet, value: (row: R, column: number) => string, dice = DICE): Column<R>[] {
  const t = (key: string, params?: Record<string, number>) => sheet.t(`game.tonobeb.sheet.${key}`, params);
  return [
    { header: t('turn'), width: 30, align: 'center', value: (r) => value(r, 0) },
    { header: t('side'), width: 34, align: 'center', value: (r) => value(r, 1) },
    ...Array.from({ length: dice }, (_, i): Column<R> => ({ header: t('die', { n: i + 1 }), value: (r) => value(r, 2 + i) })),
    { header: t('captures'), weight: 1.3, wrap: true, value: (r) => value(r, 2 + dice) },
    { header: t('fourwalled'), weight: 1.1, wrap: true, value: (r) => value(r, 3 + dice) },
  ];
}

export function tonobebSheet(sheet: Sheet, slot: SheetSlot): void {
  const [red, blue] = bySide(slot);
  const t = (key: string) => sheet.t(`game.tonobeb.sheet.${key}`);
  fieldRow(sheet, slotFields(sheet, slot));
  if (slot.names && red === undefined) fieldRow(sheet, [{ label: sheet.t('field.players'), value: slot.names.join('  –  ') }]);
  fieldRow(sheet, [{ label: t('red'), value: red, weight: 2 }, { label: t('blue'), value: blue, weight: 2 }]);
  sheet.y += instructions(sheet, t('instructions')) - 2;
  const rows = Math.max(10, Math.floor((sheet.room - 100) / 17) - 1);
  const [r, b] = [t('redShort'), t('blueShort')];
  table(sheet, turnColumns(sheet, (n: number, c) => (c === 0 ? String(n) : c === 1 ? (n % 2 ? r : b) : '')),
    Array.from({ length: rows }, (_, i) => i + 1), { grid: true, rowHeight: 17, size: 8 });
  sheet.y += 6;
  fieldRow(sheet, [{ label: sheet.t('field.winner') }, { label: t('piecesRed') }, { label: t('piecesBlue') }, { label: t('ending'), weight: 1.5 }]);
  fieldRow(sheet, [{ label: t('signatureRed') }, { label: t('signatureBlue') }, { label: sheet.t('field.director') }]);
}
