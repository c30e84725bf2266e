/**
 * The packaged font every document embeds: Noto Sans SC (Latin, Latin Extended, Greek, Cyrillic and
 * CJK), from the `@expo-google-fonts/noto-sans-sc` dependency, so `Zoë Ångström`, `Łukasz Wróbel` and
 * `李雷` print the same on every machine. pdfkit embeds only the glyphs a document uses (a subset),
 * so a page of Latin names stays small although the font files are 11 MB each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const FONT = { regular: 'body', bold: 'bold' } as const;

const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

const require = createRequire(import.meta.url);
let cache: { regular: Buffer; bold: Buffer } | null = null;

/** The font files, read once per process (about 25 ms each) and shared by every document. */
function fontData(): { regular: Buffer; bold: Buffer } {
  cache ??= { regular: readFileSync(require.resolve(FILES.regular)), bold: readFileSync(require.resolve(FILES.bold)) };
  return cache;
}

/** Registers the two faces on a new document and selects the regular one. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const data = fontData();
  doc.registerFont(FONT.regular, data.regular);
  doc.registerFont(FONT.bold, data.bold);
  doc.font(FONT.regular);
}
