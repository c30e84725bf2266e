/**
 * TRF-16 and TRF-2026 reader (CR, LF or CRLF line ends). Never throws: a malformed file gives the
 * 1-based line and column of the first fault, a byte that is not UTF-8 text included.
 * Player line columns (1-based): 1-3 "001", 5-8 rank, 10 sex, 11-13 title, 15-47 name, 49-52 rating,
 * 54-56 federation, 58-68 FIDE id, 70-79 birth date, 81-84 points, 86-89 rank, then per round r a
 * cell at 92+10(r-1): 4 columns opponent, a space, colour, a space, result.
 */
import type { Trf, TrfError, TrfParse, TrfPlayer, TrfRound } from './types';

const RESULTS = new Set(['1', '0', '=', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z', ' ']);

class Fault extends Error {
  constructor(readonly at: TrfError) {
    super(at.message);
  }
}

const field = (line: string, from: number, to: number): string => line.slice(from - 1, to).trim();

function parseRound(line: string, lineNo: number, start: number): TrfRound | null {
  const cell = line.slice(start - 1, start + 7).padEnd(8, ' ');
  if (cell.trim() === '') return null;
  const opp = cell.slice(0, 4).trim();
  if (!/^\d*$/.test(opp)) throw new Fault({ line: lineNo, column: start, message: `opponent "${opp}" is not a number`, text: { key: 'tournament.trf.opponent', params: { opponent: opp } } });
  const colour = cell[5]!;
  if (colour !== 'w' && colour !== 'b' && colour !== '-' && colour !== ' ') {
    throw new Fault({ line: lineNo, column: start + 5, message: `colour "${colour}" is not w, b or -`, text: { key: 'tournament.trf.colour', params: { colour } } });
  }
  const result = cell[7]!;
  if (!RESULTS.has(result)) {
    throw new Fault({ line: lineNo, column: start + 7, message: `result "${result}" is not one of 1 0 = W D L + - H F U Z`, text: { key: 'tournament.trf.result', params: { result } } });
  }
  const opponent = opp === '' ? 0 : Number(opp);
  if (opponent > 0 && colour !== 'w' && colour !== 'b') {
    throw new Fault({ line: lineNo, column: start + 5, message: `a game against ${opponent} needs colour w or b`, text: { key: 'tournament.trf.gameColour', params: { opponent } } });
  }
  return { opponent, colour: colour === ' ' ? '-' : colour, result };
}

function parsePlayer(line: string, lineNo: number): TrfPlayer {
  const idText = field(line, 5, 8);
  if (!/^\d+$/.test(idText) || Number(idText) < 1) {
    throw new Fault({ line: lineNo, column: 5, message: `starting rank "${idText}" is not a positive number`, text: { key: 'tournament.trf.startRank', params: { rank: idText } } });
  }
  const ratingText = field(line, 49, 52);
  if (ratingText !== '' && !/^\d+$/.test(ratingText)) {
    throw new Fault({ line: lineNo, column: 49, message: `rating "${ratingText}" is not a number`, text: { key: 'tournament.trf.rating', params: { rating: ratingText } } });
  }
  // A player's country (issue 41): blank, or a federation code of three letters (FIDE writes capitals;
  // PAPP compares without case, and its files may not: an import stores the code in capitals).
  const federation = field(line, 54, 56);
  if (federation !== '' && !/^[A-Za-z]{3}$/.test(federation)) {
    throw new Fault({ line: lineNo, column: 54, message: `federation "${federation}" is not a code of three letters (e.g. FRA, JPN)`, text: { key: 'tournament.trf.federation', params: { federation } } });
  }
  const pointsText = field(line, 81, 84);
  if (!/^\d+(\.\d)?$/.test(pointsText)) {
    throw new Fault({ line: lineNo, column: 81, message: `points "${pointsText}" is not a number like 3.5`, text: { key: 'tournament.trf.points', params: { points: pointsText } } });
  }
  const rankText = field(line, 86, 89);
  if (rankText !== '' && !/^\d+$/.test(rankText)) {
    throw new Fault({ line: lineNo, column: 86, message: `rank "${rankText}" is not a number`, text: { key: 'tournament.trf.rank', params: { rank: rankText } } });
  }
  const rounds: (TrfRound | null)[] = [];
  for (let start = 92; start <= line.length; start += 10) {
    const gap = line.slice(start - 3, start - 1);
    if (gap.trim() !== '') throw new Fault({ line: lineNo, column: start - 2, message: 'round cells must be separated by two spaces', text: { key: 'tournament.trf.gap' } });
    rounds.push(parseRound(line, lineNo, start));
  }
  while (rounds.length > 0 && rounds[rounds.length - 1] === null) rounds.pop();
  return {
    id: Number(idText),
    sex: field(line, 10, 10),
    title: field(line, 11, 13),
    name: field(line, 15, 47),
    rating: ratingText === '' ? null : Number(ratingText),
    federation,
    fideId: field(line, 58, 68),
    birth: field(line, 70, 79),
    points: Number(pointsText),
    rank: rankText === '' ? null : Number(rankText),
    rounds,
  };
}

/** Records only TRF-2026 has (trf/records.ts): a file holding one is read as TRF-2026. */
const TRF2026_RECORDS = /^(1[4-9]2|2[0-2]2|240|250|260|299|3[0-6][0-2])$/;

/** The replacement character a UTF-8 decoder puts for undecodable bytes, or a NUL: not text. */
const NOT_TEXT = /[\uFFFD\0]/;

export function parseTrf(text: string): TrfParse {
  const trf: Trf = { headers: [], players: [], totalRounds: null, initialColour: null };
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  try {
    const ids = new Set<number>();
    lines.forEach((line, i) => {
      const lineNo = i + 1;
      const bad = line.search(NOT_TEXT);
      if (bad >= 0) throw new Fault({ line: lineNo, column: bad + 1, message: 'the file is not UTF-8 text here (undecodable bytes); save it as UTF-8 and import again', text: { key: 'tournament.trf.notUtf8' } });
      if (TRF2026_RECORDS.test(line.slice(0, 3))) trf.version = '2026';
      if (line.startsWith('001')) {
        const p = parsePlayer(line, lineNo);
        if (ids.has(p.id)) throw new Fault({ line: lineNo, column: 5, message: `starting rank ${p.id} appears twice`, text: { key: 'tournament.trf.rankTwice', params: { rank: p.id } } });
        ids.add(p.id);
        trf.players.push(p);
      } else if (line.startsWith('XXR')) {
        const n = line.slice(3).trim();
        if (!/^\d+$/.test(n) || Number(n) < 1) throw new Fault({ line: lineNo, column: 5, message: `XXR needs a number of rounds, got "${n}"`, text: { key: 'tournament.trf.xxr', params: { value: n } } });
        trf.totalRounds = Number(n);
      } else if (line.startsWith('142')) {
        const n = line.slice(3).trim();
        if (!/^\d+$/.test(n) || Number(n) < 1) throw new Fault({ line: lineNo, column: 5, message: `record 142 needs a number of rounds, got "${n}"`, text: { key: 'tournament.trf.r142', params: { value: n } } });
        trf.totalRounds = Number(n);
      } else if (line.startsWith('152')) {
        const v = line.slice(3).trim().toUpperCase();
        if (v !== 'W' && v !== 'B') throw new Fault({ line: lineNo, column: 5, message: `record 152 (initial colour) must be W or B, got "${line.slice(3).trim()}"`, text: { key: 'tournament.trf.r152', params: { value: line.slice(3).trim() } } });
        trf.initialColour = v === 'W' ? 'white' : 'black';
      } else if (line.startsWith('XXC')) {
        const v = line.slice(3).trim();
        if (v !== 'white1' && v !== 'black1') throw new Fault({ line: lineNo, column: 5, message: `XXC must be white1 or black1, got "${v}"`, text: { key: 'tournament.trf.xxc', params: { value: v } } });
        trf.initialColour = v === 'white1' ? 'white' : 'black';
      } else {
        trf.headers.push(line);
      }
    });
    // The n-th player line is the n-th player read above (a search by id made large files quadratic).
    let n = 0;
    lines.forEach((line, i) => {
      if (!line.startsWith('001')) return;
      const p = trf.players[n++]!;
      p.rounds.forEach((r, k) => {
        if (r && r.opponent > 0 && !ids.has(r.opponent)) {
          throw new Fault({ line: i + 1, column: 92 + 10 * k, message: `round ${k + 1}: opponent ${r.opponent} is not a player of this file`, text: { key: 'tournament.trf.opponentUnknown', params: { round: k + 1, opponent: r.opponent } } });
        }
      });
    });
  } catch (e) {
    if (e instanceof Fault) return { ok: false, error: e.at };
    throw e;
  }
  return { ok: true, trf };
}
