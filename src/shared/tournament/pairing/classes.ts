/**
 * A large remainder paired on classes of alike players (speed only: the result is the one the
 * matching on the whole graph gives, or nothing and the caller solves as before).
 *
 * In a homogeneous remainder the tiers above the candidate order (C5-C19) of a pair depend only on
 * what the two players bring to it: colour history and preference, topscorer, floats. Players alike
 * in all of that form a class; classes that weigh the same against every class form one weight
 * class, a dozen or two in a bracket of 1,500 players. Then:
 *
 * 1. The best value of S1 against S2 pairs only (no exchange, D.2.a) is a transportation problem
 *    between S1's and S2's weight classes, solved with its duals (alpha per S1 class, beta per S2
 *    class), both checked exactly (feasible, complementary, equal objectives).
 * 2. An upper bound for every matching at all (exchanges, S1-S1 and S2-S2 pairs) comes from the
 *    same problem on every weight class against every weight class (each pair of a matching counted
 *    both ways, with the better of its two orientations): the value of any checked dual solution.
 *    When twice the value of step 1 reaches it, every matching that is best on C5-C19 has S1 against
 *    S2 pairs only; then D.2.a (no exchange) and D.2.b-d (all S1 paired, none exchanged) are the same
 *    for all of them, and only D.1 is left to decide.
 * 3. Those matchings are the bipartite matchings on the tight class pairs (alpha + beta = weight)
 *    that pair every S1 player and every S2 player whose class has beta > 0 (LP duality, vertex
 *    duals taken from the classes; rematches only remove edges). A first such matching is built,
 *    then D.1 is decided as on the optimal face (face.ts): S1 position by position, the earliest S2
 *    partner some such matching gives, checked by covering the freed partners with alternating
 *    paths, here over implicit tight edges, class by class.
 *
 * Any check that fails (a fractional upper bound above the bipartite value, a rematch that leaves a
 * class pair unusable, a class whose members do not weigh alike) returns null.
 */
import type { WeightedGraph } from './blossom';
import * as wide from './wide';

// Local bindings (see blossom.ts: a transpiler's property getters would cost more than the sums).
const { addScaled, compare, copy, isZero, sumInto } = wide;

export interface ClassBracket {
  /** The remainder's players (bracket indices) in A.2 order; S1 is the first `s1Size`. */
  players: readonly number[];
  s1Size: number;
  /** Length of the mate array returned (the caller's vertex count). */
  n: number;
  /**
   * A key such that two players with equal keys weigh the same (tiers above the candidate order)
   * with every partner, in either order.
   */
  key(i: number): string;
  /**
   * The weights (tiers above the candidate order only, packed alike) of the pairs [a, b], a taken as
   * the higher ranked of the two ([a, -1]: a with the bye). Wide enough for sums over twice the
   * players.
   */
  weigh(pairs: readonly (readonly [number, number])[]): WeightedGraph;
  /** May players of these two keys meet at all (C3; rematches are asked of `compatible`)? */
  classCompatible(i: number, j: number): boolean;
  /** C1 and C3 for two players. */
  compatible(i: number, j: number): boolean;
  /**
   * The last bracket with an odd number of players: who may take the pairing-allocated bye (C2),
   * a virtual partner whose pair `weigh` gives for [i, -1]. Part of the key's promise.
   */
  byeEligible?: (i: number) => boolean;
  /** The smallest remainder the path decides (default `classPath.minPlayers`; the 2026 engine sets its own). */
  minPlayers?: number;
}

/**
 * Remainders smaller than `minPlayers` are solved on the whole graph (a few dozen edges; the path
 * itself is tested down to two players); `used` counts the remainders and MDP-pairings this path
 * decided, and `verifyKeys` weighs every pair of players against its classes' pair and throws on a
 * difference (both for the tests). `reuseBounds`: an MDP's bracket certifies the residents less one
 * with the bound of all of them (certify); `reused` counts those certifications, and `auditReuse`
 * solves step 2 for each all the same and throws where it disagrees (for the tests).
 */
export const classPath = { enabled: true, minPlayers: 12, used: 0, verifyKeys: false, reuseBounds: true, reused: 0, auditReuse: false };

/** The remainder's matching (mate over the caller's n vertices, -1 unpaired), or null. */
export function pairOnClasses(b: ClassBracket): Int32Array | null {
  const { players, s1Size } = b;
  if (!classPath.enabled || players.length < (b.minPlayers ?? classPath.minPlayers)) return null;
  const classes = weightClasses(b);
  const face = classes && certify(classes, classes.of, s1Size);
  if (!face) return null;
  const walk = new FaceWalk(b, classes.of, classes.count, face);
  const mate = walk.start() ? walk.decide() : null;
  if (mate) classPath.used++;
  return mate;
}

/**
 * The MDP-pairing of a bracket with one MDP (`players`: the MDP first, then the residents, all in
 * A.2 order; S1 = the MDP, S2 = the residents): the MDP's partner (bracket index), or null when
 * the path cannot decide (the caller then solves as before). The best matchings of the bracket
 * pair the MDP with r exactly when weight(MDP, r) + the best value of the residents without r is
 * the largest (pairing the MDP also counts for the MDP-pairing's own criterion, below C5-C19);
 * that value depends on r's class only, and is certified per class as in pairOnClasses. The MDP
 * takes the earliest resident of a best class for whom a matching of the other residents with that
 * value is found. The residents left are then paired on that matching's face, as pairOnClasses would
 * pair them as a remainder (S1 its first half): the same players, weights and best matchings, whose
 * classes only split finer here (by their weight against the MDP), which changes no best matching.
 */
