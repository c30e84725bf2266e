import { ok, refuse, verbatim, type GameOptions, type Outcome } from '../types';
import { CELLS, CENTRE, colourOf, longestThrough, MARKERS, ONINO_LENGTH, oninosOf, sideOfColour, squareName } from './board';
import { describe, isPlayer, opponent, playerOfSeat, seatCount, sideOf, sideOfSeat, whoProblem } from './seating';
import type {
  InfractionAction, InfractionRecord, Mode, OninoAction, OninoState, PerSide, Player, Result, Side, Square, Who,
} from './types';

/** Rule 22 (R-ONI-10): turns at play per side before the game is a draw. */
export const TURNS = MARKERS;

/** Validated options: `mode` singles (default) or doubles (R-ONI-2). */
export function setup(options: GameOptions = {}): Outcome<OninoState> {
  for (const key of Object.keys(options)) {
    if (key !== 'mode') return refuse('options', `unknown onino option "${key}" (the only option is mode=singles|doubles)`, 'engine.onino.unknownOption', { option: key });
  }
  const mode = String(options.mode ?? 'singles');
  if (mode !== 'singles' && mode !== 'doubles') return refuse('options', `mode must be singles or doubles, not "${mode}"`, 'engine.onino.mode', { mode });
  return ok(initialState(mode));
}

function initialState(mode: Mode): OninoState {
  return {
    mode, board: new Uint8Array(CELLS), seat: 0, turns: { first: 0, second: 0 }, owed: [], plays: 0,
    markers: { first: 0, second: 0 }, lastPlay: null, centreOpen: false, hasOnino: { first: false, second: false },
    infractions: [], lostTurns: [], stood: [], result: null, ply: 0,
  };
}

/** The side and (doubles) player whose turn it is. */
export function toAct(s: OninoState): { side: Side; player: Player | null } {
  return { side: sideOfSeat(s.seat), player: playerOfSeat(s.mode, s.seat) };
}

/** Whether the first side is still barred from the centre (rule 4, R-ONI-4). */
export const centreClosed = (s: OninoState): boolean => !s.centreOpen && s.board[CENTRE] === 0;

/** One step of the record. Never mutates `s`; refusals name the rule. */
export function apply(s: OninoState, action: OninoAction): Outcome<OninoState> {
  const problem = malformed(action);
  if (problem) return refuse('notation', problem);
  if (s.result && !(action.type === 'declare' && s.result.ending === 'draw')) {
    return refuse(finishedRule(s.result), `the game is over: ${s.result.reason}`, 'engine.over', { reason: verbatim(s.result.reason) });
  }
  const next = step(s, action);
  // R-ONI-17: after the rule 22 draw only a valid declaration made at once still counts; a false one is refused.
  if (s.result && next.ok && next.value.result === s.result) {
    return refuse('R-ONI-17', `the game is over (${s.result.reason}): a declaration without a completed ONINO changes nothing now`,
      'engine.onino.lateDeclaration', { reason: verbatim(s.result.reason) });
  }
  return next.ok ? ok(advance({ ...next.value, ply: s.ply + 1 })) : next;
}

const KINDS: readonly string[] = [
  'play', 'declare', 'out-of-turn', 'centre', 'touch', 'attention', 'remark', 'resign', 'forfeit', 'draw', 'director',
];
const isSquare = (sq: unknown): boolean => Number.isInteger(sq) && (sq as number) >= 0 && (sq as number) < CELLS;
const OFF_BOARD = 'a square is not on the 15 x 15 board (R-ONI-1)';
const isWho = (who: unknown): boolean => who === 'first' || who === 'second' || (typeof who === 'string' && isPlayer(who));
const notWho = (who: unknown): string => `"${String(who)}" is neither a side nor a doubles player`;

