/**
 * Results out and in (docs/exchange.md): an event's tables as CSV, the event as TRF-2026 or TRF-16, and a new
 * event read from a TRF. Exports answer text; the CLI writes it to a file, the screens download it.
 */
import { z } from 'zod';
import { GameId, Id } from '../schemas';
import { DEFAULT_GAME } from '../../games/registry';

const RoundNo = z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(999);

export const exportMethods = {
  'events.exportCsv': {
    input: z.object({
      eventId: Id,
      what: z.enum(['standings', 'pairings', 'crosstable'], { error: 'must be standings, pairings or crosstable' }),
      /** Standings or cross-table as of this round; pairings of this round only. Default: every round. */
      round: RoundNo.optional(),
    }),
    output: z.object({ filename: z.string(), csv: z.string() }),
  },
  /** TRF-2026 by default; `version: '16'` the TRF-16 of earlier releases (docs/exchange.md). */
  'events.exportTrf': {
    input: z.object({ eventId: Id, version: z.enum(['2026', '16'], { error: 'must be 2026 or 16' }).default('2026') }),
    output: z.object({ filename: z.string(), trf: z.string() }),
  },
  /** The WOF results file of an Othello event (docs/exchange.md): refused, naming them, while a player has no federation id. */
  'events.exportWof': {
    input: z.object({
      eventId: Id,
      country: z.string().trim().max(40, 'must be at most 40 characters').default(''),
      sender: z.string().trim().max(100, 'must be at most 100 characters').default('Club TD'),
    }),
    output: z.object({ filename: z.string(), wof: z.string(), games: z.number() }),
  },
  /** The three WThor files as base64; games that could not be written are listed with the reason. */
  'events.exportWthor': {
    input: z.object({ eventId: Id }),
    output: z.object({
      filename: z.string(), wtb: z.string(), jou: z.string(), trn: z.string(), written: z.number(),
      skipped: z.array(z.object({ game: z.string(), reason: z.string() })),
    }),
  },
  /** Every game record of the event in its notation, one text file each, as a zip (base64). */
  'events.exportRecords': {
    input: z.object({ eventId: Id }),
    output: z.object({ filename: z.string(), zip: z.string(), files: z.number(), skipped: z.array(z.object({ game: z.string(), reason: z.string() })) }),
  },
  /** The whole event as versioned JSON for safekeeping (format `club-td-event`, see docs/exchange.md). */
  'events.exportJson': { input: z.object({ eventId: Id }), output: z.object({ filename: z.string(), json: z.string() }) },
  /** Where the event's website is published, and whether every change re-publishes it. */
  'site.status': {
    input: z.object({ eventId: Id }),
    output: z.object({ folder: z.string().nullable(), auto: z.boolean(), publishedAt: z.string().nullable(), error: z.string().nullable() }),
  },
  /**
   * Writes the event's website into `folder` (an absolute path on the director's machine) and keeps it as
   * the event's publish folder; `auto` re-publishes within 2 s of every change. The folder must exist. A
   * folder holding files an earlier export did not write is refused (conflict, every such file named in
   * the issues) unless `accept` lists exactly those files: the director saw them and said yes.
   */
  'site.publish': {
    input: z.object({
      eventId: Id,
      folder: z.string().trim().min(1, 'name the folder').max(1000, 'must be at most 1000 characters').refine((f) => /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(f), 'must be an absolute path (/srv/www/club, C:\\Sites\\club)'),
      auto: z.boolean().default(false),
      accept: z.array(z.string().max(1000)).max(2000).default([]),
    }),
    output: z.object({ folder: z.string(), files: z.number(), auto: z.boolean(), publishedAt: z.string() }),
  },
  'events.importTrf': {
    input: z.object({
      trf: z.string().min(1, 'the TRF is empty').max(5_000_000, 'the TRF is larger than 5 MB'),
      /** TRF does not say which game was played. */
      game: GameId.default(DEFAULT_GAME),
    }),
    output: z.object({ eventId: Id, name: z.string(), players: z.number(), rounds: z.number() }),
  },
  /**
   * Saves an export through the desktop app's save dialog (issue 44, the Exchange screen): the Electron host
   * answers it; the browser downloads instead, so the backend itself refuses it.
   */
  'files.save': {
    input: z.object({
      filename: z.string().trim().min(1, 'name the file').max(200, 'must be at most 200 characters').refine((f) => !/[\\/]/.test(f), 'must be a file name, not a path'),
      dataBase64: z.string().max(70_000_000, 'the file is larger than 50 MB'),
    }),
    output: z.object({ saved: z.boolean(), path: z.string().nullable() }),
  },
} as const;
