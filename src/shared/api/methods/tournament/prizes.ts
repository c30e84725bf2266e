/** The tournament API, prizes: the prize list, its settings, and who wins what. */
import { z } from 'zod';
import { Id } from '../../schemas';
import type { Award, Prize, PrizeSharing, TournamentSettings } from '../../../tournament';
import { EntryRef, Reason, RoundNo, out } from './fields';

const Band = { from: z.number().int('must be a whole number').min(0).max(4000).optional(), below: z.number().int('must be a whole number').min(0).max(4000).optional() };
const PrizeSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  category: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('place') }),
    z.object({ kind: z.literal('rating'), ...Band }),
    z.object({ kind: z.literal('age'), ...Band }),
    z.object({ kind: z.literal('club'), club: z.string().trim().min(1, 'must name the club').max(100) }),
    z.object({ kind: z.literal('women') }),
    z.object({ kind: z.literal('best-game'), entry: EntryRef.nullable().default(null) }),
  ], { error: 'kind must be one of place, rating, age, club, women, best-game' }),
  amount: z.number({ error: 'must be a number' }).finite().min(0, 'must be at least 0').max(1_000_000_000),
});
const PrizeDetail = z.object({
  birthYear: z.number().int('must be a whole number').min(1900, 'must be 1900 or later').max(2100).nullable().default(null),
  sex: z.enum(['f', 'm']).nullable().default(null),
});

/** The prize list, its settings and who wins what as of a round. */
export interface PrizesView {
  eventId: number;
  throughRound: number;
  prizes: Prize[];
  details: TournamentSettings['prizeDetails'];
  onePerPerson: boolean;
  sharing: PrizeSharing;
  awards: Array<Award & { name: string | null }>;
  /** Birth years and sexes the players' own records hold (used where `details` leaves them blank). */
  known: Record<string, { birthYear: number | null; sex: 'f' | 'm' | null }>;
}

export const prizeMethods = {
  /** Who wins what as of a round (the website export reads it too). */
  'prizes.get': { input: z.object({ eventId: Id, round: RoundNo.optional() }), output: out<PrizesView>() },
  /** Replace the prize list (and the birth years / sexes the categories need); audited. */
  'prizes.set': {
    input: z.object({
      eventId: Id,
      prizes: z.array(PrizeSchema).max(500, 'at most 500 prizes'),
      details: z.record(z.string().regex(/^\d{1,10}$/, 'must be a player id'), PrizeDetail).optional(),
      reason: Reason,
    }),
    output: out<PrizesView>(),
  },
} as const;
