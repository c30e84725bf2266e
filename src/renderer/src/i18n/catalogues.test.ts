/**
 * The UI catalogues (issue 25): every language has exactly the English keys, the same placeholders and
 * plural branches; every key is used by a screen (or built from a declared prefix, dynamic.ts) and every
 * key a screen asks for exists. The pseudo-locale lengthens every message by 40 % and keeps it valid.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locales';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import es from './locales/es.json';
import { DYNAMIC_KEY_PREFIXES } from './dynamic';
import { pseudoMessage } from './pseudo';
import { i18n } from './index';

type Tree = { [key: string]: string | Tree };
const catalogues: Record<string, Tree> = { en, fr, ja, es };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flatten(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}
/** `{name}` placeholders and `@:` links, sorted, per message. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{\s*([\w]+)\s*\}|@:[\w.]+/g)].map((m) => m[1] ?? m[0]))].sort();
const branches = (message: string) => message.split('|').length;

const source = flatten(en);

/** The renderer's sources as text (Vite reads them; the renderer may not import node:fs). */
const sourcesByPath = import.meta.glob(['../**/*.vue', '../**/*.ts', '!../**/*.test.ts', '!../testing.ts', '!../**/locales/**'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
/** Paths relative to src/renderer/src; this folder's own files (the i18n set-up) start with `i18n/`. */
const files = Object.entries(sourcesByPath).map(([path, text]) => ({ path: path.startsWith('./') ? `i18n/${path.slice(2)}` : path.replace(/^\.\.\//, ''), text }));
const sections = new Set(Object.keys(en));

/** Keys a file names: first arguments of t / $t / tr, and dotted literals (3+ parts) under a catalogue section. */
function keysNamed(text: string): string[] {
  const calls = [...text.matchAll(/(?:\$t|\btr?)\(\s*['"]([\w.-]+)['"]/g)].map((m) => m[1]!);
  const literals = [...text.matchAll(/'([A-Za-z][\w-]*(?:\.[\w-]+){2,})'/g)].map((m) => m[1]!).filter((k) => sections.has(k.split('.')[0]!));
  return [...calls, ...literals];
}

describe('the UI catalogues', () => {
  it('ships a catalogue for each shipped language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: has every English key and no other`, () => {
      const keys = flatten(catalogues[locale]!);
      expect([...source.keys()].filter((k) => !keys.has(k)), 'missing').toEqual([]);
      expect([...keys.keys()].filter((k) => !source.has(k)), 'extra').toEqual([]);
    });

    it(`${locale}: keeps each message's placeholders and plural branches`, () => {
      const keys = flatten(catalogues[locale]!);
      const wrong = [...source].flatMap(([key, english]) => {
        const text = keys.get(key);
        if (text === undefined) return [];
        const bad = JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english)) || branches(text) !== branches(english);
        return bad ? [`${key}: "${text}" (English: "${english}")`] : [];
      });
      expect(wrong).toEqual([]);
    });

    it(`${locale}: translates (not every message is the English one)`, () => {
      const keys = flatten(catalogues[locale]!);
      const same = [...source].filter(([key, english]) => keys.get(key) === english && /[a-z]{4,}/.test(english.replace(/\{\w+\}/g, '')));
      // Proper names, rule codes, abbreviations and option syntax stay as they are; a language left in English does not.
      expect(same.length / source.size).toBeLessThan(0.08);
    });
  }

  it('compiles every message in every language (and the pseudo-locale), each placeholder filled in', () => {
    for (const locale of [...LOCALES, 'pseudo']) {
      for (const [key, english] of source) {
        const names = placeholders(english);
        const text = i18n.global.t(key, Object.fromEntries(names.map((p) => [p, `<${p}>`])), { locale: locale as 'en', plural: 2 });
        expect(text, `${locale} ${key}`).not.toBe(key);
        for (const p of names) expect(text, `${locale} ${key}`).toContain(`<${p}>`);
        expect(text, `${locale} ${key}`).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('has no message with an empty text', () => {
    for (const locale of LOCALES) for (const [key, text] of flatten(catalogues[locale]!)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
  });

  it('every key a screen asks for is in the English catalogue', () => {
    const missing = files.filter((f) => !f.path.startsWith('i18n/')).flatMap((f) => keysNamed(f.text).filter((k) => !source.has(k) && !DYNAMIC_KEY_PREFIXES.some((p) => k.startsWith(p))).map((k) => `${f.path}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('every English key is used by a screen, or built from a declared prefix', () => {
    const all = files.map((f) => f.text).join('\n');
    const unused = [...source.keys()].filter((k) => !DYNAMIC_KEY_PREFIXES.some((p) => k.startsWith(p)) && !all.includes(`'${k}'`) && !all.includes(`"${k}"`));
    expect(unused).toEqual([]);
  });

  it('a plural call never passes its own {n}: vue-i18n would choose the plural branch by it, not by the count', () => {
    const wrong = files.flatMap((f) => [...f.text.matchAll(/(?:\$t|\btr?)\(\s*'([\w.]+)',\s*\{[^{}]*\b(?:n|count):[^{}]*\},\s*[^\s)]/g)].map((m) => `${f.path}: ${m[1]}`));
    expect(wrong).toEqual([]);
  });

  it('every declared dynamic prefix is still built somewhere (a stale prefix would hide unused keys)', () => {
    const all = files.filter((f) => !f.path.startsWith('i18n/')).map((f) => f.text).join('\n');
    for (const prefix of DYNAMIC_KEY_PREFIXES) expect(all.includes(`\`${prefix}\${`) || all.includes(`'${prefix}`), prefix).toBe(true);
  });
});

describe('the pseudo-locale', () => {
  it('lengthens every message by at least 40 % and keeps placeholders and plural branches', () => {
    for (const [key, english] of source) {
      const pseudo = pseudoMessage(english);
      const visible = (s: string) => s.replace(/\{\w+\}/g, '').length;
      expect(visible(pseudo), key).toBeGreaterThanOrEqual(Math.floor(visible(english) * 1.4));
      expect(placeholders(pseudo), key).toEqual(placeholders(english));
      expect(branches(pseudo), key).toBe(branches(english));
    }
  });

  it('accents the letters so an untranslated string stands out', () => {
    expect(pseudoMessage('Pair round {n}')).toMatch(/^Páír röüñd \{n\} ~+/);
  });
});
