/**
 * Which of an event's fields and settings may still change, and if not, why, in words a director reads
 * on the settings screen. One table for the services (which refuse the change) and the screen (which
 * shows the field locked with its reason). A setting not named here stays editable until finalisation.
 */
import type { RuleText } from '../games/types';
import type { FormatKind } from './model';
import type { TournamentSettings } from './settings';

/** What the locks depend on: how far the event has gone. */
export interface EventProgress {
  format: FormatKind;
  /** The highest paired round (0: nothing paired yet). */
  lastRound: number;
  /** Whether any game of any round has a result. */
  hasResults: boolean;
  finished: boolean;
}

export type EventField = 'name' | 'game' | 'options' | 'format' | 'roundsPlanned' | 'startDate' | 'endDate' | 'venue';
export type LockableField = EventField | keyof TournamentSettings;

const PAIRED = 'fixed once round 1 is paired';

/** Locked once round 1 is paired, with the reason. */
const ONCE_PAIRED = {
  game: `${PAIRED}: the games already paired are games of this game`,
  format: `${PAIRED}: the rounds already paired follow this format`,
  options: `${PAIRED}: every game already paired is played with these options (board size, set, singles or doubles)`,
  gamesPerMatch: `${PAIRED}: the matches already paired have this many games`,
  seeding: `${PAIRED}: the pairing numbers were given by this order`,
  initialColour: `${PAIRED}: round 1's first moves were allocated from it`,
  cycles: `${PAIRED}: the season's schedule was drawn with it`,
  nights: `${PAIRED}: the season's schedule was drawn with it`,
  balance: `${PAIRED}: the season's first moves were allocated with it`,
  dutchEdition: `${PAIRED}: the rounds already paired were paired by this edition of the FIDE (Dutch) System`,
  tieBreakEdition: `${PAIRED}: the event is ranked by the tie-break rules it started with (C.07 edition)`,
} satisfies Partial<Record<LockableField, string>>;

/** A field locked once round 1 is paired (roundsPlanned: outside a Swiss). */
export type PairedLockField = keyof typeof ONCE_PAIRED | 'roundsPlanned';
/** Why a field is locked, as data, for a screen that words the reason in its own language. */
export type LockCause = { kind: 'finalised' } | { kind: 'paired'; field: PairedLockField; format: FormatKind };

export interface Locks {
  /** Set when nothing may change any more, with the reason. */
  all: string | null;
  fields: Partial<Record<LockableField, string>>;
}

/** The fields that may not change now, each with the reason. */
export function lockedFields(p: EventProgress): Locks {
  if (p.finished) return { all: 'the event is finalised: its results went into the ratings (restore a backup taken before finalising to change it)', fields: {} };
  const fields: Partial<Record<LockableField, string>> = p.lastRound > 0 ? { ...ONCE_PAIRED } : {};
  // A Swiss may still change its planned rounds (never below the rounds already paired: roundsLimit);
  // the other formats' schedules come from the entries and are drawn at round 1.
  if (p.lastRound > 0 && p.format !== 'swiss') fields.roundsPlanned = `${PAIRED}: a ${p.format} schedule is drawn whole at round 1`;
  return { all: null, fields };
}

/** Why `field` may not change now, or null. */
export function lockReason(locks: Locks, field: string): string | null {
  return locks.all ?? locks.fields[field as LockableField] ?? null;
}

/** Why `field` may not change now, as data (the same decision as lockReason), or null. */
export function lockCause(p: EventProgress, field: string): LockCause | null {
  if (lockReason(lockedFields(p), field) === null) return null;
  return p.finished ? { kind: 'finalised' } : { kind: 'paired', field: field as PairedLockField, format: p.format };
}

/** Why `roundsPlanned` cannot be `value` (fewer rounds than already paired), or null. */
export function roundsLimit(p: EventProgress, value: number | null): string | null {
  return value !== null && value < p.lastRound ? `must be at least ${p.lastRound}: round ${p.lastRound} is already paired` : null;
}

/**
 * `lockReason` and `roundsLimit` by catalogue key (`errors.tournament.lock.*`), for the API to say the
 * refusal in the caller's language; read from `lockCause`, the one decision.
 */
export function lockRefusalText(p: EventProgress, field: string, value: unknown): RuleText | null {
  const cause = lockCause(p, field);
  if (cause?.kind === 'finalised') return { key: 'tournament.lock.finalised' };
  if (cause?.field === 'roundsPlanned') return { key: 'tournament.lock.roundsPlanned', params: { format: { key: `tournament.format.${p.format}` } } };
  if (cause) return { key: `tournament.lock.${cause.field}` };
  if (field === 'roundsPlanned' && roundsLimit(p, value as number | null)) return { key: 'tournament.lock.roundsLimit', params: { round: p.lastRound } };
  return null;
}
