/**
 * One process, one document, for the printing bench's peak memory and CPU: `ours` prints the 500-player
 * cross-table through the app's document code, `ours-standings` the 500-player standings; `bare` and
 * `bare-standings` write as many pages like them with pdfkit alone (no page buffering, no header or
 * footer written after the fact), in the same embedded fonts (DejaVu Sans and its bold, the app's
 * resources/fonts, and Noto Sans SC for the sample's 李雷) with the same number of cells of the same
 * length: a fair floor (Helvetica, a font pdfkit neither embeds nor lays out, made the floor cheaper than
 * any real document). The sample event is built before the CPU is counted (the app reads it from its
 * database; bare pdfkit builds none). Prints `pages cpuMs maxRssKiB bytes`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { documents } from '../../src/main/pdf';
import { bigSwiss } from '../../test/pdf/samples';
import { tierForServer } from '../../src/main/tiering';

const kind = process.argv[2];
const players = Number(process.argv[3] ?? 500);
const rounds = Number(process.argv[4] ?? 9);
const fonts = join(dirname(fileURLToPath(import.meta.url)), '../../resources/fonts');
const require = createRequire(import.meta.url);

/** Pages of a PDF, counted in the buffer (a string copy of a 3 MB PDF would add to the peak measured). */
function count(pdf: Buffer): number {
  let pages = 0;
  for (let at = pdf.indexOf('/Type /Page'); at >= 0; at = pdf.indexOf('/Type /Page', at + 1)) if (pdf[at + 11] !== 0x73) pages++; // not /Pages
  return pages;
}

async function ours(doc: 'cross-table' | 'standings', event: ReturnType<typeof bigSwiss>): Promise<{ pages: number; bytes: number }> {
  const pdf = await documents[doc].render({ tournament: event });
  return { pages: count(pdf), bytes: pdf.length };
}

/** A pdfkit document in the app's fonts, its output collected as it is written. */
function bareDocument(landscape: boolean): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', layout: landscape ? 'landscape' : 'portrait', margins: { top: 76, bottom: 58, left: 36, right: 36 } });
  doc.registerFont('latin', readFileSync(join(fonts, 'DejaVuSans.ttf')));
  doc.registerFont('latinBold', readFileSync(join(fonts, 'DejaVuSans-Bold.ttf')));
  // The sample's third player is 李雷, drawn in Noto Sans SC by ours: the floor reads and embeds it too.
  doc.registerFont('cjk', readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, done };
}

/** The header and footer every page of ours has: event, title, subtitle, rules, "page i of n". */
function furnish(doc: PDFKit.PDFDocument, page: number, pages: number, width: number, bottom: number): void {
  doc.font('latinBold').fontSize(11).text('Big Swiss', 36, 32, { lineBreak: false }).text('Cross-table after round 9', width - 200, 32, { lineBreak: false });
  doc.font('latin').fontSize(8).text('Othello', 36, 49, { lineBreak: false }).text('500 entries', width - 100, 49, { lineBreak: false });
  doc.moveTo(36, 68).lineTo(width - 36, 68).lineWidth(0.5).stroke();
  doc.moveTo(36, bottom + 8).lineTo(width - 36, bottom + 8).lineWidth(0.5).stroke();
  doc.fontSize(7).text('Club TD', 36, bottom + 12, { lineBreak: false }).text(`Page ${page} of ${pages}`, width - 100, bottom + 12, { lineBreak: false });
}

/**
 * `pages` landscape A4 pages each like one of the cross-table's: a bold header row and 40 rows of 28
 * ruled cells of 7-point text, as many written as the cross-table writes: number, name, points and rank,
 * and a meeting such as `1` in every other row (a 500-player Swiss of 9 rounds meets 9 of 500 opponents:
 * most of its 24 meeting cells a page are empty).
 */