/** Actions may come from outside the notation (the API): check their shape before playing them. */
function malformed(a: OninoAction): string | null {
  if (typeof a !== 'object' || a === null || !KINDS.includes((a as { type: unknown }).type as string)) return 'not an Onino action';
  switch (a.type) {
    case 'play':
      return isSquare(a.square) ? null : OFF_BOARD;
    case 'declare':
      return a.by === undefined || a.by === 'both' || isWho(a.by) ? null : notWho(a.by);
    case 'resign':
    case 'forfeit':
      return isWho(a.by) ? null : notWho(a.by);
    case 'draw':
      return null;
    case 'director':
      return a.winner === null || a.winner === 'first' || a.winner === 'second' ? null : 'the director awards a side or a draw';
    default: {
      if (!isWho(a.offender)) return notWho(a.offender);
      if (a.waived !== undefined && a.waived !== 'stood' && a.waived !== 'forfeited') return 'waived is stood or forfeited (R-ONI-20)';
      if (a.type === 'touch' && a.moves !== undefined) {
        const moves: unknown = a.moves;
        if (!Array.isArray(moves) || !moves.every((m: { from?: unknown; to?: unknown } | null) => m !== null && isSquare(m.from) && isSquare(m.to))) {
          return 'touch moves need a from and a to square on the board';
        }
        if (!a.moves.every((m) => Array.isArray(a.squares) && a.squares.includes(m.from))) return 'a moved marker must be among the touched ones';
      }
      const squares = a.type === 'centre' ? [a.to] : a.type === 'touch' ? a.squares
        : a.type === 'out-of-turn' && a.square !== undefined ? [a.square] : [];
      if (!Array.isArray(squares) || (a.type === 'touch' && squares.length === 0)) return 'touch needs the markers touched';
      return squares.every(isSquare) ? null : OFF_BOARD;
    }
  }
}

function finishedRule(result: Result): string {
  if (result.ending === 'play') return 'onino rule 11';
  if (result.ending === 'draw') return 'onino rule 22';
  return 'R-ALL-3';
}

function step(s: OninoState, a: OninoAction): Outcome<OninoState> {
  switch (a.type) {
    case 'play':
      return play(s, a.square, a.stood === true);
    case 'declare':
      return declare(s, a.by);
    case 'resign':
    case 'forfeit': {
      const problem = whoProblem(s.mode, a.by, false);
      if (problem) return problem;
      const winner = opponent(sideOf(a.by));
      const why = a.type === 'resign' ? `${a.by} resigned (R-ALL-3)` : `${a.by} forfeited the game (rule 24)`;
      return ok({ ...s, result: win(s, winner, a.type === 'resign' ? 'resignation' : 'forfeit', a.by, why) });
    }
    case 'draw':
      return ok({ ...s, result: draw('agreement', 'drawn by agreement (R-ALL-3)') });
    case 'director':
      return ok({
        ...s,
        result: a.winner
          ? win(s, a.winner, 'director', null, `the director awarded the game to ${a.winner} (R-ALL-3)`)
          : draw('director', 'the director declared the game drawn (R-ALL-3)'),
      });
    default:
      return infraction(s, a);
  }
}

function play(s: OninoState, square: Square, stood: boolean): Outcome<OninoState> {
  const { side, player } = toAct(s);
  const name = squareName(square);
  const occupied = occupant(s, square);
  if (occupied) {
    return refuse('onino rule 6', `${name} already holds ${occupied}'s marker; a played marker is never moved (rules 5, 6)`,
      'engine.onino.occupied', { square: name, side: occupied });
  }
  const centreBreach = side === 'first' && square === CENTRE && centreClosed(s);
  if (centreBreach && !stood) {
    return refuse(
      'onino rule 4',
      `first may not mark the centre h8 until second has played off the centre (R-ONI-4); record the infraction as ` +
        `${player ?? 'first'}:centre:<square> (rule 15), or h8! if no penalty was claimed before the next play (rule 18)`,
      'engine.onino.centre', { who: player ?? 'first' },
    );
  }
  if (stood && !centreBreach) return refuse('R-ALL-2', `${name} is a regular play; "!" marks only a rule 4 centre play that stood`, 'engine.onino.notStood', { square: name });
  const placed = place(s, square, side, player);
  return ok(stood ? { ...placed, stood: [...s.stood, square] } : placed);
}

function occupant(s: OninoState, square: Square): Side | null {
  return sideOfColour(s.board[square]!);
}

/** A marker on the board: a play, counted in the markers used and toward an ONINO; nobody's turn yet. */
function mark(s: OninoState, square: Square, side: Side, player: Player | null): OninoState {
  const board = s.board.slice();
  board[square] = colourOf(side);
  const completes = longestThrough(board, square).length >= ONINO_LENGTH;
  return {
    ...s,
    board,
    plays: s.plays + 1,
    markers: { ...s.markers, [side]: s.markers[side] + 1 },
    lastPlay: { square, side, player, number: s.plays + 1 },
    centreOpen: s.centreOpen || (side === 'second' && square !== CENTRE),
    hasOnino: completes ? { ...s.hasOnino, [side]: true } : s.hasOnino,
  };
}

