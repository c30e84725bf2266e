/**
 * Swiss pairings by the FIDE Dutch system: C.04.3 of 2017 (with C.04.1 and C.04.2 of that time) and
 * of 2026 (in force since 1 February 2026), by `DutchInput.edition`. See docs/swiss-dutch.md.
 */
export { pairDutch } from './dutch';
export { checkPairing } from './check';
export { simulateTournament, type SimulatedTournament, type SimulationOptions } from './simulate';
export type {
  Colour, DutchEdition, DutchError, DutchInput, DutchPair, DutchPlayer, DutchResult, RoundEntry, RoundKind,
} from './types';
export type { BracketEvent, BracketExplanation, Criterion } from './explain';
