/**
 * `apply`: one action at the table -> the next state, or a refusal naming the rule. Never mutates its
 * input: each step works on a copy.
 */
import { ok, refuse, verbatim, type Outcome, type RuleText } from '../types';
import { armPips, armsFor, emptyLayout, endCount, layOn, setLayout } from './layout';
import { cleanConduct, emptyHand } from './options';
import { handSize, knownPips, knownPlayable, whereIs } from './holdings';
import { declaredTrip, drew, entered, passed, played, shown } from './facts';
import { refuseCounts } from './countCheck';
import { hashSeed, mulberry32, shuffled } from '../../random';
import { countPoints, roundedPoints, skunkLine } from './scoring';
import { fullSet, inSet, isDouble, otherHalf, pips, tile, tileKey, type Tile } from './tiles';
import { isAction } from './shape';
import { other, SIDES, type Action, type DominoesState, type Irregularity, type Placed, type Side } from './types';

type Step = Outcome<DominoesState>;

const HAND_SIZE = 5;

function copy(s: DominoesState): DominoesState {
  const hand = (side: Side) => ({ ...s.hands[side], known: [...s.hands[side].known], faceUp: [...s.hands[side].faceUp] });
  return {
    ...s,
    scores: { ...s.scores },
    hands: { a: hand('a'), b: hand('b') },
    boneyard: { ...s.boneyard, tiles: [...s.boneyard.tiles] },
    conduct: { a: { ...s.conduct.a }, b: { ...s.conduct.b } },
    lastPlay: s.lastPlay && { ...s.lastPlay },
    results: [...s.results],
    irregularities: [...s.irregularities],
  };
}

const setterOf = (hand: number): Side => (hand % 2 === 1 ? 'a' : 'b');

const note = (s: DominoesState, kind: Irregularity['kind'], side: Side | null, t?: Tile): void => {
  s.irregularities.push({ ply: s.ply + 1, hand: s.hand, kind, side, ...(t ? { tile: tileKey(t) } : {}) });
};

function outOfSet(s: DominoesState, tiles: readonly Tile[]): Step | null {
  const badTile = tiles.find((t) => !inSet(t, s.options.set));
  return badTile ? refuse('R-DOM-1', `${tileKey(badTile)} is not in a double-${s.options.set} set`,
      'engine.dominoes.notInSet', { tile: tileKey(badTile), set: s.options.set }) : null;
}

/** What the phase expects, as a refusal for an action that does not fit it. */
function outOfTurn(s: DominoesState, what: string): Step {
  switch (s.phase) {
    case 'forset':
    case 'deal':
      return refuse('R-DOM-2', `${what}: hand ${s.phase === 'forset' ? 1 : s.dealAttempt ? s.hand : s.hand + 1} has not been dealt`,
          'engine.dominoes.notDealt', { what, hand: s.phase === 'forset' ? 1 : s.dealAttempt ? s.hand : s.hand + 1 });
    case 'set':
      return refuse('R-DOM-2', `${what}: ${s.setter} sets first`,
          'engine.dominoes.setterFirst', { what, side: s.setter });
    case 'count':
      return refuse('R-DOM-6', `${what}: the hand is over; enter the count`,
          'engine.dominoes.countFirst', { what });
    case 'over':
      return refuse(s.result?.ending === 'play' ? 'R-DOM-7' : 'R-ALL-3', `${what}: the game is over`,
          'engine.dominoes.over', { what });
    default:
      return refuse('R-DOM-5', `${what}: not now`,
          'engine.dominoes.notNow', { what });
  }
}

// ---- draw for set and the deal (R-DOM-2, R-DOM-1, R-DOM-8) ----

