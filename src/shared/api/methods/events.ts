import { z } from 'zod';
import { EventFields, EventPatchFields, EventSchema, Id, Registration } from '../schemas';

export const eventMethods = {
  'events.create': { input: EventFields, output: EventSchema },
  'events.update': { input: EventPatchFields.extend({ id: Id }), output: EventSchema },
  'events.list': { input: z.object({}).default({}), output: z.array(EventSchema) },
  'events.get': {
    input: z.object({ id: Id }),
    output: EventSchema.extend({ registrations: z.array(Registration) }),
  },
  'events.register': { input: z.object({ eventId: Id, playerId: Id }), output: Registration },
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
