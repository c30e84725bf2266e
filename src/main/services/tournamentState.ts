/**
 * Loading an event from the database as the pure domain's `TournamentEvent`, saving back what a
 * domain transform changed, and presenting rounds. Every tournament handler follows the same
 * pattern: load, check, transform with src/shared/tournament, save the difference, audit, notify.
 */
import { ApiFailure } from '../../shared/api/errors';
import type { EntryBrief, EntryView, GameView, PairingView, RoundView } from '../../shared/api/methods/tournament';
import type { TdEvent } from '../../shared/api/schemas';
import type { RuleError } from '../../shared/games/types';
import { descriptorOf } from '../../shared/games/registry';
import {
  DEFAULT_SETTINGS, editionsInForce, sidesOf, byePoints, eventFields, firstMoveDue, matchOutcome, scoringOf,
  type Entry, type Match, type MatchGame, type Pairing, type Round, type TournamentEvent, type TournamentSettings, lastRound,
} from '../../shared/tournament';
import type { EntryRow, RoundMeta } from '../db/repos/tournament';
import { must, type ServiceContext } from './context';
import { refuse } from '../../shared/i18n/refusals';

export interface Loaded {
  info: TdEvent;
  settings: TournamentSettings;
  /** Stored entries (registered players or, in a doubles event, pairs). */
  rows: EntryRow[];
  event: TournamentEvent;
  meta: Map<number, RoundMeta>;
  byes: Array<{ round: number; entry: string; kind: 'half' | 'zero' }>;
  /** The rounds each entry appears in (a match or a bye): such an entry is withdrawn, never removed. */
  pairedIn: Map<string, number[]>;
}

/** Onino doubles: the entries are pairs, not players (R-ONI-2). */
export const isDoubles = (info: TdEvent): boolean => descriptorOf(info.game).match.doubles?.(info.options) ?? false;

/**
 * A new event's rule editions: those in force on its start date, else on the day it is created (editions.ts).
 * Stored explicitly, so a later release with newer editions never changes them.
 */
export function pinEditions(ctx: ServiceContext, event: Pick<TdEvent, 'id' | 'startDate'>): void {
  const stored = ctx.tournament.store.settings(event.id) as Record<string, unknown>;
  ctx.tournament.store.saveSettings(event.id, { ...stored, ...editionsInForce(event.startDate ?? new Date().toISOString()) });
}

export function settingsOf(ctx: ServiceContext, eventId: number): TournamentSettings {
  const stored = ctx.tournament.store.settings(eventId) as Partial<TournamentSettings>;
  return { ...DEFAULT_SETTINGS, ...stored, scoring: { ...DEFAULT_SETTINGS.scoring, ...stored.scoring } };
}

/** A domain outcome's value, or its refusal thrown as an API failure (code `rule` unless given, the rule named). */
export function unwrap<T>(o: { ok: true; value: T } | { ok: false; error: RuleError }, code: 'rule' | 'conflict' | 'invalid' = 'rule'): T {
  if (!o.ok) throw refuse(code, o.error);
  return o.value;
}

/** Ratings used for seeding: the rating in the event's game (listed or Elo), else the general one: `ratingIn` for the whole field in one read. */
function seedRatings(ctx: ServiceContext, info: TdEvent, rows: EntryRow[]): Map<string, number | null> {
  const elo = new Map(ctx.tournament.ratings.list(info.game).map((r) => [r.playerId, Math.round(r.rating)]));
  const of = (playerId: number, fallback: number | null) => elo.get(playerId) ?? fallback;
  const seeds = new Map<string, number | null>();
  // Indexed: a cold server runs this unoptimised over every entry, where each step of an iterator is an allocation.
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.members) {
      const ratings = r.members.map((m) => of(m.playerId, ctx.players.get(m.playerId)?.rating ?? null)).filter((x): x is number => x !== null);
      seeds.set(r.id, ratings.length === r.members.length && ratings.length > 0 ? Math.round(ratings.reduce((s, x) => s + x, 0) / ratings.length) : null);
    } else seeds.set(r.id, of(r.playerId!, r.rating));
  }
  return seeds;
}

/**
 * `entries` sorted by pairing number. Each is put at its number, in one pass: a sort of a 10,000-entry event read
 * in registration order called its comparator about 130,000 times, unoptimised on a cold server. Numbers that
 * repeat, or leave most places empty, are sorted instead.
 */
