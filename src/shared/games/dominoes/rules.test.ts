import { describe, expect, it } from 'vitest';
import type { GameOptions } from '../types';
import { rules } from './index';
import { asOpenLog, simulateGame } from './simulate';
import { readings } from './readings';
import { BLOCKED, GOES_OUT, TO_LAST_TWO, legalRecord, refusal } from './testing';
import type { Action, DominoesState } from './types';

const summary = (s: DominoesState) => rules.summary(s);
const KNOWN = { mode: 'known' };
/** Entered hands: a sets 6-4 (10); b holds 6-1, which scores on the 6, and the 4-4 and 6-5 which play. */
const HANDS = 'deal(a=6-4,5-5,3-1,2-0,1-1;b=6-1,6-5,4-4,2-2,1-0)';

/** Replays actions and returns every state, for looking inside a simulated game. */
function states(game: { options: Record<string, string | number | boolean>; actions: Action[] }): DominoesState[] {
  const start = rules.setup(game.options);
  if (!start.ok) throw new Error(start.error.message);
  const out = [start.value];
  for (const action of game.actions) {
    const next = rules.apply(out[out.length - 1]!, action);
    if (!next.ok) throw new Error(next.error.message);
    out.push(next.value);
  }
  return out;
}

describe('R-DOM-1: the set', () => {
  it('R-DOM-1: double-six by default: five tiles each and eighteen in the boneyard', () => {
    expect(summary(legalRecord('deal'))).toMatchObject({ boneyard: 18, handSizes: { a: 5, b: 5 }, hand: 1 });
  });

  it('R-DOM-1: double-nine and double-twelve sets as options; tiles outside the set are refused', () => {
    expect(summary(legalRecord('deal', { set: 9 })).boneyard).toBe(45);
    expect(summary(legalRecord('deal', { set: '12' })).boneyard).toBe(81);
    expect(rules.status(legalRecord('deal 9-1 a+2', { set: 9 })).score.a).toBe(2);
    expect(rules.status(legalRecord('deal 12-3 a+3', { set: 12 })).score.a).toBe(3);
    expect(refusal('deal 7-0').rule).toBe('R-DOM-1');
    expect(refusal('deal 13-0', { set: 12 }).rule).toBe('R-DOM-1');
    const bad = rules.setup({ set: 8 });
    expect(bad.ok ? null : bad.error.rule).toBe('R-DOM-1');
  });

  it('R-DOM-1: simulated double-nine and double-twelve games play out to 61', () => {
    for (const set of [9, 12]) {
      const game = simulateGame(`big${set}`, { set });
      expect(rules.status(game.state)).toMatchObject({ status: 'finished', ending: 'play' });
      expect(Math.max(game.state.scores.a, game.state.scores.b)).toBeGreaterThanOrEqual(61);
    }
  });

  it('rejects unknown options and bad values', () => {
    for (const bad of [{ colour: 'red' }, { mode: 'secret' }, { exposed: 'maybe' }] as GameOptions[]) expect(rules.setup(bad).ok).toBe(false);
  });
});

describe('R-DOM-2: draw for set and the setter', () => {
  it('R-DOM-2: the higher draw sets; a tie is drawn again', () => {
    const tie = legalRecord('forset(a=3-2;b=4-1)');
    expect(summary(tie).handStatus).toBe('draw-for-set');
    expect(summary(legalRecord('forset(a=3-2;b=4-1) forset(a=6-5;b=1-0)')).handStatus).toBe('to-deal');
    expect(summary(legalRecord('forset(a=3-2;b=4-1) forset(a=6-5;b=1-0) deal 6-4')).setter).toBe('a');
  });

  it('R-DOM-2: side a is the player who set first, so b cannot have drawn higher', () => {
    const error = refusal('forset(a=1-0;b=6-5)');
    expect(error.rule).toBe('R-DOM-2');
    expect(error.message).toMatch(/swap/);
    expect(refusal('deal forset(a=6-5;b=1-0)').rule).toBe('R-DOM-2');
  });

  it('R-DOM-2: the setter alternates from hand to hand', () => {
    const second = legalRecord(`${GOES_OUT} count(a=18) deal 3-2`);
    expect(summary(second)).toMatchObject({ hand: 2, setter: 'b', handStatus: 'in-play' });
    expect(rules.status(second).toMove).toBe('a');
    const third = simulateGame('setters').state.results.map((r) => r.setter);
    expect(third.slice(0, 4)).toEqual(['a', 'b', 'a', 'b']);
  });

  it('R-DOM-2: the setter plays first; nothing is played before the deal', () => {
    expect(refusal('6-4').rule).toBe('R-DOM-2');
    expect(refusal('deal draw').rule).toBe('R-DOM-2');
  });
});

