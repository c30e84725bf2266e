/**
 * Forbidden pairings of an event (issue 21): explicit pairs of players (a family, a household, a
 * teacher and pupil...) and, when the event says so, players of the same club. The Swiss treats each
 * as an absolute criterion like C1 (never a rematch); a fixed schedule (round robin, league,
 * knockout) cannot avoid a meeting, so the director is warned where one falls.
 */
import type { EntryId, Issue, Round } from '../../shared/tournament';
import type { RuleText } from '../../shared/games/types';
import { fold } from '../../shared/collate';
import type { ServiceContext } from './context';
import type { Loaded } from './tournamentState';

export interface ForbiddenEntryPair {
  a: EntryId;
  b: EntryId;
  why: string;
}

/** The event's forbidden pairs as entry pairs (a doubles pair is forbidden when a member is). */
export function forbiddenEntryPairs(ctx: ServiceContext, loaded: Loaded): ForbiddenEntryPair[] {
  const { forbiddenPairs, avoidSameClub } = loaded.settings;
  const playersOf = new Map(loaded.rows.map((r) => [r.id, r.members ? r.members.map((m) => m.playerId) : [r.playerId!]]));
  const entryOf = new Map<number, EntryId>();
  for (const [entry, ids] of playersOf) for (const id of ids) entryOf.set(id, entry);
  const out = new Map<string, ForbiddenEntryPair>();
  const add = (a: EntryId | undefined, b: EntryId | undefined, why: string) => {
    if (a === undefined || b === undefined || a === b) return;
    const key = [a, b].sort().join('|');
    if (!out.has(key)) out.set(key, { a, b, why });
  };
  for (const p of forbiddenPairs ?? []) add(entryOf.get(p.a), entryOf.get(p.b), p.why || 'kept apart');
  if (avoidSameClub) {
    const clubs = new Map<string, EntryId[]>();
    for (const [entry, ids] of playersOf) {
      for (const club of new Set(ids.map((id) => fold(ctx.players.get(id)?.club ?? '').trim()).filter((c) => c !== ''))) {
        clubs.set(club, [...(clubs.get(club) ?? []), entry]);
      }
    }
    for (const entries of clubs.values()) {
      for (let i = 0; i < entries.length; i++) for (let j = i + 1; j < entries.length; j++) add(entries[i], entries[j], 'same club');
    }
  }
  return [...out.values()];
}

/** The reason in the caller's language when it is one of ours (no reason given, or the same club); the director's own words as typed. */
const WHY_KEYS: Record<string, string> = { 'kept apart': 'tournament.pairing.whyKeptApart', 'same club': 'tournament.pairing.whySameClub' };
const whyText = (why: string): string | RuleText => (WHY_KEYS[why] ? { key: WHY_KEYS[why] } : why);

/** What the pairing preview says about forbidden pairs: honoured (Swiss) or met despite them. */
export function forbiddenNotes(loaded: Loaded, round: Round, pairs: ForbiddenEntryPair[]): Issue[] {
  const name = (id: EntryId) => loaded.event.entries.find((e) => e.id === id)?.name ?? id;
  const notes: Issue[] = [];
  for (const f of pairs) {
    const board = round.pairings.find((p) => p.kind === 'match' && ((p.a === f.a && p.b === f.b) || (p.a === f.b && p.b === f.a)));
    if (board && board.kind === 'match') {
      notes.push({ rule: 'forbidden', message: `${name(f.a)} and ${name(f.b)} must not meet (${f.why}) but are paired on board ${board.board}`, text: { key: 'tournament.pairing.forbidden', params: { a: name(f.a), b: name(f.b), why: whyText(f.why), board: board.board } }, entries: [f.a, f.b], board: board.board });
    } else if (loaded.info.format === 'swiss') {
      // A note, not a flag: no entries, so the screen does not mark their boards.
      notes.push({ rule: 'forbidden', message: `${name(f.a)} and ${name(f.b)} are kept apart (${f.why})`, text: { key: 'tournament.pairing.keptApart', params: { a: name(f.a), b: name(f.b), why: whyText(f.why) } } });
    }
  }
  return notes;
}
