/**
 * The renderer's languages (vue-i18n, composition mode). The catalogues are locales/<code>.json; English
 * is the source and the fallback. The language is chosen per device (components/LanguageMenu.vue, in the
 * sidebar and on the table and projector pages), remembered in this browser's localStorage so each LAN
 * device keeps its own, and `<html lang>` follows.
 * `pseudo` is the test locale: every English string lengthened by 40 % (see pseudo.ts), reached with
 * `?lang=pseudo` or the stored choice; it is not offered in the menu.
 * Templates use `$t('key')`; scripts and plain modules import `t` from here. Both are the same function
 * (`uiI18n` installs it as `$t`) and follow a change of language at once (they read the global
 * composer's reactive locale).
 */
import { computed, type App } from 'vue';
import { createI18n } from 'vue-i18n';
import { isLocale, SOURCE_LOCALE, type Locale } from '../../../shared/i18n/locales';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ja from './locales/ja.json';
import es from './locales/es.json';
import { pseudoCatalogue } from './pseudo';
import { withResultWords } from './resultWords';
import { compareNames } from '../../../shared/collate';

export type UiLocale = Locale | 'pseudo';
const STORAGE_KEY = 'td.lang';

function isUiLocale(value: unknown): value is UiLocale {
  return value === 'pseudo' || isLocale(value);
}

/** The browser's pieces this module uses, absent when the catalogue test imports it under node. */
const browser = globalThis as unknown as {
  location?: { search: string };
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document?: { documentElement: { lang: string } };
};

/** This device's choice: `?lang=` in the address, then the stored choice, then English. */
function initialLocale(): UiLocale {
  const fromUrl = browser.location ? new URLSearchParams(browser.location.search).get('lang') : null;
  if (isUiLocale(fromUrl)) return fromUrl;
  const stored = browser.localStorage?.getItem(STORAGE_KEY) ?? null;
  return isUiLocale(stored) ? stored : SOURCE_LOCALE;
}

export const i18n = createI18n({
  legacy: false,
  globalInjection: true,
  locale: initialLocale(),
  fallbackLocale: SOURCE_LOCALE,
  messages: {
    en: withResultWords('en', en), fr: withResultWords('fr', fr), ja: withResultWords('ja', ja), es: withResultWords('es', es),
    pseudo: pseudoCatalogue(withResultWords('en', en)),
  },
  // A missing key is caught by the catalogue test (i18n/catalogues.test.ts), not by console noise.
  missingWarn: false,
  fallbackWarn: false,
});

const translate = i18n.global.t as unknown as (key: string, ...args: unknown[]) => string;
/**
 * Texts already translated in the current language. vue-i18n builds a message context on every call
 * (about 20 µs here), and a board redraws a few dozen labels on every move; the catalogues never change
 * while the app runs, so a language, a key and its arguments always give the same text.
 */
const translated = new Map<string, string>();
let translatedIn = '';
/** Enough for every label of a long session; past it the memory starts afresh. */
const TRANSLATED_LIMIT = 20_000;

/** A value JSON writes as itself (not undefined, NaN or Infinity, which it writes as null or leaves out). */
const plain = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
/** The memo's key for a call, or null for arguments that JSON would not tell apart (they are translated each time). */
function memoKey(key: string, args: unknown[]): string | null {
  if (args.length === 0) return key;
  for (const arg of args) {
    if (plain(arg)) continue;
    if (typeof arg !== 'object' || Object.getPrototypeOf(arg) !== Object.prototype || !Object.values(arg as object).every(plain)) return null;
  }
  return `${key}\u0000${JSON.stringify(args)}`;
}

/**
 * A message with named values, as text parts between the values' places: vue-i18n translates it once per
 * language, key and names, with a mark in each value's place, and a new set of values is then filled in by
 * joining (a board's labels carry the move's counts, so each move asked vue-i18n again). Only for messages
 * that are plain text and `{name}` places (no plural branch chosen by a value, no link); null otherwise.
 */
type Filled = { parts: string[]; at: number[] } | null;
const forms = new Map<string, Filled>();
/** A mark no catalogue text holds: private-use characters around the value's index. */
const MARK = /\uE000(\d+)\uE001/g;

