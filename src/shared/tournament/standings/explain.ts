/** "Why is X above Y?": the first criterion of the order that separates two rows of a standings table. */
import type { EntryId } from '../model';
import type { Criterion } from './criteria';
import { valueOf, type StandingRow, type Standings } from './compute';

export interface Separation {
  /** The entry listed higher in the table (when both share a place: the one listed first). */
  above: EntryId;
  below: EntryId;
  /** The first criterion that separates them; null when they share the place (tied on every criterion). */
  criterion: Criterion | null;
  /** Both entries' values of that criterion, above first (direct encounter: the DE scores). */
  values: [number, number] | null;
}

const EPS = 1e-9;

export function whyAbove(standings: Standings, x: EntryId, y: EntryId): Separation {
  const ix = standings.rows.findIndex((r) => r.entry === x);
  const iy = standings.rows.findIndex((r) => r.entry === y);
  if (ix < 0 || iy < 0) throw new Error(`no standings row for ${ix < 0 ? x : y}`);
  const [hi, lo] = iy < ix ? [standings.rows[iy]!, standings.rows[ix]!] : [standings.rows[ix]!, standings.rows[iy]!];
  if (hi.rank === lo.rank) return { above: hi.entry, below: lo.entry, criterion: null, values: null };
  for (const c of standings.order) {
    if (separates(c, hi, lo)) return { above: hi.entry, below: lo.entry, criterion: c, values: [valueOf(hi, c), valueOf(lo, c)] };
  }
  return { above: hi.entry, below: lo.entry, criterion: null, values: null };
}

function separates(c: Criterion, a: StandingRow, b: StandingRow): boolean {
  if (c === 'directEncounter') return a.directEncounterPlace !== undefined && a.directEncounterPlace !== b.directEncounterPlace;
  return Math.abs(valueOf(a, c) - valueOf(b, c)) > EPS;
}

/** Whether direct encounter split them with equal DE scores, by ranking the sub-group still tied again (C.07 6). */
export function rankedAgain(s: Separation): boolean {
  return s.criterion === 'directEncounter' && s.values !== null && Math.abs(s.values[0] - s.values[1]) <= EPS;
}

/** The separation in words, for the standings screen and the standings PDF (names, labels and number format given). */
export function separationText(standings: Standings, s: Separation, name: (id: EntryId) => string, label: (c: Criterion) => string, fmt: (n: number) => string): string {
  const rank = (id: EntryId) => standings.rows.find((r) => r.entry === id)?.rank;
  const above = `${name(s.above)} (${rank(s.above)})`;
  if (s.criterion === null) return `${above} and ${name(s.below)} share the place: equal on every criterion of the order.`;
  const [a, b] = s.values!;
  const again = rankedAgain(s) ? ', then among those still tied' : '';
  return `${above} is above ${name(s.below)} (${rank(s.below)}) by ${label(s.criterion)}: ${fmt(a)} against ${fmt(b)}${again}; equal on every criterion before it.`;
}
