/** Test support: replay a record text through the engine (used by the tests beside it). */
import type { GameOptions, RuleError } from '../types';
import { replayRecord } from '../replay';
import { rules } from './index';
import type { DominoesState } from './types';

function replay(text: string, options: GameOptions): { state: DominoesState | null; error: RuleError | null } {
  const parsed = rules.parseRecord(text);
  if (!parsed.ok) return { state: null, error: parsed.error };
  const run = replayRecord<DominoesState>(rules, parsed.value, options);
  return { state: run.state ?? null, error: run.error };
}

/** The state after a record that must be legal. */
export function legalRecord(text: string, options: GameOptions = {}): DominoesState {
  const { state, error } = replay(text, options);
  if (error || !state) throw new Error(`refused at ply ${error?.ply}: ${error?.rule} ${error?.message}`);
  return state;
}

/** The refusal of a record that must be illegal. */
export function refusal(text: string, options: GameOptions = {}): RuleError {
  const { error } = replay(text, options);
  if (!error) throw new Error('the record was accepted');
  return error;
}

/** Open log, hand 1: b goes out; a is left holding two tiles (the rules' 6-5 and 2-5 make 18). */
export const GOES_OUT = 'deal 4-4 4-1@N draw draw 4-3@S 3-3@S 1-0@N 3-2@S 6-0@N 6-6@N 6-1@N 2-0@S';

const LINE = ['1-0', '2-1', '2-0', '3-0', '3-1', '4-1', '4-0', '6-0', '6-1', '5-1', '5-2', '3-2', '3-3', '4-3', '4-2',
  '6-2', '6-3', '5-3', '5-4', '4-4', '6-4', '6-5', '5-5'];
/** Open log, hand 1, up to the boneyard's last two: 24 tiles in one line from the set 5-0, one tile left each. */
export const TO_LAST_TWO = `deal 5-0 ${'draw '.repeat(8)}${LINE.map((t, i) => `${i === 1 ? 'draw '.repeat(8) : ''}${t}@N`).join(' ')}`;
/** ... then both pass: blocked, a holding one of 0-0, 1-1, 2-2 (the rules' example) and b another (6-6). */
export const BLOCKED = `${TO_LAST_TWO} pass pass`;