function forSet(s: DominoesState, a: Tile, b: Tile): Step {
  if (s.phase !== 'forset') return refuse('R-DOM-2', 'the draw for set comes before the first deal',
      'engine.dominoes.drawForSet');
  const badSet = outOfSet(s, [a, b]);
  if (badSet) return badSet;
  if (tileKey(a) === tileKey(b)) return refuse('R-DOM-2', `both players cannot turn the same tile ${tileKey(a)}`,
      'engine.dominoes.sameTile', { tile: tileKey(a) });
  if (pips(b) > pips(a)) {
    return refuse('R-DOM-2', `b turned ${tileKey(b)} (${pips(b)}), higher than a's ${tileKey(a)} (${pips(a)}): side a is the player who sets first, swap the names`,
        'engine.dominoes.swap', { b: tileKey(b), bPips: pips(b), a: tileKey(a), aPips: pips(a) });
  }
  const next = copy(s);
  // A tie is drawn again: the phase stays open for another forset.
  if (pips(a) > pips(b)) next.phase = 'deal';
  return ok(next);
}

function deal(s: DominoesState, action: Extract<Action, { type: 'deal' }>): Step {
  if (s.phase !== 'forset' && s.phase !== 'deal') return outOfTurn(s, 'deal');
  const next = copy(s);
  if (s.dealAttempt === 0) {
    next.hand = s.hand + 1;
    next.setter = setterOf(next.hand);
  }
  next.dealAttempt = s.dealAttempt + 1;
  const setter = next.setter;
  const total = fullSet(s.options.set).length;
  Object.assign(next, {
    phase: 'set', toMove: setter, layout: emptyLayout(), passes: 0, lastPlay: null, pending: null,
    hands: { a: emptyHand(), b: emptyHand() }, conduct: { a: cleanConduct(), b: cleanConduct() },
  } satisfies Partial<DominoesState>);
  if (action.hands) {
    if (s.options.mode === 'open') return refuse('R-DOM-8', 'an open log does not record hidden hands: use mode=known, or deal / deal(a=N;b=N)',
        'engine.dominoes.openHidden');
    const all = [...action.hands.a, ...action.hands.b];
    const badSet = outOfSet(s, all);
    if (badSet) return badSet;
    const keys = all.map(tileKey);
    const twice = keys.find((k, i) => keys.indexOf(k) !== i);
    if (twice) return refuse('R-DOM-8', `${twice} is dealt twice`,
        'engine.dominoes.dealtTwice', { tile: twice });
    if (total - all.length < 2) return refuse('R-DOM-1', `a deal of ${all.length} tiles leaves fewer than two in the boneyard`,
        'engine.dominoes.dealTooBig', { count: all.length });
    for (const side of SIDES) next.hands[side] = { ...emptyHand(), known: action.hands[side].map(tileKey), dealt: action.hands[side].length };
    next.boneyard = { size: total - all.length, tiles: fullSet(s.options.set).map(tileKey).filter((k) => !keys.includes(k)), ordered: false };
    return ok(next);
  }
  const counts = action.counts ?? { a: HAND_SIZE, b: HAND_SIZE };
  if (counts.a < 1 || counts.b < 1 || total - counts.a - counts.b < 2) {
    return refuse('R-DOM-1', `a deal of ${counts.a} and ${counts.b} tiles is not possible from ${total} tiles`,
        'engine.dominoes.dealImpossible', { a: counts.a, b: counts.b, total });
  }
  if (s.options.mode === 'known') {
    if (s.options.seed === null) return refuse('R-DOM-8', 'known hands: enter them, deal(a=TILES;b=TILES), or give a seed for a software deal',
        'engine.dominoes.knownDeal');
    // The setter draws first (rules: "The setter draws five dominoes first, then the opponent draws").
    const random = mulberry32(hashSeed(`${s.options.seed}/${next.hand}/${next.dealAttempt}`));
    const stack = shuffled(fullSet(s.options.set), random).map(tileKey);
    const first = stack.splice(0, counts[setter]);
    const second = stack.splice(0, counts[other(setter)]);
    next.hands[setter] = { ...emptyHand(), known: first, dealt: first.length };
    next.hands[other(setter)] = { ...emptyHand(), known: second, dealt: second.length };
    next.boneyard = { size: stack.length, tiles: stack, ordered: true };
    return ok(next);
  }
  for (const side of SIDES) {
    next.hands[side] = { ...emptyHand(), dealt: counts[side], unknown: counts[side] };
    next.hands[side].facts = entered(next.hands[side].facts, s.ply, counts[side]);
  }
  next.boneyard = { size: total - counts.a - counts.b, tiles: [], ordered: false };
  return ok(next);
}

