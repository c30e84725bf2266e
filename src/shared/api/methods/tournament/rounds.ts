/** The tournament API, rounds: pairing, re-pairing and editing a round, publishing it, and how a round is shown. */
import { z } from 'zod';
import { Id } from '../../schemas';
import type { FirstMoveDecision, FirstMoveDue, GameFlags, GameResult, Issue, MatchStatus } from '../../../tournament';
import type { PappTerms } from '../../../tournament/papp';
import type { Criterion as ExplainCriterion, DutchEdition } from '../../../tournament/pairing';
import type { EntryBrief } from './entries';
import { Board, EntryRef, EventRef, Reason, RoundNo, Slot, out } from './fields';

export interface GameView {
  /** 1-based. */
  number: number;
  /** The slot whose side moves first, and that side's name in the game (black, x, red, first, a). */
  first: 'a' | 'b';
  firstSide: string;
  decidedBy: FirstMoveDecision | null;
  /** Who settles this game's first move and why, and whether it is recorded (R-ONI-11, R-DOM-2, R-TON-3). */
  due: FirstMoveDue;
  result: GameResult | null;
  flags: GameFlags;
  /** The digital-board game (games.id) this game was played on. */
  gameId: number | null;
}

export type PairingView =
  | {
    kind: 'match'; board: number; a: EntryBrief; b: EntryBrief; games: GameView[]; playoff: GameView[];
    forfeit: 'a' | 'b' | 'both' | null; settled: { winner: 'a' | 'b'; how: string } | null;
    status: MatchStatus; winner: 'a' | 'b' | null; points: { a: number; b: number }; totals: { a: number; b: number };
  }
  | { kind: 'bye'; entry: EntryBrief; bye: 'pairing' | 'half' | 'zero' | 'forfeit'; points: number };

export interface RoundView {
  eventId: number;
  number: number;
  published: boolean;
  night: number | null;
  pairings: PairingView[];
}

export interface RoundSummary {
  number: number;
  published: boolean;
  night: number | null;
  pairedAt: string;
  matches: number;
  byes: number;
  /** Boards still waiting for a result. */
  pending: number[];
}

export interface PairOutcome {
  round: RoundView;
  warnings: Issue[];
  /** False for a preview. */
  saved: boolean;
  /** The automatic backup taken before pairing (file databases only). */
  backup: string | null;
  /** Accelerated Swiss: the virtual points each entry was paired with (not in the standings). */
  virtualPoints?: Record<string, number>;
  /** Swiss by PAPP: the round's seed and each pair's penalty terms (entries by id; `b` null: the bye). */
  papp?: { seed: number; cost: number; pairs: Array<{ a: string; b: string | null; terms: PappTerms; cost: number }> };
  /** Swiss by the Dutch system, in a preview: why this pairing (issue 37 part 5); the 2017 edition has no brackets. */
  explanation?: PairingExplanation;
}

/** Per bracket of a Dutch round, which criterion decided each float and the bye (pairing/explain.ts), entries named. */
export interface PairingExplanation {
  edition: DutchEdition;
  brackets: Array<{
    score: number;
    residents: EntryBrief[];
    mdps: EntryBrief[];
    events: Array<{ kind: 'downfloat' | 'upfloat' | 'bye'; player: EntryBrief; opponent: EntryBrief | null; criterion: ExplainCriterion }>;
  }>;
}

const ManualPairing = z.union([
  z.object({ board: Board, a: EntryRef, b: EntryRef, first: Slot.optional() }),
  z.object({ entry: EntryRef, bye: z.enum(['pairing', 'half', 'zero', 'forfeit']) }),
]);

export const roundMethods = {
  'rounds.pair': { input: z.object({ eventId: Id, round: RoundNo.optional(), preview: z.boolean().default(false) }), output: out<PairOutcome>() },
  'rounds.repair': { input: z.object({ eventId: Id, round: RoundNo, reason: Reason, preview: z.boolean().default(false) }), output: out<PairOutcome>() },
  'rounds.publish': { input: z.object({ eventId: Id, round: RoundNo }), output: out<RoundView>() },
  'rounds.get': { input: z.object({ eventId: Id, round: RoundNo }), output: out<RoundView>() },
  'rounds.list': { input: EventRef, output: out<RoundSummary[]>() },
  'pairings.edit': {
    input: z.object({ eventId: Id, round: RoundNo, pairings: z.array(ManualPairing).min(1).max(5000), reason: Reason, preview: z.boolean().default(false) }),
    output: out<PairOutcome>(),
  },
} as const;
