/**
 * Random legal play for the safety harnesses (torture, fuzz): every engine that lists its legal actions
 * gives real move sequences, in the game's own notation, from a seeded generator.
 */
import { gameRules, GAME_IDS } from '../src/shared/games/registry';
import type { AnyGameRules, GameId } from '../src/shared/games/types';

/** Games whose engine lists legal actions (all five today). */
export const PLAYABLE: GameId[] = GAME_IDS.filter((id) => typeof gameRules(id).legal === 'function');

export const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** A game being played locally: its engine state follows the acknowledged record. */
export class LocalGame {
  readonly rules: AnyGameRules;
  private state: unknown;
  constructor(readonly game: GameId, actions: readonly string[] = []) {
    this.rules = gameRules(game);
    const setup = this.rules.setup({});
    if (!setup.ok) throw new Error(`${game}: ${setup.error.message}`);
    this.state = setup.value;
    for (const action of actions) {
      const done = this.play(action);
      if (done) throw new Error(`${game}: stored action "${action}" does not replay: ${done}`);
    }
  }

  /** Applies an action in notation; returns the refusal's message, or null when it applied. */
  play(text: string): string | null {
    const parsed = this.rules.parseAction(text);
    const next = parsed.ok ? this.rules.apply(this.state, parsed.value) : parsed;
    if (!next.ok) return `${next.error.rule}: ${next.error.message}`;
    this.state = next.value;
    return null;
  }

  /** A random legal action in canonical notation, or null when the game is over (or its engine lists none). */
  randomAction(random: () => number): string | null {
    if (this.rules.status(this.state).status !== 'ongoing') return null;
    const legal = this.rules.legal?.(this.state) ?? [];
    return legal.length ? this.rules.formatAction(pick(legal, random)) : null;
  }

  get currentState(): unknown {
    return this.state;
  }
}

/** A random legal game of `game`: its actions in notation and the states after each (first = the start). */
export function randomGame(game: GameId, random: () => number, maxPlies = 400): { actions: string[]; states: unknown[] } {
  const local = new LocalGame(game);
  const actions: string[] = [];
  const states: unknown[] = [local.currentState];
  for (let i = 0; i < maxPlies; i++) {
    const action = local.randomAction(random);
    if (action === null || local.play(action) !== null) break;
    actions.push(action);
    states.push(local.currentState);
  }
  return { actions, states };
}