/** A marker placed by the side to act: the turn is used and play passes on (rules 5, 9). */
function place(s: OninoState, square: Square, side: Side, player: Player | null): OninoState {
  const marked = mark(s, square, side, player);
  return { ...marked, seat: (s.seat + 1) % seatCount(s.mode), turns: { ...s.turns, [side]: s.turns[side] + 1 } };
}

/** R-ONI-5, rules 10-12. */
function declare(s: OninoState, by: Who | 'both' | undefined): Outcome<OninoState> {
  if (by === undefined || by === 'both') {
    if (!s.lastPlay) return refuse('R-ONI-5', 'no play has been made yet: name the declaring side (first:declare)', 'engine.onino.declareWho');
    const last = s.lastPlay.side;
    if (by === undefined) return declareBy(s, last, last);
    // Rule 12: simultaneous declarations go to the side that made the last play, if its ONINO is complete.
    if (s.hasOnino[last]) return ok({ ...s, result: declaredWin(s, last, 'both', 'rule 12: simultaneous declarations, last play') });
    const other = opponent(last);
    if (s.hasOnino[other]) return ok({ ...s, result: declaredWin(s, other, 'both', 'rule 12: only its declaration was of a completed ONINO') });
    return ok(falseDeclaration(falseDeclaration(s, last, null), other, null));
  }
  const problem = whoProblem(s.mode, by, false);
  if (problem) return problem;
  return declareBy(s, sideOf(by), by);
}

function declareBy(s: OninoState, side: Side, by: Who): Outcome<OninoState> {
  if (s.hasOnino[side]) return ok({ ...s, result: declaredWin(s, side, by, 'rule 11') });
  return ok(falseDeclaration(s, side, isPlayer(by) ? by : null));
}

/** Rule 10: a declaration with no completed ONINO is an infraction of rule 7; rule 17 costs the next turn. */
function falseDeclaration(s: OninoState, side: Side, player: Player | null): OninoState {
  return penalise(s, { ply: s.ply + 1, kind: 'false-declaration', rule: 17, side, player, squares: [] });
}

function declaredWin(s: OninoState, side: Side, by: Who | 'both', why: string): Result {
  const declarer = by === 'both' ? side : by;
  return win(s, side, 'play', declarer, `${declarer} declared an ONINO with ${s.markers[side]} markers (${why})`);
}

/** R-ONI-21: a win away from the board counts at least this many markers used (the fewest an ONINO takes). */
const LEAST_MARKERS = ONINO_LENGTH;

/** R-ONI-9 (rules 20, 21): 105 - markers used, plus for the winner and minus for the loser. */
export function gameScore(winner: Side, markersUsed: number): Record<Side, number> {
  const points = MARKERS - markersUsed;
  // `0 - points`, not `-points`: a 105-marker win scores 0, and -0 would not compare equal to 0.
  return winner === 'first' ? { first: points, second: 0 - points } : { first: 0 - points, second: points };
}

