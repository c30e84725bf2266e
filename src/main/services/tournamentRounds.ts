/**
 * Rounds: pairing (with a preview that saves nothing), re-pairing before results, publishing,
 * manual pairing edits with warnings, and reading rounds. An automatic backup is taken before a
 * round is paired (file databases only).
 */
import type { PairingExplanation, PairOutcome, RoundSummary, RoundView } from '../../shared/api/methods/tournament';
import {
  allocateFirstMove, applyRound, checkEvent, firstMoveRecords, missingResults, newMatchGames, pairRound, recordOf,
  type ByeKind, type EntryId, type Issue, type PairedRound, type Pairing, type Round, type TournamentEvent, lastRound,
} from '../../shared/tournament';
import { autoBackup } from '../db/migrate';
import type { Handlers, ServiceContext } from './context';
import { forbiddenEntryPairs, forbiddenNotes } from './forbiddenPairs';
import { syncLinkedGames } from './tournamentResults';
import { findRound, loadEvent, roundView, saveEvent, setStatus, unwrap, writable, type Loaded } from './tournamentState';
import { refuse, say } from '../../shared/i18n/refusals';
import type { PappRoundInfo } from '../../shared/tournament/papp';
import { hashSeed } from '../../shared/random';
import { sectionsRepo } from '../db/repos/sections';

/** The one place a pre-pairing backup is taken (a rotating copy of the last committed state). */
function backupBeforePairing(ctx: ServiceContext, round: number): string | null {
  return autoBackup(ctx.db, `pre-round-${round}`)?.name ?? null;
}

/** Warnings in the caller's language (issue 44: the pairing preview's warnings stayed English); the audit keeps English. */
function inLanguage(ctx: ServiceContext, warnings: Issue[]): Issue[] {
  return warnings.map((w) => (w.text ? { ...w, message: say(ctx.locale, w.text) } : w));
}

/** Byes and entries left out, as warnings the director sees with the pairing. */
function byeNotes(loaded: Loaded, round: Round): Issue[] {
  const name = (id: EntryId) => loaded.event.entries.find((e) => e.id === id)?.name ?? id;
  const what = { pairing: 'a pairing-allocated bye', half: 'a requested half-point bye', zero: 'a requested zero-point bye', forfeit: 'a forfeit win (the opponent does not play)' };
  return round.pairings.flatMap((p) => (p.kind === 'bye' ? [{ rule: 'bye', message: `${name(p.entry)} has ${what[p.bye]}`, text: { key: `tournament.pairing.bye.${p.bye}`, params: { name: name(p.entry) } }, entries: [p.entry] }] : []));
}

function requestedByes(loaded: Loaded, number: number): Map<EntryId, 'half' | 'zero'> {
  return new Map(loaded.byes.filter((b) => b.round === number).map((b) => [b.entry, b.kind]));
}

/**
 * A PAPP round's seed: fixed by the event and the round, so a re-pair draws the same (the audit
 * shows it with the round). The event's creation time keeps two events of one database apart.
 */
function pappSeed(loaded: Loaded, number: number): number {
  return hashSeed(`papp ${loaded.info.id} ${loaded.info.createdAt} ${number}`);
}

/** A PAPP round's penalties with entries by id, as the preview shows them. */
function pappView(loaded: Loaded, info: PappRoundInfo): NonNullable<PairOutcome['papp']> {
  const id = new Map(loaded.event.entries.map((e) => [e.pairingNumber, e.id]));
  return {
    seed: info.seed, cost: info.cost,
    pairs: info.penalties.map((p) => ({ a: id.get(p.first)!, b: p.second === null ? null : id.get(p.second)!, terms: p.terms, cost: p.cost })),
  };
}

