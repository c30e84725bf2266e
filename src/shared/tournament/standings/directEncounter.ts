/**
 * Direct encounter as FIDE C.07 article 6 (2023 edition as amended 2024) defines it, for one group of
 * entries tied on every earlier criterion:
 * - each entry's DE score is the points it scored over the board against the other members
 *   (several meetings with the same opponent count as their average);
 * - when every member has met every other (or in a round robin), the group is ordered by DE score;
 * - otherwise (a Swiss), the best DE score goes ahead only if no other member could still reach it by
 *   winning its missing encounters; the next one likewise, and the first that could be caught stops
 *   the split: it and everyone below stay tied;
 * - any sub-group still tied is ranked again by its own encounters, until nothing changes.
 */

/** `a` scored `points` over the board against `b` (entry indices). */
export interface Encounter {
  a: number;
  b: number;
  points: number;
}

export interface DirectEncounterResult {
  /** DE score within the whole group. */
  scores: Map<number, number>;
  /** Place within the group, 1 best; shared places for members still tied. */
  places: Map<number, number>;
}

const EPS = 1e-9;

export function directEncounterRanks(members: readonly number[], encounters: readonly Encounter[], win: number, roundRobin: boolean): DirectEncounterResult {
  // Each member's own encounters, found once (a scan of every encounter per member is quadratic in a
  // large tied group).
  const own = new Map<number, Encounter[]>();
  for (const e of encounters) {
    const list = own.get(e.a);
    if (list) list.push(e);
    else own.set(e.a, [e]);
  }
  const stats = (group: readonly number[]) => {
    const inGroup = new Set(group);
    return group.map((i) => {
      const byOpp = new Map<number, { sum: number; count: number }>();
      for (const e of own.get(i) ?? []) {
        if (!inGroup.has(e.b) || e.b === i) continue;
        const s = byOpp.get(e.b) ?? { sum: 0, count: 0 };
        s.sum += e.points;
        s.count++;
        byOpp.set(e.b, s);
      }
      let score = 0;
      for (const s of byOpp.values()) score += s.sum / s.count;
      const missing = group.length - 1 - byOpp.size;
      return { i, score, max: score + missing * win, missing };
    });
  };

  const tiers = (group: readonly number[]): number[][] => {
    if (group.length < 2) return [[...group]];
    const st = stats(group).sort((x, y) => y.score - x.score || y.max - x.max);
    const split: number[][] = [];
    if (roundRobin || st.every((s) => s.missing === 0)) {
      let start = 0;
      for (let k = 1; k <= st.length; k++) {
        if (k === st.length || Math.abs(st[k]!.score - st[start]!.score) > EPS) {
          split.push(st.slice(start, k).map((s) => s.i));
          start = k;
        }
      }
    } else {
      // The best any member below k could still reach, for every k.
      const below = new Array<number>(st.length).fill(-Infinity);
      for (let k = st.length - 2; k >= 0; k--) below[k] = Math.max(below[k + 1]!, st[k + 1]!.max);
      let k = 0;
      while (k < st.length - 1 && st[k]!.score > below[k]! + EPS) split.push([st[k++]!.i]);
      split.push(st.slice(k).map((s) => s.i));
    }
    if (split.length === 1) return split;
    return split.flatMap((s) => (s.length > 1 ? tiers(s) : [s]));
  };

  const scores = new Map(stats(members).map((s) => [s.i, s.score]));
  const places = new Map<number, number>();
  let place = 1;
  for (const tier of tiers(members)) {
    for (const i of tier) places.set(i, place);
    place += tier.length;
  }
  return { scores, places };
}
