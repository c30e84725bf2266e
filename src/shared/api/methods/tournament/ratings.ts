/** The tournament API, ratings and finalisation: the rating list, a player's history, an event rated and reopened. */
import { z } from 'zod';
import { EventSchema, GameId, Id } from '../../schemas';
import type { PlayerTotals } from '../../../tournament';
import { Reason, out } from './fields';

export interface RatingView {
  playerId: number;
  name: string;
  rating: number;
  games: number;
  /** Elo-computed with fewer rated games than the event's threshold: shown marked. */
  provisional: boolean;
  /** 'list': typed or imported from a federation list; 'elo': computed by finalised events. */
  source: 'elo' | 'list';
  totals: PlayerTotals | null;
}

export const ratingMethods = {
  'ratings.list': { input: z.object({ game: GameId }), output: out<RatingView[]>() },
  'ratings.history': {
    input: z.object({ game: GameId, playerId: Id }),
    output: out<{ playerId: number; game: string; rating: number | null; history: Array<{ eventId: number; eventName: string; before: number; after: number; games: number; score: number; expected: number; at: string }> }>(),
  },
  'events.finalise': { input: z.object({ eventId: Id, reason: Reason }), output: out<{ event: z.infer<typeof EventSchema>; rated: number }>() },
  /** Undoes events.finalise (issue 44): the ratings it changed are put back as they were, the event runs again; audited. */
  'events.reopen': { input: z.object({ eventId: Id, reason: Reason }), output: out<{ event: z.infer<typeof EventSchema> }>() },
} as const;
