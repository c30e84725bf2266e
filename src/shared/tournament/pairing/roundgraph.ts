/**
 * The 2026 engine's weighted graph of the whole round: current weights of every pair, the pairs
 * already fixed, and the last optimum with the duals that prove it.
 *
 * The engine re-solves after each decision (a small bonus on one player's edges), as bbpPairings
 * 6.0.0 does; a solve starts from the last optimum (`maxWeightMatchingWarm`): its duals, blossom
 * duals folded into the vertices, stay feasible but for the edges set since, which raise one end
 * (that end loses its pair). Only the players left free grow trees, so a decision costs about one
 * augmentation instead of a whole matching. Weights are kept in limbs (`wide.ts`) as they are set,
 * so a solve reads no BigInt.
 *
 * It also knows whether the last matching is still optimal (`stale` false), so that a bonus that
 * cannot change the optimum skips a solve: when the weights change only on edges of one player
 * (`bump`) and his edge in the matching gains at least as much as any other of his edges (and not
 * less than nothing), every other matching gains at most that much. Fixing a pair of the matching
 * keeps it optimal for the rest. Any other change makes it stale.
 */
import { coverEdge, maxWeightMatchingSolved, maxWeightMatchingWarm, type Solution } from './blossom';
import { addScaled, copy, LIMB_BITS, limbsFor } from './wide';

/** Hex digits per limb. */
const HEX = LIMB_BITS / 4;

export class RoundGraph {
  private readonly w: bigint[];
  readonly fixed: Int32Array;
  stale = true;
  private bumped = -1;
  private bumpedMate = -1;
  private bestGain = 0n;
  private mateGain = 0n;
  /** Limbs per weight, and every weight in limbs (L per pair, in the order of `w`). */
  private L = 1;
  private lw: Float64Array;
  /** 1 for the pairs of positive weight (the edges of the graph). */
  private readonly present: Uint8Array;
  /** The last solve's vertex duals (L limbs each, blossom duals folded in), or null: solve cold. */
  private dual: Float64Array | null = null;
  /** The last solve's partner of every player (-1 none). */
  private lastMate: Int32Array;
  /** Ends of the pairs set since the last solve (their duals may be violated). */
  private touchedA: number[] = [];
  private touchedB: number[] = [];

  constructor(readonly n: number) {
    this.w = new Array<bigint>((n * (n - 1)) / 2).fill(0n);
    this.lw = new Float64Array(this.w.length * this.L);
    this.present = new Uint8Array(this.w.length);
    this.fixed = new Int32Array(n).fill(-1);
    this.lastMate = new Int32Array(n).fill(-1);
  }

  private at(a: number, b: number): number {
    return a > b ? (a * (a - 1)) / 2 + b : (b * (b - 1)) / 2 + a;
  }

  set(a: number, b: number, weight: bigint): void {
    const k = this.at(a, b);
    if (this.bumped === a || this.bumped === b) {
      const gain = weight - this.w[k]!;
      if (gain > this.bestGain) this.bestGain = gain;
      if ((a === this.bumped ? b : a) === this.bumpedMate) this.mateGain = gain;
    } else if (weight !== this.w[k]) this.stale = true;
    if (weight === this.w[k]) return;
    this.w[k] = weight;
    this.present[k] = weight > 0n ? 1 : 0;
    if (!this.writeLimbs(k, weight)) this.grow(weight);
    if (this.dual) {
      this.touchedA.push(a);
      this.touchedB.push(b);
    }
  }

  get(a: number, b: number): bigint {
    return this.w[this.at(a, b)]!;
  }

  /** Writes weight k's limbs; false when it needs more limbs than the graph has. */
  private writeLimbs(k: number, weight: bigint): boolean {
    const L = this.L;
    const o = k * L;
    if (weight === 0n) {
      this.lw.fill(0, o, o + L);
      return true;
    }
    const hex = weight.toString(16);
    if (limbsFor(hex.length * 4) > L) return false;
    for (let l = 0, end = hex.length; l < L; l++, end -= HEX) {
      this.lw[o + l] = end > 0 ? parseInt(hex.slice(Math.max(0, end - HEX), end), 16) : 0;
    }
    return true;
  }

  /** More limbs for a heavier weight: every weight written again, the next solve cold. */
  private grow(weight: bigint): void {
    this.L = limbsFor(weight.toString(16).length * 4);
    this.lw = new Float64Array(this.w.length * this.L);
    this.w.forEach((x, k) => this.writeLimbs(k, x));
    this.dual = null;
  }

