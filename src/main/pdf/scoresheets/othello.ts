/** Othello: the 8 x 8 grid the players write each move's number into (the four centre discs drawn). */
import { drawBoard, type BoardMark } from '../board';
import { fieldRow } from '../forms';
import { instructions, type Sheet } from '../sheet';
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
  const t = (key: string) => sheet.t(`game.othello.sheet.${key}`);
  fieldRow(sheet, slotFields(sheet, slot));
  if (slot.names && black === undefined) fieldRow(sheet, [{ label: sheet.t('field.players'), value: slot.names.join('  –  ') }]);
  fieldRow(sheet, [
    { label: t('black'), value: black, weight: 3 }, { label: t('discs') },
    { label: t('white'), value: white, weight: 3 }, { label: t('discs') },
  ]);
  const size = Math.min(sheet.width, sheet.room - 150);
  sheet.y += drawBoard(sheet, { files: FILES, ranks: RANKS, style: 'squares', marks: othelloStart() },
    { x: sheet.left, y: sheet.y, width: sheet.width, height: size }) + 4;
  sheet.y += instructions(sheet, t('instructions'));
  fieldRow(sheet, [{ label: t('remarks'), weight: 4 }]);
  fieldRow(sheet, [{ label: sheet.t('field.winner') }, { label: t('score') }, { label: t('ending') }]);
  fieldRow(sheet, [{ label: t('signatureBlack') }, { label: t('signatureWhite') }, { label: sheet.t('field.director') }]);
}
