/**
 * Edge weights of the 2026 Dutch engine: every criterion of C.04.3 (2026) that a pair can fail or
 * satisfy, packed as bit fields of one integer, highest priority first, so that a maximum-weight
 * matching is the lexicographic optimum (see docs/swiss-dutch.md, "The 2026 edition").
 *
 * Field widths are those of the whole round: `B` bits count players of one scoregroup, `G` bits hold
 * one sub-field per scoregroup (lowest score at bit 0), each wide enough to count its players, so a
 * sum of `1 << shift(score)` compares the scores involved lexicographically, highest first.
 */
import type { Criterion } from './explain';
import type { PlayerState2026 } from './state2026';

export const bitLength = (x: number): number => (x <= 0 ? 0 : Math.floor(Math.log2(x)) + 1);

export interface Layout {
  /** Bits to count the players of the largest scoregroup. */
  B: number;
  /** Total bits of the per-scoregroup sub-fields. */
  G: number;
  /** Shift of each score (in half points) inside a G field. */
  shift: Map<number, number>;
  /** Rounds already played (float criteria exist only after one, resp. two). */
  playedRounds: number;
}

/** The layout of a round whose players are sorted by score, descending. */
export function layoutOf(sorted: readonly PlayerState2026[], playedRounds: number): Layout {
  const shift = new Map<number, number>();
  let G = 0;
  let largest = 0;
  let i = sorted.length - 1;
  while (i >= 0) {
    const units = sorted[i]!.units;
    let count = 0;
    while (i >= 0 && sorted[i]!.units === units) {
      count++;
      i--;
    }
    shift.set(units, G);
    G += bitLength(count);
    largest = Math.max(largest, count);
  }
  return { B: bitLength(largest), G, shift, playedRounds };
}

/** What the weight of a pair depends on besides the two players. */
export interface PairContext {
  /** The lower player belongs to the bracket being paired (its pairs, colours and floats count). */
  lowerInCurrent: boolean;
  /** The lower player belongs to the next scoregroup (C7-style: pairs and scores there count). */
  lowerInNext: boolean;
  /** Score (half points) of the player who must get the bye: no one above may get it (C5). */
  byeScore: number;
  /** C9 applies: the bracket's single downfloater is the bye assignee. */
  c9: boolean;
  /** Per number of games played: its rank among the bye-score players (most games played: 0). */
  playedRank: Map<number, number>;
}

const one = (b: boolean): bigint => (b ? 1n : 0n);

/** Absolute preference: a colour difference beyond 1, or the same colour twice running. */
const absolute = (p: PlayerState2026): boolean => p.imbalance > 1 || p.repeated !== null;
const strong = (p: PlayerState2026): boolean => !absolute(p) && p.imbalance > 0;

/** The colour criteria (C10-C13 of 2026) a pair satisfies, as four one-bit-per-pair fields. */
function colourFields(p: PlayerState2026, o: PlayerState2026): [boolean, boolean, boolean, boolean] {
  const differ = p.pref.colour !== o.pref.colour;
  const bothAbsoluteImbalance = p.imbalance > 1 && o.imbalance > 1 && !differ;
  const c2 =
    !absolute(p) || !absolute(o) || differ ||
    (p.imbalance === o.imbalance
      ? p.repeated === null || p.repeated !== o.repeated
      : (p.imbalance > o.imbalance ? o : p).repeated !== (p.pref.colour === 'white' ? 'black' : 'white'));
  const compatible = differ || p.pref.colour === null || o.pref.colour === null;
  const c4 = (!strong(p) && !absolute(p)) || (!strong(o) && !absolute(o)) || (absolute(p) && absolute(o)) || differ;
  return [!bothAbsoluteImbalance, c2, compatible, c4];
}

/**
 * The weight of pairing `hi` (earlier in the A.2 order) with `lo`, or 0n when they may not meet.
 * `compatible` is C1/C3 (asked by the caller, which knows the round's compatibility).
 */
