/**
 * R-DOM-11 (amended): the fast count check against a brute-force enumeration of hidden hands, on random hands of
 * double-six with passes, draws, declared and undeclared unnecessary trips, exposed tiles and blocked hands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashSeed, mulberry32 } from '../../random';
import { possibleCounts, refuseCounts } from './countCheck';
import { apply } from './rules';
import { knownPips, knownPlayable, unseen } from './holdings';
import { legal } from './legal';
import { setup } from './options';
import { publicAction } from './redact';
import { fromKey, fullSet, pips, tileKey } from './tiles';
import { jointTotals } from './handSums';
import type { Action, DominoesState, HandFacts, Seen, Side } from './types';

interface Policy { trip: number; declare: number; expose: number; faceup: boolean }

/** One hand dealt by the software and played at random, with unnecessary trips and exposures; stops at the count. */
function playHand(seed: number, p: Policy): { known: DominoesState; open: DominoesState; honest: Record<Side, boolean> } {
  const options = { mode: 'known', seed: String(seed), exposed: p.faceup ? 'faceup' : 'pickup' };
  const start = setup(options);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const actions: Action[] = [];
  const random = mulberry32(hashSeed(`hand/${seed}`));
  const needless: Record<Side, number> = { a: 0, b: 0 };
  const declared: Record<Side, number> = { a: 0, b: 0 };
  let visitNeedless = false;
  const act = (action: Action) => {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${JSON.stringify(action)}: ${next.error.message}`);
    state = next.value;
    actions.push(action);
  };
  act({ type: 'deal' });
  while (state.phase === 'set' || state.phase === 'play') {
    const side = state.toMove;
    const hidden = state.hands[side].known.filter((k) => !state.hands[side].faceUp.includes(k));
    const drawing = state.lastAction?.type === 'draw';
    if (state.phase === 'play' && !drawing && hidden.length > 1 && random() < p.expose) {
      act({ type: 'exposed', side, tile: fromKey(hidden[Math.floor(random() * hidden.length)]!) });
      continue;
    }
    if (state.phase === 'play' && knownPlayable(state, side).length > 0 && state.boneyard.size > 2 && random() < p.trip) {
      if (!drawing) visitNeedless = false;
      if (!visitNeedless) needless[side] += 1;
      visitNeedless = true;
      act({ type: 'draw' });
      if (random() < p.declare && declared[side] < needless[side]) {
        declared[side] += 1;
        act({ type: 'trip', side });
      }
      continue;
    }
    const choices = legal(state).filter((a) => a.type !== 'claim');
    const choice = choices[Math.floor(random() * choices.length)]!;
    if (choice.type === 'draw' && !drawing) visitNeedless = false;
    act(choice);
  }
  const openStart = setup({ exposed: options.exposed });
  if (!openStart.ok) throw new Error(openStart.error.message);
  let open = openStart.value;
  for (const action of actions.map(publicAction)) {
    const next = apply(open, action);
    if (!next.ok) throw new Error(`open log: ${JSON.stringify(action)}: ${next.error.message}`);
    open = next.value;
  }
  return { known: state, open, honest: { a: needless.a === declared.a, b: needless.b === declared.b } };
}

// ---- the brute-force reference: every hidden hand, every choice of excused visits, a matching each time ----

interface Item { tile: string; at: number; end: number; faceUpAt: number | null; slot: number | null; drawnSlot: number | null }

const shows = (key: string, open: readonly number[]) => fromKey(key).some((n) => open.includes(n));

function fitsSlot(f: HandFacts, excused: ReadonlySet<number>, item: Item, j: number): boolean {
  const slot = f.slots[j]!;
  const drawnLive = item.drawnSlot !== null && !excused.has(f.slots[item.drawnSlot]!.visit ?? -1);
  if (item.slot !== null && j !== item.slot) return false;
  if (drawnLive && j !== item.drawnSlot) return false;
  if (item.slot === null && !drawnLive && !(slot.at < item.at)) return false;
  return f.checks.every((c) => (c.visit !== null && excused.has(c.visit)) || !(slot.at < c.at && c.at < item.end)
    || (item.faceUpAt !== null && c.at > item.faceUpAt) || !shows(item.tile, c.open));
}

/** Can every item take its own slot? (Kuhn's matching.) */
function matches(f: HandFacts, excused: ReadonlySet<number>, items: Item[]): boolean {
  const owner: number[] = f.slots.map(() => -1);
  const place = (i: number, seen: Set<number>): boolean => {
    for (let j = 0; j < f.slots.length; j++) {
      if (seen.has(j) || !fitsSlot(f, excused, items[i]!, j)) continue;
      seen.add(j);
      if (owner[j]! < 0 || place(owner[j]!, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  return items.every((_, i) => place(i, new Set()));
}

const asItem = (s: Seen): Item => ({ tile: s.tile, at: s.at, end: s.played ?? Infinity, faceUpAt: s.faceUpAt, slot: s.slot, drawnSlot: s.drawnSlot });

function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let v = 1; v <= n; v++) for (const rest of subsets(n, k - 1)) if (rest.every((r) => r > v)) out.push([v, ...rest]);
  return out;
}

function combos(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...combos(n - 1, k - 1).map((c) => [...c, n - 1]), ...combos(n - 1, k)];
}

const choose = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/** Every hidden hand (as a bit mask over `pool`) some reading with the fewest excused visits allows. */
function bruteHands(f: HandFacts, pool: readonly string[], unknown: number): number[] {
  const seen = f.seen.map(asItem);
  let readingsFound: Set<number>[] = [];
  for (let k = Math.min(f.declared, f.visits); k <= f.visits && readingsFound.length === 0; k++) {
    readingsFound = subsets(f.visits, k).map((e) => new Set(e)).filter((e) => matches(f, e, seen));
  }
  const hands: number[] = [];
  for (const combo of combos(pool.length, unknown)) {
    const items = [...seen, ...combo.map((i): Item => ({ tile: pool[i]!, at: Infinity, end: Infinity, faceUpAt: null, slot: null, drawnSlot: null }))];
    if (readingsFound.some((e) => matches(f, e, items))) hands.push(combo.reduce((m, i) => m | (1 << i), 0));
  }
  return hands;
}

const total = (mask: number, pool: readonly string[]) => pool.reduce((sum, k, i) => sum + (mask & (1 << i) ? pips(fromKey(k)) : 0), 0);

describe('R-DOM-11: the count check is exact (brute force on small sets)', () => {
  it('R-DOM-11: on random logged hands the counts still possible, and the counts accepted, are those some allowed hand makes', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.record({ trip: fc.double({ min: 0, max: 0.8, noNaN: true }), declare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
        expose: fc.double({ min: 0, max: 0.15, noNaN: true }), faceup: fc.boolean() }),
      (seed, policy) => {
        const { known, open, honest } = playHand(seed, policy);
        const pending = open.pending!;
        const sides: Side[] = pending.ending === 'out' ? [pending.side === 'a' ? 'b' : 'a'] : ['a', 'b'];
        const pool = unseen(open).map(tileKey);
        for (const x of sides) fc.pre(choose(pool.length, open.hands[x].unknown) <= 3000);
        const hands = { a: [] as number[], b: [] as number[] };
        for (const x of sides) hands[x] = bruteHands(open.hands[x].facts, pool, open.hands[x].unknown);
        const truth = { a: knownPips(known, 'a'), b: knownPips(known, 'b') };
        const fast = possibleCounts(open)!;
        if (sides.length === 1) {
          const x = sides[0]!;
          const counts = [...new Set(hands[x].map((m) => total(m, pool) + knownPips(open, x)))].sort((p, q) => p - q);
          expect(fast[x]).toEqual(counts);
          for (const c of [truth[x], ...counts.slice(0, 2), counts[counts.length - 1]! + 1, truth[x] + 1, truth[x] + 3]) {
            expect(refuseCounts(open, { [x]: c }) === null).toBe(counts.includes(c));
          }
          if (honest[x]) expect(counts).toContain(truth[x]);
          return;
        }
        fc.pre(hands.a.length * hands.b.length <= 400_000);
        const pairs = new Set<string>();
        for (const ma of hands.a) for (const mb of hands.b) if ((ma & mb) === 0) pairs.add(`${total(ma, pool) + knownPips(open, 'a')}/${total(mb, pool) + knownPips(open, 'b')}`);
        const project = (i: 0 | 1) => [...new Set([...pairs].map((p) => Number(p.split('/')[i])))].sort((p, q) => p - q);
        expect(fast).toEqual({ a: project(0), b: project(1) });
        const tries: [number, number][] = [[truth.a, truth.b], [truth.a + 1, truth.b], [truth.a, truth.b + 2]];
        for (const p of [...pairs].slice(0, 3)) tries.push(p.split('/').map(Number) as [number, number]);
        for (const [ca, cb] of tries) expect(refuseCounts(open, { a: ca, b: cb }) === null).toBe(pairs.has(`${ca}/${cb}`));
        if (honest.a && honest.b) expect(pairs.has(`${truth.a}/${truth.b}`)).toBe(true);
      },
    ), { numRuns: 150 });
  });
});

describe('R-DOM-11: two hands\' totals together (blocked hands), against every assignment of tiles to groups', () => {
  it('R-DOM-11: jointTotals lists exactly the pairs some assignment of distinct tiles to both hands\' groups makes', () => {
    const limits = fc.array(fc.record({ count: fc.integer({ min: 1, max: 2 }), excluded: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }) }), { minLength: 1, maxLength: 2 })
      // Nested, oldest first: each group's numbers include the next one's.
      .map((gs) => gs.map((g, i) => ({ count: g.count, excluded: [...new Set(gs.slice(i).flatMap((h) => h.excluded))].sort((x, y) => x - y) })));
    const tiles = fc.uniqueArray(fc.integer({ min: 0, max: 27 }), { minLength: 1, maxLength: 7 })
      .map((ids) => ids.map((id) => fullSet(6)[id]!));
    fc.assert(fc.property(tiles, limits, limits, (pool, a, b) => {
      const groups = [...a, ...b];
      const found = new Set<string>();
      const fill = groups.map(() => 0);
      const walk = (i: number, sa: number, sb: number) => {
        if (i === pool.length) {
          if (fill.every((n, g) => n === groups[g]!.count)) found.add(`${sa},${sb}`);
          return;
        }
        walk(i + 1, sa, sb);
        const t = pool[i]!;
        groups.forEach((g, j) => {
          if (fill[j]! >= g.count || g.excluded.includes(t[0]) || g.excluded.includes(t[1])) return;
          fill[j]! += 1;
          walk(i + 1, sa + (j < a.length ? pips(t) : 0), sb + (j < a.length ? 0 : pips(t)));
          fill[j]! -= 1;
        });
      };
      walk(0, 0, 0);
      expect(new Set(jointTotals(pool, a, b).map(([x, y]) => `${x},${y}`))).toEqual(found);
    }), { numRuns: 300 });
  });
});
