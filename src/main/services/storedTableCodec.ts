/**
 * The stored form of a computed table (services/storedTables.ts): V8's serialization, exact for any plain
 * value (undefined, NaN and -0 come back as they were), deflated. A table's long lists of records of
 * one shape (the standings' rows) are stored by column: V8 writes every key of every record again and
 * rebuilds each record key by key, and a 10,000-row table's 5.9 MB took a new process 60-100 ms to
 * inflate and read back; as columns (numbers as typed arrays) it is 1.7 MB, and the records are rebuilt
 * by one function made for their shape.
 */
import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** A list shorter than this is stored as it is: columns pay off only on many records. */
const MIN_COLUMNAR = 64;
const INFLATE_CHUNK = 1 << 24;

/** Where each key's values are: a column's index, or the layout of a nested record of a fixed shape. */
type Layout = Array<[key: string, at: number | Layout]>;
type Column = Int32Array | Float64Array | unknown[];
/** A list of records stored by column, found at `key` of the table's top-level object. */
interface Columnar {
  key: string;
  count: number;
  layout: Layout;
  columns: Column[];
}
interface Stored {
  /** The table with each columnar list replaced by null. */
  value: unknown;
  lists: Columnar[];
}

export const packTable = (value: unknown): Buffer => deflateRawSync(serialize(toStored(value)), { level: 1 });

/** The table back; throws on a body this code did not write (the caller then computes the table again). */
export function unpackTable(body: Buffer): unknown {
  // One buffer (zlib's 16 KB pieces joined afterwards copied the whole answer once more).
  const stored = deserialize(inflateRawSync(body, { chunkSize: INFLATE_CHUNK })) as Stored;
  if (!isStored(stored)) throw new Error('a stored table in a form this version does not read');
  const value = stored.value as Record<string, unknown>;
  for (const list of stored.lists) value[list.key] = rebuild(list);
  return value;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !ArrayBuffer.isView(v) && Object.getPrototypeOf(v) === Object.prototype;
/** A record an object literal can rebuild: an own `__proto__` key would set the prototype instead. */
const isPlainRecord = (v: unknown): v is Record<string, unknown> => isRecord(v) && !Object.hasOwn(v, '__proto__');

function toStored(value: unknown): Stored {
  if (!isPlainRecord(value)) return { value, lists: [] };
  const lists: Columnar[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const list = Array.isArray(v) && v.length >= MIN_COLUMNAR ? byColumn(key, v) : null;
    if (list) lists.push(list);
    rest[key] = list ? null : v;
  }
  return { value: rest, lists };
}

/** What a key holds in every record: numbers that fit an Int32Array, any numbers, records of one shape, or anything. */
type Kind = { of: 'int' } | { of: 'number' } | { of: 'any' } | { of: 'record'; keys: string[]; kinds: Kind[] };

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);
const isInt32 = (v: number) => (v | 0) === v && !Object.is(v, -0);

function kindOf(v: unknown): Kind {
  if (typeof v === 'number') return isInt32(v) ? { of: 'int' } : { of: 'number' };
  if (isPlainRecord(v)) {
    const keys = Object.keys(v);
    return { of: 'record', keys, kinds: keys.map((k) => kindOf(v[k])) };
  }
  return { of: 'any' };
}

/** The narrowest kind holding both. */
function widen(kind: Kind, v: unknown): Kind {
  if (kind.of === 'any') return kind;
  if (typeof v === 'number') {
    if (kind.of === 'int') return isInt32(v) ? kind : { of: 'number' };
    return kind.of === 'number' ? kind : { of: 'any' };
  }
  if (kind.of === 'record' && isPlainRecord(v) && sameKeys(kind.keys, Object.keys(v))) {
    kind.kinds = kind.kinds.map((k, i) => widen(k, v[kind.keys[i]!]));
    return kind;
  }
  return { of: 'any' };
}

/** The list by column, or null when its items are not all records with the same keys in the same order. */
function byColumn(key: string, items: unknown[]): Columnar | null {
  const first = items[0];
  if (!isPlainRecord(first)) return null;
  let kind = kindOf(first) as Kind & { of: 'record' };
  for (const item of items) {
    const wider = widen(kind, item);
    if (wider.of !== 'record') return null;
    kind = wider;
  }
  const columns: Column[] = [];
  const layoutOf = (k: Kind & { of: 'record' }, read: (item: unknown) => Record<string, unknown>): Layout =>
    k.keys.map((name, i) => {
      const sub = k.kinds[i]!;
      const at = (item: unknown) => read(item)[name];
      if (sub.of === 'record') return [name, layoutOf(sub, at as (item: unknown) => Record<string, unknown>)];
      const values = items.map(at);
      columns.push(sub.of === 'int' ? Int32Array.from(values as number[]) : sub.of === 'number' ? Float64Array.from(values as number[]) : values);
      return [name, columns.length - 1];
    });
  const layout = layoutOf(kind, (item) => item as Record<string, unknown>);
  return { key, count: items.length, layout, columns };
}

/**
 * The records again, by one function made for their layout: an object literal with the keys in their
 * order, so V8 creates each record at once with its final shape (key-by-key assignment in a generic
 * loop cost more than V8's own deserialization). The keys are written as JSON string literals and the
 * columns are passed as arguments: nothing read from the file becomes code.
 */
function rebuild(list: Columnar): unknown[] {
  const literal = (layout: Layout): string =>
    `{${layout.map(([key, at]) => `${JSON.stringify(key)}: ${typeof at === 'number' ? `c[${at}][i]` : literal(at)}`).join(', ')}}`;
  const make = new Function('c', 'n', `const out = new Array(n); for (let i = 0; i < n; i++) out[i] = ${literal(list.layout)}; return out;`) as (
    columns: Column[],
    count: number,
  ) => unknown[];
  return make(list.columns, list.count);
}

function isLayout(layout: unknown, columns: number): layout is Layout {
  return (
    Array.isArray(layout) &&
    layout.every(
      (entry) =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        entry[0] !== '__proto__' &&
        ((Number.isInteger(entry[1]) && entry[1] >= 0 && entry[1] < columns) || isLayout(entry[1], columns)),
    )
  );
}

function isStored(v: unknown): v is Stored {
  if (!isRecord(v) || !Array.isArray(v.lists) || (v.lists.length > 0 && !isRecord(v.value))) return false;
  return v.lists.every(
    (list: unknown) =>
      isRecord(list) &&
      typeof list.key === 'string' &&
      list.key !== '__proto__' &&
      Number.isInteger(list.count) &&
      Array.isArray(list.columns) &&
      list.columns.every((c: unknown) => (Array.isArray(c) || c instanceof Int32Array || c instanceof Float64Array) && (c as Column).length === list.count) &&
      isLayout(list.layout, list.columns.length),
  );
}
