import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { must, tempBackend } from '../support/tempdb';
import type { TdEvent } from '../../src/shared/api/schemas';
import type { EntryView } from '../../src/shared/api/methods/tournament';

function swissWithRound(backend: ReturnType<typeof tempBackend>['backend']) {
  const event = must<TdEvent>(backend, 'tournaments.create', { name: 'Thursday Swiss', game: 'othello', format: 'swiss', roundsPlanned: 3, venue: 'Café' });
  const ids = ['Ann', 'Bob', 'Cy', 'Di'].map((name) => must<{ id: number }>(backend, 'players.create', { name }).id);
  for (const playerId of ids) must(backend, 'events.register', { eventId: event.id, playerId });
  return { event, ids };
}

describe('event settings: locks, copy, archive, delete (issue 16)', () => {
  it('edits name, venue and options while nothing is paired; once round 1 is paired the options and games per match are refused with the reason and nothing changes', () => {
    const { backend } = tempBackend();
    const { event } = swissWithRound(backend);
    must(backend, 'events.update', { id: event.id, name: 'Thursday Open', options: {} });
    must(backend, 'rounds.pair', { eventId: event.id });
    const refused = backend.call('events.update', { id: event.id, venue: 'Hall', options: { size: 10 } });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', details: { issues: [{ field: 'options' }] } } });
    expect(JSON.stringify(refused)).toContain('fixed once round 1 is paired');
    expect(must<TdEvent>(backend, 'events.get', { id: event.id }).venue).toBe('Café');
    // Same value again is no change: allowed. Fewer rounds than paired: refused.
    must(backend, 'events.update', { id: event.id, venue: 'Hall', options: {} });
    expect(backend.call('events.update', { id: event.id, roundsPlanned: 0 })).toMatchObject({ ok: false });
    expect(backend.call('eventSettings.update', { eventId: event.id, gamesPerMatch: 2 })).toMatchObject({ ok: false, error: { details: { issues: [{ field: 'gamesPerMatch' }] } } });
    must(backend, 'eventSettings.update', { eventId: event.id, tieBreaks: ['matchPoints', 'buchholz'] });
    expect(backend.call('events.update', { id: event.id, status: 'finished' })).toMatchObject({ ok: false });
    const audit = must<Array<{ action: string; detail: { before?: Record<string, unknown> } }>>(backend, 'audit.list', { eventId: event.id });
    expect(audit.find((a) => a.action === 'edit event')?.detail.before).toMatchObject({ name: 'Thursday Swiss' });
  });

  it('copies an event as a template: settings without entries or results', () => {
    const { backend } = tempBackend();
    const { event } = swissWithRound(backend);
    must(backend, 'eventSettings.update', { eventId: event.id, ratingK: 32 });
    must(backend, 'rounds.pair', { eventId: event.id });
    const copy = must<TdEvent>(backend, 'events.copy', { eventId: event.id, name: 'Next Thursday' });
    expect(copy).toMatchObject({ name: 'Next Thursday', game: 'othello', format: 'swiss', roundsPlanned: 3, venue: 'Café', status: 'draft', playerCount: 0 });
    expect(must<{ ratingK: number }>(backend, 'eventSettings.get', { eventId: copy.id }).ratingK).toBe(32);
    expect(must<unknown[]>(backend, 'rounds.list', { eventId: copy.id })).toEqual([]);
  });

  it('archives and un-archives, audited; the list says which are archived', () => {
    const { backend } = tempBackend();
    const { event } = swissWithRound(backend);
    expect(must<TdEvent>(backend, 'events.archive', { eventId: event.id, archived: true, reason: 'season over' }).archivedAt).not.toBeNull();
    expect(must<TdEvent[]>(backend, 'events.list', {})[0]!.archivedAt).not.toBeNull();
    expect(backend.call('events.archive', { eventId: event.id, archived: true })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(must<TdEvent>(backend, 'events.archive', { eventId: event.id, archived: false }).archivedAt).toBeNull();
    const actions = must<Array<{ action: string; reason: string }>>(backend, 'audit.list', { eventId: event.id }).map((a) => `${a.action}:${a.reason}`);
    expect(actions).toEqual(expect.arrayContaining(['archive:season over', 'unarchive:']));
  });

  it('deletes an event after a backup, audits it, and restoring the backup brings it back (current file kept)', () => {
    const { backend, file } = tempBackend();
    const { event } = swissWithRound(backend);
    must(backend, 'rounds.pair', { eventId: event.id });
    expect(backend.call('events.delete', { eventId: event.id, reason: '' })).toMatchObject({ ok: false, error: { details: { issues: [{ field: 'reason' }] } } });
    const deleted = must<{ backup: string }>(backend, 'events.delete', { eventId: event.id, reason: 'entered twice' });
    expect(existsSync(join(`${file}.backups`, deleted.backup))).toBe(true);
    expect(must<TdEvent[]>(backend, 'events.list', {})).toEqual([]);
    const preview = must<{ events: Array<{ name: string; rounds: number; entries: number }>; players: number }>(backend, 'backups.preview', { name: deleted.backup });
    expect(preview).toMatchObject({ players: 4, events: [{ name: 'Thursday Swiss', rounds: 1, entries: 4 }] });
    const restored = must<{ kept: { name: string } }>(backend, 'backups.restore', { name: deleted.backup });
    expect(must<TdEvent[]>(backend, 'events.list', {}).map((e) => e.name)).toEqual(['Thursday Swiss']);
    expect(existsSync(join(`${file}.backups`, restored.kept.name))).toBe(true);
    // The deletion itself is in the kept copy's audit log (outside any event).
    const keptPreview = must<{ events: unknown[] }>(backend, 'backups.preview', { name: restored.kept.name });
    expect(keptPreview.events).toEqual([]);
  });

  it('refuses to delete a finalised event (its games made the ratings)', () => {
    const { backend, db } = tempBackend();
    const { event } = swissWithRound(backend);
    db.prepare("UPDATE events SET status = 'finished' WHERE id = ?").run(event.id);
    expect(backend.call('events.delete', { eventId: event.id, reason: 'x' })).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringContaining('archive it instead') } });
  });
});

