/**
 * What PAPP remembers of each player before a round (couplage.c, penalties.c): score in half-points,
 * colour difference, last colour, last float, last result, byes, and who met whom with which colours.
 * Built from the engine's round history (RoundEntry: `white` is the first mover, Othello's Black).
 *
 * Only games over the board count as games: a forfeit scores but gives no colour, no float and no
 * rematch (the two may meet again); an absence or a requested bye scores what it scores and nothing
 * else. The pairing-allocated bye is PAPP's "Bip": it counts for `bip-bip` and as a float down.
 */
import type { RoundEntry } from '../pairing/types';
import { byeHalfPoints, type PappTable } from './table';

export interface PappPlayer {
  /** Pairing number (unique, positive). */
  id: number;
  /** One entry per past round; `colour: 'white'` is the first mover (Othello's Black). */
  history: RoundEntry[];
  /** The score the event pairs by, in its own points; defaults to the sum of `history[].points`. */
  score?: number;
  /** Federation code (e.g. FRA); compared without case; empty is a country of its own (PAPP). */
  country?: string;
  /** False when not paired this round (absent, withdrawn, a requested bye). */
  available?: boolean;
  /** Pairing numbers this player must not meet: costed as a rematch with the same colours. */
  forbidden?: number[];
}

/** PAPP's colour codes: 1 Black (first mover), 2 White, 0 no game. */
export type PappColour = 0 | 1 | 2;

export interface PappPlayerState {
  id: number;
  /** Half-points (win 2, draw 1). */
  score: number;
  /** Games as Black minus games as White. */
  colourDiff: number;
  /** Colour in the previous round (0: no game then). */
  lastColour: PappColour;
  /** Own score minus the opponent's before the player's last game (the bye: its score minus one). */
  lastFloat: number;
  /** The previous round's result in half-points (0 also for no game, as PAPP's wins_history). */
  lastResult: number;
  /** Pairing-allocated byes, and whether the last was in the previous round. */
  byes: number;
  byeLastRound: boolean;
  /** Colour per past round (index r - 1), for the colour tie-break. */
  colours: PappColour[];
  country: string;
}

export interface PappHistory {
  /** Rounds played before the one being paired (PAPP's current_round). */
  played: number;
  players: Map<number, PappPlayerState>;
  /** `${black} ${white}` -> games with those colours; `lastMet` pairs (`${low} ${high}`) met in the previous round. */
  games: Map<string, number>;
  lastMet: Set<string>;
}

/** Half-points of `points` in a scoring whose win is `win` (PAPP counts win 2, draw 1). */
export const halfPoints = (points: number, win: number): number => Math.round((2 * points) / win);

export const pairKey = (a: number, b: number): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

export function pappHistory(players: readonly PappPlayer[], round: number, table: PappTable, pointsForWin: number): PappHistory {
  const played = round - 1;
  const states = new Map<number, PappPlayerState>();
  const games = new Map<string, number>();
  const lastMet = new Set<string>();
  const byeHalf = byeHalfPoints(table);
  for (const p of players) {
    states.set(p.id, {
      id: p.id, score: 0, colourDiff: 0, lastColour: 0, lastFloat: 0, lastResult: 0, byes: 0, byeLastRound: false,
      colours: [], country: (p.country ?? '').trim().toLowerCase(),
    });
  }
  for (let r = 0; r < played; r++) {
    // Floats are measured on the scores before the round: every player's round is read first.
    const before = new Map<number, number>();
    for (const [id, st] of states) before.set(id, st.score);
    for (const p of players) {
      const s = states.get(p.id)!;
      const e = p.history[r];
      const last = r === played - 1;
      s.colours.push(0);
      if (!e) continue;
      const half = halfPoints(e.points, pointsForWin);
      if (e.kind === 'played' && e.opponent !== null && e.colour !== null) {
        const black = e.colour === 'white';
        s.colours[r] = black ? 1 : 2;
        s.colourDiff += black ? 1 : -1;
        if (last) s.lastColour = black ? 1 : 2;
        // An opponent not in the list (a partial input) leaves the float unknown: none.
        s.lastFloat = before.has(e.opponent) ? before.get(p.id)! - before.get(e.opponent)! : 0;
        if (last) s.lastResult = half;
        if (black) games.set(`${p.id} ${e.opponent}`, (games.get(`${p.id} ${e.opponent}`) ?? 0) + 1);
        if (last) lastMet.add(pairKey(p.id, e.opponent));
      } else if (e.kind === 'pairingBye') {
        s.byes++;
        s.byeLastRound = last;
        s.lastFloat = byeHalf - 1;
      }
      s.score += half;
    }
  }
  // The score the event pairs by wins over the history's sum (an event's own scoring, corrections).
  for (const p of players) if (p.score !== undefined) states.get(p.id)!.score = halfPoints(p.score, pointsForWin);
  return { played, players: states, games, lastMet };
}
