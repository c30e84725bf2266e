/**
 * Standing rows by column, the form the kept standings are stored in (services/storedTables.ts). Stored
 * as whole rows, V8 writes and reads back every key of every row: a 10,000-entry table was 5.9 MB, and
 * a new server took 60-100 ms to inflate and deserialize it, more with the collections its objects cost.
 * By column it is a grid of small integers, the few other numbers and two string lists, and the rows are
 * rebuilt by the object literals below, which create each row at once with its final shape.
 */
import { OPPONENT_TIE_BREAKS, type Criterion } from './criteria';
import type { StandingRow, StandingValues } from './compute';

const STATUSES: ReadonlyArray<StandingRow['status']> = ['active', 'withdrawn', 'barred'];

/** A row's keys in the order computeStandings creates them (directEncounterPlace, when set, comes last). */
const ROW_KEYS = ['rank', 'entry', 'name', 'pairingNumber', 'status', 'played', 'games', 'values'];
/** The values' keys in the order computeStandings creates them: the order `valuesAt` writes. */
const VALUE_KEYS: readonly Criterion[] = [
  'matchPoints', 'gameScore', 'averageGameScore', 'gamesWon', 'gamePoints', 'scoreDifference', 'margin', 'wins', 'winsPlayed',
  'firstMoveGames', 'firstMoveWins', 'directEncounter', 'standardPoints', 'pairingNumber', 'rating', 'lot', 'buchholz',
  'buchholzCut1', 'buchholzCut2', 'buchholzMedian', 'buchholzMedian2', 'sonnebornBerger', 'progressive', 'koya', 'aro', 'tpr',
  'brightwell',
];
/** Per row: rank, pairing number, played, games, then the values. */
const HEAD_KEYS = ['rank', 'pairingNumber', 'played', 'games'] as const;
const HEAD = HEAD_KEYS.length;
const STRIDE = HEAD + VALUE_KEYS.length;

/**
 * Every number in one grid of small integers (row i's k-th number at i * STRIDE + k), the few that are
 * not (halves, averages, -0) beside it with their places: a number read from an Int32Array is one V8
 * keeps in the object itself, where one from a Float64Array is a heap number of its own (boxing every
 * value of every row doubled the memory and the collections of a read-back).
 */
export interface RowColumns {
  kind: 'standing rows by column';
  count: number;
  /** Whether the rows carry the opponent tie-breaks (else they are null in every row, and 0 in `ints`). */
  opponents: boolean;
  entries: string[];
  names: string[];
  statuses: Uint8Array;
  /** Direct-encounter place (0: not set). */
  places: Int32Array;
  ints: Int32Array;
  /** The numbers that are not small integers, and where in `ints` each goes. */
  reals: Float64Array;
  realAt: Uint32Array;
}

const isInt32 = (x: number): boolean => (x | 0) === x && !Object.is(x, -0);

const sameKeys = (o: object, keys: readonly string[]): boolean => {
  const own = Object.keys(o);
  return own.length === keys.length && own.every((k, i) => k === keys[i]);
};

/** The rows by column, or null when a row is not of the shape computeStandings gives (kept as it is then). */
export function rowColumns(rows: readonly StandingRow[]): RowColumns | null {
  const count = rows.length;
  const ints = new Int32Array(count * STRIDE);
  const places = new Int32Array(count);
  const statuses = new Uint8Array(count);
  const entries: string[] = new Array(count);
  const names: string[] = new Array(count);
  const reals: number[] = [];
  const realAt: number[] = [];
  const put = (j: number, x: unknown): boolean => {
    if (typeof x !== 'number') return false;
    if (isInt32(x)) {
      ints[j] = x;
    } else {
      reals.push(x);
      realAt.push(j);
    }
    return true;
  };
  const withPlace = [...ROW_KEYS, 'directEncounterPlace'];
  const opponents = count === 0 || rows[0]!.values.buchholz !== null;
  // Per value key: null in every row of a table without the opponent tie-breaks (set once, not per row and key).
  const absent = VALUE_KEYS.map((key) => !opponents && OPPONENT_TIE_BREAKS.has(key));
  for (let i = 0; i < count; i++) {
    const r = rows[i]!;
    const placed = Object.hasOwn(r, 'directEncounterPlace');
    if (!sameKeys(r, placed ? withPlace : ROW_KEYS) || !sameKeys(r.values, VALUE_KEYS)) return null;
    if (typeof r.entry !== 'string' || typeof r.name !== 'string' || !STATUSES.includes(r.status)) return null;
    // A place is a rank inside a tied group: 0 stands for "not set".
    if (placed && !(isInt32(r.directEncounterPlace!) && r.directEncounterPlace! > 0)) return null;
    const at = i * STRIDE;
    for (let k = 0; k < HEAD; k++) if (!put(at + k, r[HEAD_KEYS[k]!])) return null;
    for (let k = 0; k < VALUE_KEYS.length; k++) {
      const v = r.values[VALUE_KEYS[k]!];
      if (absent[k] ? v !== null : !put(at + HEAD + k, v)) return null;
    }
    entries[i] = r.entry;
    names[i] = r.name;
    statuses[i] = STATUSES.indexOf(r.status);
    places[i] = placed ? r.directEncounterPlace! : 0;
  }
  return { kind: 'standing rows by column', count, opponents, entries, names, statuses, places, ints, reals: Float64Array.from(reals), realAt: Uint32Array.from(realAt) };
}