// ---- taking tiles from the boneyard and from hands ----

/** Takes one tile from the boneyard into `side`'s hand; `named` is what the record says was drawn. */
function takeFromBoneyard(s: DominoesState, side: Side, named: Tile | undefined): Step | null {
  if (s.options.mode === 'known') {
    let key: string;
    if (s.boneyard.ordered) {
      key = s.boneyard.tiles[0]!;
      if (named && tileKey(named) !== key) return refuse('R-DOM-8', `the next boneyard tile is ${key}, not ${tileKey(named)}`,
          'engine.dominoes.nextTile', { tile: key, named: tileKey(named) });
    } else {
      if (!named) return refuse('R-DOM-8', 'known hands: name the drawn tile, draw(TILE)',
          'engine.dominoes.nameDrawn');
      key = tileKey(named);
      if (!s.boneyard.tiles.includes(key)) return refuse('R-DOM-8', `${key} is not in the boneyard (it is ${describe(s, key)})`,
          'engine.dominoes.notInBoneyard', { tile: key, where: whereText(s, key) });
    }
    s.boneyard.tiles = s.boneyard.tiles.filter((k) => k !== key);
    s.hands[side].known.push(key);
  } else if (named) {
    const key = tileKey(named);
    const where = whereIs(s, key);
    if (where !== null) return refuse('R-DOM-8', `${key} cannot be drawn: it is ${describe(s, key)}`,
        'engine.dominoes.cannotDraw', { tile: key, where: whereText(s, key) });
    s.hands[side].known.push(key);
  } else {
    s.hands[side].unknown += 1;
  }
  s.boneyard.size -= 1;
  return null;
}

function describe(s: DominoesState, key: string): string {
  const where = whereIs(s, key);
  if (where === 'table') return 'on the table';
  if (where === 'boneyard') return 'in the boneyard';
  if (where) return `known to be in ${where}'s hand`;
  return 'unseen';
}

/** `describe` by key. */
function whereText(s: DominoesState, key: string): RuleText {
  const where = whereIs(s, key);
  if (where === 'table' || where === 'boneyard') return { key: `engine.dominoes.where.${where}` };
  return where ? { key: 'engine.dominoes.where.hand', params: { side: where } } : { key: 'engine.dominoes.where.unseen' };
}

/** Removes a tile `side` plays or shows from its hand (R-DOM-8: a tile known elsewhere cannot be played). */
function takeFromHand(s: DominoesState, side: Side, t: Tile): Step | null {
  const key = tileKey(t);
  const hand = s.hands[side];
  if (hand.known.includes(key)) {
    hand.known = hand.known.filter((k) => k !== key);
    return null;
  }
  const where = whereIs(s, key);
  if (where !== null) return refuse('R-DOM-8', `${side} cannot play ${key}: it is ${describe(s, key)}`,
      'engine.dominoes.cannotPlay', { side, tile: key, where: whereText(s, key) });
  if (s.options.mode === 'known') return refuse('R-DOM-8', `${side} does not hold ${key}`,
      'engine.dominoes.notHeld', { side, tile: key });
  if (hand.unknown === 0) return refuse('R-DOM-8', `${side}'s tiles are all known and ${key} is not among them`,
      'engine.dominoes.allKnown', { side, tile: key });
  hand.unknown -= 1;
  return null;
}

// ---- plays (R-DOM-3) and claims (R-DOM-4) ----

function noSuchEnd(s: DominoesState, armId: string): Step {
  const open = s.layout.arms.map((a) => `${a.id} (${armPips(a)})`).join(', ');
  const setDouble = /^[EW]$/.test(armId) && s.layout.set && isDouble(s.layout.set.tile);
  const crossed = !setDouble && /\d/.test(armId);
  const why = setDouble ? `: a set double is played on both long sides (N and S) before its short ends open`
    : crossed ? `: a double's short ends open once it is crossed` : '';
  const whyText = setDouble ? { key: 'engine.dominoes.noEndSetDouble' } : crossed ? { key: 'engine.dominoes.noEndDouble' } : '';
  return refuse('R-DOM-3', `there is no open end ${armId}${why}; open ends: ${open}`, 'engine.dominoes.noEnd', { arm: armId, why: whyText, open });
}

