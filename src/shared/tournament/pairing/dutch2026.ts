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
import { Compatibility, type PlayerState } from './state';
import { playerStates2026, type PlayerState2026 } from './state2026';
import { byeSearchWeight, completionFieldShift, decidingField, edgeWeight, layoutOf, type Layout, type PairContext } from './weights2026';
import { BracketGraph, NEEDS_LOWER } from './bracketgraph2026';
import { hasPerfectMatching, maxCardinalityMatching } from './cardinality';
import { classPath2026, pairBracketOnClasses } from './classes2026';
import type { DutchInput, DutchPair, DutchResult } from './types';

/** The total weight of a matching (each pair once). */
function totalOf(g: BracketGraph, mate: Int32Array): { total: bigint; pairs: number } {
  let total = 0n;
  let pairs = 0;
  for (let u = 0; u < mate.length; u++) {
    const w = mate[u]!;
    if (w > u) {
      total += g.matchedWeight(u, w);
      pairs++;
    }
  }
  return { total, pairs };
}

/** The highest criterion the best matching would lose in `alternative` (the explanation's "why"). */
function lost(g: BracketGraph, best: Int32Array, alternative: Int32Array, L: Layout): Criterion {
  const a = totalOf(g, best);
  const b = totalOf(g, alternative);
  const field = decidingField(a.total, b.total, L);
  // The completion field holds both C4 (pairs) and C5 (who may take the bye).
  if (field === 'C4' && a.pairs === b.pairs) return 'C5';
  return field;
}

/** Why `u` stays unpaired in the bracket `members`: the best pairing that pairs him there, and what it loses. */
function whyUnpaired(snapshot: BracketGraph, best: Int32Array, u: number, members: number[], L: Layout): Criterion {
  const g = snapshot.clone();
  const bonus = 1n << BigInt(bitsOf(snapshot) + 2);
  for (const m of members) if (m !== u && g.get(u, m)) g.set(u, m, g.get(u, m) + bonus);
  const forced = g.solve();
  if (!members.includes(forced[u]!) || forced[u] === u) return 'C1';
  return lost(snapshot, best, forced, L);
}

/** Why the pair u-w (a float) was made: the best pairing without it, and what it loses. */
function whyPaired(snapshot: BracketGraph, best: Int32Array, u: number, w: number, L: Layout): Criterion {
  const g = snapshot.clone();
  g.set(u, w, 0n);
  return lost(snapshot, best, g.solve(), L);
}

/** Bits of the heaviest weight of the graph. */
function bitsOf(g: BracketGraph): number {
  let top = 0n;
  for (const [a, b] of g.pairs()) if (g.get(a, b) > top) top = g.get(a, b);
  return top.toString(2).length;
}

/**
 * C5: the lowest score whose pairing-allocated bye still completes the round (an eligible player of
 * at most that score unpaired, everybody else paired), or null when none does.
 */
function byeScoreOf(S: readonly PlayerState2026[], compat: Compatibility): number | null {
  const scores = [...new Set(S.map((p) => p.units))].sort((a, b) => a - b);
  for (const score of scores) {
    if (hasPerfectMatching(compat.graph(S, (p) => p.byeEligible && p.units <= score))) return score;
  }
  return null;
}

