import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/cli/commands';
import { PDF_DOCUMENTS } from '../../src/main/pdf';
import { repoRoot } from '../support/paths';

const pdfHelp = commands.find((c) => c.name === 'pdf')!;

describe('td help says what td pdf takes (issue 44: table-cards, --layout and --board were missing)', () => {
  it.each(['en', 'fr', 'ja', 'es'])('every printable document is listed (%s, as td help prints it)', (lang) => {
    const catalogue = JSON.parse(readFileSync(join(repoRoot, `src/shared/i18n/catalogues/${lang}/cli.json`), 'utf8')) as { summary: Record<string, string> };
    for (const summary of [pdfHelp.summary, catalogue.summary.pdf!]) {
      const listed = summary.slice(summary.search(/[:：]/) + 1).split(',').map((s) => s.trim());
      expect([...listed].sort()).toEqual([...PDF_DOCUMENTS].sort());
    }
  });

  it('every option the command reads is in its usage line', () => {
    const source = readFileSync(join(repoRoot, 'src/cli/commands/pdf.ts'), 'utf8');
    const block = /options:\s*\{([\s\S]*?)\n\s*\},?\n/.exec(source)![1]!;
    const options = [...block.matchAll(/'?([a-z][a-z-]*)'?:\s*\{\s*type:/g)].map((m) => m[1]!);
    expect(options.length).toBeGreaterThan(8);
    for (const option of options) expect(pdfHelp.usage, option).toContain(`--${option}`);
  });
});
