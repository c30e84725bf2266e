/**
 * The stored form of a kept table (services/storedTableCodec.ts): whatever is stored comes back exactly,
 * whether its lists were stored by column or as they were, and a body this code did not write is refused,
 * never run.
 */
import { deserialize, serialize } from 'node:v8';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packTable, unpackTable } from '../../src/main/services/storedTableCodec';

const roundTrip = (value: unknown) => unpackTable(packTable(value));
/** The stored form's lists (to tell a columnar list from one stored as it was). */
const storedLists = (value: unknown) => (deserialize(inflateRawSync(packTable(value))) as { lists: Array<{ key: string }> }).lists.map((l) => l.key);

const row = (i: number) => ({
  rank: i + 1,
  entry: String(i),
  name: `Player ${i}`,
  status: i % 9 ? 'active' : 'withdrawn',
  values: { matchPoints: i % 3, average: i / 7, aro: i % 5 ? 1500 + i : undefined, neg: -i, zero: i % 2 ? -0 : 0 },
});

describe('the stored form of a kept table', () => {
  it('a long list of records of one shape is stored by column and comes back exactly (-0, NaN, undefined, fractions)', () => {
    const table = { eventId: 3, order: ['matchPoints'], rows: Array.from({ length: 200 }, (_, i) => row(i)), note: null };
    table.rows[5]!.values.average = Number.NaN;
    expect(storedLists(table)).toEqual(['rows']);
    const back = roundTrip(table) as typeof table;
    expect(back).toStrictEqual(table);
    expect(Object.is(back.rows[1]!.values.zero, -0)).toBe(true);
    expect(Object.is(back.rows[2]!.values.zero, 0)).toBe(true);
    expect(back.rows[5]!.values.average).toBeNaN();
    expect(Object.keys(back)).toEqual(Object.keys(table));
    expect(Object.keys(back.rows[7]!.values)).toEqual(Object.keys(table.rows[7]!.values));
    expect(Object.getPrototypeOf(back.rows[0])).toBe(Object.prototype);
  });

  it('a record whose keys differ in name or order keeps the whole list as it was, and exact', () => {
    const rows: Array<Record<string, unknown>> = Array.from({ length: 100 }, (_, i) => row(i));
    rows[60] = { entry: '60', rank: 61, name: 'Swapped', status: 'active', values: {} };
    const table = { rows };
    expect(storedLists(table)).toEqual([]);
    expect(roundTrip(table)).toStrictEqual(table);
  });

  it('a nested record whose shape changes and a key holding mixed values are stored as values, exact', () => {
    const rows: Array<Record<string, unknown>> = Array.from({ length: 100 }, (_, i) => ({ ...row(i), extra: i % 4 ? i : 'four' }));
    rows[10] = { ...rows[10], values: { other: true } };
    rows[11] = { ...rows[11], values: [1, 2] };
    const table = { rows };
    expect(storedLists(table)).toEqual(['rows']);
    expect(roundTrip(table)).toStrictEqual(table);
  });

  it('an own "__proto__" key is kept as a key, not turned into a prototype', () => {
    const rows = Array.from({ length: 80 }, (_, i) => JSON.parse(`{"a": ${i}, "__proto__": {"polluted": true}}`) as Record<string, unknown>);
    const back = roundTrip({ rows }) as { rows: Array<Record<string, unknown>> };
    expect(back).toStrictEqual({ rows });
    expect(Object.hasOwn(back.rows[0]!, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(back.rows[0])).toBe(Object.prototype);
  });

  it('short lists and values that are not records are stored as they were', () => {
    for (const value of [{ rows: [row(1), row(2)] }, [1, 2, 3], 'text', 42, null, { list: Array.from({ length: 100 }, (_, i) => i) }]) {
      expect(storedLists(value)).toEqual([]);
      expect(roundTrip(value)).toStrictEqual(value);
    }
  });

  it('keys that look like code stay keys: nothing read from a stored table is run', () => {
    const key = '"}; globalThis.ranFromTheFile = true; ({"';
    const rows = Array.from({ length: 70 }, (_, i) => ({ [key]: i, 'a b': `x${i}`, '0': i }));
    const back = roundTrip({ rows });
    expect(back).toStrictEqual({ rows });
    expect((globalThis as { ranFromTheFile?: boolean }).ranFromTheFile).toBeUndefined();
  });

  it('a body in another form is refused with an error (the caller computes the table again)', () => {
    expect(() => unpackTable(deflateRawSync(serialize({ rows: [] })))).toThrow(/form this version does not read/);
    const forged = { value: { rows: null }, lists: [{ key: 'rows', count: 1, layout: [['a', 'process.exit(1)']], columns: [[1]] }] };
    expect(() => unpackTable(deflateRawSync(serialize(forged)))).toThrow(/form this version does not read/);
    const proto = { value: { rows: null }, lists: [{ key: 'rows', count: 1, layout: [['__proto__', 0]], columns: [[{ polluted: true }]] }] };
    expect(() => unpackTable(deflateRawSync(serialize(proto)))).toThrow(/form this version does not read/);
    expect(() => unpackTable(Buffer.from('not a table'))).toThrow();
  });
});
