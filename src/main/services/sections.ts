/**
 * Sections (issue 44): one event holds the registration list and the check-in desk; its sections ("A",
 * "B") are events of their own, each paired, ranked and printed apart (own format, rounds, settings). A
 * section's settings name its parent (`section`); a player plays in at most one section. Placing,
 * moving and splitting are audited on the parent and undone from there while the sections involved
 * have not paired a round.
 */
import type { TdEvent } from '../../shared/api/schemas';
import type { SectionMove, SectionView, SectionsOverview, SplitRule } from '../../shared/api/methods/sections';
import { refuse } from '../../shared/i18n/refusals';
import { NAME_MAX } from '../../shared/api/schemas';
import type { TournamentSettings } from '../../shared/tournament';
import { sectionsRepo } from '../db/repos/sections';
import { must, type Handlers, type ServiceContext } from './context';
import { createTournament } from './tournamentEntries';
import { isDoubles, settingsOf } from './tournamentState';
import { checkInRound } from './checkIn';

type Player = { playerId: number; name: string; rating: number | null };

/** A registration as a split and the card list it: highest rating first, then by name. */
const asPlayer = (r: Player): Player => ({ playerId: r.playerId, name: r.name, rating: r.rating });
const byRating = (a: Player, b: Player): number => (b.rating ?? -1) - (a.rating ?? -1) || a.name.localeCompare(b.name);

/** An event that may hold sections: it exists and is no section itself. */
function parentEvent(ctx: ServiceContext, eventId: number): TdEvent {
  const event = must(ctx.events.get(eventId), 'event', eventId);
  const link = settingsOf(ctx, eventId).section;
  if (link && ctx.events.get(link.parentId)) {
    throw refuse('conflict', 'sections.isSection', { name: event.name, parent: ctx.events.get(link.parentId)!.name }, { issues: [{ field: 'eventId', message: 'a section, not the event holding it' }] });
  }
  return event;
}

/** The event's sections, first (top) first. */
function sectionsOf(ctx: ServiceContext, parentId: number): Array<{ eventId: number; name: string }> {
  return sectionsRepo(ctx.db).of(parentId);
}

/** The section `sectionId` of this event, or a refusal naming both. */
function sectionIn(ctx: ServiceContext, parent: TdEvent, sectionId: number): { eventId: number; name: string } {
  const found = sectionsOf(ctx, parent.id).find((s) => s.eventId === sectionId);
  if (!found) {
    const other = ctx.events.get(sectionId);
    throw refuse('not_found', 'sections.notOne', { section: other?.name ?? String(sectionId), event: parent.name }, { issues: [{ field: 'to', message: 'not a section of this event' }] });
  }
  return found;
}

const nextRound = (planned: number | null, paired: number): number | null => (planned !== null && paired >= planned ? null : paired + 1);

function sectionView(ctx: ServiceContext, s: { eventId: number; name: string }): SectionView {
  const event = must(ctx.events.get(s.eventId), 'event', s.eventId);
  const paired = sectionsRepo(ctx.db).roundsPaired(s.eventId);
  const players = ctx.events.registrations(s.eventId).map(asPlayer).sort(byRating);
  return {
    eventId: s.eventId, name: s.name, eventName: event.name, format: event.format, status: event.status,
    roundsPlanned: event.roundsPlanned, roundsPaired: paired, nextRound: event.status === 'finished' ? null : nextRound(event.roundsPlanned, paired), players,
  };
}

/** Where each player of the event plays: player id to section event id. */
function placements(ctx: ServiceContext, parentId: number): Map<number, number> {
  const at = new Map<number, number>();
  for (const s of sectionsOf(ctx, parentId)) for (const r of ctx.events.registrations(s.eventId)) at.set(r.playerId, s.eventId);
  return at;
}