function play(s: DominoesState, action: Extract<Action, { type: 'play' | 'wrong' }>): Step {
  const t = action.type === 'play' ? action.tile : tile(action.inner, action.outer);
  const key = tileKey(t);
  if (s.phase !== 'set' && s.phase !== 'play') return outOfTurn(s, key);
  const badSet = outOfSet(s, [t]);
  if (badSet) return badSet;
  const side = s.toMove;
  const next = copy(s);
  // Where the tile is comes first: a tile known elsewhere cannot be played anywhere (R-DOM-8).
  const taken = takeFromHand(next, side, t);
  if (taken) return taken;
  if (s.phase === 'set') {
    if (action.type === 'wrong') return refuse('R-ALL-2', 'the set cannot be a wrong play',
        'engine.dominoes.setWrong');
    if (action.arm !== undefined) return refuse('R-DOM-3', `the set ${key} goes on the empty table, not on an end (${action.arm})`,
        'engine.dominoes.setOnEnd', { tile: key, arm: action.arm });
    next.layout = setLayout(t, side);
  } else {
    let placed: Placed;
    let armId = action.arm;
    if (action.type === 'play') {
      const fits = armsFor(s.layout, t);
      if (armId === undefined) {
        if (fits.length === 0) return refuse('R-DOM-3', `${key} matches no open end (${s.layout.arms.map((a) => `${a.id} ${armPips(a)}`).join(', ')})`,
            'engine.dominoes.matchesNone', { tile: key, ends: s.layout.arms.map((a) => `${a.id} ${armPips(a)}`).join(', ') });
        if (fits.length > 1) return refuse('notation', `${key} fits ${fits.join(' and ')}: name the end, e.g. ${key}@${fits[0]}`,
            'engine.dominoes.whichEnd', { tile: key, ends: fits.join(' and '), end: fits[0]! });
        armId = fits[0]!;
      } else {
        const arm = s.layout.arms.find((a) => a.id === armId);
        if (!arm) return noSuchEnd(s, armId);
        if (!fits.includes(armId)) return refuse('R-DOM-3', `${key} does not match the ${armId} end, which shows ${armPips(arm)}`,
            'engine.dominoes.noMatch', { tile: key, arm: armId, pips: armPips(arm) });
      }
      const against = armPips(s.layout.arms.find((a) => a.id === armId)!);
      placed = { inner: against, outer: otherHalf(t, against), by: side };
    } else {
      const arm = s.layout.arms.find((a) => a.id === armId);
      if (!arm) return noSuchEnd(s, action.arm);
      if (armPips(arm) === action.inner) return refuse('R-ALL-2', `!${action.inner}-${action.outer}@${action.arm} is a legal play: record it without "!"`,
          'engine.dominoes.wrongIsLegal', { play: `!${action.inner}-${action.outer}@${action.arm}` });
      placed = { inner: action.inner, outer: action.outer, by: side, wrong: true };
      note(next, 'wrong-play', side, t);
    }
    next.layout = layOn(s.layout, armId!, placed);
  }
  const hand = next.hands[side];
  const conduct = next.conduct[side];
  const faceUp = hand.faceUp.includes(key);
  if (faceUp && !(action.type === 'play' && action.directed)) {
    return refuse('R-DOM-9', `${key} lies face up: it is played only at the opponent's direction (write ${key}${action.arm ? `@${action.arm}` : ''}^)`,
        'engine.dominoes.faceUp', { tile: key, written: `${key}${action.arm ? `@${action.arm}` : ''}^` });
  }
  if (action.type === 'play' && action.directed && !faceUp) return refuse('R-DOM-9', `${key} is not a face-up exposed tile: "^" marks only those`,
      'engine.dominoes.notFaceUp', { tile: key });
  hand.faceUp = hand.faceUp.filter((k) => k !== key);
  const bar = conduct.barred ? 'an unnecessary trip to the boneyard was declared'
    : conduct.barNextPlay ? 'an over-draw bars scoring on the first play'
      : faceUp ? 'an exposed tile left face up never scores' : null;
  conduct.barNextPlay = false;
  const last = s.lastPlay;
  next.missed = last && !last.claimed && last.bar === null && last.points > 0 ? { side: last.side, points: last.points, hand: s.hand } : null;
  const count = endCount(next.layout);
  next.lastPlay = { side, points: countPoints(count), count, bar, claimed: false, tile: key };
  if (s.options.mode === 'open') hand.facts = played(hand.facts, s.ply, key);
  next.passes = 0;
  next.phase = 'play';
  next.toMove = other(side);
  if (handSize(next, side) === 0) {
    next.phase = 'count';
    next.pending = { ending: 'out', side };
    next.toMove = side;
  }
  return ok(next);
}