function inPairingOrder(entries: Entry[]): Entry[] {
  // Allocated at its full length: filled out of order from empty, V8 would keep it as a dictionary.
  const byNumber = new Array<Entry | undefined>(2 * entries.length + 16);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]!;
    if (e.pairingNumber >= byNumber.length || byNumber[e.pairingNumber] !== undefined) return entries.sort((x, y) => x.pairingNumber - y.pairingNumber);
    byNumber[e.pairingNumber] = e;
  }
  const sorted: Entry[] = [];
  for (let n = 0; n < byNumber.length; n++) if (byNumber[n] !== undefined) sorted.push(byNumber[n]!);
  return sorted;
}

/**
 * The event as the domain sees it. `{ pairings: false }` loads the entries only (`event.rounds` stays
 * empty; which rounds exist is still known, from the round rows): the entry list of a 10,000-player
 * event need not read every pairing and game.
 */
export function loadEvent(ctx: ServiceContext, eventId: number, { pairings = true } = {}): Loaded {
  const info = must(ctx.events.get(eventId), 'event', eventId);
  const settings = settingsOf(ctx, eventId);
  const store = ctx.tournament.store;
  const doubles = isDoubles(info);
  const roundRows = store.roundMeta(eventId);
  const rounds = pairings ? store.rounds(eventId) : [];
  const started = roundRows.length > 0;
  const lastPaired = lastRound(roundRows);
  // Not yet numbered: seeded after the numbered ones. Once a fixed schedule has started they stay out.
  const seedsFresh = !started || info.format === 'swiss';
  // The event's kind of entry, split into numbered and not, in one indexed pass: a cold server runs this over every
  // entry, and a chain of three filters, a reduce and a spread called a closure per entry and per step, and made an
  // array per step (0.6-5.8 ms of CPU in four paired series of the first standings of 10,000 entries, docs/architecture.md).
  const stored = store.entries(eventId);
  const rows: EntryRow[] = [];
  const numbered: EntryRow[] = [];
  const fresh: EntryRow[] = [];
  let next = 0;
  for (let i = 0; i < stored.length; i++) {
    const r = stored[i]!;
    if ((r.teamId !== null) !== doubles) continue;
    rows.push(r);
    if (r.pairingNumber === null) {
      if (seedsFresh) fresh.push(r);
    } else {
      numbered.push(r);
      if (r.pairingNumber > next) next = r.pairingNumber;
    }
  }
  const ratings = seedRatings(ctx, info, rows);
  const rating = (r: EntryRow) => ratings.get(r.id) ?? -1;
  fresh.sort(settings.seeding === 'rating'
    ? (x, y) => rating(y) - rating(x) || x.name.localeCompare(y.name) || x.registeredAt.localeCompare(y.registeredAt)
    : (x, y) => x.registeredAt.localeCompare(y.registeredAt) || x.id.localeCompare(y.id));
  const entries: Entry[] = inPairingOrder(numbered.concat(fresh).map((r) => {
    const e: Entry = { id: r.id, name: r.name, rating: ratings.get(r.id) ?? null, pairingNumber: r.pairingNumber ?? ++next };
    if (r.members && r.members.length === 2) e.members = [{ playerId: String(r.members[0]!.playerId), name: r.members[0]!.name }, { playerId: String(r.members[1]!.playerId), name: r.members[1]!.name }];
    const joined = r.joinedRound ?? (r.pairingNumber === null && started ? lastPaired + 1 : null);
    if (joined !== null && joined > 1) e.joinedRound = joined;
    if (r.withdrawnRound !== null) e.withdrawnFromRound = r.withdrawnRound;
    if (r.country) e.country = r.country;
    return e;
  }));

  const sanctions = ctx.tournament.log.sanctions(eventId)
    .filter((s) => (s.kind === 'default' || s.kind === 'forfeit') && s.entry !== null && !s.cancelled)
    .map((s) => {
      // A league alternate takes the forfeiter's place in the schedule (R-ONI-14, sanctions.record's detail).
      const alternate = (s.detail as { alternate?: number } | null)?.alternate;
      return { kind: s.kind as 'default' | 'forfeit', entry: s.entry!, round: s.round, reason: s.reason, ...(s.kind === 'forfeit' && alternate !== undefined ? { alternate: String(alternate) } : {}) };
    });
  const event: TournamentEvent = {
    name: info.name, game: info.game, ...eventFields(info.format, settings), entries, rounds, sanctions,
  };
  // Read on first use: only the entry list asks, and the standings of a 10,000-entry event need not.
  let pairedIn: Map<string, number[]> | undefined;
  return {
    info, settings, rows, event, meta: new Map(roundRows.map((m) => [m.number, m])), byes: store.byeRequests(eventId),
    get pairedIn() {
      return (pairedIn ??= store.allAppearances(eventId));
    },
  };
}

