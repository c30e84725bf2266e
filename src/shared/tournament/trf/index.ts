/** FIDE Tournament Report File, TRF-16 (with the JaVaFo pairing extensions) and TRF-2026; pure, string in and out. */
export { parseTrf } from './parse';
export { formatTrf, formatPlayer, TrfUnwritable } from './format';
export { pairedRounds, recordedPairing, roundCell, roundEntry, roundInput, trfFromHistory } from './pairing';
export type { Trf, TrfError, TrfParse, TrfPlayer, TrfRound, TrfVersion } from './types';
export { readTrfEvent, trfFromEvent, TrfTooLarge, type TrfEventInfo, type TrfImport, type TrfOptions } from './event';
export { dutchEditionOf, fideTieBreaks, systemCode, TRF_MAX_PLAYERS } from './records';
export type { DutchEdition } from '../editions';