/**
 * A wrong play noted before the next play is taken back and played correctly (the rules' "wrong play"): the
 * table is unchanged, the tile was seen so it is now known to be in the player's hand, and the record keeps it.
 */
function corrected(s: DominoesState, action: Extract<Action, { type: 'corrected' }>): Step {
  const t = tile(action.inner, action.outer);
  const key = tileKey(t);
  if (s.phase !== 'play') return outOfTurn(s, `?${action.inner}-${action.outer}@${action.arm}`);
  const badSet = outOfSet(s, [t]);
  if (badSet) return badSet;
  const arm = s.layout.arms.find((a) => a.id === action.arm);
  if (!arm) return noSuchEnd(s, action.arm);
  if (armPips(arm) === action.inner) return refuse('R-ALL-2', `${action.inner}-${action.outer}@${action.arm} is a legal play: nothing was wrong`,
      'engine.dominoes.nothingWrong', { play: `${action.inner}-${action.outer}@${action.arm}` });
  const side = s.toMove;
  const next = copy(s);
  const taken = takeFromHand(next, side, t);
  if (taken) return taken;
  next.hands[side].known.push(key);
  if (s.options.mode === 'open') next.hands[side].facts = shown(next.hands[side].facts, s.ply, key, false);
  note(next, 'wrong-corrected', side, t);
  return ok(next);
}

function claim(s: DominoesState, side: Side, points: number): Step {
  if (s.phase !== 'play' && s.phase !== 'count') return outOfTurn(s, `${side}+${points}`);
  const last = s.lastPlay;
  const mine = last !== null && last.side === side;
  if ((!mine || last.points === 0) && s.missed?.side === side) {
    return refuse('R-DOM-4', `muggins: ${side}'s ${s.missed.points} was not claimed before the next play and is lost`,
        'engine.dominoes.muggins', { side, points: s.missed.points });
  }
  if (!mine) return refuse('R-DOM-4', `${side} has no play to claim for: ${last ? `${last.side} played last` : 'nothing is played'}`,
      'engine.dominoes.noClaim', { side, why: last ? { key: 'engine.dominoes.playedLast', params: { side: last.side } } : { key: 'engine.dominoes.nothingPlayed' } });
  if (last.claimed) return refuse('R-DOM-4', `${side} has already claimed for this play`,
      'engine.dominoes.claimed', { side });
  const bar = s.conduct[side].barred ? 'an unnecessary trip to the boneyard was declared' : last.bar;
  if (bar) return refuse('R-DOM-9', `${side} may not score: ${bar}`,
      'engine.dominoes.mayNotScore', { side, why: verbatim(bar) });
  if (last.points === 0) return refuse('R-DOM-4', `the ends count ${last.count}, not a multiple of five`,
      'engine.dominoes.notFive', { count: last.count });
  if (points > last.points) return refuse('R-DOM-4', `${side} claims ${points} but the ends count ${last.count}, worth ${last.points}`,
      'engine.dominoes.tooMuch', { side, points, count: last.count, worth: last.points });
  const next = copy(s);
  next.scores[side] += points;
  next.lastPlay = { ...last, claimed: true };
  return ok(next);
}

// ---- the boneyard and passing (R-DOM-5) ----

/** The numbers on the open ends: what a side that draws or passes cannot play (R-DOM-11). */
const openNumbers = (s: DominoesState): number[] => [...new Set(s.layout.arms.map(armPips))].sort((x, y) => x - y);

