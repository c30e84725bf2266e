/** Name order as a person expects it (Ł beside L, case and accents secondary), not SQLite's byte order. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Two names in that order (for lists of strings; `byName` for objects with a name and an id). */
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

export function byName<T extends { name: string; id?: number; playerId?: number }>(a: T, b: T): number {
  return collator.compare(a.name, b.name) || (a.id ?? a.playerId ?? 0) - (b.id ?? b.playerId ?? 0);
}

/** Folds case and accents so a search for "lukasz" finds "Łukasz" and "zoe" finds "Zoë". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLocaleLowerCase('en');
}
