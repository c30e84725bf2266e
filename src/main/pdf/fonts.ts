/**
 * The packaged fonts every document embeds (never a system font), chosen per character:
 * - DejaVu Sans (resources/fonts, Bitstream Vera licence) for Latin with every European accent
 *   (`Ł`, `ő`, `ș`), Greek and Cyrillic;
 * - Noto Sans SC (the `@expo-google-fonts/noto-sans-sc` dependency) for Chinese and Japanese, and
 *   anything else DejaVu lacks. Noto Sans SC alone is not enough: its Google Fonts build has no Latin
 *   Extended-A, so `Łukasz Wróbel` would print a box for the `Ł`.
 * pdfkit embeds only the glyphs a document uses (a subset), so a page stays small although the Noto
 * files are 11 MB each.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Face = 'latin' | 'latinBold' | 'cjk' | 'cjkBold';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** resources/fonts from the sources (tsx, tests) or from the built main bundle (out/main). */
function resourceFont(file: string): string {
  const candidates = [resolve(here, '../../../resources/fonts', file), resolve(here, '../../resources/fonts', file)];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`font ${file} not found in resources/fonts`);
  return found;
}

const FILES: Record<Face, () => string> = {
  latin: () => resourceFont('DejaVuSans.ttf'),
  latinBold: () => resourceFont('DejaVuSans-Bold.ttf'),
  cjk: () => require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  cjkBold: () => require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
};

let data: Record<Face, Buffer> | null = null;

/** Registers the four faces on a new document (files read once per process) and selects the Latin one. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  data ??= {
    latin: readFileSync(FILES.latin()), latinBold: readFileSync(FILES.latinBold()),
    cjk: readFileSync(FILES.cjk()), cjkBold: readFileSync(FILES.cjkBold()),
  };
  for (const face of Object.keys(data) as Face[]) doc.registerFont(face, data[face]);
  doc.font('latin');
}

/** What pdfkit's current font object knows (its fontkit font and metrics): read here and nowhere else. */
interface LoadedFont {
  ascender: number;
  font: { hasGlyphForCodePoint(cp: number): boolean };
}
const loaded = (doc: PDFKit.PDFDocument, face: Face): LoadedFont =>
  (doc.font(face) as unknown as { _font: LoadedFont })._font;

const coverage = new Map<number, boolean>();

/** Does DejaVu Sans have this character? (Cached per process: the fonts never change.) */
function latinHas(doc: PDFKit.PDFDocument, cp: number): boolean {
  let has = coverage.get(cp);
  if (has === undefined) {
    has = cp < 0x250 || loaded(doc, 'latin').font.hasGlyphForCodePoint(cp) || !loaded(doc, 'cjk').font.hasGlyphForCodePoint(cp);
    coverage.set(cp, has);
  }
  return has;
}

export interface Run {
  face: Face;
  text: string;
}

/** The text cut into runs of one face each: DejaVu where it has the glyph, else Noto Sans SC. */
export function runsOf(doc: PDFKit.PDFDocument, text: string, bold: boolean): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const latin = latinHas(doc, ch.codePointAt(0)!);
    const face: Face = latin ? (bold ? 'latinBold' : 'latin') : bold ? 'cjkBold' : 'cjk';
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

/** The Latin face's ascent at `size`: where the baseline sits below the top of a line. */
export function ascent(doc: PDFKit.PDFDocument, size: number, bold: boolean): number {
  return (loaded(doc, bold ? 'latinBold' : 'latin').ascender / 1000) * size;
}
