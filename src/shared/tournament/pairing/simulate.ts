/**
 * A seeded random tournament generator: pairs round after round with the Dutch engine and draws
 * random results, for invariant tests and the benchmark (like FIDE's "random tournament generator").
 */
import { mulberry32 } from '../../random';
import { pairDutch } from './dutch';
import type { DutchError, DutchInput, DutchPlayer, DutchResult, RoundEntry } from './types';

export interface SimulationOptions {
  players: number;
  rounds: number;
  /** Rounds to pair and play; defaults to `rounds`. */
  playRounds?: number;
  seed: number;
  /** Chance that a player sits out a round (absence, zero-point bye); default 0. */
  absence?: number;
  /** Chance that a scheduled game is forfeited; default 0. */
  forfeit?: number;
  /** Chance of a draw; default 0.2. */
  draw?: number;
  /** Pairs a round; pairDutch by default (the benchmark passes one that times it). */
  pair?: (input: DutchInput) => DutchResult;
}

export interface SimulatedTournament {
  players: DutchPlayer[];
  /** The input of every round, in order, as given to the engine. */
  inputs: DutchInput[];
  /** Set when a round could not be paired. */
  error?: { round: number; error: DutchError };
}


export function simulateTournament(options: SimulationOptions): SimulatedTournament {
  const random = mulberry32(options.seed);
  const players: DutchPlayer[] = Array.from({ length: options.players }, (_, i) => ({ id: i + 1, history: [] }));
  const inputs: DutchInput[] = [];
  const rounds = options.playRounds ?? options.rounds;
  for (let round = 1; round <= rounds; round++) {
    const absent = new Set(players.filter(() => random() < (options.absence ?? 0)).map((p) => p.id));
    const input: DutchInput = {
      round,
      totalRounds: options.rounds,
      players: players.map((p) => ({ id: p.id, history: [...p.history], available: !absent.has(p.id) })),
    };
    inputs.push(input);
    const result = (options.pair ?? pairDutch)(input);
    if (!result.ok) return { players, inputs, error: { round, error: result.error } };
    const entries = new Map<number, RoundEntry>();
    for (const id of absent) entries.set(id, { kind: 'bye', opponent: null, colour: null, points: 0 });
    if (result.bye !== null) entries.set(result.bye, { kind: 'pairingBye', opponent: null, colour: null, points: 1 });
    for (const { white, black } of result.pairs) {
      if (random() < (options.forfeit ?? 0)) {
        const whiteWins = random() < 0.5;
        entries.set(white, { kind: whiteWins ? 'forfeitWin' : 'forfeitLoss', opponent: black, colour: 'white', points: whiteWins ? 1 : 0 });
        entries.set(black, { kind: whiteWins ? 'forfeitLoss' : 'forfeitWin', opponent: white, colour: 'black', points: whiteWins ? 0 : 1 });
        continue;
      }
      const r = random();
      const drawChance = options.draw ?? 0.2;
      // The higher pairing number (weaker) player wins less often.
      const whiteStronger = white < black;
      const pWhite = (1 - drawChance) * (whiteStronger ? 0.6 : 0.4);
      const w = r < pWhite ? 1 : r < pWhite + drawChance ? 0.5 : 0;
      entries.set(white, { kind: 'played', opponent: black, colour: 'white', points: w });
      entries.set(black, { kind: 'played', opponent: white, colour: 'black', points: 1 - w });
    }
    for (const p of players) p.history.push(entries.get(p.id)!);
  }
  return { players, inputs };
}

/**
 * Rounds 1-`rounds` of a Swiss-like event, quickly (no Dutch pairing, for events too large to
 * simulate round by round): players in score order, each paired with the next one he has not met
 * (colours by difference, then alternation), seeded random results.
 */
export function quickSwiss(players: number, rounds: number, seed: number): DutchPlayer[] {
  const random = mulberry32(seed);
  const out = Array.from({ length: players }, (_, i) => ({ id: i + 1, history: [] as RoundEntry[], score: 0, cd: 0, met: new Set<number>() }));
  for (let r = 0; r < rounds; r++) {
    const order = [...out].sort((a, b) => b.score - a.score || a.id - b.id);
    const done = new Set<number>();
    for (let i = 0; i < order.length; i++) {
      const a = order[i]!;
      if (done.has(a.id)) continue;
      let j = i + 1;
      while (j < order.length && (done.has(order[j]!.id) || a.met.has(order[j]!.id))) j++;
      if (j >= order.length) {
        a.history.push({ kind: 'pairingBye', opponent: null, colour: null, points: 1 });
        a.score += 1;
        done.add(a.id);
        continue;
      }
      const b = order[j]!;
      done.add(a.id);
      done.add(b.id);
      const aWhite = a.cd !== b.cd ? a.cd < b.cd : random() < 0.5;
      const x = random();
      const pa = x < 0.4 ? 1 : x < 0.7 ? 0.5 : 0;
      a.history.push({ kind: 'played', opponent: b.id, colour: aWhite ? 'white' : 'black', points: pa });
      b.history.push({ kind: 'played', opponent: a.id, colour: aWhite ? 'black' : 'white', points: 1 - pa });
      a.score += pa;
      b.score += 1 - pa;
      a.cd += aWhite ? 1 : -1;
      b.cd += aWhite ? -1 : 1;
      a.met.add(b.id);
      b.met.add(a.id);
    }
  }
  return out.map((p) => ({ id: p.id, history: p.history }));
}
