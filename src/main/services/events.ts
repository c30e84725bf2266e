import { ApiFailure } from '../../shared/api/errors';
import type { TdEvent } from '../../shared/api/schemas';
import type { ParsedInput } from '../../shared/api/contract';
import { gameRules } from '../../shared/games/registry';
import type { EventRow } from '../db/repos/events';
import { must, type Handlers } from './context';
import { changedFields, checkChanges } from './eventAdmin';
import { optionsFor } from './games';

type EventFields = Omit<TdEvent, 'id' | 'createdAt' | 'playerCount' | 'archivedAt'>;

/** Game options are the engine's to judge (board size, set, singles/doubles, ...). */
function checkedRow(event: EventFields): EventRow {
  const setup = gameRules(event.game).setup(event.options);
  if (!setup.ok) {
    throw new ApiFailure('invalid', `options: ${setup.error.message}`, {
      issues: [{ field: 'options', message: setup.error.message }], rule: setup.error.rule,
    });
  }
  if (event.startDate && event.endDate && event.endDate < event.startDate) {
    throw new ApiFailure('invalid', 'endDate: must not be before the start date', {
      issues: [{ field: 'endDate', message: 'must not be before the start date' }],
    });
  }
  return { ...event, options: JSON.stringify(event.options) };
}

export const eventHandlers: Handlers<
  'events.create' | 'events.update' | 'events.list' | 'events.get' | 'events.register' | 'events.unregister'
> = {
  'events.create': (input: ParsedInput<'events.create'>, ctx) => {
    const event = ctx.events.insert(checkedRow({ ...input, status: 'draft' }));
    ctx.notify({ topic: 'events', id: event.id });
    return event;
  },
  'events.update': ({ id, ...patch }, ctx) => {
    const current = must(ctx.events.get(id), 'event', id);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    checkChanges(ctx, id, current, defined);
    const event = ctx.events.update(id, checkedRow({ ...current, ...defined }));
    const diff = changedFields(current, defined);
    if (Object.keys(diff.after).length > 0) ctx.tournament.log.audit(id, 'edit event', '', diff);
    ctx.notify({ topic: 'events', id });
    return event;
  },
  // The event's options are those of its boards: players do not get what deals hidden hands (a seed).
  'events.list': ({ audience }, ctx) => ctx.events.list().map((e) => ({ ...e, options: optionsFor(gameRules(e.game), e.options, audience) })),
  'events.get': ({ id, audience }, ctx) => {
    const event = must(ctx.events.get(id), 'event', id);
    return { ...event, options: optionsFor(gameRules(event.game), event.options, audience), registrations: ctx.events.registrations(id) };
  },
  'events.register': ({ eventId, playerId }, ctx) => {
    const event = must(ctx.events.get(eventId), 'event', eventId);
    const player = must(ctx.players.get(playerId), 'player', playerId);
    if (event.status === 'finished') throw new ApiFailure('conflict', `"${event.name}" is finished; no more registrations`);
    if (ctx.events.registration(eventId, playerId)) {
      throw new ApiFailure('conflict', `${player.name} is already registered in "${event.name}"`, {
        issues: [{ field: 'playerId', message: 'already registered' }],
      });
    }
    const registration = ctx.events.register(eventId, playerId);
    ctx.notify({ topic: 'registrations', eventId });
    return registration;
  },
  'events.unregister': ({ eventId, playerId }, ctx) => {
    must(ctx.events.get(eventId), 'event', eventId);
    if (!ctx.events.registration(eventId, playerId)) {
      throw new ApiFailure('not_found', `player ${playerId} is not registered in event ${eventId}`, {
        issues: [{ field: 'playerId', message: 'not registered' }],
      });
    }
    ctx.events.unregister(eventId, playerId);
    ctx.notify({ topic: 'registrations', eventId });
    return { eventId, playerId };
  },
};
