/**
 * A large bracket of the 2026 engine paired on classes of alike players (`classes.ts`, the 2017
 * engine's path, here with the 2026 weights): speed only, the result is the one the bracket graph
 * gives, or null and the caller pairs the bracket on its graph as before.
 *
 * It decides a bracket of at most one MDP whose residents (one score) are many: the MDP's opponent
 * (the earliest resident of a best class, `mdpPartnerOnClasses`), then the remainder (S1 against S2
 * when every best matching has that shape, D.1 on the optimal face of the classes, `pairOnClasses`).
 * Both steps maximise the bracket's own criteria (C6, C10-C21 and the candidate order); the next
 * scoregroup's criterion (C7) and completion (C4) are the caller's check afterwards (see
 * `dutch2026.ts`): when the bracket's best pairing also leaves the next bracket its best and the
 * round completable, it is the best of the bracket graph too, decision by decision.
 */
import type { WeightedGraph } from './blossom';
import { mdpPartnerOnClasses, pairOnClasses, type ClassBracket } from './classes';
import type { Compatibility } from './state';
import type { PlayerState2026 } from './state2026';
import { edgeWeight, type Layout, type PairContext } from './weights2026';
import { LIMB_BITS, limbsFor } from './wide';

/**
 * The smallest bracket (residents) the 2026 engine pairs on classes. Unlike the 2017 engine's
 * (`classPath.minPlayers`, 12), down to two: a small bracket graph is re-solved after every decision
 * with BigInt weights, and the class path (the same result or none) costs less even there (100-player
 * events: rounds 1-9 in about half the CPU).
 */
export const classPath2026 = { minPlayers: 2 };

export interface ClassBracket2026 {
  /** The round's players in A.2 order (vertex v is S[v]). */
  S: readonly PlayerState2026[];
  compat: Compatibility;
  L: Layout;
  /** The round's context (bye score, C9); the bracket's own pairs are weighed as `lowerInCurrent`. */
  ctx: PairContext;
  /** The bits of a weight below the completion field (C4/C5 is the caller's check). */
  mask: bigint;
  /** The bracket's one MDP (vertex), or null. */
  mdp: number | null;
  /** The residents (vertices, A.2 order, one score). */
  residents: readonly number[];
}

export interface ClassPairing {
  /** [higher, lower] vertices. */
  pairs: [number, number][];
  /** The bracket's players left unpaired (A.2 order). */
  floaters: number[];
}

/** Bigint weights as a WeightedGraph in limbs, with room above them for sums over a whole bracket. */
function limbGraph(n: number, pairs: readonly (readonly [number, number])[], weights: readonly bigint[]): WeightedGraph {
  let top = 0n;
  for (const w of weights) if (w > top) top = w;
  const limbs = limbsFor(top.toString(2).length + 16);
  const out = new Float64Array(weights.length * limbs);
  const base = 1n << BigInt(LIMB_BITS);
  weights.forEach((w, k) => {
    for (let l = 0; l < limbs && w > 0n; l++, w >>= BigInt(LIMB_BITS)) out[k * limbs + l] = Number(w % base);
  });
  return { n, u: Int32Array.from(pairs, ([a]) => a), v: Int32Array.from(pairs, ([, b]) => Math.max(b, 0)), weights: out, limbs };
}

/** The bracket paired on classes, or null when the path cannot decide it. */
export function pairBracketOnClasses(b: ClassBracket2026): ClassPairing | null {
  const { S, compat, L, mask, residents } = b;
  const ctx: PairContext = { ...b.ctx, lowerInCurrent: true, lowerInNext: false };
  // C9 reads the games played, C5 the bye: those brackets stay on the graph.
  if (ctx.c9) return null;
  const n = S.length;
  const common: Omit<ClassBracket, 'players' | 's1Size'> = {
    n,
    minPlayers: classPath2026.minPlayers,
    // Everything edgeWeight reads of one player (same-score pairs weigh alike either way round).
    key: (v) => {
      const p = S[v]!;
      return `${p.units}|${p.byeEligible ? 1 : 0}|${p.pref.colour}|${p.imbalance}|${p.repeated}|${p.float1}|${p.float2}`;
    },
    weigh: (pairs) => limbGraph(n, pairs, pairs.map(([x, y]) => (y < 0 ? 0n : edgeWeight(S[x]!, S[y]!, true, L, ctx) & mask))),
    classCompatible: (x, y) => compat.coloursAllow(S[x]!, S[y]!),
    compatible: (x, y) => compat.has(S[x]!, S[y]!),
  };
  const pairs: [number, number][] = [];
  let rest = [...residents];
  let mate: Int32Array | null = null;
  if (b.mdp !== null) {
    const mdp = mdpPartnerOnClasses({ ...common, players: [b.mdp, ...residents] });
    if (mdp === null) return null;
    pairs.push([b.mdp, mdp.partner]);
    rest = rest.filter((v) => v !== mdp.partner);
    mate = mdp.remainder;
  }
  mate ??= pairOnClasses({ ...common, players: rest, s1Size: rest.length >> 1 });
  if (!mate) return null;
  const floaters: number[] = [];
  for (const v of rest) {
    const w = mate[v]!;
    if (w < 0) floaters.push(v);
    else if (w > v) pairs.push([v, w]);
  }
  return { pairs, floaters };
}
