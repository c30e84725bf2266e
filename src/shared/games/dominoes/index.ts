/** The SBYC all-fives dominoes engine (rules/dominoes.txt, RULINGS R-DOM-1..9): docs/dominoes.md. */
import type { GameRules } from '../types';
import { apply } from './rules';
import { legal } from './legal';
import { formatAction, formatRecord, parseAction, parseRecord } from './notation';
import { setup } from './options';
import { status, summary } from './status';
import type { Action, DominoesState, Side } from './types';
import type { DominoesView } from './view';
import { view } from './view';
import { redact } from './redact';

export type { Action, DominoesOptions, DominoesState, Side } from './types';
export type { DominoesView, ViewArm, ViewHand, ViewTile } from './view';

export const rules: GameRules<DominoesState, Action, Side, DominoesView> = {
  id: 'dominoes',
  name: 'Dominoes (SBYC all fives)',
  sides: ['a', 'b'],
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
  redact,
};
