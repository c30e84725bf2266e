/**
 * Entries and the day's changes: the entry list, Onino doubles pairs with their seating, late
 * entries, withdrawals (refused when they would orphan a pairing) and requested byes. Settings and
 * the one-call creation of an event with its tournament settings live here too.
 */
import { randomInt } from 'node:crypto';
import type { EntryView, SettingsPatch } from '../../shared/api/methods/tournament';
import { BUCHHOLZ_FAMILY, addLateEntry, isActiveIn, isRoundRobin, reinstateEntry, roundsInEvent, withdrawEntry, type FormatKind, type TournamentSettings, lastRound } from '../../shared/tournament';
import type { Handlers, ServiceContext } from './context';
import { must } from './context';
import { addEvent, type NewEvent } from './events';
import { checkChanges } from './eventAdmin';
import { entryRow, entryView, isDoubles, loadEvent, saveEvent, settingsOf, unwrap, writable, type Loaded } from './tournamentState';
import { refuse } from '../../shared/i18n/refusals';


function mergeSettings(current: TournamentSettings, patch: SettingsPatch): TournamentSettings {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<TournamentSettings>;
  return { ...current, ...defined, scoring: { ...current.scoring, ...patch.scoring } };
}

/** C.07 2026 art. 8: the Buchholz family ranks Swiss events only; a round robin's order may not hold it. */
function checkOrder(settings: TournamentSettings, format: FormatKind): void {
  if (settings.tieBreakEdition !== '2026' || !isRoundRobin(format)) return;
  const buchholz = (settings.tieBreaks ?? []).filter((c) => BUCHHOLZ_FAMILY.has(c));
  if (buchholz.length === 0) return;
  throw refuse('invalid', 'tournament.buchholzRoundRobin', { criteria: buchholz.join(', ') }, { issues: [{ field: 'tieBreaks', message: 'no Buchholz family in a round robin (C.07 2026 art. 8)' }] });
}

function saveSettings(ctx: ServiceContext, eventId: number, patch: SettingsPatch): TournamentSettings {
  const next = mergeSettings(settingsOf(ctx, eventId), patch);
  // Checked when the order or the edition changes (a copied event keeps what it had until then).
  if (patch.tieBreaks !== undefined || patch.tieBreakEdition !== undefined) checkOrder(next, must(ctx.events.get(eventId), 'event', eventId).format);
  ctx.tournament.store.saveSettings(eventId, next);
  return next;
}

function registerIfNeeded(ctx: ServiceContext, eventId: number, playerId: number): void {
  must(ctx.players.get(playerId), 'player', playerId);
  if (!ctx.events.registration(eventId, playerId)) ctx.events.register(eventId, playerId);
}

/** An event and its tournament settings in one call (tournaments.create, a TRF import). */
export function createTournament(ctx: ServiceContext, { settings = {}, ...fields }: NewEvent & { settings?: SettingsPatch }): ReturnType<typeof addEvent> & { settings: TournamentSettings } {
  const event = addEvent(ctx, fields);
  // The lot (the Japanese order's last tie-break) is drawn once, here, from a seed recorded with the
  // event and in the audit: the same seed gives the same draw, so the lot can be checked and never redrawn silently.
  const lotSeed = settings.lotSeed ?? randomInt(2 ** 32);
  const saved = saveSettings(ctx, event.id, { ...settings, lotSeed });
  // Audited as a draw where the order uses it; an order that takes the lot later shows the seed in its settings audit.
  if (saved.tieBreaks?.includes('lot')) ctx.tournament.log.audit(event.id, 'draw lot', '', { seed: lotSeed });
  return { ...event, settings: saved };
}

/** Changes an event's settings while it allows it, audited (eventSettings.update, a TRF import's forbidden pairs). */
export function updateSettings(ctx: ServiceContext, eventId: number, patch: SettingsPatch): TournamentSettings {
  const loaded = loadEvent(ctx, eventId);
  writable(loaded);
  checkChanges(ctx, eventId, loaded.settings, patch);
  const next = saveSettings(ctx, eventId, patch);
  ctx.tournament.log.audit(eventId, 'settings', '', { before: loaded.settings, after: next });
  ctx.notify({ topic: 'events', id: eventId });
  return next;
}

