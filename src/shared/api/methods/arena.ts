/**
 * The arena club night (issue 42, format `arena`): players are paired the moment their table's result
 * enters, against someone free; arena points as lichess counts them (setting `arenaPoints`); the
 * director sets the end time (setting `arenaEndsAt`, or `arena.end`). `arena.view` is what the projector
 * and anyone on the network read; `arena.pair` and `arena.end` are the director's.
 */
import { z } from 'zod';
import type { ArenaGame } from '../../tournament/arena';
import { Id } from '../schemas';

export interface ArenaStanding {
  rank: number;
  entry: string;
  name: string;
  points: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** The next game counts double (lichess's flame). */
  onStreak: boolean;
  /** Each finished game in order: its points, and whether it was doubled by a streak. */
  history: ArenaGame[];
  /** The table the player is at now, or null when free. */
  table: number | null;
}

export interface ArenaView {
  eventId: number;
  event: string;
  scoring: 'lichess' | 'plain';
  /** When the night ends (ISO time), or null when no end is set. */
  endsAt: string | null;
  /** The end time has passed: nobody is paired any more; games in progress finish. */
  ended: boolean;
  /** Ended and no game in progress: the standings are final. */
  final: boolean;
  standings: ArenaStanding[];
  /** The games in progress, table by table. */
  tables: Array<{ board: number; round: number; a: string; b: string }>;
  /** Present and not playing. */
  waiting: string[];
}

const Pairing = z.object({ board: z.number(), round: z.number(), a: z.string(), b: z.string() });

export const arenaMethods = {
  /** The night as the projector shows it: standings with streaks, tables in play, who waits, the end. */
  'arena.view': { input: z.object({ eventId: Id }), output: z.custom<ArenaView>(() => true) },
  /** Pairs everyone free now (the night's start, late arrivals); results pair their players by themselves. */
  'arena.pair': { input: z.object({ eventId: Id }), output: z.object({ paired: z.array(Pairing) }) },
  /** Sets the end time (absent: now): no pairing after it, games in progress finish. Audited. */
  'arena.end': {
    input: z.object({ eventId: Id, at: z.iso.datetime({ error: 'must be a date and time such as 2026-12-02T22:30:00Z' }).optional() }),
    output: z.object({ endsAt: z.string() }),
  },
};
