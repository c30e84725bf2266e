/**
 * The actions open to the table now, where that list is finite: plays of the tiles a side may hold on
 * the ends that take them, the draw or the pass, the best claim, the deal and (known hands) the count.
 */
import { armsFor } from './layout';
import { claimable } from './status';
import { knownPlayable, unseen } from './holdings';
import { fromKey, tileKey, type Tile } from './tiles';
import type { Action, DominoesState, Side } from './types';

/** Tiles `side` may hold: its known ones, plus any unseen tile while it holds unknown ones. */
function candidates(s: DominoesState, side: Side): Tile[] {
  const hand = s.hands[side];
  const known = hand.known.map(fromKey);
  if (hand.unknown === 0) return known;
  const have = new Set(hand.known);
  return [...known, ...unseen(s).filter((t) => !have.has(tileKey(t)))];
}

export function legal(s: DominoesState): Action[] {
  const known = s.options.mode === 'known';
  const out: Action[] = [];
  const claim = claimable(s);
  if (claim) out.push({ type: 'claim', ...claim });
  switch (s.phase) {
    case 'forset':
    case 'deal':
      if (!known || s.options.seed !== null) out.push({ type: 'deal' });
      return out;
    case 'set':
      return [...out, ...candidates(s, s.setter).map((tile): Action => ({ type: 'play', tile }))];
    case 'play': {
      const side = s.toMove;
      // A face-up exposed tile plays only at the opponent's direction (R-DOM-9 alternate rule): written with `^`.
      const faceUp = new Set(s.hands[side].faceUp);
      for (const tile of candidates(s, side)) {
        const directed = faceUp.has(tileKey(tile)) ? { directed: true as const } : {};
        for (const arm of armsFor(s.layout, tile)) out.push({ type: 'play', tile, arm, ...directed });
      }
      // Holding a tile known to play: no draw (that is the unnecessary trip) and no pass.
      if (knownPlayable(s, side).length > 0) return out;
      if (s.boneyard.size > 2) {
        if (!known || s.boneyard.ordered) out.push({ type: 'draw' });
        else for (const k of s.boneyard.tiles) out.push({ type: 'draw', tile: fromKey(k) });
      } else out.push({ type: 'pass' });
      return out;
    }
    case 'count':
      if (known) out.push({ type: 'count', counts: {} });
      return out;
    case 'over':
      return [];
  }
}
