/**
 * The layout (R-DOM-3): the set tile, its lines of play, every double crosswise as a spinner.
 * Pure functions over an immutable `Layout`; each returns a new layout.
 */
import type { Arm, Dir, Layout, Placed, Side } from './types';
import { isDouble, tile, type Tile } from './tiles';

export interface OpenEnd {
  arm: string;
  /** The number a tile must match to be played there. */
  pips: number;
  /** What this end adds to the count (a double end counts both halves; an empty short end nothing). */
  counts: number;
}

export const emptyLayout = (): Layout => ({ set: null, arms: [] });

const LEFT: Record<Dir, Dir> = { N: 'W', W: 'S', S: 'E', E: 'N' };
const RIGHT: Record<Dir, Dir> = { N: 'E', E: 'S', S: 'W', W: 'N' };

const newArm = (id: string, dir: Dir, base: number, short: boolean): Arm => ({ id, dir, base, short, tiles: [] });

/** The set: a single lies along the N-S line, high half toward the setter (S); a double lies across it. */
export function setLayout(t: Tile, by: Side): Layout {
  const [hi, lo] = t;
  return { set: { tile: [lo, hi], by }, arms: [newArm('N', 'N', lo, false), newArm('S', 'S', hi, false)] };
}

const lastTile = (arm: Arm): Placed | undefined => arm.tiles[arm.tiles.length - 1];
const placedDouble = (p: Placed): boolean => p.inner === p.outer;

/** The number showing at an arm's open end. */
export const armPips = (arm: Arm): number => lastTile(arm)?.outer ?? arm.base;

const setIsDouble = (layout: Layout): boolean => layout.set !== null && isDouble(layout.set.tile);

/** A set double is crossed once both its long sides (N and S) carry a tile. */
export function setDoubleCrossed(layout: Layout): boolean {
  if (!setIsDouble(layout)) return false;
  return layout.arms.filter((a) => (a.id === 'N' || a.id === 'S') && a.tiles.length > 0).length === 2;
}

function armCount(layout: Layout, arm: Arm): number {
  const last = lastTile(arm);
  if (last) return placedDouble(last) ? 2 * last.outer : last.outer;
  if (arm.short) return 0;
  if (!setIsDouble(layout)) return arm.base;
  // An uncrossed set double counts both halves once: on N while N is empty, else on S.
  if (arm.id === 'N') return 2 * arm.base;
  const north = layout.arms.find((a) => a.id === 'N');
  return north && north.tiles.length > 0 ? 2 * arm.base : 0;
}

export function openEnds(layout: Layout): OpenEnd[] {
  return layout.arms.map((arm) => ({ arm: arm.id, pips: armPips(arm), counts: armCount(layout, arm) }));
}

export const endCount = (layout: Layout): number => openEnds(layout).reduce((sum, e) => sum + e.counts, 0);

/** Arms a tile may be played on (its number matches the open end). */
export const armsFor = (layout: Layout, t: Tile): string[] =>
  layout.arms.filter((arm) => t[0] === armPips(arm) || t[1] === armPips(arm)).map((a) => a.id);

/**
 * Lays `placed` on `armId` (the caller has checked the match). A double that gets a tile on its far long
 * side is crossed and opens its two short ends as new arms.
 */
export function layOn(layout: Layout, armId: string, placed: Placed): Layout {
  const arms = layout.arms.map((arm) => (arm.id === armId ? { ...arm, tiles: [...arm.tiles, placed] } : arm));
  const arm = arms.find((a) => a.id === armId)!;
  const before = arm.tiles[arm.tiles.length - 2];
  if (before && placedDouble(before)) {
    const at = arm.tiles.length - 1;
    arms.push(newArm(`${arm.id}${at}l`, LEFT[arm.dir], before.outer, true));
    arms.push(newArm(`${arm.id}${at}r`, RIGHT[arm.dir], before.outer, true));
  }
  const next = { ...layout, arms };
  if (layout.set && isDouble(layout.set.tile) && !setDoubleCrossed(layout) && setDoubleCrossed(next)) {
    const v = layout.set.tile[0];
    arms.push(newArm('E', 'E', v, true), newArm('W', 'W', v, true));
  }
  return next;
}

/** Is this tile on the table? (Scans without building the list: called on every play.) */
export function isOnTable(layout: Layout, t: Tile): boolean {
  const same = (x: number, y: number) => (x === t[0] && y === t[1]) || (x === t[1] && y === t[0]);
  if (layout.set && same(layout.set.tile[0], layout.set.tile[1])) return true;
  return layout.arms.some((arm) => arm.tiles.some((p) => same(p.inner, p.outer)));
}

/** Every tile on the table, set tile included. */
export function tilesOnTable(layout: Layout): Tile[] {
  const out: Tile[] = layout.set ? [tile(...layout.set.tile)] : [];
  for (const arm of layout.arms) for (const p of arm.tiles) out.push(tile(p.inner, p.outer));
  return out;
}