/** The entries in pairing-number order (entries.list, exports). */
export function listEntries(ctx: ServiceContext, eventId: number): EntryView[] {
  const loaded = loadEvent(ctx, eventId, { pairings: false });
  const order = new Map(loaded.event.entries.map((e) => [e.id, e.pairingNumber]));
  return [...loaded.rows].sort((x, y) => (order.get(x.id) ?? Infinity) - (order.get(y.id) ?? Infinity) || x.name.localeCompare(y.name))
    .map((r) => entryView(loaded, r));
}

/**
 * Refuses a round past the event's last (a bye in round 50 of a 5-round Swiss, a withdrawal from round 99 of a
 * 3-round round robin), naming the round and the event's number of rounds; `field` is the request's.
 */
function withinEvent(loaded: Loaded, round: number, field: string): void {
  const count = roundsInEvent(loaded.event, loaded.settings, loaded.info.roundsPlanned);
  if (count === null || round <= count) return;
  throw refuse('invalid', 'entries.pastLastRound', { event: loaded.info.name, count, round }, { issues: [{ field, message: `past the event's last round (${count})` }] });
}

/** Withdraws an entry from a round on (from the next one unless `fromRound`): entries.withdraw, check-in. */
export function withdraw(ctx: ServiceContext, { eventId, entry, fromRound, reason = '', forfeitPaired = false }: { eventId: number; entry: string; fromRound?: number; reason?: string; forfeitPaired?: boolean }): EntryView {
  const loaded = loadEvent(ctx, eventId);
  writable(loaded);
  const row = entryRow(loaded, entry);
  const from = fromRound ?? lastRound(loaded.event.rounds) + 1;
  if (fromRound !== undefined) withinEvent(loaded, fromRound, 'fromRound');
  const next = unwrap(withdrawEntry(loaded.event, entry, from, { forfeitPaired }));
  saveEvent(ctx, loaded, next);
  ctx.tournament.log.audit(eventId, 'withdraw', reason, { entry, fromRound: from, forfeitPaired });
  ctx.notify({ topic: 'registrations', eventId });
  ctx.notify({ topic: 'rounds', eventId });
  return entryView({ ...loaded, event: next }, row);
}

/** A requested bye for a round (`none` cancels one): entries.requestBye, check-in, self check-in. */
export function requestBye(ctx: ServiceContext, { eventId, entry, round, kind, reason = '' }: { eventId: number; entry: string; round: number; kind: 'half' | 'zero' | 'none'; reason?: string }): EntryView {
  const loaded = loadEvent(ctx, eventId);
  writable(loaded);
  const row = entryRow(loaded, entry);
  const e = loaded.event.entries.find((x) => x.id === entry);
  if (loaded.info.format === 'knockout') throw refuse('rule', 'entries.knockoutBye', {}, { rule: 'event' });
  withinEvent(loaded, round, 'round');
  const paired = loaded.event.rounds.find((r) => r.number === round);
  if (paired?.pairings.some((p) => p.kind === 'match' && p.games.some((g) => g.result !== null))) {
    throw refuse('conflict', 'entries.byeTooLate', { round });
  }
  if (!e || !isActiveIn(e, round)) throw refuse('rule', 'entries.notPlaying', { name: row.name, round }, { rule: 'event' });
  if (kind === 'none') ctx.tournament.store.cancelBye(eventId, round, entry);
  else ctx.tournament.store.requestBye(eventId, round, entry, kind);
  ctx.tournament.log.audit(eventId, 'bye request', reason, { entry, round, kind });
  ctx.notify({ topic: 'registrations', eventId });
  const after = loadEvent(ctx, eventId);
  return entryView(after, row);
}

export const entryHandlers: Handlers<
  'tournaments.create' | 'eventSettings.get' | 'eventSettings.update' | 'entries.list' | 'entries.addPair' | 'entries.lateEntry' | 'entries.withdraw' | 'entries.reinstate' | 'entries.requestBye'
