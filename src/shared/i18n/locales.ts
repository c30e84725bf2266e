/**
 * The languages Club TD ships. English is the source language: every other catalogue has exactly its keys.
 * `pseudo` is a test-only locale (every string lengthened by 40 %) used to catch layouts that cut text.
 */
export const LOCALES = ['en', 'fr', 'ja', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language's own name, as a language menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ja: '日本語',
  es: 'Español',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first shipped locale in an Accept-Language-like list (`fr-CH, fr;q=0.9, en;q=0.8`), or null. */
export function pickLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const wanted = header.split(',')
    .map((part, i) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const w of wanted) {
    const base = w.tag.split(/[-_.]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}
