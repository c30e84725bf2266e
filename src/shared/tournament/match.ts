/**
 * Matches: the outcome of a match of one or more games, the first move of each game (swapped in a
 * mini-match, R-ONI-11 toss and choice for Onino, R-DOM-2 draw for set for dominoes).
 */
import { ok, type GameId, type Outcome } from '../games/types';
import { descriptorOf } from '../games/registry';
import type { FirstMoveMethod } from '../games/descriptor';
import { otherSlot, type FirstMoveDecision, type Match, type MatchGame, type PerSlot, type Scoring, type Slot } from './model';
import { countsInTables } from './sanctions';
import { unplayedForfeit } from './results';
import { refuseText } from './refuseText';

/**
 * - `pending`: a game still has no result;
 * - `played`: every game has a result and at least one counts in the tables;
 * - `void`: every game is struck or under an undecided protest (nothing counts, R-ONI-13/14);
 * - `forfeit`: not played (scored by the event's forfeit policy).
 */
export type MatchStatus = 'pending' | 'played' | 'void' | 'forfeit';

export interface MatchOutcome {
  status: MatchStatus;
  /** The match winner; null for a drawn match, a double forfeit, or a match not (yet) decided. */
  winner: Slot | null;
  /** Match points by the event's scoring (0 unless played or forfeited). */
  points: PerSlot<number>;
  gamesWon: PerSlot<number>;
  /** Games won plus half the drawn games. */
  gamePoints: PerSlot<number>;
  /** Sum of each side's game scores (Onino totals, Othello discs, dominoes points). */
  totals: PerSlot<number>;
  /** Sum of each game's margin, + for the winner and - for the loser. */
  margins: PerSlot<number>;
  /** Games that count in the tables. */
  counted: number;
}

const zero = (): PerSlot<number> => ({ a: 0, b: 0 });

/** A match's outcome with nothing counted yet, for `matchOutcomeInto` to fill again and again. */
export function emptyOutcome(): MatchOutcome {
  return { status: 'played', winner: null, points: zero(), gamesWon: zero(), gamePoints: zero(), totals: zero(), margins: zero(), counted: 0 };
}

/** `matchOutcome(...).status === 'pending'` without computing the rest: not forfeited, a game without a result. */
export function isPending(match: Match): boolean {
  return !match.forfeit && match.games.some((g) => g.result === null);
}

export function matchOutcome(game: GameId, match: Match, scoring: Scoring): MatchOutcome {
  return matchOutcomeInto(game, match, scoring, emptyOutcome());
}

const setPair = (pair: PerSlot<number>, a: number, b: number): void => {
  pair.a = a;
  pair.b = b;
};

/** The match points by `out.winner`: `win` and `loss` to its sides, `tie` to both when there is none. */
function award(out: MatchOutcome, win: number, loss: number, tie: number): MatchOutcome {
  if (out.winner === null) setPair(out.points, tie, tie);
  else setPair(out.points, out.winner === 'a' ? win : loss, out.winner === 'b' ? win : loss);
  return out;
}

/**
 * `matchOutcome` written into `out`, which it resets first; returns `out`. The standings reuse one outcome for
 * every match: a fresh one is seven objects, 315,000 of them for nine rounds of a 10,000-entry event.
 */
