/**
 * The director's guide inside the app: what each screen is for, keyed by the screen's title (the
 * route's `meta.title`), and a first-event walkthrough. Written for a club director, not a programmer.
 * `?` or F1 opens the current screen's page (App.vue); #/guide shows it all.
 * The words are in the UI catalogues: `screen.<Title>` (the title without spaces or dashes),
 * `help.<Title>.summary`, `help.<Title>.task1..n` and `guide.step1..n`.
 */
import { i18n, t } from './i18n';

export interface ScreenHelp {
  /** What the screen is for, in one or two sentences. */
  summary: string;
  /** What you do there, one line each. */
  tasks: string[];
}

/** The screens the guide describes, in its order (route titles). */
export const HELP_SCREENS = ['Events', 'Players', 'Event', 'Check-in', 'Player', 'Prizes', 'Entries', 'Pairing', 'Results', 'Standings',
  'Cross-table', 'Sanctions', 'Audit log', 'Settings', 'Print', 'Backups', 'Boards', 'Game', 'Guide', 'Team events', 'Team event', 'Match card', 'Table night', 'Rank table', 'Exchange'] as const;

/** A route title as a catalogue key part: 'Audit log' -> 'Auditlog'. */
const slug = (title: string) => title.replace(/[^A-Za-z]/g, '');

/** A screen's name in the UI's language (route titles are the English names). */
export function screenName(title: string): string {
  return title && i18n.global.te(`screen.${slug(title)}`, 'en') ? t(`screen.${slug(title)}`) : title;
}

/** The numbered messages `prefix1`, `prefix2`, … that the catalogue has. */
function numbered(prefix: string): string[] {
  const out: string[] = [];
  for (let i = 1; i18n.global.te(`${prefix}${i}`, 'en'); i++) out.push(t(`${prefix}${i}`));
  return out;
}

/** A first event, from an empty database to the prize-giving: each step and the screen it happens on. */
const FIRST_EVENT_AT: Array<{ where: string; to?: string }> = [
  { where: 'Players', to: '/players' }, { where: 'Events', to: '/events' }, { where: 'Settings' }, { where: 'Event' }, { where: 'Check-in' },
  { where: 'Pairing' }, { where: 'Print' }, { where: 'Results' }, { where: 'Event' }, { where: 'Settings' }, { where: 'Backups', to: '/backups' },
];
export function firstEvent(): Array<{ step: string; where: string; to?: string }> {
  const steps = numbered('guide.step');
  return FIRST_EVENT_AT.map((s, i) => ({ ...s, step: steps[i] ?? '' }));
}

export function helpFor(title: string | undefined): ScreenHelp | null {
  if (!title || !(HELP_SCREENS as readonly string[]).includes(title)) return null;
  return { summary: t(`help.${slug(title)}.summary`), tasks: numbered(`help.${slug(title)}.task`) };
}
