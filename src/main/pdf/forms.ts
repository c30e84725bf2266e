/** Fill-in form parts for the scoresheets: labelled fields, tick boxes and signature lines. */
import { GREY, type Sheet } from './sheet';

export interface Field {
  label: string;
  /** Printed on the line when known (a player's name, the round); left blank to write in. */
  value?: string;
  weight?: number;
}

const GAP = 10;

/** A row of labelled fields across the page at the cursor. */
export function fieldRow(sheet: Sheet, fields: readonly Field[], height = 30): void {
  sheet.ensure(height);
  const weights = fields.reduce((s, f) => s + (f.weight ?? 1), 0);
  const unit = (sheet.width - GAP * (fields.length - 1)) / weights;
  let x = sheet.left;
  for (const f of fields) {
    const w = unit * (f.weight ?? 1);
    sheet.text(f.label, x, sheet.y, { size: sheet.fitSize(f.label, w, 7), color: GREY, width: w });
    if (f.value) sheet.text(f.value, x + 2, sheet.y + height - 19, { size: 11, bold: true, width: w - 4 });
    sheet.doc.moveTo(x, sheet.y + height - 3).lineTo(x + w, sheet.y + height - 3).lineWidth(0.6).strokeColor('black').stroke();
    x += w + GAP;
  }
  sheet.y += height + 4;
}

/** `n` tick boxes of side `size` from (x, y); returns the x after the last one. */
export function tickBoxes(sheet: Sheet, x: number, y: number, n: number, size = 12, filled = 0): number {
  for (let i = 0; i < n; i++) {
    const bx = x + i * (size + 4);
    sheet.doc.lineWidth(0.8).strokeColor('black').rect(bx, y, size, size);
    if (i < filled) sheet.doc.fillAndStroke('#444444', 'black');
    else sheet.doc.stroke();
  }
  return x + n * (size + 4);
}

/** A box with a title, `lines` ruled lines to write on, and optional text already in it. */
export function notesBox(sheet: Sheet, title: string, lines: number, text: readonly string[] = [], lineGap = 16): void {
  const height = 16 + lines * lineGap + 4;
  sheet.ensure(height);
  const { doc } = sheet;
  doc.lineWidth(0.8).strokeColor('black').rect(sheet.left, sheet.y, sheet.width, height).stroke();
  sheet.text(title, sheet.left + 4, sheet.y + 3, { size: 8, bold: true, width: sheet.width - 8 });
  for (let i = 0; i < lines; i++) {
    const y = sheet.y + 16 + (i + 1) * lineGap;
    doc.moveTo(sheet.left + 4, y).lineTo(sheet.right - 4, y).lineWidth(0.3).strokeColor('#999999').stroke();
    const t = text[i];
    if (t) sheet.text(t, sheet.left + 6, y - lineGap + 2, { size: 9, width: sheet.width - 12 });
  }
  sheet.y += height + 6;
}