describe('check-in (issue 16)', () => {
  it('gives every absentee the chosen bye or withdrawal in one step, audited with the state before', () => {
    const { backend } = tempBackend();
    const { event, ids } = swissWithRound(backend);
    const out = must<EntryView[]>(backend, 'entries.checkIn', {
      eventId: event.id, round: 1, reason: 'train strike',
      absent: [{ entry: String(ids[0]), action: 'half' }, { entry: String(ids[1]), action: 'withdraw' }],
    });
    expect(out[0]!.byes).toEqual([{ round: 1, kind: 'half' }]);
    expect(out[1]!.withdrawnRound).toBe(1);
    const audit = must<Array<{ action: string; detail: { absent: Array<{ before: unknown }> } }>>(backend, 'audit.list', { eventId: event.id });
    expect(audit.find((a) => a.action === 'check-in')!.detail.absent[0]!.before).toEqual({ withdrawnRound: null, bye: null });
  });

  it('refuses the whole check-in when one line is not allowed, naming the entry, and changes nothing', () => {
    const { backend } = tempBackend();
    const event = must<TdEvent>(backend, 'tournaments.create', { name: 'Cup', game: 'othello', format: 'knockout' });
    const ids = ['Ann', 'Bob'].map((name) => must<{ id: number }>(backend, 'players.create', { name }).id);
    for (const playerId of ids) must(backend, 'events.register', { eventId: event.id, playerId });
    const refused = backend.call('entries.checkIn', {
      eventId: event.id, round: 1, absent: [{ entry: String(ids[0]), action: 'withdraw' }, { entry: String(ids[1]), action: 'zero' }],
    });
    expect(refused).toMatchObject({ ok: false, error: { message: expect.stringMatching(/^Bob: a knockout has no requested byes.*nothing was changed$/) } });
    expect(must<EntryView[]>(backend, 'entries.list', { eventId: event.id }).every((e) => e.withdrawnRound === null)).toBe(true);
  });
});
