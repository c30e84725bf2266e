/**
 * Issue 38 (low): Hebrew and Arabic names print in the order they are read (Unicode bidirectional
 * algorithm, bidi-js) and Arabic is shaped; characters no packaged font has print as a visible square
 * measured with the real glyph; text never runs past its column.
 */
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { visualPieces } from '../../src/main/pdf/bidi';
import { MISSING_GLYPH, registerFonts, runsOf } from '../../src/main/pdf/fonts';
import { Sheet } from '../../src/main/pdf/sheet';

interface Glyph { id: number; codePoints: number[] }
type FontkitFont = { layout(text: string): { glyphs: Glyph[] } };
const fontOf = (doc: PDFKit.PDFDocument, face: string) => (doc.font(face) as unknown as { _font: { font: FontkitFont } })._font.font;

/** The glyphs as they are laid on the line, left to right: what the page shows. */
function drawn(doc: PDFKit.PDFDocument, text: string): Glyph[] {
  return runsOf(doc, text, false).flatMap((r) => fontOf(doc, r.face).layout(r.text).glyphs);
}
const seen = (glyphs: Glyph[]) => String.fromCodePoint(...glyphs.flatMap((g) => g.codePoints));

describe('right-to-left names on paper (issue 38)', () => {
  const doc = new PDFDocument();
  registerFonts(doc);

  it('a Hebrew name after a Latin one reads right to left, word order included', () => {
    expect(visualPieces('Ann שלום עולם')).toEqual([{ text: 'Ann ', rtl: false }, { text: 'שלום עולם', rtl: true }]);
    expect(seen(drawn(doc, 'Ann שלום עולם'))).toBe('Ann םלוע םולש');
    // A Hebrew name alone, and with a number: the digits keep their own left-to-right order.
    expect(seen(drawn(doc, 'דוד כהן'))).toBe('ןהכ דוד');
    // (UAX #9: the number after the Hebrew word joins its right-to-left run, so it is seen first.)
    expect(seen(drawn(doc, 'Table 3: דני 12'))).toBe('Table 3: 12 ינד');
  });

  it('an Arabic name is shaped (joining forms) and reads right to left', () => {
    const glyphs = drawn(doc, 'Ali سلام');
    // Seen right to left: mim leftmost, sin rightmost (lam-alef is one ligature glyph between them).
    expect(seen(glyphs.slice(0, 4))).toBe('Ali ');
    expect(glyphs[4]!.codePoints).toEqual(['م'.codePointAt(0)]);
    expect(glyphs[glyphs.length - 1]!.codePoints).toEqual(['س'.codePointAt(0)]);
    // The seen's initial form differs from the isolated letter: the font engine shaped the word.
    const isolated = fontOf(doc, 'latin').layout('س').glyphs[0]!.id;
    const sin = glyphs.find((g) => g.codePoints[0] === 'س'.codePointAt(0))!;
    expect(sin.id).not.toBe(isolated);
  });

  it('brackets between right-to-left words are mirrored', () => {
    expect(seen(drawn(doc, 'שלום (עולם)'))).toBe('(םלוע) םולש');
  });
});

describe('characters no font has, and columns (issue 38)', () => {
  it('a character no packaged font has prints as a visible square, measured as drawn', () => {
    const doc = new PDFDocument();
    registerFonts(doc);
    const runs = runsOf(doc, 'Ann \ue000\u{10ffff}', false);
    expect(runs.map((r) => r.text).join('')).toBe(`Ann ${MISSING_GLYPH}${MISSING_GLYPH}`);
    for (const r of runs) for (const ch of r.text) expect(fontOf(doc, r.face).layout(ch).glyphs[0]!.id, ch).not.toBe(0);
  });

  it('text is always cut to its column, even a column narrower than one character', () => {
    const sheet = new Sheet({ title: 'Columns' });
    const widths: number[] = [];
    // Capture every string drawn and measure it with the faces it is drawn in.
    const text = sheet.doc.text.bind(sheet.doc);
    (sheet.doc as unknown as { text: typeof text }).text = ((s: string, ...rest: unknown[]) => {
      widths.push(sheet.doc.widthOfString(s));
      return text(s, ...(rest as [number, number, PDFKit.Mixins.TextOptions]));
    }) as typeof text;
    for (const width of [3, 12, 40]) {
      widths.length = 0;
      sheet.text('李雷李雷 \ue000 שלום عالم Łukasz', 0, 0, { width, size: 9 });
      expect(widths.reduce((a, b) => a + b, 0), `width ${width}`).toBeLessThanOrEqual(width + 0.01);
    }
  });
});
