import { ApiFailure } from '../../shared/api/errors';
import { EventFields, type TdEvent } from '../../shared/api/schemas';
import type { ParsedInput } from '../../shared/api/contract';
import { gameRules } from '../../shared/games/registry';
import { engineText } from '../../shared/games/types';
import type { EventRow, StoredRegistration } from '../db/repos/events';
import { must, type Handlers, type ServiceContext } from './context';
import { pinEditions } from './tournamentState';
import { changedFields, checkChanges } from './eventAdmin';
import { optionsFor } from './games';
import { refuse } from '../../shared/i18n/refusals';
import { creationSettings } from '../../shared/tournament/settings';
import { sectionsRepo } from '../db/repos/sections';

type ByeRequest = { round: number; kind: 'half' | 'zero' };
/** A player's place in a section of the event, kept whole in the removal's audit row so that restoring puts it back. */
type SectionPlace = { eventId: number; name: string; registration: StoredRegistration; byes: ByeRequest[] };

/**
 * The section of the event a player plays in (issue 44): removing them from the event takes them out of
 * it too, or is refused, naming it, once it has paired a round (a withdrawal then belongs in the section).
 */
function sectionPlace(ctx: ServiceContext, event: TdEvent, playerId: number, player: string): SectionPlace | null {
  const sections = sectionsRepo(ctx.db);
  const section = sections.of(event.id).find((s) => ctx.events.registration(s.eventId, playerId));
  if (!section) return null;
  const paired = sections.roundsPaired(section.eventId);
  if (paired > 0) {
    throw refuse('conflict', 'sections.removeStarted', { name: player, section: section.name, event: event.name, count: paired }, {
      issues: [{ field: 'playerId', message: `plays in section ${section.name}, paired already: withdraw them there` }],
    });
  }
  const entry = String(playerId);
  return { ...section, registration: ctx.events.stored(section.eventId, playerId)!, byes: ctx.tournament.store.byesOf(section.eventId, entry) };
}

type EventFields = Omit<TdEvent, 'id' | 'createdAt' | 'playerCount' | 'archivedAt'>;

/** Game options are the engine's to judge (board size, set, singles/doubles, ...). */
function checkedRow(event: EventFields): EventRow {
  const setup = gameRules(event.game).setup(event.options);
  if (!setup.ok) {
    throw new ApiFailure('invalid', `options: ${setup.error.message}`, {
      issues: [{ field: 'options', message: setup.error.message }], rule: setup.error.rule,
    }, { key: 'engine.options', params: { message: engineText(setup.error) } });
  }
  if (event.startDate && event.endDate && event.endDate < event.startDate) {
    throw refuse('invalid', 'event.endBeforeStart', {}, {
      issues: [{ field: 'endDate', message: 'must not be before the start date' }],
    });
  }
  return { ...event, options: JSON.stringify(event.options) };
}

/** An event's fields as another service gives them: what it leaves out takes the schema's default (EventFields). */
export type NewEvent = Pick<ParsedInput<'events.create'>, 'name' | 'game' | 'format'> & Partial<ParsedInput<'events.create'>>;
const EVENT_DEFAULTS = EventFields.omit({ name: true, game: true, format: true }).parse({});

/** Creates a draft event with its game's federation profile and the rule editions in force (events.create). */
export function addEvent(ctx: ServiceContext, fields: NewEvent): TdEvent {
  const input = { ...EVENT_DEFAULTS, ...fields };
  const event = ctx.events.insert(checkedRow({ ...input, status: 'draft' }));
  // The game's federation profile is the new event's own from now on (Othello: PAPP's Swiss).
  const initial = creationSettings(event.game, event.format, event.roundsPlanned);
  if (Object.keys(initial).length > 0) ctx.tournament.store.saveSettings(event.id, { ...(ctx.tournament.store.settings(event.id) as object), ...initial });
  pinEditions(ctx, event);
  ctx.notify({ topic: 'events', id: event.id });
  return event;
}

/** Takes a player's registration and bye requests out of an event (removal, and its section's). */
function takeOut(ctx: ServiceContext, eventId: number, playerId: number, entry = String(playerId)): void {
  ctx.tournament.store.dropByesOf(eventId, entry);
  ctx.events.unregister(eventId, playerId);
  ctx.notify({ topic: 'registrations', eventId });
}

/** Puts a removed registration and its bye requests back; its pairing number only if nobody took it meanwhile. */
function putBack(ctx: ServiceContext, eventId: number, registration: StoredRegistration, byes: ByeRequest[]): void {
  const taken = registration.pairingNumber !== null && ctx.tournament.store.entries(eventId).some((e) => e.pairingNumber === registration.pairingNumber);
  ctx.events.restore({ ...registration, pairingNumber: taken ? null : registration.pairingNumber });
  for (const b of byes) ctx.tournament.store.requestBye(eventId, b.round, String(registration.playerId), b.kind);
  ctx.notify({ topic: 'registrations', eventId });
}

/**
 * Puts a restored player back in the section they were removed from, while it still exists and has not
 * paired a round; otherwise they come back to the event in no section (the Sections card shows them).
 */