> = {
  'tournaments.create': (input, ctx) => createTournament(ctx, input),
  'eventSettings.get': ({ eventId }, ctx) => {
    must(ctx.events.get(eventId), 'event', eventId);
    return settingsOf(ctx, eventId);
  },
  'eventSettings.update': ({ eventId, ...patch }, ctx) => updateSettings(ctx, eventId, patch),
  'entries.list': ({ eventId }, ctx) => listEntries(ctx, eventId),
  'entries.addPair': ({ eventId, members, name }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    if (!isDoubles(loaded.info)) throw refuse('conflict', 'entries.pairsDoubles');
    if (members[0] === members[1]) throw refuse('invalid', 'entries.pairTwice', {}, { issues: [{ field: 'members', message: 'the same player twice' }] });
    if (loaded.event.rounds.length > 0 && loaded.info.format !== 'swiss') throw refuse('conflict', 'entries.fixedNoPairs', { format: loaded.info.format });
    const seated = new Set(loaded.rows.flatMap((r) => (r.members ?? []).map((m) => m.playerId)));
    for (const p of members) {
      const player = must(ctx.players.get(p), 'player', p);
      if (seated.has(p)) throw refuse('conflict', 'entries.inAPair', { name: player.name }, { issues: [{ field: 'members', message: 'already in a pair' }] });
      registerIfNeeded(ctx, eventId, p);
    }
    const names = members.map((p) => ctx.players.get(p)!.name);
    const id = ctx.tournament.store.insertTeam(eventId, name ?? names.join(' / '), members);
    ctx.tournament.log.audit(eventId, 'enter pair', '', { team: id, members });
    ctx.notify({ topic: 'registrations', eventId });
    const after = loadEvent(ctx, eventId);
    return entryView(after, entryRow(after, `t${id}`));
  },
  'entries.lateEntry': ({ eventId, playerId, name, fromRound, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    if (isDoubles(loaded.info)) throw refuse('conflict', 'entries.doublesPairs');
    const started = loaded.event.rounds.length > 0;
    if (started && loaded.info.format !== 'swiss') {
      throw refuse('rule', 'entries.fixedNoLate', { format: loaded.info.format }, { rule: 'event' });
    }
    const twin = name !== undefined ? ctx.players.sameAs(name, '')[0] : undefined;
    if (twin) {
      throw refuse('conflict', 'entries.twin', { name: twin.name, id: twin.id }, {
        issues: [{ field: 'name', message: `already in the list as player #${twin.id}` }],
      });
    }
    const player = playerId !== undefined ? must(ctx.players.get(playerId), 'player', playerId) : ctx.players.insert({ name: name!, club: '', rating: null, contact: '', notes: '' });
    if (ctx.events.registration(eventId, player.id)) throw refuse('conflict', 'entries.registered', { name: player.name, event: loaded.info.name });
    const next = started
      ? unwrap(addLateEntry(loaded.event, { id: String(player.id), name: player.name, rating: player.rating }, fromRound ?? lastRound(loaded.event.rounds) + 1))
      : null;
    ctx.events.register(eventId, player.id);
    if (next) saveEvent(ctx, loaded, next);
    ctx.tournament.log.audit(eventId, 'late entry', reason, { playerId: player.id, fromRound: next ? next.entries.at(-1)!.joinedRound : 1 });
    ctx.notify({ topic: 'registrations', eventId });
    const after = loadEvent(ctx, eventId);
    return entryView(after, entryRow(after, String(player.id)));
  },
  'entries.withdraw': (input, ctx) => withdraw(ctx, input),
  'entries.reinstate': ({ eventId, entry, reason }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const row = entryRow(loaded, entry);
    const before = entryView(loaded, row);
    if (before.status === 'barred') throw refuse('rule', 'entries.barred', { name: row.name }, { rule: 'R-ONI-14' });
    const next = unwrap(reinstateEntry(loaded.event, entry));
    saveEvent(ctx, loaded, next);
    ctx.tournament.log.audit(eventId, 'reinstate', reason, { entry, name: row.name, withdrawnRound: before.withdrawnRound, pairedFrom: lastRound(loaded.event.rounds) + 1 });
    ctx.notify({ topic: 'registrations', eventId });
    ctx.notify({ topic: 'rounds', eventId });
    return entryView({ ...loaded, event: next }, { ...row, withdrawnRound: null });
  },
  'entries.requestBye': (input, ctx) => requestBye(ctx, input),
};
