/** Tonobeb (rules/tonobeb.txt, RULINGS R-TON-1..8): the engine behind `GameRules`. */
import { ok, refuse, type GameOptions, type GameRecord, type GameRules, type GameStatus, type Outcome } from '../types';
import { CELLS, countPieces, initialBoard, parsePosition } from './board';
import { formatAction, formatRecord, parseAction, parseRecord } from './notation';
import { applyAction, legalActions, margin } from './rules';
import { SIDES, type Action, type Side, type TonobebState, type TonobebView } from './types';
import { message, summary, view } from './view';

export type { Action, Side, TonobebState, TonobebView, DieView, CaptureView } from './types';
export { legalTargets, canEnd, captureOptions, stillToMove } from './rules';
export { turnCompletable } from './completion';
export { parseSquare, squareName } from './board';

const OPTION_KEYS = ['first', 'position'];

/** Options: `first` (red|blue, default red; R-TON-3's coin toss) and `position` (a study position). */
function setup(options: GameOptions = {}): Outcome<TonobebState> {
  const unknown = Object.keys(options).filter((k) => !OPTION_KEYS.includes(k));
  if (unknown.length) return refuse('options', `unknown Tonobeb option ${unknown.join(', ')}; known: first, position`, 'engine.tonobeb.unknownOption', { options: unknown.join(', ') });
  const first = String(options.first ?? 'red').toLowerCase();
  if (first !== 'red' && first !== 'blue') return refuse('R-TON-3', `first must be red or blue, not "${first}"`, 'engine.tonobeb.first', { first });
  let board = initialBoard();
  const position = options.position === undefined || options.position === '' ? null : String(options.position);
  if (position !== null) {
    const parsed = parsePosition(position);
    if (!parsed.ok) return refuse('options', `position: ${parsed.message}`);
    board = parsed.board;
  }
  return ok({
    options: { first, position },
    board, marks: new Array<number>(CELLS).fill(0),
    toMove: first, turn: 1, result: null, last: null,
  });
}

function status(state: TonobebState): GameStatus<Side> {
  return {
    status: state.result ? 'finished' : 'ongoing',
    toMove: state.result ? null : state.toMove,
    winner: state.result?.winner ?? null,
    score: countPieces(state.board),
    margin: margin(state),
    ending: state.result?.ending ?? null,
    message: message(state),
  };
}

/**
 * The record as a scoresheet prints it: every action in the form the replay resolved, so each capture
 * names its two pieces and each `end` marks the pieces it fourwalled. Refusals carry their ply.
 */
export function annotateRecord(record: GameRecord<Action>): Outcome<GameRecord<Action>> {
  const start = setup(record.options);
  if (!start.ok) return { ok: false, error: { ...start.error, ply: 0 } };
  let state = start.value;
  const actions: Action[] = [];
  for (const [i, action] of record.actions.entries()) {
    const next = applyAction(state, action);
    if (!next.ok) return { ok: false, error: { ...next.error, ply: i + 1 } };
    state = next.value;
    actions.push(state.last?.action ?? action);
  }
  return ok({ options: record.options, actions });
}

export const rules: GameRules<TonobebState, Action, Side, TonobebView> = {
  id: 'tonobeb',
  name: 'Tonobeb',
  sides: SIDES,
  setup,
  apply: applyAction,
  status,
  legal: legalActions,
  parseAction,
  formatAction,
  parseRecord,
  formatRecord,
  summary,
  view,
};
