/** The tournament API, standings: the standings, the cross-table and the round-by-round rank table. */
import { z } from 'zod';
import { Id } from '../../schemas';
import { CRITERIA, type Criterion, type CrossTable, type EventEditions, type RankTable, type Standings } from '../../../tournament';
import type { ArenaStanding } from '../arena';
import { RoundNo, out } from './fields';

/**
 * The Brightwell coefficient an event ranks by, with what the game's federations set for its rounds
 * planned (Othello: 0 below 8 rounds, 6 from 8; null: no federation default), so the standings
 * screen can say why (issue 41 part 3). Null when Brightwell is not in the order.
 */
export interface BrightwellNote {
  coefficient: number;
  roundsPlanned: number | null;
  federations: number | null;
}

export const standingsMethods = {
  'standings.get': {
    input: z.object({ eventId: Id, round: RoundNo.optional(), order: z.array(z.enum(CRITERIA as [Criterion, ...Criterion[]])).min(1).max(CRITERIA.length).optional() }),
    /** Without `round`: after the last complete round. `stillPlaying`: boards of that round without a result. */
    /** An arena (format `arena`): rows in arena order, and `arena`, each entry's arena points, games and streak. */
    output: out<Standings & { eventId: number; stillPlaying: number[]; editions: EventEditions; brightwell: BrightwellNote | null; arena?: ArenaStanding[] }>(),
  },
  'crossTable.get': {
    input: z.object({ eventId: Id, round: RoundNo.optional() }),
    output: out<CrossTable & { eventId: number; names: Record<string, string>; pairingNumbers: Record<string, number> }>(),
  },
  /** The round-by-round rank table (issue 44): per entry and round, opponent, first move, result, score and rank after it. */
  'rankTable.get': {
    input: z.object({ eventId: Id, round: RoundNo.optional() }),
    output: out<RankTable & { eventId: number; order: readonly Criterion[] }>(),
  },
} as const;
