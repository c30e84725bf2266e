/**
 * A scoresheet any game can use: the players by side, a numbered move list with one column per side,
 * the result and signatures. A game registers it (pdf/games.ts) until it has a sheet of its own.
 */
import { fieldRow } from '../forms';
import { GREY, type Sheet } from '../sheet';
import { table } from '../table';
import { bySide, slotFields, type SheetSlot } from './slots';

/** The generic sheet for a game whose sides are `labels` (first mover first) and whose moves are written in `notation`. */
export function genericSheet(labels: readonly [string, string], notation: string): (sheet: Sheet, slot: SheetSlot) => void {
  return (sheet, slot) => {
    const [first, second] = bySide(slot);
    fieldRow(sheet, slotFields(sheet, slot));
    if (slot.names && first === undefined) fieldRow(sheet, [{ label: 'Players', value: slot.names.join('  –  ') }]);
    fieldRow(sheet, [{ label: `${labels[0]} (moves first)`, value: first, weight: 2 }, { label: labels[1], value: second, weight: 2 }]);
    sheet.text(`One row per move pair, in the game's notation (${notation}).`, sheet.left, sheet.y, { size: 8, color: GREY, width: sheet.width });
    sheet.y += 14;
    const rows = Math.max(10, Math.floor((sheet.room - 100) / 17) - 1);
    table(sheet, [
      { header: 'Move', width: 40, align: 'center', value: (n: number) => String(n) },
      { header: labels[0], value: () => '' },
      { header: labels[1], value: () => '' },
    ], Array.from({ length: rows }, (_, i) => i + 1), { size: 8 });
    fieldRow(sheet, [{ label: 'Winner' }, { label: 'Score' }, { label: 'Ending (play, resignation, ...)' }]);
    fieldRow(sheet, [{ label: `Signature ${labels[0]}` }, { label: `Signature ${labels[1]}` }, { label: 'Director' }]);
  };
}
