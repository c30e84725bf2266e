import { describe, expect, it } from 'vitest';
import { tempBackend, must } from '../support/tempdb';
import type { Player, TdEvent, Registration } from '../../src/shared/api/schemas';

const event = { name: 'Autumn Open', game: 'tonobeb', format: 'swiss', roundsPlanned: 5, startDate: '2026-11-21', endDate: '2026-11-22', venue: 'Club room' };

describe('events service', () => {
  it('creates, updates, lists and gets events with their registrations', () => {
    const { backend } = tempBackend();
    const created = must<TdEvent>(backend, 'events.create', event);
    expect(created).toMatchObject({ ...event, status: 'draft', options: {}, playerCount: 0 });
    const ann = must<Player>(backend, 'players.create', { name: 'Ann' });
    const bob = must<Player>(backend, 'players.create', { name: 'Bob' });
    must(backend, 'events.register', { eventId: created.id, playerId: bob.id });
    must(backend, 'events.register', { eventId: created.id, playerId: ann.id });
    const got = must<TdEvent & { registrations: Registration[] }>(backend, 'events.get', { id: created.id });
    expect(got.registrations.map((r) => r.name)).toEqual(['Ann', 'Bob']);
    expect(got.playerCount).toBe(2);
    must(backend, 'events.unregister', { eventId: created.id, playerId: bob.id });
    const renamed = must<TdEvent>(backend, 'events.update', { id: created.id, name: 'Autumn Open 2026', status: 'running' });
    expect(renamed).toMatchObject({ name: 'Autumn Open 2026', status: 'running', venue: 'Club room', playerCount: 1 });
    expect(must<TdEvent[]>(backend, 'events.list', {})).toHaveLength(1);
  });

  it('validates game options with the game engine and names the option', () => {
    const { backend } = tempBackend();
    const ok = must<TdEvent>(backend, 'events.create', { ...event, game: 'ninuki', options: { size: '15' } });
    expect(ok.options).toEqual({ size: '15' });
    const bad = backend.call('events.create', { ...event, game: 'ninuki', options: { size: 18 } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid', details: { issues: [{ field: 'options' }], rule: 'R-NIN-1' } } });
  });

  it.each([
    [{ ...event, game: 'chess' }, 'game'],
    [{ ...event, format: 'ladder' }, 'format'],
    [{ ...event, startDate: '2026-02-30' }, 'startDate'],
    [{ ...event, endDate: '2026-11-01' }, 'endDate'],
    [{ ...event, roundsPlanned: 0 }, 'roundsPlanned'],
    [{ ...event, roundsPlanned: 1e9 }, 'roundsPlanned'],
  ])('refuses a bad event %# naming the field', (input, field) => {
    const { backend } = tempBackend();
    const result = backend.call('events.create', input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.details?.issues?.[0]?.field).toBe(field);
    expect(must<TdEvent[]>(backend, 'events.list', {})).toEqual([]);
  });

  it('refuses a duplicate registration, unknown ids, and removing a registered player', () => {
    const { backend } = tempBackend();
    const e = must<TdEvent>(backend, 'events.create', event);
    const p = must<Player>(backend, 'players.create', { name: 'Ann' });
    must(backend, 'events.register', { eventId: e.id, playerId: p.id });
    expect(backend.call('events.register', { eventId: e.id, playerId: p.id }))
      .toMatchObject({ ok: false, error: { code: 'conflict', message: 'Ann is already registered in "Autumn Open"' } });
    expect(backend.call('events.register', { eventId: 404, playerId: p.id })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(backend.call('events.register', { eventId: e.id, playerId: 404 })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(backend.call('players.remove', { id: p.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(must<Player[]>(backend, 'players.list', {})).toHaveLength(1);
  });

  it('announces committed changes only', () => {
    const { backend } = tempBackend();
    const seen: string[] = [];
    backend.subscribe((n) => seen.push(n.topic));
    must(backend, 'players.create', { name: 'Ann' });
    backend.call('players.create', { name: '' });
    backend.call('players.importCsv', { csv: 'name\nBob\n\u0000' });
    expect(seen).toEqual(['players']);
  });
});
