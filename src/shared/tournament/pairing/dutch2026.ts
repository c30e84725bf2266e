/**
 * The FIDE (Dutch) System of 2026 (C.04.3, in force since 1 February 2026), as bbpPairings 6.0.0
 * pairs it: one weighted matching over every player of the round, so that completion (C4) holds in
 * every bracket, refined bracket by bracket from the top scoregroup down:
 *
 * 1. The bye assignee's score is fixed first: the lowest score whose bye still completes the round
 *    among eligible players (C5), and whether C9 (fewest unplayed games) decides in a bracket.
 * 2. Each bracket weighs its pairs and those of the next scoregroup with every criterion (C6-C21,
 *    `weights2026.ts`); pairs below keep only completion. The MDPs it pairs are chosen from the
 *    highest (by score, then order) among the valid sets; their opponents, the exchanges (D.2) and
 *    the S1 partners (D.1) are then fixed one player at a time, each a small bonus on that player's
 *    edges, re-solved, and fixed pairs leave the graph.
 *
 * The explanation (`explain`) records what each bracket decided and why, as data.
 */
import { colourOfHigher } from './colour';
import type { BracketExplanation, Criterion } from './explain';
import { Compatibility } from './state';
import { playerStates2026, type PlayerState2026 } from './state2026';
import { byeSearchWeight, decidingField, edgeWeight, layoutOf, type Layout, type PairContext } from './weights2026';
import { RoundGraph } from './roundgraph';
import type { DutchInput, DutchPair, DutchResult } from './types';

/** The total weight of a matching (each pair once). */
function totalOf(g: RoundGraph, mate: Int32Array): { total: bigint; pairs: number } {
  let total = 0n;
  let pairs = 0;
  for (let u = 0; u < mate.length; u++) {
    const w = mate[u]!;
    if (w > u) {
      total += g.get(u, w);
      pairs++;
    }
  }
  return { total, pairs };
}

/** The highest criterion the best matching would lose in `alternative` (the explanation's "why"). */
function lost(g: RoundGraph, best: Int32Array, alternative: Int32Array, L: Layout): Criterion {
  const a = totalOf(g, best);
  const b = totalOf(g, alternative);
  const field = decidingField(a.total, b.total, L);
  // The completion field holds both C4 (pairs) and C5 (who may take the bye).
  if (field === 'C4' && a.pairs === b.pairs) return 'C5';
  return field;
}

/** Why `u` stays unpaired in the bracket `members`: the best pairing that pairs him there, and what it loses. */
function whyUnpaired(snapshot: RoundGraph, best: Int32Array, u: number, members: number[], L: Layout): Criterion {
  const g = snapshot.clone();
  const bonus = 1n << BigInt(bitsOf(snapshot) + 2);
  for (const m of members) if (m !== u && g.get(u, m)) g.set(u, m, g.get(u, m) + bonus);
  const forced = g.solve();
  if (!members.includes(forced[u]!) || forced[u] === u) return 'C1';
  return lost(snapshot, best, forced, L);
}

/** Why the pair u-w (a float) was made: the best pairing without it, and what it loses. */
function whyPaired(snapshot: RoundGraph, best: Int32Array, u: number, w: number, L: Layout): Criterion {
  const g = snapshot.clone();
  g.set(u, w, 0n);
  return lost(snapshot, best, g.solve(), L);
}

/** Bits of the heaviest weight of the graph. */
function bitsOf(g: RoundGraph): number {
  let top = 0n;
  for (let a = 1; a < g.n; a++) for (let b = 0; b < a; b++) if (g.get(a, b) > top) top = g.get(a, b);
  return top.toString(2).length;
}

