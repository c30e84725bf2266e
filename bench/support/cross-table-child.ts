/**
 * One process, one document, for the printing bench's peak memory: `ours` prints the 500-player
 * cross-table through the app's document code; `bare` writes the same number of pages with pdfkit alone
 * (no page buffering), each like one of the cross-table's. Prints
 * `pages cpuMs maxRssKiB`.
 */
import PDFDocument from 'pdfkit';
import { documents } from '../../src/main/pdf';
import { bigSwiss } from '../../test/pdf/samples';

const [kind, players, rounds] = [process.argv[2], Number(process.argv[3] ?? 500), Number(process.argv[4] ?? 9)];

async function ours(): Promise<{ pages: number; bytes: number }> {
  const event = bigSwiss(players, rounds);
  const pdf = await documents['cross-table'].render({ tournament: event });
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  return { pages, bytes: pdf.length };
}

/**
 * pdfkit alone, no page buffering: `pages` landscape A4 pages each like one of the cross-table's (40 rows
 * of 29 cells of 7-point text, ruled between rows and columns, a "page i of n" footer).
 */
function bare(pages: number): Promise<{ pages: number; bytes: number }> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margins: { top: 76, bottom: 58, left: 36, right: 36 } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const [rows, columns, w, h] = [40, 29, 26, 11];
  for (let p = 0; p < pages; p++) {
    if (p > 0) doc.addPage();
    doc.fontSize(7);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) doc.text(`${(r * 7 + c + p) % 500}W`, 36 + c * w, 80 + r * h, { lineBreak: false });
      doc.moveTo(36, 80 + r * h + h).lineTo(36 + columns * w, 80 + r * h + h).lineWidth(0.3).stroke();
    }
    for (let c = 0; c <= columns; c++) doc.moveTo(36 + c * w, 80).lineTo(36 + c * w, 80 + rows * h).lineWidth(0.3).stroke();
    doc.fontSize(7).text(`Page ${p + 1} of ${pages}`, 700, 560, { lineBreak: false });
  }
  doc.end();
  return done.then((b) => ({ pages, bytes: b.length }));
}

const start = process.cpuUsage();
const out = kind === 'ours' ? await ours() : await bare(Number(process.argv[5] ?? 357));
const cpu = process.cpuUsage(start);
process.stdout.write(`${out.pages} ${((cpu.user + cpu.system) / 1000).toFixed(0)} ${process.resourceUsage().maxRSS} ${out.bytes}\n`);
