/**
 * Othello's Swiss as PAPP pairs it (the French federation's program, used across the World Othello
 * Federation): see docs/othello.md.
 */
export { roundRobinLimit, roundRobinRound } from './roundRobin';
export { pappRound, type PappRoundInfo, type PappRoundInput } from './round';
export { judgePapp, pairPapp, type PappInput, type PappPair, type PappResult, type PappVerdict } from './pair';
export { PappCosts, clippedCost, termsTotal, type PappTerms } from './penalty';
export { pappHistory, halfPoints, type PappPlayer, type PappHistory } from './state';
export { DEFAULT_PAPP_TABLE, PAPP_MAX_PENALTY, byeHalfPoints, type PappTable } from './table';
