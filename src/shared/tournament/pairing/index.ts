/**
 * Swiss pairings by the FIDE Dutch system (C.04.3 as in force 2017 - 30 June 2025, with C.04.1 and
 * C.04.2). See docs/swiss-dutch.md for how each rule maps to the code.
 */
export { pairDutch } from './dutch';
export { checkPairing } from './check';
export { simulateTournament, type SimulatedTournament, type SimulationOptions } from './simulate';
export type {
  Colour, DutchEdition, DutchError, DutchInput, DutchPair, DutchPlayer, DutchResult, RoundEntry, RoundKind,
} from './types';
export type { BracketEvent, BracketExplanation, Criterion } from './explain';