export function sectionsOverview(ctx: ServiceContext, eventId: number): SectionsOverview {
  const parent = parentEvent(ctx, eventId);
  const sections = sectionsOf(ctx, parent.id).map((s) => sectionView(ctx, s));
  const placed = placements(ctx, parent.id);
  const unplaced = ctx.events.registrations(parent.id).filter((r) => !placed.has(r.playerId)).map(asPlayer).sort(byRating);
  return { eventId: parent.id, eventName: parent.name, sections, unplaced };
}

/** A new section: an event with the parent's game, options, dates, venue and settings, linked to it. */
export function addSection(ctx: ServiceContext, { eventId, name, format, roundsPlanned }: { eventId: number; name: string; format: TdEvent['format']; roundsPlanned?: number }): SectionView {
  const parent = parentEvent(ctx, eventId);
  if (parent.status === 'finished') throw refuse('conflict', 'event.finalised', { name: parent.name });
  if (isDoubles(parent)) throw refuse('conflict', 'sections.doubles', { name: parent.name });
  if (sectionsRepo(ctx.db).roundsPaired(parent.id) > 0) throw refuse('conflict', 'sections.parentStarted', { name: parent.name });
  const taken = sectionsOf(ctx, parent.id).find((s) => s.name.localeCompare(name, undefined, { sensitivity: 'base' }) === 0);
  if (taken) throw refuse('conflict', 'sections.nameTaken', { section: name, event: parent.name }, { issues: [{ field: 'name', message: 'taken' }] });
  const own = `${parent.name} – ${name}`;
  const child = createTournament(ctx, {
    name: own.length > NAME_MAX ? `${parent.name.slice(0, NAME_MAX - name.length - 3)} – ${name}` : own,
    game: parent.game, options: parent.options, format, roundsPlanned: roundsPlanned ?? parent.roundsPlanned,
    startDate: parent.startDate, endDate: parent.endDate, venue: parent.venue,
  });
  // The parent's rules (editions, tie-breaks, prizes...) start the section; its own lot and its link stay its own.
  const settings: TournamentSettings = { ...settingsOf(ctx, parent.id), lotSeed: child.settings.lotSeed, section: { parentId: parent.id, name } };
  ctx.tournament.store.saveSettings(child.id, settings);
  ctx.tournament.log.audit(parent.id, 'add section', '', { section: child.id, name, format });
  ctx.notify({ topic: 'events', id: parent.id });
  return sectionView(ctx, { eventId: child.id, name });
}

/** Refuses a change to a section once it has paired a round, naming the player and the section. */
function unstarted(ctx: ServiceContext, sectionId: number, sectionName: string, player: string, key: 'sections.fromStarted' | 'sections.toStarted'): void {
  const paired = sectionsRepo(ctx.db).roundsPaired(sectionId);
  if (paired > 0) throw refuse('conflict', key, { name: player, section: sectionName, count: paired }, { issues: [{ field: 'to', message: `the section has paired round ${paired}` }] });
}

/** Moves one player's registration from a section (or none) to another (or none), keeping what it had. */
function place(ctx: ServiceContext, playerId: number, from: number | null, to: number | null): void {
  if (from !== null) {
    ctx.tournament.store.dropByesOf(from, String(playerId));
    ctx.events.unregister(from, playerId);
  }
  if (to !== null && !ctx.events.registration(to, playerId)) ctx.events.register(to, playerId);
}

/**
 * Applies moves between sections (or none), refusing all of them, before any change, if one touches a
 * section that has paired a round; every player moved is registered at the event too.
 */
function applyMoves(ctx: ServiceContext, parent: TdEvent, moves: Array<Omit<SectionMove, 'to'> & { to: number | null }>): void {
  const names = new Map(sectionsOf(ctx, parent.id).map((s) => [s.eventId, s.name]));
  for (const m of moves) {
    if (m.from !== null) unstarted(ctx, m.from, names.get(m.from) ?? '', m.name, 'sections.fromStarted');
    if (m.to !== null) unstarted(ctx, m.to, names.get(m.to) ?? '', m.name, 'sections.toStarted');
  }
  for (const m of moves) {
    if (!ctx.events.registration(parent.id, m.playerId)) ctx.events.register(parent.id, m.playerId);
    place(ctx, m.playerId, m.from, m.to);
  }
  const touched = new Set(moves.flatMap((m) => [m.from, m.to]).filter((id): id is number => id !== null));
  for (const id of touched) ctx.notify({ topic: 'registrations', eventId: id });
  ctx.notify({ topic: 'registrations', eventId: parent.id });
}