/** A Dutch round's explanation with entries named instead of pairing numbers, as the preview shows it. */
function explanationView(loaded: Loaded, e: NonNullable<PairedRound['explanation']>): PairingExplanation {
  const byNumber = new Map(loaded.event.entries.map((x) => [x.pairingNumber, x]));
  const who = (pn: number) => {
    const x = byNumber.get(pn);
    return { id: x?.id ?? String(pn), name: x?.name ?? `#${pn}`, pairingNumber: pn };
  };
  return {
    edition: e.edition,
    brackets: e.brackets.map((b) => ({
      score: b.score, residents: b.residents.map(who), mdps: b.mdps.map(who),
      events: b.events.map((ev) => ({ kind: ev.kind, player: who(ev.player), opponent: ev.kind === 'upfloat' ? who(ev.opponent) : null, criterion: ev.criterion })),
    })),
  };
}

/** Pair round `number` from the event as it stands; refused with the domain's reason. */
function pairNow(ctx: ServiceContext, loaded: Loaded, number: number, preview: boolean, action: string, reason: string): PairOutcome {
  unwrap(checkEvent(loaded.event));
  const forbidden = forbiddenEntryPairs(ctx, loaded);
  const paired = unwrap(pairRound(loaded.event, number, {
    settings: loaded.settings, totalRounds: loaded.info.roundsPlanned, requestedByes: requestedByes(loaded, number),
    forbidden: forbidden.map((f) => [f.a, f.b] as const), seed: pappSeed(loaded, number), explain: preview,
  }));
  const applied = unwrap(applyRound(loaded.event, paired.round));
  const warnings = [...applied.warnings, ...byeNotes(loaded, paired.round), ...forbiddenNotes(loaded, paired.round, forbidden)];
  const meta = { published: false, night: paired.night };
  const vp = { ...(paired.virtualPoints ? { virtualPoints: paired.virtualPoints } : {}), ...(paired.papp ? { papp: pappView(loaded, paired.papp) } : {}) };
  if (preview) {
    const explanation = paired.explanation ? { explanation: explanationView(loaded, paired.explanation) } : {};
    return { round: roundView(loaded, paired.round, applied.event, meta), warnings: inLanguage(ctx, warnings), saved: false, backup: null, ...vp, ...explanation };
  }
  const backup = backupBeforePairing(ctx, number);
  saveEvent(ctx, loaded, applied.event, { [number]: meta });
  if (loaded.info.status === 'draft') setStatus(ctx, loaded, 'running');
  const seed = paired.papp ? { seed: paired.papp.seed, pappCost: paired.papp.cost } : {};
  ctx.tournament.log.audit(loaded.info.id, action, reason, { round: number, warnings: warnings.map((w) => w.message), backup, ...seed });
  ctx.notify({ topic: 'rounds', id: number, eventId: loaded.info.id });
  return { round: roundView(loaded, paired.round, applied.event, meta), warnings: inLanguage(ctx, warnings), saved: true, backup, ...vp };
}

/** A manual pairing as a domain pairing: the first move allocated by balance unless given. */
type ManualItem = { board: number; a: string; b: string; first?: 'a' | 'b' } | { entry: string; bye: ByeKind };

function manualRound(loaded: Loaded, number: number, items: ManualItem[]): Round {
  const earlier: TournamentEvent = { ...loaded.event, rounds: loaded.event.rounds.filter((r) => r.number < number) };
  const records = firstMoveRecords(earlier);
  const pn = (id: string) => loaded.event.entries.find((e) => e.id === id)?.pairingNumber ?? Infinity;
  const gamesPerMatch = loaded.settings.gamesPerMatch;
  const pairings: Pairing[] = items.map((p) => {
    if ('entry' in p) return { kind: 'bye', entry: p.entry, bye: p.bye };
    const first = p.first ?? allocateFirstMove(recordOf(records, p.a), recordOf(records, p.b), pn(p.a) < pn(p.b));
    return { kind: 'match', board: p.board, a: p.a, b: p.b, games: newMatchGames(loaded.event.game, gamesPerMatch, first) };
  });
  return { number, pairings };
}

/** One round as the screens show it (rounds.get, the pairings CSV). */
export function roundOf(ctx: ServiceContext, eventId: number, round: number): RoundView {
  const loaded = loadEvent(ctx, eventId);
  return roundView(loaded, findRound(loaded, round));
}