/** Pairs a round by the 2026 rules. The caller has validated the input. */
export function pairDutch2026(input: DutchInput): DutchResult {
  const initial = input.initialColour ?? 'white';
  const S = playerStates2026(input);
  const n = S.length;
  const compat = new Compatibility(S);
  const L = layoutOf(S, input.round - 1);
  const B = BigInt(L.B);
  const odd = n % 2 === 1;
  const explain = input.explain === true;
  const brackets: BracketExplanation[] = [];
  const ctx: PairContext = { lowerInCurrent: false, lowerInNext: false, byeScore: 0, c9: false, playedRank: new Map() };
  const base = (hi: number, lo: number, c: PairContext): bigint => edgeWeight(S[hi]!, S[lo]!, compat.has(S[hi]!, S[lo]!), L, c);
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
  const fixed = new Int32Array(n).fill(-1);
  const fixedWeight = new Array<bigint>(n).fill(0n);
  // Every bracket on the whole graph (as bbpPairings): for explanations, and when the bye search must look at the top group.
  let allFull = explain;
  if (!odd) {
    if (!hasPerfectMatching(compat.graph(S))) return noPairing();
  } else {
    const byeScore = byeScoreOf(S, compat);
    if (byeScore === null) return noPairing();
    ctx.byeScore = byeScore;
    if (byeScore >= topUnits) {
      // The bye in the top scoregroup: C9 applies in the first bracket unless the bye search pairs a topscorer below it.
      ctx.c9 = true;
      if (S[n - 1]!.units < topUnits) {
        allFull = true;
        const G = new BracketGraph({ vertices: S.map((_, v) => v), n, fixed, completionField: null, fixedWeight });
        for (let i = 1; i < n; i++) for (let j = 0; j < i; j++) G.set(i, j, byeSearchWeight(S[j]!, S[i]!, compat.has(S[j]!, S[i]!), L, topUnits));
        const stable = G.solve();
        for (let v = 0; v < n && S[v]!.units >= topUnits; v++) if (S[stable[v]!]!.units < topUnits) ctx.c9 = false;
      }
    }
    const played = S.filter((p) => p.units === ctx.byeScore).map((p) => p.played).sort((a, b) => b - a);
    played.forEach((count, rank) => ctx.playedRank.set(count, rank));
  }
  // The weights of the players below a bracket, as bbpPairings sets them once for the whole round.
  const roundCtx: PairContext = { ...ctx };
  const byeCandidate = (p: PlayerState): boolean => p.byeEligible && p.units <= ctx.byeScore;
  const completionShift = BigInt(completionFieldShift(L));
  const completionField = (a: number, b: number): bigint =>
    (1n + (byeCandidate(S[a]!) ? 0n : 1n) + (byeCandidate(S[b]!) ? 0n : 1n)) << completionShift;
  /** C4/C5 for a relaxed bracket: these unpaired players and everybody from `below` on complete the round. */
  const completes = (unpaired: number[], below: number): boolean => {
    const players = [...unpaired.map((v) => S[v]!), ...S.slice(below)];
    return hasPerfectMatching(compat.graph(players, odd ? byeCandidate : undefined));
  };
  let stable: Int32Array = new Int32Array(0);
  /** Weights among the next bracket's MDPs, as the bracket before left them. */
  let carriedWeights = new Map<string, bigint>();

  const matched = new Uint8Array(n);
  let local: number[] = [];
  let next = 0;
  while (next < n && S[next]!.units >= topUnits) local.push(next++);
  if (!explain && input.round === 1 && S.every((p) => p.opponents.size === 0)) {
    // Round 1, nobody barred from meeting anybody: one bracket of alike players, every criterion met by
    // S1 against S2 in order (D.1), the lowest player left for the bye (C5, C9 all equal).
    const half = n >> 1;
    for (let i = 0; i < half; i++) {
      fixed[i] = i + half;
      fixed[i + half] = i;
    }
    local = [];
    next = n;
  }
  let sgb = 0; // MDPs at the head of `local`
  let sgbv = 0; // first vertex of the bracket's own scoregroup
  let nsgb = 0; // players of the bracket (MDPs and residents) at the head of `local`
  let nsgbv = 0; // first vertex of the next scoregroup
  let groupStart = 0; // the same
  let below = 0; // first vertex below the next scoregroup
  while (local.length > 1 || next < n) {
    nsgb = local.length;
    nsgbv = sgbv + (nsgb - sgb);
    groupStart = next;
    while (next < n && S[next]!.units >= S[groupStart]!.units) local.push(next++);
    below = next;
    // The bye at or above the next scoregroup's score (C9 then reads the pairs below): the whole graph, as bbpPairings.
    const mustBeFull = allFull || below >= n || (odd && ctx.byeScore >= S[groupStart]!.units);
    // On classes also the brackets paired on the whole graph for C4/C5 alone: those of an even round
    // (the completion field adds up the same in every perfect matching) and, in an odd round, those
    // above the bye's score (the round's unpaired player, a bye candidate, is then below them), unless
    // players below the next scoregroup could turn C9 off for the next bracket (see pairBracket's end).
    const classable = !allFull && nsgb > sgb &&
      (!odd || (S[local[sgb]!]!.units > ctx.byeScore && (below >= n || S[groupStart]!.units > ctx.byeScore)));
    if (classable && pairOnClasses()) continue;
    try {
      pairBracket(mustBeFull);
    } catch (e) {
      if (e !== NEEDS_LOWER) throw e;
      // The relaxed optimum could not complete the round: pair the bracket again with everybody below.
      for (const u of local) {
        matched[u] = 0;
        fixed[u] = -1;
      }
      pairBracket(true);
    }
  }

  /**
   * A large bracket of at most one MDP paired on classes of alike players (`classes2026.ts`), kept
   * when the next bracket can still do its best with what it leaves (C7: every floater paired there,
   * as many pairs there as its players allow) and the round can still be completed (C4, C5): then no
   * matching of the bracket graph does better on any criterion, so the graph would pair it the same.
   * False (nothing changed) when the path cannot decide.
   */
  function pairOnClasses(): boolean {
    if (explain || sgb > 1 || nsgb - sgb < classPath2026.minPlayers) return false;
    const nextGroup = local.slice(nsgb);
    const decided = pairBracketOnClasses({
      S, compat, L, ctx, mask: (1n << completionShift) - 1n, mdp: sgb === 1 ? local[0]! : null, residents: local.slice(sgb, nsgb),
    });
    if (!decided || decided.floaters.length > 1) return false;
    // C7 at its best: the floaters and the next scoregroup paired among themselves, at most one left.
    const players = [...decided.floaters, ...nextGroup];
    const mate = maxCardinalityMatching(compat.graph(players.map((v) => S[v]!)))!;
    const left: number[] = [];
    players.forEach((v, i) => {
      if (mate[i]! < 0) left.push(v);
    });
    if (left.length > 1 || decided.floaters.some((v) => left.includes(v))) return false;
    if (!completes(left, below)) return false;
    for (const [a, b] of decided.pairs) {
      fixed[a] = b;
      fixed[b] = a;
      matched[a] = matched[b] = 1;
    }
    ctx.c9 = odd && groupStart < n && ctx.byeScore >= S[groupStart]!.units;
    carriedWeights = new Map();
    local = [...decided.floaters, ...nextGroup];
    sgb = decided.floaters.length;
    sgbv = nsgbv;
    return true;
  }

  /** Pairs the bracket of `local` (MDPs, residents, then the next scoregroup), on its own players or the whole graph. */
  function pairBracket(full: boolean): void {
    const m = local.length;
    const v = (i: number): number => local[i]!;
    const vertices = full ? [...local, ...Array.from({ length: n - below }, (_, k) => below + k)] : local;
    const G = new BracketGraph(
      { vertices, n, fixed, fixedWeight, completionField: full ? null : completionField, check: (unpaired) => completes(unpaired, below) },
      (1n << completionShift) - 1n,
    );
    for (let l = 1; l < sgb; l++) for (let s = 0; s < l; s++) G.set(v(s), v(l), carriedWeights.get(`${v(l)} ${v(s)}`) ?? 0n);
    if (full) {
      // Below the next scoregroup, edges keep the weights of the whole round (completion only).
      for (let x = below; x < n; x++) for (let y = 0; y < vertices.length && vertices[y]! < x; y++) G.set(vertices[y]!, x, base(vertices[y]!, x, roundCtx));
    }
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
    carriedWeights = new Map();
    for (let l = 1; l < mdps; l++) for (let s = 0; s < l; s++) carriedWeights.set(`${carried[l]} ${carried[s]}`, G.get(carried[s]!, carried[l]!));
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
    const w = fixed[u]!;
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
