/**
 * Pairing round n of an event of any format, as a pure function of the event:
 * - Swiss: the FIDE Dutch engine (`pairDutch`) on each entry's history; requested byes and absent
 *   entries are left out; the pairing-allocated bye comes from the engine;
 * - round robin, double round robin, league: the Berger schedule's round n; a scheduled match with
 *   an entry that is withdrawn or asked for a bye gives the opponent a forfeit bye (scored
 *   `forfeitWin`) and the requester the bye it asked for;
 * - knockout: the seeded bracket, then the winners of the previous round.
 * The caller checks the round with `applyRound` (changes.ts) before storing it.
 */
import { ok, refuse, type Outcome } from '../games/types';
import { descriptorOf } from '../games/registry';
import { bakuVirtualPoints } from './acceleration';
import { knockoutFirstRound, knockoutNextRound } from './formats/knockout';
import { leagueSeason } from './formats/league';
import { roundRobinRounds } from './formats/roundRobin';
import { matchOutcome, newMatchGames } from './match';
import { byePoints, isActiveIn, scoringOf, type ByeKind, type EntryId, type Pairing, type Round, type TournamentEvent } from './model';
import { pairDutch, type BracketExplanation, type DutchEdition, type DutchPlayer, type RoundEntry } from './pairing';
import { scheduleEntries, withAlternates } from './sanctions';
import { rankingOrder, type TournamentSettings } from './settings';
import { computeStandings } from './standings';
import { refuseText } from './refuseText';
import { pappRound, type PappRoundInfo } from './papp';
import { hashSeed } from '../random';

export interface PairRoundOptions {
  settings: TournamentSettings;
  /** Swiss: the rounds declared for the event (C.04.1.a). */
  totalRounds: number | null;
  /** Byes asked for in this round. */
  requestedByes: ReadonlyMap<EntryId, 'half' | 'zero'>;
  /** Pairs that must not meet: the Swiss treats each exactly as a rematch (C1, absolute). */
  forbidden?: ReadonlyArray<readonly [EntryId, EntryId]>;
  /** Swiss by PAPP: the seed of the round's random choices (the same seed pairs the same). */
  seed?: number;
  /** Swiss by the Dutch system: also say why (per bracket, the criterion behind each float and the bye; 2026 edition only). */
  explain?: boolean;
}

export interface PairedRound {
  round: Round;
  /** League: the match night (1-based) the round is played on. */
  night: number | null;
  /** Swiss with acceleration: the virtual points each entry was paired with (never in the standings). */
  virtualPoints?: Record<EntryId, number>;
  /** Swiss by PAPP: the seed used and each pair's penalty terms (pairing numbers), for the preview and the audit. */
  papp?: PappRoundInfo;
  /**
   * Swiss by the Dutch system, when asked (`explain`): why this pairing, per bracket (pairing numbers).
   * The 2017 edition explains nothing: `brackets` is empty there.
   */
  explanation?: { edition: DutchEdition; brackets: BracketExplanation[] };
}

/** The rounds of one cycle of a Berger table for `n` entries (an odd count adds a bye). */
const bergerRounds = (n: number): number => (n % 2 === 0 ? n - 1 : n);

/**
 * How many rounds the event has, as `pairRound` counts them: a Swiss its rounds planned, a round robin its
 * Berger table (a league its season) over the entries now; null when nothing fixes it (a Swiss without rounds
 * planned, a knockout, an arena, a schedule of fewer than two entries). What a requested bye or a withdrawal
 * may name (services/tournamentEntries.ts).
 */
export function roundsInEvent(event: TournamentEvent, settings: TournamentSettings, roundsPlanned: number | null): number | null {
  const n = scheduleEntries(event).length;
  const table = bergerRounds(n);
  switch (event.format) {
    case 'swiss':
      return roundsPlanned;
    case 'round-robin':
    case 'double-round-robin':
      return n < 2 ? null : table * (event.format === 'double-round-robin' ? 2 : 1);
    case 'league':
      return n < 2 ? null : table * settings.cycles;
    default:
      return null;
  }
}

