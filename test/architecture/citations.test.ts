/**
 * Issue 40's "Done when", two lines of it held here: no source, test, script or doc cites a document the
 * repository does not have (seven comments and two lint messages once cited a DESIGN.md), and a stored
 * row's game options are parsed in one place, where its repository reads the row (`hydrate` in
 * src/main/db/repos/games.ts for games, `fromStored` in src/main/db/repos/events.ts for events), so every
 * service receives typed options instead of parsing them again with `JSON.parse(…) as GameOptions`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './imports';

/** The markdown documents a text names (`docs/x.md`, `rulings.md`, `DESIGN.md`). */
export function citedDocuments(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])((?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w-]+\.md)\b/g)].map((m) => m[1]!);
}

/**
 * Whether a cited document exists: from the repository's root, from docs/, or beside the citing file.
 * A path into `shared/` names the reference folder beside the clone (its tools' notes), not this repository.
 */
export function citationResolves(cited: string, from: string, exists: (path: string) => boolean): boolean {
  if (/^(\.\.\/)*shared\//.test(cited) || cited.startsWith('/')) return true;
  return [join(ROOT, cited), join(ROOT, 'docs', cited), join(ROOT, dirname(from), cited)].some(exists);
}

/** Where a file parses stored options itself: `JSON.parse(` of something named options. */
export function optionParses(text: string): number {
  return [...text.matchAll(/JSON\.parse\(\s*[\w.?!]*options\b/gi)].length;
}

const allFiles = (dir: string, pattern: RegExp): string[] => {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(join(ROOT, d), { withFileTypes: true })) {
      const p = `${d}/${entry.name}`;
      if (entry.isDirectory()) walk(p);
      else if (pattern.test(entry.name)) out.push(p);
    }
  };
  if (existsSync(join(ROOT, dir))) walk(dir);
  return out;
};

describe('cited documents exist (issue 40)', () => {
  it('reads the documents a text cites and resolves them from the root, docs/ or the citing file', () => {
    expect(citedDocuments('see DESIGN.md §4, docs/boards.md and `rulings.md`; not foo.mdx or a.md5')).toEqual(['DESIGN.md', 'docs/boards.md', 'rulings.md']);
    const has = (p: string) => [join(ROOT, 'README.md'), join(ROOT, 'docs/rulings.md')].includes(p);
    expect(citationResolves('DESIGN.md', 'src/x.ts', has)).toBe(false);
    expect(citationResolves('rulings.md', 'src/x.ts', has)).toBe(true);
    expect(citationResolves('README.md', 'src/x.ts', has)).toBe(true);
    expect(citationResolves('../shared/tools/papp-1.37.1/NOTES.md', 'docs/othello.md', has)).toBe(true);
  });

  const files = [
    ...['src', 'test', 'e2e', 'scripts', 'bench', 'docs'].flatMap((d) => allFiles(d, /\.(ts|vue|mjs|js|md)$/)),
    'README.md', 'eslint.config.js',
    // This file names missing documents on purpose, as its examples.
  ].filter((f) => existsSync(join(ROOT, f)) && !f.startsWith('test/fixtures/') && f !== 'test/architecture/citations.test.ts');
  it('no source, test, script or doc cites a document the repository does not have', () => {
    const missing = files.flatMap((f) => citedDocuments(readFileSync(join(ROOT, f), 'utf8'))
      .filter((c) => !citationResolves(c, f, existsSync)).map((c) => `${f}: ${c}`));
    expect(missing).toEqual([]);
  });
});

describe('stored options are parsed in one place (issue 40)', () => {
  it('recognises a parse of stored options', () => {
    expect(optionParses('const o = JSON.parse(row.options) as GameOptions;')).toBe(1);
    expect(optionParses('JSON.parse(game.options ?? "{}")')).toBe(1);
    expect(optionParses('JSON.parse(row.doc)')).toBe(0);
  });

  it('the games and events repositories read a row\'s options with storedOptions (the schema), and no module parses them itself', () => {
    const parsing = Object.fromEntries(sourceFiles('src').map((f) => [f, optionParses(readFileSync(join(ROOT, f), 'utf8'))]).filter(([, n]) => n));
    expect(parsing).toEqual({});
    for (const repo of ['games.ts', 'events.ts']) {
      expect(readFileSync(join(ROOT, 'src/main/db/repos', repo), 'utf8').match(/storedOptions\(row\.options/g), repo).toHaveLength(1);
    }
  });
});