function bare(pages: number): Promise<{ pages: number; bytes: number }> {
  const { doc, done } = bareDocument(true);
  const [rows, columns, w, h] = [40, 28, 26, 11];
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    doc.rect(36, 80, columns * w, h).fillColor('#e8e8e8').fill().fillColor('black');
    doc.font('latinBold').fontSize(7);
    for (let c = 0; c < columns; c++) doc.text(String(c + 1), 36 + c * w + 3, 82, { lineBreak: false });
    doc.font('latin');
    for (let r = 1; r <= rows; r++) {
      const met = (r + p) % 2 === 0 ? 2 + ((r * 7 + p) % 24) : -1;
      for (let c = 0; c < columns; c++) {
        const text = c === 0 ? String(r + p) : c === 1 ? `Player ${(r * 7 + p) % 500} Example-Surname` : c === met ? String((r + c) % 2) : c >= 26 ? `${(r + c) % 9}½` : '';
        if (c === 1 && r === 3) doc.font('cjk').text('李雷', 36 + c * w + 3, 82 + r * h, { lineBreak: false }).font('latin');
        else if (text) doc.text(text, 36 + c * w + 3, 82 + r * h, { lineBreak: false });
      }
      doc.rect(36, 80 + r * h, columns * w, h).lineWidth(0.6).stroke();
      for (let c = 1; c < columns; c++) doc.moveTo(36 + c * w, 80 + r * h).lineTo(36 + c * w, 80 + r * h + h).stroke();
    }
    furnish(doc, p + 1, pages, doc.page.width, doc.page.height - 58);
  }
  doc.end();
  return done.then((b) => ({ pages, bytes: b.length }));
}

/** `players` rows like the standings': 8 cells of 8.5-point text a row (rank, number, name, rating, played, three tie-breaks), every other row shaded. */
function bareStandings(players: number): Promise<{ pages: number; bytes: number }> {
  const { doc, done } = bareDocument(false);
  const [h, top, bottom] = [16, 76, doc.page.height - 58];
  const lefts = [36, 70, 100, 390, 430, 476, 520, 564];
  let y = bottom;
  let pages = 0;
  const header = () => {
    doc.rect(36, y, 523, h).fillColor('#e8e8e8').fill().fillColor('black').font('latinBold').fontSize(8.5);
    for (const x of lefts) doc.text('Rank', x + 3, y + 3, { lineBreak: false });
    doc.font('latin');
    y += h;
  };
  for (let r = 0; r < players; r++) {
    if (y + h > bottom) {
      if (pages++ > 0) doc.addPage();
      furnish(doc, pages, 10, doc.page.width, bottom);
      y = top;
      header();
    }
    if (r % 2) doc.rect(36, y, 523, h).fillColor('#f3f3f3').fill().fillColor('black');
    const cells = [String(r + 1), String(r + 1), `Player ${String(r + 1).padStart(3, '0')} Example-Surname`, String(1200 + r), '9', '5½', '52', '1234'];
    if (r === 2) cells[2] = '李雷';
    cells.forEach((text, i) => doc.font(i === 2 && r === 2 ? 'cjk' : i === 2 && r < 3 ? 'latinBold' : 'latin').fontSize(8.5).text(text, lefts[i]! + 3, y + 3, { lineBreak: false }));
    doc.moveTo(36, y + h).lineTo(559, y + h).lineWidth(0.3).strokeColor('#bbbbbb').stroke().strokeColor('black');
    y += h;
  }
  doc.end();
  return done.then((b) => ({ pages, bytes: b.length }));
}

const printsOurs = kind?.startsWith('ours') ?? false;
// Ours prints as the desktop app's main process does, where its printing runs; the floor is plain Node.
if (printsOurs) tierForServer();
const event = printsOurs ? bigSwiss(players, rounds) : null;
const start = process.cpuUsage();
const out = kind === 'ours' ? await ours('cross-table', event!)
  : kind === 'ours-standings' ? await ours('standings', event!)
  : kind === 'bare-standings' ? await bareStandings(players)
  : await bare(Number(process.argv[5] ?? 357));
const cpu = process.cpuUsage(start);
process.stdout.write(`${out.pages} ${((cpu.user + cpu.system) / 1000).toFixed(0)} ${process.resourceUsage().maxRSS} ${out.bytes}\n`);