export function mdpPartnerOnClasses(b: Omit<ClassBracket, 's1Size'>): MdpPairing | null {
  const { players } = b;
  const size = players.length;
  if (!classPath.enabled || size < (b.minPlayers ?? classPath.minPlayers)) return null;
  const classes = weightClasses({ ...b, s1Size: 1 });
  if (!classes) return null;
  const { of, W, L, present, count: K } = classes;
  const m = of[0]!;
  const residents = new Int32Array(K);
  for (let r = 1; r < size; r++) residents[of[r]!]!++;
  const odd = size % 2 === 1; // the residents less one
  /** Per resident class: the bound of the residents less one of it, from the duals of all of them (certified first). */
  const bounds = new Map<number, ReusedBound>();
  const boundOf = (everyone: CertifiedFace, h: number): ReusedBound => {
    let known = bounds.get(h);
    if (!known) bounds.set(h, known = boundWithout(everyone, h, K, L, odd, (g) => residents[g]! > (g === h ? 1 : 0)));
    return known;
  };
  /**
   * The residents without position `r` (0: none left out), their classes, their certified face
   * (kept: a class is valued through its first resident, who is often the one finally chosen).
   */
  const rests = new Map<number, { players: number[]; of: Int32Array; face: CertifiedFace | null }>();
  const without = (r: number): { players: number[]; of: Int32Array; face: CertifiedFace | null } => {
    const known = rests.get(r);
    if (known) return known;
    const rest: number[] = [];
    const restOf: number[] = [];
    for (let p = 1; p < size; p++) {
      if (p === r) continue;
      rest.push(players[p]!);
      restOf.push(of[p]!);
    }
    const restClasses = Int32Array.from(restOf);
    // The residents less one are certified with the bound of all of them where it reaches (certify).
    const everyone = r > 0 ? rests.get(0)?.face : undefined;
    const out = { players: rest, of: restClasses, face: certify(classes, restClasses, Math.floor(rest.length / 2), everyone ? boundOf(everyone, of[r]!) : undefined) };
    rests.set(r, out);
    return out;
  };
  // The value of each resident class as the MDP's partner's: the weight of the pair plus the best
  // of the others, which is the same whichever member of the class leaves (it counts classes).
  const value = new Map<number, Float64Array>();
  let best: Float64Array | null = null;
  const valueOf = (r: number): Float64Array | null => {
    const h = of[r]!;
    if (!value.has(h)) {
      const face = without(r).face;
      if (!face) return null;
      const v = Float64Array.from(face.value);
      addScaled(v, 0, 1, W, (m * K + h) * L, L);
      value.set(h, v);
    }
    return value.get(h)!;
  };
  // Twice a class's value is at most twice the pair's weight plus the bound of the residents less one
  // of the class, from the duals of all of them (boundWithout): classes are valued in decreasing order
  // of that bound until it falls below twice the best value found, which no later class can then reach.
  // The same bound certifies most of the values (certify's `known`). In the MDP's bracket of the
  // 100-player bench round, 2 classes are valued with 2 transportation problems, where 7 took 14 before
  // (the engine: 11.35 ms of CPU before, 9.3 after; 24.8 and 18.05 ms on 500 players).
  const alone = without(0).face;
  if (!alone) return null;
  const firstOf = new Int32Array(K).fill(-1);
  for (let r = size - 1; r >= 1; r--) if (present[m * K + of[r]!]) firstOf[of[r]!] = r;
  const candidates = [...firstOf.keys()].filter((h) => firstOf[h]! >= 0);
  const reach = new Float64Array(K * L);
  for (const h of candidates) {
    copy(boundOf(alone, h).bound, 0, reach, h * L, L);
    addScaled(reach, h * L, 1, W, (m * K + h) * L, L);
    addScaled(reach, h * L, 1, W, (m * K + h) * L, L);
  }
  candidates.sort((g, h) => compare(reach, h * L, reach, g * L, L));
  // The best value: no class whose bound is not above the best found can exceed it.
  const twiceBest = new Float64Array(L);
  for (const h of candidates) {
    if (best && compare(reach, h * L, twiceBest, 0, L) <= 0) break;
    const v = valueOf(firstOf[h]!);
    if (!v) return null;
    if (!best || compare(v, 0, best, 0, L) > 0) {
      best = v;
      copy(v, 0, twiceBest, 0, L);
      addScaled(twiceBest, 0, 1, v, 0, L);
    }
  }
  // The MDP left unpaired must not be better (it would be on C5-C19 alone); if it is, the path
  // does not decide.
  if (!best || compare(alone.value, 0, best, 0, L) > 0) return null;
  // The earliest resident of a class with the best value (valued when its first resident comes).
  for (let r = 1; r < size; r++) {
    const h = of[r]!;
    if (!present[m * K + h] || compare(reach, h * L, twiceBest, 0, L) < 0) continue;
    const v = valueOf(r);
    if (!v) return null;
    if (compare(v, 0, best, 0, L) !== 0) continue;
    if (!b.compatible(players[0]!, players[r]!)) continue;
    const rest = without(r);
    if (!rest.face) return null;
    // A matching of the others with that value must exist (a rematch could forbid it); when none
    // of S1 against S2 does, another shape might: the path does not decide.
    const walk = new FaceWalk({ ...b, players: rest.players, s1Size: Math.floor(rest.players.length / 2) }, rest.of, K, rest.face);
    if (!walk.start()) return null;
    classPath.used++;
    const remainder = walk.decide();
    if (remainder) classPath.used++;
    return { partner: players[r]!, remainder };
  }
  return null;
}

/** The MDP's partner, and the residents left paired (mate over the caller's n vertices), or null when undecided. */
export interface MdpPairing {
  partner: number;
  remainder: Int32Array | null;
}

/** The optimal face of a remainder's tiers above the candidate order, proved (see the header). */
interface CertifiedFace {
  /** The best value of C4-C19 (packed; with the bye's pair when there is one). */
  value: Float64Array;
  /**
   * The bound of step 2 without the virtual player's part, and each class's two duals in it: with
   * one player of class h fewer the same duals bound twice the best value by pairBound - twiceDual[h]
   * (they stay feasible; only a capacity falls).
   */
  pairBound: Float64Array;
  twiceDual: Float64Array;
  /** tight[g * K + h]: S1 class g and S2 class h meet on the face. */
  tight: Uint8Array;
  /** S2 classes whose players must all be paired (beta > 0). */
  requiredClass: Uint8Array;
}