export function pairRound(event: TournamentEvent, number: number, opts: PairRoundOptions): Outcome<PairedRound> {
  const prior: TournamentEvent = { ...event, rounds: event.rounds.filter((r) => r.number < number) };
  const { settings } = opts;
  switch (event.format) {
    case 'swiss':
      return swissRound(prior, number, opts);
    case 'round-robin':
    case 'double-round-robin': {
      const rr = roundRobinRounds(scheduleEntries(event), { game: event.game, cycles: event.format === 'double-round-robin' ? 2 : 1, gamesPerMatch: settings.gamesPerMatch });
      if (!rr.ok) return rr;
      const r = rr.value[number - 1];
      if (!r) return refuseText('event', `the ${event.format} has ${rr.value.length} rounds; there is no round ${number}`, 'tournament.noRoundFormat', { format: { key: `tournament.format.${event.format}` }, count: rr.value.length, round: number });
      return ok({ round: scheduled(event, withAlternates(event, r), opts.requestedByes), night: null });
    }
    case 'league': {
      const n = scheduleEntries(event).length;
      const total = bergerRounds(n) * settings.cycles;
      const season = leagueSeason(scheduleEntries(event), {
        game: event.game, nights: settings.nights ?? total, cycles: settings.cycles, balance: settings.balance, gamesPerMatch: settings.gamesPerMatch,
      });
      if (!season.ok) return season;
      const r = season.value.rounds[number - 1];
      if (!r) return refuseText('event', `the league season has ${season.value.rounds.length} rounds; there is no round ${number}`, 'tournament.noRoundSeason', { count: season.value.rounds.length, round: number });
      const night = season.value.nights.findIndex((n) => n.includes(number)) + 1;
      return ok({ round: scheduled(event, withAlternates(event, r), opts.requestedByes), night });
    }
    case 'knockout': {
      if (opts.requestedByes.size > 0) return refuseText('event', 'a knockout has no requested byes: withdraw the entry or record a forfeit', 'tournament.knockoutByes');
      if (number === 1) {
        const first = knockoutFirstRound(event.entries.filter((e) => isActiveIn(e, 1)), event.game, settings.gamesPerMatch);
        return first.ok ? ok({ round: scheduled(event, first.value, opts.requestedByes), night: null }) : first;
      }
      if (prior.rounds.length !== number - 1) return refuseText('event', `round ${number - 1} is not paired yet`, 'tournament.previousNotPaired', { round: number - 1 });
      const next = knockoutNextRound(prior, settings.playoff);
      return next.ok ? ok({ round: scheduled(event, next.value, opts.requestedByes), night: null }) : next;
    }
    case 'arena':
      // An arena pairs as its tables finish (services/arena.ts), never a whole round at a time.
      return refuseText('event', 'an arena is paired as its tables finish (arena.pair), not round by round', 'tournament.arenaRounds');
  }
}

/**
 * A scheduled round as it can be played: a match whose entry is withdrawn (or asked for a bye)
 * becomes a forfeit bye for the opponent (and the requested bye for the requester); boards are
 * numbered again from 1.
 */
export function scheduled(event: TournamentEvent, round: Round, requested: ReadonlyMap<EntryId, 'half' | 'zero'>): Round {
  const entries = new Map(event.entries.map((e) => [e.id, e]));
  const active = (id: EntryId) => {
    const e = entries.get(id);
    return !!e && isActiveIn(e, round.number);
  };
  const plays = (id: EntryId) => active(id) && !requested.has(id);
  /** What an entry that does not play gets in place of its pairing: the bye it asked for, or nothing. */
  const absent = (id: EntryId): Pairing[] => {
    const kind = requested.get(id);
    return kind && active(id) ? [{ kind: 'bye', entry: id, bye: kind }] : [];
  };
  let board = 0;
  // The order is kept: a knockout's next round pairs neighbouring pairings.
  const pairings = round.pairings.flatMap((p): Pairing[] => {
    if (p.kind === 'bye') return plays(p.entry) ? [p] : absent(p.entry);
    const [pa, pb] = [plays(p.a), plays(p.b)];
    if (pa && pb) return [{ ...p, board: ++board }];
    return [p.a, p.b].flatMap((id, i): Pairing[] => ([pa, pb][i] ? [{ kind: 'bye', entry: id, bye: 'forfeit' }] : absent(id)));
  });
  return { number: round.number, pairings };
}