function win(s: OninoState, winner: Side, ending: Result['ending'], by: Who | null, reason: string): Result {
  // R-ONI-21: resignation, forfeit and the director's award score as an ONINO win, so never above 100.
  const markersUsed = ending === 'play' ? s.markers[winner] : Math.max(LEAST_MARKERS, s.markers[winner]);
  const score = gameScore(winner, markersUsed);
  const points = `first ${signed(score.first)}, second ${signed(score.second)}`;
  return { ending, winner, by, reason: `${reason}; ${winner} wins: ${points}`, markersUsed, score };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function draw(ending: Result['ending'], reason: string): Result {
  return { ending, winner: null, by: null, reason, markersUsed: null, score: { first: 0, second: 0 } };
}

/** Rules 14-17 as claimed at the board (R-ONI-6..8). */
function infraction(s: OninoState, a: InfractionAction): Outcome<OninoState> {
  const problem = whoProblem(s.mode, a.offender, true);
  if (problem) return problem;
  const late = lateClaim(s, a.after, a.waived !== undefined);
  if (late) return late;
  const side = sideOf(a.offender);
  const player = isPlayer(a.offender) ? a.offender : null;
  const actor = toAct(s);
  const inTurn = actor.side === side && actor.player === player;
  const record = (rule: InfractionRecord['rule'], squares: Square[]): InfractionRecord =>
    ({ ply: s.ply + 1, kind: a.type, rule, side, player, squares, ...(a.waived ? { waived: a.waived } : {}) });
  // R-ONI-20: a waived infraction is kept in the record, marked, and costs no turn.
  const sanction = (st: OninoState, infraction: InfractionRecord): OninoState =>
    a.waived ? { ...st, infractions: [...st.infractions, infraction] } : penalise(st, infraction);
  switch (a.type) {
    case 'out-of-turn': {
      if (inTurn) return refuse('onino rule 19', `${a.offender} is to play: a play in turn is not penalised under rule 14`, 'engine.onino.inTurn', { who: a.offender });
      if (a.square !== undefined && occupant(s, a.square)) {
        return refuse('onino rule 14', `${squareName(a.square)} already holds a marker; no play out of turn can be there`, 'engine.onino.outOfTurnTaken', { square: squareName(a.square) });
      }
      const squares = a.square === undefined ? [] : [a.square];
      if (a.waived && a.square !== undefined) {
        // R-ONI-20: unpenalised, the marker stays on its square; the turn order is unchanged.
        if (s.markers[side] >= MARKERS) return refuse('onino rule 1', `${side} has no marker left to play out of turn`, 'engine.onino.noMarker', { side });
        return ok(sanction(standing(s, a.square, side, player), record(14, squares)));
      }
      // The marker is removed at once: the board stays as it was (R-ONI-8). One act, one penalty:
      // the first side marking the barred centre out of turn is penalised under rule 14 alone (R-ONI-19).
      return ok(sanction(s, record(14, squares)));
    }
    case 'centre': {
      if (side !== 'first') return refuse('onino rule 19', 'rule 15 concerns only the side that played first; second may mark the centre', 'engine.onino.centreSecond');
      if (!centreClosed(s)) return refuse('onino rule 19', 'the centre is not barred to first now (rule 4): there is no rule 15 infraction', 'engine.onino.centreOpen');
      if (!inTurn) return refuse('onino rule 19', `${a.offender} is not to play; a play out of turn is penalised under rule 14 (R-ONI-19)`, 'engine.onino.notInTurn', { who: a.offender });
      if (a.waived === 'stood') return refuse('R-ALL-2', 'a centre play whose penalty was never claimed is written h8! (rule 18)', 'engine.onino.centreStood');
      if (a.waived === 'forfeited') {
        // R-ONI-20: the claim came to nothing, so the marker stays on h8 as the turn's play and no turn is lost.
        const placed = place(s, CENTRE, side, player);
        return ok(sanction({ ...placed, stood: [...s.stood, CENTRE] }, record(15, [CENTRE])));
      }
      if (a.to === CENTRE || occupant(s, a.to)) {
        return refuse('onino rule 15', `the marker must move to another empty square; ${squareName(a.to)} is not one`, 'engine.onino.relocate', { square: squareName(a.to) });
      }
      // The relocated marker is this turn's play; the side loses its next turn.
      return ok(penalise(place(s, a.to, side, player), record(15, [a.to])));
    }
    case 'touch': {
      const empty = a.squares.find((sq) => !occupant(s, sq));
      if (empty !== undefined) return refuse('onino rule 16', `${squareName(empty)} holds no played marker`, 'engine.onino.touchEmpty', { square: squareName(empty) });
      const moved = a.waived ? moveMarkers(s, a.moves ?? []) : ok(s);
      if (!moved.ok) return moved;
      // Penalised, moved markers are restored: the board stays as it was (R-ONI-8); waived, they stay where moved (R-ONI-20).
      return ok(sanction(moved.value, record(16, a.squares)));
    }
    case 'attention':
    case 'remark':
      return ok(sanction(s, record(17, [])));
  }
}

/** R-ONI-20: a marker played out of turn that stood; it is on the board but takes nobody's turn. */
function standing(s: OninoState, square: Square, side: Side, player: Player | null): OninoState {
  return { ...mark(s, square, side, player), stood: [...s.stood, square] };
}

/** R-ONI-20: markers moved and never restored stay where they were moved; an ONINO may be made or broken. */
function moveMarkers(s: OninoState, moves: readonly { from: Square; to: Square }[]): Outcome<OninoState> {
  const board = s.board.slice();
  for (const { from, to } of moves) {
    if (board[from] === 0) return refuse('onino rule 16', `${squareName(from)} holds no marker to move`, 'engine.onino.moveEmpty', { square: squareName(from) });
    if (board[to] !== 0) return refuse('onino rule 16', `${squareName(to)} is taken: a marker cannot have been moved there`, 'engine.onino.moveTaken', { square: squareName(to) });
    board[to] = board[from]!;
    board[from] = 0;
  }
  if (moves.length === 0) return ok(s);
  return ok({
    ...s,
    board,
    hasOnino: { first: oninosOf(board, 'first').length > 0, second: oninosOf(board, 'second').length > 0 },
    stood: [...s.stood.filter((sq) => !moves.some((m) => m.from === sq)), ...moves.map((m) => m.to)],
  });
}

/** R-ONI-7 (rules 8, 18): a penalty is claimed before the next play or not at all; a waived infraction may be recorded later. */
function lateClaim(s: OninoState, after: number | undefined, waived: boolean): Outcome<never> | null {
  if (after === undefined || after === s.plays) return null;
  if (after > s.plays) return refuse('onino rule 8', `play ${after} has not been made yet (${s.plays} plays so far)`, 'engine.onino.notYet', { after, plays: s.plays });
  if (waived) return null;
  return refuse(
    'onino rule 18',
    `the infraction was committed after play ${after} and was not claimed before play ${after + 1}: ` +
      'the right to the penalty is forfeited (rules 8, 18; R-ONI-7)',
    'engine.onino.lateClaim', { after, next: after + 1 },
  );
}

/** Records the infraction and owes its lost turn (R-ONI-6): lost turns accumulate, oldest first. */
function penalise(s: OninoState, infraction: InfractionRecord): OninoState {
  return {
    ...s,
    infractions: [...s.infractions, infraction],
    owed: [...s.owed, { side: infraction.side, cause: infraction.ply }],
  };
}

/**
 * Passes over the turns lost by the side to act (a lost turn counts as a turn, R-ONI-10) and ends the
 * game by rule 22 when both sides have had all their turns. In doubles the pair's next turn is lost,
 * whichever partner it falls to, and play passes on in the normal order (R-ONI-6).
 */
function advance(s: OninoState): OninoState {
  let st = s;
  while (!st.result) {
    if (st.turns.first >= TURNS && st.turns.second >= TURNS) {
      return { ...st, result: draw('draw', `both sides have had ${TURNS} turns at play without a valid declaration (rule 22)`) };
    }
    const { side, player } = toAct(st);
    if (st.markers[side] >= MARKERS && st.turns[side] < TURNS) {
      // Rule 22: a side that has used all its markers (some played out of turn and left, R-ONI-20) has no play.
      st = { ...st, turns: { ...st.turns, [side]: st.turns[side] + 1 }, seat: (st.seat + 1) % seatCount(st.mode) };
      continue;
    }
    const debt = st.owed.findIndex((d) => d.side === side);
    if (debt < 0) break;
    st = {
      ...st,
      owed: st.owed.filter((_, i) => i !== debt),
      turns: { ...st.turns, [side]: st.turns[side] + 1 },
      seat: (st.seat + 1) % seatCount(st.mode),
      lostTurns: [...st.lostTurns, { side, player, turn: st.turns[side] + 1, cause: st.owed[debt]!.cause }],
    };
  }
  return st;
}

/** The legal plays: every empty square, less the centre while rule 4 bars it to first. */
export function legalPlays(s: OninoState): OninoAction[] {
  if (s.result) return [];
  const barred = toAct(s).side === 'first' && centreClosed(s) ? CENTRE : -1;
  const out: OninoAction[] = [];
  for (let sq = 0; sq < CELLS; sq++) if (s.board[sq] === 0 && sq !== barred) out.push({ type: 'play', square: sq });
  return out;
}

/** Lost turns still owed per side (R-ONI-6). */
export const owedBy = (s: OninoState): PerSide<number> => ({
  first: s.owed.filter((d) => d.side === 'first').length,
  second: s.owed.filter((d) => d.side === 'second').length,
});

/** The one-sentence state used by `status`: whose turn, or how the game ended. Never mentions ONINOs on the board (rule 7). */
export function message(s: OninoState): string {
  if (s.result) return s.result.reason;
  const { side, player } = toAct(s);
  const debts = owedBy(s);
  const owed = s.owed.length > 0 ? `; lost turns owed: first ${debts.first}, second ${debts.second}` : '';
  return `${describe(s.mode, side, player)} to play (turn ${s.turns[side] + 1} of ${TURNS})${owed}`;
}
