/**
 * The table as the scoresheet (issue 42). A code per table of an event opens that table's page for
 * every round (`table.*`, what a table device may call); players are known by a four-digit PIN (printed
 * on the starting list or chosen at check-in): one reports, the other confirms or disputes; the director
 * sees only what needs a decision (`tables.decisions.*`). Players check themselves in (`checkIn.*`, the
 * page on the door), and the treasurer keeps each entry's fee (`fees.*`). Over the LAN, `tables.*`,
 * `pins.*` and `fees.*` are the director's; `checkIn.self` is anyone's, refused without the right PIN.
 */
import { z } from 'zod';
import type { GameResult } from '../../tournament';
import { Id } from '../schemas';

const Slot = z.enum(['a', 'b'], { error: 'must be a or b' });
const Round = z.number().int().min(1).max(999);
const Board = z.number().int().min(1).max(100_000);
export const Pin = z.string().trim().regex(/^\d{4}$/, 'must be four digits');
const Entry = z.string().trim().min(1, 'must not be empty').max(20);
export const FeeCategory = z.enum(['junior', 'senior', 'member', 'non-member'], { error: 'must be one of junior, senior, member, non-member' });
const Money = z.number({ error: 'must be a number' }).min(0).max(100_000); // kept in cents

/** A typed result, as at the desk; or `fromBoard`: whatever the table's digital board says. */
const TypedResult = {
  winner: Slot.nullable().optional(),
  score: z.object({ a: z.number({ error: 'must be a number' }), b: z.number({ error: 'must be a number' }) }).optional(),
  ending: z.enum(['play', 'draw', 'resignation', 'agreement']).optional(),
};

export interface TableSide { entry: string; name: string }

export interface TableReport {
  /** The audit entry holding the report. */
  id: number;
  at: string;
  round: number;
  board: number;
  game: number;
  a: string;
  b: string;
  /** unconfirmed: waiting for the opponent; confirmed: waiting for the director's click (or entered); disputed: both versions below. */
  state: 'unconfirmed' | 'confirmed' | 'disputed';
  reported: { by: string; device: string; result: GameResult };
  /** The opponent's version, when disputed. */
  counter: { by: string; device: string; result: GameResult } | null;
  /** The table's digital board's result, if it has one; and whether the report says otherwise. */
  boardResult: GameResult | null;
  disagreesWithBoard: boolean;
}

export interface TableView {
  eventId: number;
  event: string;
  board: number;
  /** The latest published round with a match at this table, or null before the first. */
  round: number | null;
  a: TableSide | null;
  b: TableSide | null;
  games: Array<{ game: number; result: GameResult | null; gameId: number | null }>;
  /** Reports of this table not yet entered (the page shows them for confirmation). */
  reports: TableReport[];
}

export interface CheckInList {
  eventId: number;
  event: string;
  /** The round check-in is for: the first one not yet paired. */
  round: number;
  /** For an event run in sections, each entry's section (its round may be another section's). */
  entries: Array<{ entry: string; name: string; checkedIn: boolean; at: string | null; how: 'self' | 'director' | null; section?: string }>;
}

export interface FeeRow { entry: string; name: string; category: string; due: number; paid: number; refunded: number; owed: number; method: string }
export interface FeeSheet { eventId: number; rows: FeeRow[]; totals: { due: number; paid: number; refunded: number; owed: number } }

const Fees = z.object({ junior: Money, senior: Money, member: Money, 'non-member': Money }).partial();
const NightConfig = z.object({ eventId: Id, autoEnter: z.boolean(), fees: Fees });

