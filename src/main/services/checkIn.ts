/**
 * Check-in before a round is paired: the director marks who is present; every absentee gets, in one
 * transaction, the zero-point bye, half-point bye or withdrawal chosen for them, through the same
 * handlers the Entries screen uses (so the same rules refuse what the event does not allow). One audit
 * row keeps the whole check-in with each absentee's state before it.
 */
import { ApiFailure } from '../../shared/api/errors';
import type { ParsedInput } from '../../shared/api/contract';
import type { EntryView } from '../../shared/api/methods/tournament';
import type { Handlers, ServiceContext } from './context';
import { requestBye, withdraw } from './tournamentEntries';
import { entryRow, entryView, loadEvent, writable } from './tournamentState';
import { refuse } from '../../shared/i18n/refusals';
import { recordCheckIns } from './selfCheckIn';
import { sectionsRepo } from '../db/repos/sections';

/** One event's check-in for a round (entries.checkIn, and each section's share of sections.checkIn). */
export function checkInRound(ctx: ServiceContext, { eventId, round, absent, reason }: ParsedInput<'entries.checkIn'>): EntryView[] {
  const loaded = loadEvent(ctx, eventId);
  writable(loaded);
  const seen = new Set<string>();
  const before = absent.map(({ entry, action }) => {
    if (seen.has(entry)) throw refuse('invalid', 'checkIn.twice', { entry }, { issues: [{ field: 'absent', message: `${entry} twice` }] });
    seen.add(entry);
    const view = entryView(loaded, entryRow(loaded, entry));
    return { entry, name: view.name, action, before: { withdrawnRound: view.withdrawnRound, bye: view.byes.find((b) => b.round === round)?.kind ?? null } };
  });
  const why = `absent at check-in for round ${round}${reason ? `: ${reason}` : ''}`;
  for (const { entry, name, action } of before) {
    try {
      if (action === 'withdraw') withdraw(ctx, { eventId, entry, fromRound: round, reason: why, forfeitPaired: false });
      else requestBye(ctx, { eventId, entry, round, kind: action, reason: why });
    } catch (err) {
      // The whole check-in is one transaction: naming the entry tells the director which line to change.
      if (err instanceof ApiFailure) {
        const inner = err.text ?? { key: 'verbatim', params: { text: err.message } };
        throw new ApiFailure(err.code, `${name}: ${err.message}; nothing was changed`, err.details, { key: 'checkIn.line', params: { name, message: inner } });
      }
      throw err;
    }
  }
  const present = loaded.rows.map((r) => r.id).filter((id) => !seen.has(id));
  // Those present stay checked in on every screen after the apply (issue 42: the screen used to forget them).
  recordCheckIns(ctx, eventId, round, present, 'director');
  ctx.tournament.log.audit(eventId, 'check-in', reason, { round, absent: before, present });
  const after = loadEvent(ctx, eventId);
  return before.map(({ entry }) => entryView(after, entryRow(after, entry)));
}

export const checkInHandlers: Handlers<'entries.checkIn'> = {
  'entries.checkIn': (input, ctx) => {
    // An event run in sections is never paired: a check-in of its own would record byes for no round (issue 44).
    const sections = sectionsRepo(ctx.db).of(input.eventId);
    if (sections.length > 0) {
      const event = ctx.events.get(input.eventId)!;
      throw refuse('conflict', 'sections.checkInSections', { name: event.name, sections: sections.map((s) => s.name).join(', ') }, { issues: [{ field: 'eventId', message: 'run in sections: use sections.checkIn' }] });
    }
    return checkInRound(ctx, input);
  },
};
