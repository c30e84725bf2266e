/** Scoring arithmetic (R-DOM-4, R-DOM-6, R-DOM-7) and the end-of-hand count checks (R-DOM-8). */
import { pips, type Tile } from './tiles';
import type { Limit } from './types';

export const GAME_TARGET = 61;
/** The turn of the cribbage board: a loser below it is skunked (R-DOM-7); 31 of 61, halfway for another target. */
export const skunkLine = (target: number): number => Math.ceil(target / 2);

/** Points for an open-end count: total / 5 when it is a multiple of five, else nothing (R-DOM-4). */
export const countPoints = (count: number): number => (count > 0 && count % 5 === 0 ? count / 5 : 0);

/** Pips rounded to the nearest five (remainders 1-2 down, 3-4 up), in points (R-DOM-6). */
export const roundedPoints = (total: number): number => Math.floor((total + 2) / 5);

/** One hand's unknown tiles for the count check: its groups (R-DOM-11) and the pips they must total. */
export interface Unknowns {
  limits: readonly Limit[];
  target: number;
}

/**
 * Can every hand's unknown tiles be distinct tiles of `pool`, each group's tiles showing none of its excluded
 * numbers (R-DOM-11), each hand totalling exactly its target (R-DOM-8)? A subset-sum over the pool whose state
 * is how full each group is and each hand's pips so far.
 */
export function holdable(pool: readonly Tile[], hands: readonly Unknowns[]): boolean {
  if (hands.some((h) => h.target < 0)) return false;
  const slots = hands.flatMap((h, hand) => h.limits.map((g) => ({ hand, count: g.count, excluded: g.excluded })));
  type State = { fill: number[]; sums: number[] };
  const keyOf = (st: State) => `${st.fill.join(',')}|${st.sums.join(',')}`;
  let states = new Map<string, State>([[keyOf({ fill: slots.map(() => 0), sums: hands.map(() => 0) }), { fill: slots.map(() => 0), sums: hands.map(() => 0) }]]);
  for (const t of pool) {
    const p = pips(t);
    const next = new Map(states);
    for (const st of states.values()) {
      slots.forEach((slot, i) => {
        if (st.fill[i]! >= slot.count || slot.excluded.includes(t[0]) || slot.excluded.includes(t[1])) return;
        if (st.sums[slot.hand]! + p > hands[slot.hand]!.target) return;
        const fill = [...st.fill];
        fill[i] = fill[i]! + 1;
        const sums = [...st.sums];
        sums[slot.hand] = sums[slot.hand]! + p;
        const moved = { fill, sums };
        next.set(keyOf(moved), moved);
      });
    }
    states = next;
  }
  const goal = { fill: slots.map((s) => s.count), sums: hands.map((h) => h.target) };
  return states.has(keyOf(goal));
}
