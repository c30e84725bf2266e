/**
 * The kept standings' rows by column (issue 45, part 5): a real table comes back exactly as computed,
 * key order, halves, -0, NaN and large numbers included, through V8's serialization as the file keeps it;
 * a row of another shape is never stored by column; a damaged column set is refused.
 */
import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { bye, entriesOf, eventOf, match, played } from '../testing';
import { computeStandings, type StandingRow } from './compute';
import type { Criterion } from './criteria';
import { isRowColumns, rowColumns, rowsFrom, type RowColumns } from './rowColumns';

/** Four players with draws (halves), a direct-encounter split, a withdrawal and a bye; ranked by Buchholz unless `order`. */
function standings(order: Criterion[] = ['matchPoints', 'directEncounter', 'averageGameScore', 'buchholz']) {
  const entries = entriesOf('Ann', 'Bea', 'Cal', 'Dan', 'Eve');
  entries[4] = { ...entries[4]!, withdrawnFromRound: 3, rating: 1875 };
  entries[0] = { ...entries[0]!, rating: 2010 };
  const event = eventOf('othello', entries, [
    [match(1, 'ann', 'bea', played(null, 32, 32)), match(2, 'cal', 'dan', played('a', 40, 24)), bye('eve')],
    [match(1, 'bea', 'cal', played('a', 35, 29)), match(2, 'dan', 'eve', played(null, 32, 32)), bye('ann')],
    [match(1, 'cal', 'ann', played('b', 20, 44)), match(2, 'bea', 'dan', played('b', 30, 34)), bye('eve', 'zero')],
  ]);
  return computeStandings(event, { order });
}

/** Through V8's serialization, as storedTables.ts keeps a table in the file. */
const throughFile = (c: RowColumns): unknown => deserialize(serialize(c));

/** Same keys in the same order and every number the same value (Object.is: -0 and NaN). */
function expectExactly(back: StandingRow[], rows: StandingRow[]): void {
  expect(back.length).toBe(rows.length);
  rows.forEach((row, i) => {
    const got = back[i]!;
    expect(Object.keys(got)).toEqual(Object.keys(row));
    expect(Object.keys(got.values)).toEqual(Object.keys(row.values));
    for (const [k, v] of Object.entries(row)) if (k !== 'values') expect(Object.is(got[k as keyof StandingRow], v), `${row.name} ${k}`).toBe(true);
    for (const [k, v] of Object.entries(row.values)) expect(Object.is(got.values[k as keyof StandingRow['values']], v), `${row.name} values.${k}`).toBe(true);
  });
  expect(JSON.stringify(back)).toBe(JSON.stringify(rows));
}

describe('standing rows by column', () => {
  it('a computed table comes back exactly: halves, averages, a withdrawal, a direct-encounter place', () => {
    const s = standings();
    expect(s.rows.some((r) => !Number.isInteger(r.values.matchPoints))).toBe(true);
    expect(s.rows.some((r) => r.status === 'withdrawn')).toBe(true);
    const columns = rowColumns(s.rows);
    expect(columns).not.toBeNull();
    const stored = throughFile(columns!);
    expect(isRowColumns(stored)).toBe(true);
    expectExactly(rowsFrom(stored as RowColumns), s.rows);
  });

  it('a table without the opponent tie-breaks comes back with them null, and the others exactly', () => {
    const s = standings(['matchPoints', 'brightwell', 'gameScore']);
    expect(s.rows.every((r) => r.values.buchholz === null && r.values.tpr === null)).toBe(true);
    const columns = rowColumns(s.rows)!;
    expect(columns.opponents).toBe(false);
    const stored = throughFile(columns);
    expect(isRowColumns(stored)).toBe(true);
    expectExactly(rowsFrom(stored as RowColumns), s.rows);
    expect(rowColumns(standings().rows)!.opponents).toBe(true);
  });

  it('keeps the direct-encounter place where computeStandings set it, and only there', () => {
    const s = standings();
    const placed = s.rows.filter((r) => r.directEncounterPlace !== undefined);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(s.rows.length);
    const back = rowsFrom(throughFile(rowColumns(s.rows)!) as RowColumns);
    expect(back.map((r) => Object.hasOwn(r, 'directEncounterPlace'))).toEqual(s.rows.map((r) => Object.hasOwn(r, 'directEncounterPlace')));
  });

  it('numbers no small integer holds come back as they were: -0, NaN, infinities, fractions, beyond 32 bits', () => {
    const rows = standings().rows.map((r) => ({ ...r, values: { ...r.values } }));
    Object.assign(rows[0]!.values, { scoreDifference: -0, aro: NaN, tpr: Infinity, koya: -Infinity, brightwell: 1 / 3, rating: 2 ** 40 });
    rows[1]!.rank = 2 ** 31;
    rows[2]!.games = -0;
    expectExactly(rowsFrom(throughFile(rowColumns(rows)!) as RowColumns), rows);
  });

  it('a row of another shape is not stored by column', () => {
    const rows = standings().rows;
    const variants: Array<(r: StandingRow) => unknown> = [
      (r) => ({ ...r, extra: 1 }),
      ({ entry, ...rest }) => ({ entry, ...rest }),
      (r) => ({ ...r, values: { ...r.values, lot: undefined } }),
      (r) => {
        const { brightwell, ...others } = r.values;
        return { ...r, values: { brightwell, ...others } };
      },
      (r) => ({ ...r, status: 'retired' }),
      (r) => ({ ...r, name: 7 }),
      (r) => ({ ...r, played: '1' }),
      (r) => ({ ...r, directEncounterPlace: 0 }),
      (r) => ({ ...r, directEncounterPlace: 1.5 }),
      // One row without an opponent tie-break in a table that carries them.
      (r) => ({ ...r, values: { ...r.values, sonnebornBerger: null } }),
    ];
    for (const change of variants) {
      const changed = rows.map((r, i) => (i === 1 ? change(r) : r)) as StandingRow[];
      expect(rowColumns(changed), String(change)).toBeNull();
    }
    // One row with an opponent tie-break in a table without them.
    const without = standings(['matchPoints', 'gameScore']).rows;
    expect(rowColumns(without.map((r, i) => (i === 2 ? { ...r, values: { ...r.values, koya: 1 } } : r)))).toBeNull();
  });

  it('refuses a damaged column set (the caller computes the table again)', () => {
    const good = rowColumns(standings().rows)!;
    expect(isRowColumns(good)).toBe(true);
    const damaged: Array<Partial<RowColumns> & Record<string, unknown>> = [
      { kind: 'something else' as RowColumns['kind'] },
      { count: good.count + 1 },
      { ints: good.ints.subarray(1) },
      { ints: Array.from(good.ints) as unknown as Int32Array },
      { statuses: Uint8Array.from(good.statuses, () => 9) },
      { realAt: Uint32Array.from(good.realAt, () => good.ints.length) },
      { reals: good.reals.subarray(1) },
      { names: good.names.map((n, i) => (i === 0 ? null : n)) as string[] },
      { entries: good.entries.slice(1) },
      { opponents: 1 as unknown as boolean },
    ];
    for (const change of damaged) expect(isRowColumns({ ...good, ...change }), Object.keys(change)[0]).toBe(false);
    expect(isRowColumns(null)).toBe(false);
    expect(isRowColumns([])).toBe(false);
  });
});