export function edgeWeight(hi: PlayerState2026, lo: PlayerState2026, compatible: boolean, L: Layout, ctx: PairContext): bigint {
  if (!compatible) return 0n;
  const { B, G, shift } = L;
  const b = BigInt(B);
  const g = BigInt(G);
  const cur = ctx.lowerInCurrent;
  const shHi = BigInt(shift.get(hi.units)!);
  const shLo = BigInt(shift.get(lo.units)!);
  // C4 (and C5): complete the round, the bye only to an eligible player of the lowest possible score.
  let r = 1n + one(!byeCandidate(hi, ctx)) + one(!byeCandidate(lo, ctx));
  // C6: pairs in the bracket; then the scores of those paired (downfloaters with the lowest scores).
  r = (r << b) | one(cur);
  r <<= g;
  if (cur) r |= 1n << shHi;
  // C7: the same for the next scoregroup.
  r = (r << b) | one(ctx.lowerInNext);
  r <<= g;
  if (ctx.lowerInNext) r |= 1n << shHi;
  // C9: the bye assignee has the fewest unplayed games.
  r <<= 2n * b;
  if (ctx.c9) {
    if (hi.units === ctx.byeScore) r |= BigInt(ctx.playedRank.get(hi.played)!);
    if (lo.units === ctx.byeScore) r += BigInt(ctx.playedRank.get(lo.played)!);
  }
  // C10-C13: colours.
  for (const ok of colourFields(lo, hi)) r = (r << b) | one(cur && ok);
  // C14-C17: repeated floats (previous round, then the one before), counted.
  for (let back = 1; back <= Math.min(2, L.playedRounds); back++) {
    const flLo = back === 1 ? lo.float1 : lo.float2;
    const flHi = back === 1 ? hi.float1 : hi.float2;
    r <<= b;
    if (cur) r += one(flLo === 'down') + one(hi.units <= lo.units && flHi === 'down');
    r <<= b;
    if (cur) r |= one(!(hi.units > lo.units && flLo === 'up'));
  }
  // C18-C21: the scores of repeated downfloaters, and of the opponents of repeated upfloaters.
  for (let back = 1; back <= Math.min(2, L.playedRounds); back++) {
    const flLo = back === 1 ? lo.float1 : lo.float2;
    const flHi = back === 1 ? hi.float1 : hi.float2;
    r <<= g;
    if (cur) r += (one(flLo === 'down') << shLo) + (one(flHi === 'down') << shHi);
    r <<= g;
    if (cur && !(flLo === 'up' && hi.units > lo.units)) r |= 1n << shHi;
  }
  // Room for the candidate order (D): three B fields and one bit.
  return r << (3n * b + 1n);
}

/** C5: may this player take the bye, given the lowest score that can? */
const byeCandidate = (p: PlayerState2026, ctx: PairContext): boolean => p.byeEligible && p.units <= ctx.byeScore;

/** The weight used only to find the bye assignee's score (C5): the lowest score that completes the round. */
export function byeSearchWeight(hi: PlayerState2026, lo: PlayerState2026, compatible: boolean, L: Layout, topUnits: number): bigint {
  if (!compatible) return 0n;
  let r = 1n + one(!hi.byeEligible) + one(!lo.byeEligible);
  r = (r << BigInt(L.G)) | BigInt(L.shift.get(hi.units)! + L.shift.get(lo.units)!);
  return (r << BigInt(L.B)) | one(lo.units >= topUnits);
}

/** The fields of a weight from the lowest up: the criterion each holds and its width in bits. */
function fieldsFromBottom(L: Layout): [Criterion, number][] {
  const { B, G, playedRounds: pr } = L;
  const top: [Criterion, number][] = [['C6', B], ['C7', G], ['C8', B], ['C8', G], ['C9', 2 * B], ['C10', B], ['C11', B], ['C12', B], ['C13', B]];
  if (pr >= 1) top.push(['C14', B], ['C15', B]);
  if (pr >= 2) top.push(['C16', B], ['C17', B]);
  if (pr >= 1) top.push(['C18', G], ['C19', G]);
  if (pr >= 2) top.push(['C20', G], ['C21', G]);
  top.push(['order', 3 * B + 1]);
  return top.reverse();
}

/** Bits below the completion field (C4/C5), the top one of every weight. */
export function completionFieldShift(L: Layout): number {
  return fieldsFromBottom(L).reduce((bits, [, width]) => bits + width, 0);
}

/**
 * The criterion that tells two matchings' totals apart: the highest field where `best` beats
 * `other` ('C4' for the completion field on top; 'order' when only the candidate order differs).
 */
export function decidingField(best: bigint, other: bigint, L: Layout): Criterion {
  const fields = fieldsFromBottom(L);
  let pos = 0;
  const values: [Criterion, bigint, bigint][] = [];
  for (const [name, width] of fields) {
    const mask = (1n << BigInt(width)) - 1n;
    values.push([name, (best >> BigInt(pos)) & mask, (other >> BigInt(pos)) & mask]);
    pos += width;
  }
  values.push(['C4', best >> BigInt(pos), other >> BigInt(pos)]);
  for (let i = values.length - 1; i >= 0; i--) {
    const [name, a, b] = values[i]!;
    if (a !== b) return name;
  }
  return 'order';
}