/**
 * Steps 1 and 2 of the header for the players whose weight classes are `of` (A.2 order, S1 the
 * first s1Size): the face when the best S1-against-S2 value is the best of all matchings, or null.
 *
 * `known`: a bound on twice the best value of any matching of these players, from duals found before
 * (boundWithout). When twice the value of step 1 meets it, it is the best of all matchings, and step 2
 * is not solved.
 */
function certify(classes: WeightClasses, of: Int32Array, s1Size: number, known?: ReusedBound): CertifiedFace | null {
  const { W, L, present, count: K, bye } = classes;
  const size = of.length;
  if (s1Size === 0 || 2 * s1Size > size) return null;
  const odd = size % 2 === 1;
  if (odd && size - 2 * s1Size !== 1) return null;
  if (bye && !odd) return null;
  // The virtual player V = class K: the bye (joined to the eligible classes by their bye weight),
  // or, for an odd number without a bye, the one left unpaired in the bound of step 2 (the
  // fractional bound pairs everybody by halves otherwise): joined to every class by a weight above
  // any pair's, so that it is always paired.
  const KV = K + 1;
  const WV = new Float64Array((KV * KV + K) * L);
  for (let g = 0; g < K; g++) for (let h = 0; h < K; h++) copy(W, (g * K + h) * L, WV, (g * KV + h) * L, L);
  const heavy = new Float64Array(L);
  if (odd && !bye) {
    for (let e = 0; e < K * K; e++) if (present[e] && compare(W, e * L, heavy, 0, L) > 0) copy(W, e * L, heavy, 0, L);
    addScaled(heavy, 0, 1, heavy, 0, L);
  }
  for (let g = 0; g < K; g++) copy(bye ?? heavy, bye ? g * L : 0, WV, (KV * KV + g) * L, L);
  /** V's arc to class g (an index into WV), or -1. */
  const virtual = (g: number): number => (!odd || (bye && bye[g * L]! < 0) ? -1 : KV * KV + g);
  const real = (g: number, h: number): number => (present[g * K + h] ? g * KV + h : -1);
  const sideCount = (from: number, to: number): Float64Array => {
    const c = new Float64Array(KV);
    for (let p = from; p < to; p++) c[of[p]!]!++;
    return c;
  };
  const a = sideCount(0, s1Size);
  const c2 = sideCount(s1Size, size);
  // 1. S1 against S2; the bye is an S1 row (it takes the one S2 player left).
  if (bye) a[K] = 1;
  const bip = transport(KV, L, a, c2, (g, h) => (h === K ? -1 : g === K ? virtual(h) : real(g, h)), WV);
  if (!bip || bip.flow !== s1Size + (bye ? 1 : 0)) return null;
  const face = (value: Float64Array, pairBound: Float64Array, twiceDual: Float64Array): CertifiedFace => {
    // 3. The tight class pairs and the S2 classes that must be paired: with a bye, those that cannot
    // be its partner on the face; else those with beta > 0.
    const tight = new Uint8Array(K * K);
    const s = new Float64Array(L);
    const slack = (g: number, h: number, e: number): boolean => {
      sumInto(s, 0, bip.alpha, g * L, 1, bip.beta, h * L, L);
      addScaled(s, 0, -1, WV, e * L, L);
      return isZero(s, 0, L);
    };
    for (let g = 0; g < K; g++) for (let h = 0; h < K; h++) if (present[g * K + h] && slack(g, h, g * KV + h)) tight[g * K + h] = 1;
    const requiredClass = new Uint8Array(K);
    for (let h = 0; h < K; h++) {
      const e = bye ? virtual(h) : -1;
      requiredClass[h] = bye ? (e >= 0 && slack(K, h, e) ? 0 : 1) : isZero(bip.beta, h * L, L) ? 0 : 1;
    }
    return { value, tight, requiredClass, pairBound, twiceDual };
  };
  const twiceValue = new Float64Array(L);
  sumInto(twiceValue, 0, bip.value, 0, 1, bip.value, 0, L);
  const certified = known !== undefined && !bye && classPath.reuseBounds && compare(twiceValue, 0, known.bound, 0, L) === 0;
  if (certified) {
    classPath.reused++;
    if (!classPath.auditReuse) return face(bip.value, known.pairBound, known.twiceDual);
  }
  // 2. The upper bound over all matchings: every class against every class, the better orientation.
  const all = new Float64Array(KV);
  for (let g = 0; g < K; g++) all[g] = a[g]! + c2[g]!;
  if (odd) all[K] = 1;
  const better = (g: number, h: number): number => {
    if (g === K || h === K) return g === h ? -1 : virtual(g === K ? h : g);
    const x = real(g, h);
    const y = real(h, g);
    if (x < 0 || y < 0) return x < 0 ? y : x;
    return compare(WV, x * L, WV, y * L, L) >= 0 ? x : y;
  };
  const cover = transport(KV, L, all, all, better, WV);
  if (!cover) return null;
  // Twice the bipartite value (with V pairing the one left over) must reach it.
  const twice = Float64Array.from(twiceValue);
  if (odd && !bye) {
    addScaled(twice, 0, 1, heavy, 0, L);
    addScaled(twice, 0, 1, heavy, 0, L);
  }
  if (certified && compare(twice, 0, cover.bound, 0, L) !== 0) throw new Error('class path: a reused bound certified a face that step 2 does not');
  if (compare(twice, 0, cover.bound, 0, L) !== 0) return null;
  const twiceDual = new Float64Array(K * L);
  for (let g = 0; g < K; g++) {
    copy(cover.alpha, g * L, twiceDual, g * L, L);
    addScaled(twiceDual, g * L, 1, cover.beta, g * L, L);
  }
  const pairBound = Float64Array.from(cover.bound);
  if (odd) {
    addScaled(pairBound, 0, -1, cover.alpha, K * L, L);
    addScaled(pairBound, 0, -1, cover.beta, K * L, L);
  }
  return face(bip.value, pairBound, twiceDual);
}

