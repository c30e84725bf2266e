/**
 * The tournament domain (pure): the event model, formats, matches and first moves, results,
 * standings, sanctions, the day's changes and ratings. Swiss pairing lives in ./pairing
 * (`pairDutch`), built separately. See docs/tournament.md.
 */
export * from './model';
export { sidesOf, allocateFirstMove, emptyRecord, firstMoveRecords, imbalance, noteFirstMove, recordOf, type FirstMoveRecord } from './colours';
export {
  checkFirstMove, drawForSet, firstFromChoice, firstMoveDue, firstMoveMethod, firstMoveRule, matchOutcome, newMatchGames, oninoFirstPlayChooser, recordFirstMove,
  type FirstMoveDue, type FirstMoveReason,
  type MatchOutcome, type MatchStatus,
} from './match';
export { gameMargin, impliedScore, resultFromStatus, validateResult, type FieldError, type ResultInput, type TypedResult, type Validation } from './results';
export {
  cancelForfeit, countsInTables, decideProtest, defaultConsequence, forfeitFromResult, protestGame, recordDefault, recordForfeit,
  type CancelledForfeit, type ForfeitOptions,
} from './sanctions';
export {
  activeEntries, addLateEntry, laterPairedRounds, applyRound, defaultStandingsRound, stillPlaying, checkCanPair, checkEvent, checkPairings, checkResultTarget, missingResults, reinstateEntry, setResult, withdrawEntry,
  type Issue, type PairingCheck,
} from './changes';
export * from './formats';
export * from './standings';
export * from './ratings';
export { DUTCH_EDITIONS, TIE_BREAK_EDITIONS, editionsInForce, eventEditions, type DutchEdition, type EventEditions, type TieBreakEdition } from './editions';
export { DEFAULT_SETTINGS, creationSettings, eventFields, rankingOrder, type TournamentSettings } from './settings';
export { dutchHistory, pairRound, roundsInEvent, scheduled, swissPairingScores, type PairRoundOptions, type PairedRound } from './nextRound';
export { bakuVirtualPoints } from './acceleration';
export { awardPrizes, qualifies, type Award, type Prize, type PrizeCategory, type PrizeEntrant, type PrizeMember, type PrizeOptions, type PrizeSharing } from './prizes';
export { addPlayoffGame, findMatch, settleMatch, updateMatch } from './edit';
export { lockCause, lockReason, lockRefusalText, lockedFields, roundsLimit, type EventProgress, type LockCause, type Locks, type PairedLockField } from './locks';
