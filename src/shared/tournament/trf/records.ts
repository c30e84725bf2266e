/**
 * The TRF-2026 records beyond the player lines (FIDE Handbook, "TRF-2026 format", applied from
 * 1 September 2025), as the app writes and reads them. Columns are 1-based and fixed:
 * - 162 game score system: a symbol at column 6, 15, 24, ... and its points in the 4 columns after
 *   (W win, D draw, L loss, A zero-point bye and forfeit loss, P pairing-allocated bye);
 * - 192 encoded type of tournament (`FIDE_DUTCH_2025`, `FIDE_ROUNDROBIN`, ...);
 * - 202 / 212 the tie-breaks in FIDE's syntax (`BH/C1`), 212 with the score (`PTS`) first;
 * - 240 a bye of type F, H or Z (column 5) in round (7-9) for the players at 11-14, 16-19, ...;
 * - 250 accelerated rounds: points (10-13) from round (15-17) to round (19-21) for players (23-26) to (28-31);
 * - 260 forbidden pairs: from round (5-7) to round (9-11), players at 13-16, 18-21, ...;
 * - 299 abnormal assignment points: the result type (5), points (14-17), for every round and player
 *   when the round and players are left out (how the app says what an unplayed result is worth).
 * Pure: no event, no settings; event.ts decides what to write.
 */
import type { Criterion } from '../standings';
import type { DutchEdition } from '../editions';
import { DEFAULT_SCORING, type Scoring } from '../model';
import { num, pts } from './format';

/** Player ids are four columns wide in player lines, 240, 250 and 260: TRF holds at most 9,999 players. */
export const TRF_MAX_PLAYERS = 9999;

/** C.07's codes for the criteria FIDE defines; game scores and Brightwell have none. */
export const FIDE_TIE_BREAK: Partial<Record<Criterion, string>> = {
  matchPoints: 'PTS',
  buchholz: 'BH',
  buchholzCut1: 'BH/C1',
  buchholzCut2: 'BH/C2',
  buchholzMedian: 'BH/M1',
  buchholzMedian2: 'BH/M2',
  sonnebornBerger: 'SB',
  directEncounter: 'DE',
  wins: 'WIN',
  winsPlayed: 'WON',
  firstMoveGames: 'BPG',
  firstMoveWins: 'BWG',
  progressive: 'PS',
  koya: 'KS',
  aro: 'ARO',
  tpr: 'TPR',
};

/**
 * The ranking order in FIDE's syntax, or null when FIDE has no code for one of its criteria (game
 * scores, Brightwell) or it does not start with the score: a part of the order would misstate it,
 * so records 202/212 are then left out and the ranks of column 86 speak alone.
 */
export function fideTieBreaks(order: readonly Criterion[]): string[] | null {
  const codes = order.map((c) => FIDE_TIE_BREAK[c]);
  if (codes.some((c) => c === undefined) || codes[0] !== 'PTS') return null;
  return codes as string[];
}

/** Records 202 (the tie-breaks after the score) and 212 (the whole order, score first). */
export function tieBreakRecords(codes: string[]): string[] {
  const lines = [`212 ${codes.join(',')}`];
  if (codes.length > 1) lines.unshift(`202 ${codes.slice(1).join(',')}`);
  return lines;
}

/**
 * Record 162 for a scoring, and the 299 records for what 162 cannot say: a half-point bye worth
 * other than a draw, a forfeit win other than a win, a forfeit loss other than a zero-point bye.
 * `A` is written only when not zero (bbpPairings 6.0.0 reads Z there, Gacrux A: zero is the default of both).
 */
export function scoringRecords(s: Scoring): string[] {
  const symbols: Array<[string, number]> = [['W', s.win], ['D', s.draw], ['L', s.loss]];
  if (s.zeroBye !== 0) symbols.push(['A', s.zeroBye]);
  symbols.push(['P', s.pairingBye]);
  const lines = ['162  ' + symbols.map(([sym, p]) => `${sym}${pts(p)}`).join('    ')];
  const abnormal = (type: string, points: number): string => `299 ${type}        ${pts(points)}`;
  if (s.halfBye !== s.draw) lines.push(abnormal('H', s.halfBye));
  if (s.forfeitWin !== s.win) lines.push(abnormal('+', s.forfeitWin));
  if (s.forfeitLoss !== s.zeroBye) lines.push(abnormal('-', s.forfeitLoss));
  return lines;
}

