const collators = new Map<string, Intl.Collator>();

/**
 * The collation of a language (French, Spanish and Japanese order names their own way: "ch", "ñ",
 * kana), one instance per language.
 */
export function collatorFor(locale: string): Intl.Collator {
  let c = collators.get(locale);
  if (!c) {
    c = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, c);
  }
  return c;
}
/** Two names (or clubs) in a language's order, English by default (`byName` for records with an id). */
export function compareNames(a: string, b: string, locale = 'en'): number {
  return collatorFor(locale).compare(a, b);
}

type Named = { name: string; id?: number; playerId?: number };
/** Records by name in a language's order, ids breaking ties (a stable order for namesakes). */
export function byNameIn(locale: string): <T extends Named>(a: T, b: T) => number {
  const c = collatorFor(locale);
  return (a, b) => c.compare(a.name, b.name) || (a.id ?? a.playerId ?? 0) - (b.id ?? b.playerId ?? 0);
}

/** Name order as a person expects it (Ł beside L, case and accents secondary), not SQLite's byte order. */
export const byName = byNameIn('en');

/** Folds case and accents so a search for "lukasz" finds "Łukasz" and "zoe" finds "Zoë". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLocaleLowerCase('en');
}