describe('R-DOM-5: the boneyard', () => {
  it('R-DOM-5: a player who cannot play draws; the last two tiles are never drawn; then it passes', () => {
    expect(summary(legalRecord(`${TO_LAST_TWO} pass`)).handStatus).toBe('in-play');
    const draw = refusal(`${TO_LAST_TWO} draw`);
    expect(draw.rule).toBe('R-DOM-5');
    expect(draw.message).toMatch(/last two/);
  });

  it('R-DOM-5: no pass while the boneyard has more than two tiles', () => {
    expect(refusal('deal 6-4 pass').rule).toBe('R-DOM-5');
  });

  it('R-DOM-5: with known hands, no pass while holding a playable tile', () => {
    const error = refusal('[mode known]\n[seed s]\ndeal(a=6-4,5-5,3-1,2-0,1-1;b=6-1,6-5,4-4,2-2,1-0) 6-4 draw(3-3) draw(3-2) draw(0-0) draw(5-0) draw(5-1) draw(5-2) draw(5-3) draw(5-4) draw(6-0) draw(6-2) draw(6-3) draw(6-6) draw(4-0) draw(4-1) draw(4-2) draw(4-3) pass');
    expect(error.rule).toBe('R-DOM-5');
    expect(error.message).toMatch(/holds 6-1/);
  });
});

describe('R-DOM-7: the game to 61', () => {
  const games = Array.from({ length: 120 }, (_, i) => simulateGame(String(i)));

  it('R-DOM-7: a game ends at the end of a hand with a player on 61 or more', () => {
    for (const game of games.slice(0, 10)) {
      const { a, b } = game.state.scores;
      expect(rules.status(game.state)).toMatchObject({ status: 'finished', winner: a > b ? 'a' : 'b', ending: 'play', margin: Math.abs(a - b) });
      expect(Math.max(a, b)).toBeGreaterThanOrEqual(61);
      expect(game.actions[game.actions.length - 1]!.type).toBe('count');
    }
  });

  it('R-DOM-7: passing 61 during a hand does not end the game before the hand ends', () => {
    const midHand = games.flatMap((g) => states(g)).find((s) => s.phase === 'play' && Math.max(s.scores.a, s.scores.b) >= 61);
    expect(midHand).toBeDefined();
    expect(rules.status(midHand!).status).toBe('ongoing');
  });

  it('R-DOM-7: both players over 61: the higher score wins', () => {
    const both = games.find((g) => g.state.scores.a >= 61 && g.state.scores.b >= 61)!;
    expect(both).toBeDefined();
    const { a, b } = both.state.scores;
    expect(a).not.toBe(b);
    expect(rules.status(both.state).winner).toBe(a > b ? 'a' : 'b');
  });

  it('R-DOM-7: a tie on 61 or more means another hand', () => {
    const tied = games.map((g) => states(g)).find((run) => run.some((s) => s.phase === 'deal' && s.scores.a === s.scores.b && s.scores.a >= 61));
    expect(tied).toBeDefined();
    const last = tied![tied!.length - 1]!;
    expect(last.scores.a).not.toBe(last.scores.b);
    expect(rules.status(last).status).toBe('finished');
  });

  it('R-DOM-7: a skunk (the loser under 31) is recorded, with no penalty', () => {
    const skunked = games.find((g) => g.state.result?.skunk)!;
    const loser = rules.status(skunked.state).winner === 'a' ? 'b' : 'a';
    expect(skunked.state.scores[loser]).toBeLessThan(31);
    expect(summary(skunked.state).skunk).toBe(true);
    expect(rules.status(skunked.state).message).toMatch(/skunk/);
    const clean = games.find((g) => g.state.result && !g.state.result.skunk)!;
    expect(Math.min(clean.state.scores.a, clean.state.scores.b)).toBeGreaterThanOrEqual(31);
  });

  it('R-DOM-7: nothing is played after the game is over', () => {
    const game = games[0]!;
    const after = rules.apply(game.state, { type: 'deal' });
    expect(after.ok ? null : after.error.rule).toBe('R-DOM-7');
  });
});

