/** Who holds what, as far as the record knows (R-DOM-8): known tiles, unknown ones, the unseen pool. */
import { armsFor, isOnTable, tilesOnTable } from './layout';
import { fromKey, fullSet, tileKey, type Tile } from './tiles';
import { SIDES, type DominoesState, type Side } from './types';

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

export const knownPips = (state: DominoesState, side: Side): number =>
  state.hands[side].known.reduce((sum, k) => sum + fromKey(k).reduce((x, y) => x + y, 0), 0);
