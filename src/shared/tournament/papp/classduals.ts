/**
 * Duals for the players' classes (sparse.ts): the maximum-weight perfect fractional matching of the
 * classes' players, where the players of a class are interchangeable, solved as a transportation
 * problem on the bipartite double cover (each class once as a row and once as a column, `count[c]`
 * players on each side; c with itself only when it has two players or more) by successive shortest
 * paths (Dijkstra with potentials, dense: the classes are few).
 *
 * The result is one number P per class with P(c) + P(d) >= 2 x ceiling(c, d) for every pair of
 * classes that has a pair of players, equal for the pairs of classes the fractional optimum uses:
 * duals in the blossom's units (slack = y_a + y_b - 2w) feasible for every pair of players, and tight
 * for the pairs an optimum is likely made of (sparse.ts starts the matching from them).
 */

/**
 * `count[c]` players per class, `ceiling(c, d)` the heaviest weight of a pair of players of c and d
 * (integers). Returns P per class (integers) as described above.
 */
export function classDuals(count: readonly number[], ceiling: (c: number, d: number) => number): Float64Array {
  const C = count.length;
  // Nodes: rows 0..C-1, columns C..2C-1, source 2C, sink 2C+1.
  const V = 2 * C + 2;
  const source = 2 * C;
  const sink = 2 * C + 1;
  const weight = new Float64Array(C * C);
  let top = 0;
  for (let c = 0; c < C; c++) {
    for (let d = 0; d < C; d++) {
      const w = c === d && count[c]! < 2 ? -Infinity : ceiling(c, d);
      weight[c * C + d] = w;
      if (w > top) top = w;
    }
  }
  // Arc costs top - weight >= 0 (a constant per unit of flow does not change the optimum); Infinity: no arc.
  const cost = new Float64Array(C * C);
  for (let k = 0; k < C * C; k++) cost[k] = top - weight[k]!;
  const flow = new Float64Array(C * C);
  const supply = Float64Array.from(count);
  const demand = Float64Array.from(count);
  const h = new Float64Array(V);
  let left = count.reduce((s, k) => s + k, 0);
  left -= greedyStart(C, cost, h, flow, supply, demand);
  const dist = new Float64Array(V);
  const prev = new Int32Array(V);
  const done = new Uint8Array(V);
  while (left > 0) {
    dist.fill(Infinity);
    prev.fill(-1);
    done.fill(0);
    dist[source] = 0;
    for (;;) {
      let v = -1;
      let least = Infinity;
      for (let x = 0; x < V; x++) {
        if (!done[x] && dist[x]! < least) {
          least = dist[x]!;
          v = x;
        }
      }
      if (v === -1) break;
      done[v] = 1;
      if (v === sink) break;
      const base = least + h[v]!;
      if (v === source) {
        for (let c = 0; c < C; c++) {
          if (supply[c]! > 0 && base - h[c]! < dist[c]!) {
            dist[c] = base - h[c]!;
            prev[c] = v;
          }
        }
      } else if (v < C) {
        // A row: to every column it may pair with.
        for (let d = 0; d < C; d++) {
          const to = C + d;
          const reach = base + cost[v * C + d]! - h[to]!;
          if (reach < dist[to]!) {
            dist[to] = reach;
            prev[to] = v;
          }
        }
      } else {
        const d = v - C;
        if (demand[d]! > 0 && base - h[sink]! < dist[sink]!) {
          dist[sink] = base - h[sink]!;
          prev[sink] = v;
        }
        // Back along a row's flow to this column.
        for (let c = 0; c < C; c++) {
          if (flow[c * C + d]! <= 0) continue;
          const reach = base - cost[c * C + d]! - h[c]!;
          if (reach < dist[c]!) {
            dist[c] = reach;
            prev[c] = v;
          }
        }
      }
    }
    if (!done[sink]) throw new Error('classDuals: no perfect fractional matching');
    const reach = dist[sink]!;
    for (let x = 0; x < V; x++) if (done[x]) h[x]! += dist[x]! - reach;
    // The path's bottleneck, then push it.
    let amount = Infinity;
    for (let x = sink; prev[x] !== -1; x = prev[x]!) {
      const p = prev[x]!;
      if (p === source) amount = Math.min(amount, supply[x]!);
      else if (x === sink) amount = Math.min(amount, demand[p - C]!);
      else if (p >= C && x < C) amount = Math.min(amount, flow[x * C + (p - C)]!);
    }
    for (let x = sink; prev[x] !== -1; x = prev[x]!) {
      const p = prev[x]!;
      if (p === source) supply[x]! -= amount;
      else if (x === sink) demand[p - C]! -= amount;
      else if (p < C) flow[p * C + (x - C)]! += amount;
      else flow[x * C + (p - C)]! -= amount;
    }
    left -= amount;
  }
  // Every arc row c -> column d keeps a reduced cost >= 0: p(c) + q(d) >= w(c, d) with p(c) = top +
  // h(row c) and q(d) = -h(column d); P(c) = p(c) + q(c), so P(c) + P(d) = p(c) + q(d) + p(d) + q(c).
  const P = new Float64Array(C);
  for (let c = 0; c < C; c++) P[c] = top + h[c]! - h[C + c]!;
  return P;
}

/**
 * Potentials that leave every arc's reduced cost >= 0 (each column at its cheapest row, each row at
 * its cheapest reduced arc), then as much flow as fits on the arcs they make free. Returns the flow.
 */
function greedyStart(C: number, cost: Float64Array, h: Float64Array, flow: Float64Array, supply: Float64Array, demand: Float64Array): number {
  for (let d = 0; d < C; d++) {
    let least = Infinity;
    for (let c = 0; c < C; c++) least = Math.min(least, cost[c * C + d]!);
    h[C + d] = least;
  }
  for (let c = 0; c < C; c++) {
    let least = Infinity;
    for (let d = 0; d < C; d++) least = Math.min(least, cost[c * C + d]! - h[C + d]!);
    h[c] = -least;
  }
  // The source stays at 0 (rows are <= 0); the sink at or below every column.
  let sink = Infinity;
  for (let d = 0; d < C; d++) sink = Math.min(sink, h[C + d]!);
  h[2 * C + 1] = sink;
  let pushed = 0;
  for (let c = 0; c < C; c++) {
    for (let d = 0; d < C && supply[c]! > 0; d++) {
      if (demand[d]! === 0 || cost[c * C + d]! + h[c]! - h[C + d]! !== 0) continue;
      const amount = Math.min(supply[c]!, demand[d]!);
      flow[c * C + d]! += amount;
      supply[c]! -= amount;
      demand[d]! -= amount;
      pushed += amount;
    }
  }
  return pushed;
}
