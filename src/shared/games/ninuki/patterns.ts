/**
 * Line patterns on a padded board: captures (R-NIN-3), perfect fives (R-NIN-4) and threes (R-NIN-6).
 * Every function reads `cells` as it stands; `me` and `opp` are cell values (X or O).
 */
import { EMPTY, type Geometry } from './board';

/** Stones of `opp` that `me` captures by playing at `p`: pairs closed by another stone of `me` (R-NIN-3). */
export function capturesAt(cells: Uint8Array, g: Geometry, p: number, me: number): number[] {
  const opp = 3 - me;
  const out: number[] = [];
  for (const d of g.rays) {
    if (cells[p + d] === opp && cells[p + 2 * d] === opp && cells[p + 3 * d] === me) out.push(p + d, p + 2 * d);
  }
  return out;
}

/** How many stones of `me` follow `p` in direction `d` (not counting `p`). */
function run(cells: Uint8Array, p: number, d: number, me: number): number {
  let n = 0;
  while (cells[p + (n + 1) * d] === me) n++;
  return n;
}

/** Every exactly-five line that a stone of `me` at `p` stands (or would stand) in, as lists of stones. */
export function fivesThrough(cells: Uint8Array, g: Geometry, p: number, me: number): number[][] {
  const fives: number[][] = [];
  for (const d of g.lines) {
    const back = run(cells, p, -d, me);
    if (back + 1 + run(cells, p, d, me) === 5) fives.push([0, 1, 2, 3, 4].map((i) => p + (i - back) * d));
  }
  return fives;
}

/** Every perfect five of `me` on the board (R-NIN-4: overlines are not fives), as lists of stones. */
export function perfectFives(cells: Uint8Array, g: Geometry, me: number): number[][] {
  const fives: number[][] = [];
  for (const p of g.points) {
    if (cells[p] !== me) continue;
    for (const d of g.lines) {
      if (cells[p - d] === me) continue; // p starts its run in this direction
      if (run(cells, p, d, me) === 4) fives.push([p, p + d, p + 2 * d, p + 3 * d, p + 4 * d]);
    }
  }
  return fives;
}

/**
 * Cheap necessary condition for a double-three at `p`: a three through `p` needs two more stones of
 * `me` within three points of it on that line, in two directions. Captures only remove the
 * opponent's stones, so this holds before or after them.
 */
export function mayFormDoubleThree(cells: Uint8Array, g: Geometry, p: number, me: number): boolean {
  let lines = 0;
  for (const d of g.lines) {
    let n = 0;
    for (let k = 1; k <= 3; k++) {
      if (cells[p + k * d] === me) n++;
      if (cells[p - k * d] === me) n++;
    }
    if (n >= 2 && ++lines === 2) return true;
  }
  return false;
}

const W = 6; // the window reaches W points either side of the new stone
const window = new Uint8Array(2 * W + 1);

/**
 * The three through `p` in direction `d` (its stones, `p` included) or null (R-NIN-6). `cells` holds the
 * position after the play and its captures. A three is a line where one more stone `e` of `me` makes
 * an open four containing `p`: exactly four in a row, both neighbouring points empty, and a stone on
 * either neighbour making exactly five (so not when a stone of `me` lies just beyond it: overline).
 * The extra stone's own captures along the line are taken into account (docs/ninuki.md).
 */
export function threeThrough(cells: Uint8Array, p: number, d: number, me: number): number[] | null {
  const opp = 3 - me;
  for (let k = -3; k <= 3; k++) {
    if (k === 0 || cells[p + k * d] !== EMPTY) continue;
    for (let i = -W; i <= W; i++) window[W + i] = cells[p + i * d]!;
    const e = W + k;
    window[e] = me;
    // captures by the extra stone along this line (|k| <= 3, so e +- 3 stays inside the window)
    for (let s = -1; s <= 1; s += 2) {
      if (window[e + s] === opp && window[e + 2 * s] === opp && window[e + 3 * s] === me) {
        window[e + s] = EMPTY;
        window[e + 2 * s] = EMPTY;
      }
    }
    let lo = W;
    let hi = W;
    while (window[lo - 1] === me) lo--;
    while (window[hi + 1] === me) hi++;
    if (hi - lo !== 3 || e < lo || e > hi) continue;
    if (window[lo - 1] !== EMPTY || window[hi + 1] !== EMPTY) continue;
    if (window[lo - 2] === me || window[hi + 2] === me) continue;
    const three: number[] = [];
    for (let i = lo; i <= hi; i++) if (i !== e) three.push(p + (i - W) * d);
    return three;
  }
  return null;
}

/** All threes through `p`, at most one per direction (R-NIN-6). */
export function threesThrough(cells: Uint8Array, g: Geometry, p: number, me: number): number[][] {
  const out: number[][] = [];
  for (const d of g.lines) {
    const three = threeThrough(cells, p, d, me);
    if (three) out.push(three);
  }
  return out;
}
