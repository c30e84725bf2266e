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

  it('a deletion is audited with everything it took along and undone by players.restore (issue 16: every destructive action reversible)', () => {
    const { backend, db } = tempBackend();
    const zoe = must<Player>(backend, 'players.create', { name: 'Zoë Ångström', club: 'Malmö', rating: 1840, fedId: 'SWE-77' });
    must(backend, 'players.setRating', { id: zoe.id, game: 'othello', rating: 1910, reason: 'federation list' });
    must(backend, 'players.create', { name: 'Bob Ray' });
    const before = JSON.stringify([db.prepare('SELECT * FROM players WHERE id = ?').get(zoe.id), db.prepare('SELECT game, player_id, rating FROM ratings WHERE player_id = ?').all(zoe.id)]);
    const { auditId } = must<{ id: number; auditId: number }>(backend, 'players.remove', { id: zoe.id, reason: 'entered by mistake' });
    expect(db.prepare('SELECT count(*) AS n FROM ratings WHERE player_id = ?').get(zoe.id)).toEqual({ n: 0 });
    expect(db.prepare('SELECT action, reason FROM audit WHERE id = ?').get(auditId)).toEqual({ action: 'remove player', reason: 'entered by mistake' });

    const back = must<Player>(backend, 'players.restore', { auditId });
    expect(back).toMatchObject({ id: zoe.id, name: 'Zoë Ångström', club: 'Malmö', fedId: 'SWE-77' });
    expect(JSON.stringify([db.prepare('SELECT * FROM players WHERE id = ?').get(zoe.id), db.prepare('SELECT game, player_id, rating FROM ratings WHERE player_id = ?').all(zoe.id)])).toBe(before);
    expect(backend.call('players.restore', { auditId })).toMatchObject({ ok: false, error: { code: 'conflict', message: 'this player has already been put back' } });
  });

  it('deletedPlayers.list offers every deletion not put back since, newest first (desk defect 2: restore at any later time)', () => {
    const { backend, db } = tempBackend();
    const ann = must<Player>(backend, 'players.create', { name: 'Ann Gone', club: 'Riverside' });
    const bob = must<Player>(backend, 'players.create', { name: 'Bob Gone' });
    const first = must<{ auditId: number }>(backend, 'players.remove', { id: ann.id, reason: 'left the club' });
    const second = must<{ auditId: number }>(backend, 'players.remove', { id: bob.id });
    expect(must<unknown[]>(backend, 'deletedPlayers.list', {})).toEqual([
      { auditId: second.auditId, id: bob.id, name: 'Bob Gone', club: '', deletedAt: expect.any(String), reason: '' },
      { auditId: first.auditId, id: ann.id, name: 'Ann Gone', club: 'Riverside', deletedAt: expect.any(String), reason: 'left the club' },
    ]);
    must(backend, 'players.restore', { auditId: first.auditId });
    expect(must<Array<{ name: string }>>(backend, 'deletedPlayers.list', {}).map((d) => d.name)).toEqual(['Bob Gone']);
    expect(db.prepare("SELECT count(*) AS n FROM audit WHERE action = 'restore player'").get()).toEqual({ n: 1 });
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
