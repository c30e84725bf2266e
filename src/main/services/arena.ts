/**
 * The arena club night (issue 42, format `arena`): no rounds paired by the director; whenever a match's
 * result enters (confirmed at the table, a decision, the desk), `pairFree` pairs whoever is free against
 * someone free (shared/tournament/arena.ts decides who), as a new published round of those matches at
 * the tables just freed: a table's code shows its newest match. After the end time nobody is paired;
 * games in progress finish, then the standings are final. Every pairing and end time is audited.
 */
import type { ArenaView } from '../../shared/api/methods/arena';
import { refuse } from '../../shared/i18n/refusals';
import { arenaInPlay, arenaPlaying, arenaRound, arenaScoring, arenaStandings } from '../../shared/tournament/arena';
import { isActiveIn, type Match } from '../../shared/tournament/model';
import type { Handlers, ServiceContext } from './context';
import { loadEvent, saveEvent, setStatus, writable, type Loaded } from './tournamentState';
import { lastRound } from '../../shared/tournament';

const PAIRED = 'arena pairing';
const END = 'arena end time';

/** Has the end time passed? */
const over = (loaded: Loaded, now: number): boolean => loaded.settings.arenaEndsAt !== null && Date.parse(loaded.settings.arenaEndsAt) <= now;

/**
 * Who is here tonight, in order of arrival: checked in (for any pairing moment) and not withdrawn. A
 * night where nobody checked in counts everyone registered as present.
 */
function present(ctx: ServiceContext, loaded: Loaded, next: number): string[] {
  const active = new Set(loaded.event.entries.filter((e) => isActiveIn(e, next)).map((e) => e.id));
  const checked = ctx.db.prepare('SELECT entry FROM check_ins WHERE event_id = ? GROUP BY entry ORDER BY min(at), entry').pluck().all(loaded.info.id) as string[];
  if (checked.length === 0) return loaded.event.entries.filter((e) => active.has(e.id)).sort((x, y) => x.pairingNumber - y.pairingNumber).map((e) => e.id);
  return checked.filter((id) => active.has(id));
}

/**
 * Pairs whoever is free now, audited; the pairings made (none after the end time, or when nobody free can
 * be paired). Called by the results services after a result enters in an arena, and by `arena.pair`.
 */
export function pairFree(ctx: ServiceContext, eventId: number, now = Date.now()): Array<{ board: number; round: number; a: string; b: string }> {
  const loaded = loadEvent(ctx, eventId);
  if (loaded.info.format !== 'arena' || over(loaded, now)) return [];
  const number = lastRound(loaded.event.rounds) + 1;
  if (number > 999) return [];
  const round = arenaRound(loaded.event, number, { present: present(ctx, loaded, number), scoring: arenaScoring(loaded.settings.arenaPoints), gamesPerMatch: loaded.settings.gamesPerMatch });
  if (!round) return [];
  saveEvent(ctx, loaded, { ...loaded.event, rounds: [...loaded.event.rounds, round] }, { [number]: { published: true, night: null } });
  if (loaded.info.status === 'draft') setStatus(ctx, loaded, 'running');
  const paired = round.pairings.filter((p): p is Match => p.kind === 'match').map((p) => ({ board: p.board, round: number, a: p.a, b: p.b }));
  ctx.tournament.log.audit(eventId, PAIRED, '', { round: number, pairings: paired });
  ctx.notify({ topic: 'rounds', id: number, eventId });
  return paired;
}

function arenaEvent(ctx: ServiceContext, eventId: number): Loaded {
  const loaded = loadEvent(ctx, eventId);
  if (loaded.info.format !== 'arena') throw refuse('conflict', 'arena.notArena', { name: loaded.info.name });
  return loaded;
}

/** The night as the projector shows it. */
export function arenaView(ctx: ServiceContext, loaded: Loaded, now = Date.now()): ArenaView {
  const names = new Map(loaded.event.entries.map((e) => [e.id, e.name]));
  const name = (id: string) => names.get(id) ?? id;
  const rows = arenaStandings(loaded.event, arenaScoring(loaded.settings.arenaPoints));
  const playing = arenaPlaying(loaded.event);
  const tables = arenaInPlay(loaded.event).map(({ round, match: m }) => ({ board: m.board, round, a: name(m.a), b: name(m.b) }));
  const next = lastRound(loaded.event.rounds) + 1;
  const ended = over(loaded, now);
  let rank = 0;
  return {
    eventId: loaded.info.id, event: loaded.info.name, scoring: loaded.settings.arenaPoints, endsAt: loaded.settings.arenaEndsAt,
    ended, final: ended && tables.length === 0,
    standings: rows.map((r, i) => {
      // Equal points share a rank.
      if (i === 0 || rows[i - 1]!.points !== r.points) rank = i + 1;
      return {
        rank, entry: r.entry, name: name(r.entry), points: r.points, games: r.games.length, wins: r.wins, draws: r.draws, losses: r.losses,
        onStreak: r.onStreak, history: r.games, table: r.playing,
      };
    }),
    tables,
    waiting: present(ctx, loaded, next).filter((id) => !playing.has(id)).map(name),
  };
}

export const arenaHandlers: Handlers<'arena.view' | 'arena.pair' | 'arena.end'> = {
  'arena.view': ({ eventId }, ctx) => arenaView(ctx, arenaEvent(ctx, eventId)),
  'arena.pair': ({ eventId }, ctx) => {
    const loaded = arenaEvent(ctx, eventId);
    writable(loaded);
    if (over(loaded, Date.now())) throw refuse('conflict', 'arena.ended', { name: loaded.info.name, at: loaded.settings.arenaEndsAt! });
    return { paired: pairFree(ctx, eventId) };
  },
  'arena.end': ({ eventId, at }, ctx) => {
    const loaded = arenaEvent(ctx, eventId);
    writable(loaded);
    const endsAt = at ?? new Date().toISOString();
    ctx.tournament.store.saveSettings(eventId, { ...loaded.settings, arenaEndsAt: endsAt });
    ctx.tournament.log.audit(eventId, END, '', { before: loaded.settings.arenaEndsAt, after: endsAt });
    ctx.notify({ topic: 'events', id: eventId });
    return { endsAt };
  },
};