export function isRowColumns(v: unknown): v is RowColumns {
  if (typeof v !== 'object' || v === null || (v as RowColumns).kind !== 'standing rows by column') return false;
  const c = v as RowColumns;
  const of = (a: unknown, type: typeof Int32Array | typeof Uint8Array | typeof Float64Array | typeof Uint32Array, length: number) => a instanceof type && a.length === length;
  return (
    Number.isInteger(c.count) && c.count >= 0 && typeof c.opponents === 'boolean' &&
    of(c.ints, Int32Array, c.count * STRIDE) && of(c.places, Int32Array, c.count) && of(c.statuses, Uint8Array, c.count) &&
    c.statuses.every((s) => s < STATUSES.length) &&
    c.reals instanceof Float64Array && of(c.realAt, Uint32Array, c.reals.length) && c.realAt.every((j) => j < c.count * STRIDE) &&
    Array.isArray(c.entries) && c.entries.length === c.count && c.entries.every((e) => typeof e === 'string') &&
    Array.isArray(c.names) && c.names.length === c.count && c.names.every((n) => typeof n === 'string')
  );
}

/** The rows again, exactly as they were: the same keys in the same order, -0 and NaN included. */
export function rowsFrom(c: RowColumns): StandingRow[] {
  const rows: StandingRow[] = new Array(c.count);
  const n = c.ints;
  for (let i = 0; i < c.count; i++) {
    const at = i * STRIDE;
    const row: StandingRow = {
      rank: n[at]!,
      entry: c.entries[i]!,
      name: c.names[i]!,
      pairingNumber: n[at + 1]!,
      status: STATUSES[c.statuses[i]!]!,
      played: n[at + 2]!,
      games: n[at + 3]!,
      values: valuesAt(n, at + HEAD, c.opponents),
    };
    if (c.places[i] !== 0) row.directEncounterPlace = c.places[i]!;
    rows[i] = row;
  }
  // The other numbers into their places (the keys are there already: their order stays).
  for (let p = 0; p < c.reals.length; p++) {
    const j = c.realAt[p]!;
    const row = rows[Math.floor(j / STRIDE)]!;
    const k = j % STRIDE;
    if (k < HEAD) row[HEAD_KEYS[k]!] = c.reals[p]!;
    else row.values[VALUE_KEYS[k - HEAD]!] = c.reals[p]!;
  }
  return rows;
}

/** One row's values, in VALUE_KEYS' order (`opponents`: the opponent tie-breaks are carried, else null). */
function valuesAt(n: Int32Array, at: number, opponents: boolean): StandingValues {
  return {
    matchPoints: n[at]!,
    gameScore: n[at + 1]!,
    averageGameScore: n[at + 2]!,
    gamesWon: n[at + 3]!,
    gamePoints: n[at + 4]!,
    scoreDifference: n[at + 5]!,
    margin: n[at + 6]!,
    wins: n[at + 7]!,
    winsPlayed: n[at + 8]!,
    firstMoveGames: n[at + 9]!,
    firstMoveWins: n[at + 10]!,
    directEncounter: n[at + 11]!,
    standardPoints: n[at + 12]!,
    pairingNumber: n[at + 13]!,
    rating: n[at + 14]!,
    lot: n[at + 15]!,
    buchholz: opponents ? n[at + 16]! : null,
    buchholzCut1: opponents ? n[at + 17]! : null,
    buchholzCut2: opponents ? n[at + 18]! : null,
    buchholzMedian: opponents ? n[at + 19]! : null,
    buchholzMedian2: opponents ? n[at + 20]! : null,
    sonnebornBerger: opponents ? n[at + 21]! : null,
    progressive: n[at + 22]!,
    koya: opponents ? n[at + 23]! : null,
    aro: opponents ? n[at + 24]! : null,
    tpr: opponents ? n[at + 25]! : null,
    brightwell: n[at + 26]!,
  };
}