describe('R-DOM-8: logging a real game', () => {
  it('R-DOM-8: draws are unknown tiles until played; a tile known to be on the table cannot be played twice', () => {
    const s = legalRecord('deal 6-4 draw draw 4-4@N');
    expect(summary(s)).toMatchObject({ boneyard: 16, handSizes: { a: 4, b: 6 } });
    const twice = refusal('deal 6-4 6-1@S 1-0@S 0-0@S 6-4@S');
    expect(twice.rule).toBe('R-DOM-8');
    expect(twice.message).toMatch(/on the table/);
  });

  it('R-DOM-8: an open log does not take hidden hands', () => {
    expect(refusal(HANDS).rule).toBe('R-DOM-8');
  });

  it('R-DOM-8: known hands: every play and draw is checked against them', () => {
    expect(refusal(`${HANDS} 6-6`, KNOWN).message).toMatch(/a cannot play 6-6: it is in the boneyard/);
    expect(refusal(`${HANDS} 3-3`, KNOWN).message).toMatch(/a cannot play 3-3/);
    expect(refusal(`${HANDS} 6-4 6-6@S`, KNOWN).rule).toBe('R-DOM-8');
    expect(refusal(`${HANDS} 6-4 draw(2-2)`, KNOWN).message).toMatch(/in b's hand/);
    expect(refusal(`${HANDS} 6-4 draw`, KNOWN).message).toMatch(/name the drawn tile/);
    expect(refusal(`${HANDS} deal`, KNOWN).rule).toBe('R-DOM-2');
    expect(refusal('deal(a=6-4,6-4,3-1,2-0,1-1;b=6-1,6-5,4-4,2-2,1-0)', KNOWN).message).toMatch(/dealt twice/);
    expect(rules.status(legalRecord(`${HANDS} 6-4 a+2 6-1@S b+1`, KNOWN)).score).toEqual({ a: 2, b: 1 });
  });

  it('R-DOM-8: known hands: the end-of-hand count is computed, and an entered one must match', () => {
    const out = '[mode known]\ndeal(a=6-4,4-1,1-0,2-0,5-5;b=6-6,6-3,3-3,3-2,2-2) 6-4 6-6@S 4-1@N 6-3@S 1-0@N 3-3@S 2-0@N 3-2@S draw(6-5) 6-5@S1l 2-2@N';
    expect(rules.status(legalRecord(`${out} count`)).score).toEqual({ a: 0, b: 2 });
    expect(legalRecord(`${out} count(a=10)`).results[0]).toMatchObject({ counts: { a: 10 }, points: 2 });
    expect(refusal(`${out} count(a=7)`).message).toMatch(/a holds 10 pips, not 7/);
  });

  it('R-DOM-8: a software deal from a seed: the same seed gives the same hands; draws take the next tile', () => {
    const one = legalRecord('deal', { mode: 'known', seed: 'club' });
    const two = legalRecord('deal', { mode: 'known', seed: 'club' });
    expect(one.hands).toEqual(two.hands);
    expect(legalRecord('deal', { mode: 'known', seed: 'other' }).hands).not.toEqual(one.hands);
    const next = one.boneyard.tiles[0]!;
    const wrong = one.boneyard.tiles[1]!;
    const set = one.hands.a.known[0]!;
    expect(refusal(`deal ${set} draw(${wrong})`, { mode: 'known', seed: 'club' }).message).toMatch(`the next boneyard tile is ${next}`);
    expect(refusal('deal', { mode: 'known' }).message).toMatch(/seed/);
  });

  it('R-DOM-8: known hands and the open log of the same games give the same scores', () => {
    for (const [seed, set] of [['0', 6], ['1', 6], ['2', 6], ['3', 6], ['4', 6], ['n', 9], ['t', 12]] as const) {
      const known = simulateGame(seed, { set });
      const open = asOpenLog(known);
      const text = rules.formatRecord(open);
      expect(text).not.toMatch(/draw\(|deal\(/);
      const replayed = legalRecord(text);
      expect(rules.status(replayed)).toEqual(rules.status(known.state));
      expect(replayed.results).toEqual(known.state.results);
    }
  });
});

describe('R-DOM-9: penalties', () => {
  it('R-DOM-9: an unnecessary trip to the boneyard, once declared, bars the offender from scoring that hand', () => {
    const trip = `${HANDS} 6-4 a+2 draw(3-3) trip(b) 6-1@S`;
    const error = refusal(`${trip} b+1`, KNOWN);
    expect(error.rule).toBe('R-DOM-9');
    expect(error.message).toMatch(/unnecessary trip/);
    expect(summary(legalRecord(trip, KNOWN)).irregularities).toMatchObject([{ kind: 'unnecessary-trip', side: 'b', ply: 5 }]);
    // Known hands show whether the draw was unnecessary.
    expect(refusal(`${HANDS} 6-4 trip(b)`, KNOWN).rule).toBe('R-DOM-9');
    expect(refusal(`${HANDS} 6-4 a+2 4-4@N draw(3-3) trip(a)`, KNOWN).message).toMatch(/a never drew while holding a playable tile/);
  });

  it('R-DOM-9: a barred player scores nothing for going out', () => {
    const barred = legalRecord('deal 4-4 draw trip(b) 4-1@N draw draw 4-3@S 3-3@S 1-0@N 3-2@S 6-0@N 6-6@N 6-1@N 2-0@S draw 1-1@N 5-1@N count(a=17)');
    // a drew with 0, 1, 3, 4 and 6 open, so its last two tiles show only 2s and 5s: 5-5 and 5-2 make 17 (R-DOM-11).
    expect(barred.results[0]!.counts).toEqual({ a: 17 });
    expect(barred.results[0]).toMatchObject({ side: 'b', points: 0 });
  });

  it('R-DOM-9: an over-draw keeps all tiles and bars scoring on the first play', () => {
    expect(refusal('deal(a=6;b=5) overdraw(a) 4-1 a+1').rule).toBe('R-DOM-9');
    const later = legalRecord('deal(a=6;b=5) overdraw(a) 4-2 2-0@N 5-4@S a+1');
    expect(summary(later)).toMatchObject({ scores: { a: 1, b: 0 }, handSizes: { a: 4, b: 4 } });
    expect(refusal('deal overdraw(a)').message).toMatch(/not more than five/);
  });

  it('R-DOM-9: an under-draw is completed from the boneyard when found', () => {
    const s = legalRecord('deal(a=4;b=5) 6-4 6-1@S underdraw(a)');
    expect(summary(s)).toMatchObject({ handSizes: { a: 4, b: 4 }, boneyard: 18 });
    expect(summary(s).irregularities).toMatchObject([{ kind: 'under-draw', side: 'a' }]);
    expect(refusal('deal underdraw(b)').rule).toBe('R-DOM-9');
    expect(refusal('deal(a=4;b=5) underdraw(a) underdraw(a)').rule).toBe('R-DOM-9');
  });

  it('R-DOM-9: a tile exposed during the deal means a redeal', () => {
    const s = legalRecord('deal exposed(3-2)');
    expect(summary(s)).toMatchObject({ hand: 1, handStatus: 'to-deal' });
    expect(summary(legalRecord('deal exposed(3-2) deal 6-4'))).toMatchObject({ hand: 1, setter: 'a', handStatus: 'in-play' });
    const seeded = { mode: 'known', seed: 'redeal' };
    expect(legalRecord('deal exposed(3-2) deal', seeded).hands).not.toEqual(legalRecord('deal', seeded).hands);
  });

  it('R-DOM-9: a tile exposed during play is picked up (default): it is then known to be in that hand', () => {
    const error = refusal('deal 6-4 exposed(b=6-6) 6-1@S 6-6@S');
    expect(error.rule).toBe('R-DOM-8');
    expect(error.message).toMatch(/known to be in b's hand/);
    expect(rules.status(legalRecord('deal 6-4 exposed(b=6-1) 6-1@S b+1')).score.b).toBe(1);
  });

  it('R-DOM-9: the alternate rule: an exposed tile stays face up and never scores', () => {
    const faceup = { exposed: 'faceup' };
    expect(refusal('deal 6-4 exposed(b=6-1) 6-1@S b+1', faceup).rule).toBe('R-DOM-9');
    expect(legalRecord('deal 6-4 exposed(b=6-1)', faceup).hands.b.faceUp).toEqual(['6-1']);
    expect(refusal('deal 6-4 exposed(6-1)').rule).toBe('R-DOM-9');
  });
});

describe('R-ALL-1, R-ALL-2, R-ALL-3', () => {
  it('R-ALL-1: the state is a replay of the record; apply never mutates its input', () => {
    const s = legalRecord(`${GOES_OUT}`);
    const before = JSON.stringify(s);
    const next = rules.apply(s, { type: 'count', counts: { a: 18 } });
    expect(next.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
    expect(JSON.stringify(legalRecord(`${GOES_OUT} count(a=18)`))).toBe(JSON.stringify(next.ok && next.value));
  });

  it('R-ALL-2: a wrong play that stood is recorded, marked, and play goes on from the table as it is', () => {
    const s = legalRecord('deal 6-4 !3-5@N 5-0@N');
    expect(summary(s).openEnds).toEqual([{ arm: 'N', pips: 0, counts: 0 }, { arm: 'S', pips: 6, counts: 6 }]);
    expect(summary(s).irregularities).toMatchObject([{ kind: 'wrong-play', side: 'b', tile: '5-3', ply: 3 }]);
    expect(refusal('deal 6-4 !4-1@N').rule).toBe('R-ALL-2');
    expect(refusal('deal 6-4 5-3@N').rule).toBe('R-DOM-3');
  });

  it('R-ALL-3: resignation, agreement, forfeit and the director\'s decision end the game with who and why', () => {
    const resign = rules.status(legalRecord('deal 6-4 a+2 resign(b){left early}'));
    expect(resign).toMatchObject({ status: 'finished', winner: 'a', ending: 'resignation', margin: 2, toMove: null });
    expect(resign.message).toMatch(/b resigns.*left early/);
    expect(rules.status(legalRecord('agreed{rain}'))).toMatchObject({ winner: null, ending: 'agreement', margin: 0 });
    expect(rules.status(legalRecord('deal forfeit(a)'))).toMatchObject({ winner: 'b', ending: 'forfeit' });
    expect(rules.status(legalRecord('director(draw){power cut}'))).toMatchObject({ winner: null, ending: 'director' });
    expect(refusal('resign(a) deal').rule).toBe('R-ALL-3');
  });
});

describe('rulings R-DOM-10..12 and the notation gaps', () => {
  it('R-DOM-10: a claim may be smaller than the count; it stays open through the opponent\'s draws and passes', () => {
    // 6-4 counts 10 (2 points): a claims 1 and gives the rest away.
    expect(rules.status(legalRecord('deal 6-4 a+1')).score.a).toBe(1);
    // b draws twice before playing: a's claim is still open, and closes with b's play.
    expect(rules.status(legalRecord('deal 6-4 draw draw a+2')).score.a).toBe(2);
    expect(refusal('deal 6-4 draw 6-1@S a+2').message).toMatch(/muggins/);
    // Through a pass too: b's last play before the boneyard's last two counts 15; a passes, b still claims 3.
    expect(legalRecord(`${TO_LAST_TWO} pass b+3`).scores.b - legalRecord(TO_LAST_TWO).scores.b).toBe(3);
    expect(legalRecord(`${TO_LAST_TWO} pass b+2`).scores.b - legalRecord(TO_LAST_TWO).scores.b).toBe(2);
  });

  it('R-DOM-10: a declared unnecessary trip bars the going-out points and the blocked-hand points too', () => {
    const out = 'deal 4-4 draw 4-1@N draw draw 4-3@S 3-3@S 1-0@N 3-2@S 6-0@N 6-6@N 6-1@N 2-0@S draw 1-1@N 5-1@N count(a=17)';
    expect(legalRecord(out).results[0]).toMatchObject({ ending: 'out', side: 'b', points: 3 });
    expect(legalRecord(out.replace('draw 4-1@N', 'draw trip(b) 4-1@N')).results[0]).toMatchObject({ ending: 'out', side: 'b', points: 0 });
    // Blocked: a's lower count would score 2; after a declared trip, nothing.
    expect(legalRecord(`${BLOCKED} count(a=2;b=12)`).results[0]).toMatchObject({ ending: 'blocked', side: 'a', points: 2 });
    expect(legalRecord(`${BLOCKED} trip(a) count(a=2;b=12)`).results[0]).toMatchObject({ ending: 'blocked', side: 'a', points: 0 });
  });

  it('R-DOM-11: a player who drew could not play any open end then; a count its remaining hand cannot make is refused', () => {
    // a sets 5-5; b draws (none of b's five tiles shows a 5), then plays the drawn 5-0 and three more of its own.
    const hand = 'deal 5-5 draw 5-0@N 0-1@N 1-2@N 2-3@N 3-4@N 4-6@N 6-0@N 0-2@N';
    const s = legalRecord(hand);
    expect(readings(s.hands.b.facts).map((r) => r.groups)).toEqual([[{ count: 2, excluded: [5] }]]);
    // 6-6 + 6-5 = 23 would need a 5: refused, naming R-DOM-8. 6-6 + 6-3 = 21 is possible.
    const error = refusal(`${hand} count(b=23)`);
    expect(error.rule).toBe('R-DOM-8');
    expect(error.message).toMatch(/R-DOM-11/);
    expect(legalRecord(`${hand} count(b=21)`).results[0]).toMatchObject({ side: 'a', counts: { b: 21 } });
  });

  it('R-DOM-11: a pass limits the passer\'s hand by every end open at the pass', () => {
    // Both pass at the last two: neither hand holds a tile that plays on the ends (the BLOCKED fixture).
    const s = legalRecord(`${TO_LAST_TWO} pass`);
    const open = [...new Set(s.layout.arms.map((a) => (a.tiles.length ? a.tiles[a.tiles.length - 1]!.outer : a.base)))].sort();
    expect(readings(s.hands.a.facts)[0]!.groups.every((g) => open.every((n) => g.excluded.includes(n)))).toBe(true);
  });

  it('R-DOM-12: the target score is an event setting (61 by default)', () => {
    const short = simulateGame('7', { target: 31 });
    expect(rules.status(short.state).status).toBe('finished');
    const top = Math.max(short.state.scores.a, short.state.scores.b);
    expect(top).toBeGreaterThanOrEqual(31);
    expect(top).toBeLessThan(61);
    expect(rules.setup({ target: 0 })).toMatchObject({ ok: false, error: { rule: 'R-DOM-12' } });
    expect(rules.setup({ skunk: 'triple' })).toMatchObject({ ok: false, error: { rule: 'R-DOM-12' } });
  });

  it('R-DOM-12: the skunk is none by default, or an agreed penalty: the game counts double', () => {
    const seeds = Array.from({ length: 60 }, (_, i) => String(i));
    const seed = seeds.find((x) => simulateGame(x).state.result?.skunk)!;
    const plain = simulateGame(seed);
    const doubled = simulateGame(seed, { skunk: 'double' });
    const lead = Math.abs(plain.state.scores.a - plain.state.scores.b);
    expect(rules.status(plain.state).margin).toBe(lead);
    expect(rules.status(doubled.state).margin).toBe(2 * lead);
    expect(rules.status(doubled.state).message).toMatch(/counts double/);
  });

  it('R-DOM-9 alternate rule: a face-up tile is playable only at the opponent\'s direction, written ^', () => {
    const faceup = { exposed: 'faceup' };
    const error = refusal('deal 6-4 exposed(b=6-1) 6-1@S', faceup);
    expect(error.rule).toBe('R-DOM-9');
    expect(error.message).toMatch(/opponent's direction/);
    const s = legalRecord('deal 6-4 exposed(b=6-1) 6-1@S^', faceup);
    expect(s.hands.b.faceUp).toEqual([]);
    expect(refusal('deal 6-4 exposed(b=6-1) 6-1@S^ b+1', faceup).rule).toBe('R-DOM-9');
    expect(refusal('deal 6-4 6-1@S^', faceup).message).toMatch(/not a face-up/);
    // Not directed, the face-up tile does not oblige b to play it: b may draw.
    expect(legalRecord('deal 6-4 exposed(b=6-1) draw', faceup).conduct.b.undeclaredTrips).toBe(0);
    expect(rules.formatAction({ type: 'play', tile: [6, 1], arm: 'S', directed: true })).toBe('6-1@S^');
    // The legal plays list it that way, and every one of them is accepted.
    const exposed = legalRecord('deal 6-4 exposed(b=6-1)', faceup);
    const plays = rules.legal!(exposed).map((a) => rules.formatAction(a));
    expect(plays).toContain('6-1@S^');
    expect(plays).not.toContain('6-1@S');
    for (const a of rules.legal!(exposed)) expect(rules.apply(exposed, a).ok).toBe(true);
  });

  it('R-ALL-2 wrong play: one noted before the next play is taken back and played correctly, recorded as ?inner-outer@END', () => {
    // b lays 6-1 with the 1 against the set's 4 (S), is told, and plays it correctly with the 6 on N.
    const s = legalRecord('deal 4-6 ?1-6@N 6-1@S');
    expect(s.irregularities).toMatchObject([{ kind: 'wrong-corrected', side: 'b', tile: '6-1', ply: 3 }]);
    expect(s.layout.arms.find((a) => a.id === 'S')!.tiles).toHaveLength(1);
    expect(s.layout.arms.find((a) => a.id === 'N')!.tiles).toHaveLength(0);
    // Seen, the tile is known to be b's: a cannot have it.
    expect(legalRecord('deal 4-6 ?1-6@N').hands.b.known).toEqual(['6-1']);
    expect(refusal('deal 4-6 ?6-1@S').rule).toBe('R-ALL-2');
    const record = rules.parseRecord('deal 4-6 ?1-6@N 6-1@S\n');
    expect(record.ok && rules.formatRecord(record.value)).toBe('deal 6-4 ?1-6@N 6-1@S\n');
  });
});
