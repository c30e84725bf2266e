/**
 * Issue 40 part 4: the README and docs/*.md describe the code as it is. Every repository path they name in
 * code spans (`src/...`, `test/...`, `e2e/...`, `bench/...`, `docs/...`, `scripts/...`) exists; a path with a
 * placeholder (`<game>`) or naming C code (a reference's) is left out, one with braces (`hosts/{electron,web}`) is checked in each form.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/**
 * Every path a markdown text names in backticks from inside an area (`standings/labels.ts`,
 * `views/event/feedback.ts`): a file name with a folder, not rooted at the repository, placeholders,
 * braces and URLs left out. Each must be the end of some file's path in the repository.
 */
export function shortPaths(markdown: string): string[] {
  const out: string[] = [];
  for (const m of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = m[1]!.replace(/[:#].*$/, '').replace(/[.,;)]+$/, '');
    if (ROOTS.test(path) || /[<>*{}]/.test(path) || /^[a-z]+:/.test(path) || !path.includes('/')) continue;
    if (/\.(ts|vue|json|md|mjs|js)$/.test(path)) out.push(path);
  }
  return out;
}

/** Files the program writes (not in the repository) that the docs name. */
const WRITTEN = new Set([
  '.cache/electron-fetch.json', // the Electron download's memo (README, setup)
  'assets/viewer.js', // the exported site's viewer, bundled at export (docs/exchange.md)
]);

/** Every file of the repository, `/` separated, dependencies and build output left out. */
function repositoryFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === '.git' || name === 'out' || name === 'dist' || name === 'test-results') continue;
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(relative(ROOT, p).split('\\').join('/'));
    }
  };
  walk(ROOT);
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

  it('reads short paths from code spans: a folder and a file name, not rooted, no placeholder', () => {
    expect(shortPaths('`standings/labels.ts`, `services/replay.ts`; `src/shared/x.ts`, `boards/<game>/x.vue`, `npm test`, `a.ts`, `https://x/y.js`, `.cache/x.json`'))
      .toEqual(['standings/labels.ts', 'services/replay.ts', '.cache/x.json']);
  });

  // A path named from inside its area (docs/architecture.md's `services/replay.ts`) goes stale as
  // easily as a full one: each is the end of some file's path.
  const files = repositoryFiles();
  it.each(docs)('every short path %s names is the end of a file\'s path', (doc) => {
    const missing = shortPaths(readFileSync(join(ROOT, doc), 'utf8'))
      .filter((p) => !WRITTEN.has(p) && !files.some((f) => f === p || f.endsWith(`/${p}`)));
    expect(missing).toEqual([]);
  });
});
