import { z } from 'zod';
import { Id, Player, PlayerFields, PlayerPatchFields } from '../schemas';

/** The largest CSV accepted by an import (characters): a club roll of 100,000 members fits. */
export const MAX_CSV_CHARS = 10_000_000;

export const ImportReport = z.object({ imported: z.number(), players: z.array(Player) });

export const playerMethods = {
  'players.create': { input: PlayerFields, output: Player },
  'players.update': { input: PlayerPatchFields.extend({ id: Id }), output: Player },
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
} as const;
