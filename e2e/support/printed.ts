/**
 * The PDF the Print screen makes, read back from the screen's own request. Returns once the screen has
 * finished with it: the preview shown and, in a browser, the PDF's own tab opened (that tab is closed
 * here). Returning at the answer alone left the screen still opening the tab while a test navigated
 * away; once in many runs that navigation was lost and the next screen never came.
 */
import { expect, type Page } from '@playwright/test';

export async function printed(page: Page): Promise<{ text: string; notice?: string }> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/print.pdf'));
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  const body = (await (await answer).json()) as { ok: boolean; data: { pdfBase64: string; filename: string; notice?: string } };
  expect(body.ok).toBe(true);
  await expect(page.getByRole('heading', { name: `${body.data.filename} · ` })).toBeVisible();
  await (await tab).close();
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(Buffer.from(body.data.pdfBase64, 'base64')), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) text += (await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
  return { text: text.replace(/\s+/g, ' '), notice: body.data.notice };
}
