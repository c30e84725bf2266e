import { describe, expect, it } from 'vitest';
import { tempBackend, must } from '../support/tempdb';
import type { Player } from '../../src/shared/api/schemas';

const snapshot = (db: ReturnType<typeof tempBackend>['db']) =>
  JSON.stringify([db.prepare('SELECT * FROM players ORDER BY id').all(), db.prepare('SELECT * FROM registrations').all()]);

describe('players service', () => {
  it('creates, updates, lists, searches and removes players', () => {
    const { backend } = tempBackend();
    const zoe = must<Player>(backend, 'players.create', { name: '  Zoë Ångström ', club: 'Malmö', rating: 1840 });
    expect(zoe).toMatchObject({ name: 'Zoë Ångström', club: 'Malmö', rating: 1840, contact: '', notes: '' });
    must(backend, 'players.create', { name: 'Łukasz Wróbel' });
    must(backend, 'players.create', { name: '李雷', rating: null });
    const updated = must<Player>(backend, 'players.update', { id: zoe.id, rating: 1855 });
    expect(updated).toMatchObject({ name: 'Zoë Ångström', club: 'Malmö', rating: 1855 });
    expect(must<Player[]>(backend, 'players.list', {}).map((p) => p.name)).toEqual(['Łukasz Wróbel', 'Zoë Ångström', '李雷']);
    expect(must<Player[]>(backend, 'players.list', { search: 'lukasz WRO' }).map((p) => p.name)).toEqual(['Łukasz Wróbel']);
    expect(must<Player[]>(backend, 'players.list', { search: 'łukasz wro' }).map((p) => p.name)).toEqual(['Łukasz Wróbel']);
    expect(must<Player[]>(backend, 'players.list', { search: 'ZOE' }).map((p) => p.name)).toEqual(['Zoë Ångström']);
    expect(must<Player[]>(backend, 'players.list', { search: '%' })).toEqual([]); // no wildcards
    must(backend, 'players.remove', { id: zoe.id });
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(2);
  });

  it.each([
    [{ name: '' }, 'name', 'must not be empty'],
    [{ name: '   ' }, 'name', 'must not be empty'],
    [{ name: 'x'.repeat(101) }, 'name', 'at most 100'],
    [{ name: 'Bob\u0007' }, 'name', 'control characters'],
    [{ name: 'Ann', rating: 'fifteen hundred' }, 'rating', 'must be a number'],
    [{ name: 'Ann', rating: 1e12 }, 'rating', 'at most 4000'],
    [{ name: 'Ann', rating: 1500.5 }, 'rating', 'whole number'],
    [{ name: 42 }, 'name', ''],
    [null, '', ''],
  ])('refuses %j with an error naming the field', (input, field, words) => {
    const { backend, db } = tempBackend();
    const before = snapshot(db);
    const result = backend.call('players.create', input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid');
    expect(result.error.details?.issues?.[0]?.field ?? '').toBe(field);
    expect(result.error.message).toContain(words);
    expect(snapshot(db)).toBe(before);
  });

  it('answers not_found for an id that does not exist', () => {
    const { backend } = tempBackend();
    for (const [method, input] of [['players.update', { id: 99, name: 'X' }], ['players.remove', { id: 99 }], ['players.get', { id: 99 }]] as const) {
      const result = backend.call(method, input);
      expect(result).toMatchObject({ ok: false, error: { code: 'not_found', message: 'there is no player with id 99' } });
    }
  });

  it('keeps SQL-looking and script-looking names as plain text', () => {
    const { backend, db } = tempBackend();
    const names = ["Robert'); DROP TABLE players;--", '<script>alert(1)</script>', '%_\\'];
    for (const name of names) must(backend, 'players.create', { name });
    expect(db.prepare('SELECT name FROM players ORDER BY id').all().map((r) => (r as Player).name)).toEqual(names);
  });

  it('refuses an unknown method by name', () => {
    const { backend } = tempBackend();
    expect(backend.call('players.drop', {})).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });
});

describe('players CSV import and export', () => {
  const roll = 'Name,Club,Rating,Contact,Notes\n"Zoë Ångström",Malmö,1840,zoe@example.org,\nŁukasz Wróbel,Kraków,,,"likes ""fast"" games"\n李雷,北京,2010,,\n';

  it('imports accented and non-Latin names and exports them back', () => {
    const { backend } = tempBackend();
    const report = must<{ imported: number }>(backend, 'players.importCsv', { csv: '\uFEFF' + roll });
    expect(report.imported).toBe(3);
    const list = must<Player[]>(backend, 'players.list', {});
    expect(list.find((p) => p.name === '李雷')).toMatchObject({ club: '北京', rating: 2010 });
    expect(list.find((p) => p.name === 'Łukasz Wróbel')).toMatchObject({ rating: null, notes: 'likes "fast" games' });
    const { csv } = must<{ csv: string }>(backend, 'players.exportCsv', {});
    const { backend: other } = tempBackend();
    must(other, 'players.importCsv', { csv });
    expect(must<Player[]>(other, 'players.list', {}).map(({ id: _id, createdAt: _c, ...p }) => p))
      .toEqual(list.map(({ id: _id, createdAt: _c, ...p }) => p));
  });

  it.each([
    ['a missing name column', 'Player Name,Club\nAnn,X\n', /no "name" column/],
    ['a rating that is not a number', 'name,rating\nAnn,1500\nBob,abc\n', /CSV line 3, column rating: "abc" is not a number/],
    ['an empty name on a line', 'name,club\nAnn,X\n,Y\n', /CSV line 3, column name: must not be empty/],
    ['a bad encoding', 'name\nZo\uFFFD \u00c5ngstr\uFFFDm\n', /not UTF-8 text \(line 2/],
    ['binary junk', '\0\0\x01PK\x03\x04', /not UTF-8 text/],
    ['an empty file', '   \n', /the CSV is empty/],
  ])('refuses %s with the line and column, and saves nothing', (_what, csv, message) => {
    const { backend, db } = tempBackend();
    must(backend, 'players.create', { name: 'Already here' });
    const before = snapshot(db);
    const result = backend.call('players.importCsv', { csv });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(message);
    expect(snapshot(db)).toBe(before);
  });

  it('refuses 50 MB of junk before reading it', () => {
    const { backend } = tempBackend();
    const result = backend.call('players.importCsv', { csv: 'x'.repeat(50 * 1024 * 1024) });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid', details: { issues: [{ field: 'csv' }] } } });
  });
});
