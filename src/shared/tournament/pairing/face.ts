/**
 * The optimal face of a maximum-weight matching: every matching of the same (maximum) weight, and
 * a way to walk it pair by pair without solving again.
 *
 * By LP duality (complementary slackness), under the optimal duals y of a solved matching, a
 * matching is optimal exactly when it uses only tight edges (zero slack), covers every vertex with
 * y > 0 and fills every blossom with a positive dual. On bracket graphs the solution has either no
 * such blossom, or one holding every vertex of a graph with an odd number of them (it says: all but
 * one vertex paired; a virtual vertex joined to every vertex of dual zero turns that into "all
 * paired"). Then the face is plain: tight edges, "required" vertices. Fixing one more
 * pair x-y then means removing x and y with their partners and covering again the partners that are
 * required, each by one alternating path on the tight edges (Edmonds' search with blossom shrinking;
 * a path may also end at a vertex whose dual is zero, which may be left unpaired). Such a path exists
 * exactly when some optimal matching holds x-y and every pair fixed before (the symmetric difference
 * of the two matchings holds one), so a lexicographic choice made pair by pair on the face is the
 * one a full solve per choice would make.
 */
import { maxWeightMatchingSolved, type WeightedGraph } from './blossom';
import { isZero, normalise } from './wide';

export class OptimalFace {
  /** The current optimal matching: mate[v] or -1 (vertex ids of the caller; see `matching`). */
  readonly mate: Int32Array;
  /** The caller's vertex count (a virtual vertex n may follow, see `of`). */
  private readonly n: number;
  private readonly required: Uint8Array;
  private readonly start: Int32Array;
  private readonly adj: Int32Array;
  private readonly fixed: Uint8Array;
  /** (vertex, previous mate) pairs of the current `fix`, to take it back. */
  private readonly undo: number[] = [];
  // Scratch of the search, valid for the vertices stamped with the current search (see touch).
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly used: Uint8Array;
  private readonly parent: Int32Array;
  private readonly base: Int32Array;
  private readonly queue: Int32Array;
  private readonly inBlossom: Int32Array;
  private blossomStamp = 0;
  private readonly onPath: Int32Array;
  private pathStamp = 0;

  /** `size` vertices: the caller's n, and the virtual one when size is n + 1. */
  private constructor(size: number, n: number, mate: Int32Array, required: Uint8Array, start: Int32Array, adj: Int32Array) {
    this.n = n;
    this.mate = mate;
    this.required = required;
    this.start = start;
    this.adj = adj;
    this.fixed = new Uint8Array(size);
    this.seen = new Int32Array(size);
    this.touched = new Int32Array(size);
    this.used = new Uint8Array(size);
    this.inBlossom = new Int32Array(size);
    this.onPath = new Int32Array(size);
    this.parent = new Int32Array(size);
    this.base = new Int32Array(size);
    this.queue = new Int32Array(size);
  }

