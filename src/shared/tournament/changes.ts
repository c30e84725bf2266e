/**
 * The day's changes as pure checks and transforms: an event that can start, a round that may be
 * (re)paired, a set of pairings (players paired twice refused; rematches and first-move imbalance
 * warned), results only for matches, late entries and withdrawals. Errors refuse; warnings inform
 * the director, who may go ahead.
 */
import { ok, type Outcome, type RuleText } from '../games/types';
import { fieldErrorsText } from '../games/types';
import { refuseText } from './teams/refusal';
import { firstMoveRecords, imbalance, imbalanceText, noteFirstMove } from './colours';
import { isPending } from './match';
import { isActiveIn, updateGame, type Entry, type EntryId, type GameRef, type Match, type Pairing, type Round, type TournamentEvent } from './model';
import { validateResult, type ResultInput } from './results';

export interface Issue {
  rule: string;
  message: string;
  /** The message by catalogue key, for the API to say it in the caller's language. */
  text?: RuleText;
  /** The entries or board concerned, for the UI to highlight. */
  entries?: EntryId[];
  board?: number;
}

export interface PairingCheck {
  errors: Issue[];
  warnings: Issue[];
}

/** Entries taking part in round `round`. */
export function activeEntries(event: TournamentEvent, round: number): Entry[] {
  return event.entries.filter((e) => isActiveIn(e, round));
}

/** An event needs two entries or more, with distinct ids and pairing numbers. */
export function checkEvent(event: TournamentEvent): Outcome<TournamentEvent> {
  if (event.entries.length < 2) return refuseText('event', `an event needs at least two entries, it has ${event.entries.length}`, 'tournament.twoEntries', { count: event.entries.length });
  const ids = new Set<string>();
  const numbers = new Set<number>();
  for (const e of event.entries) {
    if (ids.has(e.id)) return refuseText('event', `entry id ${e.id} appears twice`, 'tournament.entryTwice', { id: e.id });
    if (numbers.has(e.pairingNumber)) return refuseText('event', `pairing number ${e.pairingNumber} is given twice`, 'tournament.numberTwice', { number: e.pairingNumber });
    ids.add(e.id);
    numbers.add(e.pairingNumber);
  }
  return ok(event);
}

/** Boards of a round whose matches still lack a result. */
export function missingResults(_event: TournamentEvent, round: Round): number[] {
  return round.pairings.filter((p): p is Match => p.kind === 'match' && isPending(p)).map((m) => m.board);
}

/**
 * The round standings are shown after by default: the last round with every result in (issue 16:
 * a table still playing must not rank players as if it were over). While round 1 is under way, there
 * is no complete round: round 1 itself, which the documents then title "during round 1".
 */
export function defaultStandingsRound(event: TournamentEvent): number {
  const sorted = [...event.rounds].sort((x, y) => x.number - y.number);
  let complete = 0;
  for (const r of sorted) {
    if (missingResults(event, r).length > 0) break;
    complete = r.number;
  }
  return complete || (sorted[0]?.number ?? 0);
}

/** Boards of round `number` still waiting for a result (none for a round not paired). */
export function stillPlaying(event: TournamentEvent, number: number): number[] {
  const r = event.rounds.find((x) => x.number === number);
  return r ? missingResults(event, r) : [];
}

/**
 * May round `number` be paired (or re-paired) now? Refused while an earlier round has results
 * missing (except in a league, whose fixed schedule lets a match be played later), once the round
 * itself has a result, or with fewer than two entries left.
 */
