/** Who holds what, as far as the record knows (R-DOM-8): known tiles, unknown ones, the unseen pool. */
import { armPips, armsFor, isOnTable, tilesOnTable } from './layout';
import { fromKey, fullSet, tileKey, type Tile } from './tiles';
import { SIDES, type DominoesState, type HandState, type Limit, type Side } from './types';

/** Where a tile is known to be, or null when it is unseen. */
export function whereIs(state: DominoesState, key: string): 'table' | Side | 'boneyard' | null {
  if (isOnTable(state.layout, fromKey(key))) return 'table';
  for (const side of SIDES) if (state.hands[side].known.includes(key)) return side;
  if (state.boneyard.tiles.includes(key)) return 'boneyard';
  return null;
}

/** Tiles not on the table and not known to be anywhere: what unknown tiles in hands can be. */
export function unseen(state: DominoesState): Tile[] {
  const seen = new Set(tilesOnTable(state.layout).map(tileKey));
  for (const side of SIDES) for (const k of state.hands[side].known) seen.add(k);
  for (const k of state.boneyard.tiles) seen.add(k);
  return fullSet(state.options.set).filter((t) => !seen.has(tileKey(t)));
}

export const handSize = (state: DominoesState, side: Side): number =>
  state.hands[side].known.length + state.hands[side].unknown;

/** Known tiles of `side` that it may play on the current layout (a face-up exposed tile waits for the opponent's direction, R-DOM-9). */
export const knownPlayable = (state: DominoesState, side: Side): string[] =>
  state.hands[side].known.filter((k) => !state.hands[side].faceUp.includes(k) && armsFor(state.layout, fromKey(k)).length > 0);

/** Adds `n` unknown tiles to a hand: a new group that nothing limits yet (R-DOM-11). */
export function addUnknown(hand: HandState, n: number): void {
  hand.unknown += n;
  hand.limits = [...hand.limits, { count: n, excluded: [] }];
}

const shows = (t: Tile, numbers: readonly number[]): boolean => numbers.includes(t[0]) || numbers.includes(t[1]);

/**
 * An unknown tile of the hand turns out to be `t` (played or exposed). It leaves the oldest group it fits, which
 * keeps the limits true whichever group it really came from; a tile no group allows proves that the side drew or
 * passed holding a playable tile, so the limits were no facts after all and are dropped.
 */
export function spendUnknown(hand: HandState, t: Tile): void {
  hand.unknown -= 1;
  const at = hand.limits.findIndex((g) => g.count > 0 && !shows(t, g.excluded));
  const limits = at < 0 ? [{ count: hand.unknown + 1, excluded: [] }] : hand.limits.map((g) => ({ ...g }));
  limits[at < 0 ? 0 : at]!.count -= 1;
  hand.limits = limits.filter((g) => g.count > 0);
}

/** R-DOM-11: the side drew or passed, so none of its tiles in hand plays on an end open now. */
export function limitByOpenEnds(state: DominoesState, side: Side): void {
  const open = [...new Set(state.layout.arms.map(armPips))];
  const merged: Limit[] = [];
  for (const g of state.hands[side].limits) {
    const excluded = [...new Set([...g.excluded, ...open])].sort((x, y) => x - y);
    const last = merged[merged.length - 1];
    if (last && last.excluded.join() === excluded.join()) last.count += g.count;
    else merged.push({ count: g.count, excluded });
  }
  state.hands[side].limits = merged;
}

export const knownPips = (state: DominoesState, side: Side): number =>
  state.hands[side].known.reduce((sum, k) => sum + fromKey(k).reduce((x, y) => x + y, 0), 0);
