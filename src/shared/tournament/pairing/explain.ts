/**
 * Why this pairing (issue 37, part 5): what each bracket decided and which criterion decided it, as
 * plain data. The words come from the catalogues in the reader's language (`pair.explain.*`), never
 * from the engine.
 */

/**
 * Criteria of C.04.3 (2026) an explanation can name: C1 (no compatible opponent: absolute criteria
 * C1-C3), C4 completion, C5 the bye's score, C6-C7 pairs and downfloaters' scores in the bracket, C8
 * the next bracket, C9 the bye assignee's unplayed games, C10-C13 colours, C14-C17 repeated floats,
 * C18-C21 their scores, and `order` when only the order of candidates (article 4) decided.
 */
export type Criterion =
  | 'C1' | 'C4' | 'C5' | 'C6' | 'C7' | 'C8' | 'C9' | 'C10' | 'C11' | 'C12' | 'C13'
  | 'C14' | 'C15' | 'C16' | 'C17' | 'C18' | 'C19' | 'C20' | 'C21' | 'order';

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
