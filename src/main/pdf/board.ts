/**
 * The board-grid drawer shared by the blank scoresheets and the game records: a grid of squares
 * (Othello, Onino, Tonobeb) or of lines meeting at points (Ninuki-Renju), coordinates on all four
 * sides, and optional marks: discs, stones or dice with a label (a move number, a die's pips).
 */
import { GREY, type Sheet } from './sheet';

export type Stone = 'black' | 'white' | 'red' | 'blue';

export interface BoardMark {
  stone?: Stone;
  /** Drawn as a die (a rounded square) instead of a disc. */
  die?: boolean;
  label?: string;
}

export interface BoardSpec {
  /** Left to right. */
  files: readonly string[];
  /** Top to bottom. */
  ranks: readonly string[];
  style: 'squares' | 'points';
  /** marks[row][column], row 0 at the top. */
  marks?: readonly (readonly (BoardMark | null | undefined)[])[];
  /** Points to dot (the centre and star points of a line board), as [row, column]. */
  stars?: readonly (readonly [number, number])[];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const FILL: Record<Stone, string> = { black: '#111111', white: '#ffffff', red: '#c62828', blue: '#1e4fa8' };

/** Draws the board centred horizontally in `box`, as large as fits; returns the height it used. */
export function drawBoard(sheet: Sheet, spec: BoardSpec, box: Box): number {
  const { doc } = sheet;
  const cols = spec.files.length;
  const rows = spec.ranks.length;
  // A line board keeps half a cell of room around its outer lines, so both styles take n cells.
  const label = 14;
  const cell = Math.min((box.width - 2 * label) / cols, (box.height - 2 * label) / rows);
  const width = cell * cols;
  const height = cell * rows;
  const x0 = box.x + (box.width - width) / 2;
  const y0 = box.y + label;
  const at = (r: number, c: number) => ({ x: x0 + (c + 0.5) * cell, y: y0 + (r + 0.5) * cell });

  doc.lineWidth(0.6).strokeColor('black');
  if (spec.style === 'squares') {
    for (let c = 0; c <= cols; c++) doc.moveTo(x0 + c * cell, y0).lineTo(x0 + c * cell, y0 + height);
    for (let r = 0; r <= rows; r++) doc.moveTo(x0, y0 + r * cell).lineTo(x0 + width, y0 + r * cell);
    doc.stroke();
    doc.lineWidth(1.4).rect(x0, y0, width, height).stroke();
  } else {
    const first = at(0, 0);
    const last = at(rows - 1, cols - 1);
    for (let c = 0; c < cols; c++) doc.moveTo(at(0, c).x, first.y).lineTo(at(0, c).x, last.y);
    for (let r = 0; r < rows; r++) doc.moveTo(first.x, at(r, 0).y).lineTo(last.x, at(r, 0).y);
    doc.stroke();
    doc.lineWidth(1.2).rect(first.x, first.y, last.x - first.x, last.y - first.y).stroke();
    for (const [r, c] of spec.stars ?? []) doc.circle(at(r, c).x, at(r, c).y, Math.max(1.5, cell * 0.09)).fillColor('black').fill();
  }

  const size = Math.min(8, cell * 0.5);
  const lh = sheet.lineHeight(size);
  spec.files.forEach((f, c) => {
    const x = at(0, c).x - cell / 2;
    sheet.text(f, x, y0 - label + (label - lh) / 2 + 1, { size, color: GREY, width: cell, align: 'center' });
    sheet.text(f, x, y0 + height + (label - lh) / 2, { size, color: GREY, width: cell, align: 'center' });
  });
  spec.ranks.forEach((r, i) => {
    const y = at(i, 0).y - lh / 2;
    sheet.text(r, x0 - label - 2, y, { size, color: GREY, width: label, align: 'right' });
    sheet.text(r, x0 + width + 2, y, { size, color: GREY, width: label });
  });

  spec.marks?.forEach((row, r) => row.forEach((mark, c) => {
    if (mark) drawMark(sheet, mark, at(r, c), cell);
  }));
  return height + 2 * label;
}

function drawMark(sheet: Sheet, mark: BoardMark, centre: { x: number; y: number }, cell: number): void {
  const { doc } = sheet;
  const radius = cell * 0.42;
  if (mark.stone) {
    doc.lineWidth(0.8).strokeColor('black').fillColor(FILL[mark.stone]);
    if (mark.die) doc.roundedRect(centre.x - radius, centre.y - radius, 2 * radius, 2 * radius, radius * 0.3).fillAndStroke();
    else doc.circle(centre.x, centre.y, radius).fillAndStroke();
  }
  if (mark.label) {
    const size = Math.min(cell * (mark.label.length > 2 ? 0.36 : 0.46), 14);
    const lh = sheet.lineHeight(size, true);
    const color = mark.stone && mark.stone !== 'white' ? 'white' : 'black';
    sheet.text(mark.label, centre.x - radius, centre.y - lh / 2, { size, bold: true, color, width: 2 * radius, align: 'center' });
  }
}