/**
 * A bound on twice the best value of any matching of the players of `face` less one of class `less`, from
 * that face's duals, and the same without the last step (the face's `pairBound` for those players). The
 * duals stay feasible and only that capacity fell: the bound falls by the class's two duals. With an odd
 * number of players left (`present`: the classes they hold), a matching leaves one of them unpaired, whose
 * class's two duals it does not reach either: the bound falls by the smallest of those too.
 */
function boundWithout(face: CertifiedFace, less: number, K: number, L: number, odd: boolean, present: (g: number) => boolean): ReusedBound {
  const { twiceDual } = face;
  const pairBound = Float64Array.from(face.pairBound);
  addScaled(pairBound, 0, -1, twiceDual, less * L, L);
  if (!odd) return { bound: pairBound, pairBound, twiceDual };
  let least = -1;
  for (let g = 0; g < K; g++) if (present(g) && (least < 0 || compare(twiceDual, g * L, twiceDual, least * L, L) < 0)) least = g;
  const bound = Float64Array.from(pairBound);
  if (least >= 0) addScaled(bound, 0, -1, twiceDual, least * L, L);
  return { bound, pairBound, twiceDual };
}

/** A bound found from earlier duals (boundWithout), with those duals as a CertifiedFace keeps them. */
interface ReusedBound {
  bound: Float64Array;
  pairBound: Float64Array;
  twiceDual: Float64Array;
}

interface WeightClasses {
  /** Weight class of each position in the players. */
  of: Int32Array;
  count: number;
  /** W[(g * K + h) * L ..]: the weight of a pair with the higher ranked in class g. */
  W: Float64Array;
  L: number;
  /** Whether players of classes g and h may meet (C3), and g = h has two members. */
  present: Uint8Array;
  /** The weight of each class's pair with the bye (L limbs; -1: not eligible), or null: no bye. */
  bye: Float64Array | null;
}

/** Classes by key, then merged into weight classes (same weights against every class). */
function weightClasses(b: ClassBracket): WeightClasses | null {
  const { players } = b;
  const size = players.length;
  const ids = new Map<string, number>();
  const first: number[] = [];
  const second: number[] = [];
  const keyClass = new Int32Array(size);
  for (let p = 0; p < size; p++) {
    const k = b.key(players[p]!);
    let id = ids.get(k);
    if (id === undefined) {
      id = first.length;
      ids.set(k, id);
      first.push(players[p]!);
      second.push(-1);
    } else if (second[id] === -1) second[id] = players[p]!;
    keyClass[p] = id;
  }
  const C = first.length;
  const pairs: [number, number][] = [];
  const edgeOf = new Int32Array(C * C).fill(-1);
  for (let g = 0; g < C; g++) {
    for (let h = 0; h < C; h++) {
      const x = first[g]!;
      const y = g === h ? second[g]! : first[h]!;
      if (y < 0 || !b.classCompatible(x, y)) continue;
      edgeOf[g * C + h] = pairs.length;
      pairs.push([x, y]);
    }
  }
  if (pairs.length === 0) return null;
  const byeOf = new Int32Array(C).fill(-1);
  if (b.byeEligible) {
    for (let g = 0; g < C; g++) {
      if (!b.byeEligible(first[g]!)) continue;
      byeOf[g] = pairs.length;
      pairs.push([first[g]!, -1]);
    }
  }
  const graph = b.weigh(pairs);
  const L = graph.limbs;
  // A class's signature: its weights against every class, both ways (-1 marks an absent pair;
  // weights are positive), and whether it has two members. Rows are bucketed by a hash and
  // compared in full.
  const width = 2 * C * L + 1 + L;
  const rows = new Float64Array(C * width);
  for (let g = 0; g < C; g++) {
    let o = g * width;
    rows[o++] = second[g]! < 0 ? 1 : 2;
    for (let i = 0; i < L; i++) rows[o++] = byeOf[g]! < 0 ? -1 : graph.weights[byeOf[g]! * L + i]!;
    for (let h = 0; h < C; h++) {
      for (const e of [edgeOf[g * C + h]!, edgeOf[h * C + g]!]) {
        for (let i = 0; i < L; i++) rows[o++] = e < 0 ? -1 : graph.weights[e * L + i]!;
      }
    }
  }
  const sameRow = (g: number, h: number): boolean => {
    for (let i = 0; i < width; i++) if (rows[g * width + i] !== rows[h * width + i]) return false;
    return true;
  };
  const buckets = new Map<number, number[]>();
  const weightClass = new Int32Array(C);
  const members: number[] = [];
  for (let g = 0; g < C; g++) {
    let hash = 0;
    for (let i = 0; i < width; i++) hash = (Math.imul(hash, 31) + (rows[g * width + i]! % 1_000_003)) | 0;
    const bucket = buckets.get(hash) ?? [];
    if (bucket.length === 0) buckets.set(hash, bucket);
    const like = bucket.find((w) => sameRow(members[w]!, g));
    if (like !== undefined) weightClass[g] = like;
    else {
      weightClass[g] = members.length;
      bucket.push(members.length);
      members.push(g);
    }
  }
  const K = members.length;
  const W = new Float64Array(K * K * L);
  const present = new Uint8Array(K * K);
  const total = new Int32Array(K);
  for (let p = 0; p < size; p++) total[weightClass[keyClass[p]!]!]!++;
  for (let g = 0; g < K; g++) {
    for (let h = 0; h < K; h++) {
      const cg = members[g]!;
      const ch = members[h]!;
      // Inside one weight class: the pair of two members of one class, or of two of its classes.
      let e = edgeOf[cg * C + ch]!;
      if (g === h && e < 0 && total[g]! >= 2) {
        for (let x = 0; x < C && e < 0; x++) {
          if (weightClass[x] !== g) continue;
          for (let y = 0; y < C && e < 0; y++) if (weightClass[y] === g && edgeOf[x * C + y]! >= 0) e = edgeOf[x * C + y]!;
        }
      }
      if (e < 0 || (g === h && total[g]! < 2)) continue;
      present[g * K + h] = 1;
      copy(graph.weights, e * L, W, (g * K + h) * L, L);
    }
  }
  const bye = b.byeEligible ? new Float64Array(K * L).fill(-1) : null;
  if (bye) {
    for (let g = 0; g < K; g++) if (byeOf[members[g]!]! >= 0) copy(graph.weights, byeOf[members[g]!]! * L, bye, g * L, L);
  }
  const of = new Int32Array(size);
  for (let p = 0; p < size; p++) of[p] = weightClass[keyClass[p]!]!;
  if (classPath.verifyKeys) verifyKeys(b, of, K, W, present, L, bye);
  return { of, count: K, W, L, present, bye };
}

