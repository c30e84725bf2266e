/**
 * What the Dutch rules need to know about each player, derived once from the input history:
 * score, colour history and preference (A.6), topscorer status (A.7), float history (A.4),
 * previous opponents (C1) and bye eligibility (C2).
 */
import type { ImplicitGraph } from './cardinality';
import type { Colour, DutchInput, DutchPlayer } from './types';

export type Float = 'down' | 'up' | null;

/** 0 none (no game played yet), 1 mild, 2 strong, 3 absolute (A.6). */
export type Strength = 0 | 1 | 2 | 3;

export interface Preference {
  colour: Colour | null;
  strength: Strength;
}

export interface PlayerState {
  id: number;
  score: number;
  /** Score in half points, an integer (scores are compared and subtracted exactly). */
  units: number;
  /** Position in the A.2 order (score, then pairing number) among the players being paired. */
  rank: number;
  /**
   * Pairing number for E.5: the position by pairing number among the players who have taken part
   * in a pairing (a game, a forfeit, the pairing-allocated bye) or are paired now. A late entrant
   * gets his number when he enters, as bbpPairings 5.0.1 numbers players.
   */
  number: number;
  /** Colours of the games actually played, oldest first (unplayed games are ignored for colours). */
  colours: Colour[];
  /** Colour difference: whites minus blacks. */
  cd: number;
  pref: Preference;
  top: boolean;
  /** Float received in the previous round and in the round before it (A.4). */
  float1: Float;
  float2: Float;
  opponents: Set<number>;
  byeEligible: boolean;
}

export const opposite = (c: Colour): Colour => (c === 'white' ? 'black' : 'white');

export const toUnits = (points: number): number => Math.round(points * 2);

/** A.6: colour preference from the played colours. */
export function preference(colours: readonly Colour[]): Preference {
  if (colours.length === 0) return { colour: null, strength: 0 };
  let cd = 0;
  for (const c of colours) cd += c === 'white' ? 1 : -1;
  const last = colours[colours.length - 1]!;
  const prev = colours.length > 1 ? colours[colours.length - 2] : undefined;
  if (cd < -1) return { colour: 'white', strength: 3 };
  if (cd > 1) return { colour: 'black', strength: 3 };
  if (prev === last) return { colour: opposite(last), strength: 3 };
  if (cd === -1) return { colour: 'white', strength: 2 };
  if (cd === 1) return { colour: 'black', strength: 2 };
  return { colour: opposite(last), strength: 1 };
}

const scoreOf = (p: DutchPlayer): number => p.score ?? p.history.reduce((s, r) => s + r.points, 0);

/**
 * Builds the state of every available player, sorted in A.2 order (score descending, then pairing
 * number). Unavailable players are used only for the scores behind past floats.
 */
