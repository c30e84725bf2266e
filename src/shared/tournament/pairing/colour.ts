/**
 * Colour allocation (C.04.3 E.1-E.5) and the colour-related criteria of a pair (C8-C11).
 */
import { opposite, type PlayerState } from './state';
import type { Colour } from './types';

/**
 * The colour of `hi`, the higher ranked of the two (A.2 order), against `lo`.
 * E.1 grant both preferences; E.2 grant the stronger (two absolute ones: the wider colour
 * difference); E.3 alternate to the most recent round where they had different colours;
 * E.4 grant the higher ranked player's preference; E.5 odd pairing number takes the initial colour
 * (numbered among the players who have taken part, `PlayerState.number`).
 */
export function colourOfHigher(hi: PlayerState, lo: PlayerState, initial: Colour): Colour {
  const a = hi.pref;
  const b = lo.pref;
  if (a.colour !== null && b.colour !== null && a.colour !== b.colour) return a.colour; // E.1
  if (a.colour === null && b.colour !== null) return opposite(b.colour); // E.1: only lo has one
  if (a.colour !== null && b.colour === null) return a.colour; // E.1: only hi has one
  if (a.colour !== null) {
    // Same colour wanted by both.
    if (a.strength !== b.strength) return a.strength > b.strength ? a.colour : opposite(a.colour); // E.2
    if (a.strength === 3 && Math.abs(hi.cd) !== Math.abs(lo.cd)) {
      return Math.abs(hi.cd) > Math.abs(lo.cd) ? a.colour : opposite(a.colour); // E.2, topscorers
    }
    // E.3: walk back through the played games, most recent first.
    for (let k = 1; k <= Math.min(hi.colours.length, lo.colours.length); k++) {
      const ca = hi.colours[hi.colours.length - k]!;
      const cb = lo.colours[lo.colours.length - k]!;
      if (ca !== cb) return opposite(ca);
    }
    return a.colour; // E.4
  }
  return hi.number % 2 === 1 ? initial : opposite(initial); // E.5 (pairing number among those taking part)
}

/** Counts of C8, C9, C10 and C11 failures produced by one pair with its allocated colours. */
export interface ColourFailures {
  c8: number;
  c9: number;
  c10: number;
  c11: number;
}

export function colourFailures(hi: PlayerState, lo: PlayerState, hiColour: Colour): ColourFailures {
  const out: ColourFailures = { c8: 0, c9: 0, c10: 0, c11: 0 };
  const topPair = hi.top || lo.top;
  // Two calls, not a loop over [player, colour] pairs: the pairing weighs every edge with this, mostly in
  // unoptimised code, where each such pair and its iterator is an allocation.
  countFailures(out, hi, hiColour, topPair);
  countFailures(out, lo, opposite(hiColour), topPair);
  return out;
}

function countFailures(out: ColourFailures, p: PlayerState, c: Colour, topPair: boolean): void {
  const cd = p.cd + (c === 'white' ? 1 : -1);
  const n = p.colours.length;
  if (topPair && Math.abs(cd) > 2) out.c8++;
  if (topPair && n >= 2 && p.colours[n - 1] === c && p.colours[n - 2] === c) out.c9++;
  if (p.pref.colour !== null && p.pref.colour !== c) {
    out.c10++;
    // A.6 sorts preferences into absolute, strong and mild: C11 counts the strong ones only (an
    // absolute preference can fail only between topscorers, and C8/C9 rule there).
    if (p.pref.strength === 2) out.c11++;
  }
}