/** The key's promise, checked on every pair of players both ways (tests only: n^2 weights). */
function verifyKeys(b: Pick<ClassBracket, 'players' | 'weigh' | 'classCompatible' | 'byeEligible'>, of: Int32Array, K: number, W: Float64Array, present: Uint8Array, L: number, bye: Float64Array | null): void {
  const { players } = b;
  const pairs: [number, number][] = [];
  const at: number[] = [];
  players.forEach((x, p) => {
    if (bye && (bye[of[p]! * L] === -1) === b.byeEligible!(x)) throw new Error(`class keys: player ${x} and his class differ on the bye`);
  });
  for (let p = 0; p < players.length; p++) {
    for (let q = 0; q < players.length; q++) {
      if (p === q || !b.classCompatible(players[p]!, players[q]!)) continue;
      pairs.push([players[p]!, players[q]!]);
      at.push(of[p]! * K + of[q]!);
    }
  }
  const graph = b.weigh(pairs);
  if (graph.limbs !== L) throw new Error(`class keys: the pairs weigh in ${graph.limbs} limbs, the classes in ${L}`);
  pairs.forEach(([x, y], k) => {
    const e = at[k]!;
    if (!present[e] || compare(graph.weights, k * L, W, e * L, L) !== 0) throw new Error(`class keys: players ${x} and ${y} do not weigh as their classes`);
  });
}

interface Transport {
  /** Units of flow (pairs). */
  flow: number;
  /** The primal value (sum of weights). */
  value: Float64Array;
  /** Checked dual solution: alpha per row, beta per column (>= 0), and its objective. */
  alpha: Float64Array;
  beta: Float64Array;
  bound: Float64Array;
}

/**
 * The queue of Bellman-Ford with a queue (longest gains): a node is looked at again only when its
 * gain grew. `take` gives the next node, EMPTY when none is left, or CYCLE once a node has been taken
 * more than `limit` times (a gaining cycle).
 */
class RelaxQueue {
  static readonly EMPTY = -1;
  static readonly CYCLE = -2;
  private readonly nodes: Int32Array;
  private readonly queued: Uint8Array;
  private readonly visits: Int32Array;
  private head = 0;
  private size = 0;

  constructor(private readonly V: number, private readonly limit: number) {
    this.nodes = new Int32Array(V);
    this.queued = new Uint8Array(V);
    this.visits = new Int32Array(V);
  }

  reset(): void {
    this.queued.fill(0);
    this.visits.fill(0);
    this.head = this.size = 0;
  }

  push(v: number): void {
    if (this.queued[v]) return;
    this.queued[v] = 1;
    this.nodes[(this.head + this.size++) % this.V] = v;
  }

  take(): number {
    if (this.size === 0) return RelaxQueue.EMPTY;
    const u = this.nodes[this.head]!;
    this.head = (this.head + 1) % this.V;
    this.size--;
    this.queued[u] = 0;
    return ++this.visits[u]! > this.limit ? RelaxQueue.CYCLE : u;
  }
}

/**
 * Maximum-weight transportation between K row classes (supplies `a`) and K column classes
 * (capacities `c`), arc g-h of weight W[arc(g, h)] (-1: no arc), weights wide (L limbs) and
 * positive. Successive shortest paths with potentials, then duals from shortest distances in the
 * final residual graph; the duals are checked (feasible, >= 0, complementary, equal objective) and
 * null is returned if anything fails.
 */
