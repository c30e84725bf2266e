/**
 * Numbers, half points and dates as a reader of each language expects them (Intl, never hand-written
 * separators): `2½` everywhere, `1,25` in French, `1 mars 2025`, `2025年3月1日`.
 */
import type { Locale } from './locales';

const numbers = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, digits: number): Intl.NumberFormat {
  const key = `${locale}:${digits}`;
  let f = numbers.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    numbers.set(key, f);
  }
  return f;
}

/** A number with `digits` decimals in the locale's decimal sign (`1.25`, `1,25`); no grouping (ratings, tables). */
export function formatNumber(locale: Locale, x: number, digits = 0): string {
  return numberFormat(locale, digits).format(x).replace('\u2212', '-');
}

/** Points: halves as `½` (`2½`, `½`, `-1½`) in every language, other fractions with two decimals. */
export function formatScore(locale: Locale, x: number): string {
  if (!Number.isInteger(x * 2)) return formatNumber(locale, x, 2);
  if (Number.isInteger(x)) return formatNumber(locale, x);
  const whole = Math.trunc(x);
  return `${x < 0 ? '-' : ''}${whole === 0 ? '' : formatNumber(locale, Math.abs(whole))}½`;
}

/** A signed number: `+12`, `-3`, `0`. */
export function formatSigned(locale: Locale, x: number, digits = 0): string {
  return x > 0 ? `+${formatNumber(locale, x, digits)}` : formatNumber(locale, x, digits);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as `YYYY-MM-DD` read as that day (UTC, so no time zone moves it), or null. */
function dayOf(iso: string): Date | null {
  const m = ISO_DATE.exec(iso);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const dateFormat = (locale: Locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `1 March 2025`, `1 mars 2025`, `2025年3月1日`; text that is not a plain date is kept as it is. */
export function formatDate(locale: Locale, iso: string): string {
  const d = dayOf(iso);
  return d ? dateFormat(locale).format(d) : iso;
}

/** An event's dates as one range (`1–2 March 2025`, `1-2 mars 2025`), one day when both are equal. */
export function formatDateRange(locale: Locale, from: string | null | undefined, to: string | null | undefined): string {
  const a = from ? dayOf(from) : null;
  const b = to ? dayOf(to) : null;
  if (a && b) {
    const f = dateFormat(locale);
    if (a.getTime() === b.getTime()) return f.format(a);
    const range = f.formatRange(a, b);
    // ICU's Japanese range falls back to digits (2025/03/01～2025/03/02) where one date reads 2025年3月1日: keep the words.
    return /\d\/\d/.test(range) && !/\d\/\d/.test(f.format(a)) ? `${f.format(a)}～${f.format(b)}` : range;
  }
  return [from, to].filter((d): d is string => !!d).map((d) => formatDate(locale, d)).join(' – ');
}

/** A moment (an ISO timestamp) as date and time in the locale, in the machine's time zone. */
export function formatDateTime(locale: Locale, iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
