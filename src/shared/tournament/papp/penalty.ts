/**
 * PAPP's penalty of "a plays Black (first) against b" (penalties.c, with the official build's
 * COMPENSATION_FLOATS and ELITISM), split into its terms so the pairing preview can say why.
 * The bye is a pseudo-player (`null`) whose score is the lowest present score minus one.
 */
import { pairKey, type PappHistory, type PappPlayerState } from './state';
import * as tables from './table';
import type { PappTable } from './table';

// Local bindings (as in blossom.ts): tsx turns imports into property getters, a call per pair costed.
const { capped, PAPP_MAX_PENALTY } = tables;

export interface PappTerms {
  /** Rematch (or second bye) penalties. */
  replay: number;
  /** Colour balance of both players (the bye: the player's colour difference as it stands). */
  colour: number;
  /** Score difference, with the cumulative float and the compensation taken off. */
  float: number;
  /** The float weighted by the pair's place in the standings. */
  elitism: number;
  /** Two players of the same country. */
  chauvinism: number;
}

/** Two pairing numbers as one map key (ids below 2^21). */
const numericKey = (a: number, b: number): number => a * 2 ** 21 + b;

/** A `${a} ${b}` key of the history as numericKey(a, b). */
const numericPair = (key: string): number => {
  const space = key.indexOf(' ');
  return numericKey(Number(key.slice(0, space)), Number(key.slice(space + 1)));
};

export const termsTotal = (t: PappTerms): number => t.replay + t.colour + t.float + t.elitism + t.chauvinism;

/** The pair's cost as PAPP's matching sees it: clipped to [0, MAX_PEN]. */
export const clippedCost = (t: PappTerms): number => Math.min(Math.max(termsTotal(t), 0), PAPP_MAX_PENALTY);

export class PappCosts {
  readonly minScore: number;
  private readonly elitism: number;
  private readonly chauvinism: number;

  /** The history's games and last-round pairs by number (black x 2^21 + white), for `cost`'s speed. */
  private readonly gamesBy = new Map<number, number>();
  private readonly lastMetBy = new Set<number>();

  constructor(private readonly history: PappHistory, private readonly table: PappTable, present: readonly number[]) {
    let min = Infinity;
    for (const id of present) min = Math.min(min, history.players.get(id)!.score);
    this.minScore = Number.isFinite(min) ? min : 0;
    this.elitism = capped(table.elitism, history.played);
    this.chauvinism = capped(table.chauvinism, history.played);
    for (const [key, count] of history.games) this.gamesBy.set(numericPair(key), count);
    for (const key of history.lastMet) this.lastMetBy.add(numericPair(key));
  }

  /**
   * The pair's cost in the matching, min over both colourings of the clipped total: the same number as
   * `clippedCost(terms(a, b))` against `clippedCost(terms(b, a))`, without building the terms (the
   * matching asks for many pairs).
   */
  cost(a: PappPlayerState, b: PappPlayerState, forbidden: boolean): number {
    const same = this.gamesBy.get(numericKey(a.id, b.id)) ?? 0;
    const opposite = this.gamesBy.get(numericKey(b.id, a.id)) ?? 0;
    const extra = (a.country === b.country ? this.chauvinism : 0)
      + (this.lastMetBy.has(a.id < b.id ? numericKey(a.id, b.id) : numericKey(b.id, a.id)) ? this.table.replayImmediate : 0)
      + (forbidden ? PAPP_MAX_PENALTY : 0);
    return this.costWith(a, b, same, opposite, extra);
  }

  /** `cost` from the pair's own history (games with each colouring) and its other pair terms (`extra`). */
  private costWith(a: PappPlayerState, b: PappPlayerState, same: number, opposite: number, extra: number): number {
    const t = this.table;
    const shared = this.floatTerm(a, b) + this.elitismTerm(a, b) + extra;
    const ab = shared + t.replaySameColours * same + t.replayOppositeColours * opposite
      + capped(t.colour, Math.abs(a.colourDiff + 1)) + (a.lastColour === 1 ? t.colourRepeat : 0)
      + capped(t.colour, Math.abs(b.colourDiff - 1)) + (b.lastColour === 2 ? t.colourRepeat : 0);
    const ba = shared + t.replaySameColours * opposite + t.replayOppositeColours * same
      + capped(t.colour, Math.abs(b.colourDiff + 1)) + (b.lastColour === 1 ? t.colourRepeat : 0)
      + capped(t.colour, Math.abs(a.colourDiff - 1)) + (a.lastColour === 2 ? t.colourRepeat : 0);
    return Math.min(Math.min(Math.max(ab, 0), PAPP_MAX_PENALTY), Math.min(Math.max(ba, 0), PAPP_MAX_PENALTY));
  }

