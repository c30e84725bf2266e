/**
 * First-move decisions as the screens say them (R-ONI-11 toss and choice, R-DOM-2 draw for set, R-TON-3
 * toss): who settles a game's first move and why, and a draw-for-set line read from what the director typed.
 */
import type { FirstMoveDecision, FirstMoveDue, FirstMoveReason } from '../../shared/tournament';
import { hiddenDiscWinner } from '../../shared/tournament/match';
import { t } from './i18n';

export interface Names {
  a: string;
  b: string;
}

/** A disc's colour, as the hidden-disc sentences say it. */
export const COLOUR = { black: 'firstMove.hidden.colour.black', white: 'firstMove.hidden.colour.white' } as const;

/** The rule behind each decision (the shared firstMoveDue's reason). */
const REASONS: Record<FirstMoveReason, string> = {
  tossElects: 'firstMove.reason.tossElects', choicePending: 'firstMove.reason.choicePending', choiceLoser: 'firstMove.reason.choiceLoser',
  choiceDrawnUnknown: 'firstMove.reason.choiceDrawnUnknown', choiceLastPlay: 'firstMove.reason.choiceLastPlay', drawForSet: 'firstMove.reason.drawForSet',
  tossDecides: 'firstMove.reason.tossDecides', alternate: 'firstMove.reason.alternate', allocated: 'firstMove.reason.allocated', playoff: 'firstMove.reason.playoff',
};

/** Why, in the UI's language: "as the loser of game 1 (onino rule 3, R-ONI-11)". */
export function reasonText(due: FirstMoveDue): string {
  return t(REASONS[due.reason.key], { game: due.reason.game, next: due.reason.game + 1 });
}

/** "Bob chooses as the loser of game 1 (onino rule 3, R-ONI-11)", "Coin toss: its winner elects ...". */
export function dueText(due: FirstMoveDue, names: Names): string {
  if (due.how === 'choice' && due.by) return t('firstMove.chooses', { name: names[due.by], why: reasonText(due) });
  const what = t({ toss: 'firstMove.how.toss', 'draw-for-set': 'firstMove.how.drawForSet', choice: 'firstMove.how.choice', alternate: 'firstMove.how.alternate', allocated: 'firstMove.how.allocated' }[due.how]);
  return t('firstMove.settledBy', { how: what, why: reasonText(due) });
}

/**
 * What was decided, once recorded: "Ann won the toss and chose to play first" (issue 44: the line said
 * a toss settles it but not who won it), "Bob chose to play second"; '' for what the schedule settles.
 */
export function decisionText(decision: FirstMoveDecision | null | undefined, names: Names): string {
  if (!decision) return '';
  if (decision.how === 'toss') return t('firstMove.tossResult', { name: names[decision.won], chose: t(`firstMove.${decision.chose}`) });
  if (decision.how === 'choice') return t('firstMove.choiceResult', { name: names[decision.by], chose: t(`firstMove.${decision.chose}`) });
  if (decision.how === 'hidden-disc') {
    return t('firstMove.hidden.result', {
      hider: names[decision.hider], guesser: names[decision.hider === 'a' ? 'b' : 'a'], disc: t(COLOUR[decision.disc]),
      guess: t(COLOUR[decision.guess]), winner: names[hiddenDiscWinner(decision)],
      took: t(decision.winnerTook === 'colour' ? 'firstMove.hidden.tookColour' : 'firstMove.hidden.tookDraw'), black: names[decision.black],
    });
  }
  return '';
}

/** `5-5, 3-9`: each draw as a's pips then b's, ties first; null when it cannot be read. */
export function parseDraws(text: string): Array<{ a: number; b: number }> | null {
  const parts = text.split(',').map((x) => x.trim()).filter(Boolean);
  const draws = parts.map((p) => /^(\d{1,2})\s*[-–:]\s*(\d{1,2})$/.exec(p));
  if (draws.length === 0 || draws.some((m) => !m)) return null;
  return draws.map((m) => ({ a: Number(m![1]), b: Number(m![2]) }));
}
