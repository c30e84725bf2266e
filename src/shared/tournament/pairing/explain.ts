/**
 * Why this pairing (issue 37, part 5): what each bracket decided and which criterion decided it, as
 * plain data. The words come from the catalogues in the reader's language (`pair.explain.*`), never
 * from the engine.
 */

/** Criteria of C.04.3 (2026) an explanation can name. */
export type Criterion = 'C4' | 'C5' | 'C6' | 'C7' | 'C9';

export type BracketEvent =
  /** The player leaves the bracket unpaired and moves down to the next one. */
  | { kind: 'downfloat'; player: number; criterion: Criterion }
  /** The player (an MDP or a resident) is paired with a player of a lower score. */
  | { kind: 'upfloat'; player: number; opponent: number; criterion: Criterion }
  /** The player receives the pairing-allocated bye. */
  | { kind: 'bye'; player: number; criterion: Criterion };

export interface BracketExplanation {
  /** The score of the bracket's resident players (of its MDPs when it has no residents). */
  score: number;
  /** Pairing numbers of the residents and of the moved-down players (MDPs), in A.2 order. */
  residents: number[];
  mdps: number[];
  /** Pairs made in this bracket, higher-ranked player first. */
  pairs?: [number, number][];
  events: BracketEvent[];
}
