import { z } from 'zod';
import { Audience, EventFields, EventPatchFields, EventSchema, Id, Name, Registration } from '../schemas';

const Reason = z.string().trim().max(500, 'must be at most 500 characters').default('');

export const eventMethods = {
  'events.create': { input: EventFields, output: EventSchema },
  'events.update': { input: EventPatchFields.extend({ id: Id }), output: EventSchema },
  'events.list': { input: z.object({ audience: Audience }).default({ audience: 'director' }), output: z.array(EventSchema) },
  'events.get': {
    input: z.object({ id: Id, audience: Audience }),
    output: EventSchema.extend({ registrations: z.array(Registration) }),
  },
  'events.register': { input: z.object({ eventId: Id, playerId: Id }), output: Registration },
  /** A new draft event with this one's game, options, format, rounds, venue and settings: no entries, no results. */
  'events.copy': { input: z.object({ eventId: Id, name: Name }), output: EventSchema },
  /** Archived events leave the default events list; `archived: false` brings one back. Audited. */
  'events.archive': { input: z.object({ eventId: Id, archived: z.boolean(), reason: Reason }), output: EventSchema },
  /** Deletes an event and everything in it after taking a backup (restorable from backups.restore). Audited. */
  'events.delete': {
    input: z.object({ eventId: Id, reason: z.string().trim().min(1, 'say why the event is deleted').max(500, 'must be at most 500 characters') }),
    output: z.object({ eventId: Id, name: z.string(), backup: z.string() }),
  },
  /** Refused once the entry has appeared in a pairing (withdraw instead); audited and undoable otherwise. */
  'events.unregister': {
    input: z.object({ eventId: Id, playerId: Id, reason: z.string().trim().max(500, 'must be at most 500 characters').default('') }),
    output: z.object({ eventId: Id, playerId: Id, auditId: Id }),
  },
  /** Undo a removal: the registration comes back as it was (number, date, requested byes). */
  'events.restoreRegistration': {
    input: z.object({ eventId: Id, auditId: Id }),
    output: Registration,
  },
} as const;
