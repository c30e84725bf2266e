/**
 * The WThor archive format of the French Othello Federation (test/fixtures/wthor/README.md), read and
 * written on bytes so it runs anywhere (no files here).
 *
 * .wtb: a 16-byte header (creation century, year, month, day; game count uint32 LE at 4; names count
 * uint16 at 8; year of the games uint16 at 10; board size, game type, depth of the theoretical score),
 * then 68 bytes per game: tournament, black and white player numbers (uint16 LE), black's recorded
 * official disc count, the theoretical score, and 60 move bytes `10 * rank + file` (0 ends the list).
 * .JOU / .TRN: the same 16-byte header (record count at 8), then 20- or 26-byte latin-1 names.
 */

export const HEADER_SIZE = 16;
export const GAME_SIZE = 68;
export const PLAYER_NAME_SIZE = 20;
export const TOURNAMENT_NAME_SIZE = 26;

export interface WthorHeader {
  /** Creation date of the file. */
  created: { year: number; month: number; day: number };
  /** Game count the header announces (may disagree with the bytes: see problems). */
  count: number;
  /** Year of the games. */
  year: number;
  boardSize: number;
  gameType: number;
  /** Number of empty squares from which the theoretical score was computed. */
  depth: number;
}

export interface WthorGame {
  /** 1-based position in the file. */
  index: number;
  tournament: number;
  black: number;
  white: number;
  /** Black's recorded (official) disc count; white's is 64 minus it. */
  score: number;
  theoretical: number;
  /** Move squares as indices 0..63 (bitboard.ts layout), passes not recorded. */
  moves: number[];
}

/** A problem found while reading: `game` is the 1-based game it concerns, or null for the whole file. */
export interface WthorProblem {
  game: number | null;
  message: string;
}

export interface WthorFile {
  header: WthorHeader | null;
  games: WthorGame[];
  problems: WthorProblem[];
}

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

function readHeader(bytes: Uint8Array): WthorHeader {
  return {
    created: { year: bytes[0]! * 100 + bytes[1]!, month: bytes[2]!, day: bytes[3]! },
    count: u32(bytes, 4),
    year: u16(bytes, 10),
    boardSize: bytes[12]!,
    gameType: bytes[13]!,
    depth: bytes[14]!,
  };
}

/** Move byte (`10 * rank + file`) -> square index, or -1. */
export function moveSquare(byte: number): number {
  const rank = Math.floor(byte / 10);
  const file = byte % 10;
  return rank >= 1 && rank <= 8 && file >= 1 && file <= 8 ? (rank - 1) * 8 + (file - 1) : -1;
}

/** Square index -> move byte. */
export const moveByte = (sq: number): number => 10 * ((sq >> 3) + 1) + (sq & 7) + 1;

/** A .wtb file's header, the problems of the file as a whole (and of a truncated tail), and its complete games' count. */
export interface WtbLayout {
  header: WthorHeader | null;
  /** Complete games in the bytes: `readWtbGame` reads each. */
  complete: number;
  problems: WthorProblem[];
}

export function readWtbLayout(bytes: Uint8Array): WtbLayout {
  if (bytes.length < HEADER_SIZE) {
    return { header: null, complete: 0, problems: [{ game: null, message: `file too short for a WThor header (${bytes.length} bytes, need ${HEADER_SIZE})` }] };
  }
  const header = readHeader(bytes);
  const problems: WthorProblem[] = [];
  if (header.boardSize !== 0 && header.boardSize !== 8) {
    problems.push({ game: null, message: `board size ${header.boardSize} is not 8x8; games read as 8x8` });
  }
  const body = bytes.length - HEADER_SIZE;
  const complete = Math.floor(body / GAME_SIZE);
  const partial = body % GAME_SIZE;
  if (partial !== 0) {
    problems.push({ game: complete + 1, message: `truncated: only ${partial} of ${GAME_SIZE} bytes of game ${complete + 1}` });
  }
  const present = complete + (partial ? 1 : 0);
  if (header.count !== present) {
    problems.push({ game: null, message: `header announces ${header.count} games, the file holds ${present}${partial ? ` (the last one truncated)` : ''}` });
  }
  return { header, complete, problems };
}

/** Complete game `i` (0-based) of a .wtb file, or the problem that makes it unreadable (its move bytes). */
export function readWtbGame(bytes: Uint8Array, i: number): WthorGame | WthorProblem {
  const at = HEADER_SIZE + i * GAME_SIZE;
  const moves: number[] = [];
  let bad: string | null = null;
  let ended = false;
  for (let k = 0; k < 60; k++) {
    const byte = bytes[at + 8 + k]!;
    if (byte === 0) {
      ended = true;
      continue;
    }
    if (ended) {
      bad ??= `move byte ${byte} after the end of the moves (byte ${k + 1})`;
      continue;
    }
    const sq = moveSquare(byte);
    if (sq < 0) bad ??= `move ${k + 1}: byte ${byte} is not a square (10 * rank + file)`;
    else moves.push(sq);
  }
  if (bad) return { game: i + 1, message: bad };
  return { index: i + 1, tournament: u16(bytes, at), black: u16(bytes, at + 2), white: u16(bytes, at + 4), score: bytes[at + 6]!, theoretical: bytes[at + 7]!, moves };
}

