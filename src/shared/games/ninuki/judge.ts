/**
 * Which plays the side to move may make: the opening (R-NIN-2) and the double-three rule
 * (R-NIN-6, R-NIN-7). Occupied points, the board edge and finished games are apply's business.
 */
import type { RuleError } from '../types';
import { EMPTY, colOf, geometry, nameOf, namesOf, rowOf, stoneOf, pointName, type Geometry } from './board';
import { capturesAt, fivesThrough, mayFormDoubleThree, perfectFives, threesThrough } from './patterns';
import type { ForbiddenPoint, NinukiState } from './types';

/** A play looked at after its captures (R-NIN-6: threes are judged after captures). */
export interface Examination {
  captured: number[];
  /** Threes through the new stone; only computed when a double-three is possible at all. */
  threes: number[][];
  /** Whether it makes a perfect five (R-NIN-7 exception); only computed for a double-three. */
  five: boolean;
}

/** Examines a stone of `me` at `p`; `cells` is used as scratch and left as it was found. */
export function examine(cells: Uint8Array, g: Geometry, p: number, me: number): Examination {
  const captured = capturesAt(cells, g, p, me);
  if (!mayFormDoubleThree(cells, g, p, me)) return { captured, threes: [], five: false };
  cells[p] = me;
  for (const c of captured) cells[c] = EMPTY;
  const threes = threesThrough(cells, g, p, me);
  const five = threes.length >= 2 && fivesThrough(cells, g, p, me).length > 0;
  cells[p] = EMPTY;
  for (const c of captured) cells[c] = 3 - me;
  return { captured, threes, five };
}

/** R-NIN-2: move 1 on the centre, move 2 next to it, move 3 outside the 5 x 5 square around it. */
function openingRefusal(state: NinukiState, g: Geometry, p: number): RuleError | null {
  if (state.plies >= 3) return null;
  const half = (g.size - 1) / 2;
  const dc = Math.abs(colOf(g, p) - half);
  const dr = Math.abs(rowOf(g, p) - half);
  const span = (r: number) => `${pointName(half - r, half - r)}-${pointName(half + r, half + r)}`;
  const centre = pointName(half, half);
  if (state.plies === 0 && (dc || dr))
    return { rule: 'R-NIN-2', message: `move 1 must be the centre, ${centre}, not ${nameOf(g, p)}`, text: { key: 'engine.ninuki.move1', params: { centre, point: nameOf(g, p) } } };
  if (state.plies === 1 && (dc > 1 || dr > 1))
    return {
      rule: 'R-NIN-2', message: `move 2 must be one of the eight points next to the centre (${span(1)}), not ${nameOf(g, p)}`,
      text: { key: 'engine.ninuki.move2', params: { span: span(1), point: nameOf(g, p) } },
    };
  if (state.plies === 2 && dc <= 2 && dr <= 2)
    return {
      rule: 'R-NIN-2', message: `move 3 must be outside the 5 x 5 square around the centre (${span(2)}); ${nameOf(g, p)} is inside it`,
      text: { key: 'engine.ninuki.move3', params: { span: span(2), point: nameOf(g, p) } },
    };
  return null;
}

/** R-NIN-7 defences for the side to move, and the first of them that forms no double-three (or -1). */
interface Defences {
  mask: Uint8Array;
  clean: number;
}

const defenceMemo = new WeakMap<NinukiState, Defences>();

/**
 * R-NIN-7: a defence takes a point where the opponent would complete a perfect five, or captures a
 * stone of an opponent's four (the stones such a five would use) or of a perfect five on the board.
 */
