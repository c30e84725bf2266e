/**
 * An event's life beyond the day's play: which fields may still change (the shared lock table), a copy
 * as a template for the next event, archiving, and deletion after a backup. Every step is audited.
 */
import { ApiFailure, type MessageText } from '../../shared/api/errors';
import type { TdEvent } from '../../shared/api/schemas';
import { lockReason, lockRefusalText, lockedFields, roundsLimit, type EventProgress, type TournamentSettings, lastRound } from '../../shared/tournament';
import { takeBackup } from '../db/backup';
import { must, type Handlers, type ServiceContext } from './context';
import { loadEvent, pinEditions, settingsOf } from './tournamentState';
import { fieldErrorsText, refuse } from '../../shared/i18n/refusals';

/** How far the event has gone, as the lock table needs it. */
export function progressOf(ctx: ServiceContext, eventId: number): EventProgress {
  const loaded = loadEvent(ctx, eventId);
  const rounds = loaded.event.rounds;
  return {
    format: loaded.info.format,
    lastRound: lastRound(rounds),
    hasResults: rounds.some((r) => r.pairings.some((p) => p.kind === 'match' && p.games.some((g) => g.result !== null))),
    finished: loaded.info.status === 'finished',
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Refuses a change to a locked field, naming the field and the reason; `changes` holds only the fields
 * asked for. Nothing is saved when any one is refused.
 */
export function checkChanges(ctx: ServiceContext, eventId: number, current: object, changes: object): void {
  const progress = progressOf(ctx, eventId);
  const locks = lockedFields(progress);
  const issues: Array<{ field: string; message: string; text?: MessageText }> = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined || same((current as Record<string, unknown>)[field], value)) continue;
    const why = lockReason(locks, field)
      ?? (field === 'roundsPlanned' ? roundsLimit(progress, value as number | null) : null)
      ?? (field === 'status' && value === 'finished' ? 'an event is finished by finalising it (events.finalise), which also rates it' : null);
    const text = lockRefusalText(progress, field, value) ?? (why ? { key: 'tournament.lock.finalise' } : undefined);
    if (why) issues.push({ field, message: why, ...(text ? { text } : {}) });
  }
  if (issues.length > 0) {
    throw new ApiFailure('conflict', issues.map((i) => `${i.field}: ${i.message}`).join('; '), { issues: issues.map(({ field, message }) => ({ field, message })) }, fieldErrorsText(issues));
  }
}

/** Only the fields whose value differs, before and after, for the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((k) => !same(before[k], after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

export const eventAdminHandlers: Handlers<'events.copy' | 'events.archive' | 'events.delete'> = {
  'events.copy': ({ eventId, name }, ctx) => {
    const from = must(ctx.events.get(eventId), 'event', eventId);
    const { game, options, format, roundsPlanned, venue } = from;
    const event = ctx.events.insert({ name, game, options: JSON.stringify(options), format, roundsPlanned, startDate: null, endDate: null, venue, status: 'draft' });
    // A copy of a section is an event of its own, in no other event's sections.
    const settings: TournamentSettings = { ...settingsOf(ctx, eventId), section: null };
    ctx.tournament.store.saveSettings(event.id, settings);
    // The template's rules, but the editions in force now: a copy is a new event.
    pinEditions(ctx, event);
    ctx.tournament.log.audit(event.id, 'copy', '', { from: { id: from.id, name: from.name } });
    ctx.notify({ topic: 'events', id: event.id });
    return event;
  },
  'events.archive': ({ eventId, archived, reason }, ctx) => {
    const event = must(ctx.events.get(eventId), 'event', eventId);
    if ((event.archivedAt !== null) === archived) {
      throw refuse('conflict', archived ? 'event.alreadyArchived' : 'event.notArchived', { name: event.name }, { issues: [{ field: 'archived', message: 'nothing to change' }] });
    }
    ctx.tournament.log.audit(eventId, archived ? 'archive' : 'unarchive', reason, { before: { archivedAt: event.archivedAt } });
    ctx.notify({ topic: 'events', id: eventId });
    return must(ctx.events.get(eventId), 'event', eventId) satisfies TdEvent;
  },
  'events.delete': ({ eventId, reason }, ctx) => {
    const event = must(ctx.events.get(eventId), 'event', eventId);
    if (event.status === 'finished') {
      throw refuse('conflict', 'event.deleteFinalised', { name: event.name });
    }
    const progress = progressOf(ctx, eventId);
    // The backup holds the event as it is now: restoring it (Backups screen) brings the event back.
    const backup = takeBackup(ctx.db, 'manual', `before-delete-${event.name}`);
    if (!backup) throw refuse('conflict', 'event.deleteInMemory');
    ctx.events.remove(eventId);
    // The event's own audit rows go with it; this one stays, outside any event.
    ctx.games.audit({
      eventId: null, gameId: null, action: 'delete event', reason,
      detail: { eventId, name: event.name, game: event.game, status: event.status, players: event.playerCount, rounds: progress.lastRound, backup: backup.name },
    });
    ctx.notify({ topic: 'events', id: eventId });
    return { eventId, name: event.name, backup: backup.name };
  },
};