  /**
   * Solves `graph` (vertices 0..graph.n-1, vertex k being `ids[k]` of the caller's n) and returns its
   * optimal face, or null when the optimum has a blossom with a positive dual (the caller then
   * solves another way).
   */
  static of(graph: WeightedGraph, ids: ArrayLike<number>, n: number): OptimalFace | null {
    const solution = maxWeightMatchingSolved(graph);
    const { dualvar, blossomparent } = solution;
    const L = graph.limbs;
    // A blossom with a positive dual holding every vertex only says "all but one vertex paired"
    // (an odd graph); a virtual vertex joined to every vertex of dual zero turns that into "every
    // vertex paired". Any other blossom with a positive dual: null.
    let whole = -1;
    for (let x = 0; x < graph.n; x++) {
      for (let b = blossomparent[x]!; b !== -1; b = blossomparent[b]!) {
        if (isZero(dualvar, b * L, L)) continue;
        if (whole === -1 && x === 0) whole = b;
        if (b !== whole) return null;
      }
      if (whole !== -1 && !OptimalFace.holds(blossomparent, whole, x)) return null;
    }
    const size = whole === -1 ? n : n + 1;
    const mate = new Int32Array(size).fill(-1);
    const required = new Uint8Array(size);
    const zero: number[] = [];
    for (let x = 0; x < graph.n; x++) {
      const y = solution.mate[x]!;
      if (y >= 0) mate[ids[x]!] = ids[y]!;
      if (!isZero(dualvar, x * L, L)) required[ids[x]!] = 1;
      else if (whole !== -1) zero.push(ids[x]!);
    }
    if (whole !== -1) {
      required.fill(1);
      // The vertex left unpaired (its dual is zero) is the virtual vertex's partner.
      const alone = zero.find((x) => mate[x] === -1);
      if (alone !== undefined) {
        mate[alone] = n;
        mate[n] = alone;
      }
    }
    // The tight edges (and the virtual vertex's), as adjacency lists of the caller's ids.
    const m = graph.u.length;
    const tight = new Uint8Array(m);
    const degree = new Int32Array(size);
    // The slack of an edge: both duals less twice the weight, plus twice the whole blossom's dual
    // (zero-dual blossoms add nothing; edgeSlack would walk them for every edge).
    const slack = new Float64Array(L);
    const { u, v, weights } = graph;
    for (let k = 0; k < m; k++) {
      const a = u[k]! * L;
      const b = v[k]! * L;
      for (let i = 0; i < L; i++) slack[i] = dualvar[a + i]! + dualvar[b + i]! - 2 * weights[k * L + i]! + (whole === -1 ? 0 : 2 * dualvar[whole * L + i]!);
      normalise(slack, 0, L);
      if (!isZero(slack, 0, L)) continue;
      tight[k] = 1;
      degree[ids[u[k]!]!]!++;
      degree[ids[v[k]!]!]!++;
    }
    for (const x of zero) {
      degree[x]!++;
      degree[n]!++;
    }
    const start = new Int32Array(size + 1);
    for (let v = 0; v < size; v++) start[v + 1] = start[v]! + degree[v]!;
    const fill = start.slice(0, size);
    const adj = new Int32Array(start[size]!);
    const join = (a: number, b: number): void => {
      adj[fill[a]!++] = b;
      adj[fill[b]!++] = a;
    };
    for (let k = 0; k < m; k++) if (tight[k]) join(ids[u[k]!]!, ids[v[k]!]!);
    for (const x of zero) join(x, n);
    return new OptimalFace(size, n, mate, required, start, adj);
  }

  /** Whether blossom b holds vertex x. */
  private static holds(blossomparent: Int32Array, b: number, x: number): boolean {
    for (let t = blossomparent[x]!; t !== -1; t = blossomparent[t]!) if (t === b) return true;
    return false;
  }

  /** The current optimal matching over the caller's n vertices: partner or -1. */
  matching(): Int32Array {
    return this.mate.slice(0, this.n).map((y) => (y >= this.n ? -1 : y));
  }

  /** The vertices v shares a tight edge with. */
  neighbours(v: number): Int32Array {
    return this.adj.subarray(this.start[v]!, this.start[v + 1]!);
  }

  isFixed(v: number): boolean {
    return this.fixed[v] === 1;
  }

  /**
   * Fixes the pair x-y when some optimal matching holds it, every pair fixed before, and no edge
   * `usable` refuses; `mate` becomes such a matching. False (nothing changed) when none does.
   */
  fix(x: number, y: number, usable: (a: number, b: number) => boolean): boolean {
    const mate = this.mate;
    if (mate[x] === y) {
      this.fixed[x] = this.fixed[y] = 1;
      return true;
    }
    // Only a tight edge is in any optimal matching.
    if (!this.neighbours(x).includes(y)) return false;
    this.undo.length = 0;
    const xp = mate[x]!;
    const yp = mate[y]!;
    if (xp >= 0) this.pair(xp, -1);
    if (yp >= 0) this.pair(yp, -1);
    this.pair(x, y);
    this.pair(y, x);
    this.fixed[x] = this.fixed[y] = 1;
    // The partner with fewer tight edges first: when one of them cannot be paired again, that is
    // usually the one, and its failing search is the smaller.
    const degree = (v: number): number => (v < 0 ? 0 : this.start[v + 1]! - this.start[v]!);
    for (const r of degree(xp) <= degree(yp) ? [xp, yp] : [yp, xp]) {
      if (r < 0 || mate[r] !== -1 || !this.required[r]) continue;
      if (!this.cover(r, usable)) {
        for (let k = this.undo.length - 2; k >= 0; k -= 2) mate[this.undo[k]!] = this.undo[k + 1]!;
        this.fixed[x] = this.fixed[y] = 0;
        return false;
      }
    }
    return true;
  }

