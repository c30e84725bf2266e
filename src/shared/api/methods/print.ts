import { z } from 'zod';
import { Audience, GameId, Id, IsoDate } from '../schemas';
import { LOCALES } from '../../i18n/locales';

/** The printable documents (src/main/pdf): the names `td pdf` and the print screen use. */
export const DOCUMENTS = ['scoresheet', 'game-record', 'round-sheet', 'standings', 'cross-table', 'prizes', 'rating-list', 'player-history', 'round-pack', 'table-cards', 'match-card', 'fixture-list', 'team-standings', 'team-cross-table', 'starting-list', 'fee-sheet', 'entry-list', 'rank-table'] as const;

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
      /** The app's address as the table devices open it on the LAN: scoresheets and table cards get a QR code to each table's page (never a loopback address: then the LAN server announced for the database, or no code). */
      tableUrl: z.string().trim().max(300).regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// address').optional(),
      /** Table cards: folded tents two to a page (default), one large tent per page, or four flat cards per page. */
      layout: z.enum(['tent', 'single', 'four'], { error: 'must be tent, single or four' }).optional(),
      /** Table cards: each table's code as just issued (tables.issueTableCode; checked against the stored one), its QR opening `#/t/CODE` in every round. */
      tableCodes: z.record(z.string().regex(/^\d{1,6}$/, 'must be a table number'), z.string().max(20)).optional(),
      /** Table cards: this table only. */
      board: z.number().int().min(1).max(100_000).optional(),
      /** Scoresheets without names, to hand out. */
      blank: z.boolean().default(false),
      /** A game record printed for players leaves out what they may not see (dominoes' hidden hands). */
      audience: Audience,
      /** Standings: add why each entry is below the one above (the first criterion that separates them). */
      explain: z.boolean().default(false),
      /** Team standings and cross-table as of this date. */
      asOf: IsoDate.optional(),
      /** Match cards on one page (issue 44): 1 (default) to 4, each kept whole, cut along the dashed lines. */
      perPage: z.number().int('must be a whole number').min(1, 'must be at least 1').max(4, 'must be at most 4').optional(),
      /** The language to print in, over the event's print language (`td pdf --lang`); default: the event's, else the caller's. */
      lang: z.enum(LOCALES, { error: `must be one of ${LOCALES.join(', ')}` }).optional(),
    }),
    /** `notice`: what the director should know about the result (table cards printed without QR codes, and why). */
    output: z.object({ filename: z.string(), pdfBase64: z.string(), pages: z.number(), notice: z.string().optional() }),
  },
} as const;