function draw(s: DominoesState, named: Tile | undefined): Step {
  if (s.phase !== 'play') return outOfTurn(s, 'draw');
  const side = s.toMove;
  if (s.boneyard.size <= 2) return refuse('R-DOM-5', `the last two tiles of the boneyard are never drawn: ${side} passes if it cannot play`,
      'engine.dominoes.lastTwo', { side });
  if (named) {
    const badSet = outOfSet(s, [named]);
    if (badSet) return badSet;
  }
  const next = copy(s);
  // Drawing while holding a known playable tile is an unnecessary trip (R-DOM-9), penalised once declared.
  if (knownPlayable(s, side).length > 0) next.conduct[side].undeclaredTrips += 1;
  next.conduct[side].draws += 1;
  if (s.options.mode === 'open') {
    next.hands[side].facts = drew(next.hands[side].facts, s.ply, openNumbers(s), s.lastPlay?.tile ?? null, named && tileKey(named));
  }
  return takeFromBoneyard(next, side, named) ?? ok(next);
}

function pass(s: DominoesState): Step {
  if (s.phase !== 'play') return outOfTurn(s, 'pass');
  const side = s.toMove;
  if (s.boneyard.size > 2) return refuse('R-DOM-5', `${side} must draw: the boneyard has ${s.boneyard.size} tiles and only the last two stay`,
      'engine.dominoes.mustDraw', { side, size: s.boneyard.size });
  const playable = knownPlayable(s, side);
  if (playable.length > 0) return refuse('R-DOM-5', `${side} holds ${playable[0]}, which plays`,
      'engine.dominoes.holdsPlayable', { side, tile: playable[0]! });
  const next = copy(s);
  if (s.options.mode === 'open') next.hands[side].facts = passed(next.hands[side].facts, s.ply, openNumbers(s), s.lastPlay?.tile ?? null);
  next.passes = s.passes + 1;
  next.toMove = other(side);
  if (next.passes >= 2) {
    next.phase = 'count';
    next.pending = { ending: 'blocked', side: null };
  }
  return ok(next);
}

// ---- end of hand (R-DOM-6, R-DOM-8) and of game (R-DOM-7) ----

function count(s: DominoesState, given: Partial<Record<Side, number>>): Step {
  if (s.phase !== 'count' || !s.pending) return s.phase === 'play' || s.phase === 'set' ? refuse('R-DOM-6', 'count: the hand is not over',
      'engine.dominoes.handNotOver') : outOfTurn(s, 'count');
  const { ending, side: out } = s.pending;
  const counted: Side[] = ending === 'out' ? [other(out!)] : ['a', 'b'];
  const stray = SIDES.find((x) => given[x] !== undefined && !counted.includes(x));
  if (stray) return refuse('R-DOM-6', `${stray} went out: only ${other(stray)}'s tiles are counted`,
      'engine.dominoes.stray', { side: stray, other: other(stray) });
  const counts: Partial<Record<Side, number>> = {};
  for (const x of counted) {
    const known = knownPips(s, x);
    const entered = given[x];
    if (s.options.mode === 'known') {
      if (entered !== undefined && entered !== known) return refuse('R-DOM-8', `${x} holds ${known} pips, not ${entered}`,
          'engine.dominoes.holdsPips', { side: x, known, entered });
      counts[x] = known;
    } else {
      if (entered === undefined) return refuse('R-DOM-8', `enter the count: count(${counted.map((y) => `${y}=PIPS`).join(';')})`,
          'engine.dominoes.enterCount', { form: `count(${counted.map((y) => `${y}=PIPS`).join(';')})` });
      counts[x] = entered;
    }
  }
  if (s.options.mode === 'open') {
    // Every draw and pass limits the hidden hands, as the amended R-DOM-11 reads the record (countCheck.ts).
    const refused = refuseCounts(s, counts);
    if (refused) return refuse('R-DOM-8', refused.message, refused.text.key, refused.text.params);
  }
  let winner: Side | null = out;
  let points = 0;
  if (ending === 'out') points = roundedPoints(counts[other(out!)]!);
  else if (counts.a !== counts.b) {
    winner = counts.a! < counts.b! ? 'a' : 'b';
    points = roundedPoints(Math.abs(counts.a! - counts.b!));
  }
  if (winner && s.conduct[winner].barred) points = 0;
  const next = copy(s);
  if (winner) next.scores[winner] += points;
  next.results.push({ hand: s.hand, setter: s.setter, ending, side: winner, counts, points });
  next.pending = null;
  next.missed = null;
  const { a, b } = next.scores;
  const target = s.options.target;
  if ((a >= target || b >= target) && a !== b) {
    const won: Side = a > b ? 'a' : 'b';
    next.phase = 'over';
    next.result = { winner: won, ending: 'play', skunk: next.scores[other(won)] < skunkLine(target) };
    return ok(next);
  }
  // Below 61, or tied at 61 or more: another hand, the other player sets (R-DOM-2, R-DOM-7).
  next.phase = 'deal';
  next.dealAttempt = 0;
  next.toMove = setterOf(s.hand + 1);
  return ok(next);
}

