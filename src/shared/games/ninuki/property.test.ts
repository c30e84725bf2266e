/** Random legal games never reach a state the rules forbid (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colOf, geometry, rowOf, SIZES } from './board';
import { rules, legalPoints } from './index';
import { threeThrough } from './patterns';
import type { NinukiAction, NinukiState, Side } from './types';

type Grid = (Side | null)[][]; // grid[col][row], row 0 = rank 1

function gridOf(state: NinukiState): Grid {
  const v = rules.view(state, 'players');
  return v.files.map((_, c) => v.ranks.map((_, i) => v.cells[v.size - 1 - i]![c]!));
}

const at = (g: Grid, c: number, r: number): Side | null | 'wall' => (g[c] === undefined || r < 0 || r >= g.length ? 'wall' : g[c]![r]!);

const LINES = [[1, 0], [0, 1], [1, 1], [1, -1]] as const;

/** Length of the run of `me` through (c, r) along (dc, dr). */
function runThrough(g: Grid, c: number, r: number, dc: number, dr: number, me: Side): { from: number; to: number } {
  let from = 0;
  let to = 0;
  while (at(g, c + (from - 1) * dc, r + (from - 1) * dr) === me) from--;
  while (at(g, c + (to + 1) * dc, r + (to + 1) * dr) === me) to++;
  return { from, to };
}

/** Oracle for R-NIN-6, written from the ruling's words on a plain grid. */
function isThree(g: Grid, c: number, r: number, dc: number, dr: number, me: Side): boolean {
  const opp: Side = me === 'x' ? 'o' : 'x';
  for (let k = -3; k <= 3; k++) {
    if (k === 0 || at(g, c + k * dc, r + k * dr) !== null) continue;
    const h = g.map((col) => [...col]);
    const ec = c + k * dc;
    const er = r + k * dr;
    h[ec]![er] = me;
    for (const s of [1, -1]) {
      if (at(h, ec + s * dc, er + s * dr) === opp && at(h, ec + 2 * s * dc, er + 2 * s * dr) === opp && at(h, ec + 3 * s * dc, er + 3 * s * dr) === me) {
        h[ec + s * dc]![er + s * dr] = null;
        h[ec + 2 * s * dc]![er + 2 * s * dr] = null;
      }
    }
    const { from, to } = runThrough(h, c, r, dc, dr, me);
    if (to - from !== 3 || k < from || k > to) continue;
    const open = (i: number) => at(h, c + i * dc, r + i * dr) === null;
    const beyondClear = (i: number) => at(h, c + i * dc, r + i * dr) !== me;
    if (open(from - 1) && open(to + 1) && beyondClear(from - 2) && beyondClear(to + 2)) return true;
  }
  return false;
}

function hasPerfectFive(g: Grid, me: Side): boolean {
  for (let c = 0; c < g.length; c++) for (let r = 0; r < g.length; r++) {
    if (g[c]![r] !== me) continue;
    for (const [dc, dr] of LINES) {
      if (at(g, c - dc, r - dr) === me) continue;
      const { to } = runThrough(g, c, r, dc, dr, me);
      if (to === 4) return true;
    }
  }
  return false;
}

/** Does `me` have a point completing a perfect five (a four) on this grid? */
function hasFour(g: Grid, me: Side): boolean {
  for (let c = 0; c < g.length; c++) for (let r = 0; r < g.length; r++) {
    if (g[c]![r] !== null) continue;
    for (const [dc, dr] of LINES) {
      g[c]![r] = me;
      const { from, to } = runThrough(g, c, r, dc, dr, me);
      g[c]![r] = null;
      if (to - from === 4) return true;
    }
  }
  return false;
}

const count = (g: Grid, side: Side) => g.flat().filter((s) => s === side).length;

/** Picks mostly points near the stones, so games get crowded and tactical. */
function choose(state: NinukiState, legal: number[], pick: number): number {
  const g = geometry(state.size);
  const near = legal.filter((p) => g.rays.some((d) => state.cells[p + d] === 1 || state.cells[p + d] === 2));
  const pool = near.length > 0 && pick % 16 !== 0 ? near : legal;
  return pool[pick % pool.length]!;
}

