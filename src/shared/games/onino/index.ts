import type { GameRules, GameStatus } from '../types';
import { formatAction, formatRecord, parseAction, parseRecord } from './notation';
import { apply, legalPlays, message, setup, toAct } from './rules';
import type { OninoAction, OninoState, Side } from './types';
import { summary, view, type OninoDirectorView, type OninoView } from './view';

function status(s: OninoState): GameStatus<Side> {
  const r = s.result;
  return {
    status: r ? 'finished' : 'ongoing',
    toMove: r ? null : toAct(s).side,
    winner: r?.winner ?? null,
    score: r ? { ...r.score } : { first: 0, second: 0 },
    margin: r ? (r.winner ? r.score[r.winner] : 0) : null,
    ending: r?.ending ?? null,
    message: message(s),
  };
}

/** Onino (1942 International Onino Association rules, RULINGS R-ONI-1..15): singles and doubles. */
export const rules: GameRules<OninoState, OninoAction, Side, OninoView | OninoDirectorView> = {
  id: 'onino',
  name: 'Onino',
  sides: ['first', 'second'],
  setup,
  apply,
  status,
  legal: legalPlays,
  parseAction,
  formatAction,
  parseRecord,
  formatRecord,
  summary: (s) => ({ ...summary(s) }),
  view,
};

export type { OninoAction, OninoState, Side as OninoSide, Player as OninoPlayer, Who as OninoWho } from './types';
export type { OninoView, OninoDirectorView, OninoSummary, OninoOutcome, OninoLine } from './view';
export { gameScore } from './rules';
export {
  createMatch, nextChoice, chooseFirstPlay, recordResult, gameResult, matchStanding, contestantOf,
  type Match, type MatchGame, type MatchGameResult, type FirstPlayChoice, type NextChoice, type MatchStanding,
} from './match';
