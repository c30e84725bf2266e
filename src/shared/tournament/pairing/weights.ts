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
  /** Pass 1 measures the tiers (nothing stored); pass 2 writes every edge's weight at once. */
  private pass: 1 | 2 = 1;
  private m = 0;
  private k = -1;
  private offset: number[] = [];
  private limbs = 1;
  private bits = 0;
  private u = new Int32Array(0);
  private v = new Int32Array(0);
  private seeds = new Uint8Array(0);
  private weights = new Float64Array(0);
  /** Per tier: log2 of an upper bound of |value| on one edge (-Infinity: no terms yet). */
  private readonly maxLog: Float64Array;
  /** The current edge's largest term (log2) and term count per tier. */
  private readonly termLog: Float64Array;
  private readonly termCount: Float64Array;
  /** The tiers the current edge has terms in (pass 1), so that closing it does not visit them all. */
  private readonly touched: Int32Array;
  private touchedCount = 0;

  constructor(readonly tiers: number, private readonly maxPairs: number) {
    this.maxLog = new Float64Array(tiers).fill(-Infinity);
    this.termLog = new Float64Array(tiers).fill(-Infinity);
    this.termCount = new Float64Array(tiers);
    this.touched = new Int32Array(tiers);
  }

  /**
   * Starts edge u-v (a seed: likely in the optimum, see WeightedGraph); its terms follow. The
   * caller makes the same edges with the same terms in both passes (see weigh).
   */
  edge(u: number, v: number, seed = true): void {
    this.close();
    if (this.pass === 1) {
      this.m++;
      return;
    }
    const k = ++this.k;
    this.u[k] = u;
    this.v[k] = v;
    this.seeds[k] = seed ? 1 : 0;
  }

  /** Adds coef * 2^shift (|coef| < 2^48, integer) to tier `t` of the current edge. */
  term(t: number, coef: number, shift = 0): void {
    if (coef === 0) return;
    if (this.pass === 1) {
      const size = shift + log2(coef < 0 ? -coef : coef);
      if (this.termCount[t] === 0) this.touched[this.touchedCount++] = t;
      if (size > this.termLog[t]!) this.termLog[t] = size;
      this.termCount[t] = this.termCount[t]! + 1;
      return;
    }
    const at = this.offset[t]! + shift;
    if (this.limbs === 1) this.weights[this.k] = this.weights[this.k]! + coef * 2 ** at;
    else addTerm(this.weights, this.k * this.limbs, coef, at);
  }

  private close(): void {
    if (this.pass === 2) {
      if (this.k >= 0 && this.limbs > 1) normalise(this.weights, this.k * this.limbs, this.limbs);
      return;
    }
    for (let x = 0; x < this.touchedCount; x++) {
      const t = this.touched[x]!;
      const size = this.termLog[t]! + log2(this.termCount[t]!);
      if (size > this.maxLog[t]!) this.maxLog[t] = size;
      this.termLog[t] = -Infinity;
      this.termCount[t] = 0;
    }
    this.touchedCount = 0;
  }

  /** Ends the measuring pass: lays the fields out and makes room for the weights. */
  private layout(): void {
    this.close();
    // Field widths, lowest tier first: a tier's total over a matching stays below
    // 2^(maxLog + log2 maxPairs); 3 more bits hold the sign, keep lower tiers from carrying up and
    // absorb the rounding of the logarithms.
    this.offset = new Array<number>(this.tiers).fill(0);
    let bits = 0;
    for (let t = this.tiers - 1; t >= 0; t--) {
      this.offset[t] = bits;
      if (this.maxLog[t]! > -Infinity) bits += Math.ceil(this.maxLog[t]! + Math.log2(Math.max(1, this.maxPairs))) + 3;
    }
    this.bits = bits;
    this.limbs = limbsFor(bits);
    this.u = new Int32Array(this.m);
    this.v = new Int32Array(this.m);
    this.seeds = new Uint8Array(this.m);
    this.weights = new Float64Array(this.m * this.limbs);
    this.pass = 2;
  }

  /**
   * The graph on n vertices whose edges and terms `make` produces (called twice: once to measure
   * the tiers, once to write the weights, so no term is ever stored), and the bits the weights use.
   */
  static weigh(tiers: number, maxPairs: number, n: number, make: (P: TierPacker) => void): WeightedGraph & { bits: number; offsets: readonly number[] } {
    const P = new TierPacker(tiers, maxPairs);
    make(P);
    P.layout();
    make(P);
    P.close();
    if (P.k + 1 !== P.m) throw new Error(`the two passes made ${P.m} and ${P.k + 1} edges`);
    return { n, u: P.u, v: P.v, weights: P.weights, limbs: P.limbs, bits: P.bits, seed: P.seeds, offsets: P.offset };
  }
}

/** log2 of small positive integers from a table (pass 1 takes several per edge), else Math.log2. */
const LOG2 = Float64Array.from({ length: 1024 }, (_, x) => Math.log2(x));
const log2 = (x: number): number => (x < 1024 && Number.isInteger(x) ? LOG2[x]! : Math.log2(x));

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
