/**
 * Results reported from a table (issue 24): a device at a table whose game is not on a digital board
 * sends the result it saw; nothing in the event changes until the director confirms it (the desk's
 * "needs a decision" list) or dismisses it. Stored in the audit log, so no schema was needed. Over the
 * LAN, `tables.report` takes the director token or the code of a game of that same match (sent as `id`);
 * the list and the decision are the director's (`tables.` methods are never a guest's).
 */
import { z } from 'zod';
import type { GameResult } from '../../tournament';
import { Id } from '../schemas';

const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });

export interface ReportView {
  /** The audit entry holding the report. */
  id: number;
  at: string;
  /** Who sent it: "table device, game 12 (192.168.1.20)", "director (this computer)". */
  actor: string;
  round: number;
  board: number;
  /** 1-based, within the match (or its play-off games). */
  game: number;
  playoff: boolean;
  result: GameResult;
  a: string;
  b: string;
}

export const tableReportMethods = {
  'tables.report': {
    input: z.object({
      eventId: Id,
      round: z.number().int().min(1).max(999),
      board: z.number().int().min(1).max(100_000),
      game: z.number().int().min(1).max(99).default(1),
      playoff: z.boolean().default(false),
      /** The reporting table device's own game (its code's game), a game of the same match. */
      id: Id.optional(),
      winner: Slot.nullable(),
      score: z.object({ a: z.number({ error: 'must be a number' }), b: z.number({ error: 'must be a number' }) }),
      ending: z.enum(['play', 'draw', 'resignation', 'agreement']).optional(),
      markersUsed: z.number().int().optional(),
      lastPlay: Slot.optional(),
    }),
    output: z.custom<ReportView>(() => true),
  },
  /** Reports still waiting for the director: not decided, and their game still without a result. */
  'tables.reports.list': { input: z.object({ eventId: Id }), output: z.custom<ReportView[]>(() => true) },
  /** Confirm (the reported result is entered, as results.set) or dismiss (with the reason); both audited. */
  'tables.reports.decide': {
    input: z.object({
      eventId: Id, reportId: Id, confirm: z.boolean(),
      reason: z.string().trim().max(500, 'must be at most 500 characters').default(''),
    }).refine((x) => x.confirm || x.reason.length > 0, { message: 'say why the report is dismissed', path: ['reason'] }),
    output: z.object({ confirmed: z.boolean() }),
  },
} as const;