/** Refuses any change to a finalised event. */
export function writable(loaded: Loaded): void {
  if (loaded.info.status === 'finished') throw refuse('conflict', 'event.finalised', { name: loaded.info.name });
}

/**
 * Save what `next` changed against the loaded event: entries (pairing numbers once the event has
 * rounds, late entry and withdrawal rounds) and every round whose content differs.
 */
export function saveEvent(ctx: ServiceContext, loaded: Loaded, next: TournamentEvent, meta: Record<number, Partial<Omit<RoundMeta, 'number'>>> = {}): void {
  const eventId = loaded.info.id;
  const store = ctx.tournament.store;
  const rows = new Map(store.entries(eventId).map((r) => [r.id, r]));
  const numbersFixed = next.rounds.length > 0;
  for (const e of next.entries) {
    const row = rows.get(e.id);
    if (!row) throw new ApiFailure('internal', `entry ${e.id} is not registered in event ${eventId}`);
    const state = {
      pairingNumber: numbersFixed ? e.pairingNumber : row.pairingNumber,
      joinedRound: e.joinedRound ?? row.joinedRound,
      withdrawnRound: e.withdrawnFromRound ?? null,
    };
    if (state.pairingNumber !== row.pairingNumber || state.joinedRound !== row.joinedRound || state.withdrawnRound !== row.withdrawnRound) {
      store.setEntryState(eventId, row, state);
    }
  }
  const before = new Map(loaded.event.rounds.map((r) => [r.number, JSON.stringify(r)]));
  for (const r of next.rounds) {
    const m = { ...loaded.meta.get(r.number), ...meta[r.number] };
    if (before.get(r.number) === JSON.stringify(r) && meta[r.number] === undefined) continue;
    store.saveRound(eventId, r, { published: m.published ?? false, night: m.night ?? null });
  }
  for (const n of before.keys()) if (!next.rounds.some((r) => r.number === n)) store.deleteRound(eventId, n);
}

export function findRound(loaded: Loaded, number: number): Round {
  const r = loaded.event.rounds.find((x) => x.number === number);
  if (!r) throw refuse('not_found', 'rounds.notPaired', { round: number, name: loaded.info.name }, { issues: [{ field: 'round', message: 'not paired' }] });
  return r;
}

function brief(loaded: Loaded, id: string): EntryBrief {
  const e = entryOf(loaded.event, id);
  return { id, name: e?.name ?? id, pairingNumber: e?.pairingNumber ?? 0 };
}

function gameView(loaded: Loaded, g: MatchGame, i: number, m: Match, playoff: boolean): GameView {
  // A knockout play-off game is allocated: the due decision is that of the match's own games.
  const due = playoff ? { how: 'allocated' as const, by: null, recorded: true, why: 'a play-off game: allocated', reason: { key: 'playoff' as const, game: i } } : firstMoveDue(loaded.info.game, m, i);
  return {
    number: i + 1, first: g.first, firstSide: sidesOf(loaded.info.game)[0], decidedBy: g.decidedBy ?? null, due, result: g.result,
    flags: g.flags ?? {}, gameId: g.recordId === undefined ? null : Number(g.recordId),
  };
}

export function pairingView(loaded: Loaded, p: Pairing, event: TournamentEvent = loaded.event): PairingView {
  const scoring = scoringOf(event);
  if (p.kind === 'bye') return { kind: 'bye', entry: brief(loaded, p.entry), bye: p.bye, points: byePoints(scoring, p.bye) };
  const o = matchOutcome(event.game, p, scoring);
  return {
    kind: 'match', board: p.board, a: brief(loaded, p.a), b: brief(loaded, p.b),
    games: p.games.map((g, i) => gameView(loaded, g, i, p, false)), playoff: (p.playoff ?? []).map((g, i) => gameView(loaded, g, i, p, true)),
    forfeit: p.forfeit ?? null, settled: p.settled ?? null, status: o.status, winner: o.winner, points: o.points, totals: o.totals,
  };
}