export function matchOutcomeInto(game: GameId, match: Match, scoring: Scoring, out: MatchOutcome): MatchOutcome {
  out.status = 'played';
  out.winner = null;
  out.counted = 0;
  setPair(out.points, 0, 0);
  setPair(out.gamesWon, 0, 0);
  setPair(out.gamePoints, 0, 0);
  setPair(out.totals, 0, 0);
  setPair(out.margins, 0, 0);
  if (match.forfeit) {
    out.status = 'forfeit';
    const f = match.forfeit;
    out.winner = f === 'both' ? null : otherSlot(f);
    return award(out, scoring.forfeitWin, scoring.forfeitLoss, scoring.forfeitLoss);
  }
  let forfeited = 0;
  // Indexed: standings run this per match, mostly unoptimised on a cold server, where an iterator allocates.
  for (let k = 0; k < match.games.length; k++) {
    const g = match.games[k]!;
    if (g.result === null) {
      out.status = 'pending';
      continue;
    }
    if (!countsInTables(g)) continue;
    const r = g.result;
    out.counted++;
    // A game forfeited without a score was not played: its winner scores it, but no discs or points count.
    if (unplayedForfeit(r)) forfeited++;
    else {
      out.totals.a += r.score.a;
      out.totals.b += r.score.b;
    }
    // The Japanese procedure (issue 41): a drawn game is won by the side that holds the right to win a draw.
    const drawHolder = r.winner === null && g.decidedBy?.how === 'hidden-disc' ? drawRight(g.decidedBy) : null;
    if (drawHolder) {
      out.gamesWon[drawHolder]++;
      out.gamePoints[drawHolder]++;
    } else if (r.winner === null) {
      out.gamePoints.a += 0.5;
      out.gamePoints.b += 0.5;
    } else {
      const l = otherSlot(r.winner);
      out.gamesWon[r.winner]++;
      out.gamePoints[r.winner]++;
      out.margins[r.winner] += r.margin;
      out.margins[l] -= r.margin;
    }
  }
  if (out.status === 'pending') return out;
  if (out.counted === 0) {
    out.status = 'void';
    return out;
  }
  // Every game forfeited: the match was not played, scored by the event's forfeit policy (like match.forfeit).
  if (forfeited === out.counted) {
    out.status = 'forfeit';
    out.winner = out.gamesWon.a > out.gamesWon.b ? 'a' : out.gamesWon.b > out.gamesWon.a ? 'b' : null;
    return award(out, scoring.forfeitWin, scoring.forfeitLoss, scoring.forfeitLoss);
  }
  // R-ONI-12: an Onino match goes to the higher total; the other games count games won (the game's descriptor).
  // Two reads, not a destructured pair: unoptimised (a cold server's first standings, 5,000 matches in a
  // 10,000-entry event), a destructuring steps an array iterator through a new array in each call.
  const byTotal = descriptorOf(game).match.winner === 'total';
  const x = byTotal ? out.totals.a : out.gamePoints.a;
  const y = byTotal ? out.totals.b : out.gamePoints.b;
  out.winner = x > y ? 'a' : y > x ? 'b' : null;
  return award(out, scoring.win, scoring.loss, scoring.draw);
}

/** How the first move of each game is settled in an event of this game (its descriptor). */
export function firstMoveMethod(game: GameId): FirstMoveMethod {
  return descriptorOf(game).firstMove.method;
}

/**
 * The games of a new match. Othello, Ninuki-Renju and Tonobeb (R-TON-3) swap the first move from
 * game to game, starting with `first`; Onino and dominoes games start provisionally with `first`
 * and get their real first mover from the toss/choice or the draw for set at the board.
 */
export function newMatchGames(game: GameId, count: number, first: Slot): MatchGame[] {
  const swap = firstMoveMethod(game) === 'allocated' || firstMoveMethod(game) === 'toss-then-alternate';
  return Array.from({ length: count }, (_, i) => {
    const f = swap && i % 2 === 1 ? otherSlot(first) : first;
    return swap ? { first: f, decidedBy: { how: 'allocated' }, result: null } : { first: f, result: null };
  });
}

/**
 * R-ONI-11: who settles first play of game `index` (0-based) of an Onino match: a coin toss for the
 * first game; afterwards the loser of the previous game chooses, and after a draw the side that made
 * that game's last play.
 */
export function oninoFirstPlayChooser(match: Match, index: number): Outcome<{ how: 'toss' } | { how: 'choice'; by: Slot }> {
  if (index === 0) return ok({ how: 'toss' });
  const prev = match.games[index - 1]?.result;
  if (!prev) return refuseText('R-ONI-11', `game ${index} has no result yet, so nobody can choose first play of game ${index + 1}`, 'tournament.first.noResult', { game: index, next: index + 1 });
  if (prev.winner !== null) return ok({ how: 'choice', by: otherSlot(prev.winner) });
  if (!prev.lastPlay) return refuseText('R-ONI-11', `game ${index} was drawn: record who made its last play (lastPlay)`, 'tournament.first.lastPlay', { game: index });
  return ok({ how: 'choice', by: prev.lastPlay });
}

/** The slot that plays first after a toss won (or a choice made) by `by` electing `chose`. */
export function firstFromChoice(by: Slot, chose: 'first' | 'second'): Slot {
  return chose === 'first' ? by : otherSlot(by);
}

/** R-DOM-2: the setter from the recorded draws: every draw but the last tied, the higher pip total sets. */
export function drawForSet(draws: PerSlot<number>[]): Outcome<Slot> {
  const last = draws[draws.length - 1];
  if (!last) return refuseText('R-DOM-2', 'no draw for set recorded', 'tournament.first.noDraw');
  const tiedEarly = draws.slice(0, -1).findIndex((d) => d.a !== d.b);
  if (tiedEarly >= 0) return refuseText('R-DOM-2', `draw ${tiedEarly + 1} was not a tie, so there was no reason to draw again`, 'tournament.first.notTie', { draw: tiedEarly + 1 });
  if (last.a === last.b) return refuseText('R-DOM-2', `draw ${draws.length} is a tie (${last.a} each): draw again`, 'tournament.first.tie', { draw: draws.length, pips: last.a });
  return ok(last.a > last.b ? 'a' : 'b');
}

