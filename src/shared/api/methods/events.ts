import { z } from 'zod';
import { Audience, EventFields, EventPatchFields, EventSchema, Id, Registration } from '../schemas';

export const eventMethods = {
  'events.create': { input: EventFields, output: EventSchema },
  'events.update': { input: EventPatchFields.extend({ id: Id }), output: EventSchema },
  'events.list': { input: z.object({ audience: Audience }).default({ audience: 'director' }), output: z.array(EventSchema) },
  'events.get': {
    input: z.object({ id: Id, audience: Audience }),
    output: EventSchema.extend({ registrations: z.array(Registration) }),
  },
  'events.register': { input: z.object({ eventId: Id, playerId: Id }), output: Registration },
  'events.unregister': {
    input: z.object({ eventId: Id, playerId: Id }),
    output: z.object({ eventId: Id, playerId: Id }),
  },
} as const;
