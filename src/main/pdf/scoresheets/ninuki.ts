/** Ninuki-Renju: a line board of the event's size (files skip I), the captures tally, the result. */
import { rules as ninuki, type NinukiView } from '../../../shared/games/ninuki';
import type { GameOptions } from '../../../shared/games/types';
import { drawBoard } from '../board';
import { fieldRow, tickBoxes } from '../forms';
import { instructions, type Sheet } from '../sheet';
import { bySide, slotFields, type SheetSlot } from './slots';

/** The empty board's coordinates for these options (R-NIN-1), or the refusal of a bad size. */
export function ninukiGeometry(options: GameOptions): NinukiView {
  const start = ninuki.setup(options);
  if (!start.ok) throw new Error(`${start.error.rule}: ${start.error.message}`);
  return ninuki.view(start.value, 'players');
}

/** The centre and the four points three lines in from the corners. */
export function ninukiStars(size: number): [number, number][] {
  const [lo, mid, hi] = [3, (size - 1) / 2, size - 4];
  return [[lo, lo], [lo, hi], [mid, mid], [hi, lo], [hi, hi]];
}

export function ninukiSheet(sheet: Sheet, slot: SheetSlot, options: GameOptions): void {
  const g = ninukiGeometry(options);
  const [x, o] = bySide(slot);
  const t = (key: string, params?: Record<string, string | number>) => sheet.t(`game.ninuki.sheet.${key}`, params);
  fieldRow(sheet, [...slotFields(sheet, slot), { label: t('board'), value: `${g.size} × ${g.size}` }]);
  if (slot.names && x === undefined) fieldRow(sheet, [{ label: sheet.t('field.players'), value: slot.names.join('  –  ') }]);
  fieldRow(sheet, [{ label: t('x'), value: x }, { label: t('o'), value: o }]);
  const reserved = 170;
  sheet.y += drawBoard(sheet, { files: g.files, ranks: g.ranks.map(String), style: 'points', stars: ninukiStars(g.size) },
    { x: sheet.left, y: sheet.y, width: sheet.width, height: Math.min(sheet.width, sheet.room - reserved) }) + 2;
  sheet.y += instructions(sheet, t('instructions', { centre: `${g.files[(g.size - 1) / 2]}${(g.size + 1) / 2}` }));
  capturesTally(sheet);
  fieldRow(sheet, [{ label: sheet.t('field.winner') }, { label: t('how'), weight: 2 }, { label: t('pairs') }]);
  fieldRow(sheet, [{ label: t('signatureX') }, { label: t('signatureO') }, { label: sheet.t('field.director') }]);
}

/** Five boxes per side to tick as pairs are captured (R-NIN-5: the fifth pair wins). */
export function capturesTally(sheet: Sheet, filled: { x: number; o: number } = { x: 0, o: 0 }): void {
  const half = sheet.width / 2;
  for (const [i, side] of (['x', 'o'] as const).entries()) {
    const left = sheet.left + i * half;
    const label = sheet.t('game.ninuki.sheet.captured', { side });
    sheet.text(label, left, sheet.y + 1, { size: 9, bold: true, width: half - 5 * 17 - 8 });
    tickBoxes(sheet, left + Math.min(Math.max(110, sheet.measure(label, 9, true) + 8), half - 5 * 17), sheet.y, 5, 13, filled[side]);
  }
  sheet.y += 24;
}
