/**
 * The node-side catalogues (paper, cli, errors) are complete and consistent (issue 25 part 5): every
 * locale has exactly English's keys, each message has English's placeholders and compiles, and every
 * English key is used somewhere in the code that prints it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { baseCompile } from '@intlify/message-compiler';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from './locales';
import { CATALOGUES, NAMESPACES, type Catalogue } from './translate';

function leaves(c: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(c)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

/** The named placeholders of a message, over all its plural forms. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*\}/g)].map((m) => m[1]!))].sort();

const ROOT = resolve(__dirname, '../../..');
/** Where each namespace's keys are used. */
const USED_IN: Record<(typeof NAMESPACES)[number], string[]> = {
  paper: ['src/main/pdf', 'src/main/export'], // the CSV tables head their columns with the paper's words
  cli: ['src/cli'],
  errors: ['src/main/services', 'src/shared/api', 'src/main/hosts', 'src/cli', 'src/main/db', 'src/shared/i18n', 'src/shared/tournament', 'src/shared/games'],
  site: ['src/main/export/site'],
};

function sources(dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(readFileSync(path, 'utf8'));
    }
  };
  for (const d of dirs) walk(join(ROOT, d));
  return files;
}

/**
 * String literals of the code: quoted ones as they are (wherever they sit, inside a template too), and
 * key-shaped templates as patterns (`game.${id}.name`: each `${x}` matches one key segment or more).
 */
function literals(text: string): { plain: Set<string>; patterns: RegExp[] } {
  const plain = new Set<string>();
  // Each kind of quote on its own pass: one kind's closing and the next opening never swallow another's literal.
  for (const re of [/'([^'\n]*)'/g, /"([^"\n]*)"/g, /`([^`$]*)`/g]) for (const m of text.matchAll(re)) plain.add(m[1]!);
  const patterns: RegExp[] = [];
  for (const m of text.matchAll(/`((?:[\w.-]|\$\{[^}`]*\})+)`/g)) {
    const parts = m[1]!.split(/\$\{[^}]*\}/);
    // Only templates that spell a key with words of their own (`game.${id}.name`), not `${a}${b}` or `paper.${key}`.
    const fixed = parts.join('');
    if (parts.length < 2 || !fixed.includes('.') || !/[A-Za-z]/.test(fixed.replace(/^(paper|cli|errors)\./, ''))) continue;
    const source = parts.map((part) => part.replace(/[.*+?^()|[\]\\{}$]/g, '\\$&')).join('[\\w.-]+');
    patterns.push(new RegExp(`^(?:[\\w.-]+\\.)?${source}$`));
  }
  return { plain, patterns };
}

describe('node-side catalogues', () => {
  for (const ns of NAMESPACES) {
    const source = leaves(CATALOGUES[ns][SOURCE_LOCALE]);

    it(`${ns}: English has messages`, () => {
      expect(source.size).toBeGreaterThan(5);
    });

    for (const locale of LOCALES) {
      it(`${ns}/${locale}: exactly English's keys, the same placeholders, and every message compiles`, () => {
        const messages = leaves(CATALOGUES[ns][locale]);
        expect([...source.keys()].filter((k) => !messages.has(k)), 'missing keys').toEqual([]);
        expect([...messages.keys()].filter((k) => !source.has(k)), 'keys English does not have').toEqual([]);
        const mismatched = [...messages].filter(([k, m]) => source.has(k) && placeholders(m).join() !== placeholders(source.get(k)!).join())
          .map(([k, m]) => `${k}: ${placeholders(m).join()} vs ${placeholders(source.get(k)!).join()}`);
        expect(mismatched, 'placeholders').toEqual([]);
        const broken: string[] = [];
        for (const [k, m] of messages) {
          baseCompile(m, { onError: (e) => broken.push(`${k}: ${e.message}`) });
          if (m.trim() === '') broken.push(`${k}: empty`);
        }
        expect(broken, 'messages that do not compile').toEqual([]);
      });
    }

    it(`${ns}: every English key is used by the code`, () => {
      const files = sources(USED_IN[ns]).map(literals);
      const plain = new Set(files.flatMap((f) => [...f.plain]));
      const patterns = files.flatMap((f) => f.patterns);
      // A helper that prefixes its keys (`t('instructions')` for `game.onino.sheet.instructions`): the
      // key's last segment as a literal in a file that also names the prefix.
      const prefixed = (key: string) => {
        const cut = key.lastIndexOf('.');
        const [prefix, last] = [key.slice(0, cut), key.slice(cut + 1)];
        const escaped = `${prefix.replace(/\./g, '\\.')}\\.`;
        return cut > 0 && files.some((f) => f.plain.has(last) && f.patterns.some((p) => p.source.includes(escaped)));
      };
      const unused = [...source.keys()].filter((key) => {
        const full = `${ns}.${key}`;
        return !plain.has(key) && !plain.has(full) && !patterns.some((p) => p.test(key) || p.test(full)) && !prefixed(key);
      });
      expect(unused).toEqual([]);
    });
  }
});