/** One entry's past rounds as the Dutch engine reads them (colour: who moved first in game 1). */
export function dutchHistory(event: TournamentEvent, before: number): Map<EntryId, RoundEntry[]> {
  const scoring = scoringOf(event);
  const pn = new Map(event.entries.map((e) => [e.id, e.pairingNumber]));
  const history = new Map<EntryId, RoundEntry[]>(event.entries.map((e) => [e.id, []]));
  for (let n = 1; n < before; n++) {
    const round = event.rounds.find((r) => r.number === n);
    const seen = new Map<EntryId, RoundEntry>();
    for (const p of round?.pairings ?? []) {
      if (p.kind === 'bye') {
        const points = byePoints(scoring, p.bye);
        const kind = p.bye === 'pairing' ? 'pairingBye' : p.bye === 'forfeit' ? 'forfeitWin' : 'bye';
        seen.set(p.entry, { kind, opponent: null, colour: null, points });
        continue;
      }
      const o = matchOutcome(event.game, p, scoring);
      const firstA = (p.games[0]?.first ?? 'a') === 'a';
      for (const [id, other, slot] of [[p.a, p.b, 'a'], [p.b, p.a, 'b']] as const) {
        const points = o.points[slot];
        const colour = (slot === 'a') === firstA ? 'white' : 'black';
        const forfeited = o.status === 'forfeit';
        const kind = forfeited ? (p.forfeit === slot || p.forfeit === 'both' ? 'forfeitLoss' : 'forfeitWin') : 'played';
        seen.set(id, { kind, opponent: pn.get(other) ?? null, colour: forfeited ? null : colour, points });
      }
    }
    for (const [id, list] of history) list.push(seen.get(id) ?? { kind: 'bye', opponent: null, colour: null, points: 0 });
  }
  return history;
}

/**
 * What a Swiss pairs by, per entry: the event's primary ranking score (match points; an Onino
 * event ranked by total points pairs by total points, so score groups and standings agree), plus
 * the accelerated method's virtual points.
 */
export function swissPairingScores(event: TournamentEvent, number: number, opts: PairRoundOptions): Outcome<{ score: Map<EntryId, number>; virtual: Map<EntryId, number> }> {
  const prior: TournamentEvent = { ...event, rounds: event.rounds.filter((r) => r.number < number) };
  const primary = rankingOrder(event.game, opts.settings)[0];
  const key = descriptorOf(event.game).match.rankingChoice && primary === 'gameScore' ? 'gameScore' : 'matchPoints';
  const standings = computeStandings(prior, { throughRound: number - 1 });
  const score = new Map(standings.rows.map((r) => [r.entry, r.values[key]]));
  let virtual = new Map<EntryId, number>();
  if (opts.settings.acceleration === 'baku') {
    if (opts.totalRounds === null) return refuseText('event', 'accelerated pairing needs the number of rounds: set the rounds planned for the event', 'tournament.acceleratedRounds');
    virtual = bakuVirtualPoints(event, number, opts.totalRounds, scoringOf(event).win);
  }
  for (const [id, vp] of virtual) score.set(id, (score.get(id) ?? 0) + vp);
  return ok({ score, virtual });
}