  /** Weight changes on the edges of `v` only, whose partner in the current matching is `mate`. */
  bump(v: number, mate: number, change: () => void): void {
    this.bumped = v;
    this.bumpedMate = mate === v ? -1 : mate;
    this.bestGain = 0n;
    this.mateGain = 0n;
    change();
    if (this.mateGain < this.bestGain) this.stale = true;
    this.bumped = -1;
  }

  /** A copy to ask "what if" on (explanations only); it solves cold. */
  clone(): RoundGraph {
    const c = new RoundGraph(0);
    Object.assign(c, {
      n: this.n, w: [...this.w], present: Uint8Array.from(this.present), fixed: Int32Array.from(this.fixed), stale: true,
      L: this.L, lw: Float64Array.from(this.lw), lastMate: new Int32Array(this.n).fill(-1),
    });
    return c;
  }

  /** Pairs a and b for good (a pair of the current matching): neither has any other edge from now on. */
  fix(a: number, b: number): void {
    this.fixed[a] = b;
    this.fixed[b] = a;
  }

  /** `last` when it is still optimal, else a new maximum-weight matching. */
  resolve(last: Int32Array): Int32Array {
    return this.stale ? this.solve() : last;
  }

  /** A maximum-weight matching of the players not yet fixed: partner per player, itself when unpaired. */
  solve(): Int32Array {
    const { L, lw } = this;
    const free: number[] = [];
    const index = new Int32Array(this.n).fill(-1);
    for (let v = 0; v < this.n; v++) {
      if (this.fixed[v]! >= 0) continue;
      index[v] = free.length;
      free.push(v);
    }
    const { present } = this;
    let m = 0;
    for (let i = 0; i < free.length; i++) {
      const row = (free[i]! * (free[i]! - 1)) / 2;
      for (let j = 0; j < i; j++) m += present[row + free[j]!]!;
    }
    const u = new Int32Array(m);
    const vv = new Int32Array(m);
    const weights = new Float64Array(m * L);
    for (let i = 0, e = 0; i < free.length; i++) {
      const row = (free[i]! * (free[i]! - 1)) / 2;
      for (let j = 0; j < i; j++) {
        const k = row + free[j]!;
        if (!present[k]) continue;
        u[e] = i;
        vv[e] = j;
        for (let l = 0, o = k * L, t = e * L; l < L; l++) weights[t + l] = lw[o + l]!;
        e++;
      }
    }
    const graph = { n: free.length, u, v: vv, weights, limbs: L };
    const wm = this.dual ? this.warm(free, index) : null;
    const solution = wm ? maxWeightMatchingWarm(graph, wm) : maxWeightMatchingSolved(graph);
    this.keep(solution, free);
    const out = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) out[v] = this.fixed[v]! >= 0 ? this.fixed[v]! : v;
    free.forEach((v, i) => {
      if (solution.mate[i]! >= 0) out[v] = free[solution.mate[i]!]!;
    });
    this.stale = false;
    return out;
  }

  /** The last optimum restricted to the free players, its duals raised where set weights violate them. */
  private warm(free: number[], index: Int32Array): { mate: Int32Array; dual: Float64Array } {
    const { L, lw } = this;
    const last = this.dual!;
    const dual = new Float64Array(free.length * L);
    const mate = new Int32Array(free.length).fill(-1);
    free.forEach((v, i) => {
      copy(last, v * L, dual, i * L, L);
      const o = this.lastMate[v]!;
      if (o >= 0 && index[o]! >= 0) mate[i] = index[o]!;
    });
    const s = new Float64Array(L);
    for (let t = 0; t < this.touchedA.length; t++) {
      const a = index[this.touchedA[t]!]!;
      const b = index[this.touchedB[t]!]!;
      if (a < 0 || b < 0) continue;
      coverEdge(dual, mate, a, b, lw, this.at(this.touchedA[t]!, this.touchedB[t]!), L, s);
    }
    return { mate, dual };
  }

  /** Keeps a solution's pairs and duals (each vertex with those of the blossoms holding it). */
  private keep(solution: Solution, free: number[]): void {
    const { L } = this;
    const { dualvar, blossomparent, mate } = solution;
    this.dual ??= new Float64Array(this.n * L);
    this.lastMate.fill(-1);
    free.forEach((v, i) => {
      copy(dualvar, i * L, this.dual!, v * L, L);
      for (let b = blossomparent[i]!; b !== -1; b = blossomparent[b]!) addScaled(this.dual!, v * L, 1, dualvar, b * L, L);
      if (mate[i]! >= 0) this.lastMate[v] = free[mate[i]!]!;
    });
    this.touchedA = [];
    this.touchedB = [];
  }
}
