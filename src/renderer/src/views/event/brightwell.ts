/**
 * The Brightwell note of the standings screen (issue 41 part 3): the coefficient the event ranks by,
 * why it is that value (the Othello federations: 0 below 8 rounds, 6 from 8), and what a round not
 * played counts, in the UI's language.
 */
import type { BrightwellNote } from '../../../../shared/api/methods/tournament';
import { formatNumber, t } from '../../i18n';

export function brightwellLines(b: BrightwellNote): string[] {
  const c = formatNumber(b.coefficient);
  return [t('standings.brightwell.formula', { c }), why(b, c), t('standings.brightwell.unplayed', { c })];
}

function why(b: BrightwellNote, c: string): string {
  if (b.federations === null || b.coefficient !== b.federations) {
    return b.federations === null || b.roundsPlanned === null
      ? t('standings.brightwell.set', { c })
      : t('standings.brightwell.chosen', { c, federations: formatNumber(b.federations), rounds: b.roundsPlanned });
  }
  if (b.roundsPlanned === null) return t('standings.brightwell.noRounds');
  return t(b.roundsPlanned < 8 ? 'standings.brightwell.fewRounds' : 'standings.brightwell.manyRounds');
}
