/**
 * Players' PINs and self check-in (issue 42). A PIN is four digits, unique within the event, printed
 * on the starting list or chosen at the desk; it identifies a player at a table (table.report/confirm)
 * and at the door's check-in page. Check-in is for the first round not yet paired: a player who checks
 * in after the director applied check-in (and so got the bye chosen for absentees) gets that bye taken
 * back, and joins the round.
 */
import { randomInt } from 'node:crypto';
import type { CheckInList } from '../../shared/api/methods/tableNight';
import { refuse } from '../../shared/i18n/refusals';
import { must, type Handlers, type ServiceContext } from './context';
import { requestBye } from './tournamentEntries';
import { entryRow, entryView, loadEvent, writable, type Loaded } from './tournamentState';
import { sectionsRepo } from '../db/repos/sections';

const pinsOf = (ctx: ServiceContext, eventId: number): Map<string, string> =>
  new Map((ctx.db.prepare('SELECT entry, pin FROM entry_pins WHERE event_id = ?').all(eventId) as Array<{ entry: string; pin: string }>).map((r) => [r.entry, r.pin]));

/** The entry whose PIN this is, among `among`; refused in plain words otherwise (nothing is recorded). */
export function entryByPin(ctx: ServiceContext, loaded: Loaded, pin: string, among: readonly string[], where: string): string {
  const pins = pinsOf(ctx, loaded.info.id);
  const found = among.find((entry) => pins.get(entry) === pin);
  if (found === undefined) throw refuse('forbidden', 'tableNight.wrongPin', { where }, { issues: [{ field: 'pin', message: 'not the PIN of a player here' }] });
  return found;
}

/** The round check-in is for: the first one not yet paired. */
const nextRound = (loaded: Loaded): number => loaded.meta.size === 0 ? 1 : Math.max(...loaded.meta.keys()) + 1;

/** Entries who may play in `round`: not withdrawn before it, joined by then. */
function playing(loaded: Loaded, round: number) {
  return loaded.rows.map((r) => entryView(loaded, r)).filter((e) => (e.status === 'active' || e.status === 'registered')
    && (e.withdrawnRound === null || e.withdrawnRound > round) && (e.joinedRound === null || e.joinedRound <= round));
}

/** Marks entries as checked in for a round (the director's check-in screen calls it for the present ones). */
export function recordCheckIns(ctx: ServiceContext, eventId: number, round: number, entries: readonly string[], how: 'self' | 'director'): void {
  const insert = ctx.db.prepare('INSERT OR IGNORE INTO check_ins (event_id, round, entry, how) VALUES (?, ?, ?, ?)');
  for (const entry of entries) insert.run(eventId, round, entry, how);
}

/** The door's list for an event's next round. */
function checkInList(ctx: ServiceContext, eventId: number): CheckInList {
  const loaded = loadEvent(ctx, eventId);
  const round = nextRound(loaded);
  const done = new Map((ctx.db.prepare('SELECT entry, at, how FROM check_ins WHERE event_id = ? AND round = ?').all(eventId, round) as Array<{ entry: string; at: string; how: 'self' | 'director' }>).map((r) => [r.entry, r]));
  return {
    eventId, event: loaded.info.name, round,
    entries: playing(loaded, round).map((e) => ({ entry: e.id, name: e.name, checkedIn: done.has(e.id), at: done.get(e.id)?.at ?? null, how: done.get(e.id)?.how ?? null })),
  };
}

/** The section of an event run in sections that `entry` plays in; null for an event without sections. */
function sectionOf(ctx: ServiceContext, eventId: number, entry: string): number | null {
  const sections = sectionsRepo(ctx.db).of(eventId);
  if (sections.length === 0) return null;
  const found = sections.find((s) => ctx.events.registrations(s.eventId).some((r) => String(r.playerId) === entry));
  if (found) return found.eventId;
  const event = must(ctx.events.get(eventId), 'event', eventId);
  const player = /^\d+$/.test(entry) ? ctx.players.get(Number(entry)) : undefined;
  throw refuse('conflict', 'sections.unplaced', { name: player?.name ?? entry, event: event.name }, { issues: [{ field: 'entry', message: 'in no section' }] });
}

