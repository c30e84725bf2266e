/**
 * Packs the Dutch criteria into one wide edge weight (`wide.ts`), most important criterion in the
 * highest bits. A tier's value on an edge is a short sum of signed terms coef * 2^shift; each tier
 * gets a bit field wide enough for twice the largest total (either sign) it can reach in any
 * matching, so a maximum-weight matching is the lexicographic optimum over the tiers, exactly.
 * Penalties are negative terms: a tier nobody can fail takes no bits at all.
 */
import type { WeightedGraph } from './blossom';
import { addTerm, limbsFor, normalise } from './wide';

export class TierPacker {
  private readonly us: number[] = [];
  private readonly vs: number[] = [];
  private readonly seeds: number[] = [];
  /** Terms of every edge, edge k's in [start[k], start[k+1]); typed and grown by doubling. */
  private readonly start: number[] = [0];
  private terms = 0;
  private tier = new Uint8Array(1024);
  private coef = new Float64Array(1024);
  private shift = new Int32Array(1024);
  /** Per tier: log2 of an upper bound of |value| on one edge (-Infinity: no terms yet). */
  private readonly maxLog: Float64Array;
  /** The current edge's largest term (log2) and term count per tier. */
  private readonly termLog: Float64Array;
  private readonly termCount: Float64Array;

  constructor(readonly tiers: number, private readonly maxPairs: number) {
    this.maxLog = new Float64Array(tiers).fill(-Infinity);
    this.termLog = new Float64Array(tiers).fill(-Infinity);
    this.termCount = new Float64Array(tiers);
  }

  get edges(): number {
    return this.us.length;
  }

  /** Starts edge u-v (a seed: likely in the optimum, see WeightedGraph); its terms follow. */
  edge(u: number, v: number, seed = true): void {
    this.close();
    this.us.push(u);
    this.vs.push(v);
    this.seeds.push(seed ? 1 : 0);
  }

  /** Adds coef * 2^shift (|coef| < 2^48, integer) to tier `t` of the current edge. */
  term(t: number, coef: number, shift = 0): void {
    if (coef === 0) return;
    if (this.terms === this.tier.length) this.grow();
    this.tier[this.terms] = t;
    this.coef[this.terms] = coef;
    this.shift[this.terms] = shift;
    this.terms++;
    this.termLog[t] = Math.max(this.termLog[t]!, shift + Math.log2(Math.abs(coef)));
    this.termCount[t] = this.termCount[t]! + 1;
  }

  private grow(): void {
    const size = this.tier.length * 2;
    const tier = new Uint8Array(size);
    const coef = new Float64Array(size);
    const shift = new Int32Array(size);
    tier.set(this.tier);
    coef.set(this.coef);
    shift.set(this.shift);
    this.tier = tier;
    this.coef = coef;
    this.shift = shift;
  }

  private close(): void {
    if (this.start.length > this.us.length) return;
    for (let t = 0; t < this.tiers; t++) {
      if (this.termCount[t]! === 0) continue;
      this.maxLog[t] = Math.max(this.maxLog[t]!, this.termLog[t]! + Math.log2(this.termCount[t]!));
      this.termLog[t] = -Infinity;
      this.termCount[t] = 0;
    }
    this.start.push(this.terms);
  }

  /** The graph on n vertices with the packed weights, and the number of bits they use. */
  graph(n: number): WeightedGraph & { bits: number } {
    this.close();
    // Field widths, lowest tier first: a tier's total over a matching stays below
    // 2^(maxLog + log2 maxPairs); 3 more bits hold the sign, keep lower tiers from carrying up and
    // absorb the rounding of the logarithms.
    const offset = new Array<number>(this.tiers).fill(0);
    let bits = 0;
    for (let t = this.tiers - 1; t >= 0; t--) {
      offset[t] = bits;
      if (this.maxLog[t]! > -Infinity) bits += Math.ceil(this.maxLog[t]! + Math.log2(Math.max(1, this.maxPairs))) + 3;
    }
    const limbs = limbsFor(bits);
    const m = this.us.length;
    const weights = new Float64Array(m * limbs);
    for (let k = 0; k < m; k++) {
      const o = k * limbs;
      for (let x = this.start[k]!; x < this.start[k + 1]!; x++) {
        const shift = offset[this.tier[x]!]! + this.shift[x]!;
        if (limbs === 1) weights[o] = weights[o]! + this.coef[x]! * 2 ** shift;
        else addTerm(weights, o, this.coef[x]!, shift);
      }
      if (limbs > 1) normalise(weights, o, limbs);
    }
    return { n, u: Int32Array.from(this.us), v: Int32Array.from(this.vs), weights, limbs, bits, seed: Uint8Array.from(this.seeds) };
  }
}

/** Width in bits of a field that must hold counts up to `max`. */
export const bitsFor = (max: number): number => Math.max(1, Math.ceil(Math.log2(max + 1)));

/**
 * Maps score differences (in half points) to powers of two, 2^(width * rank), so that summing them
 * compares lists of differences lexicographically from the largest (the PSD comparison of A.8): one
 * difference one step larger outweighs any number (below 2^width) of smaller ones.
 */
export class DifferenceScale {
  private readonly rank = new Map<number, number>();
  private readonly width: number;
  /** Shift of the power just above every difference. */
  readonly top: number;

  constructor(values: Iterable<number>, maxCount: number) {
    const sorted = [...new Set(values)].sort((a, b) => a - b);
    sorted.forEach((v, i) => this.rank.set(v, i));
    this.width = bitsFor(maxCount);
    this.top = sorted.length * this.width;
  }

  /** The shift s with 2^s standing for the difference `value`. */
  of(value: number): number {
    const r = this.rank.get(value);
    if (r === undefined) throw new Error(`difference ${value} outside the scale`);
    return r * this.width;
  }
}
