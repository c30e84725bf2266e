/**
 * Issue 45, printing: a document reads only the font files its text needs. Every document used to
 * register (and so read) the four Noto files, 11 MB each, whatever it printed: 44 MB of the memory of
 * every print, most of the 500-player cross-table's excess over bare pdfkit.
 */
import { describe, expect, it } from 'vitest';
import { registeredFaces } from '../../src/main/pdf/fonts';
import { Sheet } from '../../src/main/pdf/sheet';

describe('fonts read when a character needs them (issue 45)', () => {
  it('a document in Latin letters registers DejaVu alone; Chinese adds Noto Sans SC, bold Chinese its bold, and Japanese first in a Japanese document', async () => {
    const latin = new Sheet({ title: 'Standings' });
    latin.text('Łukasz Wróbel, Zoë Ångström ½ ■', latin.left, latin.y);
    expect([...registeredFaces(latin.doc)].sort()).toEqual(['latin', 'latinBold']);
    latin.text('李雷', latin.left, latin.y + 20);
    expect([...registeredFaces(latin.doc)].sort()).toEqual(['cjk', 'latin', 'latinBold']);
    latin.text('李雷', latin.left, latin.y + 40, { bold: true });
    expect([...registeredFaces(latin.doc)].sort()).toEqual(['cjk', 'cjkBold', 'latin', 'latinBold']);
    const pdf = await latin.finish();
    expect(pdf.toString('latin1')).toMatch(/NotoSansSC/);

    // A second document of the process: which face has the glyph is known already, the face is still registered on it.
    const again = new Sheet({ title: 'Cross-table' });
    again.text('李雷', again.left, again.y);
    expect(registeredFaces(again.doc).has('cjk')).toBe(true);
    expect((await again.finish()).toString('latin1')).toMatch(/NotoSansSC/);

    const japanese = new Sheet({ title: '順位表', locale: 'ja' });
    japanese.text('李雷', japanese.left, japanese.y);
    expect(registeredFaces(japanese.doc).has('jp')).toBe(true);
    expect(registeredFaces(japanese.doc).has('cjk')).toBe(false);
  });

  it('an empty cell writes nothing: a page of empty texts has no colour or font operator of its own', async () => {
    const sheet = new Sheet({ title: 'x' });
    const before = sheet.doc.page as unknown as { content: { buffer: unknown[] } };
    const operators = before.content.buffer.length;
    for (let i = 0; i < 100; i++) sheet.text('', sheet.left, sheet.y + i);
    expect(before.content.buffer.length).toBe(operators);
    sheet.text('1', sheet.left, sheet.y);
    expect(before.content.buffer.length).toBeGreaterThan(operators);
  });
});
