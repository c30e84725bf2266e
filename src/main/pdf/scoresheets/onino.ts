/** Onino: the 15 x 15 board with coordinates for numbering the markers, the sides, declarations and penalties, the score. */
import { drawBoard } from '../board';
import { fieldRow } from '../forms';
import { GREY, type Sheet } from '../sheet';
import { table } from '../table';
import { slotFields, type SheetSlot } from './slots';

export const ONINO_FILES = 'abcdefghijklmno'.split('');
/** Ranks from the top: 15 down to 1 (R-ONI-1 counts from the bottom). */
export const ONINO_RANKS = Array.from({ length: 15 }, (_, i) => String(15 - i));

export function oninoSheet(sheet: Sheet, slot: SheetSlot, doubles: boolean): void {
  fieldRow(sheet, slotFields(slot));
  const [a, b] = slot.names ?? [];
  // The first play is settled at the board (toss, then choice: R-ONI-11), so the names go on the pairing's lines.
  fieldRow(sheet, [
    { label: doubles ? 'Pair (A1, A2)' : 'Player', value: a, weight: 3 }, { label: 'Side (first / second)' },
    { label: doubles ? 'Pair (B1, B2)' : 'Player', value: b, weight: 3 }, { label: 'Side (first / second)' },
  ]);
  const reserved = 250;
  sheet.y += drawBoard(sheet, { files: ONINO_FILES, ranks: ONINO_RANKS, style: 'squares' },
    { x: sheet.left, y: sheet.y, width: sheet.width, height: Math.min(sheet.width, sheet.room - reserved) }) + 2;
  sheet.text('Number each marker in its square as it is played (1, 2, 3, ...); circle the second side\'s numbers.',
    sheet.left, sheet.y, { size: 8, color: GREY, width: sheet.width });
  sheet.y += 14;
  sheet.heading('Declarations and penalties', 9, 60);
  const blank = { value: () => '' };
  table(sheet, [
    { header: 'After play', width: 60, ...blank },
    { header: doubles ? 'Player' : 'Side', width: 60, ...blank },
    { header: 'Declaration, infraction or claim', weight: 3, ...blank },
    { header: 'Rule', width: 40, ...blank },
    { header: 'Penalty (turn lost) / decision', weight: 2, ...blank },
  ], [1, 2, 3, 4, 5], { grid: true, rowHeight: 16, size: 8 });
  sheet.y += 6;
  fieldRow(sheet, [
    { label: 'Winner' }, { label: 'Markers used by the winner' },
    { label: 'Score first side (+/–)' }, { label: 'Score second side (+/–)' },
  ]);
  fieldRow(sheet, [{ label: 'Signature' }, { label: 'Signature' }, { label: 'Judge / director' }]);
}
