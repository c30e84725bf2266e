/** Name order as a person expects it (Ł beside L, case and accents secondary), not SQLite's byte order. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const collators = new Map<string, Intl.Collator>();

/** The same order in a reader's language (`locale`: en, fr, ja, es): how printed lists sort names and clubs. */
export function collatorFor(locale: string): Intl.Collator {
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })));
  return c;
}

export function byName<T extends { name: string; id?: number; playerId?: number }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || (a.id ?? a.playerId ?? 0) - (b.id ?? b.playerId ?? 0);
}

/** Folds case and accents so a search for "lukasz" finds "Łukasz" and "zoe" finds "Zoë". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLocaleLowerCase('en');
}
