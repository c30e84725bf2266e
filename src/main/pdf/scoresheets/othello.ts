/** Othello: the 8 x 8 grid the players write each move's number into (the four centre discs drawn). */
import { drawBoard, type BoardMark } from '../board';
import { fieldRow } from '../forms';
import { GREY, type Sheet } from '../sheet';
import { bySide, slotFields, type SheetSlot } from './slots';

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const RANKS = ['1', '2', '3', '4', '5', '6', '7', '8']; // from the top (R-OTH-1)

/** The start position: d4 and e5 white, e4 and d5 black. */
export function othelloStart(): (BoardMark | null)[][] {
  const marks = RANKS.map(() => FILES.map((): BoardMark | null => null));
  marks[3]![3] = { stone: 'white' };
  marks[3]![4] = { stone: 'black' };
  marks[4]![3] = { stone: 'black' };
  marks[4]![4] = { stone: 'white' };
  return marks;
}

export function othelloSheet(sheet: Sheet, slot: SheetSlot): void {
  const [black, white] = bySide(slot);
  fieldRow(sheet, slotFields(slot));
  if (slot.names && black === undefined) fieldRow(sheet, [{ label: 'Players', value: slot.names.join('  –  ') }]);
  fieldRow(sheet, [
    { label: 'Black ●', value: black, weight: 3 }, { label: 'Final discs' },
    { label: 'White ○', value: white, weight: 3 }, { label: 'Final discs' },
  ]);
  const size = Math.min(sheet.width, sheet.room - 150);
  sheet.y += drawBoard(sheet, { files: FILES, ranks: RANKS, style: 'squares', marks: othelloStart() },
    { x: sheet.left, y: sheet.y, width: sheet.width, height: size }) + 4;
  sheet.text('Write the number of each move (1–60) in the square played. Note passes and disputed flips below.',
    sheet.left, sheet.y, { size: 8, color: GREY, width: sheet.width });
  sheet.y += 16;
  fieldRow(sheet, [{ label: 'Passes, corrections, remarks', weight: 4 }]);
  fieldRow(sheet, [{ label: 'Winner' }, { label: 'Score (black – white)' }, { label: 'Ending (play, resignation, time, ...)' }]);
  fieldRow(sheet, [{ label: 'Signature black' }, { label: 'Signature white' }, { label: 'Director' }]);
}
