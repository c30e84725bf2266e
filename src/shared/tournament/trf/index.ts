/** TRF-16 (FIDE Tournament Report File) with the JaVaFo pairing extensions; pure, string in and out. */
export { parseTrf } from './parse';
export { formatTrf, formatPlayer } from './format';
export { pairedRounds, recordedPairing, roundCell, roundEntry, roundInput, trfFromHistory } from './pairing';
export type { Trf, TrfError, TrfParse, TrfPlayer, TrfRound } from './types';
export { readTrfEvent, trfFromEvent, type TrfEventInfo, type TrfImport } from './event';