describe('random legal games (property)', () => {

  it('R-NIN-3/5/6/7: random legal games keep the counts, the double-three rule and the end of the game', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES), fc.array(fc.nat(), { minLength: 150, maxLength: 400 }), (size, picks) => {
        const setup = rules.setup({ size });
        if (!setup.ok) throw new Error(setup.error.message);
        let state = setup.value;
        const actions: NinukiAction[] = [];
        const plays: Record<Side, number> = { x: 0, o: 0 };
        for (const [i, pick] of picks.entries()) {
          const legal = legalPoints(state);
          if (state.result) {
            expect(legal).toEqual([]);
            expect(rules.apply(state, { type: 'play', col: 0, row: 0 }).ok).toBe(false);
            break;
          }
          expect(legal.length).toBeGreaterThan(0);
          const g = geometry(size);
          // the listing agrees with apply on every point, now and then
          if (i % 15 === 7) {
            const listed = new Set(legal);
            for (const p of g.points) {
              if (state.cells[p] !== 0) continue;
              expect(rules.apply(state, { type: 'play', col: colOf(g, p), row: rowOf(g, p) }).ok).toBe(listed.has(p));
            }
          }
          const before = gridOf(state);
          const mover = state.toMove;
          const opp: Side = mover === 'x' ? 'o' : 'x';
          const p = choose(state, legal, pick);
          const action: NinukiAction = { type: 'play', col: colOf(g, p), row: rowOf(g, p) };
          const next = rules.apply(state, action);
          if (!next.ok) throw new Error(`listed ${rules.formatAction(action)} refused: ${next.error.message}`);
          actions.push(action);
          plays[mover]++;
          const after = gridOf(next.value);
          // the engine's threes agree with the oracle, direction by direction
          const mine = mover === 'x' ? 1 : 2;
          const engineThrees = g.lines.map((d) => threeThrough(next.value.cells, p, d, mine) !== null);
          expect(engineThrees).toEqual(LINES.map(([dc, dr]) => isThree(after, action.col, action.row, dc, dr, mover)));
          // a double-three is only ever accepted as a five or while the opponent threatens one
          const threes = LINES.filter(([dc, dr]) => isThree(after, action.col, action.row, dc, dr, mover)).length;
          if (threes >= 2) {
            const five = LINES.some(([dc, dr]) => {
              const { from, to } = runThrough(after, action.col, action.row, dc, dr, mover);
              return to - from === 4;
            });
            expect(five || hasFour(before, opp) || hasPerfectFive(before, opp)).toBe(true);
          }
          state = next.value;
          // stones on the board = plays - 2 x pairs the opponent captured
          expect(count(after, 'x')).toBe(plays.x - 2 * state.captures.o);
          expect(count(after, 'o')).toBe(plays.o - 2 * state.captures.x);
          if (!state.result) {
            expect(state.captures.x).toBeLessThan(5);
            expect(state.captures.o).toBeLessThan(5);
          }
          if (state.pending) expect(hasPerfectFive(after, state.pending.side)).toBe(true);
          const status = rules.status(state);
          expect(Object.keys(status).sort()).toEqual(['ending', 'margin', 'message', 'score', 'status', 'toMove', 'winner']);
          expect(status.score).toEqual(state.captures);
        }
        // the record round-trips and replays to the same position (R-ALL-1)
        const text = rules.formatRecord({ options: { size }, actions });
        const parsed = rules.parseRecord(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(rules.formatRecord(parsed.value)).toBe(text);
        const replayed = parsed.value.actions.reduce((s: NinukiState, a) => {
          const r = rules.apply(s, a);
          if (!r.ok) throw new Error(r.error.message);
          return r.value;
        }, setup.value);
        expect(Array.from(replayed.cells)).toEqual(Array.from(state.cells));
      }),
      { numRuns: 40 },
    );
  });
});
