/** Test helpers: play points in notation, failing loudly on a refusal. Not part of the engine. */
import { rules } from './index';
import type { NinukiState } from './types';

/** One point played, the engine's answer as it is (refusals included). */
export function play(state: NinukiState, point: string) {
  const action = rules.parseAction(point);
  if (!action.ok) throw new Error(action.error.message);
  return rules.apply(state, action.value);
}

/** Several points played in order; any refusal fails the test with the point and the reason. */
export function played(state: NinukiState, ...points: string[]): NinukiState {
  return points.reduce((s, point) => {
    const next = play(s, point);
    if (!next.ok) throw new Error(`${point}: ${next.error.message}`);
    return next.value;
  }, state);
}