function swissRound(event: TournamentEvent, number: number, opts: PairRoundOptions): Outcome<PairedRound> {
  if (opts.totalRounds !== null && number > opts.totalRounds) return refuseText('event', `the event has ${opts.totalRounds} rounds; there is no round ${number}`, 'tournament.noRound', { count: opts.totalRounds, round: number });
  const scoring = scoringOf(event);
  const history = dutchHistory(event, number);
  const scores = swissPairingScores(event, number, opts);
  if (!scores.ok) return scores;
  const players: DutchPlayer[] = event.entries.map((e) => ({
    id: e.pairingNumber,
    history: history.get(e.id) ?? [],
    score: scores.value.score.get(e.id) ?? 0,
    available: isActiveIn(e, number) && !opts.requestedByes.has(e.id),
  }));

  keepApart(players, event, opts.forbidden ?? []);
  const papp = opts.settings.swissSystem === 'papp'
    ? pappRound({
      round: number, players, countries: new Map(event.entries.map((e) => [e.pairingNumber, e.country ?? ''])), countrylessApart: true,
      seed: opts.seed ?? hashSeed(`${event.name} ${number}`), table: opts.settings.pappTable, pointsForWin: scoring.win, totalRounds: opts.totalRounds,
    })
    : null;
  const result = papp ? { ok: true as const, ...papp } : pairDutch({
    round: number, totalRounds: Math.max(opts.totalRounds ?? number, number), players,
    initialColour: opts.settings.initialColour, pointsForWin: scoring.win, edition: opts.settings.dutchEdition,
    explain: opts.explain === true && opts.settings.dutchEdition === '2026',
  });
  if (!result.ok) {
    return result.error.code === 'no-legal-pairing'
      ? refuseText('swiss', result.error.message, 'tournament.noLegalPairing', { count: players.filter((p) => p.available).length })
      : refuse('swiss', result.error.message);
  }
  const byNumber = new Map(event.entries.map((e) => [e.pairingNumber, e]));
  const score = (pn: number) => scores.value.score.get(byNumber.get(pn)!.id) ?? 0;
  const pairs = [...result.pairs].sort((x, y) =>
    Math.max(score(y.white), score(y.black)) - Math.max(score(x.white), score(x.black))
    || (score(y.white) + score(y.black)) - (score(x.white) + score(x.black))
    || Math.min(x.white, x.black) - Math.min(y.white, y.black));
  const gamesPerMatch = opts.settings.gamesPerMatch;
  const pairings: Pairing[] = pairs.map((p, i) => ({
    kind: 'match', board: i + 1, a: byNumber.get(p.white)!.id, b: byNumber.get(p.black)!.id, games: newMatchGames(event.game, gamesPerMatch, 'a'),
  }));
  if (result.bye !== null) pairings.push({ kind: 'bye', entry: byNumber.get(result.bye)!.id, bye: 'pairing' });
  for (const [id, kind] of opts.requestedByes) {
    const e = event.entries.find((x) => x.id === id);
    if (e && isActiveIn(e, number)) pairings.push({ kind: 'bye', entry: id, bye: kind as ByeKind });
  }
  const virtualPoints = scores.value.virtual.size > 0 ? Object.fromEntries(scores.value.virtual) : undefined;
  const explanation = opts.explain && !papp ? { explanation: { edition: opts.settings.dutchEdition, brackets: ('explanation' in result ? result.explanation : undefined) ?? [] } } : {};
  return ok({ round: { number, pairings }, night: null, ...(virtualPoints ? { virtualPoints } : {}), ...(papp ? { papp: papp.papp } : {}), ...explanation });
}

/** Forbidden pairings as the Dutch engine takes them: each side's `forbidden` pairing numbers (C1-like). */
function keepApart(players: DutchPlayer[], event: TournamentEvent, pairs: ReadonlyArray<readonly [EntryId, EntryId]>): void {
  const pn = new Map(event.entries.map((e) => [e.id, e.pairingNumber]));
  const byNumber = new Map(players.map((p) => [p.id, p]));
  for (const [a, b] of pairs) {
    const [x, y] = [byNumber.get(pn.get(a) ?? -1), byNumber.get(pn.get(b) ?? -1)];
    if (!x || !y) continue;
    (x.forbidden ??= []).push(y.id);
    (y.forbidden ??= []).push(x.id);
  }
}
