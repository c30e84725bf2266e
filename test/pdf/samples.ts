/**
 * Sample inputs for every document: a five-player round robin with the three Unicode names, every
 * game's records, rating events, and the 500-player Swiss list used for page counts and the bench.
 */
import { FORTY_FIVE_MARKERS } from '../../src/shared/games/onino/fixtures';
import type { GameId, GameOptions } from '../../src/shared/games/types';
import { mulberry32 } from '../../src/shared/random';
import type { PdfDocumentName, PdfInput, EventInfo, Paper } from '../../src/main/pdf';
import { roundRobinRounds, type Entry, type GameResult, type Match, type Round, type TournamentEvent } from '../../src/shared/tournament';

export const UNICODE_NAMES = ['Zoë Ångström', 'Łukasz Wróbel', '李雷'];

export function eventInfo(game: GameId, options: GameOptions = {}): EventInfo {
  return { name: 'Spring Open 2025', game, venue: 'Café Münster, Kraków', dates: '2025-03-01 – 2025-03-02', options };
}

/** A game score per game for the sample results: [winner's, loser's]. */
const SCORES: Record<GameId, [number, number]> = { othello: [40, 24], onino: [60, -60], ninuki: [5, 2], dominoes: [63, 41], tonobeb: [4, 0] };

function result(game: GameId, winner: 'a' | 'b' | null): GameResult {
  const [w, l] = SCORES[game];
  if (winner === null) {
    const d = game === 'othello' ? 32 : 0;
    return { winner, score: { a: d, b: d }, margin: 0, ending: game === 'othello' ? 'play' : 'agreement' };
  }
  return { winner, score: winner === 'a' ? { a: w, b: l } : { a: l, b: w }, margin: game === 'onino' ? w : w - l, ending: 'play' };
}

/** Five players (so a bye each round), rounds 1..3 of 5 played: a: win, b: win, draw, in turn. */
export function roundRobin(game: GameId): TournamentEvent {
  const names = [...UNICODE_NAMES, 'Ann Baker', 'Bob Carter'];
  const entries: Entry[] = names.map((name, i) => ({ id: `p${i + 1}`, name, rating: 1700 - i * 40, pairingNumber: i + 1 }));
  const rounds = roundRobinRounds(entries, { game });
  if (!rounds.ok) throw new Error(rounds.error.message);
  const outcomes = ['a', 'b', null] as const;
  let k = 0;
  const played = rounds.value.map((r): Round => r.number > 3 ? r : {
    ...r,
    pairings: r.pairings.map((p) => p.kind === 'bye' ? p : { ...p, games: p.games.map((g) => ({ ...g, result: result(game, outcomes[k++ % 3]!) })) }),
  });
  return { name: 'Spring Open 2025', game, format: 'round-robin', entries, rounds: played };
}

/** `players` entries (the Unicode names among them) over `rounds` Swiss-like rounds with seeded results; an odd field gets a bye. */
export function bigSwiss(players = 500, rounds = 9, game: GameId = 'othello'): TournamentEvent {
  const rnd = mulberry32(7);
  const entries: Entry[] = Array.from({ length: players }, (_, i) => ({
    id: `e${i + 1}`, name: UNICODE_NAMES[i] ?? `Player ${String(i + 1).padStart(3, '0')} Example-Surname`,
    rating: 1200 + Math.floor(rnd() * 1000), pairingNumber: i + 1,
  }));
  const out: Round[] = [];
  for (let r = 1; r <= rounds; r++) {
    const order = entries.map((e) => e.id).sort(() => rnd() - 0.5);
    const pairings: Round['pairings'] = [];
    for (let i = 0; i + 1 < order.length; i += 2) {
      const x = rnd();
      const m: Match = { kind: 'match', board: i / 2 + 1, a: order[i]!, b: order[i + 1]!, games: [{ first: 'a', result: result(game, x < 0.45 ? 'a' : x < 0.9 ? 'b' : null) }] };
      pairings.push(m);
    }
    if (order.length % 2) pairings.push({ kind: 'bye', entry: order.at(-1)!, bye: 'pairing' });
    out.push({ number: r, pairings });
  }
  return { name: 'Big Swiss', game, format: 'swiss', entries, rounds: out };
}

