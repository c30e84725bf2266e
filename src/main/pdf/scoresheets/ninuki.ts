/** Ninuki-Renju: a line board of the event's size (files skip I), the captures tally, the result. */
import { rules as ninuki, type NinukiView } from '../../../shared/games/ninuki';
import type { GameOptions } from '../../../shared/games/types';
import { drawBoard } from '../board';
import { fieldRow, tickBoxes } from '../forms';
import { GREY, type Sheet } from '../sheet';
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
  fieldRow(sheet, [...slotFields(slot), { label: 'Board', value: `${g.size} × ${g.size}` }]);
  if (slot.names && x === undefined) fieldRow(sheet, [{ label: 'Players', value: slot.names.join('  –  ') }]);
  fieldRow(sheet, [{ label: 'x (black, moves first)', value: x }, { label: 'o (white)', value: o }]);
  const reserved = 170;
  sheet.y += drawBoard(sheet, { files: g.files, ranks: g.ranks.map(String), style: 'points', stars: ninukiStars(g.size) },
    { x: sheet.left, y: sheet.y, width: sheet.width, height: Math.min(sheet.width, sheet.room - reserved) }) + 2;
  sheet.text(`Write each move's number beside its point; move 1 is the centre ${g.files[(g.size - 1) / 2]}${(g.size + 1) / 2}. Cross out captured stones.`,
    sheet.left, sheet.y, { size: 8, color: GREY, width: sheet.width });
  sheet.y += 16;
  capturesTally(sheet);
  fieldRow(sheet, [{ label: 'Winner' }, { label: 'How (five, five pairs, resignation, ...)', weight: 2 }, { label: 'Pairs x – o' }]);
  fieldRow(sheet, [{ label: 'Signature x' }, { label: 'Signature o' }, { label: 'Director' }]);
}

/** Five boxes per side to tick as pairs are captured (R-NIN-5: the fifth pair wins). */
export function capturesTally(sheet: Sheet, filled: { x: number; o: number } = { x: 0, o: 0 }): void {
  const half = sheet.width / 2;
  for (const [i, side] of (['x', 'o'] as const).entries()) {
    const left = sheet.left + i * half;
    sheet.text(`Pairs captured by ${side}`, left, sheet.y + 1, { size: 9, bold: true });
    tickBoxes(sheet, left + 110, sheet.y, 5, 13, filled[side]);
  }
  sheet.y += 24;
}
