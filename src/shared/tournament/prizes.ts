/**
 * Prizes: an event's prize list awarded from its standings.
 * - Prizes are handed out in order of value (then list order); each goes to the best-ranked entry
 *   that qualifies for it and, when the event gives one prize per person, has none yet. A place
 *   prize qualifies everybody, so a winner of a bigger category prize passes the place on.
 * - Categories: overall places, a rating band, an age band (age in the event's year), a club,
 *   women, and a best-game prize the director gives (outside the one-prize rule). An Onino pair
 *   qualifies when both members do. Barred entries (R-ONI-14) win nothing.
 * - Shared prizes: entries equal on the primary score who won place prizes (or none) pool those
 *   place prizes. `equal` splits the pool evenly; the Hort system gives each half an even share of
 *   the pool plus half the prize its tie-break place earned.
 */
import type { EntryId } from './model';
import { valueOf, type Standings } from './standings';

export type PrizeCategory =
  | { kind: 'place' }
  /** Rating in [from, below); an unrated entry counts as 0. */
  | { kind: 'rating'; from?: number; below?: number }
  /** Age in the event's year in [from, below) (juniors: below 18; seniors: from 60). */
  | { kind: 'age'; from?: number; below?: number }
  | { kind: 'club'; club: string }
  | { kind: 'women' }
  /** Chosen by the director (best game, brilliancy): null until chosen. */
  | { kind: 'best-game'; entry: EntryId | null };

export interface Prize {
  name: string;
  category: PrizeCategory;
  /** Money (or points of value; 0 for a trophy). */
  amount: number;
}

export type PrizeSharing = 'tie-break' | 'equal' | 'hort';

/** What the categories need to know about each member of an entry (one member, or an Onino pair). */
export interface PrizeMember {
  club: string;
  birthYear: number | null;
  sex: 'f' | 'm' | null;
}

export interface PrizeEntrant {
  entry: EntryId;
  rating: number | null;
  members: PrizeMember[];
}

export interface Award {
  /** The prizes pooled into this award (one, unless shared). */
  prizes: string[];
  /** Null: nobody qualifies. */
  entry: EntryId | null;
  amount: number;
  shared: Exclude<PrizeSharing, 'tie-break'> | null;
}

export interface PrizeOptions {
  onePerPerson: boolean;
  sharing: PrizeSharing;
  /** The year ages are counted in. */
  year: number;
}

const EPS = 1e-9;
const inBand = (x: number, from?: number, below?: number) => (from === undefined || x >= from) && (below === undefined || x < below);

export function qualifies(c: PrizeCategory, e: PrizeEntrant, year: number): boolean {
  switch (c.kind) {
    case 'place': return true;
    case 'rating': return inBand(e.rating ?? 0, c.from, c.below);
    case 'age': return e.members.every((m) => m.birthYear !== null && inBand(year - m.birthYear, c.from, c.below));
    case 'club': return e.members.every((m) => m.club.trim().toLowerCase() === c.club.trim().toLowerCase());
    case 'women': return e.members.every((m) => m.sex === 'f');
    case 'best-game': return c.entry === e.entry;
  }
}

export function awardPrizes(standings: Standings, entrants: readonly PrizeEntrant[], prizes: readonly Prize[], opts: PrizeOptions): Award[] {
  const info = new Map(entrants.map((e) => [e.entry, e]));
  const ranked = standings.rows.filter((r) => r.status !== 'barred' && info.has(r.entry));
  const order = prizes.map((p, i) => ({ p, i })).sort((x, y) => y.p.amount - x.p.amount || x.i - y.i);
  const won = new Map<EntryId, Set<string>>();
  const given: Array<{ i: number; entry: EntryId | null }> = [];
  for (const { p, i } of order) {
    const special = p.category.kind === 'best-game';
    // Never two prizes of one category (two places, two U1600 prizes); with one prize per person, never two at all.
    const key = JSON.stringify(p.category);
    const free = (id: EntryId) => special || (!(opts.onePerPerson && won.has(id)) && !won.get(id)?.has(key));
    const row = ranked.find((r) => qualifies(p.category, info.get(r.entry)!, opts.year) && free(r.entry));
    given.push({ i, entry: row?.entry ?? null });
    if (row && !special) won.set(row.entry, (won.get(row.entry) ?? new Set()).add(key));
  }
  const awards: Award[] = given.sort((x, y) => x.i - y.i)
    .map(({ i, entry }) => ({ prizes: [prizes[i]!.name], entry, amount: prizes[i]!.amount, shared: null }));
  if (opts.sharing === 'tie-break') return awards;
  return share(awards, prizes, ranked, standings.order[0], opts.sharing);
}

/** Pools the place prizes of entries equal on the primary score (and those tied with them who won nothing). */
function share(awards: Award[], prizes: readonly Prize[], ranked: Standings['rows'], primary: Standings['order'][number] | undefined, how: 'equal' | 'hort'): Award[] {
  if (!primary) return awards;
  const placeOf = new Map<EntryId, number>();
  awards.forEach((a, i) => { if (a.entry !== null && prizes[i]!.category.kind === 'place') placeOf.set(a.entry, i); });
  const other = new Set(awards.filter((a, i) => a.entry !== null && prizes[i]!.category.kind !== 'place' && prizes[i]!.category.kind !== 'best-game').map((a) => a.entry!));
  const pooled = new Set<number>();
  const out: Array<{ key: number; award: Award }> = [];
  let start = 0;
  for (let k = 1; k <= ranked.length; k++) {
    if (k < ranked.length && Math.abs(valueOf(ranked[k]!, primary) - valueOf(ranked[start]!, primary)) <= EPS) continue;
    const group = ranked.slice(start, k).filter((r) => !other.has(r.entry));
    start = k;
    const withPrize = group.filter((r) => placeOf.has(r.entry));
    if (withPrize.length === 0 || group.length < 2) continue;
    const idx = withPrize.map((r) => placeOf.get(r.entry)!);
    const pool = idx.reduce((s, i) => s + prizes[i]!.amount, 0);
    const names = idx.sort((x, y) => x - y).map((i) => prizes[i]!.name);
    for (const r of group) {
      const own = placeOf.has(r.entry) ? prizes[placeOf.get(r.entry)!]!.amount : 0;
      const amount = how === 'equal' ? pool / group.length : pool / (2 * group.length) + own / 2;
      out.push({ key: Math.min(...idx), award: { prizes: names, entry: r.entry, amount: Math.round(amount * 100) / 100, shared: how } });
    }
    idx.forEach((i) => pooled.add(i));
  }
  const kept = awards.map((award, key) => ({ key, award })).filter(({ key }) => !pooled.has(key));
  return [...kept, ...out].sort((x, y) => x.key - y.key).map((x) => x.award);
}