/** A full game: Correia Vitor – Dairokuno Mitsuru, WThor 2020 game 1 (white wins 57-7). */
export const OTHELLO_GAME = 'f5d6c3d3c6f4e3c5f6e6e7f3c4e2f1d1g4g3d7h4h2g5h5h3d2h1g2h6f2b3b4g1a3e1c2c1g6h7h8b1f7f8a5b5a6b6g7g8e8d8c8b8c7a7b7a8b2a1a2a4';
export const OTHELLO_RESIGNED = 'f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3f6 resign:black(20-44) "lost on time"';
export const ONINO_DOUBLES = '[mode doubles]\nh7 h8 g7 A2:attention i9 j10 f7 e7 B1:touch:h8 g8\ni7 k11 declare\n';
export const NINUKI_GAME = 'size 19\nK10 L11 F5 G4 G6 A1 G5 A3 H5 A5\nJ5 A7 K5 G7\nresign x lost on time\n';
export const TONOBEB_OPENING = '[first "red"]\n\na6-a8 a5-a7 a4-d4 a3-d3 a2-e2 a1-g1 end\ng9-g7 g10-f10 g11-d11 g12-c12 g13-c13 g14-g8 end\n';
export const TONOBEB_STUDY = '[position "r1c5,r3e3,b4c4,b5b4,b6g14"]\n\nc5-c4 e3-b3 xb4(b3,c4) end\nresign(blue)\n';
/** The complete game of docs/dominoes.md (b wins 62-35). */
export const DOMINOES_GAME = `forset(a=6-3;b=4-2)
deal 4-1 a+1 4-3@S 6-1@N 3-3@S draw 6-0@N 3-1@S 5-0@N 5-5@N 5-4@N a+1 4-4@N count(a=4)
deal 6-6 6-5@N 6-4@S 4-0@S a+1 0-0@S b+1 1-0@S 5-4@N b+1 3-1@S 3-3@S b+2 count(a=5)
deal 4-2 3-2@N draw draw 4-1@S 3-3@N 1-1@S draw 6-1@S 6-5@S draw 3-0@N b+1 5-0@N a+2 draw 5-1@N draw 2-1@S2r 2-2@S2r b+2 6-2@S2r 2-0@S2r2l 0-0@S2r2l count(b=8)
deal 6-3 3-0@N 0-0@N draw draw draw draw 6-2@S 6-0@N 4-2@S a+2 6-6@N 5-4@S draw 2-0@N2r 5-2@N2r draw draw 4-0@N2l 4-4@N2l a+6 4-3@N2l b+5 5-3@S 3-3@S count(a=9)
deal 4-1 a+1 1-1@N 2-1@N 1-0@N1r 2-0@N 6-0@N1r b+2 6-6@N1r 4-2@S draw 6-4@N1r 5-2@S count(a=10)
deal 4-3 draw draw draw draw draw 3-1@N a+1 2-1@N 2-2@N 6-2@N b+2 2-0@N3l a+2 4-2@N3r 6-0@N draw 6-4@N3r b+2 0-0@N3l a+2 draw 1-0@N 6-5@N3r a+2 5-3@N3r count(a=25)
deal 3-1 3-0@S draw draw draw 4-1@N 0-0@S 4-3@N 5-0@S 5-5@S 3-3@N 6-3@N 5-4@S b+2 count(a=25)
deal 5-5 b+2 draw draw draw 5-0@S a+2 5-2@N 2-1@N 6-5@E 1-0@S draw 6-2@E 1-1@S a+1 4-2@E 6-4@E draw draw 6-0@E 0-0@E 3-0@E 3-3@E 4-3@E count(a=12)
deal 4-2 4-3@S b+1 6-3@S 6-1@S 2-2@N a+1 5-1@S draw 6-2@N 5-4@S b+2 4-4@S 4-0@S count(a=1)
deal 2-2 draw draw draw draw 4-2@S 2-1@N b+1 3-1@N 5-2@E 4-3@S draw 3-2@N b+2 6-5@E 6-0@E b+1 3-3@S 1-0@E count(a=21)
deal 6-1 2-1@N 6-4@S 6-2@N b+2 4-2@S 2-2@S b+2 draw draw draw draw draw draw draw draw 6-6@N 3-2@S b+3 5-3@S draw draw draw 5-2@S draw draw 6-0@N 1-0@N 5-1@N draw 5-0@N 4-0@N 4-3@N b+1 3-1@N draw 6-5@N3r 5-5@N3r draw 5-4@N3r 4-1@N a+2 pass 4-4@N3r pass pass count(a=5;b=6)
deal 0-0 6-0@S draw draw 6-4@S 4-4@S draw 5-4@S b+1 6-5@S draw 4-0@N b+2 6-1@S a+1 5-1@S draw 5-0@S draw 4-2@S3r 2-2@S3r count(b=25)
`;