// ---- penalties and irregularities (R-DOM-9, R-ALL-2) ----

function trip(s: DominoesState, side: Side): Step {
  if (s.phase !== 'play' && s.phase !== 'count') return outOfTurn(s, `trip(${side})`);
  const conduct = s.conduct[side];
  if (conduct.draws === 0) return refuse('R-DOM-9', `${side} has not drawn this hand`,
      'engine.dominoes.notDrawn', { side });
  if (s.options.mode === 'known' && conduct.undeclaredTrips === 0) return refuse('R-DOM-9', `${side} never drew while holding a playable tile`,
      'engine.dominoes.neverTrip', { side });
  const next = copy(s);
  next.conduct[side].barred = true;
  // A declared trip excuses one visit to the boneyard, any one, when the count is checked (R-DOM-11).
  next.hands[side].facts = declaredTrip(next.hands[side].facts);
  next.conduct[side].undeclaredTrips = Math.max(0, conduct.undeclaredTrips - 1);
  note(next, 'unnecessary-trip', side);
  return ok(next);
}

function overdraw(s: DominoesState, side: Side): Step {
  if (s.phase !== 'set' && s.phase !== 'play') return outOfTurn(s, `overdraw(${side})`);
  const { dealt } = s.hands[side];
  if (dealt <= HAND_SIZE) return refuse('R-DOM-9', `${side} was dealt ${dealt} tiles, not more than five`,
      'engine.dominoes.notOver', { side, dealt });
  if (s.conduct[side].overdrawDeclared) return refuse('R-DOM-9', `${side}'s over-draw is already recorded`,
      'engine.dominoes.overdrawn', { side });
  const next = copy(s);
  next.conduct[side].overdrawDeclared = true;
  next.conduct[side].barNextPlay = true;
  note(next, 'over-draw', side);
  return ok(next);
}

function underdraw(s: DominoesState, side: Side, tiles: Tile[] | undefined): Step {
  if (s.phase !== 'set' && s.phase !== 'play') return outOfTurn(s, `underdraw(${side})`);
  const { dealt } = s.hands[side];
  if (dealt >= HAND_SIZE) return refuse('R-DOM-9', `${side} was dealt ${dealt} tiles, not fewer than five`,
      'engine.dominoes.notUnder', { side, dealt });
  if (s.conduct[side].underdrawCompleted) return refuse('R-DOM-9', `${side}'s hand is already completed`,
      'engine.dominoes.completed', { side });
  const missing = HAND_SIZE - dealt;
  if (tiles && tiles.length !== missing) return refuse('R-DOM-9', `${side} completes the hand with ${missing} tile(s), not ${tiles.length}`,
      'engine.dominoes.completeWith', { side, missing, count: tiles.length });
  if (s.boneyard.size - missing < 2) return refuse('R-DOM-5', 'the last two tiles of the boneyard are never drawn',
      'engine.dominoes.lastTwoKept');
  const badSet = outOfSet(s, tiles ?? []);
  if (badSet) return badSet;
  const next = copy(s);
  for (let i = 0; i < missing; i++) {
    const err = takeFromBoneyard(next, side, tiles?.[i]);
    if (err) return err;
  }
  if (s.options.mode === 'open') next.hands[side].facts = entered(next.hands[side].facts, s.ply, missing, (tiles ?? []).map(tileKey));
  next.conduct[side].underdrawCompleted = true;
  note(next, 'under-draw', side);
  return ok(next);
}

