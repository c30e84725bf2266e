/**
 * End-of-hand counts in an open log (R-DOM-8, R-DOM-11 amended 2026-12-01): a count is accepted exactly when some
 * hand the record allows makes it; after a block both hands are checked together (they hold distinct tiles).
 * Also the counts still possible before one is entered, for the board and the results screen.
 */
import { listText, verbatim, type RuleText } from '../types';
import { armsFor } from './layout';
import { knownPips, unseen } from './holdings';
import { handTotals, jointTotals } from './handSums';
import { groupsUnder, readings, type Reading } from './readings';
import type { Tile } from './tiles';
import { other, type Check, type DominoesState, type Side } from './types';

/** Why a count was refused, in English and by key. */
export interface CountRefusal {
  message: string;
  text: RuleText;
}

/** The tiles hidden hands can hold at the count: unseen ones; after a block, none that plays (both passed). */
function poolAt(s: DominoesState): Tile[] {
  const pool = unseen(s);
  return s.pending?.ending === 'blocked' ? pool.filter((t) => armsFor(s.layout, t).length === 0) : pool;
}

const countedSides = (s: DominoesState): Side[] => (s.pending?.ending === 'out' ? [other(s.pending.side!)] : ['a', 'b']);

function possibleFor(pool: readonly Tile[], sides: Side[], read: Record<Side, Reading[]>, target: Partial<Record<Side, number>>): boolean {
  if (sides.some((x) => target[x]! < 0)) return false;
  if (sides.length === 1) {
    const x = sides[0]!;
    return read[x].some((r) => handTotals(pool, r.groups, target[x]).has(target[x]!));
  }
  const alone = (x: Side) => read[x].some((r) => handTotals(pool, r.groups, target[x]).has(target[x]!));
  if (!alone('a') || !alone('b')) return false;
  return read.a.some((ra) => read.b.some((rb) =>
    jointTotals(pool, ra.groups, rb.groups, target.a, target.b).some(([x, y]) => x === target.a && y === target.b)));
}

/** Null when the entered counts are possible, else why not: the fact that rules them out where one does. */
export function refuseCounts(s: DominoesState, counts: Partial<Record<Side, number>>): CountRefusal | null {
  const sides = countedSides(s);
  const pool = poolAt(s);
  const read = { a: readings(s.hands.a.facts), b: readings(s.hands.b.facts) };
  const target: Partial<Record<Side, number>> = {};
  for (const x of sides) target[x] = counts[x]! - knownPips(s, x);
  const what = sides.map((x) => `${x} ${counts[x]} with ${s.hands[x].unknown} unknown tile(s)`).join(', ');
  const whatText = listText(sides.map((x) => ({ key: 'engine.dominoes.countOf', params: { side: x, count: counts[x]!, unknown: s.hands[x].unknown } })));
  const broken = sides.find((x) => read[x].length === 0);
  if (broken) {
    return { message: `impossible count: ${broken}'s record contradicts itself even with every visit to the boneyard excused; passes are never excused (R-DOM-11)`,
      text: { key: 'engine.dominoes.recordContradicts', params: { side: broken } } };
  }
  if (possibleFor(pool, sides, read, target)) return null;
  // Which single fact, set aside, would let the count be made: that fact rules it out.
  for (const x of sides) {
    const f = s.hands[x].facts;
    for (const r of read[x]) {
      for (let i = 0; i < f.checks.length; i++) {
        const c = f.checks[i]!;
        if (c.visit !== null && r.excused.includes(c.visit)) continue;
        const groups = groupsUnder(f, new Set(r.excused), i);
        if (groups && possibleFor(pool, sides, { ...read, [x]: [{ excused: r.excused, groups }] }, target)) return ruledOutBy(what, whatText, x, c);
      }
    }
  }
  if (sides.length === 2 && sides.every((x) => possibleFor(pool, [x], read, target))) {
    return { message: `impossible count: ${what}: each hand could make its count alone, but not both together from distinct tiles not yet seen (R-DOM-11)`,
      text: { key: 'engine.dominoes.countDistinct', params: { what: whatText } } };
  }
  return { message: `impossible count: ${what} cannot be made from the tiles not yet seen that the draws and passes left possible (R-DOM-11)`,
    text: { key: 'engine.dominoes.impossibleCount', params: { what: whatText } } };
}

/** "1, 4 or 6". */
function numbersText(open: readonly number[]): { message: string; text: RuleText } {
  const words = open.map(String);
  if (words.length === 1) return { message: words[0]!, text: verbatim(words[0]!) };
  const head = words.slice(0, -1);
  return {
    message: `${head.join(', ')} or ${words[words.length - 1]}`,
    text: { key: 'engine.dominoes.orList', params: { all: listText(head.map(verbatim)), last: words[words.length - 1]! } },
  };
}

function ruledOutBy(what: string, whatText: RuleText, side: Side, c: Check): CountRefusal {
  const numbers = numbersText(c.open);
  const event = c.visit === null ? 'pass' : 'draw';
  const after = c.after ?? '';
  return {
    message: `impossible count: ${what}: ${side} held no ${numbers.message} at its ${event} after ${after} (R-DOM-11)`,
    text: { key: 'engine.dominoes.countRuledOut', params: { what: whatText, side, numbers: numbers.text, event: { key: `engine.dominoes.event.${event}` }, after } },
  };
}

/**
 * The counts still possible for each side to count, before one is entered (open log, hand over), sorted; null
 * otherwise. After a block each side's list is what some joint hand allows.
 */
export function possibleCounts(s: DominoesState): Partial<Record<Side, number[]>> | null {
  if (s.options.mode !== 'open' || s.phase !== 'count' || !s.pending) return null;
  const sides = countedSides(s);
  const pool = poolAt(s);
  const read = { a: readings(s.hands.a.facts), b: readings(s.hands.b.facts) };
  const found: Record<Side, Set<number>> = { a: new Set(), b: new Set() };
  if (sides.length === 1) {
    const x = sides[0]!;
    for (const r of read[x]) for (const t of handTotals(pool, r.groups)) found[x].add(t + knownPips(s, x));
  } else {
    for (const ra of read.a) {
      for (const rb of read.b) {
        for (const [ta, tb] of jointTotals(pool, ra.groups, rb.groups)) {
          found.a.add(ta + knownPips(s, 'a'));
          found.b.add(tb + knownPips(s, 'b'));
        }
      }
    }
  }
  const out: Partial<Record<Side, number[]>> = {};
  for (const x of sides) out[x] = [...found[x]].sort((p, q) => p - q);
  return out;
}
