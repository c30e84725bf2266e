/**
 * The one API contract between any UI (Electron IPC, HTTP, CLI) and the backend services.
 * Every method's input is validated against its schema at the boundary; outputs are typed.
 * Later issues add methods here and nowhere else.
 */
import { z } from 'zod';
import { EventFields, EventPatchFields, EventSchema, Id, Player, PlayerFields, PlayerPatchFields, Registration } from './schemas';

/** The largest CSV accepted by an import (characters): a club roll of 100,000 members fits. */
export const MAX_CSV_CHARS = 10_000_000;

const PlayerPatch = PlayerPatchFields.extend({ id: Id });
const EventPatch = EventPatchFields.extend({ id: Id });

export const ImportReport = z.object({ imported: z.number(), players: z.array(Player) });

export const contract = {
  'players.create': { input: PlayerFields, output: Player },
  'players.update': { input: PlayerPatch, output: Player },
  'players.remove': { input: z.object({ id: Id }), output: z.object({ id: Id }) },
  'players.get': { input: z.object({ id: Id }), output: Player },
  'players.list': {
    input: z.object({ search: z.string().max(100).optional() }).default({}),
    output: z.array(Player),
  },
  'players.importCsv': {
    input: z.object({ csv: z.string().max(MAX_CSV_CHARS, `must be at most ${MAX_CSV_CHARS} characters`) }),
    output: ImportReport,
  },
  'players.exportCsv': { input: z.object({}).default({}), output: z.object({ csv: z.string() }) },
  'events.create': { input: EventFields, output: EventSchema },
  'events.update': { input: EventPatch, output: EventSchema },
  'events.list': { input: z.object({}).default({}), output: z.array(EventSchema) },
  'events.get': {
    input: z.object({ id: Id }),
    output: EventSchema.extend({ registrations: z.array(Registration) }),
  },
  'events.register': { input: z.object({ eventId: Id, playerId: Id }), output: Registration },
  'events.unregister': {
    input: z.object({ eventId: Id, playerId: Id }),
    output: z.object({ eventId: Id, playerId: Id }),
  },
} as const;

export type Contract = typeof contract;
export type Method = keyof Contract;
export type Input<M extends Method> = z.input<Contract[M]['input']>;
export type ParsedInput<M extends Method> = z.output<Contract[M]['input']>;
export type Output<M extends Method> = z.output<Contract[M]['output']>;

export const METHODS = Object.keys(contract) as Method[];

export function isMethod(name: string): name is Method {
  return Object.prototype.hasOwnProperty.call(contract, name);
}

/** What changed, so every open screen can refresh (IPC events / Server-Sent Events). */
export interface ChangeNotice {
  topic: 'players' | 'events' | 'registrations' | 'rounds' | 'games' | 'results';
  id?: number;
  eventId?: number;
}

/** What both transports (IPC, HTTP) offer the renderer; the stores never know which one is in use. */
export interface ApiTransport {
  call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
}
