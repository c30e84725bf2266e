import { z } from 'zod';
import { Format, Id } from '../schemas';

/**
 * Sections (issue 44): one event holds the players and the check-in desk; each section ("A", "B") is an
 * event of its own paired, ranked and printed apart (docs/tournament.md#sections).
 */
const SectionName = z.string().trim().min(1, 'must not be empty').max(20, 'must be at most 20 characters')
  .refine((s) => !/\p{Cc}/u.test(s), 'must not contain control characters');
const Reason = z.string().trim().max(500, 'must be at most 500 characters').default('');
const RoundsPlanned = z.number().int('must be a whole number').min(1, 'must be at least 1').max(99, 'must be at most 99');

export const SectionView = z.object({
  eventId: Id,
  name: z.string(),
  eventName: z.string(),
  format: Format,
  status: z.enum(['draft', 'running', 'finished']),
  roundsPlanned: z.number().nullable(),
  roundsPaired: z.number(),
  /** The round check-in is for: the next one to pair, null once every planned round is paired. */
  nextRound: z.number().nullable(),
  players: z.array(z.object({ playerId: Id, name: z.string(), rating: z.number().nullable() })),
});
export type SectionView = z.infer<typeof SectionView>;

export const SectionsOverview = z.object({
  eventId: Id,
  eventName: z.string(),
  sections: z.array(SectionView),
  /** Registered at the event but in no section yet. */
  unplaced: z.array(z.object({ playerId: Id, name: z.string(), rating: z.number().nullable() })),
});
export type SectionsOverview = z.infer<typeof SectionsOverview>;

/** One player's placement: from a section (null: none yet) to another. */
export const SectionMove = z.object({ playerId: Id, name: z.string(), rating: z.number().nullable(), from: Id.nullable(), to: Id });
export type SectionMove = z.infer<typeof SectionMove>;

export const SplitRule = z.discriminatedUnion('by', [
  z.object({ by: z.literal('top'), count: z.number().int('must be a whole number').min(0, 'must be at least 0').max(100000) }),
  z.object({ by: z.literal('rating'), min: z.number().int('must be a whole number').min(0, 'must be at least 0').max(4000, 'must be at most 4000') }),
  /** Rating bands over three or more sections: `mins[i]` and over to section i (in order), the others to the next after the last floor. */
  z.object({
    by: z.literal('bands'),
    mins: z.array(z.number().int('must be a whole number').min(0, 'must be at least 0').max(4000, 'must be at most 4000')).min(1, 'must name at least one rating floor').max(25, 'must name at most 25 rating floors')
      .refine((m) => m.every((x, i) => i === 0 || x < m[i - 1]!), 'must go down from the first section to the last (e.g. 1800, 1500)'),
  }),
]);
export type SplitRule = z.infer<typeof SplitRule>;

export const sectionMethods = {
  /** A new section of the event: an event of its own with the parent's game, dates, venue and settings. Audited on the parent. */
  'sections.create': {
    input: z.object({ eventId: Id, name: SectionName, format: Format.default('swiss'), roundsPlanned: RoundsPlanned.optional() }),
    output: SectionView,
  },
  /** The event's sections with their state and players, and who is in none (an event or any of its sections). */
  'sections.list': { input: z.object({ eventId: Id }), output: SectionsOverview },
  /** Puts a registered player in a section, or moves them to another, before either section's first round is paired. Audited, undoable. */
  'sections.move': {
    input: z.object({ eventId: Id, playerId: Id, to: Id, reason: Reason }),
    output: z.object({ move: SectionMove, auditId: Id }),
  },
  /**
   * Splits the players by rating: the top `count` or those rated `min` and over to the first section, the others to the second;
   * or by rating bands (`mins`) over the first sections in order (`top`/`rest` are then the first and the last of them).
   */
  'sections.split': {
    input: z.object({ eventId: Id, rule: SplitRule, top: Id.optional(), rest: Id.optional(), preview: z.boolean().default(false), reason: Reason }),
    output: z.object({ moves: z.array(SectionMove), top: Id, rest: Id, auditId: Id.nullable() }),
  },
  /** Undoes a move or a split (the audit row's id) while the sections it touched have not started. */
  'sections.undo': { input: z.object({ eventId: Id, auditId: Id }), output: z.object({ moves: z.array(SectionMove) }) },
  /**
   * Check-in at the event's desk: every section's players checked in for that section's next round; the
   * absentees get the zero or half bye or the withdrawal chosen for them.
   */
  'sections.checkIn': {
    input: z.object({
      eventId: Id, reason: Reason,
      absent: z.array(z.object({ playerId: Id, action: z.enum(['zero', 'half', 'withdraw'], { error: 'must be zero, half or withdraw' }) })).max(5000).default([]),
    }),
    output: z.array(z.object({ eventId: Id, name: z.string(), round: z.number(), present: z.number(), absent: z.number() })),
  },
} as const;