/** A player checks in for `eventId`'s next round with a PIN issued on one of `pinEvents` (the event itself, or a section's parent and the section). */
function selfCheckIn(ctx: ServiceContext, eventId: number, entry: string, pin: string, pinEvents: readonly number[]) {
  const loaded = loadEvent(ctx, eventId);
  writable(loaded);
  const round = nextRound(loaded);
  const row = entryRow(loaded, entry);
  if (!pinEvents.some((e) => pinsOf(ctx, e).get(entry) === pin)) throw refuse('forbidden', 'tableNight.wrongPinOf', { name: row.name }, { issues: [{ field: 'pin', message: 'not this player\'s PIN' }] });
  if (loaded.info.roundsPlanned !== null && round > loaded.info.roundsPlanned) throw refuse('conflict', 'tableNight.noRoundLeft', { event: loaded.info.name });
  const view = entryView(loaded, row);
  // Marked absent by the director's check-in before arriving: the bye given for it is taken back.
  const bye = view.byes.find((b) => b.round === round);
  const absent = ctx.tournament.log.auditList(eventId).some((a) => a.action === 'check-in' && (a.detail as { round: number; absent: Array<{ entry: string }> }).round === round
    && (a.detail as { absent: Array<{ entry: string }> }).absent.some((x) => x.entry === entry));
  if (bye && absent) requestBye(ctx, { eventId, entry, round, kind: 'none', reason: `checked in at the door for round ${round}` });
  recordCheckIns(ctx, eventId, round, [entry], 'self');
  ctx.tournament.log.audit(eventId, 'self check-in', '', { entry, name: row.name, round });
  ctx.notify({ topic: 'registrations', eventId });
  if (pinEvents[0] !== eventId) ctx.notify({ topic: 'registrations', eventId: pinEvents[0]! });
  return { entry, name: row.name, round };
}

/** The entries that hold a PIN, with it (pins.list, the starting list on paper). */
export function listPins(ctx: ServiceContext, eventId: number): Array<{ entry: string; name: string; pin: string }> {
  const loaded = loadEvent(ctx, eventId, { pairings: false });
  const pins = pinsOf(ctx, eventId);
  return loaded.rows.filter((r) => pins.has(r.id)).map((r) => ({ entry: r.id, name: r.name, pin: pins.get(r.id)! }));
}

export const selfCheckInHandlers: Handlers<'pins.issue' | 'pins.set' | 'pins.list' | 'checkIn.list' | 'checkIn.self'> = {
  'pins.issue': ({ eventId }, ctx) => {
    const loaded = loadEvent(ctx, eventId, { pairings: false });
    const pins = pinsOf(ctx, eventId);
    const used = new Set(pins.values());
    const insert = ctx.db.prepare('INSERT INTO entry_pins (event_id, entry, pin) VALUES (?, ?, ?)');
    const issued: string[] = [];
    for (const row of loaded.rows) {
      if (pins.has(row.id)) continue;
      if (used.size >= 9000) throw refuse('conflict', 'tableNight.noPinsLeft', {});
      let pin: string;
      do pin = String(randomInt(1000, 10_000)); while (used.has(pin));
      used.add(pin);
      pins.set(row.id, pin);
      insert.run(eventId, row.id, pin);
      issued.push(row.id);
    }
    ctx.tournament.log.audit(eventId, 'pins issued', '', { entries: issued });
    return loaded.rows.map((r) => ({ entry: r.id, name: r.name, pin: pins.get(r.id)! }));
  },
  'pins.set': ({ eventId, entry, pin }, ctx) => {
    const loaded = loadEvent(ctx, eventId, { pairings: false });
    entryRow(loaded, entry);
    const holder = [...pinsOf(ctx, eventId)].find(([e, p]) => p === pin && e !== entry);
    if (holder) throw refuse('conflict', 'tableNight.pinTaken', {}, { issues: [{ field: 'pin', message: 'taken' }] });
    ctx.db.prepare(`INSERT INTO entry_pins (event_id, entry, pin) VALUES (?, ?, ?) ON CONFLICT (event_id, entry) DO UPDATE SET pin = excluded.pin`).run(eventId, entry, pin);
    ctx.tournament.log.audit(eventId, 'pin chosen', '', { entry });
    return { entry, pin };
  },
  'pins.list': ({ eventId }, ctx) => listPins(ctx, eventId),
  'checkIn.list': ({ eventId }, ctx): CheckInList => {
    const sections = sectionsRepo(ctx.db).of(eventId);
    if (sections.length === 0) return checkInList(ctx, eventId);
    // Run in sections: every section's list, each for its own next round, under the event's name.
    const lists = sections.map((s) => ({ name: s.name, list: checkInList(ctx, s.eventId) }));
    return {
      eventId, event: must(ctx.events.get(eventId), 'event', eventId).name, round: Math.min(...lists.map((l) => l.list.round)),
      entries: lists.flatMap((l) => l.list.entries.map((e) => ({ ...e, section: l.name }))),
    };
  },
  'checkIn.self': ({ eventId, entry, pin }, ctx) => {
    // An event run in sections is never paired: the player checks in to the section they play in, with
    // the PIN the desk issued on the event or on that section (issue 44).
    const section = sectionOf(ctx, eventId, entry);
    if (section === null) return selfCheckIn(ctx, eventId, entry, pin, [eventId]);
    return selfCheckIn(ctx, section, entry, pin, [eventId, section]);
  },
};
