import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/main/pdf';
import { registerFonts, runsOf } from '../../src/main/pdf/fonts';
import { Sheet } from '../../src/main/pdf/sheet';
import { table } from '../../src/main/pdf/table';
import { pdfPages, poppler } from './extract';
import { bigSwiss, UNICODE_NAMES } from './samples';

describe('table writer', () => {
  it('never splits a row across pages and repeats the header on every page', async () => {
    const sheet = new Sheet({ title: 'Rows' });
    const rows = Array.from({ length: 120 }, (_, i) => i);
    const long = (i: number) => `row${i}start ${'word '.repeat(30)}row${i}end`;
    table(sheet, [
      { header: 'No.', width: 40, value: (i: number) => `n${i}` },
      { header: 'Wrapped text', wrap: true, value: long },
    ], rows);
    const pages = await pdfPages(await sheet.finish());
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page).toContain('Wrapped text');
    for (const i of rows) {
      const start = pages.findIndex((p) => p.includes(`row${i}start`));
      const end = pages.findIndex((p) => p.includes(`row${i}end`));
      expect(start).toBeGreaterThanOrEqual(0);
      expect(end).toBe(start);
    }
  });
});

describe('names in a wrapped bold column (issue 44)', () => {
  it('a bold name is wrapped as bold, never cut with "…" while the row could grow ("José Álvarez Núñez (bla…")', async () => {
    const name = 'José Álvarez Núñez (black)';
    const probe = new Sheet({ title: 'probe' });
    const regular = probe.measure(name, 10);
    const bold = probe.measure(name, 10, true);
    expect(bold).toBeGreaterThan(regular);
    // A column that holds the name in the regular face but not in bold (3 pt padding each side).
    const width = (regular + bold) / 2 + 6;
    const sheet = new Sheet({ title: 'Round sheet' });
    table(sheet, [{ header: 'Player', width, wrap: true, value: (n: string) => n, bold: () => true }], [name], { size: 10, width });
    const [page] = await pdfPages(await sheet.finish());
    expect(page).not.toContain('…');
    expect(page).toContain('(black)');
    expect(page).toContain('José Álvarez Núñez');
  });
});

describe('the 500-player standings list', () => {
  const event = bigSwiss(500, 9);
  for (const [paper, most] of [['A4', 14], ['Letter', 14]] as const) {
    it(`${paper}: every player once, 8.5 pt rows, at most ${most} pages, each headed and numbered`, async () => {
      const pages = await pdfPages(await documents.standings.render({ tournament: event, paper }));
      expect(pages.length).toBeGreaterThanOrEqual(10);
      expect(pages.length).toBeLessThanOrEqual(most);
      const text = pages.join(' ');
      expect(text.match(/Example-Surname/g)).toHaveLength(500 - UNICODE_NAMES.length);
      for (const name of UNICODE_NAMES) expect(text.split(name)).toHaveLength(2);
      pages.forEach((p, i) => {
        expect(p).toContain('Standings after round 9');
        expect(p).toContain('Rank');
        expect(p).toContain(`page ${i + 1} of ${pages.length}`);
      });
    });
  }
});

describe('fonts', () => {
  it('every character of the Unicode names goes to a face that has its glyph (no boxes for Ł or 李)', () => {
    const doc = new PDFDocument();
    registerFonts(doc);
    for (const bold of [false, true]) {
      for (const run of runsOf(doc, UNICODE_NAMES.join(' '), bold)) {
        const font = (doc.font(run.face) as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
        for (const ch of run.text) expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), `${ch} in ${run.face}`).toBe(true);
      }
    }
    expect(runsOf(doc, 'Łukasz 李雷', false).map((r) => r.face)).toEqual(['latin', 'cjk']);
  });

  it('embeds only the packaged fonts, as subsets (pdffonts)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'td-pdf-'));
    const file = join(dir, 'names.pdf');
    writeFileSync(file, await documents.standings.render({ tournament: bigSwiss(5, 1) }));
    const out = poppler('pdffonts', [file]);
    const fonts = out.split('\n').slice(2).filter(Boolean);
    expect(fonts.some((l) => /DejaVuSans\b/.test(l))).toBe(true);
    expect(fonts.some((l) => /NotoSansSC/.test(l))).toBe(true);
    // name, type, encoding, emb, sub: every font embedded and subset.
    for (const line of fonts) expect(line).toMatch(/\+\S+.*\byes\s+yes\b/);
  });
});
