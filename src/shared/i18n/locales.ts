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
