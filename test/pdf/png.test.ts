import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/main/pdf';
import { artifacts, savePng } from './extract';
import { samples } from './samples';

describe('every sample document renders to PNG pages under artifacts/pdf (pdftoppm)', () => {
  for (const s of samples()) {
    it(s.file, async () => {
      const pdf = await documents[s.document].render(s.input as never);
      const pages = savePng(s.file, pdf);
      expect(pages).toBeGreaterThan(0);
      const digits = String(pages).length;
      for (let p = 1; p <= pages; p++) {
        // pdftoppm pads page numbers to the width of the page count.
        const png = resolve(artifacts, `${s.file}-${String(p).padStart(digits, '0')}.png`);
        expect(existsSync(png)).toBe(true);
        expect(statSync(png).size).toBeGreaterThan(1000);
      }
    });
  }
});