export function roundView(loaded: Loaded, round: Round, event: TournamentEvent = loaded.event, meta?: Partial<RoundMeta>): RoundView {
  const m = { ...loaded.meta.get(round.number), ...meta };
  return {
    eventId: loaded.info.id, number: round.number, published: m.published ?? false, night: m.night ?? null,
    pairings: round.pairings.map((p) => pairingView(loaded, p, event)),
  };
}

/**
 * Per-entry lookups of a loaded event, built once per list and reused for every row: a view of each of
 * 10,000 entries must not scan the entries, byes and sanctions again for each one.
 */
const entryMaps = new WeakMap<readonly Entry[], Map<string, Entry>>();
const byeMaps = new WeakMap<Loaded['byes'], Map<string, Array<{ round: number; kind: 'half' | 'zero' }>>>();
const forfeiters = new WeakMap<object, Set<string>>();

function entryOf(event: TournamentEvent, id: string): Entry | undefined {
  let map = entryMaps.get(event.entries);
  if (!map) entryMaps.set(event.entries, (map = new Map(event.entries.map((e) => [e.id, e]))));
  return map.get(id);
}

function byesOf(loaded: Loaded, id: string): Array<{ round: number; kind: 'half' | 'zero' }> {
  let map = byeMaps.get(loaded.byes);
  if (!map) {
    map = new Map();
    for (const b of loaded.byes) map.set(b.entry, [...(map.get(b.entry) ?? []), { round: b.round, kind: b.kind }]);
    byeMaps.set(loaded.byes, map);
  }
  return map.get(id) ?? [];
}

function barred(event: TournamentEvent, id: string): boolean {
  if (!descriptorOf(event.game).match.forfeitStrikes) return false;
  const sanctions = event.sanctions ?? [];
  let set = forfeiters.get(sanctions);
  if (!set) forfeiters.set(sanctions, (set = new Set(sanctions.filter((s) => s.kind === 'forfeit').map((s) => s.entry))));
  return set.has(id);
}

export function entryView(loaded: Loaded, row: EntryRow): EntryView {
  const e = entryOf(loaded.event, row.id);
  // Withdrawn once the round it leaves from is the next to pair (as the standings say, compute.ts): a withdrawal
  // from a later round is announced, and the entry still plays until then.
  // From the round rows: known without the pairings.
  const next = lastRound([...loaded.meta.values()]) + 1;
  const status: EntryView['status'] = !e ? 'registered' : barred(loaded.event, row.id) ? 'barred' : (e.withdrawnFromRound ?? Infinity) <= next ? 'withdrawn' : 'active';
  return {
    id: row.id, playerId: row.playerId, teamId: row.teamId, name: row.name, rating: e?.rating ?? row.rating, country: row.country,
    pairingNumber: row.pairingNumber ?? null, joinedRound: e?.joinedRound ?? row.joinedRound, withdrawnRound: e?.withdrawnFromRound ?? row.withdrawnRound,
    status,
    members: row.members ? row.members.map((m, i) => ({ seat: i === 0 ? 'A1' as const : 'A2' as const, ...m })) : null,
    byes: byesOf(loaded, row.id),
    pairedIn: loaded.pairedIn.get(row.id) ?? [],
  };
}

/** The entry's stored row, or not_found. */
export function entryRow(loaded: Loaded, id: string): EntryRow {
  const row = loaded.rows.find((r) => r.id === id);
  if (!row) throw refuse('not_found', 'entries.none', { name: loaded.info.name, id }, { issues: [{ field: 'entry', message: 'not entered' }] });
  return row;
}

/** Move the event to `running` (first pairing) or `finished` (finalised). */
export function setStatus(ctx: ServiceContext, loaded: Loaded, status: TdEvent['status']): TdEvent {
  const { name, game, options, format, roundsPlanned, startDate, endDate, venue } = loaded.info;
  const event = ctx.events.update(loaded.info.id, { name, game, options: JSON.stringify(options), format, roundsPlanned, startDate, endDate, venue, status });
  ctx.notify({ topic: 'events', id: loaded.info.id });
  return event;
}