function exposed(s: DominoesState, side: Side | undefined, t: Tile): Step {
  const badSet = outOfSet(s, [t]);
  if (badSet) return badSet;
  const key = tileKey(t);
  if (s.phase === 'set') {
    // Exposed before the set: the deal is void, reshuffle and deal again.
    const next = copy(s);
    next.phase = 'deal';
    next.toMove = s.setter;
    note(next, 'redeal', side ?? null, t);
    return ok(next);
  }
  if (s.phase !== 'play') return outOfTurn(s, `exposed(${key})`);
  if (!side) return refuse('R-DOM-9', `a tile exposed during play belongs to someone: exposed(a=${key}) or exposed(b=${key})`,
      'engine.dominoes.exposedWhose', { tile: key });
  const next = copy(s);
  const hand = next.hands[side];
  if (!hand.known.includes(key)) {
    if (s.options.mode === 'known' || whereIs(s, key) !== null) return refuse('R-DOM-8', `${side} does not hold ${key}${s.options.mode === 'open' ? `: it is ${describe(s, key)}` : ''}`,
        'engine.dominoes.notHeldWhere', { side, tile: key, where: s.options.mode === 'open' ? { key: 'engine.dominoes.itIs', params: { where: whereText(s, key) } } : '' });
    if (hand.unknown === 0) return refuse('R-DOM-8', `${side}'s tiles are all known and ${key} is not among them`,
        'engine.dominoes.allKnown', { side, tile: key });
    hand.unknown -= 1;
    hand.known.push(key);
  }
  if (s.options.mode === 'open') hand.facts = shown(hand.facts, s.ply, key, s.options.exposed === 'faceup');
  if (s.options.exposed === 'faceup' && !hand.faceUp.includes(key)) hand.faceUp.push(key);
  note(next, 'exposed', side, t);
  return ok(next);
}

function offBoard(s: DominoesState, action: Extract<Action, { type: 'end' }>): Step {
  const loses = action.ending === 'resignation' || action.ending === 'forfeit';
  if (loses && !action.side) return refuse('R-ALL-3', `name who ${action.ending === 'forfeit' ? 'forfeits' : 'resigns'}`,
      'engine.dominoes.whoEnds', { verb: { key: `engine.dominoes.${action.ending === 'forfeit' ? 'forfeits' : 'resigns'}` } });
  const next = copy(s);
  const winner = loses ? other(action.side!) : action.side;
  next.phase = 'over';
  next.result = { winner, ending: action.ending, skunk: false, ...(action.reason === undefined ? {} : { reason: action.reason }) };
  return ok(next);
}

export function apply(state: DominoesState, action: Action): Step {
  // Actions can arrive as JSON from elsewhere: anything that is not one is refused, never thrown on.
  if (!isAction(action)) return refuse('notation', 'not a dominoes action (an object with a known type and well-formed tiles and sides)',
      'engine.dominoes.notAction');
  if (state.phase === 'over') return outOfTurn(state, 'no more actions');
  const step = dispatch(state, action);
  if (!step.ok) return step;
  return ok({ ...step.value, ply: state.ply + 1, lastAction: action });
}

function dispatch(s: DominoesState, action: Action): Step {
  switch (action.type) {
    case 'forset': return forSet(s, action.a, action.b);
    case 'deal': return deal(s, action);
    case 'play':
    case 'wrong': return play(s, action);
    case 'corrected': return corrected(s, action);
    case 'claim': return claim(s, action.side, action.points);
    case 'draw': return draw(s, action.tile);
    case 'pass': return pass(s);
    case 'count': return count(s, action.counts);
    case 'trip': return trip(s, action.side);
    case 'overdraw': return overdraw(s, action.side);
    case 'underdraw': return underdraw(s, action.side, action.tiles);
    case 'exposed': return exposed(s, action.side, action.tile);
    case 'end': return offBoard(s, action);
  }
}
