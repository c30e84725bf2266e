/** QR codes on scoresheets: each table that has its board gets a code opening that table's device page. */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { drawQr } from '../../src/main/pdf/qr';
import { renderScoresheets, tableDeviceUrl } from '../../src/main/pdf/scoresheets';
import { pdfPages } from './extract';

/** A stand-in for the pdfkit page that keeps the black squares drawn. */
function recorder() {
  const rects: Array<[number, number, number]> = [];
  let fill = '';
  const doc = {
    save: () => doc, restore: () => doc,
    rect: (x: number, y: number, w: number) => (rects.push([x, y, w]), doc),
    fillColor: (c: string) => ((fill = c), doc),
    fill: (c?: string) => {
      if (c === '#ffffff') rects.length = 0; // the white backing
      return doc;
    },
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, rects, fillOf: () => fill };
}

describe('QR codes', () => {
  it('the table device URL is the app address with #/table/<game id>', () => {
    expect(tableDeviceUrl('http://192.168.1.5:5175', 12)).toBe('http://192.168.1.5:5175/#/table/12');
    expect(tableDeviceUrl('http://192.168.1.5:5175/#/events/3', 12)).toBe('http://192.168.1.5:5175/#/table/12');
  });

  it('draws every dark module of the code for the URL, inside a quiet zone, at the size asked', () => {
    const url = 'http://192.168.1.5:5175/#/table/12';
    const { doc, rects } = recorder();
    drawQr(doc, url, 100, 200, 44);
    const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules;
    const cell = 44 / (modules.size + 2);
    const drawn = new Set(rects.map(([x, y]) => `${Math.round((y - 200) / cell) - 1},${Math.round((x - 100) / cell) - 1}`));
    const expected = new Set<string>();
    for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) expected.add(`${r},${c}`);
    expect(drawn).toEqual(expected);
    expect(Math.min(...rects.map(([x]) => x))).toBeGreaterThanOrEqual(100 + cell - 1e-9);
  });

  it('a round\'s scoresheets carry a code only where the table has its board, and only when the address is given', async () => {
    const sheets = { sheets: [{ round: 1, table: 1, gameId: 7 }, { round: 1, table: 2 }], game: 'othello' as const };
    const withCodes = await renderScoresheets({ ...sheets, tableUrl: 'http://192.168.1.5:5175/' });
    const without = await renderScoresheets(sheets);
    expect((await pdfPages(withCodes)).length).toBe(2);
    expect(withCodes.length).toBeGreaterThan(without.length);
    // No board at either table: the address changes nothing (a code adds over a thousand bytes of squares, compressed).
    const noBoards = await renderScoresheets({ ...sheets, sheets: [{ round: 1, table: 1 }, { round: 1, table: 2 }], tableUrl: 'http://192.168.1.5:5175/' });
    expect(Math.abs(noBoards.length - without.length)).toBeLessThan(100);
    expect(withCodes.length - without.length).toBeGreaterThan(1000);
  });
});
