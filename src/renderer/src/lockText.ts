/**
 * Why an event setting is locked, in the UI's language: the shared lock table decides (lockCause, the
 * same decision the services enforce), this words it.
 */
import type { EventProgress, PairedLockField } from '../../shared/tournament/locks';
import { lockCause } from '../../shared/tournament/locks';
import { t } from './i18n';
import { FORMAT_NAMES } from './labels';

/** What each field shaped once round 1 was paired. */
const PAIRED_WHY: Record<PairedLockField, string> = {
  game: 'settingsView.lock.game',
  format: 'settingsView.lock.format',
  options: 'settingsView.lock.options',
  gamesPerMatch: 'settingsView.lock.gamesPerMatch',
  seeding: 'settingsView.lock.seeding',
  initialColour: 'settingsView.lock.initialColour',
  cycles: 'settingsView.lock.cycles',
  nights: 'settingsView.lock.nights',
  balance: 'settingsView.lock.balance',
  roundsPlanned: 'settingsView.lock.roundsPlanned',
  dutchEdition: 'settingsView.lock.dutchEdition',
  tieBreakEdition: 'settingsView.lock.tieBreakEdition',
};

/** "fixed once round 1 is paired: …", "the event is finalised: …", or null when `field` may change. */
export function lockText(p: EventProgress, field: string): string | null {
  const cause = lockCause(p, field);
  if (cause === null) return null;
  if (cause.kind === 'finalised') return t('settingsView.lock.finalised');
  return t('settingsView.lock.paired', { why: t(PAIRED_WHY[cause.field], { format: FORMAT_NAMES[cause.format] }) });
}
