/** Issue 16 defect 7 and 9: duplicates found on add and import, merged with everything kept, un-merged; every CSV problem listed. */
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/shared/api/schemas';
import type { EntryView, PairOutcome } from '../../src/shared/api/methods/tournament';
import type { Standings } from '../../src/shared/tournament';
import { must, tempBackend } from '../support/tempdb';

const CSV = 'name,club,rating\nŁukasz Wróbel,Kraków,1710\nZoë Ångström,Malmö,1840\n';

describe('duplicate players', () => {
  it('refuses to add the same name and club again (accents, case and spaces aside) unless told it is another person', () => {
    const { backend } = tempBackend();
    const first = must<Player>(backend, 'players.create', { name: 'Łukasz Wróbel', club: 'Kraków' });
    const again = backend.call('players.create', { name: 'lukasz  WROBEL', club: 'krakow' });
    expect(again).toMatchObject({ ok: false, error: { code: 'conflict', details: { duplicateOf: first.id, issues: [{ field: 'name' }] } } });
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(1);
    must(backend, 'players.create', { name: 'Łukasz Wróbel', club: 'Kraków', allowDuplicate: true });
    must(backend, 'players.create', { name: 'Łukasz Wróbel', club: 'Gdańsk' });
    expect(must<Player[][]>(backend, 'players.duplicates', {}).map((g) => g.length)).toEqual([2]);
  });

  it('importing the same CSV twice does not double the players: the second import skips and names every row', () => {
    const { backend } = tempBackend();
    expect(must<{ imported: number }>(backend, 'players.importCsv', { csv: CSV }).imported).toBe(2);
    const second = must<{ imported: number; skipped: Array<{ line: number; name: string }> }>(backend, 'players.importCsv', { csv: CSV });
    expect(second.imported).toBe(0);
    expect(second.skipped.map((s) => [s.line, s.name])).toEqual([[2, 'Łukasz Wróbel'], [3, 'Zoë Ångström']]);
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(2);
  });

  it('lists every problem of a CSV with its line and column', () => {
    const { backend } = tempBackend();
    const bad = 'name,rating\n,1500\nAnn,abc\nBob,99999\n';
    const r = backend.call('players.importCsv', { csv: bad });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.details?.issues?.map((i) => i.field)).toEqual(['line.2.name', 'line.3.rating', 'line.4.rating']);
    expect(r.error.details?.total).toBe(3);
  });

  it('merges a duplicate keeping every registration, game and result, audited, and un-merges it', () => {
    const { backend, db } = tempBackend();
    const keep = must<Player>(backend, 'players.create', { name: 'Ann Lee', club: 'Home' });
    const dup = must<Player>(backend, 'players.create', { name: 'ann lee', club: 'home', allowDuplicate: true, rating: 1500 });
    const others = ['Bob', 'Cat', 'Dan'].map((name) => must<Player>(backend, 'players.create', { name }));
    const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Club night', game: 'othello', format: 'swiss', roundsPlanned: 2 });
    for (const p of [dup, ...others]) must(backend, 'events.register', { eventId: ev.id, playerId: p.id });
    const paired = must<PairOutcome>(backend, 'rounds.pair', { eventId: ev.id });
    must(backend, 'rounds.publish', { eventId: ev.id, round: 1 });
    for (const p of paired.round.pairings) if (p.kind === 'match') must(backend, 'results.set', { eventId: ev.id, round: 1, board: p.board, winner: 'a', score: { a: 40, b: 24 } });
    const before = must<Standings>(backend, 'standings.get', { eventId: ev.id });
    const tables = () => JSON.stringify(db.prepare('SELECT * FROM pairings ORDER BY event_id, round, pos').all());
    const snapshot = tables();

    const merged = must<{ auditId: number }>(backend, 'players.merge', { keep: keep.id, merge: dup.id, reason: 'same person, typed twice' });
    const after = must<Standings>(backend, 'standings.get', { eventId: ev.id });
    expect(after.rows.map((r) => [r.name, r.values.matchPoints])).toEqual(before.rows.map((r) => [r.name === 'ann lee' ? 'Ann Lee' : r.name, r.values.matchPoints]));
    expect(must<EntryView[]>(backend, 'entries.list', { eventId: ev.id }).map((e) => e.id)).toContain(String(keep.id));
    expect(must<Player[]>(backend, 'players.list', {}).map((p) => p.id)).not.toContain(dup.id);

    const back = must<Player>(backend, 'players.unmerge', { auditId: merged.auditId });
    expect(back).toMatchObject({ id: dup.id, name: 'ann lee', rating: 1500 });
    expect(tables()).toBe(snapshot);
    expect(must<Standings>(backend, 'standings.get', { eventId: ev.id })).toEqual(before);
    expect(backend.call('players.unmerge', { auditId: merged.auditId })).toMatchObject({ ok: false, error: { message: 'this merge has already been undone' } });
  });

  it('refuses to merge two players entered in the same event, changing nothing', () => {
    const { backend } = tempBackend();
    const a = must<Player>(backend, 'players.create', { name: 'Ann' });
    const b = must<Player>(backend, 'players.create', { name: 'Ann', allowDuplicate: true });
    const ev = must<{ id: number }>(backend, 'tournaments.create', { name: 'Night', game: 'othello', format: 'swiss' });
    must(backend, 'events.register', { eventId: ev.id, playerId: a.id });
    must(backend, 'events.register', { eventId: ev.id, playerId: b.id });
    expect(backend.call('players.merge', { keep: a.id, merge: b.id })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/both entered in "Night"/) } });
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(2);
  });
});
