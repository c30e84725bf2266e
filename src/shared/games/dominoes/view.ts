/**
 * What a digital board draws (docs/dominoes.md, "view"): the layout as tiles placed on a grid, the open
 * ends and their count, the scores for a cribbage-style track to 61, hand and boneyard sizes, and only
 * the tiles the audience may know.
 */
import type { Audience } from '../types';
import { formatAction } from './notation';
import { publicAction } from './redact';
import { armPips, endCount, openEnds, setDoubleCrossed, type OpenEnd } from './layout';
import { handSize } from './holdings';
import { claimable, handStatus, type HandStatus } from './status';
import { skunkLine } from './scoring';
import { possibleCounts } from './countCheck';
import type { Dir, DominoesState, Side } from './types';

/**
 * One tile on the table. Grid units: a tile is 2 long and 1 wide; x grows east, y north; the set tile's
 * centre is (0, 0) and the setter sits south. `axis` is the direction of the tile's long side.
 */
export interface ViewTile {
  tile: string;
  /** The arm it lies on (null: the set tile) and its 1-based place on that arm. */
  arm: string | null;
  index: number;
  x: number;
  y: number;
  axis: 'NS' | 'EW';
  /** [the half toward the set tile, the half away from it]; for the set tile [N or W half, S or E half]. */
  halves: [number, number];
  /** Every double is a spinner laid crosswise (R-DOM-3). */
  spinner: boolean;
  /** A double with tiles on both long sides: not counted, short ends open. */
  crossed: boolean;
  by: Side;
  /** A wrong play that stood (R-ALL-2). */
  wrong: boolean;
}

export interface ViewArm {
  id: string;
  dir: Dir;
  /** The grid point where the next tile on this arm goes (its near edge). */
  next: { x: number; y: number };
  pips: number;
}

export interface ViewHand {
  size: number;
  /** Tiles this audience may see: the director sees every known tile, players only face-up ones. */
  tiles: string[];
  faceUp: string[];
}

export interface DominoesView {
  set: 6 | 9 | 12;
  mode: 'open' | 'known';
  hand: number;
  setter: Side;
  toMove: Side | null;
  handStatus: HandStatus;
  tiles: ViewTile[];
  arms: ViewArm[];
  openEnds: OpenEnd[];
  count: number;
  /** The claim still open to the last player (R-DOM-4). */
  claimable: { side: Side; points: number } | null;
  scores: Record<Side, number>;
  track: { target: number; skunkLine: number };
  hands: Record<Side, ViewHand>;
  boneyard: number;
  lastAction: string | null;
  /**
   * Open log, hand over, count not yet entered: the counts each counted side can still have (R-DOM-8, R-DOM-11),
   * sorted; null otherwise. Worked out from the record alone, so every audience may see it.
   */
  countsPossible: Partial<Record<Side, number[]>> | null;
}

const STEP: Record<Dir, [number, number]> = { N: [0, 1], S: [0, -1], E: [1, 0], W: [-1, 0] };
const LEFT: Record<Dir, Dir> = { N: 'W', W: 'S', S: 'E', E: 'N' };
const RIGHT: Record<Dir, Dir> = { N: 'E', E: 'S', S: 'W', W: 'N' };
const axisOf = (d: Dir): 'NS' | 'EW' => (d === 'N' || d === 'S' ? 'NS' : 'EW');
const across = (d: Dir): 'NS' | 'EW' => (axisOf(d) === 'NS' ? 'EW' : 'NS');

function layoutTiles(s: DominoesState): { tiles: ViewTile[]; arms: ViewArm[] } {
  const { set } = s.layout;
  if (!set) return { tiles: [], arms: [] };
  const setDouble = set.tile[0] === set.tile[1];
  const tiles: ViewTile[] = [{
    tile: `${Math.max(...set.tile)}-${Math.min(...set.tile)}`, arm: null, index: 0, x: 0, y: 0,
    axis: setDouble ? 'EW' : 'NS', halves: [set.tile[0], set.tile[1]], spinner: setDouble,
    crossed: setDoubleCrossed(s.layout), by: set.by, wrong: false,
  }];
  // Where each arm starts: the set tile's edges, or the short ends of a crossed double.
  const half = setDouble ? 0.5 : 1;
  const starts = new Map<string, [number, number]>([['N', [0, half]], ['S', [0, -half]], ['E', [1, 0]], ['W', [-1, 0]]]);
  const arms: ViewArm[] = [];
  for (const arm of s.layout.arms) {
    let [x, y] = starts.get(arm.id) ?? [0, 0];
    const [dx, dy] = STEP[arm.dir];
    arm.tiles.forEach((p, i) => {
      const double = p.inner === p.outer;
      const len = double ? 1 : 2;
      const cx = x + (dx * len) / 2;
      const cy = y + (dy * len) / 2;
      if (double) {
        const [lx, ly] = STEP[LEFT[arm.dir]];
        const [rx, ry] = STEP[RIGHT[arm.dir]];
        starts.set(`${arm.id}${i + 1}l`, [cx + lx, cy + ly]);
        starts.set(`${arm.id}${i + 1}r`, [cx + rx, cy + ry]);
      }
      tiles.push({
        tile: `${Math.max(p.inner, p.outer)}-${Math.min(p.inner, p.outer)}`, arm: arm.id, index: i + 1, x: cx, y: cy,
        axis: double ? across(arm.dir) : axisOf(arm.dir), halves: [p.inner, p.outer], spinner: double,
        crossed: double && i < arm.tiles.length - 1, by: p.by, wrong: p.wrong === true,
      });
      x += dx * len;
      y += dy * len;
    });
    arms.push({ id: arm.id, dir: arm.dir, next: { x, y }, pips: armPips(arm) });
  }
  return { tiles, arms };
}

export function view(s: DominoesState, audience: Audience): DominoesView {
  const hand = (side: Side): ViewHand => ({
    size: handSize(s, side),
    tiles: audience === 'director' ? [...s.hands[side].known] : [...s.hands[side].faceUp],
    faceUp: [...s.hands[side].faceUp],
  });
  return {
    set: s.options.set,
    mode: s.options.mode,
    hand: s.hand,
    setter: s.setter,
    toMove: s.phase === 'over' ? null : s.toMove,
    handStatus: handStatus(s),
    ...layoutTiles(s),
    openEnds: openEnds(s.layout),
    count: endCount(s.layout),
    claimable: claimable(s),
    scores: { ...s.scores },
    track: { target: s.options.target, skunkLine: skunkLine(s.options.target) },
    hands: { a: hand('a'), b: hand('b') },
    boneyard: s.boneyard.size,
    lastAction: s.lastAction ? formatAction(audience === 'director' ? s.lastAction : publicAction(s.lastAction)) : null,
    countsPossible: possibleCounts(s),
  };
}
