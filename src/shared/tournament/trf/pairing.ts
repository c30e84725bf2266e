/**
 * Between TRF and the Dutch engine: the history of a round as engine input, the round to pair next,
 * and the pairings recorded in a round (for `td pair --check`).
 */
import type { Colour, DutchInput, DutchPair, RoundEntry } from '../pairing/types';
import type { Trf, TrfRound } from './types';

const PLAYED: Record<string, number> = { '1': 1, W: 1, '=': 0.5, D: 0.5, '0': 0, L: 0 };
const WITHOUT_OPPONENT: Record<string, number> = { F: 1, H: 0.5, Z: 0, '-': 0, ' ': 0 };

/** One TRF cell as a round of engine history. */
export function roundEntry(cell: TrfRound | null): RoundEntry {
  if (!cell) return { kind: 'bye', opponent: null, colour: null, points: 0 };
  const colour: Colour | null = cell.colour === 'w' ? 'white' : cell.colour === 'b' ? 'black' : null;
  if (cell.opponent > 0) {
    if (cell.result === '+') return { kind: 'forfeitWin', opponent: cell.opponent, colour, points: 1 };
    if (cell.result === '-') return { kind: 'forfeitLoss', opponent: cell.opponent, colour, points: 0 };
    return { kind: 'played', opponent: cell.opponent, colour, points: PLAYED[cell.result] ?? 0 };
  }
  if (cell.result === 'U') return { kind: 'pairingBye', opponent: null, colour: null, points: 1 };
  if (cell.result === '+') return { kind: 'forfeitWin', opponent: null, colour: null, points: 1 };
  return { kind: 'bye', opponent: null, colour: null, points: WITHOUT_OPPONENT[cell.result] ?? 0 };
}

/** Whether the pairing program paired the player in that round (a game, a forfeit or the bye U). */
const paired = (cell: TrfRound | null | undefined): boolean => !!cell && (cell.opponent > 0 || cell.result === 'U');

/** Rounds that hold pairings: the last round in which somebody was paired. */
export function pairedRounds(trf: Trf): number {
  let last = 0;
  for (const p of trf.players) p.rounds.forEach((c, i) => paired(c) && (last = Math.max(last, i + 1)));
  return last;
}

/**
 * The engine input for pairing `round` from the rounds before it. A player with a cell already in
 * that round that is not a pairing (H, F, Z, -: a bye or an absence decided beforehand) is not paired.
 * For a round already paired in the file (`--check`), exactly the players it paired are available.
 */
export function roundInput(trf: Trf, round: number): DutchInput {
  const totalRounds = Math.max(trf.totalRounds ?? round, round);
  const alreadyPaired = trf.players.some((p) => paired(p.rounds[round - 1]));
  return {
    round,
    totalRounds,
    initialColour: trf.initialColour ?? 'white',
    players: trf.players.map((p) => {
      const cell = p.rounds[round - 1];
      return {
        id: p.id,
        history: Array.from({ length: round - 1 }, (_, r) => roundEntry(p.rounds[r] ?? null)),
        available: alreadyPaired ? paired(cell) : !cell,
      };
    }),
  };
}

/** The pairs (as white/black) and the pairing-allocated bye recorded in `round`. */
export function recordedPairing(trf: Trf, round: number): { pairs: DutchPair[]; bye: number | null } {
  const pairs: DutchPair[] = [];
  let bye: number | null = null;
  for (const p of trf.players) {
    const c = p.rounds[round - 1];
    if (!c) continue;
    if (c.opponent === 0 && c.result === 'U') bye = p.id;
    if (c.opponent > 0 && c.colour === 'w') pairs.push({ white: p.id, black: c.opponent });
  }
  return { pairs, bye };
}

const RESULT_CODE: Record<string, string> = { '1': '1', '0.5': '=', '0': '0' };

/** One round of engine history as a TRF cell (the inverse of roundEntry for the standard scoring). */
export function roundCell(e: RoundEntry): TrfRound {
  const colour = e.colour === 'white' ? 'w' : e.colour === 'black' ? 'b' : '-';
  const opponent = e.opponent ?? 0;
  switch (e.kind) {
    case 'played':
      return { opponent, colour, result: RESULT_CODE[String(e.points)] ?? '0' };
    case 'forfeitWin':
      return { opponent, colour, result: '+' };
    case 'forfeitLoss':
      return { opponent, colour, result: '-' };
    case 'pairingBye':
      return { opponent: 0, colour: '-', result: 'U' };
    case 'bye':
      return { opponent: 0, colour: '-', result: e.points >= 1 ? 'F' : e.points > 0 ? 'H' : 'Z' };
  }
}

/** A TRF holding the players' histories (names left as "Player N"), for export and tests. */
export function trfFromHistory(players: { id: number; history: RoundEntry[] }[], totalRounds: number, initialColour: Colour = 'white'): Trf {
  return {
    headers: ['012 Club TD export'],
    totalRounds,
    initialColour,
    players: players.map((p) => ({
      id: p.id, sex: '', title: '', name: `Player ${p.id}`, rating: null, federation: '', fideId: '', birth: '',
      points: p.history.reduce((s, e) => s + e.points, 0), rank: null, rounds: p.history.map(roundCell),
    })),
  };
}