/** A refusal of a record by line and column (event.ts turns it into its own). */
export interface RecordFault {
  column: number;
  message: string;
  key: string;
  params?: Record<string, string | number>;
}

type ScoringRead = { ok: true; scoring: Scoring } | { ok: false; fault: RecordFault };

/** Reads records 162 and the points-only 299 back into a scoring (FIDE's, the default, where a value is not given). */
export function readScoring(lines: Array<{ text: string; line: number }>): ScoringRead & { line?: number } {
  const s: Scoring = { ...DEFAULT_SCORING };
  let halfBye: number | null = null;
  let forfeitWin: number | null = null;
  let forfeitLoss: number | null = null;
  for (const { text, line } of lines) {
    if (text.startsWith('162')) {
      for (let col = 6; col <= text.length; col += 9) {
        const sym = text[col - 1]!;
        const value = text.slice(col, col + 4).trim();
        if (sym === ' ' && value === '') continue;
        if (!/^\d{1,2}(\.\d)?$/.test(value)) return { ok: false, line, fault: { column: col + 1, message: `record 162: points "${value}" for ${sym} are not a number like 1.0`, key: 'tournament.trf.r162Points', params: { value, symbol: sym } } };
        const p = Number(value);
        if (sym === 'W') s.win = p;
        else if (sym === 'D') s.draw = p;
        else if (sym === 'L') s.loss = p;
        else if (sym === 'A' || sym === 'Z') s.zeroBye = p;
        else if (sym === 'P') s.pairingBye = p;
        else return { ok: false, line, fault: { column: col, message: `record 162: "${sym}" is not one of W D L A Z P`, key: 'tournament.trf.r162Symbol', params: { symbol: sym } } };
      }
    } else if (text.startsWith('299')) {
      const type = text[4] ?? ' ';
      const value = text.slice(13, 17).trim();
      const scoped = text.slice(17).trim() !== '' && text.slice(17).trim() !== '000';
      if (scoped || !['H', '+', '-'].includes(type) || !/^\d{1,2}(\.\d)?$/.test(value)) {
        return { ok: false, line, fault: { column: 5, message: 'record 299: only the points of H, + and - for the whole event are read (no round, no players)', key: 'tournament.trf.r299' } };
      }
      const p = Number(value);
      if (type === 'H') halfBye = p;
      else if (type === '+') forfeitWin = p;
      else forfeitLoss = p;
    }
  }
  s.halfBye = halfBye ?? s.draw;
  s.forfeitWin = forfeitWin ?? s.win;
  s.forfeitLoss = forfeitLoss ?? s.zeroBye;
  return { ok: true, scoring: s };
}

/** Record 240: the players (ids) with a bye of `type` in `round`. */
export const byeRecord = (type: 'F' | 'H' | 'Z', round: number, ids: number[]): string =>
  `240 ${type} ${num(round, 3)} ${ids.map((id) => num(id, 4)).join(' ')}`;

/** Record 250: `points` added for pairing from round `from` to `to` for players `first`..`last`. */
export const accelerationRecord = (points: number, from: number, to: number, first: number, last: number): string =>
  `250      ${pts(points)} ${num(from, 3)} ${num(to, 3)} ${num(first, 4)} ${num(last, 4)}`;

/** Record 260: players who must not meet from round `from` to round `to`. */
export const forbiddenRecord = (from: number, to: number, ids: number[]): string =>
  `260 ${num(from, 3)} ${num(to, 3)} ${ids.map((id) => num(id, 4)).join(' ')}`;