/** A split previewed, or applied and audited (undone by sections.undo). */
function split(ctx: ServiceContext, parent: TdEvent, rule: SplitRule, target: { top: number; rest: number; bands?: number[] }, preview: boolean, reason: string) {
  const moves = splitMoves(ctx, parent, rule, target.top, target.rest, target.bands);
  if (preview) return { moves, top: target.top, rest: target.rest, auditId: null };
  applyMoves(ctx, parent, moves);
  const auditId = ctx.tournament.log.audit(parent.id, 'split sections', reason, { rule, ...target, moves });
  return { moves, top: target.top, rest: target.rest, auditId };
}

/** The players a split ranks: everyone registered at the event or in one of its sections. */
function fieldOf(ctx: ServiceContext, parent: TdEvent): Player[] {
  const seen = new Map<number, Player>();
  for (const id of [parent.id, ...sectionsOf(ctx, parent.id).map((s) => s.eventId)]) {
    for (const r of ctx.events.registrations(id)) if (!seen.has(r.playerId)) seen.set(r.playerId, asPlayer(r));
  }
  return [...seen.values()].sort(byRating);
}

/**
 * The split's moves: the top group to `top`, the others to `rest`; with rating bands, each player to the
 * first of `bands` whose floor they reach, else the last. Players already in place do not move.
 */
export function splitMoves(ctx: ServiceContext, parent: TdEvent, rule: SplitRule, top: number, rest: number, bands: number[] = []): SectionMove[] {
  const at = placements(ctx, parent.id);
  return fieldOf(ctx, parent).flatMap((p, i) => {
    const rating = p.rating ?? -1;
    const to = rule.by === 'bands' ? bands[rule.mins.findIndex((min) => rating >= min)] ?? bands.at(-1)!
      : (rule.by === 'top' ? i < rule.count : rating >= rule.min) ? top : rest;
    const from = at.get(p.playerId) ?? null;
    return from === to ? [] : [{ ...p, from, to }];
  });
}

/** A split by rating bands over the event's first `mins.length + 1` sections, in their order (issue 44: three-way splits). */
function splitBands(ctx: ServiceContext, parent: TdEvent, rule: Extract<SplitRule, { by: 'bands' }>, sections: Array<{ eventId: number }>, preview: boolean, reason: string) {
  const needed = rule.mins.length + 1;
  if (sections.length < needed) throw refuse('conflict', 'sections.splitBands', { event: parent.name, needed, count: sections.length }, { issues: [{ field: 'rule', message: `needs ${needed} sections` }] });
  const bands = sections.slice(0, needed).map((s) => s.eventId);
  return split(ctx, parent, rule, { top: bands[0]!, rest: bands.at(-1)!, bands }, preview, reason);
}

const UNDOABLE = new Set(['move section', 'split sections']);