export function checkCanPair(event: TournamentEvent, number: number): Outcome<true> {
  const started = checkEvent(event);
  if (!started.ok) return started;
  // A league's schedule does not depend on results: a match postponed or replayed later blocks no round.
  for (const r of event.format === 'league' ? [] : event.rounds) {
    if (r.number >= number) continue;
    const missing = missingResults(event, r);
    if (missing.length > 0) return refuseText('event', `round ${r.number} still has results missing on board${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`, 'tournament.resultsMissing', { round: r.number, boards: missing.join(', '), count: missing.length });
  }
  const existing = event.rounds.find((r) => r.number === number);
  if (existing && existing.pairings.some((p) => p.kind === 'match' && p.games.some((g) => g.result !== null))) {
    return refuseText('event', `round ${number} already has results: it can no longer be re-paired`, 'tournament.hasResults', { round: number });
  }
  if (activeEntries(event, number).length < 2) return refuseText('event', `round ${number} has fewer than two entries to pair`, 'tournament.fewerThanTwo', { round: number });
  return ok(true);
}

const idsOf = (p: Pairing): EntryId[] => (p.kind === 'match' ? [p.a, p.b] : [p.entry]);

/**
 * Check a round's pairings (generated or edited by hand). Errors: an unknown or inactive entry, an
 * entry paired twice or against itself, a board number used twice. Warnings: a rematch, a
 * first-move imbalance (more than two either way or three in a row), an active entry left out.
 */
export function checkPairings(event: TournamentEvent, round: Round): PairingCheck {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const entries = new Map(event.entries.map((e) => [e.id, e]));
  const name = (id: EntryId) => entries.get(id)?.name ?? id;
  const seen = new Set<EntryId>();
  const boards = new Set<number>();
  for (const p of round.pairings) {
    for (const id of idsOf(p)) {
      const e = entries.get(id);
      if (!e) errors.push({ rule: 'event', message: `${id} is not entered in this event`, text: { key: 'tournament.pairing.notEntered', params: { id } }, entries: [id] });
      else if (!isActiveIn(e, round.number)) errors.push({ rule: 'event', message: `${e.name} does not play in round ${round.number} (withdrawn or not yet entered)`, text: { key: 'tournament.pairing.inactive', params: { name: e.name, round: round.number } }, entries: [id] });
      if (seen.has(id)) errors.push({ rule: 'event', message: `${name(id)} is paired twice in round ${round.number}`, text: { key: 'tournament.pairing.twice', params: { name: name(id), round: round.number } }, entries: [id] });
      seen.add(id);
    }
    if (p.kind !== 'match') continue;
    if (p.a === p.b) errors.push({ rule: 'event', message: `${name(p.a)} is paired against itself`, text: { key: 'tournament.pairing.itself', params: { name: name(p.a) } }, entries: [p.a], board: p.board });
    if (boards.has(p.board)) errors.push({ rule: 'event', message: `board ${p.board} is used twice`, text: { key: 'tournament.pairing.boardTwice', params: { board: p.board } }, board: p.board });
    boards.add(p.board);
  }
  const earlier = event.rounds.filter((r) => r.number < round.number);
  const met = new Set(earlier.flatMap((r) => r.pairings.flatMap((p) => (p.kind === 'match' ? [`${p.a}|${p.b}`, `${p.b}|${p.a}`] : []))));
  const records = firstMoveRecords({ ...event, rounds: earlier });
  for (const p of round.pairings) {
    if (p.kind !== 'match') continue;
    if (met.has(`${p.a}|${p.b}`)) warnings.push({ rule: 'rematch', message: `${name(p.a)} and ${name(p.b)} have met before`, text: { key: 'tournament.pairing.rematch', params: { a: name(p.a), b: name(p.b) } }, entries: [p.a, p.b], board: p.board });
    for (const [id, slot] of [[p.a, 'a'], [p.b, 'b']] as const) {
      const r = records.get(id);
      if (!r) continue;
      const after = { ...r, sequence: [...r.sequence] };
      for (const g of p.games) noteFirstMove(after, g.first === slot);
      const why = imbalance(after);
      if (why && !imbalance(r)) warnings.push({ rule: 'first-move balance', message: `${name(id)} would have ${why}`, text: imbalanceText(after, name(id)) ?? undefined, entries: [id], board: p.board });
    }
  }
  const left = activeEntries(event, round.number).filter((e) => !seen.has(e.id));
  if (left.length > 0) warnings.push({ rule: 'event', message: `not paired: ${left.map((e) => e.name).join(', ')}`, text: { key: 'tournament.pairing.notPaired', params: { names: left.map((e) => e.name).join(', ') } }, entries: left.map((e) => e.id) });
  return { errors, warnings };
}

