/** Reading the PDFs back: text per page with pdf.js, pictures with pdftoppm. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { repoRoot } from '../support/paths';

export const artifacts = resolve(repoRoot, 'artifacts/pdf');

/**
 * Runs one of poppler's PDF tools (pdftoppm, pdfinfo, pdffonts) and returns what it printed. A tool that is
 * not installed is said in words with the package to install (the README's prerequisites), not as ENOENT.
 */
export function poppler(tool: 'pdftoppm' | 'pdfinfo' | 'pdffonts', args: string[]): string {
  const run = spawnSync(tool, args, { encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(`${tool} is not installed: the PDF tests read PDFs back with poppler-utils (apt-get install poppler-utils on Debian)`);
  }
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stderr || run.error?.message}`);
  return run.stdout;
}

/** Each page's text: every drawn string, separated by single spaces. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean).join(' '));
  }
  await doc.destroy();
  return pages;
}

/** Writes `name.pdf` and its pages as `name-N.png` (60 dpi) under artifacts/pdf; returns the PNG count. */
export function savePng(name: string, pdf: Buffer): number {
  mkdirSync(artifacts, { recursive: true });
  const file = resolve(artifacts, `${name}.pdf`);
  writeFileSync(file, pdf);
  poppler('pdftoppm', ['-png', '-r', '60', file, resolve(artifacts, name)]);
  return Number(/Pages:\s+(\d+)/.exec(poppler('pdfinfo', [file]))?.[1] ?? 0);
}

/** Page sizes in points, [width, height] per page. */
export async function pdfPageSizes(pdf: Buffer): Promise<[number, number][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, useSystemFonts: false, isEvalSupported: false }).promise;
  const sizes: [number, number][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const [x0, y0, x1, y1] = (await doc.getPage(i)).view as [number, number, number, number];
    sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
  }
  await doc.destroy();
  return sizes;
}
