import { z } from 'zod';
import { Audience, GameId, Id } from '../schemas';
import { LOCALES } from '../../i18n/locales';

/** The printable documents (src/main/pdf): the names `td pdf` and the print screen use. */
export const DOCUMENTS = ['scoresheet', 'game-record', 'round-sheet', 'standings', 'cross-table', 'prizes', 'rating-list', 'player-history', 'round-pack'] as const;

export const printMethods = {
  /** A PDF as base64: the renderer previews it, saves it, or opens it in a new tab. */
  'print.pdf': {
    input: z.object({
      document: z.enum(DOCUMENTS, { error: `must be one of ${DOCUMENTS.join(', ')}` }),
      paper: z.enum(['A4', 'Letter']).default('A4'),
      eventId: Id.optional(),
      round: z.number().int().min(1).max(999).optional(),
      gameId: Id.optional(),
      playerId: Id.optional(),
      game: GameId.optional(),
      /** The app's address as the table devices open it on the LAN: scoresheets get a QR code to each table's page. */
      tableUrl: z.string().trim().max(300).regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address').optional(),
      /** Scoresheets without names, to hand out. */
      blank: z.boolean().default(false),
      /** A game record printed for players leaves out what they may not see (dominoes' hidden hands). */
      audience: Audience,
      /** Standings: add why each entry is below the one above (the first criterion that separates them). */
      explain: z.boolean().default(false),
      /** The language to print in, over the event's print language (`td pdf --lang`); default: the event's, else the caller's. */
      lang: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).optional(),
    }),
    output: z.object({ filename: z.string(), pdfBase64: z.string(), pages: z.number() }),
  },
} as const;