/** Pairs a round by the 2026 rules. The caller has validated the input. */
export function pairDutch2026(input: DutchInput): DutchResult {
  const initial = input.initialColour ?? 'white';
  const S = playerStates2026(input);
  const n = S.length;
  const compat = new Compatibility(S);
  const L = layoutOf(S, input.round - 1);
  const G = new RoundGraph(n);
  const B = BigInt(L.B);
  const odd = n % 2 === 1;
  const explain = input.explain === true;
  const brackets: BracketExplanation[] = [];
  const ctx: PairContext = { lowerInCurrent: false, lowerInNext: false, byeScore: 0, c9: false, playedRank: new Map() };
  const base = (hi: number, lo: number, c: PairContext): bigint => edgeWeight(S[hi]!, S[lo]!, compat.has(S[hi]!, S[lo]!), L, c);
  const setAll = (weight: (hi: number, lo: number) => bigint): void => {
    for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) G.set(i, j, weight(j, i));
  };
  const noPairing = (): DutchResult => ({
    ok: false,
    error: {
      code: 'no-legal-pairing',
      message: `no pairing of the ${n} available players respects C1-C3 (no rematch, pairing-allocated bye only to an eligible player, absolute colours)`,
    },
  });
  if (n === 0) return { ok: true, pairs: [], bye: null, ...(explain ? { explanation: [] } : {}) };

  // C4/C5: can the round be completed, and what is the lowest score that can receive the bye?
  const topUnits = S[0]!.units;
  setAll(odd ? (hi, lo) => byeSearchWeight(S[hi]!, S[lo]!, compat.has(S[hi]!, S[lo]!), L, topUnits) : (hi, lo) => base(hi, lo, ctx));
  let stable = G.solve();
  let unpaired = -1;
  for (let v = 0; v < n; v++) {
    if (stable[v] !== v) continue;
    if (unpaired >= 0 || !S[v]!.byeEligible) return noPairing();
    unpaired = v;
  }
  if (odd) {
    ctx.byeScore = S[unpaired]!.units;
    if (ctx.byeScore >= topUnits) {
      ctx.c9 = true;
      for (let v = 0; v < n && S[v]!.units >= topUnits; v++) if (S[stable[v]!]!.units < topUnits) ctx.c9 = false;
    }
    const played = S.filter((p) => p.units === ctx.byeScore).map((p) => p.played).sort((a, b) => b - a);
    played.forEach((count, rank) => ctx.playedRank.set(count, rank));
    setAll((hi, lo) => base(hi, lo, ctx));
  }

  const matched = new Uint8Array(n);
  let local: number[] = [];
  let next = 0;
  while (next < n && S[next]!.units >= topUnits) local.push(next++);
  let sgb = 0; // MDPs at the head of `local`
  let sgbv = 0; // first vertex of the bracket's own scoregroup
  while (local.length > 1 || next < n) {
    const nsgb = local.length;
    const nsgbv = sgbv + (nsgb - sgb);
    const groupStart = next;
    while (next < n && S[next]!.units >= S[groupStart]!.units) local.push(next++);
    const m = local.length;
    const v = (i: number): number => local[i]!;
    const baseW: bigint[][] = [];
    for (let l = sgb; l < m; l++) {
      const row: bigint[] = [];
      for (let s = 0; s < l; s++) {
        row.push(base(v(s), v(l), { ...ctx, lowerInCurrent: l < nsgb, lowerInNext: l >= nsgb }));
        G.set(v(s), v(l), row[s]!);
      }
      baseW[l] = row;
    }
    const inBracket = (u: number): boolean => u >= sgbv && u < nsgbv;
    const snapshot = explain ? G.clone() : null;
    stable = G.resolve(stable);
    const optimum = stable;
    const bracket: BracketExplanation | null = explain
      ? { score: S[v(sgb < nsgb ? sgb : 0)]!.score, residents: [], mdps: [], events: [] }
      : null;
    if (bracket) {
      for (let i = 0; i < nsgb; i++) (i < sgb ? bracket.mdps : bracket.residents).push(S[v(i)]!.id);
    }

    // MDP-pairing: which MDPs are paired, the highest first among those the criteria allow.
    let mdScore = 0;
    let remaining = 0;
    let remainingMatched = 0;
    for (let pi = 0; pi < sgb; pi++) {
      if (pi === 0 || S[v(pi)]!.units < mdScore) {
        mdScore = S[v(pi)]!.units;
        remaining = 0;
        remainingMatched = 0;
        for (let k = pi; k < m && S[v(k)]!.units >= mdScore; k++) {
          remaining++;
          if (inBracket(stable[v(k)]!)) remainingMatched++;
        }
      }
      if (remainingMatched === 0) continue;
      const pv = v(pi);
      if (remaining <= remainingMatched) {
        matched[pv] = 1;
        continue;
      }
      remaining--;
      if (!inBracket(stable[pv]!)) {
        G.bump(pv, stable[pv]!, () => {
          for (let oi = sgb; oi < nsgb; oi++) if (baseW[oi]![pi]) G.set(pv, v(oi), baseW[oi]![pi]! | 1n);
        });
        stable = G.resolve(stable);
      }
      if (inBracket(stable[pv]!)) {
        matched[pv] = 1;
        remainingMatched--;
        G.bump(pv, stable[pv]!, () => {
          for (let oi = sgb; oi < nsgb; oi++) if (baseW[oi]![pi]) G.set(pv, v(oi), (baseW[oi]![pi]! | BigInt(nsgb - sgb)) + 1n);
        });
      }
    }
    // The MDPs' opponents: the highest resident the criteria allow.
    for (let pi = 0; pi < sgb; pi++) {
      const pv = v(pi);
      if (!matched[pv]) continue;
      let addend = BigInt(m);
      G.bump(pv, stable[pv]!, () => {
        for (let oi = nsgb - 1; oi >= sgb; oi--) {
          if (matched[v(oi)] || !baseW[oi]![pi]) continue;
          G.set(pv, v(oi), baseW[oi]![pi]! + addend);
          addend++;
        }
      });
      stable = G.resolve(stable);
      const mv = stable[pv]!;
      matched[mv] = 1;
      G.fix(pv, mv);
    }

    // The remainder: S1 (the higher player of each pair), exchanges (D.2), then partners (D.1).
    const remainder: number[] = [];
    let pairsLeft = 0;
    for (let i = sgb; i < nsgb; i++) {
      const u = v(i);
      if (stable[u]! < sgbv) continue;
      remainder.push(i);
      if (stable[u]! < u) pairsLeft++;
    }
    const exchangeWeight = (s: number, l: number, sIndex: number): bigint => {
      const r = baseW[l]![s]!;
      if (!r) return r;
      return r + ((((sIndex < pairsLeft ? 1n : 0n) << (2n * B)) - BigInt(sIndex)) << 1n);
    };
    for (let b = 0; b < remainder.length; b++) {
      for (let a = 0; a < b; a++) G.set(v(remainder[a]!), v(remainder[b]!), exchangeWeight(remainder[a]!, remainder[b]!, a));
    }
    stable = G.resolve(stable);
    const isHigher = (u: number): boolean => stable[u]! > u && stable[u]! < nsgbv;
    let exchanges = 0;
    for (let a = 0; a < pairsLeft; a++) if (!isHigher(v(remainder[a]!))) exchanges++;
    // The lowest of S1 leave it first (D.2: the exchanged S1 players are as low as possible).
    let left = exchanges;
    for (let a = pairsLeft - 1; a >= 0 && left > 0; a--) {
      const pv = v(remainder[a]!);
      if (isHigher(pv)) {
        for (let b = a + 1; b < remainder.length; b++) {
          const x = exchangeWeight(remainder[a]!, remainder[b]!, a);
          if (x) G.set(pv, v(remainder[b]!), x - 1n);
        }
        stable = G.resolve(stable);
      }
      const exchange = !isHigher(pv);
      if (exchange) left--;
      for (let b = a + 1; b < remainder.length; b++) {
        if (exchange) baseW[remainder[b]!]![remainder[a]!] = 0n;
        G.set(pv, v(remainder[b]!), exchangeWeight(remainder[a]!, remainder[b]!, a));
      }
    }
    // The highest of S2 enter S1 first.
    left = exchanges;
    for (let a = pairsLeft; a < remainder.length && left > 1; a++) {
      const pv = v(remainder[a]!);
      const already = isHigher(pv);
      if (!already) {
        for (let b = a + 1; b < remainder.length; b++) {
          const x = exchangeWeight(remainder[a]!, remainder[b]!, a);
          if (x) G.set(pv, v(remainder[b]!), x + 1n);
        }
        stable = G.resolve(stable);
      }
      if (isHigher(pv)) {
        left--;
        for (let b = 0; b < a; b++) {
          baseW[remainder[a]!]![remainder[b]!] = 0n;
          G.set(pv, v(remainder[b]!), 0n);
        }
        for (let oi = nsgb; oi < m; oi++) {
          baseW[oi]![remainder[a]!] = 0n;
          G.set(pv, v(oi), 0n);
        }
      }
      if (!already) for (let b = a + 1; b < remainder.length; b++) G.set(pv, v(remainder[b]!), exchangeWeight(remainder[a]!, remainder[b]!, a));
    }
    // Only the chosen higher players keep edges down to the others.
    for (let a = 0; a < remainder.length; a++) {
      const pv = v(remainder[a]!);
      for (let b = a + 1; b < remainder.length; b++) {
        const ov = v(remainder[b]!);
        if (!isHigher(pv) || isHigher(ov)) baseW[remainder[b]!]![remainder[a]!] = 0n;
        G.set(pv, ov, baseW[remainder[b]!]![remainder[a]!]!);
      }
    }
    // D.1: each higher player, in order, gets the first partner the criteria allow.
    for (const pi of remainder) {
      const pv = v(pi);
      if (!isHigher(pv)) continue;
      let addend = 0n;
      G.bump(pv, stable[pv]!, () => {
        for (let b = remainder.length - 1; b >= 0; b--) {
          const oi = remainder[b]!;
          if (oi <= pi || matched[v(oi)]) continue;
          const x = baseW[oi]![pi]!;
          if (x) G.set(pv, v(oi), x + addend);
          addend++;
        }
      });
      stable = G.resolve(stable);
      const mv = stable[pv]!;
      matched[pv] = 1;
      matched[mv] = 1;
      G.fix(pv, mv);
    }

    // Downfloaters and the next scoregroup form the next bracket.
    const carried: number[] = [];
    let mdps = 0;
    ctx.c9 = odd && groupStart < n && ctx.byeScore >= S[groupStart]!.units;
    for (let i = 0; i < m; i++) {
      const u = v(i);
      if (i < nsgb && matched[u]) continue;
      carried.push(u);
      if (i < nsgb) {
        mdps++;
        if (bracket && snapshot) {
          const criterion = whyUnpaired(snapshot, optimum, u, local.slice(0, nsgb), L);
          bracket.events.push({ kind: groupStart < n ? 'downfloat' : 'bye', player: S[u]!.id, criterion });
        }
      }
      if (ctx.c9 && S[stable[u]!]!.units < S[groupStart]!.units) ctx.c9 = false;
    }
    if (bracket && snapshot) {
      bracket.pairs = [];
      for (let i = 0; i < nsgb; i++) {
        const u = v(i);
        const w = G.fixed[u]!;
        if (!matched[u] || w < u) continue;
        bracket.pairs.push([S[u]!.id, S[w]!.id]);
        if (S[u]!.units > S[w]!.units) {
          const criterion = whyPaired(snapshot, optimum, u, w, L);
          bracket.events.push({ kind: 'upfloat', player: S[w]!.id, opponent: S[u]!.id, criterion });
        }
      }
      brackets.push(bracket);
    }
    local = carried;
    sgb = mdps;
    sgbv = nsgbv;
  }

  const pairs: DutchPair[] = [];
  let bye: number | null = null;
  if (explain && local.length === 1 && !brackets.some((b) => b.events.some((e) => e.kind === 'bye'))) {
    // Alone in the last scoregroup: the lowest score takes the bye (C5) unless nobody else could (C4).
    const p = S[local[0]!]!;
    const criterion = S.some((o) => o.units > p.units && o.byeEligible) ? 'C5' : 'C4';
    brackets.push({ score: p.score, residents: [p.id], mdps: [], pairs: [], events: [{ kind: 'bye', player: p.id, criterion }] });
  }
  for (let u = 0; u < n; u++) {
    const w = G.fixed[u]!;
    if (w < 0) {
      if (bye !== null) return noPairing();
      bye = S[u]!.id;
      continue;
    }
    if (w < u) continue;
    const [hi, lo] = [S[u]!, S[w]!];
    pairs.push(colourOfHigher(hi, lo, initial) === 'white' ? { white: hi.id, black: lo.id } : { white: lo.id, black: hi.id });
  }
  const rankOf = new Map(S.map((p) => [p.id, p]));
  const lead = (p: DutchPair): PlayerState2026 => {
    const a = rankOf.get(p.white)!;
    const b = rankOf.get(p.black)!;
    return a.rank < b.rank ? a : b;
  };
  const other = (p: DutchPair): PlayerState2026 => {
    const a = rankOf.get(p.white)!;
    const b = rankOf.get(p.black)!;
    return a.rank < b.rank ? b : a;
  };
  pairs.sort((p, q) => lead(q).units - lead(p).units || lead(q).units + other(q).units - (lead(p).units + other(p).units) || lead(p).rank - lead(q).rank);
  return { ok: true, pairs, bye, ...(explain ? { explanation: brackets } : {}) };
}