/**
 * Reads a .wtb file. Every complete game is returned; a truncated tail, a count that disagrees with
 * the bytes and unreadable move bytes are reported as problems (per game where they concern one), so
 * the readable games of a damaged file are still imported. A reader that goes game by game (td wthor,
 * which keeps no game past its line) uses `readWtbLayout` and `readWtbGame`.
 */
export function readWtb(bytes: Uint8Array): WthorFile {
  const { header, complete, problems } = readWtbLayout(bytes);
  const games: WthorGame[] = [];
  for (let i = 0; i < complete; i++) {
    const read = readWtbGame(bytes, i);
    if ('message' in read) problems.push(read);
    else games.push(read);
  }
  return { header, games, problems };
}

export interface WthorGameInput {
  tournament: number;
  black: number;
  white: number;
  /** Black's official disc count. */
  score: number;
  theoretical: number;
  moves: readonly number[];
}

export interface WtbOptions {
  created: { year: number; month: number; day: number };
  /** Year of the games. */
  year: number;
  /** Empty squares from which `theoretical` was computed (0: it is the final score itself). */
  depth?: number;
}

/** Writes a .wtb file (8x8, normal games). The games are taken as valid: `wthorGameOf` checks them. */
export function writeWtb(games: readonly WthorGameInput[], options: WtbOptions): Uint8Array {
  const bytes = new Uint8Array(HEADER_SIZE + games.length * GAME_SIZE);
  const view = new DataView(bytes.buffer);
  const { year, month, day } = options.created;
  bytes[0] = Math.floor(year / 100);
  bytes[1] = year % 100;
  bytes[2] = month;
  bytes[3] = day;
  view.setUint32(4, games.length, true);
  view.setUint16(10, options.year, true);
  bytes[12] = 8;
  bytes[14] = options.depth ?? 0;
  games.forEach((g, i) => {
    const at = HEADER_SIZE + i * GAME_SIZE;
    view.setUint16(at, g.tournament, true);
    view.setUint16(at + 2, g.black, true);
    view.setUint16(at + 4, g.white, true);
    bytes[at + 6] = g.score;
    bytes[at + 7] = g.theoretical;
    g.moves.slice(0, 60).forEach((sq, k) => (bytes[at + 8 + k] = moveByte(sq)));
  });
  return bytes;
}

/** Reads a WTHOR.JOU (record size 20) or WTHOR.TRN (26) names file; the index is the number. */
export function readNames(bytes: Uint8Array, recordSize: number): { names: string[]; problems: WthorProblem[] } {
  if (bytes.length < HEADER_SIZE) return { names: [], problems: [{ game: null, message: 'names file too short for a header' }] };
  const problems: WthorProblem[] = [];
  const count = u16(bytes, 8);
  const present = Math.floor((bytes.length - HEADER_SIZE) / recordSize);
  if (count !== present || (bytes.length - HEADER_SIZE) % recordSize !== 0) {
    problems.push({ game: null, message: `names file announces ${count} names and holds ${present}${(bytes.length - HEADER_SIZE) % recordSize ? ' and a truncated one' : ''}` });
  }
  const names: string[] = [];
  for (let i = 0; i < present; i++) {
    const at = HEADER_SIZE + i * recordSize;
    let name = '';
    // latin-1: every byte is its own code point; a NUL ends the name
    for (let k = 0; k < recordSize && bytes[at + k] !== 0; k++) name += String.fromCharCode(bytes[at + k]!);
    names.push(name.trimEnd());
  }
  return { names, problems };
}

/** Writes a names file; names longer than the record (minus its NUL) are cut, other characters become `?`. */
export function writeNames(names: readonly string[], recordSize: number, created: WtbOptions['created']): Uint8Array {
  const bytes = new Uint8Array(HEADER_SIZE + names.length * recordSize);
  bytes[0] = Math.floor(created.year / 100);
  bytes[1] = created.year % 100;
  bytes[2] = created.month;
  bytes[3] = created.day;
  new DataView(bytes.buffer).setUint16(8, names.length, true);
  names.forEach((name, i) => {
    const at = HEADER_SIZE + i * recordSize;
    for (let k = 0; k < Math.min(name.length, recordSize - 1); k++) {
      const code = name.charCodeAt(k);
      bytes[at + k] = code > 0 && code < 256 ? code : 63;
    }
  });
  return bytes;
}