function transport(K: number, L: number, a: Float64Array, c: Float64Array, arc: (g: number, h: number) => number, W: Float64Array): Transport | null {
  const arcs = new Int32Array(K * K);
  for (let g = 0; g < K; g++) for (let h = 0; h < K; h++) arcs[g * K + h] = a[g]! > 0 && c[h]! > 0 ? arc(g, h) : -1;
  const x = new Float64Array(K * K); // flow on g-h
  const rowLeft = Float64Array.from(a);
  const colLeft = Float64Array.from(c);
  // Nodes: rows 0..K-1, columns K..2K-1. Costs are -weight (row to column) and +weight back.
  const V = 2 * K;
  const dist = new Float64Array(V * L);
  const reached = new Uint8Array(V);
  const t = new Float64Array(L);
  const best = new Float64Array(L);
  let flow = 0;
  // Longest gain paths in the residual graph from every row with supply left to the columns with
  // capacity left.
  const queue = new RelaxQueue(V, V);
  for (;;) {
    reached.fill(0);
    queue.reset();
    for (let g = 0; g < K; g++) {
      if (rowLeft[g]! > 0) {
        reached[g] = 1;
        dist.fill(0, g * L, g * L + L);
        queue.push(g);
      }
    }
    // dist holds the gain (sum of weights forward minus weights back), maximised.
    let u: number;
    while ((u = queue.take()) >= 0) {
      if (u < K) {
        for (let h = 0; h < K; h++) {
          const e = arcs[u * K + h]!;
          if (e < 0) continue;
          copy(dist, u * L, t, 0, L);
          addScaled(t, 0, 1, W, e * L, L);
          const col = K + h;
          if (!reached[col] || compare(t, 0, dist, col * L, L) > 0) {
            copy(t, 0, dist, col * L, L);
            reached[col] = 1;
            queue.push(col);
          }
        }
      } else {
        const h = u - K;
        for (let g = 0; g < K; g++) {
          // A source row keeps gain 0 (a cycle through it gains nothing more).
          if (x[g * K + h]! <= 0 || rowLeft[g]! > 0) continue;
          copy(dist, u * L, t, 0, L);
          addScaled(t, 0, -1, W, arcs[g * K + h]! * L, L);
          if (!reached[g] || compare(t, 0, dist, g * L, L) > 0) {
            copy(t, 0, dist, g * L, L);
            reached[g] = 1;
            queue.push(g);
          }
        }
      }
    }
    if (u === RelaxQueue.CYCLE) return null; // the flow was not optimal (cannot happen)
    // The largest gain d* of a column with capacity left; none, or not positive: optimal.
    let top = -1;
    for (let h = 0; h < K; h++) {
      const col = K + h;
      if (!reached[col] || colLeft[h]! <= 0) continue;
      if (top < 0 || compare(dist, col * L, best, 0, L) > 0) {
        top = col;
        copy(dist, col * L, best, 0, L);
      }
    }
    // Weights are positive, so any path to a free column gains until none is left.
    if (top < 0 || best[L - 1]! < 0 || isZero(best, 0, L)) break;
    // Every residual arc now gains at most the difference of its ends' gains; the arcs that gain
    // exactly that (admissible) form the best paths, also after pushing along some of them (their
    // reverses are admissible too). Push a blocking flow along them before measuring again.
    const admitted = (from: number, to: number, sign: number, e: number): boolean => {
      copy(dist, from * L, t, 0, L);
      addScaled(t, 0, sign, W, e * L, L);
      return compare(t, 0, dist, to * L, L) === 0;
    };
    // admissible[g * K + h]: the arc g-h, forward, and back where it has flow.
    const admissible = new Uint8Array(K * K);
    for (let g = 0; g < K; g++) {
      if (!reached[g]) continue;
      for (let h = 0; h < K; h++) {
        const e = arcs[g * K + h]!;
        if (e >= 0 && reached[K + h] && admitted(g, K + h, 1, e)) admissible[g * K + h] = 1;
      }
    }
    const sink = new Uint8Array(K);
    for (let h = 0; h < K; h++) sink[h] = reached[K + h] && colLeft[h]! > 0 && compare(dist, (K + h) * L, best, 0, L) === 0 ? 1 : 0;
    const dead = new Uint8Array(V);
    const onPath = new Uint8Array(V);
    const path: number[] = [];
    // Depth first from a row: the nodes of a path to a sink column (rows and columns alternate).
    const search = (g: number): boolean => {
      onPath[g] = 1;
      path.push(g);
      for (let h = 0; h < K; h++) {
        if (!admissible[g * K + h] || onPath[K + h] || dead[K + h]) continue;
        onPath[K + h] = 1;
        path.push(K + h);
        if (sink[h] && colLeft[h]! > 0) return true;
        for (let r = 0; r < K; r++) {
          if (!admissible[r * K + h] || x[r * K + h]! <= 0 || onPath[r] || dead[r] || rowLeft[r]! > 0) continue;
          if (search(r)) return true;
        }
        path.pop();
        onPath[K + h] = 0;
        dead[K + h] = 1;
      }
      path.pop();
      onPath[g] = 0;
      dead[g] = 1;
      return false;
    };
    let pushed = false;
    for (let g = 0; g < K; g++) {
      while (rowLeft[g]! > 0 && !dead[g] && reached[g]) {
        path.length = 0;
        onPath.fill(0);
        if (!search(g)) break;
        // path: row, column, row, column, ... ending at a sink column.
        let amount = Math.min(rowLeft[g]!, colLeft[path[path.length - 1]! - K]!);
        for (let k = 2; k < path.length; k += 2) amount = Math.min(amount, x[path[k]! * K + (path[k - 1]! - K)]!);
        for (let k = 1; k < path.length; k += 2) x[path[k - 1]! * K + (path[k]! - K)]! += amount;
        for (let k = 2; k < path.length; k += 2) x[path[k]! * K + (path[k - 1]! - K)]! -= amount;
        rowLeft[g]! -= amount;
        colLeft[path[path.length - 1]! - K]! -= amount;
        flow += amount;
        pushed = true;
      }
    }
    if (!pushed) return null; // cannot happen: the best path itself is admissible
  }
  return duals(K, L, a, c, arcs, W, x, flow);
}

/**
 * Duals of an optimal transportation, from longest gain paths (weight forward, minus weight back)
 * in its residual circulation: a source S before the rows, a sink T after the columns and the arc
 * T-S (sending less is allowed). With q those gains from a node joined to every node, alpha_g =
 * q(S) - q(g) and beta_h = q(h) - q(S), negatives raised to zero (only on rows or columns without
 * flow); then everything is checked.
 */
