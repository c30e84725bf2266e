import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from './imports';

/**
 * The built td swaps src/cli/translateOnDemand.ts in for the shared translator (scripts/build-cli.mjs): every
 * function a module of the app imports from the translator must be there, or the built td fails where the
 * sources and the tests do not.
 */
describe('the translator td loads on the first message (issue 45)', () => {
  it('stands in for every function the app imports from src/shared/i18n/translate.ts', () => {
    const standIn = readFileSync(join(ROOT, 'src/cli/translateOnDemand.ts'), 'utf8');
    const offered = new Set([...standIn.matchAll(/^export const (\w+)/gm)].map((m) => m[1]));
    const wanted = new Map<string, string>();
    for (const file of [...sourceFiles('src/cli'), ...sourceFiles('src/main'), ...sourceFiles('src/shared')]) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/import \{([^}]*)\} from '[./]*(?:shared\/)?i18n\/translate'|import \{([^}]*)\} from '\.\/translate'/g)) {
        for (const name of (m[1] ?? m[2]!).split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type '))) wanted.set(name, file);
      }
    }
    expect(wanted.size).toBeGreaterThan(0);
    for (const [name, file] of wanted) expect(offered.has(name), `${name}, imported by ${file}`).toBe(true);
  });
});
