/**
 * The facts an open log gives about a side's hidden tiles (R-DOM-11, amended 2026-12-01), recorded as the hand
 * goes. Each function returns a new `HandFacts`: states are never mutated once made (R-ALL-1).
 */
import type { Check, HandFacts, Seen } from './types';

export const noFacts = (): HandFacts => ({ slots: [], checks: [], seen: [], visits: 0, declared: 0, drawing: false });

/** `n` tiles enter the hand outside a visit to the boneyard (the deal, an under-draw's completion). */
export function entered(f: HandFacts, at: number, n: number, named: readonly string[] = []): HandFacts {
  const slots = [...f.slots];
  const seen = [...f.seen];
  for (let i = 0; i < n; i++) {
    if (named[i] !== undefined) seen.push(seenTile(named[i]!, at, slots.length));
    slots.push({ at, visit: null });
  }
  return { ...f, slots, seen };
}

/**
 * A draw: the side could play none of `open` with what it held, then one tile entered. Draws in a row in one turn
 * are one visit to the boneyard (R-DOM-9 excuses visits, not single draws).
 */
export function drew(f: HandFacts, at: number, open: number[], after: string | null, named?: string): HandFacts {
  const visit = f.drawing ? f.visits : f.visits + 1;
  const check: Check = { at, open, visit, after };
  const seen = named === undefined ? f.seen : [...f.seen, seenTile(named, at, f.slots.length)];
  return { ...f, visits: visit, drawing: true, checks: [...f.checks, check], slots: [...f.slots, { at, visit }], seen };
}

/** A pass: the side could play none of `open` with anything it held (never excused). */
export function passed(f: HandFacts, at: number, open: number[], after: string | null): HandFacts {
  return { ...f, drawing: false, checks: [...f.checks, { at, open, visit: null, after }] };
}

/**
 * The side played `tile`; right after a draw it is the drawn tile (the last slot), unless the record showed it in
 * the hand before that draw (a face-up tile played at the opponent's direction, R-DOM-9).
 */
export function played(f: HandFacts, at: number, tile: string): HandFacts {
  const at0 = f.seen.findIndex((x) => x.tile === tile && x.played === null);
  const drawn = f.drawing ? f.slots[f.slots.length - 1] : undefined;
  const shownBefore = drawn !== undefined && at0 >= 0 && f.seen[at0]!.slot === null && f.seen[at0]!.at < drawn.at;
  const drawnSlot = drawn !== undefined && !shownBefore ? f.slots.length - 1 : null;
  const seen = at0 < 0 ? [...f.seen, { ...seenTile(tile, at, null), played: at, drawnSlot }]
    : f.seen.map((x, i) => (i === at0 ? { ...x, played: at, drawnSlot } : x));
  return { ...f, drawing: false, seen };
}

/** The record shows `tile` in the side's hand without a play (exposed, a corrected wrong play). */
export function shown(f: HandFacts, at: number, tile: string, faceUp: boolean): HandFacts {
  const i = f.seen.findIndex((x) => x.tile === tile && x.played === null);
  if (i < 0) return { ...f, seen: [...f.seen, { ...seenTile(tile, at, null), faceUpAt: faceUp ? at : null }] };
  if (!faceUp || f.seen[i]!.faceUpAt !== null) return f;
  return { ...f, seen: f.seen.map((x, j) => (j === i ? { ...x, faceUpAt: at } : x)) };
}

export const declaredTrip = (f: HandFacts): HandFacts => ({ ...f, declared: f.declared + 1 });

function seenTile(tile: string, at: number, slot: number | null): Seen {
  return { tile, at, played: null, faceUpAt: null, slot, drawnSlot: null };
}
