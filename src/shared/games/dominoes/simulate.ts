/**
 * Simulated games for tests and the bench: a seeded software deal (known mode), both players choosing at
 * random among the legal actions, every claim taken. Also turns such a record into the open log a
 * recorder at the table would have written (draws unknown, counts entered).
 */
import type { GameOptions } from '../types';
import { apply } from './rules';
import { legal } from './legal';
import { setup } from './options';
import { openLog } from './redact';
import { mulberry32, hashSeed } from '../../random';
import type { Action, DominoesState } from './types';

export interface Simulated {
  options: GameOptions;
  actions: Action[];
  state: DominoesState;
}

/** Plays one whole game to 61 (or `maxActions`); throws only if the engine refuses its own legal list. */
export function simulateGame(seed: string, options: GameOptions = {}, maxActions = 20_000): Simulated {
  const opts: GameOptions = { ...options, mode: 'known', seed };
  const start = setup(opts);
  if (!start.ok) throw new Error(start.error.message);
  let state = start.value;
  const actions: Action[] = [];
  const random = mulberry32(hashSeed(`players/${seed}`));
  while (actions.length < maxActions) {
    const choices = legal(state);
    if (choices.length === 0) break;
    const action = choices.find((a) => a.type === 'claim') ?? choices[Math.floor(random() * choices.length)]!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.rule} ${next.error.message}`);
    state = next.value;
    actions.push(action);
  }
  return { options: opts, actions, state };
}

/** The same game as an open log: hidden tiles dropped, each hand's counts entered from the results. */
export function asOpenLog(game: Simulated): { options: GameOptions; actions: Action[] } {
  return openLog(game.options, game.actions, game.state.results);
}
