/** Onino: the 15 x 15 board with coordinates for numbering the markers, the sides, declarations and penalties, the score. */
import { drawBoard } from '../board';
import { fieldRow } from '../forms';
import { instructions, type Sheet } from '../sheet';
import { table } from '../table';
import { slotFields, type SheetSlot } from './slots';

export const ONINO_FILES = 'abcdefghijklmno'.split('');
/** Ranks from the top: 15 down to 1 (R-ONI-1 counts from the bottom). */
export const ONINO_RANKS = Array.from({ length: 15 }, (_, i) => String(15 - i));

export function oninoSheet(sheet: Sheet, slot: SheetSlot, doubles: boolean): void {
  const t = (key: string) => sheet.t(`game.onino.sheet.${key}`);
  fieldRow(sheet, slotFields(sheet, slot));
  const [a, b] = slot.names ?? [];
  // The first play is settled at the board (toss, then choice: R-ONI-11), so the names go on the pairing's lines.
  fieldRow(sheet, [
    { label: doubles ? t('pairA') : sheet.t('field.player'), value: a, weight: 3 }, { label: t('side') },
    { label: doubles ? t('pairB') : sheet.t('field.player'), value: b, weight: 3 }, { label: t('side') },
  ]);
  const reserved = 250;
  sheet.y += drawBoard(sheet, { files: ONINO_FILES, ranks: ONINO_RANKS, style: 'squares' },
    { x: sheet.left, y: sheet.y, width: sheet.width, height: Math.min(sheet.width, sheet.room - reserved) }) + 2;
  sheet.y += instructions(sheet, t('instructions')) - 2;
  sheet.heading(t('declarations'), 9, 60);
  const blank = { value: () => '' };
  const who = doubles ? sheet.t('field.player') : t('sideShort');
  table(sheet, [
    { header: t('afterPlay'), width: 60, ...blank },
    { header: who, width: 60, ...blank },
    { header: t('declaration'), weight: 3, ...blank },
    { header: t('rule'), width: 40, ...blank },
    { header: t('penalty'), weight: 2, ...blank },
  ], [1, 2, 3, 4, 5], { grid: true, rowHeight: 16, size: 8 });
  sheet.y += 6;
  fieldRow(sheet, [
    { label: sheet.t('field.winner') }, { label: t('markers') },
    { label: t('scoreFirst') }, { label: t('scoreSecond') },
  ]);
  fieldRow(sheet, [{ label: sheet.t('field.signature') }, { label: sheet.t('field.signature') }, { label: t('judge') }]);
}
