/** Options and the state a game starts from. */
import { ok, refuse, type GameOptions, type Outcome } from '../types';
import { emptyLayout } from './layout';
import { noFacts } from './facts';
import { GAME_TARGET } from './scoring';
import type { Conduct, DominoesOptions, DominoesState, HandState } from './types';

const KNOWN = new Set(['set', 'mode', 'exposed', 'seed', 'target', 'skunk']);

export const emptyHand = (): HandState => ({ known: [], unknown: 0, facts: noFacts(), faceUp: [], dealt: 0 });
export const cleanConduct = (): Conduct => ({
  barred: false, barNextPlay: false, overdrawDeclared: false, underdrawCompleted: false, draws: 0, undeclaredTrips: 0,
});

export function parseOptions(options: GameOptions): Outcome<DominoesOptions> {
  for (const key of Object.keys(options)) {
    if (!KNOWN.has(key)) return refuse('options', `unknown dominoes option "${key}" (set, mode, exposed, seed, target, skunk)`,
      'engine.dominoes.unknownOption', { option: key });
  }
  const set = String(options.set ?? '6');
  if (set !== '6' && set !== '9' && set !== '12') return refuse('R-DOM-1', `set must be 6, 9 or 12 (double-six, -nine, -twelve), not "${set}"`,
    'engine.dominoes.set', { set });
  const mode = String(options.mode ?? 'open');
  if (mode !== 'open' && mode !== 'known') return refuse('R-DOM-8', `mode must be open (log what is seen) or known (hands known), not "${mode}"`,
    'engine.dominoes.mode', { mode });
  const exposed = String(options.exposed ?? 'pickup');
  if (exposed !== 'pickup' && exposed !== 'faceup') return refuse('R-DOM-9', `exposed must be pickup or faceup, not "${exposed}"`,
    'engine.dominoes.exposed', { exposed });
  const seed = options.seed === undefined || options.seed === '' ? null : String(options.seed);
  const target = Number(options.target ?? GAME_TARGET);
  if (!Number.isInteger(target) || target < 5 || target > 1000) return refuse('R-DOM-12', `target must be a whole score from 5 to 1000, not "${String(options.target)}"`,
    'engine.dominoes.target', { target: String(options.target) });
  const skunk = String(options.skunk ?? 'none');
  if (skunk !== 'none' && skunk !== 'double') return refuse('R-DOM-12', `skunk must be none or double (the game counts double), not "${skunk}"`,
    'engine.dominoes.skunk', { skunk });
  return ok({ set: Number(set) as 6 | 9 | 12, mode, exposed, seed, target, skunk });
}

export function setup(options: GameOptions = {}): Outcome<DominoesState> {
  const parsed = parseOptions(options);
  if (!parsed.ok) return parsed;
  return ok({
    options: parsed.value,
    phase: 'forset',
    hand: 0,
    dealAttempt: 0,
    setter: 'a',
    toMove: 'a',
    scores: { a: 0, b: 0 },
    layout: emptyLayout(),
    hands: { a: emptyHand(), b: emptyHand() },
    boneyard: { size: 0, tiles: [], ordered: false },
    passes: 0,
    lastPlay: null,
    missed: null,
    conduct: { a: cleanConduct(), b: cleanConduct() },
    pending: null,
    results: [],
    irregularities: [],
    result: null,
    ply: 0,
    lastAction: null,
  });
}