function duals(K: number, L: number, a: Float64Array, c: Float64Array, arcs: Int32Array, W: Float64Array, x: Float64Array, flow: number): Transport | null {
  const S = 2 * K;
  const T = 2 * K + 1;
  const V = 2 * K + 2;
  const rowFlow = new Float64Array(K);
  const colFlow = new Float64Array(K);
  for (let g = 0; g < K; g++) {
    for (let h = 0; h < K; h++) {
      rowFlow[g]! += x[g * K + h]!;
      colFlow[h]! += x[g * K + h]!;
    }
  }
  // The residual arcs: [from, to, edge (-1: gain 0), sign].
  const res: number[] = [];
  for (let g = 0; g < K; g++) {
    if (a[g]! <= 0) continue;
    if (rowFlow[g]! < a[g]!) res.push(S, g, -1, 0);
    if (rowFlow[g]! > 0) res.push(g, S, -1, 0);
    for (let h = 0; h < K; h++) {
      const e = arcs[g * K + h]!;
      if (e < 0) continue;
      res.push(g, K + h, e, 1);
      if (x[g * K + h]! > 0) res.push(K + h, g, e, -1);
    }
  }
  for (let h = 0; h < K; h++) {
    if (c[h]! <= 0) continue;
    if (colFlow[h]! < c[h]!) res.push(K + h, T, -1, 0);
    if (colFlow[h]! > 0) res.push(T, K + h, -1, 0);
  }
  res.push(T, S, -1, 0);
  if (flow > 0) res.push(S, T, -1, 0);
  // Gains from a node joined to every node (all start at 0), over the residual arcs grouped by their
  // tail.
  const q = new Float64Array(V * L);
  const t = new Float64Array(L);
  const first = new Int32Array(V + 1);
  for (let k = 0; k < res.length; k += 4) first[res[k]! + 1]!++;
  for (let v = 0; v < V; v++) first[v + 1]! += first[v]!;
  const out = new Int32Array(res.length / 4);
  const fill = first.slice(0, V);
  for (let k = 0; k < res.length; k += 4) out[fill[res[k]!]!++] = k;
  const queue = new RelaxQueue(V, V + 1);
  for (let v = 0; v < V; v++) queue.push(v);
  let u: number;
  while ((u = queue.take()) >= 0) {
    for (let i = first[u]!; i < first[u + 1]!; i++) {
      const k = out[i]!;
      const v = res[k + 1]!;
      const e = res[k + 2]!;
      if (e >= 0) sumInto(t, 0, q, u * L, res[k + 3]!, W, e * L, L);
      else copy(q, u * L, t, 0, L);
      if (compare(t, 0, q, v * L, L) > 0) {
        copy(t, 0, q, v * L, L);
        queue.push(v);
      }
    }
  }
  if (u === RelaxQueue.CYCLE) return null; // the flow was not optimal (cannot happen)
  const alpha = new Float64Array(K * L);
  const beta = new Float64Array(K * L);
  for (let g = 0; g < K; g++) {
    if (a[g]! <= 0) continue;
    copy(q, S * L, alpha, g * L, L);
    addScaled(alpha, g * L, -1, q, g * L, L);
    if (alpha[g * L + L - 1]! < 0) alpha.fill(0, g * L, g * L + L);
  }
  for (let h = 0; h < K; h++) {
    if (c[h]! <= 0) continue;
    copy(q, (K + h) * L, beta, h * L, L);
    addScaled(beta, h * L, -1, q, S * L, L);
    if (beta[h * L + L - 1]! < 0) beta.fill(0, h * L, h * L + L);
  }
  // The checks: alpha + beta >= w on every arc and equal on arcs with flow; alpha = 0 on rows with
  // supply left, beta = 0 on columns with capacity left; the two objectives equal.
  const value = new Float64Array(L);
  const bound = new Float64Array(L);
  for (let g = 0; g < K; g++) {
    if (a[g]! <= 0) continue;
    if (rowFlow[g]! < a[g]! && !isZero(alpha, g * L, L)) return null;
    for (let k = 0; k < a[g]!; k++) addScaled(bound, 0, 1, alpha, g * L, L);
  }
  for (let h = 0; h < K; h++) {
    if (c[h]! <= 0) continue;
    if (colFlow[h]! < c[h]! && !isZero(beta, h * L, L)) return null;
    for (let k = 0; k < c[h]!; k++) addScaled(bound, 0, 1, beta, h * L, L);
  }
  for (let g = 0; g < K; g++) {
    for (let h = 0; h < K; h++) {
      const e = arcs[g * K + h]!;
      if (e < 0) continue;
      sumInto(t, 0, alpha, g * L, 1, beta, h * L, L);
      addScaled(t, 0, -1, W, e * L, L);
      if (t[L - 1]! < 0) return null;
      if (x[g * K + h]! > 0) {
        if (!isZero(t, 0, L)) return null;
        for (let k = 0; k < x[g * K + h]!; k++) addScaled(value, 0, 1, W, e * L, L);
      }
    }
  }
  if (compare(value, 0, bound, 0, L) !== 0) return null;
  return { flow, value, alpha, beta, bound };
}

/**
 * The bipartite optimal face over implicit tight edges: S1 positions 0..s1Size-1 against S2
 * positions s1Size..size-1 (positions in the remainder), edges where the class pair is tight and
 * the two may meet. Every S1 player must be paired, and every S2 player of a required class.
 */
class FaceWalk {
  private readonly size: number;
  private readonly s1: number;
  private readonly mate: Int32Array;
  private readonly fixed: Uint8Array;
  /** Positions of each class on each side, in order: members[side][class]. */
  private readonly members: [number[][], number[][]];
  private readonly tightTo: [number[][], number[][]];
  private readonly undo: number[] = [];
  // Search scratch (stamped per search).
  private stamp = 0;
  private readonly seen: Int32Array;
  private readonly parent: Int32Array;
  private readonly classStamp: [Int32Array, Int32Array];
  private readonly leftover: [number[][], number[][]];
  private readonly queue: Int32Array;

  private readonly requiredClass: Uint8Array;
  private readonly tight: Uint8Array;

  constructor(
    private readonly b: ClassBracket,
    private readonly of: Int32Array,
    private readonly K: number,
    { tight, requiredClass }: CertifiedFace,
  ) {
    this.requiredClass = requiredClass;
    this.tight = tight;
    this.size = b.players.length;
    this.s1 = b.s1Size;
    this.mate = new Int32Array(this.size).fill(-1);
    this.fixed = new Uint8Array(this.size);
    this.members = [Array.from({ length: K }, () => []), Array.from({ length: K }, () => [])];
    for (let p = 0; p < this.size; p++) this.members[p < this.s1 ? 0 : 1][of[p]!]!.push(p);
    // tightTo[0][g]: the S2 classes tight with S1 class g; tightTo[1][h]: the S1 classes tight with h.
    this.tightTo = [Array.from({ length: K }, () => []), Array.from({ length: K }, () => [])];
    for (let g = 0; g < K; g++) {
      for (let h = 0; h < K; h++) {
        if (!tight[g * K + h]) continue;
        this.tightTo[0][g]!.push(h);
        this.tightTo[1][h]!.push(g);
      }
    }
    this.seen = new Int32Array(this.size);
    this.parent = new Int32Array(this.size);
    this.classStamp = [new Int32Array(K), new Int32Array(K)];
    this.leftover = [Array.from({ length: K }, () => []), Array.from({ length: K }, () => [])];
    this.queue = new Int32Array(this.size);
  }