export const roundHandlers: Handlers<'rounds.pair' | 'rounds.repair' | 'rounds.publish' | 'rounds.get' | 'rounds.list' | 'pairings.edit'> = {
  'rounds.pair': ({ eventId, round, preview }, ctx) => {
    syncLinkedGames(ctx, eventId);
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    // An event with sections holds their players: each section is paired on its own.
    const sections = sectionsRepo(ctx.db).of(eventId);
    if (sections.length > 0) throw refuse('conflict', 'sections.pairSections', { name: loaded.info.name, sections: sections.map((s) => s.name).join(', ') });
    const last = lastRound(loaded.event.rounds);
    const number = round ?? last + 1;
    if (number <= last) throw refuse('conflict', 'rounds.alreadyPaired', { round: number }, { issues: [{ field: 'round', message: 'already paired' }] });
    if (number > last + 1) throw refuse('conflict', 'rounds.pairFirst', { round: last + 1 }, { issues: [{ field: 'round', message: `the next round is ${last + 1}` }] });
    return pairNow(ctx, loaded, number, preview, 'pair round', '');
  },
  'rounds.repair': ({ eventId, round, reason, preview }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    findRound(loaded, round);
    const last = lastRound(loaded.event.rounds);
    if (round !== last) throw refuse('conflict', 'rounds.onlyLast', { round: last });
    return pairNow(ctx, loaded, round, preview, 're-pair round', reason);
  },
  'rounds.publish': ({ eventId, round }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const r = findRound(loaded, round);
    const m = loaded.meta.get(round);
    ctx.tournament.store.saveRound(eventId, r, { published: true, night: m?.night ?? null });
    ctx.tournament.log.audit(eventId, 'publish round', '', { round });
    ctx.notify({ topic: 'rounds', id: round, eventId });
    return roundView(loaded, r, loaded.event, { published: true });
  },
  'rounds.get': ({ eventId, round }, ctx) => roundOf(ctx, eventId, round),
  'rounds.list': ({ eventId }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    return loaded.event.rounds.map((r): RoundSummary => {
      const m = loaded.meta.get(r.number)!;
      return {
        number: r.number, published: m.published, night: m.night, pairedAt: m.pairedAt,
        matches: r.pairings.filter((p) => p.kind === 'match').length, byes: r.pairings.filter((p) => p.kind === 'bye').length,
        pending: missingResults(loaded.event, r),
      };
    });
  },
  'pairings.edit': ({ eventId, round, pairings, reason, preview }, ctx) => {
    const loaded = loadEvent(ctx, eventId);
    writable(loaded);
    const last = lastRound(loaded.event.rounds);
    if (round > last + 1) throw refuse('conflict', 'rounds.pairFirst', { round: last + 1 });
    const next = manualRound(loaded, round, pairings);
    const applied = applyRound(loaded.event, next);
    if (!applied.ok) throw refuse('rule', applied.error);
    const meta = { published: loaded.meta.get(round)?.published ?? false, night: loaded.meta.get(round)?.night ?? null };
    // A hand-made pairing may put a forbidden pair together: said, not refused (the director decides).
    const met = forbiddenNotes(loaded, next, forbiddenEntryPairs(ctx, loaded)).filter((n) => n.board !== undefined);
    const warnings = [...applied.value.warnings, ...byeNotes(loaded, next), ...met];
    const view = roundView(loaded, next, applied.value.event, meta);
    if (preview) return { round: view, warnings: inLanguage(ctx, warnings), saved: false, backup: null };
    const before = loaded.event.rounds.find((r) => r.number === round) ?? null;
    saveEvent(ctx, loaded, applied.value.event, { [round]: meta });
    ctx.tournament.log.audit(eventId, 'edit pairings', reason, { round, before: before?.pairings ?? null, after: next.pairings, warnings: warnings.map((w) => w.message) });
    ctx.notify({ topic: 'rounds', id: round, eventId });
    return { round: view, warnings: inLanguage(ctx, warnings), saved: true, backup: null };
  },
};