export function playerStates(input: DutchInput): PlayerState[] {
  const byId = new Map(input.players.map((p) => [p.id, p]));
  const pointsAfter = (id: number, rounds: number): number => {
    const h = byId.get(id)?.history ?? [];
    let s = 0;
    for (let r = 0; r < rounds && r < h.length; r++) s += h[r]!.points;
    return s;
  };
  // A.4: a float for round index r (0-based) of player p.
  const floatIn = (p: DutchPlayer, r: number): Float => {
    const e = p.history[r];
    if (!e) return null;
    if (e.kind !== 'played' || e.opponent === null) return 'down';
    const mine = pointsAfter(p.id, r);
    const theirs = pointsAfter(e.opponent, r);
    if (mine > theirs) return 'down';
    if (mine < theirs) return 'up';
    return null;
  };
  const winPoints = input.pointsForWin ?? 1;
  const lastRound = input.round === input.totalRounds;
  const maxPossible = winPoints * (input.round - 1);
  const takesPart = (p: DutchPlayer): boolean =>
    p.available !== false || p.history.some((e) => e.kind !== 'bye');
  const numbers = new Map<number, number>();
  for (const p of [...input.players].filter(takesPart).sort((a, b) => a.id - b.id)) numbers.set(p.id, numbers.size + 1);
  const states: PlayerState[] = [];
  for (const p of input.players) {
    if (p.available === false) continue;
    const colours: Colour[] = [];
    const opponents = new Set<number>();
    let byeEligible = true;
    for (const e of p.history) {
      if (e.kind === 'played') {
        if (e.colour) colours.push(e.colour);
        if (e.opponent !== null) opponents.add(e.opponent);
      }
      if (e.kind === 'pairingBye' || e.kind === 'forfeitWin') byeEligible = false;
    }
    for (const o of p.forbidden ?? []) opponents.add(o);
    const score = scoreOf(p);
    const n = p.history.length;
    states.push({
      id: p.id,
      score,
      units: toUnits(score),
      rank: 0,
      number: numbers.get(p.id)!,
      colours,
      cd: colours.reduce((s, c) => s + (c === 'white' ? 1 : -1), 0),
      pref: preference(colours),
      // A.7: topscorers exist only when the last round is paired.
      top: lastRound && score > maxPossible / 2,
      float1: n >= 1 ? floatIn(p, n - 1) : null,
      float2: n >= 2 ? floatIn(p, n - 2) : null,
      opponents,
      byeEligible,
    });
  }
  states.sort((a, b) => b.units - a.units || a.id - b.id);
  states.forEach((s, i) => (s.rank = i));
  return states;
}

/**
 * C1 and C3 for any pair of the round's players, in constant time and linear memory (players are
 * indexed by rank): two players may not meet when they met before (or are forbidden to) or when
 * both have the same absolute colour preference and neither is a topscorer. A 10,000-player round
 * has 50 million pairs; a table of them, or adjacency lists, would cost more than the pairing.
 */
export class Compatibility {
  /** Per rank: 0, or 1 / 2 for an absolute preference for white / black of a non-topscorer (C3). */
  private readonly clash: Uint8Array;
  /** Per rank: the ranks of the players he may not meet again (C1, forbidden pairs), both ways. */
  private readonly met: number[][];

  constructor(players: readonly PlayerState[]) {
    this.clash = new Uint8Array(players.length);
    this.met = players.map(() => []);
    const rankOf = new Map(players.map((p) => [p.id, p.rank]));
    for (const p of players) {
      if (p.pref.strength === 3 && !p.top) this.clash[p.rank] = p.pref.colour === 'white' ? 1 : 2;
      for (const o of p.opponents) {
        const r = rankOf.get(o);
        if (r === undefined) continue;
        if (!this.met[p.rank]!.includes(r)) this.met[p.rank]!.push(r);
        if (!this.met[r]!.includes(p.rank)) this.met[r]!.push(p.rank);
      }
    }
  }

  has(a: PlayerState, b: PlayerState): boolean {
    return this.coloursAllow(a, b) && !this.met[a.rank]!.includes(b.rank);
  }

  /** C3 alone: not both non-topscorers with the same absolute colour preference. */
  coloursAllow(a: PlayerState, b: PlayerState): boolean {
    const c = this.clash[a.rank]!;
    return c === 0 || c !== this.clash[b.rank];
  }

  /**
   * `players` as an implicit graph (vertex = index in the list), with one more vertex at the end
   * joined to the players `extra` accepts when `extra` is given.
   */
  graph(players: readonly PlayerState[], extra?: (p: PlayerState, index: number) => boolean): ImplicitGraph {
    const n = players.length;
    if (!extra) return { n, edge: (i, j) => this.has(players[i]!, players[j]!) };
    return {
      n: n + 1,
      edge: (i, j) => (i === n ? extra(players[j]!, j) : j === n ? extra(players[i]!, i) : this.has(players[i]!, players[j]!)),
    };
  }
}

/** C1 and C3: may a and b be paired at all? */
export function compatible(a: PlayerState, b: PlayerState): boolean {
  if (a.opponents.has(b.id) || b.opponents.has(a.id)) return false;
  if (a.pref.strength === 3 && b.pref.strength === 3 && a.pref.colour === b.pref.colour && !a.top && !b.top) {
    return false;
  }
  return true;
}