export const sectionHandlers: Handlers<'sections.create' | 'sections.list' | 'sections.move' | 'sections.split' | 'sections.undo' | 'sections.checkIn'> = {
  'sections.create': (input, ctx) => addSection(ctx, input),
  'sections.list': ({ eventId }, ctx) => sectionsOverview(ctx, eventId),
  'sections.move': ({ eventId, playerId, to, reason }, ctx) => {
    const parent = parentEvent(ctx, eventId);
    const player = must(ctx.players.get(playerId), 'player', playerId);
    const target = sectionIn(ctx, parent, to);
    const from = placements(ctx, parent.id).get(playerId) ?? null;
    if (from === to) throw refuse('conflict', 'sections.alreadyIn', { name: player.name, section: target.name }, { issues: [{ field: 'to', message: 'already there' }] });
    const move: SectionMove = { playerId, name: player.name, rating: ctx.events.registration(parent.id, playerId)?.rating ?? player.rating, from, to };
    applyMoves(ctx, parent, [move]);
    const auditId = ctx.tournament.log.audit(parent.id, 'move section', reason, { moves: [move] });
    return { move, auditId };
  },
  'sections.split': ({ eventId, rule, top, rest, preview, reason }, ctx) => {
    const parent = parentEvent(ctx, eventId);
    const sections = sectionsOf(ctx, parent.id);
    if (rule.by === 'bands') return splitBands(ctx, parent, rule, sections, preview, reason);
    const topId = top ?? sections[0]?.eventId;
    const restId = rest ?? sections.find((s) => s.eventId !== topId)?.eventId;
    if (topId === undefined || restId === undefined) throw refuse('conflict', 'sections.splitTwo', { event: parent.name, count: sections.length });
    sectionIn(ctx, parent, topId);
    sectionIn(ctx, parent, restId);
    if (topId === restId) throw refuse('invalid', 'sections.splitSame', {}, { issues: [{ field: 'rest', message: 'the same section as top' }] });
    return split(ctx, parent, rule, { top: topId, rest: restId }, preview, reason);
  },
  'sections.undo': ({ eventId, auditId }, ctx) => {
    const parent = parentEvent(ctx, eventId);
    const log = ctx.tournament.log;
    const row = log.auditEntry(parent.id, auditId);
    if (!row || !UNDOABLE.has(row.action)) throw refuse('not_found', 'sections.noMove', { event: parent.name, auditId }, { issues: [{ field: 'auditId', message: 'not a move or a split' }] });
    if (log.auditList(parent.id).some((a) => a.action === 'undo section change' && (a.detail as { undoes?: number }).undoes === auditId)) {
      throw refuse('conflict', 'sections.undoneAlready', { event: parent.name, auditId });
    }
    // Back the way they came, last first; a player since moved elsewhere is left where they are now.
    const at = placements(ctx, parent.id);
    const back = (row.detail as { moves: SectionMove[] }).moves.slice().reverse()
      .filter((m) => at.get(m.playerId) === m.to)
      .map((m) => ({ ...m, from: m.to, to: m.from }));
    applyMoves(ctx, parent, back);
    log.audit(parent.id, 'undo section change', '', { undoes: auditId, moves: back });
    return { moves: back.map((m) => ({ ...m, from: m.from, to: m.to ?? m.from })) };
  },
  'sections.checkIn': ({ eventId, absent, reason }, ctx) => {
    const parent = parentEvent(ctx, eventId);
    const at = placements(ctx, parent.id);
    for (const a of absent) {
      if (!at.has(a.playerId)) {
        const player = must(ctx.players.get(a.playerId), 'player', a.playerId);
        throw refuse('conflict', 'sections.unplaced', { name: player.name, event: parent.name }, { issues: [{ field: 'absent', message: 'in no section' }] });
      }
    }
    const done = [];
    for (const s of sectionsOf(ctx, parent.id)) {
      const view = sectionView(ctx, s);
      if (view.nextRound === null || view.players.length === 0) continue;
      const mine = absent.filter((a) => at.get(a.playerId) === s.eventId).map((a) => ({ entry: String(a.playerId), action: a.action }));
      checkInRound(ctx, { eventId: s.eventId, round: view.nextRound, absent: mine, reason });
      done.push({ eventId: s.eventId, name: s.name, round: view.nextRound, present: view.players.length - mine.length, absent: mine.length });
    }
    ctx.tournament.log.audit(parent.id, 'sections check-in', reason, { sections: done });
    ctx.notify({ topic: 'registrations', eventId: parent.id });
    return done;
  },
};
