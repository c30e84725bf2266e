/** Dominoes (SBYC all fives): hand-by-hand scores with running totals to 61, and a peg track. */
import type { GameOptions } from '../../../shared/games/types';
import { fieldRow } from '../forms';
import { GREY, type Sheet } from '../sheet';
import { table } from '../table';
import { slotFields, type SheetSlot } from './slots';

export const TARGET = 61;
/** The turn of the cribbage board: a side short of it when the other goes out is skunked. */
const SKUNK = 31;

export function dominoesSheet(sheet: Sheet, slot: SheetSlot, options: GameOptions): void {
  const [p1, p2] = slot.names ?? [];
  const t = (key: string, params?: Record<string, string | number>) => sheet.t(`game.dominoes.sheet.${key}`, params);
  fieldRow(sheet, [...slotFields(sheet, slot), { label: t('set'), value: t('double', { n: Number(options.set ?? 6) }) }]);
  fieldRow(sheet, [{ label: t('player1'), value: p1, weight: 2 }, { label: t('player2'), value: p2, weight: 2 }]);
  fieldRow(sheet, [
    { label: t('turned1') }, { label: t('turned2') }, { label: t('setsFirst') },
  ]);
  const blank = { value: () => '' };
  const rows = Math.max(8, Math.floor((sheet.room - 210) / 18) - 1);
  table(sheet, [
    { header: t('hand'), width: 34, align: 'center', value: (n: number) => String(n) },
    { header: t('setter'), width: 44, ...blank },
    { header: t('pegged1'), ...blank },
    { header: t('total'), width: 48, ...blank },
    { header: t('pegged2'), ...blank },
    { header: t('total'), width: 48, ...blank },
    { header: t('notes'), weight: 1.6, ...blank },
  ], Array.from({ length: rows }, (_, i) => i + 1), { grid: true, rowHeight: 18, size: 8 });
  sheet.y += 8;
  pegTrack(sheet, p1 ? t('named', { player: t('player1'), name: p1 }) : t('player1'));
  pegTrack(sheet, p2 ? t('named', { player: t('player2'), name: p2 }) : t('player2'));
  fieldRow(sheet, [{ label: t('winner') }, { label: t('finalScore') }, { label: t('skunk') }]);
  fieldRow(sheet, [{ label: t('signature1') }, { label: t('signature2') }, { label: sheet.t('field.director') }]);
}

/**
 * A cribbage-style track of 61 holes: 1..30 out, 31..60 back (a row of the board totals 30), then the
 * game hole; groups of five, the skunk line at 31. `score` fills the holes pegged so far.
 */
export function pegTrack(sheet: Sheet, label: string, score = 0): void {
  const { doc } = sheet;
  const height = 50;
  sheet.ensure(height);
  sheet.text(label, sheet.left, sheet.y, { size: 8, bold: true, width: sheet.width });
  const x0 = sheet.left + 16;
  const step = (sheet.width - 60) / 35; // 30 holes and 5 gaps between the groups
  const holeX = (i: number) => x0 + (i + Math.floor(i / 5)) * step; // i = 0..29 within a row
  for (const [row, from] of [[0, 1], [1, 31]] as const) {
    const y = sheet.y + 21 + row * 12;
    for (let i = 0; i < 30; i++) {
      const n = from + i;
      doc.circle(holeX(i), y, 2.6).lineWidth(0.6).strokeColor(n === SKUNK ? '#c62828' : 'black');
      if (n <= score) doc.fillAndStroke('black', 'black');
      else doc.stroke();
      // Numbers above the outward row and below the homeward one, clear of the holes.
      if (n % 5 === 0) sheet.text(String(n), holeX(i) - 8, row === 0 ? y - 11 : y + 3, { size: 5, color: GREY, width: 16, align: 'center' });
    }
  }
  const gx = holeX(29) + 2 * step;
  doc.circle(gx, sheet.y + 27, 4.5).lineWidth(1).strokeColor('black');
  if (score >= TARGET) doc.fillAndStroke('black', 'black');
  else doc.stroke();
  sheet.text(String(TARGET), gx + 7, sheet.y + 22, { size: 7, bold: true });
  sheet.y += height;
}