  /** mate[v] = w, remembered for `fix` to take back. */
  private pair(v: number, w: number): void {
    this.undo.push(v, this.mate[v]!);
    this.mate[v] = w;
  }

  /**
   * Brings v into the current search (its marks are valid only when stamped with it): a search
   * costs what it visits, not the whole graph.
   */
  private touch(v: number): void {
    if (this.seen[v] === this.stamp) return;
    this.seen[v] = this.stamp;
    this.used[v] = 0;
    this.parent[v] = -1;
    this.base[v] = v;
    this.touched[this.touchedCount++] = v;
  }

  /**
   * Edmonds' search from the unpaired required vertex `root` over the tight edges of vertices not
   * fixed: an augmenting path to an unpaired vertex, or an even alternating path to a vertex whose
   * dual is zero (it is left unpaired instead). Applies it and returns true, or false when none exists.
   */
  private cover(root: number, usable: (a: number, b: number) => boolean): boolean {
    const { mate, used, parent, base, queue, fixed, required, start, adj, touched } = this;
    this.stamp++;
    this.touchedCount = 0;
    this.touch(root);
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      if (v !== root && !required[v]) {
        // v is even: flip the path from the root so that v is the one left unpaired.
        const next = mate[v]!;
        this.pair(v, -1);
        this.flip(next);
        return true;
      }
      for (let t = start[v]!; t < start[v + 1]!; t++) {
        const to = adj[t]!;
        if (fixed[to] || mate[v] === to) continue;
        this.touch(to);
        if (base[v] === base[to] || !usable(v, to)) continue;
        const toMate = mate[to]!;
        if (toMate !== -1) this.touch(toMate);
        if (to === root || (toMate !== -1 && parent[toMate] !== -1)) {
          // An odd cycle: shrink it into its base.
          const b = this.lca(v, to, root);
          this.blossomStamp++;
          this.markPath(v, b, to);
          this.markPath(to, b, v);
          for (let k = 0; k < this.touchedCount; k++) {
            const i = touched[k]!;
            if (this.inBlossom[base[i]!] !== this.blossomStamp) continue;
            base[i] = b;
            if (!used[i]) {
              used[i] = 1;
              queue[tail++] = i;
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (toMate === -1) {
            this.flip(to);
            return true;
          }
          used[toMate] = 1;
          queue[tail++] = toMate;
        }
      }
    }
    return false;
  }

  /** Augments along the search tree from `u` (reached, odd) back to the root. */
  private flip(u: number): void {
    const { mate, parent } = this;
    while (u !== -1) {
      const pv = parent[u]!;
      const ppv = mate[pv]!;
      this.pair(u, pv);
      this.pair(pv, u);
      u = ppv;
    }
  }

  private lca(a: number, b: number, root: number): number {
    const { mate, parent, base, onPath } = this;
    const mark = ++this.pathStamp;
    for (;;) {
      a = base[a]!;
      onPath[a] = mark;
      if (a === root || mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (onPath[b] === mark) return b;
      b = parent[mate[b]!]!;
    }
  }

  private markPath(v: number, b: number, child: number): void {
    const { mate, parent, base, inBlossom } = this;
    while (base[v] !== b) {
      inBlossom[base[v]!] = this.blossomStamp;
      inBlossom[base[mate[v]!]!] = this.blossomStamp;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  }
}