/** The raw message of `key` in the current language (vue-i18n's fallback for a missing one is left to vue-i18n). */
function rawMessage(key: string): unknown {
  let node: unknown = i18n.global.getLocaleMessage(i18n.global.locale.value);
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

function formOf(key: string, names: string[]): Filled {
  const id = `${key}\u0000${names.join('\u0000')}`;
  let form = forms.get(id);
  if (form !== undefined) return form;
  form = null;
  const raw = rawMessage(key);
  if (typeof raw === 'string' && !/[|@]/.test(raw) && !raw.includes('\uE000')) {
    const text = translate(key, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`])));
    const parts = text.split(MARK);
    // split with a capturing group: text, index, text, index, ..., text
    const at = parts.filter((_, i) => i % 2 === 1).map(Number);
    const between = parts.filter((_, i) => i % 2 === 0);
    if (!between.some((p) => p.includes('\uE000') || p.includes('\uE001'))) form = { parts: between, at };
  }
  forms.set(id, form);
  return form;
}

/** `key` with one object of named strings and finite numbers, through its form; undefined when it has none. */
function fill(key: string, named: Record<string, unknown>): string | undefined {
  const names = Object.keys(named);
  const values = names.map((name) => named[name]);
  if (!values.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))) return undefined;
  const form = formOf(key, names);
  if (!form) return undefined;
  let text = form.parts[0]!;
  for (let i = 0; i < form.at.length; i++) text += String(values[form.at[i]!]) + form.parts[i + 1]!;
  return text;
}

/** Translates a catalogue key (with vue-i18n's arguments: named values, a plural count); templates call it as `$t`. */
export const t = ((key: string, ...args: unknown[]): string => {
  // Read on every call: a component's render follows a change of language.
  const locale = i18n.global.locale.value;
  if (locale !== translatedIn) {
    translated.clear();
    forms.clear();
    translatedIn = locale;
  }
  const id = memoKey(key, args);
  if (id === null) return translate(key, ...args);
  let text = translated.get(id);
  if (text === undefined) {
    const named = args.length === 1 && args[0] !== null && typeof args[0] === 'object' ? (args[0] as Record<string, unknown>) : null;
    text = (named && fill(key, named)) ?? translate(key, ...args);
    if (translated.size >= TRANSLATED_LIMIT) translated.clear();
    translated.set(id, text);
  }
  return text;
}) as typeof i18n.global.t;

/** The app's i18n plugin: vue-i18n, with `t` above as the templates' `$t`. */
export const uiI18n = {
  install(app: App): void {
    app.use(i18n);
    app.config.globalProperties.$t = t;
  },
};

/** The UI's language code, reactive. */
export const uiLocale = computed<UiLocale>(() => i18n.global.locale.value as UiLocale);
/** The BCP 47 tag Intl and `<html lang>` use (the pseudo-locale formats as English). */
export const intlLocale = computed(() => (uiLocale.value === 'pseudo' ? 'en' : uiLocale.value));

function applyLang() {
  if (browser.document) browser.document.documentElement.lang = intlLocale.value;
}
applyLang();

/** Switches this device's language and remembers it in this browser. */
export function setUiLocale(locale: UiLocale): void {
  i18n.global.locale.value = locale;
  browser.localStorage?.setItem(STORAGE_KEY, locale);
  applyLang();
}

/** A number in the UI's language (1 234,5 in French). */
export function formatNumber(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale.value, options).format(n);
}

/**
 * An ISO timestamp as the UI's language writes a date and time; '' for none. English keeps the app's
 * unambiguous "YYYY-MM-DD HH:MM" (a club reads it the same on both sides of the Atlantic).
 */
export function formatDateTime(iso: string | number | Date | null, seconds = false): string {
  if (iso === null || iso === '') return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso);
  if (intlLocale.value === 'en') {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}${seconds ? `:${p(d.getSeconds())}` : ''}`;
  }
  return new Intl.DateTimeFormat(intlLocale.value, {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}), hour12: false,
  }).format(d);
}

/** A time of day (HH:MM) in the UI's language. */
export function formatTime(at: string | number | Date): string {
  return new Intl.DateTimeFormat(intlLocale.value, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(at));
}

/** Names and clubs in the UI language's order (shared/collate), for sorting tables and lists. */
export const nameOrder = computed(() => {
  const locale = intlLocale.value;
  return (a: string, b: string) => compareNames(a, b, locale);
});

/** An engine's side name (`black`, `first`, `red`) in the UI's language; the name itself when the game has no word for it. */
export function sideName(game: string | undefined, side: string): string {
  const key = `game.${game ?? ''}.side.${side}`;
  return i18n.global.te(key, SOURCE_LOCALE) ? t(key) : side;
}
