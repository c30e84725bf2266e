/**
 * What a side's hidden tiles can be, as the amended R-DOM-11 reads its record (docs/dominoes.md). A *reading*
 * chooses which visits to the boneyard are excused (a declared unnecessary trip excuses one, any one; a record that
 * contradicts itself proves undeclared ones and the fewest that make it consistent are assumed); under it every
 * other draw and every pass says the tiles held then could play none of the ends open then.
 *
 * Under one reading, the tiles the record shows (played, exposed, drawn by name) must each come from a slot (the
 * deal or a draw) before they were seen, having been playable at no live check in between: a bipartite matching.
 * The tiles still hidden fill the slots left over, and a tile in a slot must avoid every number open at the live
 * checks after it: the limits are nested, the oldest slot the most limited. Which slots are left over matters,
 * so the seen tiles take the earliest slots they can: the greedy basis of the (transversal) matroid of matchable
 * slot sets, which for every point in time leaves at least as many later slots as any other matching does. So
 * the leftover groups are exact: a hidden hand fits some matching iff it fits these groups.
 */
import { fromKey } from './tiles';
import type { HandFacts, Limit } from './types';

export interface Reading {
  /** The visits to the boneyard this reading excuses (1-based). */
  excused: number[];
  /** The hidden tiles' groups, oldest first (see `Limit`). */
  groups: Limit[];
}

const shows = (key: string, open: readonly number[]): boolean => {
  const [x, y] = fromKey(key);
  return open.includes(x) || open.includes(y);
};

/**
 * The hidden tiles' groups when the visits in `excused` (and the check at index `ignored`, to find which fact
 * rules a count out) are set aside, or null when the side's record cannot be read that way.
 */
export function groupsUnder(f: HandFacts, excused: ReadonlySet<number>, ignored = -1): Limit[] | null {
  const live = f.checks.filter((c, i) => i !== ignored && (c.visit === null || !excused.has(c.visit)));
  const holds = (tile: string, from: number, to: number, faceUpAt: number | null) =>
    live.every((c) => c.at <= from || c.at >= to || (faceUpAt !== null && c.at > faceUpAt) || !shows(tile, c.open));
  const used = f.slots.map(() => false);
  const free: { tile: string; at: number; end: number; faceUpAt: number | null }[] = [];
  for (const s of f.seen) {
    const end = s.played ?? Infinity;
    const drawn = s.drawnSlot !== null && !excused.has(f.slots[s.drawnSlot]!.visit ?? -1) ? s.drawnSlot : null;
    if (s.slot !== null && drawn !== null && drawn !== s.slot) return null;
    const bound = s.slot ?? drawn;
    if (bound === null) {
      free.push({ tile: s.tile, at: s.at, end, faceUpAt: s.faceUpAt });
      continue;
    }
    if (used[bound] || !holds(s.tile, f.slots[bound]!.at, end, s.faceUpAt)) return null;
    used[bound] = true;
  }
  // Kuhn's augmenting paths, slots in time order: each kept slot stays matched, so this is the greedy basis.
  const can = f.slots.map((slot, j) => free.map((x) => !used[j] && slot.at < x.at && holds(x.tile, slot.at, x.end, x.faceUpAt)));
  const slotOf: number[] = free.map(() => -1);
  const augment = (j: number, seen: Set<number>): boolean => {
    for (let i = 0; i < free.length; i++) {
      if (!can[j]![i] || seen.has(i)) continue;
      seen.add(i);
      if (slotOf[i]! < 0 || augment(slotOf[i]!, seen)) {
        slotOf[i] = j;
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (let j = 0; j < f.slots.length && matched < free.length; j++) if (!used[j] && augment(j, new Set())) matched += 1;
  if (matched < free.length) return null;
  for (const j of slotOf) used[j] = true;
  const groups: Limit[] = [];
  f.slots.forEach((slot, j) => {
    if (used[j]) return;
    const excluded = [...new Set(live.filter((c) => c.at > slot.at).flatMap((c) => c.open))].sort((x, y) => x - y);
    const last = groups[groups.length - 1];
    if (last && last.excluded.join() === excluded.join()) last.count += 1;
    else groups.push({ count: 1, excluded });
  });
  return groups;
}

/** Every way to choose `k` of the visits 1..n. */
function* choose(n: number, k: number, from = 1): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let v = from; v <= n - k + 1; v++) for (const rest of choose(n, k - 1, v + 1)) yield [v, ...rest];
}

/**
 * The readings R-DOM-11 allows: as many excused visits as trips were declared, or more when that many cannot make
 * the record consistent, the fewest that can; every choice of that many that works. Empty when even excusing every
 * visit leaves a contradiction (passes are never excused).
 */
export function readings(f: HandFacts): Reading[] {
  for (let k = Math.min(f.declared, f.visits); k <= f.visits; k++) {
    const found = new Map<string, Reading>();
    for (const excused of choose(f.visits, k)) {
      const groups = groupsUnder(f, new Set(excused));
      if (groups) found.set(JSON.stringify(groups), { excused, groups });
    }
    if (found.size > 0) return [...found.values()];
  }
  return [];
}