/** A result can be entered for a match, never for a bye. */
export function checkResultTarget(event: TournamentEvent, round: number, board: number): Outcome<Match> {
  const r = event.rounds.find((x) => x.number === round);
  if (!r) return refuseText('event', `round ${round} is not paired`, 'tournament.notPaired', { round });
  const m = r.pairings.find((p): p is Match => p.kind === 'match' && p.board === board);
  if (!m) {
    const bye = r.pairings.some((p) => p.kind === 'bye');
    return refuseText('event', `round ${round} has no match on board ${board}${bye ? ' (a bye takes no result)' : ''}`, bye ? 'tournament.noMatchBye' : 'tournament.noMatch', { round, board });
  }
  if (m.forfeit) return refuseText('event', `board ${board} in round ${round} was forfeited: it takes no game result`, 'tournament.forfeited', { round, board });
  return ok(m);
}

/** A late entry: plays from `fromRound`, with the next free pairing number. */
export function addLateEntry(event: TournamentEvent, entry: Omit<Entry, 'pairingNumber' | 'joinedRound'>, fromRound: number): Outcome<TournamentEvent> {
  if (event.entries.some((e) => e.id === entry.id)) return refuseText('event', `${entry.name} is already entered`, 'tournament.alreadyEntered', { name: entry.name });
  const paired = event.rounds.filter((r) => r.number >= fromRound && r.pairings.length > 0).map((r) => r.number);
  if (paired.length > 0) {
    const next = Math.max(...event.rounds.filter((r) => r.pairings.length > 0).map((r) => r.number)) + 1;
    return refuseText('event', `round${paired.length > 1 ? 's' : ''} ${paired.join(', ')} ${paired.length > 1 ? 'are' : 'is'} already paired: enter from round ${next} or re-pair round ${paired[0]}`,
      'tournament.lateEntryPaired', { rounds: paired.join(', '), count: paired.length, next, first: paired[0]! });
  }
  const pairingNumber = Math.max(0, ...event.entries.map((e) => e.pairingNumber)) + 1;
  return ok({ ...event, entries: [...event.entries, { ...entry, pairingNumber, joinedRound: fromRound }] });
}

/**
 * Withdraw an entry from a round on. Refused when that would orphan a pairing already made, unless
 * `forfeitPaired` (a pre-paired round robin or league): its unplayed matches from that round on are
 * then forfeited by it (a match with a game result already is never touched: refused). An entry
 * already withdrawn is refused: reinstate it first to change the round.
 */
export function withdrawEntry(event: TournamentEvent, id: EntryId, fromRound: number, opts: { forfeitPaired?: boolean } = {}): Outcome<TournamentEvent> {
  const entry = event.entries.find((e) => e.id === id);
  if (!entry) return refuseText('event', `no entry ${id}`, 'tournament.noEntry', { id });
  // A second withdrawal from a later round would silently bring the entry back in the rounds between.
  if (entry.withdrawnFromRound !== undefined) {
    return refuseText('event', `${entry.name} is already withdrawn from round ${entry.withdrawnFromRound}: reinstate the entry first to change the round`,
      'tournament.alreadyWithdrawn', { name: entry.name, round: entry.withdrawnFromRound });
  }
  const later = event.rounds.filter((r) => r.number >= fromRound);
  for (const r of later) {
    const p = r.pairings.find((x) => idsOf(x).includes(id));
    if (!p) continue;
    if (!opts.forfeitPaired || p.kind === 'bye') return refuseText('event', `${entry.name} is paired in round ${r.number}: re-pair that round or record a forfeit first`, 'tournament.withdrawPaired', { name: entry.name, round: r.number });
    if (p.games.some((g) => g.result !== null)) return refuseText('event', `${entry.name}'s match in round ${r.number} already has a result`,
      'tournament.withdrawPlayed', { name: entry.name, round: r.number });
  }
  const rounds = event.rounds.map((r) => r.number < fromRound ? r : {
    ...r,
    pairings: r.pairings.map((p): Pairing => p.kind === 'match' && (p.a === id || p.b === id) ? { ...p, forfeit: p.a === id ? 'a' : 'b' } : p),
  });
  return ok({ ...event, rounds, entries: event.entries.map((e) => (e.id === id ? { ...e, withdrawnFromRound: fromRound } : e)) });
}

