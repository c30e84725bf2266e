/**
 * Issue 40 part 4: the README and docs/*.md describe the code as it is. Every repository path they name in
 * code spans (`src/...`, `test/...`, `e2e/...`, `bench/...`, `docs/...`, `scripts/...`) exists; a path with a
 * placeholder (`<game>`) or naming C code (a reference's) is left out, one with braces (`hosts/{electron,web}`) is checked in each form.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './imports';

const ROOTS = /^(src|test|e2e|bench|docs|scripts)\//;

/** Every path a markdown text names in backticks, braces expanded, placeholders and globs left out. */
export function namedPaths(markdown: string): string[] {
  const out: string[] = [];
  for (const m of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = m[1]!.replace(/[:#].*$/, '').replace(/[.,;)]+$/, '');
    // C sources are other projects' (PAPP's `src/penalties.c`): this repository has none.
    if (!ROOTS.test(path) || /[<>*]/.test(path) || /\.[ch]$/.test(path)) continue;
    const braces = /\{([^}]*)\}/.exec(path);
    if (braces) out.push(...braces[1]!.split(',').map((part) => path.replace(braces[0], part)));
    else out.push(path);
  }
  return out;
}

describe('paths named in the README and docs exist (issue 40)', () => {
  it('reads paths from code spans, expands braces and leaves placeholders out', () => {
    expect(namedPaths('see `src/main/hosts/{electron,web}` and `src/shared/games/<game>/` and `npm test` and `test/x.test.ts:50`'))
      .toEqual(['src/main/hosts/electron', 'src/main/hosts/web', 'test/x.test.ts']);
  });

  const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
  it.each(docs)('every path %s names exists', (doc) => {
    const missing = namedPaths(readFileSync(join(ROOT, doc), 'utf8')).filter((p) => !existsSync(join(ROOT, p)));
    expect(missing).toEqual([]);
  });
});