function backToSection(ctx: ServiceContext, playerId: number, place: SectionPlace): SectionPlace | null {
  if (!ctx.events.get(place.eventId) || sectionsRepo(ctx.db).roundsPaired(place.eventId) > 0 || ctx.events.registration(place.eventId, playerId)) return null;
  putBack(ctx, place.eventId, place.registration, place.byes);
  return place;
}

export const eventHandlers: Handlers<
  'events.create' | 'events.update' | 'events.list' | 'events.get' | 'events.register' | 'events.unregister' | 'events.restoreRegistration'
> = {
  'events.create': (input, ctx) => addEvent(ctx, input),
  'events.update': ({ id, ...patch }, ctx) => {
    const current = must(ctx.events.get(id), 'event', id);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    checkChanges(ctx, id, current, defined);
    const event = ctx.events.update(id, checkedRow({ ...current, ...defined }));
    const diff = changedFields(current, defined);
    if (Object.keys(diff.after).length > 0) ctx.tournament.log.audit(id, 'edit event', '', diff);
    ctx.notify({ topic: 'events', id });
    return event;
  },
  // The event's options are those of its boards: players do not get what deals hidden hands (a seed).
  'events.list': ({ audience }, ctx) => ctx.events.list().map((e) => ({ ...e, options: optionsFor(gameRules(e.game), e.options, audience) })),
  'events.get': ({ id, audience }, ctx) => {
    const event = must(ctx.events.get(id), 'event', id);
    return { ...event, options: optionsFor(gameRules(event.game), event.options, audience), registrations: ctx.events.registrations(id) };
  },
  'events.register': ({ eventId, playerId }, ctx) => {
    const event = must(ctx.events.get(eventId), 'event', eventId);
    const player = must(ctx.players.get(playerId), 'player', playerId);
    if (event.status === 'finished') throw refuse('conflict', 'event.finished', { name: event.name });
    if (ctx.events.registration(eventId, playerId)) {
      throw refuse('conflict', 'entries.registered', { name: player.name, event: event.name }, {
        issues: [{ field: 'playerId', message: 'already registered' }],
      });
    }
    const registration = ctx.events.register(eventId, playerId);
    ctx.notify({ topic: 'registrations', eventId });
    return registration;
  },
  'events.unregister': ({ eventId, playerId, reason }, ctx) => {
    const event = must(ctx.events.get(eventId), 'event', eventId);
    const row = ctx.events.stored(eventId, playerId);
    const player = ctx.players.get(playerId);
    if (!row || !player) {
      throw refuse('not_found', 'entries.notRegistered', { id: playerId, event: event.name }, {
        issues: [{ field: 'playerId', message: 'not registered' }],
      });
    }
    // A doubles player's history is the pair's: a member of a paired pair stays registered too.
    const team = ctx.tournament.store.entries(eventId).find((e) => e.members?.some((m) => m.playerId === playerId));
    const entry = team?.id ?? String(playerId);
    const rounds = ctx.tournament.store.appearances(eventId, entry);
    if (rounds.length > 0) {
      throw refuse('conflict', team ? 'entries.pairedInPair' : 'entries.paired', { name: player.name, pair: team?.name ?? '', count: rounds.length, rounds: rounds.join(', '), event: event.name }, {
        issues: [{ field: 'playerId', message: `paired in round ${rounds.join(', ')}: withdraw instead` }],
      });
    }
    if (team) throw refuse('conflict', 'entries.memberAlone', { name: player.name, pair: team.name }, { issues: [{ field: 'playerId', message: 'in a pair' }] });
    const section = sectionPlace(ctx, event, playerId, player.name);
    const byes = ctx.tournament.store.byesOf(eventId, entry);
    takeOut(ctx, eventId, playerId, entry);
    if (section) takeOut(ctx, section.eventId, playerId, entry);
    const auditId = ctx.tournament.log.audit(eventId, 'remove entry', reason, { playerId, name: player.name, registration: row, byes, ...(section ? { section } : {}) });
    return { eventId, playerId, auditId };
  },
  'events.restoreRegistration': ({ eventId, auditId }, ctx) => {
    const event = must(ctx.events.get(eventId), 'event', eventId);
    const log = ctx.tournament.log;
    const removal = log.auditEntry(eventId, auditId);
    if (!removal || removal.action !== 'remove entry') {
      throw refuse('not_found', 'entries.noRemoval', { event: event.name, auditId }, { issues: [{ field: 'auditId', message: 'not a removal' }] });
    }
    const detail = removal.detail as { playerId: number; name: string; registration: StoredRegistration; byes: ByeRequest[]; section?: SectionPlace };
    if (event.status === 'finished') throw refuse('conflict', 'entries.backFinalised', { event: event.name, name: detail.name });
    if (ctx.events.registration(eventId, detail.playerId)) throw refuse('conflict', 'entries.backAlready', { event: event.name, name: detail.name });
    const player = ctx.players.get(detail.playerId);
    if (!player) throw refuse('conflict', 'entries.backDeleted', { name: detail.name });
    putBack(ctx, eventId, detail.registration, detail.byes);
    const section = detail.section && backToSection(ctx, detail.playerId, detail.section);
    log.audit(eventId, 'restore entry', '', { undoes: auditId, playerId: detail.playerId, name: detail.name, ...(section ? { section: section.eventId } : {}) });
    return ctx.events.registration(eventId, detail.playerId)!;
  },
};