/** The Dutch editions the app pairs by (C.04.3 of 2017, of 2026) and their record 192 codes. */
const DUTCH_192: Record<DutchEdition, string> = { '2017': 'FIDE_DUTCH_2017', '2026': 'FIDE_DUTCH_2025' };

/**
 * Record 192 for an event: a Swiss is paired by the FIDE Dutch system of its edition (the 2026 rules
 * are coded FIDE_DUTCH_2025, the year FIDE approved them), `_BAKU` when accelerated (a PAPP Swiss:
 * CUSTOM_PAPP); round robins by
 * FIDE's Berger tables; knockouts and leagues by the app's own schedule.
 */
export function systemCode(format: string, edition: DutchEdition, baku: boolean, swissSystem: 'dutch' | 'papp' = 'dutch'): string {
  // A Swiss paired by PAPP (Othello's federations) is no FIDE system: named as the app's own, as a knockout is.
  if (format === 'swiss' && swissSystem === 'papp') return 'CUSTOM_PAPP';
  if (format === 'swiss') return DUTCH_192[edition] + (baku ? '_BAKU' : '');
  if (format === 'round-robin') return 'FIDE_ROUNDROBIN';
  if (format === 'double-round-robin') return 'FIDE_DOUBLEROUNDROBIN';
  if (format === 'knockout') return 'CUSTOM_KNOCKOUT';
  return 'CUSTOM_ROUNDROBIN';
}

/** The Dutch edition a record 192 names (`td pair`): null when it names no Dutch edition. */
export function dutchEditionOf(code: string): DutchEdition | null {
  const c = code.trim().toUpperCase().replace(/_BAKU$/, '');
  if (c === 'FIDE_DUTCH_2017') return '2017';
  if (c === 'FIDE_DUTCH_2025' || c === 'FIDE_DUTCH') return '2026';
  return null;
}

/**
 * The ranking order of records 212 (or 202, the score put first) as the app's criteria, as far as the
 * app has them: from the first code it does not know (a modifier such as `/P`, a C.07 2026 novelty)
 * on, the order is left out. Null when neither record is there.
 */
export function criteriaOf(r212: string | null, r202: string | null): Criterion[] | null {
  const text = r212 ?? (r202 !== null ? `PTS,${r202}` : null);
  if (text === null) return null;
  const byCode = new Map(Object.entries(FIDE_TIE_BREAK).map(([c, code]) => [code, c as Criterion]));
  const out: Criterion[] = [];
  for (const code of text.split(/[,\s]+/).filter(Boolean)) {
    const c = byCode.get(code.toUpperCase());
    if (!c) break;
    out.push(c);
  }
  return out[0] === 'matchPoints' ? out : null;
}

/** Record 260 read back: its rounds and players, or the column at fault. */
export function readForbidden(text: string): { ok: true; from: number; to: number; ids: number[] } | { ok: false; fault: RecordFault } {
  const from = text.slice(4, 7).trim();
  const to = text.slice(8, 11).trim();
  if (!/^\d+$/.test(from) || Number(from) < 1) return { ok: false, fault: { column: 5, message: `record 260: first round "${from}" is not a round number`, key: 'tournament.trf.r260', params: { value: from } } };
  if (!/^\d+$/.test(to) || Number(to) < Number(from)) return { ok: false, fault: { column: 9, message: `record 260: last round "${to}" is not a round number from the first on`, key: 'tournament.trf.r260', params: { value: to } } };
  const ids: number[] = [];
  for (let col = 13; col <= text.length; col += 5) {
    const id = text.slice(col - 1, col + 3).trim();
    if (!/^\d+$/.test(id) || Number(id) < 1) return { ok: false, fault: { column: col, message: `record 260: player "${id}" is not a starting rank`, key: 'tournament.trf.r260', params: { value: id } } };
    ids.push(Number(id));
  }
  if (ids.length < 2) return { ok: false, fault: { column: 13, message: 'record 260: a forbidden pair needs at least two players', key: 'tournament.trf.r260Two' } };
  return { ok: true, from: Number(from), to: Number(to), ids };
}
