/**
 * The table writer: a header row repeated at the top of every page the table runs onto, and rows
 * that are never split: a row that does not fit in the room left starts the next page. Cells are one
 * line (truncated with `…`) unless their column wraps; wrapped cells make their row taller.
 */
import { GREY, LIGHT, type Sheet } from './sheet';

export interface Column<R> {
  header: string;
  /** Fixed width in points; columns without one share the rest by `weight` (default 1). */
  width?: number;
  weight?: number;
  align?: 'left' | 'center' | 'right';
  value: (row: R) => string;
  /** Wrap long text onto more lines instead of truncating it. */
  wrap?: boolean;
  bold?: (row: R) => boolean;
}

export interface TableOptions {
  /** Font size of the cells (default 9). */
  size?: number;
  /** Minimum row height, e.g. room to write by hand on a scoresheet. */
  rowHeight?: number;
  /** Draw every cell's border (forms to fill in) instead of light row rules. */
  grid?: boolean;
  /** Shade every other row. */
  zebra?: boolean;
  x?: number;
  width?: number;
}

const PAD = 3;

/** Column widths in points: fixed widths first, the rest shared by weight. */
export function columnWidths<R>(columns: readonly Column<R>[], total: number): number[] {
  const fixed = columns.reduce((s, c) => s + (c.width ?? 0), 0);
  const weights = columns.reduce((s, c) => s + (c.width === undefined ? (c.weight ?? 1) : 0), 0);
  const share = Math.max(0, total - fixed) / (weights || 1);
  return columns.map((c) => c.width ?? share * (c.weight ?? 1));
}

export function table<R>(sheet: Sheet, columns: readonly Column<R>[], rows: readonly R[], options: TableOptions = {}): void {
  const size = options.size ?? 9;
  const x0 = options.x ?? sheet.left;
  const total = options.width ?? sheet.right - x0;
  // A fixed column grows to fit its heading (a longer language's word); the shared columns give up the
  // room, and a heading that still does not fit its shared column shrinks before it is cut.
  const fitted = columns.map((c) => (c.width === undefined ? c
    : { ...c, width: Math.max(c.width, sheet.measure(c.header, size, true) + 2 * PAD + 1) }));
  const widths = columnWidths(fitted, total);
  const lefts = widths.map((_, i) => x0 + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const line = sheet.lineHeight(size);
  const headerHeight = sheet.lineHeight(size, true) + 2 * PAD;
  const { doc } = sheet;

  const header = () => {
    doc.rect(x0, sheet.y, total, headerHeight).fillColor('#e8e8e8').fill();
    columns.forEach((c, i) => {
      const width = widths[i]! - 2 * PAD;
      sheet.text(c.header, lefts[i]! + PAD, sheet.y + PAD, { size: sheet.fitSize(c.header, width, size, true), bold: true, width, align: c.align });
    });
    if (options.grid) cellBorders(sheet.y, headerHeight);
    sheet.y += headerHeight;
  };
  const cellBorders = (y: number, h: number) => {
    doc.lineWidth(0.6).strokeColor('black');
    doc.rect(x0, y, total, h).stroke();
    for (const left of lefts.slice(1)) doc.moveTo(left, y).lineTo(left, y + h).stroke();
  };

  // Wrapped in the face the cell is drawn in: lines measured in the regular face came out wider in bold
  // and were cut with room to spare below them (issue 44: "José Álvarez Núñez (bla…").
  const cells = (row: R) => columns.map((c, i) => {
    const text = c.value(row);
    return c.wrap ? sheet.wrap(text, widths[i]! - 2 * PAD, size, c.bold?.(row) ?? false) : [text];
  });
  const heightOf = (lines: string[][]) =>
    Math.max(options.rowHeight ?? 0, Math.max(...lines.map((l) => l.length)) * line + 2 * PAD);

  const first = rows[0] === undefined ? 0 : heightOf(cells(rows[0]));
  sheet.ensure(headerHeight + first);
  header();
  rows.forEach((row, r) => {
    const lines = cells(row);
    const h = heightOf(lines);
    if (sheet.y + h > sheet.bottom + 0.01) {
      sheet.newPage();
      header();
    }
    if (options.zebra && r % 2 === 1) doc.rect(x0, sheet.y, total, h).fillColor('#f3f3f3').fill();
    columns.forEach((c, i) => {
      const bold = c.bold?.(row) ?? false;
      lines[i]!.forEach((text, k) => {
        sheet.text(text, lefts[i]! + PAD, sheet.y + PAD + k * line, { size, bold, width: widths[i]! - 2 * PAD, align: c.align });
      });
    });
    if (options.grid) cellBorders(sheet.y, h);
    else doc.moveTo(x0, sheet.y + h).lineTo(x0 + total, sheet.y + h).lineWidth(0.3).strokeColor(LIGHT).stroke();
    sheet.y += h;
  });
  if (!options.grid) doc.moveTo(x0, sheet.y).lineTo(x0 + total, sheet.y).lineWidth(0.5).strokeColor(GREY).stroke();
}
