import { describe, expect, it } from 'vitest';
import { bakuVirtualPoints } from './acceleration';
import { pairRound, swissPairingScores } from './nextRound';
import { DEFAULT_SETTINGS } from './settings';
import { computeStandings } from './standings';
import { entriesOf, eventOf, match, played } from './testing';

const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);
const noByes = new Map<string, 'half' | 'zero'>();

describe('C.04.5.1 Baku acceleration: virtual points', () => {
  it('group A is the first half rounded up to an even number; 1 point, then 1/2, in the first half of the rounds', () => {
    const event = eventOf('othello', entriesOf(...names(10)), []);
    // 10 entries: 2 x ceil(10 / 4) = 6 in group A. 9 rounds: 5 accelerated, the first 3 with a full point.
    const r1 = bakuVirtualPoints(event, 1, 9, 1);
    expect([...r1.keys()]).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
    expect([1, 3, 4, 5, 6].map((round) => bakuVirtualPoints(event, round, 9, 1).get('p1') ?? 0)).toEqual([1, 1, 0.5, 0.5, 0]);
    // Virtual points are a win's worth under the event's scoring (3 points a win: 3, then 1.5).
    expect([bakuVirtualPoints(event, 1, 9, 3).get('p6'), bakuVirtualPoints(event, 4, 9, 3).get('p6')]).toEqual([3, 1.5]);
  });

  it('161 entries: group A holds the first 82 (the regulation\'s example)', () => {
    const event = eventOf('othello', entriesOf(...names(161)), []);
    expect(bakuVirtualPoints(event, 1, 9, 1).size).toBe(82);
  });

  it('a late entry joins group A when its pairing number is not above the last group-A entry\'s', () => {
    const entries = entriesOf(...names(8));
    entries[1]!.joinedRound = 2; // P2 joins late; the starters are P1, P3..P8, group A = 2 x ceil(7 / 4) = 4: P1, P3, P4, P5
    const vp = bakuVirtualPoints(eventOf('othello', entries, []), 2, 9, 1);
    expect([...vp.keys()]).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });
});

describe('accelerated Dutch pairing (the virtual points are added by the caller)', () => {
  const settings = { ...DEFAULT_SETTINGS, acceleration: 'baku' as const };

  it('round 1 pairs group A within itself and group B within itself', () => {
    const event = eventOf('othello', entriesOf(...names(8)), []);
    const plain = pairRound(event, 1, { settings: DEFAULT_SETTINGS, totalRounds: 5, requestedByes: noByes });
    const fast = pairRound(event, 1, { settings, totalRounds: 5, requestedByes: noByes });
    const pairs = (r: typeof plain) => (r.ok ? r.value.round.pairings.map((p) => (p.kind === 'match' ? [p.a, p.b].sort().join('-') : p.entry)) : r.error.message);
    expect(pairs(plain)).toEqual(['p1-p5', 'p2-p6', 'p3-p7', 'p4-p8']);
    expect(pairs(fast)).toEqual(['p1-p3', 'p2-p4', 'p5-p7', 'p6-p8']);
    expect(fast.ok && fast.value.virtualPoints).toEqual({ p1: 1, p2: 1, p3: 1, p4: 1 });
  });

  it('the virtual points never reach the standings', () => {
    const event = eventOf('othello', entriesOf(...names(4)), [[match(1, 'p1', 'p2', played('b', 20, 44)), match(2, 'p3', 'p4', played('a', 40, 24))]]);
    const s = computeStandings(event);
    expect(s.rows.map((r) => [r.entry, r.values.matchPoints])).toEqual([['p2', 1], ['p3', 1], ['p4', 0], ['p1', 0]]);
    const scores = swissPairingScores(event, 2, { settings, totalRounds: 5, requestedByes: noByes });
    // Pairing scores: group A (P1, P2 of 4) carries 1 virtual point in round 2 of 5.
    expect(scores.ok && Object.fromEntries(scores.value.score)).toEqual({ p1: 1, p2: 2, p3: 1, p4: 0 });
  });

  it('is refused without the number of rounds', () => {
    const event = eventOf('othello', entriesOf(...names(4)), []);
    expect(pairRound(event, 1, { settings, totalRounds: null, requestedByes: noByes })).toMatchObject({ ok: false, error: { message: 'accelerated pairing needs the number of rounds: set the rounds planned for the event' } });
  });
});

describe('Onino: a Swiss pairs by the event\'s primary ranking (R-ONI-12)', () => {
  // Round 1: A beat B 1-0 in games but only +10 on total; C beat D +100.
  const event = eventOf('onino', entriesOf('A', 'B', 'C', 'D'), [
    [match(1, 'a', 'b', played('a', 10, -10)), match(2, 'c', 'd', played('a', 100, -100))],
  ]);

  it('by total points (the default): the score groups are the total points', () => {
    const s = swissPairingScores(event, 2, { settings: DEFAULT_SETTINGS, totalRounds: 3, requestedByes: noByes });
    expect(s.ok && Object.fromEntries(s.value.score)).toEqual({ a: 10, b: -10, c: 100, d: -100 });
  });

  it('by match points: the pairing and the standings both put match points first', () => {
    const settings = { ...DEFAULT_SETTINGS, oninoRanking: 'match-points' as const };
    const s = swissPairingScores(event, 2, { settings, totalRounds: 3, requestedByes: noByes });
    expect(s.ok && Object.fromEntries(s.value.score)).toEqual({ a: 1, b: 0, c: 1, d: 0 });
    const r = pairRound(event, 2, { settings, totalRounds: 3, requestedByes: noByes });
    expect(r.ok && r.value.round.pairings.map((p) => (p.kind === 'match' ? [p.a, p.b].sort().join('-') : p.entry))).toEqual(['a-c', 'b-d']);
  });
});
