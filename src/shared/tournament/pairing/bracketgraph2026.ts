/**
 * The graph one bracket of the 2026 engine is paired on: the round's graph (`roundgraph.ts`) cut
 * down to the players the bracket can decide about, in the round's vertex numbers.
 *
 * bbpPairings 6.0.0 keeps every player of the round in one graph, the players below the next
 * scoregroup only to keep the round completable (C4/C5, the top field of every weight). Their
 * edges weigh the same in every matching that completes the round, so a bracket can be paired on
 * its own players and the next scoregroup alone ("relaxed"), weights without the completion field,
 * provided that each optimum found leaves players (the unpaired ones, with everybody below) who can
 * still complete the round: then it is also the optimum of the whole graph. `check` answers that;
 * when it says no, the solve throws `NEEDS_LOWER` and the caller pairs the bracket again on the
 * whole graph ("full": the players below included, as bbpPairings does).
 */
import { RoundGraph } from './roundgraph';

/** Thrown by a relaxed solve whose optimum could not complete the round. */
export const NEEDS_LOWER = Symbol('needs the players below');

export interface BracketGraphOptions {
  /** The round's vertices in this graph (the bracket, the next scoregroup and, full, those below). */
  vertices: readonly number[];
  /** The round's vertex count. */
  n: number;
  /** The pairs fixed so far in the round (shared, both ends). */
  fixed: Int32Array;
  /** Relaxed: the completion field of weight `(a, b)`, dropped from the graph; null when full. */
  completionField: ((a: number, b: number) => bigint) | null;
  /** Relaxed: can these unpaired vertices (with everybody below) still complete the round? */
  check?: (unpaired: number[]) => boolean;
  /** The weight of each fixed pair when it was fixed, at its lower vertex (shared; explanations add them up). */
  fixedWeight: bigint[];
}

export class BracketGraph {
  private readonly inner: RoundGraph;
  private readonly index: Int32Array;
  private readonly ids: readonly number[];
  readonly fixed: Int32Array;
  private readonly mask: bigint;
  /** The unpaired vertices of the last optimum checked (null: none checked yet). */
  private lastChecked: string | null = null;

  constructor(private readonly o: BracketGraphOptions, mask = 0n) {
    this.ids = o.vertices;
    this.inner = new RoundGraph(o.vertices.length);
    this.index = new Int32Array(o.n).fill(-1);
    o.vertices.forEach((v, i) => (this.index[v] = i));
    this.fixed = o.fixed;
    this.mask = mask;
  }

  get relaxed(): boolean {
    return this.o.completionField !== null;
  }

  private at(v: number): number {
    const i = this.index[v]!;
    if (i < 0) throw new Error(`vertex ${v} is not in the bracket's graph`);
    return i;
  }

  /** Sets a weight of the whole graph (completion field included; relaxed, it is left out). */
  set(a: number, b: number, weight: bigint): void {
    this.inner.set(this.at(a), this.at(b), this.relaxed && weight ? weight & this.mask : weight);
  }

  /** A weight of the whole graph (the completion field put back when relaxed). */
  get(a: number, b: number): bigint {
    const w = this.inner.get(this.at(a), this.at(b));
    return this.relaxed && w ? w | this.o.completionField!(a, b) : w;
  }

  bump(v: number, mate: number, change: () => void): void {
    this.inner.bump(this.at(v), mate === v ? this.at(v) : this.at(mate), change);
  }

  fix(a: number, b: number): void {
    this.o.fixedWeight[Math.min(a, b)] = this.get(a, b);
    this.inner.fix(this.at(a), this.at(b));
    this.fixed[a] = b;
    this.fixed[b] = a;
  }

  /** `last` when it is still optimal, else a new optimum (see `solve`). */
  resolve(last: Int32Array): Int32Array {
    return this.inner.stale ? this.solve() : last;
  }

  /** A maximum-weight matching, partner per round vertex (itself when unpaired or not in this graph). */
  solve(): Int32Array {
    const local = this.inner.solve();
    const out = new Int32Array(this.o.n);
    for (let v = 0; v < out.length; v++) out[v] = this.fixed[v]! >= 0 ? this.fixed[v]! : v;
    const unpaired: number[] = [];
    local.forEach((w, i) => {
      out[this.ids[i]!] = this.ids[w]!;
      if (w === i) unpaired.push(this.ids[i]!);
    });
    if (this.relaxed) {
      const key = unpaired.join(' ');
      if (key !== this.lastChecked) {
        if (!this.o.check!(unpaired)) throw NEEDS_LOWER;
        this.lastChecked = key;
      }
    }
    return out;
  }

  /** A copy to ask "what if" on (explanations only, full graphs). */
  clone(): BracketGraph {
    const c = Object.create(BracketGraph.prototype) as BracketGraph;
    Object.assign(c, this, { inner: this.inner.clone(), fixed: Int32Array.from(this.fixed), lastChecked: null });
    return c;
  }

  /** The weight of a pair of the matching: a pair fixed in an earlier bracket weighs what it did then. */
  matchedWeight(a: number, b: number): bigint {
    return this.index[a]! >= 0 && this.index[b]! >= 0 ? this.get(a, b) : this.o.fixedWeight[Math.min(a, b)]!;
  }

  /** Every pair of the graph's vertices (explanations only). */
  *pairs(): Generator<[number, number]> {
    for (let a = 1; a < this.ids.length; a++) for (let b = 0; b < a; b++) yield [this.ids[a]!, this.ids[b]!];
  }
}