/** The Japanese procedure (issue 41): who won the guess (the guesser when the colour was guessed right, else the hider). */
export function hiddenDiscWinner(d: Extract<FirstMoveDecision, { how: 'hidden-disc' }>): Slot {
  return d.guess === d.disc ? otherSlot(d.hider) : d.hider;
}

/** The side holding the right to win a draw: the winner of the guess if that is what they took, else the other. */
export function drawRight(d: Extract<FirstMoveDecision, { how: 'hidden-disc' }>): Slot {
  const winner = hiddenDiscWinner(d);
  return d.winnerTook === 'draw' ? winner : otherSlot(winner);
}

/** Who settles the first move of a game, and why (for the results screen, the dashboard and the board). */
export interface FirstMoveDue {
  how: 'toss' | 'choice' | 'draw-for-set' | 'alternate' | 'allocated';
  /** The side that chooses (R-ONI-11 after a game); null when a toss, a draw for set or the schedule decides, or not yet known. */
  by: Slot | null;
  /** Whether the decision is in the record (always, for what the schedule settles). */
  recorded: boolean;
  /** One sentence naming the rule, in English. */
  why: string;
  /** The same rule as data, for a screen that words it in its own language (`game`: the earlier game it names, 1-based). */
  reason: { key: FirstMoveReason; game: number };
}

/** Which sentence `why` is. */
export type FirstMoveReason = 'tossElects' | 'choicePending' | 'choiceLoser' | 'choiceDrawnUnknown' | 'choiceLastPlay' | 'drawForSet' | 'tossDecides' | 'alternate' | 'allocated' | 'playoff';

/** What settles the first move of game `index` (0-based) of `match` now. */
export function firstMoveDue(game: GameId, match: Match, index: number): FirstMoveDue {
  const g = match.games[index];
  const d = g?.decidedBy;
  const method = firstMoveMethod(game);
  if (method === 'toss-and-choice') {
    if (index === 0) return { how: 'toss', by: null, recorded: d?.how === 'toss', why: 'its winner elects to play first or second (onino rule 2, R-ONI-11)', reason: { key: 'tossElects', game: index } };
    const prev = match.games[index - 1]?.result;
    const recorded = d?.how === 'choice';
    if (!prev) return { how: 'choice', by: null, recorded, why: `the loser of game ${index} chooses, after a draw the side that made its last play (onino rule 3); game ${index} has no result yet`, reason: { key: 'choicePending', game: index } };
    if (prev.winner !== null) return { how: 'choice', by: otherSlot(prev.winner), recorded, why: `as the loser of game ${index} (onino rule 3, R-ONI-11)`, reason: { key: 'choiceLoser', game: index } };
    if (!prev.lastPlay) return { how: 'choice', by: null, recorded, why: `game ${index} was drawn: record who made its last play, that side chooses (onino rule 3)`, reason: { key: 'choiceDrawnUnknown', game: index } };
    return { how: 'choice', by: prev.lastPlay, recorded, why: `as the side that made the last play of game ${index}, which was drawn (onino rule 3, R-ONI-11)`, reason: { key: 'choiceLastPlay', game: index } };
  }
  if (method === 'draw-for-set') return { how: 'draw-for-set', by: null, recorded: d?.how === 'draw-for-set', why: 'each turns a tile, the higher pip total sets, a tie draws again (R-DOM-2)', reason: { key: 'drawForSet', game: index } };
  if (method === 'toss-then-alternate') {
    if (index === 0) return { how: 'toss', by: null, recorded: d?.how === 'toss', why: 'it decides who moves first (R-TON-3)', reason: { key: 'tossDecides', game: index } };
    return { how: 'alternate', by: null, recorded: true, why: `the sides alternate in a match: game ${index + 1} is moved first by whoever moved second in game ${index} (R-TON-3)`, reason: { key: 'alternate', game: index } };
  }
  return { how: 'allocated', by: null, recorded: true, why: 'the pairing allocates the first move', reason: { key: 'allocated', game: index } };
}

/** The rule a missing first-move decision of this game breaks. */
export const firstMoveRule = (game: GameId): string => descriptorOf(game).firstMove.rule;