  private required(p: number): boolean {
    return p < this.s1 || this.requiredClass[this.of[p]!] === 1;
  }

  private meet(p: number, r: number): boolean {
    return this.b.compatible(this.b.players[p]!, this.b.players[r]!);
  }

  /** A first matching of the face: greedy, then every required player left covered by a path. */
  start(): boolean {
    const { mate, s1 } = this;
    // Greedy: each S1 player takes the first free S2 player of a tight class he may meet (a cursor
    // per class skips the paired ones at its head).
    const cursor = new Int32Array(this.members[1].length);
    for (let p = 0; p < s1; p++) {
      for (const h of this.tightTo[0][this.of[p]!]!) {
        const list = this.members[1][h]!;
        while (cursor[h]! < list.length && mate[list[cursor[h]!]!] !== -1) cursor[h]!++;
        let r = -1;
        for (let k = cursor[h]!; k < list.length && r < 0; k++) if (mate[list[k]!] === -1 && this.meet(p, list[k]!)) r = list[k]!;
        if (r >= 0) {
          mate[p] = r;
          mate[r] = p;
          break;
        }
      }
    }
    for (let p = 0; p < this.size; p++) if (mate[p] === -1 && this.required(p) && !this.cover(p)) return false;
    return true;
  }

  /** D.1: each S1 position in order takes the earliest S2 partner some matching of the face gives it. */
  decide(): Int32Array | null {
    const { mate, s1, size, tight, K } = this;
    let firstFree = s1; // S2 positions before it are all fixed
    for (let p = 0; p < s1; p++) {
      const g = this.of[p]!;
      let done = false;
      while (firstFree < size && this.fixed[firstFree]) firstFree++;
      for (let r = firstFree; r < size && !done; r++) {
        if (this.fixed[r] || !tight[g * K + this.of[r]!] || !this.meet(p, r)) continue;
        done = this.fix(p, r);
      }
      // Cannot happen (every S1 player is paired on the face); the caller then solves as before.
      if (!done) return null;
    }
    const out = new Int32Array(this.b.n).fill(-1);
    for (let p = 0; p < size; p++) if (mate[p]! >= 0) out[this.b.players[p]!] = this.b.players[mate[p]!]!;
    return out;
  }

  private pair(p: number, r: number): void {
    this.undo.push(p, this.mate[p]!);
    this.mate[p] = r;
  }

  private fix(p: number, r: number): boolean {
    const { mate } = this;
    if (mate[p] === r) {
      this.fixed[p] = this.fixed[r] = 1;
      return true;
    }
    this.undo.length = 0;
    const pOld = mate[p]!;
    const rOld = mate[r]!;
    if (pOld >= 0) this.pair(pOld, -1);
    if (rOld >= 0) this.pair(rOld, -1);
    this.pair(p, r);
    this.pair(r, p);
    this.fixed[p] = this.fixed[r] = 1;
    // The shortest alternating path first: the two freed players with each other.
    if (rOld >= 0 && pOld >= 0 && this.tight[this.of[rOld]! * this.K + this.of[pOld]!] && this.meet(rOld, pOld)) {
      this.pair(rOld, pOld);
      this.pair(pOld, rOld);
      return true;
    }
    for (const v of [rOld, pOld]) {
      if (v < 0 || mate[v] !== -1 || !this.required(v)) continue;
      if (!this.cover(v)) {
        for (let k = this.undo.length - 2; k >= 0; k -= 2) mate[this.undo[k]!] = this.undo[k + 1]!;
        this.fixed[p] = this.fixed[r] = 0;
        return false;
      }
    }
    return true;
  }

  /**
   * An alternating path from the unpaired required `root` over tight edges of players not fixed,
   * to an unpaired player of the other side, or (same side) to a player who need not be paired
   * and is freed instead. Applies it; false when none exists.
   */
  private cover(root: number): boolean {
    const { mate, seen, parent, queue, fixed, s1 } = this;
    const stamp = ++this.stamp;
    seen[root] = stamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    const side = root < s1 ? 0 : 1;
    const other = 1 - side;
    while (head < tail) {
      const v = queue[head++]!;
      if (v !== root && !this.required(v)) {
        // Free v: flip the path from the root to v's partner.
        const w = mate[v]!;
        this.pair(v, -1);
        this.flip(w);
        return true;
      }
      for (const cls of this.tightTo[side][this.of[v]!]!) {
        const list = this.candidates(other as 0 | 1, cls, stamp);
        for (let k = 0; k < list.length; k++) {
          const u = list[k]!;
          if (seen[u] === stamp || fixed[u]) {
            list[k] = list[list.length - 1]!;
            list.pop();
            k--;
            continue;
          }
          if (!this.meet(v, u)) continue;
          seen[u] = stamp;
          parent[u] = v;
          list[k] = list[list.length - 1]!;
          list.pop();
          k--;
          const um = mate[u]!;
          if (um === -1) {
            this.flip(u);
            return true;
          }
          if (seen[um] !== stamp) {
            seen[um] = stamp;
            queue[tail++] = um;
          }
        }
      }
    }
    return false;
  }

  /** This search's players of class `cls` on `side` not reached yet (filled on first use). */
  private candidates(side: 0 | 1, cls: number, stamp: number): number[] {
    const list = this.leftover[side][cls]!;
    if (this.classStamp[side][cls] !== stamp) {
      this.classStamp[side][cls] = stamp;
      list.length = 0;
      for (const u of this.members[side][cls]!) if (!this.fixed[u]) list.push(u);
    }
    return list;
  }

  /**
   * Augments along the search tree from `u` (just reached, its own mate given up) back to the root:
   * u takes parent[u], whose former mate takes its own parent, and so on.
   */
  private flip(u: number): void {
    const { mate, parent } = this;
    for (;;) {
      const v = parent[u]!;
      const next = mate[v]!;
      this.pair(u, v);
      this.pair(v, u);
      if (next === -1 || next === u) return;
      u = next;
    }
  }
}
