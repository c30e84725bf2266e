/**
 * Maximum-cardinality matching (Edmonds' blossom contraction, one BFS per free vertex) used for the
 * feasibility questions of the Dutch system: can the round still be completed (C4), and how many
 * pairs can a bracket produce at most (MaxPairs, B.1).
 *
 * The graph is implicit: `edge(i, j)` answers for any two vertices, so a question about every
 * remaining player (thousands in a large event, almost all compatible) needs no adjacency lists.
 * A greedy pass pairs each vertex with the first free vertex it may meet (a linked list of the free
 * ones skips those already paired), which in the usual case, almost everybody compatible, already
 * settles the question; the exact augmenting-path search then only runs from the few vertices the
 * greedy pass left free.
 */
export interface ImplicitGraph {
  /** Vertices are 0..n-1. */
  n: number;
  /** Symmetric; never asked for i === j. */
  edge(i: number, j: number): boolean;
}

/** The graph of adjacency lists (`adj[v]` lists v's neighbours, symmetric). */
export function listGraph(adj: readonly (readonly number[])[]): ImplicitGraph {
  const sets = adj.map((list) => new Set(list));
  return { n: adj.length, edge: (i, j) => sets[i]!.has(j) };
}

/**
 * Returns mate[v] (or -1) of a maximum matching. With `perfectOnly` it stops at the first vertex
 * that no augmenting path can reach (such a vertex stays free in every maximum matching, so the
 * graph has no perfect matching) and returns null.
 */
export function maxCardinalityMatching(graph: ImplicitGraph, perfectOnly = false): Int32Array | null {
  const { n, edge } = graph;
  const mate = new Int32Array(n).fill(-1);
  // Greedy start over a linked list of the free vertices.
  const nextFree = new Int32Array(n + 1);
  const prevFree = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) {
    nextFree[i] = i + 1;
    prevFree[i] = i - 1;
  }
  const unlink = (x: number): void => {
    const p = prevFree[x]!;
    const q = nextFree[x]!;
    if (p >= 0) nextFree[p] = q;
    prevFree[q] = p;
  };
  for (let i = 0; i < n; i++) {
    if (mate[i] !== -1) continue;
    for (let j = nextFree[i]!; j < n; j = nextFree[j]!) {
      if (edge(i, j)) {
        mate[i] = j;
        mate[j] = i;
        unlink(i);
        unlink(j);
        break;
      }
    }
  }
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const blossom = new Uint8Array(n);
  const inPath = new Uint8Array(n);

  const lca = (a0: number, b0: number): number => {
    inPath.fill(0);
    let a = a0;
    for (;;) {
      a = base[a]!;
      inPath[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (inPath[b]) return b;
      b = parent[mate[b]!]!;
    }
  };
  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      blossom[base[v]!] = blossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  };
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    const queue = [root];
    for (let qh = 0; qh < queue.length; qh++) {
      const v = queue[qh]!;
      for (let to = 0; to < n; to++) {
        if (to === v || base[v] === base[to] || mate[v] === to || !edge(v, to)) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]!] !== -1)) {
          const cur = lca(v, to);
          blossom.fill(0);
          markPath(v, cur, to);
          markPath(to, cur, v);
          for (let i = 0; i < n; i++) {
            if (blossom[base[i]!]) {
              base[i] = cur;
              if (!used[i]) {
                used[i] = 1;
                queue.push(i);
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          used[mate[to]!] = 1;
          queue.push(mate[to]!);
        }
      }
    }
    return -1;
  };
  for (let i = 0; i < n; i++) {
    if (mate[i] !== -1) continue;
    let v = findPath(i);
    if (v === -1 && perfectOnly) return null;
    while (v !== -1) {
      const pv = parent[v]!;
      const ppv = mate[pv]!;
      mate[v] = pv;
      mate[pv] = v;
      v = ppv;
    }
  }
  return mate;
}

/** Does the graph have a perfect matching? */
export const hasPerfectMatching = (graph: ImplicitGraph): boolean => graph.n % 2 === 0 && maxCardinalityMatching(graph, true) !== null;

/** Number of matched pairs in a mate array. */
export function matchedPairs(mate: Int32Array): number {
  let c = 0;
  for (let i = 0; i < mate.length; i++) if (mate[i]! > i) c++;
  return c;
}