/**
 * Records a first-move decision for game `index`: its first mover and the decision, checked against the rules.
 * In Tonobeb the toss of game 1 also sets the alternation of the later games still to be played (R-TON-3).
 */
export function recordFirstMove(gameId: GameId, match: Match, index: number, decision: FirstMoveDecision, first: Slot): Outcome<Match> {
  const games = match.games.map((g, i) => {
    if (i === index) return { ...g, first, decidedBy: decision };
    if (firstMoveMethod(gameId) === 'toss-then-alternate' && index === 0 && i > 0 && g.result === null) return { ...g, first: i % 2 === 1 ? otherSlot(first) : first, decidedBy: { how: 'allocated' as const } };
    return g;
  });
  const next = { ...match, games };
  const check = checkFirstMove(gameId, next, index);
  return check.ok ? ok(next) : check;
}

/**
 * Check that a recorded first-move decision agrees with the rules and with `game.first`:
 * R-ONI-11 (toss in game 1, then the right side's choice), R-DOM-2 (the draw for set) and R-TON-3 (a toss
 * for game 1, the sides alternating after it).
 */
export function checkFirstMove(gameId: GameId, match: Match, index: number): Outcome<Slot> {
  const g = match.games[index];
  if (!g) return refuseText('event', `the match has no game ${index + 1}`, 'tournament.first.noGame', { game: index + 1 });
  const d: FirstMoveDecision | undefined = g.decidedBy;
  const agree = (s: Slot, rule: string): Outcome<Slot> =>
    s === g.first ? ok(s) : refuseText(rule, `game ${index + 1}: the decision gives first move to ${s}, the game records ${g.first}`, 'tournament.first.disagree', { game: index + 1, decided: s, recorded: g.first! });
  const method = firstMoveMethod(gameId);
  const { rule } = descriptorOf(gameId).firstMove;
  if (method === 'toss-and-choice') {
    const who = oninoFirstPlayChooser(match, index);
    if (!who.ok) return who;
    if (!d || d.how !== who.value.how) return refuseText(rule, `game ${index + 1}: first play is settled by ${who.value.how === 'toss' ? 'a coin toss' : 'the choice of the previous game\'s loser'}; record it`,
      'tournament.first.settledBy', { game: index + 1, how: { key: who.value.how === 'toss' ? 'tournament.first.byToss' : 'tournament.first.byChoice' } });
    if (d.how === 'toss') return agree(firstFromChoice(d.won, d.chose), rule);
    if (d.how === 'choice' && who.value.how === 'choice') {
      if (d.by !== who.value.by) return refuseText(rule, `game ${index + 1}: the choice belongs to ${who.value.by}, not ${d.by}`, 'tournament.first.chooser', { game: index + 1, by: who.value.by, not: d.by });
      return agree(firstFromChoice(d.by, d.chose), rule);
    }
  }
  if (method === 'draw-for-set') {
    if (!d || d.how !== 'draw-for-set') return refuseText(rule, `game ${index + 1}: record the draw for set`, 'tournament.first.recordDraw', { game: index + 1 });
    const setter = drawForSet(d.draws);
    return setter.ok ? agree(setter.value, rule) : setter;
  }
  if (method === 'toss-then-alternate' && d && d.how !== 'allocated') {
    if (index > 0 || d.how !== 'toss') {
      return refuseText(rule, `game ${index + 1}: in ${descriptorOf(gameId).name} only game 1 is tossed for; after it the sides alternate`, 'tournament.first.alternate', { game: index + 1, name: descriptorOf(gameId).name });
    }
    return agree(firstFromChoice(d.won, d.chose), rule);
  }
  if (d?.how === 'hidden-disc') {
    // Recorded instead of the allocation where the game's federations use it (Othello's Japanese events).
    if (!descriptorOf(gameId).firstMove.procedures?.includes('hidden-disc')) {
      return refuseText('event', `game ${index + 1}: the hidden-disc procedure is Othello's (Japanese events), not ${descriptorOf(gameId).name}'s`, 'tournament.first.hiddenDisc', { game: index + 1, name: descriptorOf(gameId).name });
    }
    return agree(d.black, 'hidden disc');
  }
  if (d && (d.how === 'choice' || d.how === 'draw-for-set' || (d.how === 'toss' && method !== 'toss-and-choice'))) {
    return refuseText('event', `game ${index + 1}: the first move in ${gameId} is allocated by the pairing, not by a ${d.how}`, 'tournament.first.allocated', { game: index + 1, gameId, how: { key: `tournament.first.how.${d.how}` } });
  }
  return ok(g.first);
}
