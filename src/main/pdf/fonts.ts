/**
 * The packaged fonts every document embeds (never a system font), chosen per character:
 * - DejaVu Sans (resources/fonts, Bitstream Vera licence) for Latin with every European accent
 *   (`Ł`, `ő`, `ș`), Greek and Cyrillic;
 * - Noto Sans SC (the `@expo-google-fonts/noto-sans-sc` dependency) for Chinese, and anything else
 *   DejaVu lacks. Noto Sans SC alone is not enough: its Google Fonts build has no Latin Extended-A, so
 *   `Łukasz Wróbel` would print a box for the `Ł`;
 * - Noto Sans JP (`@expo-google-fonts/noto-sans-jp`) first in a Japanese document: the same code points
 *   as Chinese for most kanji, but drawn the Japanese way (直, 骨, 海), as a Japanese reader expects.
 *   Each CJK face is the other's fallback for a character it lacks.
 * pdfkit embeds only the glyphs a document uses (a subset), so a page stays small although the Noto
 * files are 11 MB each.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasRtl, visualPieces } from './bidi';

export type Face = 'latin' | 'latinBold' | 'cjk' | 'cjkBold' | 'jp' | 'jpBold';

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
  jp: () => require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  jpBold: () => require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};

const data = new Map<Face, Buffer>();
/** The CJK faces in the order a document tries them: Japanese shapes first in a Japanese document. */
const cjkOrder = new WeakMap<PDFKit.PDFDocument, readonly ['cjk' | 'jp', 'cjk' | 'jp']>();
/** The faces registered on each document so far. */
const registered = new WeakMap<PDFKit.PDFDocument, Set<Face>>();

/**
 * Registers `face` on the document when it is first needed, its file read once per process: the Noto
 * files are 11 MB each, and a document in Latin letters alone never reads them (issue 45: they were 44 MB
 * of the memory of every print).
 */
function register(doc: PDFKit.PDFDocument, face: Face): void {
  const faces = registered.get(doc) ?? new Set<Face>();
  registered.set(doc, faces);
  if (faces.has(face)) return;
  if (!data.has(face)) data.set(face, readFileSync(FILES[face]()));
  doc.registerFont(face, data.get(face)!);
  faces.add(face);
}

/** The faces registered on a document so far (tests: which font files a document needed). */
export function registeredFaces(doc: PDFKit.PDFDocument): ReadonlySet<Face> {
  return registered.get(doc) ?? new Set();
}

/** Prepares a new document's faces (the CJK ones are registered when a character first needs them) and selects the Latin one. */
export function registerFonts(doc: PDFKit.PDFDocument, locale = 'en'): void {
  register(doc, 'latin');
  register(doc, 'latinBold');
  cjkOrder.set(doc, locale === 'ja' ? ['jp', 'cjk'] : ['cjk', 'jp']);
  doc.font('latin');
}

/** What pdfkit's current font object knows (its fontkit font and metrics): read here and nowhere else. */
interface LoadedFont {
  ascender: number;
  font: { hasGlyphForCodePoint(cp: number): boolean };
}
function loaded(doc: PDFKit.PDFDocument, face: Face): LoadedFont {
  register(doc, face);
  return (doc.font(face) as unknown as { _font: LoadedFont })._font;
}

const coverage = new Map<string, boolean>();

/** Does this face have the character? (Cached per process: the fonts never change.) */
function has(doc: PDFKit.PDFDocument, face: 'latin' | 'cjk' | 'jp', cp: number): boolean {
  if (face === 'latin' && cp < 0x250) return true;
  const key = `${face}:${cp}`;
  let found = coverage.get(key);
  if (found === undefined) {
    found = loaded(doc, face).font.hasGlyphForCodePoint(cp);
    coverage.set(key, found);
  }
  return found;
}

/** The face for one character: DejaVu where it has the glyph, else the first CJK face that does; null when none has. */
function faceFor(doc: PDFKit.PDFDocument, cp: number): 'latin' | 'cjk' | 'jp' | null {
  if (has(doc, 'latin', cp)) return 'latin';
  return (cjkOrder.get(doc) ?? ['cjk', 'jp']).find((f) => has(doc, f, cp)) ?? null;
}

/**
 * What prints for a character no packaged font has (issue 38): a visible white square of DejaVu's own,
 * so the text is measured and drawn with the same real glyph and stays inside its column.
 */
export const MISSING_GLYPH = '\u25a1';

/** Text DejaVu draws alone (the characters `has` takes as Latin without asking the font). */
const LATIN = /^[^\u0250-\u{10ffff}]*$/u;

export interface Run {
  face: Face;
  text: string;
}

/** One piece of one direction cut into runs of one face each (DejaVu, else Noto Sans SC or JP, else MISSING_GLYPH). */
function faceRuns(doc: PDFKit.PDFDocument, text: string, bold: boolean): Run[] {
  // Latin text, most of any document (DejaVu has every character below U+0250): one run, not one per character.
  if (text !== '' && LATIN.test(text)) return [{ face: bold ? 'latinBold' : 'latin', text }];
  const runs: Run[] = [];
  for (const c of text) {
    const cp = c.codePointAt(0)!;
    // Joiners and marks without a glyph of their own (ZWJ, variation selectors) are left to the font engine.
    const found = faceFor(doc, cp) ?? (/[\p{Mn}\p{Cf}]/u.test(c) ? 'latin' : null);
    const ch = found === null ? MISSING_GLYPH : c;
    const base = found ?? 'latin';
    const face: Face = bold ? `${base}Bold` : base;
    // `has` answers from its cache for a face this document has not loaded yet.
    register(doc, face);
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += ch;
    else runs.push({ face, text: ch });
  }
  return runs;
}

/**
 * The text as it is drawn, left to right: pieces of one direction in visual order (bidi.ts; a
 * right-to-left piece of Hebrew or Arabic keeps its logical order for the font engine, which shapes and
 * reverses it), each cut into runs of one face.
 */
export function runsOf(doc: PDFKit.PDFDocument, text: string, bold: boolean): Run[] {
  if (!hasRtl(text)) return faceRuns(doc, text, bold);
  return visualPieces(text).flatMap((p) => {
    const runs = faceRuns(doc, p.text, bold);
    return p.rtl && hasRtl(p.text) ? runs.reverse() : runs;
  });
}

/** The Latin face's ascent at `size`: where the baseline sits below the top of a line. */
export function ascent(doc: PDFKit.PDFDocument, size: number, bold: boolean): number {
  const face = bold ? 'latinBold' : 'latin';
  let ascender = ascenders.get(face);
  if (ascender === undefined) ascenders.set(face, (ascender = loaded(doc, face).ascender));
  return (ascender / 1000) * size;
}

/** The Latin faces' ascenders, read once per process (the fonts never change): every line drawn asks. */
const ascenders = new Map<Face, number>();