export const RECORDS: Record<GameId, { record: string; players: Record<string, string>; options?: GameOptions }> = {
  othello: { record: OTHELLO_GAME, players: { black: 'Zoë Ångström', white: '李雷' } },
  onino: { record: FORTY_FIVE_MARKERS, players: { first: 'Łukasz Wróbel', second: 'Zoë Ångström' } },
  ninuki: { record: NINUKI_GAME, players: { x: '李雷', o: 'Łukasz Wróbel' } },
  dominoes: { record: DOMINOES_GAME, players: { a: 'Zoë Ångström', b: 'Łukasz Wróbel' } },
  tonobeb: { record: TONOBEB_STUDY, players: { red: '李雷', blue: 'Zoë Ångström' } },
};

/** Two finalised events of one game, for the rating documents. */
export function ratingEvents(game: GameId = 'othello') {
  const first = roundRobin(game);
  const second = { ...roundRobin(game), name: 'Summer Cup 2025' };
  return [{ id: 'spring-2025', event: first }, { id: 'summer-2025', name: 'Summer Cup 2025', event: second }];
}

export interface Sample<N extends PdfDocumentName = PdfDocumentName> {
  /** File name under artifacts/pdf. */
  file: string;
  document: N;
  input: PdfInput<N>;
}

const sample = <N extends PdfDocumentName>(file: string, document: N, input: PdfInput<N>): Sample => ({ file, document, input } as Sample);

/** One sample of every document, with every game's scoresheet and record, on both papers. */
export function samples(): Sample[] {
  const games: GameId[] = ['othello', 'onino', 'ninuki', 'dominoes', 'tonobeb'];
  const paper = (i: number): Paper => (i % 2 ? 'Letter' : 'A4');
  return [
    ...games.map((game, i) => sample(`scoresheet-${game}`, 'scoresheet', {
      event: eventInfo(game, game === 'ninuki' ? { size: 15 } : {}), tournament: roundRobin(game), round: 2, paper: paper(i),
    })),
    sample('scoresheet-blank-ninuki-21', 'scoresheet', { game: 'ninuki', options: { size: 21 }, paper: 'Letter' }),
    sample('scoresheet-blank-onino-doubles', 'scoresheet', { game: 'onino', options: { mode: 'doubles' } }),
    ...games.map((game, i) => sample(`record-${game}`, 'game-record', {
      event: eventInfo(game), game, ...RECORDS[game], round: 2, table: 1, paper: paper(i + 1),
    })),
    sample('record-othello-resigned', 'game-record', { game: 'othello', record: OTHELLO_RESIGNED, players: { black: 'Ann Baker', white: 'Bob Carter' } }),
    sample('record-onino-doubles', 'game-record', { game: 'onino', record: ONINO_DOUBLES, players: { first: 'Lee / Kim', second: '李雷 / Zoë Ångström' } }),
    sample('record-tonobeb-opening', 'game-record', { game: 'tonobeb', record: TONOBEB_OPENING }),
    sample('round-sheet', 'round-sheet', { event: eventInfo('othello'), tournament: roundRobin('othello'), round: 3 }),
    sample('round-sheet-onino', 'round-sheet', { event: eventInfo('onino'), tournament: roundRobin('onino'), round: 4, paper: 'Letter' }),
    sample('standings', 'standings', { event: eventInfo('othello'), tournament: roundRobin('othello'), round: 3 }),
    sample('standings-500', 'standings', { event: eventInfo('othello'), tournament: bigSwiss(), paper: 'Letter' }),
    sample('cross-table', 'cross-table', { event: eventInfo('othello'), tournament: roundRobin('othello'), round: 3 }),
    sample('cross-table-onino', 'cross-table', { event: eventInfo('onino'), tournament: roundRobin('onino') }),
    sample('cross-table-16', 'cross-table', { event: eventInfo('othello'), tournament: bigSwiss(16, 7) }),
    sample('rating-list', 'rating-list', { game: 'othello', events: ratingEvents() }),
    sample('player-history', 'player-history', { game: 'othello', events: ratingEvents(), player: 'p3' }),
    sample('table-cards', 'table-cards', { event: eventInfo('othello'), eventId: 1, tournament: roundRobin('othello'), round: 2, tableUrl: 'http://192.168.1.20:5180/' }),
    sample('table-cards-four-onino', 'table-cards', { event: eventInfo('onino'), tournament: roundRobin('onino'), round: 2, layout: 'four', paper: 'Letter', noQrNote: 'No QR code: start the LAN server and print again.' }),
    sample('table-cards-single', 'table-cards', { event: eventInfo('othello'), eventId: 1, tournament: roundRobin('othello'), round: 2, layout: 'single', board: 1, tableUrl: 'http://192.168.1.20:5180/' }),
  ];
}