function defences(state: NinukiState, g: Geometry, scratch: Uint8Array): Defences {
  const known = defenceMemo.get(state);
  if (known) return known;
  const cells = state.cells;
  const me = stoneOf(state.toMove);
  const opp = 3 - me;
  const mask = new Uint8Array(g.length);
  const threatened = new Uint8Array(g.length);
  for (const p of g.points) {
    if (cells[p] !== EMPTY) continue;
    const fives = fivesThrough(cells, g, p, opp);
    if (fives.length) mask[p] = 1;
    for (const five of fives) for (const s of five) if (s !== p) threatened[s] = 1;
  }
  for (const five of perfectFives(cells, g, opp)) for (const s of five) threatened[s] = 1;
  let clean = -1;
  for (const p of g.points) {
    if (cells[p] !== EMPTY) continue;
    if (!mask[p] && capturesAt(cells, g, p, me).some((c) => threatened[c])) mask[p] = 1;
    if (mask[p] && clean < 0 && examine(scratch, g, p, me).threes.length < 2) clean = p;
  }
  const result = { mask, clean };
  defenceMemo.set(state, result);
  return result;
}

/** R-NIN-7: refuses a double-three unless it makes a five or is a defence and every defence is one. */
function doubleThreeRefusal(state: NinukiState, g: Geometry, p: number, exam: Examination, scratch: Uint8Array): RuleError | null {
  if (exam.threes.length < 2 || exam.five) return null;
  const threes = exam.threes.map((t) => namesOf(g, t).join('-')).join(' and ');
  const def = defences(state, g, scratch);
  if (!def.mask[p]) return { rule: 'R-NIN-7', message: `${nameOf(g, p)} forms a double-three (threes ${threes})`, text: { key: 'engine.ninuki.doubleThree', params: { point: nameOf(g, p), threes } } };
  if (def.clean < 0) return null;
  return {
    rule: 'R-NIN-7',
    message: `${nameOf(g, p)} forms a double-three (threes ${threes}); it is a defence, but ${nameOf(g, def.clean)} defends without forming one`,
    text: { key: 'engine.ninuki.doubleThreeDefence', params: { point: nameOf(g, p), threes, clean: nameOf(g, def.clean) } },
  };
}

export type Verdict = { ok: true; exam: Examination } | { ok: false; error: RuleError };

/** Judges a play by the side to move on the empty on-board point `p`. `scratch` equals state.cells. */
export function judge(state: NinukiState, p: number, scratch: Uint8Array = state.cells.slice()): Verdict {
  const g = geometry(state.size);
  const opening = openingRefusal(state, g, p);
  if (opening) return { ok: false, error: opening };
  const exam = examine(scratch, g, p, stoneOf(state.toMove));
  const refusal = doubleThreeRefusal(state, g, p, exam, scratch);
  return refusal ? { ok: false, error: refusal } : { ok: true, exam };
}

/** Fast test used by listings: most points cannot form a double-three and need no examination. */
function isLegal(state: NinukiState, g: Geometry, p: number, scratch: Uint8Array): boolean {
  if (state.plies < 3) return openingRefusal(state, g, p) === null;
  return !mayFormDoubleThree(scratch, g, p, stoneOf(state.toMove)) || judge(state, p, scratch).ok;
}

/** Every point the side to move may play, as padded indices in board order. */
export function legalPoints(state: NinukiState): number[] {
  if (state.result) return [];
  const g = geometry(state.size);
  const scratch = state.cells.slice();
  const out: number[] = [];
  for (const p of g.points) if (scratch[p] === EMPTY && isLegal(state, g, p, scratch)) out.push(p);
  return out;
}

export function hasLegalPlay(state: NinukiState): boolean {
  const g = geometry(state.size);
  const scratch = state.cells.slice();
  for (const p of g.points) if (scratch[p] === EMPTY && isLegal(state, g, p, scratch)) return true;
  return false;
}

/** Empty points the side to move may not play, each with the rule and the reason. */
export function forbiddenPoints(state: NinukiState): ForbiddenPoint[] {
  if (state.result) return [];
  const g = geometry(state.size);
  const scratch = state.cells.slice();
  const out: ForbiddenPoint[] = [];
  for (const p of g.points) {
    if (scratch[p] !== EMPTY || isLegal(state, g, p, scratch)) continue;
    const verdict = judge(state, p, scratch);
    if (!verdict.ok) out.push({ point: nameOf(g, p), rule: verdict.error.rule, reason: verdict.error.message });
  }
  return out;
}
