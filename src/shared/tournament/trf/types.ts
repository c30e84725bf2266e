/**
 * FIDE Tournament Report File: TRF-16 with the JaVaFo extensions used by pairing programs
 * (`XXR n` rounds declared, `XXC white1|black1` colour of the top player in round 1), and TRF-2026,
 * which names the same two facts in records 142 and 152 and adds the records of trf/records.ts.
 */
import type { RuleText } from '../../games/types';
import type { Colour } from '../pairing/types';

/**
 * A round cell of a player line (columns 92+10(r-1) .. 99+10(r-1)):
 * `opponent` 0 for none; `colour` 'w', 'b' or '-'; `result` one of
 * 1 0 = (played), W D L (played, unrated), + - (forfeit win/loss, or without opponent: won/lost
 * without a game), H F (half/full-point bye), U (pairing-allocated bye), Z (zero-point bye),
 * or ' ' (not played yet).
 */
export interface TrfRound {
  opponent: number;
  colour: 'w' | 'b' | '-';
  result: string;
}

export interface TrfPlayer {
  /** Starting rank = pairing number (columns 5-8). */
  id: number;
  sex: string;
  title: string;
  name: string;
  rating: number | null;
  federation: string;
  fideId: string;
  birth: string;
  points: number;
  rank: number | null;
  rounds: (TrfRound | null)[];
}

/** TRF-16 (XXR/XXC) or TRF-2026 (records 142/152 and the others of trf/records.ts). */
export type TrfVersion = '16' | '2026';

export interface Trf {
  /** Every line that is not a player line nor XXR/XXC/142/152, verbatim and in order. */
  headers: string[];
  players: TrfPlayer[];
  /** XXR (TRF-16) or record 142 (TRF-2026): rounds declared. */
  totalRounds: number | null;
  /** XXC: colour of the first player (E.5 initial colour). */
  initialColour: Colour | null;
  /** Absent: TRF-16. TRF-2026 writes rounds and colour as records 142 and 152 instead of XXR and XXC. */
  version?: TrfVersion;
}

export interface TrfError {
  line: number;
  column: number;
  message: string;
  /** The message by catalogue key (`errors.tournament.trf.*`), for the API to say it in the caller's language. */
  text?: RuleText;
}

export type TrfParse = { ok: true; trf: Trf } | { ok: false; error: TrfError };
