/** The tournament API, results: a game's result and first move, board records checked against the event, play-offs settled. */
import { z } from 'zod';
import { Id } from '../../schemas';
import type { GameResult } from '../../../tournament';
import type { PairingView } from './rounds';
import { Board, EventRef, GameNo, Reason, RoundNo, Slot, out } from './fields';

const Ending = z.enum(['play', 'draw', 'resignation', 'agreement', 'forfeit', 'director']);

/**
 * A hand-entered game result; the game's own rules validate the score (results.ts). The score may be left out
 * only where those rules fix it from the outcome (an Othello draw, an Onino draw or win by markers used,
 * Ninuki-Renju captures, a forfeit not played); elsewhere the result is refused, naming the score it needs.
 */
export const ResultFields = {
  winner: Slot.nullable(),
  score: z.object({ a: z.number({ error: 'must be a number' }), b: z.number({ error: 'must be a number' }) }).optional(),
  ending: Ending.optional(),
  markersUsed: z.number().int().optional(),
  lastPlay: Slot.optional(),
};
const GameAt = { eventId: Id, round: RoundNo, board: Board, game: GameNo, playoff: z.boolean().default(false) };

const FirstMoveDecisionSchema = z.discriminatedUnion('how', [
  z.object({ how: z.literal('allocated') }),
  z.object({ how: z.literal('toss'), won: Slot, chose: z.enum(['first', 'second']) }),
  z.object({ how: z.literal('choice'), by: Slot, chose: z.enum(['first', 'second']) }),
  z.object({ how: z.literal('draw-for-set'), draws: z.array(z.object({ a: z.number().int().min(0).max(24), b: z.number().int().min(0).max(24) })).min(1).max(20) }),
  z.object({
    how: z.literal('hidden-disc'), hider: Slot, guess: z.enum(['black', 'white'], { error: 'must be black or white' }),
    disc: z.enum(['black', 'white'], { error: 'must be black or white' }), winnerTook: z.enum(['colour', 'draw'], { error: 'must be colour or draw' }), black: Slot,
  }),
]);

/** A linked game whose board record no longer gives the result the event holds (issue 16). */
export interface BoardMismatch {
  round: number;
  board: number;
  /** 1-based, within the match (or its play-off games). */
  game: number;
  playoff: boolean;
  gameId: number;
  /** The record's length when checked: a confirmation holds for this record only. */
  seq: number;
  /** The result in the event, and the one the record gives now (null: the game is open again). */
  event: GameResult;
  record: GameResult | null;
  /** Rounds paired after this one: their pairings used the event's result. */
  laterRounds: number[];
  a: string;
  b: string;
}

export const resultMethods = {
  'results.set': { input: z.object({ ...GameAt, ...ResultFields }), output: out<PairingView>() },
  'results.correct': { input: z.object({ ...GameAt, ...ResultFields, reason: z.string().trim().min(1, 'a correction needs a reason').max(500) }), output: out<PairingView>() },
  'results.fromGame': { input: z.object({ ...GameAt, gameId: Id }), output: out<PairingView>() },
  'results.sync': { input: EventRef, output: z.object({ updated: z.number() }) },
  'results.firstMove': {
    input: z.object({ ...GameAt, decision: FirstMoveDecisionSchema, first: Slot.optional(), reason: Reason }),
    output: out<PairingView>(),
  },
  'boardChecks.list': { input: EventRef, output: out<BoardMismatch[]>() },
  'results.keepAgainstBoard': {
    input: z.object({ eventId: Id, gameId: Id, reason: z.string().trim().min(1, 'say why the event\'s result stands').max(500, 'must be at most 500 characters') }),
    output: z.object({ kept: z.boolean() }),
  },
  'results.settle': {
    input: z.object({ eventId: Id, round: RoundNo, board: Board, winner: Slot, how: z.enum(['higher-seed', 'lot', 'director']), reason: Reason }),
    output: out<PairingView>(),
  },
} as const;
