import type { GameRules } from '../types';
import { apply, legal, setup, status, summary } from './rules';
import { formatAction, formatRecord, parseAction, parseRecord } from './notation';
import { SIDES, type OthelloAction, type OthelloState, type Side } from './types';
import { view, type OthelloView } from './view';

export type { OthelloAction, OthelloState, Score, Side } from './types';
export type { OthelloView, OthelloLastAction } from './view';

/** The Othello engine (`legal` always present: the board highlights from it) (rules/othello.txt, RULINGS R-OTH-1..4, R-ALL-1..3); see docs/othello.md. */
export const rules: GameRules<OthelloState, OthelloAction, Side, OthelloView> & Required<Pick<GameRules<OthelloState, OthelloAction, Side>, 'legal'>> = {
  id: 'othello',
  name: 'Othello',
  sides: SIDES,
  setup,
  apply,
  status,
  legal,
  parseAction,
  formatAction,
  parseRecord,
  formatRecord,
  summary,
  view,
};
