/**
 * Maximum-cardinality matching (Edmonds' blossom contraction, one BFS per free vertex) used for the
 * feasibility questions of the Dutch system: can the round still be completed (C4), and how many
 * pairs can a bracket produce at most (MaxPairs, B.1). It starts from a greedy matching, so the usual
 * case (almost everybody compatible) costs little more than the greedy pass.
 *
 * `adj[v]` lists the neighbours of vertex v (symmetric). Returns mate[v] or -1.
 */
export function maxCardinalityMatching(adj: readonly (readonly number[])[]): Int32Array {
  const n = adj.length;
  const mate = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (mate[i] !== -1) continue;
    for (const j of adj[i]!) {
      if (mate[j] === -1) {
        mate[i] = j;
        mate[j] = i;
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
      for (const to of adj[v]!) {
        if (base[v] === base[to] || mate[v] === to) continue;
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
    if (mate[i] !== -1 || adj[i]!.length === 0) continue;
    let v = findPath(i);
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

/** Number of matched pairs in a mate array. */
export function matchedPairs(mate: Int32Array): number {
  let c = 0;
  for (let i = 0; i < mate.length; i++) if (mate[i]! > i) c++;
  return c;
}
