/**
 * PAPP's round robin for a small field (roundrobin.c): when the field, the bye counted, has at most
 * `((rounds + 1) / 2) x 2` players (integer division; 7 rounds: 8), PAPP builds a table from round 1's
 * pairings and pairs every later round by rotating it, colours alternating, for as long as exactly the
 * same players are present; otherwise it pairs by optimisation. Round 1 itself is the random matching.
 */
import type { PappPlayer } from './state';

/** Largest field (bye included) PAPP plays as a round robin for an event of `rounds` rounds. */
export const roundRobinLimit = (rounds: number): number => Math.floor((rounds + 1) / 2) * 2;

/**
 * The round-robin table from round 1: slot 0 and slot k = N/2 hold the first couple (or the bye, -1,
 * and its player), then couples fill slots 1.. and k+1.., Black first at even slots (initRoundRobin).
 */
function initialTable(players: readonly PappPlayer[]): number[] | null {
  const couples: [number, number][] = [];
  const byes: number[] = [];
  for (const p of [...players].sort((a, b) => a.id - b.id)) {
    const e = p.history[0];
    if (e?.kind === 'pairingBye') byes.push(p.id);
    else if (e?.kind === 'played' && e.opponent !== null && e.colour === 'white') couples.push([p.id, e.opponent]);
    else if (!(e?.kind === 'played' && e.colour === 'black')) return null; // not paired in round 1
  }
  if (byes.length > 1) return null;
  const n = couples.length * 2 + byes.length * 2;
  const k = n / 2;
  const table = new Array<number>(n).fill(0);
  let [p0, p1] = [0, k];
  if (byes.length === 1) {
    table[p0++] = -1;
    table[p1++] = byes[0]!;
  }
  for (const [black, white] of couples) {
    if (p0 % 2 === 0) [table[p0++], table[p1++]] = [black, white];
    else [table[p0++], table[p1++]] = [white, black];
  }
  return table;
}

/** One step of the table (rotation(): slot 0 stays, the others turn). */
function rotate(t: number[]): void {
  const k = t.length / 2;
  const tmp = t[k]!;
  for (let i = k; i < 2 * k - 1; i++) t[i] = t[i + 1]!;
  t[2 * k - 1] = t[k - 1]!;
  for (let i = k - 1; i > 1; i--) t[i] = t[i - 1]!;
  t[1] = tmp;
}

/**
 * Round `round`'s pairs ([black, white]) and bye by PAPP's round robin, or null when PAPP would
 * optimise instead (a larger field, round 1, a player who left or joined since round 1).
 */
export function roundRobinRound(players: readonly PappPlayer[], round: number, totalRounds: number): { pairs: [number, number][]; bye: number | null } | null {
  if (round < 2) return null;
  const present = players.filter((p) => p.available !== false);
  const table = initialTable(present);
  if (!table || table.length > roundRobinLimit(totalRounds) || table.length < 2) return null;
  const inTable = new Set(table.filter((x) => x >= 0));
  if (inTable.size !== present.length || present.some((p) => !inTable.has(p.id))) return null;
  const n = table.length;
  const k = n / 2;
  const current = round - 1; // PAPP's 0-based current_round
  for (let i = current; i % (n - 1) !== 0; i++) rotate(table);
  const pairs: [number, number][] = [];
  let bye: number | null = null;
  if (table[0]! >= 0) pairs.push(current % 2 === 0 ? [table[0]!, table[k]!] : [table[k]!, table[0]!]);
  else bye = table[k]!;
  const cycle = Math.floor(current / (n - 1)) % 2;
  for (let i = 1; i < k; i++) pairs.push(i % 2 === cycle ? [table[i]!, table[i + k]!] : [table[i + k]!, table[i]!]);
  return { pairs, bye };
}
