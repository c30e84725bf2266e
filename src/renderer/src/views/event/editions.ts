/** The rule editions an event is run by, in the UI's language (standings screen, pairing preview). */
import type { EventEditions } from '../../../../shared/tournament/editions';
import { t } from '../../i18n';

/** "Rules: FIDE Dutch System, 2026 edition; tie-breaks: FIDE C.07, 2026 edition." */
export function editionsText(e: EventEditions): string {
  const parts = [...(e.dutch ? [t('editions.dutch', { edition: e.dutch })] : []), t('editions.tieBreaks', { edition: e.tieBreaks })];
  return t('editions.line', { rules: parts.join('; ') });
}