  /**
   * What a player's cost against anyone depends on, besides who the two are: score, colours, last
   * float and whether it may be compensated. Players of one class cost the same against any player,
   * up to the pair's own terms (rematch, compatriots, a forbidden pair): the sparse matching
   * (sparse.ts) bounds all pairs of two classes at once.
   */
  classKey(p: PappPlayerState): string {
    return `${p.score} ${p.colourDiff} ${p.lastColour} ${Math.sign(p.lastFloat)} ${this.mayCompensate(p) ? 1 : 0}`;
  }

  /**
   * The least cost of a pair of players of a's class and b's class (`cost` never asks less): no
   * rematch, and Chauvinisme when `compatriots` (all players of both classes share one country),
   * nothing when `false` (two countries), its negative part when unknown. Null when the table makes
   * a rematch pay less than nothing: there is no bound then.
   */
  classFloor(a: PappPlayerState, b: PappPlayerState, compatriots: boolean | null): number | null {
    const t = this.table;
    if (Math.min(t.replaySameColours, t.replayOppositeColours, t.replayImmediate) < 0) return null;
    const chauvinism = compatriots === true ? this.chauvinism : compatriots === false ? 0 : Math.min(0, this.chauvinism);
    return this.costWith(a, b, 0, 0, chauvinism);
  }

  /** Terms of `a` Black against `b` White; `b` null is the bye. */
  terms(a: PappPlayerState, b: PappPlayerState | null, forbidden = false): PappTerms {
    const t = this.table;
    const out: PappTerms = { replay: 0, colour: 0, float: this.floatTerm(a, b), elitism: this.elitismTerm(a, b), chauvinism: 0 };
    if (b === null) {
      out.replay = t.replayBye * a.byes + (a.byeLastRound ? t.replayImmediate : 0);
      out.colour = capped(t.colour, Math.abs(a.colourDiff));
      return out;
    }
    const same = this.history.games.get(`${a.id} ${b.id}`) ?? 0;
    const opposite = this.history.games.get(`${b.id} ${a.id}`) ?? 0;
    out.replay = t.replaySameColours * same + t.replayOppositeColours * opposite
      + (this.history.lastMet.has(pairKey(a.id, b.id)) ? t.replayImmediate : 0)
      + (forbidden ? PAPP_MAX_PENALTY : 0);
    out.colour = capped(t.colour, Math.abs(a.colourDiff + 1)) + (a.lastColour === 1 ? t.colourRepeat : 0)
      + capped(t.colour, Math.abs(b.colourDiff - 1)) + (b.lastColour === 2 ? t.colourRepeat : 0);
    if (a.country === b.country) out.chauvinism = this.chauvinism;
    return out;
  }

  /** An up-float lost or a down-float won last round: a float the other way now is compensated (from round 3 on). */
  private mayCompensate(p: PappPlayerState): boolean {
    return this.history.played > 1 && ((p.lastFloat < 0 && p.lastResult === 0) || (p.lastFloat > 0 && p.lastResult === 2));
  }

  private score(p: PappPlayerState | null): number {
    return p === null ? this.minScore - 1 : p.score;
  }

  /** Symmetric in a and b: a's float is f = S_a - S_b, b's is -f. */
  private floatTerm(a: PappPlayerState, b: PappPlayerState | null): number {
    const f = this.score(a) - this.score(b);
    return capped(this.table.float, Math.abs(f)) + this.ownFloat(a, f) + (b === null ? 0 : this.ownFloat(b, -f));
  }

  /** A player's part of the float term when it floats by `own` (its score less the opponent's). */
  private ownFloat(p: PappPlayerState, own: number): number {
    const t = this.table;
    // The same direction as last time: the float accumulates.
    if (own * p.lastFloat > 0) return t.floatRepeat;
    // The other direction, after an up-float lost or a down-float won (from round 3 on).
    if (own * p.lastFloat < 0 && this.mayCompensate(p)) return -t.floatCompensation;
    return 0;
  }

  private elitismTerm(a: PappPlayerState, b: PappPlayerState | null): number {
    const sa = this.score(a);
    const sb = this.score(b);
    const f = sa - sb;
    if (this.elitism === 0 || f === 0 || sa < 0 || sb < 0) return 0;
    return Math.floor((this.elitism * (sa + sb) * Math.abs(f)) / 2);
  }
}