/**
 * Reinstate a withdrawn entry: it is paired again from the next round to be paired. Rounds it missed
 * stay unplayed (no points); matches it forfeited by withdrawing in rounds not yet begun (no result
 * anywhere in the round) are restored to be played.
 */
export function reinstateEntry(event: TournamentEvent, id: EntryId): Outcome<TournamentEvent> {
  const entry = event.entries.find((e) => e.id === id);
  if (!entry) return refuseText('event', `no entry ${id}`, 'tournament.noEntry', { id });
  if (entry.withdrawnFromRound === undefined) return refuseText('event', `${entry.name} is not withdrawn`, 'tournament.notWithdrawn', { name: entry.name });
  const begun = (r: Round) => r.pairings.some((p) => p.kind === 'match' && (p.games.some((g) => g.result !== null) || (p.forfeit !== undefined && p.a !== id && p.b !== id)));
  const rounds = event.rounds.map((r) => (r.number < entry.withdrawnFromRound! || begun(r) ? r : {
    ...r,
    pairings: r.pairings.map((p): Pairing => {
      if (p.kind !== 'match' || p.forfeit !== (p.a === id ? 'a' : p.b === id ? 'b' : null)) return p;
      const { forfeit: _dropped, ...rest } = p;
      return rest;
    }),
  }));
  const { withdrawnFromRound: _out, ...back } = entry;
  return ok({ ...event, rounds, entries: event.entries.map((e) => (e.id === id ? back : e)) });
}

/**
 * Put a round's pairings into the event (new or re-paired): refused when the round may not be
 * paired now or the pairings have errors; the warnings come back for the director to see.
 */
export function applyRound(event: TournamentEvent, round: Round): Outcome<{ event: TournamentEvent; warnings: Issue[] }> {
  const can = checkCanPair(event, round.number);
  if (!can.ok) return can;
  const check = checkPairings(event, round);
  const first = check.errors[0];
  if (first) {
    const texts = check.errors.map((e): RuleText => e.text ?? { key: 'verbatim', params: { text: e.message } });
    const text = texts.slice(1).reduce<RuleText>((all, t) => ({ key: 'joined', params: { first: all, next: t } }), texts[0]!);
    return refuseText(first.rule, check.errors.map((e) => e.message).join('; '), text.key, text.params);
  }
  const rounds = [...event.rounds.filter((r) => r.number !== round.number), round].sort((x, y) => x.number - y.number);
  return ok({ event: { ...event, rounds }, warnings: check.warnings });
}

/**
 * Enter (or correct) one game's result, validated by the game's rules. A bye or a forfeited match
 * takes no result. The caller keeps the old value in the audit log.
 */
export function setResult(event: TournamentEvent, ref: GameRef, input: ResultInput): Outcome<TournamentEvent> {
  const target = checkResultTarget(event, ref.round, ref.board);
  if (!target.ok) return target;
  const valid = validateResult(event.game, input);
  if (!valid.ok) {
    const [e] = valid.errors;
    const text = fieldErrorsText(valid.errors);
    return refuseText(e!.rule, valid.errors.map((x) => `${x.field}: ${x.message}`).join('; '), text.key, text.params);
  }
  return updateGame(event, ref, (g) => ({ ...g, result: valid.value }));
}

/** The rounds paired after round `round`: they used its results, so a correction there warns of them. */
export function laterPairedRounds(event: TournamentEvent, round: number): number[] {
  return event.rounds.filter((r) => r.number > round && r.pairings.length > 0).map((r) => r.number);
}
