/** The tournament API, entries: who plays, and the day's changes (late entries, withdrawals, byes, check-in). */
import { z } from 'zod';
import { Id, Name } from '../../schemas';
import { EntryRef, EventRef, Reason, RoundNo, out } from './fields';

/**
 * What an entry is wherever it appears: stored (`EntryRow`, src/main/db/repos/tournament.ts) and shown
 * (`EntryView`) both extend it, so neither copies the other's fields (issue 40).
 */
export interface EntryFields {
  /** Domain entry id: the player id as text, or "t" + team id. */
  id: string;
  playerId: number | null;
  teamId: number | null;
  name: string;
  /** The player's rating (null for pairs). */
  rating: number | null;
  /** The player's federation code (issue 41); '' for none and for pairs. */
  country: string;
  pairingNumber: number | null;
  joinedRound: number | null;
  withdrawnRound: number | null;
}

export interface EntryView extends EntryFields {
  status: 'registered' | 'active' | 'withdrawn' | 'barred';
  members: Array<{ seat: 'A1' | 'A2'; playerId: number; name: string }> | null;
  byes: Array<{ round: number; kind: 'half' | 'zero' }>;
  /** Rounds in which the entry appears in a pairing: such an entry can be withdrawn, never removed. */
  pairedIn: number[];
}

export interface EntryBrief {
  id: string;
  name: string;
  pairingNumber: number;
}

export const entryMethods = {
  'entries.list': { input: EventRef, output: out<EntryView[]>() },
  'entries.addPair': {
    input: z.object({ eventId: Id, members: z.tuple([Id, Id]), name: Name.optional() }),
    output: out<EntryView>(),
  },
  'entries.lateEntry': {
    input: z.object({ eventId: Id, playerId: Id.optional(), name: Name.optional(), fromRound: RoundNo.optional(), reason: Reason })
      .refine((x) => (x.playerId === undefined) !== (x.name === undefined), { message: 'give either playerId or name', path: ['playerId'] }),
    output: out<EntryView>(),
  },
  'entries.withdraw': {
    input: z.object({ eventId: Id, entry: EntryRef, fromRound: RoundNo.optional(), reason: Reason, forfeitPaired: z.boolean().default(false) }),
    output: out<EntryView>(),
  },
  'entries.reinstate': {
    input: z.object({ eventId: Id, entry: EntryRef, reason: Reason }),
    output: out<EntryView>(),
  },
  'entries.requestBye': {
    input: z.object({ eventId: Id, entry: EntryRef, round: RoundNo, kind: z.enum(['half', 'zero', 'none']), reason: Reason }),
    output: out<EntryView>(),
  },
  /** Check-in before pairing a round: every absentee gets, in one step, the bye or withdrawal chosen. */
  'entries.checkIn': {
    input: z.object({
      eventId: Id, round: RoundNo, reason: Reason,
      absent: z.array(z.object({ entry: EntryRef, action: z.enum(['zero', 'half', 'withdraw'], { error: 'must be zero, half or withdraw' }) })).min(1, 'name at least one absentee').max(5000),
    }),
    output: out<EntryView[]>(),
  },
} as const;
