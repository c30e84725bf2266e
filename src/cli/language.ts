/**
 * The language of `td`'s human output and of the refusals it prints: TD_LANG, else the shell's locale
 * (LC_ALL, LC_MESSAGES, LANG: `fr_FR.UTF-8` is French), else English. `--json` output is never translated.
 */
import { isLocale, pickLocale, type Locale } from '../shared/i18n/locales';
import { tr, type Params } from '../shared/i18n/translate';

export function cliLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  for (const name of ['TD_LANG', 'LC_ALL', 'LC_MESSAGES', 'LANG'] as const) {
    const value = env[name];
    if (!value) continue;
    const picked = pickLocale(value.replace(/_/g, '-'));
    // The first variable set decides (LC_ALL=C means English, whatever LANG says).
    return picked ?? 'en';
  }
  return 'en';
}

/** A `--lang` value: one of the shipped languages, or a usage error's words. */
export function langOption(value: string | undefined): Locale | undefined {
  if (value === undefined) return undefined;
  if (!isLocale(value)) throw new Error(t('usageError.lang', { value }));
  return value;
}

/** `cli.<key>` in the command line's language. */
export function t(key: string, params?: Params): string {
  return tr(cliLocale(), `cli.${key}`, params);
}
