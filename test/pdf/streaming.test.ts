/**
 * Long documents are written out page by page (issue 45, part 4: a 500-player cross-table held all 357
 * pages' drawing in memory, 459 MiB): a page's drawing is compressed and written when the next page
 * starts, its header and footer ("page i of n") follow in a second content stream of the same page.
 */
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/main/pdf';
import { bigSwiss } from './samples';
import { pdfPages } from './extract';

/** The page objects' Contents entries. */
function structure(pdf: Buffer): { contents: string[] } {
  const text = pdf.toString('latin1');
  return { contents: [...text.matchAll(/\/Type \/Page\n[^]*?\/Contents (\[[^\]]*\]|\d+ 0 R)/g)].map((m) => m[1]!) };
}

describe('printing page by page', () => {
  it('writes each page of a 60-player cross-table when the next starts (two content streams) and prints "page i of n" on each', async () => {
    const pdf = await documents['cross-table'].render({ tournament: bigSwiss(60, 7) });
    const { contents } = structure(pdf);
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(2);
    expect(contents).toHaveLength(pages.length);
    // Every page the cursor left was sealed; the last one is still one stream when the footers are drawn.
    for (const c of contents.slice(0, -1)) expect(c).toMatch(/^\[\d+ 0 R \d+ 0 R\]$/);
    expect(contents.at(-1)).toMatch(/^\d+ 0 R$/);
    pages.forEach((page, i) => expect(page).toContain(`page ${i + 1} of ${pages.length}`));
  });

  it('every content stream a page names is a stream, never an empty object', async () => {
    const pdf = await documents['cross-table'].render({ tournament: bigSwiss(60, 7) });
    const text = pdf.toString('latin1');
    for (const m of text.matchAll(/\/Contents \[(\d+) 0 R (\d+) 0 R\]/g)) {
      for (const id of [m[1], m[2]]) expect(text).toMatch(new RegExp(`\\n${id} 0 obj\\n<<[^]*?>>\\nstream\\n`));
    }
  });
});
