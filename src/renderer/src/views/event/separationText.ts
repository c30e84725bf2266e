/** "Why is X above Y?" in the UI's language: the shared whyAbove finds the criterion and values, this words it. */
import { rankedAgain, type Separation, type Standings } from '../../../../shared/tournament/standings';
import { t } from '../../i18n';
import { CRITERION_LABELS, points } from './labels';

/** "Ann (2) is above Bob (3) by Buchholz: 12 against 11; equal on every criterion before it." */
export function separationText(standings: Standings, s: Separation): string {
  const row = (id: string) => standings.rows.find((r) => r.entry === id);
  const who = (id: string) => `${row(id)?.name ?? id} (${row(id)?.rank ?? ''})`;
  if (s.criterion === null || s.values === null) return t('why.share', { above: who(s.above), below: row(s.below)?.name ?? s.below });
  return t(rankedAgain(s) ? 'why.aboveAgain' : 'why.above', {
    above: who(s.above), below: who(s.below), criterion: CRITERION_LABELS[s.criterion].long, a: points(s.values[0]), b: points(s.values[1]),
  });
}