export const tableNightMethods = {
  /** The night's options: confirmed results enter by themselves (autoEnter), fees per category. */
  'tableNight.get': { input: z.object({ eventId: Id }), output: NightConfig },
  'tableNight.configure': {
    input: z.object({ eventId: Id, autoEnter: z.boolean().optional(), fees: Fees.optional() }),
    output: NightConfig,
  },
  /** A new code for one table of an event (replaces that table's previous code); shown once. */
  'tables.issueTableCode': {
    input: z.object({ eventId: Id, board: Board }),
    output: z.object({ eventId: Id, board: Board, code: z.string(), issuedAt: z.string() }),
  },
  'tables.tableCodes.list': { input: z.object({ eventId: Id }), output: z.array(z.object({ board: Board, issuedAt: z.string() })) },
  'tables.revokeTableCode': { input: z.object({ eventId: Id, board: Board }), output: z.object({ revoked: z.boolean() }) },
  /** A table's page: the current pairing, its games (and board ids), reports waiting. A table device gets its own table. */
  'table.view': { input: z.object({ eventId: Id, board: Board }), output: z.custom<TableView>(() => true) },
  /** One player reports, identified by their PIN: a typed result, or the table's digital board's own (fromBoard). */
  'table.report': {
    input: z.object({ eventId: Id, board: Board, round: Round, game: z.number().int().min(1).max(99).default(1), pin: Pin, fromBoard: z.boolean().default(false), ...TypedResult }),
    output: z.custom<TableReport>(() => true),
  },
  /** The opponent, by PIN, agrees (confirmed: entered at once if the night allows it) or disputes with their own version. */
  'table.confirm': {
    input: z.object({ eventId: Id, board: Board, reportId: Id, pin: Pin, agree: z.boolean(), ...TypedResult }),
    output: z.object({ state: z.enum(['confirmed', 'entered', 'disputed']) }),
  },
  /** What needs the director: unconfirmed, confirmed (one click to enter) and disputed reports. */
  'tables.decisions.list': { input: z.object({ eventId: Id }), output: z.custom<TableReport[]>(() => true) },
  /** Enters one version of a report (the reported one, or the opponent's), or dismisses it; audited. */
  'tables.decisions.enter': {
    input: z.object({
      eventId: Id, reportId: Id, version: z.enum(['reported', 'counter', 'dismiss']).default('reported'),
      reason: z.string().trim().max(500, 'must be at most 500 characters').default(''),
    }),
    output: z.object({ entered: z.boolean() }),
  },
  /** Gives every entry without a PIN a new one; the list with every PIN (for the starting list). */
  'pins.issue': { input: z.object({ eventId: Id }), output: z.array(z.object({ entry: z.string(), name: z.string(), pin: z.string() })) },
  /** A PIN the player chose (at the desk, at check-in). */
  'pins.set': { input: z.object({ eventId: Id, entry: Entry, pin: Pin }), output: z.object({ entry: z.string(), pin: z.string() }) },
  'pins.list': { input: z.object({ eventId: Id }), output: z.array(z.object({ entry: z.string(), name: z.string(), pin: z.string() })) },
  /** Who is checked in for the next round to pair (the door's page and the director's check-in screen). */
  'checkIn.list': { input: z.object({ eventId: Id }), output: z.custom<CheckInList>(() => true) },
  /** A player checks themselves in with their PIN; a late arrival joins the round not yet paired. */
  'checkIn.self': {
    input: z.object({ eventId: Id, entry: Entry, pin: Pin }),
    output: z.object({ entry: z.string(), name: z.string(), round: Round }),
  },
  /** An entry's category (its fee from the night's fees) and, when paid, how. */
  'fees.set': {
    input: z.object({ eventId: Id, entry: Entry, category: FeeCategory, paid: z.boolean().default(false), method: z.string().trim().max(40).default('') }),
    output: z.custom<FeeRow>(() => true),
  },
  /** Money given back to an entry (at most what it paid), with the reason; audited. */
  'fees.refund': {
    input: z.object({ eventId: Id, entry: Entry, amount: Money.refine((x) => x > 0, 'must be more than 0'), reason: z.string().trim().min(1, 'must not be empty').max(500) }),
    output: z.custom<FeeRow>(() => true),
  },
  /** The treasurer's sheet: every entry's fee, and the totals. */
  'fees.list': { input: z.object({ eventId: Id }), output: z.custom<FeeSheet>(() => true) },
  'fees.exportCsv': { input: z.object({ eventId: Id }), output: z.object({ csv: z.string() }) },
} as const;
