import type { MessageText } from '../../shared/api/errors';
import { planImport } from './playerImport';
import { profileHandlers } from './playerProfile';
import { parsePlayersCsv, playersToCsv } from './csv';
import { must, type Handlers, type ServiceContext } from './context';
import { PlayerFields, type Player } from '../../shared/api/schemas';
import type { ParsedInput } from '../../shared/api/contract';
import { playerMergeRepo, type MergeRecord } from '../db/repos/playerMerge';
import type { RemovedPlayer } from '../db/repos/players';
import { refuse } from '../../shared/i18n/refusals';

function describe(p: Player): string {
  return `${p.name}${p.club ? ` (${p.club})` : ''}, player #${p.id}`;
}

/** The same, as a message in the caller's language. */
const described = (p: Player): MessageText => ({ key: p.club ? 'players.describeClub' : 'players.describe', params: { name: p.name, club: p.club ?? '', id: p.id } });

/** What an import changed, kept in its audit entry so that it can be undone. */
interface ImportUndo {
  added: number[];
  updated: Array<{ before: Player; ratings: Array<{ game: string; before: { rating: number; games: number; source: string } | null }> }>;
}

const IDENTITY = ['fedId', 'clubId', 'birthYear', 'sex', 'category', 'country'] as const;
/** Identity fields empty on the kept player and given on the merged one. */
function identityToFill(kept: Player, merged: Player): Partial<Player> {
  const empty = (v: unknown) => v === null || v === '' || v === undefined;
  return Object.fromEntries(IDENTITY.filter((k) => empty(kept[k]) && !empty(merged[k])).map((k) => [k, merged[k]]));
}

/** A federation id belongs to one player: refused in plain words before the unique index would. */
function fedIdFree(ctx: ServiceContext, fedId: string | null | undefined, self?: number): void {
  if (!fedId) return;
  const holder = ctx.players.byFedId(fedId);
  if (holder && holder.id !== self) {
    throw refuse('conflict', 'players.fedIdTaken', { fedId, holder: described(holder) }, {
      issues: [{ field: 'fedId', message: `already the id of ${describe(holder)}` }], duplicateOf: holder.id,
    });
  }
}

/** A player as another service gives one: what it leaves out takes the schema's default (PlayerFields). */
export type NewPlayer = Pick<ParsedInput<'players.create'>, 'name'> & Partial<ParsedInput<'players.create'>>;
const PLAYER_DEFAULTS = PlayerFields.omit({ name: true }).parse({});

/** Adds a player; refused when the federation id is taken, or the name and club are (unless `allowDuplicate`). */
export function addPlayer(ctx: ServiceContext, { allowDuplicate = false, ...fields }: NewPlayer): Player {
  const input = { ...PLAYER_DEFAULTS, ...fields };
  fedIdFree(ctx, input.fedId);
  const same = ctx.players.sameAs(input.name, input.club);
  if (same.length > 0 && !allowDuplicate) {
    throw refuse('conflict', 'players.duplicate', { who: described(same[0]!) }, {
      issues: [{ field: 'name', message: `already in the list as ${describe(same[0]!)}` }], duplicateOf: same[0]!.id,
    });
  }
  const player = ctx.players.insert(input);
  ctx.notify({ topic: 'players', id: player.id });
  return player;
}

export const playerHandlers: Handlers<
  'players.create' | 'players.update' | 'players.remove' | 'players.get' | 'players.list' | 'players.importCsv' | 'players.exportCsv'
  | 'players.duplicates' | 'players.merge' | 'players.unmerge' | 'players.profile' | 'players.setRating' | 'players.undoImport' | 'players.restore'
  | 'deletedPlayers.list'
> = {
  'players.create': (input, ctx) => addPlayer(ctx, input),
  'players.update': ({ id, ...patch }, ctx) => {
    const current = must(ctx.players.get(id), 'player', id);
    fedIdFree(ctx, patch.fedId, id);
    // A field left out keeps its value (a patch may carry a key whose value is undefined).
    const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<typeof current>;
    const player = ctx.players.update(id, { ...current, ...defined });
    ctx.notify({ topic: 'players', id });
    return player;
  },
  'players.remove': ({ id, reason }, ctx) => {
    must(ctx.players.get(id), 'player', id);
    const events = ctx.players.eventNames(id);
    if (events.length > 0) {
      throw refuse('conflict', 'players.registered', { events: events.map((e) => `"${e}"`).join(', ') }, {
        issues: [{ field: 'id', message: 'still registered' }],
      });
    }
    const removed = ctx.players.snapshot(id);
    ctx.players.remove(id);
    const auditId = playerMergeRepo(ctx.db).audit('remove player', reason, removed);
    ctx.notify({ topic: 'players', id });
    return { id, auditId };
  },
  'players.restore': ({ auditId }, ctx) => {
    const repo = playerMergeRepo(ctx.db);
    const entry = repo.auditEntry(auditId);
    if (!entry || entry.action !== 'remove player') throw refuse('not_found', 'players.notDeletion', { auditId }, { issues: [{ field: 'auditId', message: 'not a deletion' }] });
    if (repo.undone(auditId, 'restore player')) throw refuse('conflict', 'players.alreadyBack');
    const removed = entry.detail as RemovedPlayer;
    const fedId = removed.player.fed_id;
    if (typeof fedId === 'string' && ctx.players.byFedId(fedId)) throw refuse('conflict', 'players.fedIdNow', { fedId });
    const id = ctx.players.putBack(removed);
    repo.audit('restore player', '', { undoes: auditId, id });
    ctx.notify({ topic: 'players', id });
    return ctx.players.get(id)!;
  },
  'deletedPlayers.list': (_input, ctx) => playerMergeRepo(ctx.db).deletions().map((d) => {
    const { player } = d.detail as RemovedPlayer;
    return { auditId: d.id, id: Number(player.id), name: String(player.name), club: String(player.club ?? ''), deletedAt: d.at, reason: d.reason };
  }),
  'players.get': ({ id }, ctx) => must(ctx.players.get(id), 'player', id),
  'players.list': ({ search }, ctx) => ctx.players.list(search?.trim() || undefined),
  'players.importCsv': ({ csv, duplicates, dryRun }, ctx) => {
    const plan = planImport(ctx, parsePlayersCsv(csv), duplicates);
    if (dryRun) return { ...plan.report, dryRun: true };
    const players: Player[] = [];
    // One call is one transaction (backend.ts): a failure part-way leaves nothing written.
    for (const row of plan.add) {
      const player = ctx.players.insert(row.player);
      for (const [game, rating] of Object.entries(row.ratings)) ctx.tournament.ratings.setListRating(game, player.id, rating);
      players.push(player);
    }
    const updated: ImportUndo['updated'] = [];
    for (const u of plan.update) {
      const before = ctx.players.get(u.id)!;
      const own = ctx.tournament.ratings.ofPlayer(u.id);
      updated.push({ before, ratings: Object.keys(u.ratings).map((game) => ({ game, before: own.find((r) => r.game === game) ?? null })) });
      ctx.players.update(u.id, u.player);
      for (const [game, rating] of Object.entries(u.ratings)) ctx.tournament.ratings.setListRating(game, u.id, rating);
    }
    const undo: ImportUndo = { added: players.map((p) => p.id), updated };
    const auditId = players.length + updated.length > 0 ? playerMergeRepo(ctx.db).audit('import players', '', undo) : null;
    ctx.notify({ topic: 'players' });
    return { ...plan.report, players, imported: players.length, dryRun: false, auditId };
  },
  'players.duplicates': (_input, ctx) => ctx.players.duplicateGroups(),
  'players.merge': ({ keep, merge, reason }, ctx) => {
    if (keep === merge) throw refuse('invalid', 'players.mergeSame', {}, { issues: [{ field: 'merge', message: 'the same player twice' }] });
    const kept = must(ctx.players.get(keep), 'player', keep);
    const merged = must(ctx.players.get(merge), 'player', merge);
    const repo = playerMergeRepo(ctx.db);
    const both = repo.sharedEvents(keep, merge);
    if (both.length > 0) {
      throw refuse('conflict', 'players.mergeBoth', { kept: kept.name, merged: merged.name, events: both.map((e) => `"${e}"`).join(', ') }, {
        issues: [{ field: 'merge', message: 'both entered in the same event' }],
      });
    }
    const record: MergeRecord & { filled?: Partial<Player> } = repo.merge(keep, merged);
    // Identity the kept record lacks comes from the merged one (its federation id above all).
    const filled = identityToFill(kept, merged);
    if (Object.keys(filled).length > 0) {
      ctx.players.update(keep, { ...kept, ...filled });
      record.filled = filled;
    }
    const auditId = repo.audit('merge players', reason, record);
    ctx.notify({ topic: 'players' });
    ctx.notify({ topic: 'registrations' });
    return { player: ctx.players.get(keep)!, auditId };
  },
  'players.unmerge': ({ auditId }, ctx) => {
    const repo = playerMergeRepo(ctx.db);
    const entry = repo.auditEntry(auditId);
    if (!entry || entry.action !== 'merge players') throw refuse('not_found', 'players.notMerge', { auditId }, { issues: [{ field: 'auditId', message: 'not a merge' }] });
    if (repo.undone(auditId)) throw refuse('conflict', 'players.mergeUndone');
    const record = entry.detail as MergeRecord & { filled?: Partial<Player> };
    if (ctx.players.get(record.merged.id)) throw refuse('conflict', 'players.mergeNumberTaken', { id: record.merged.id });
    if (!ctx.players.get(record.keep)) throw refuse('conflict', 'players.mergeKeptGone', { id: record.keep });
    const keptNow = ctx.players.get(record.keep)!;
    const cleared = Object.fromEntries(Object.entries(record.filled ?? {}).filter(([k, v]) => keptNow[k as keyof Player] === v).map(([k]) => [k, k === 'fedId' || k === 'birthYear' ? null : '']));
    if (Object.keys(cleared).length > 0) ctx.players.update(record.keep, { ...keptNow, ...cleared });
    repo.unmerge(record);
    repo.audit('un-merge players', '', { undoes: auditId, player: record.merged.id });
    ctx.notify({ topic: 'players' });
    ctx.notify({ topic: 'registrations' });
    return ctx.players.get(record.merged.id)!;
  },
  'players.undoImport': ({ auditId }, ctx) => {
    const repo = playerMergeRepo(ctx.db);
    const entry = repo.auditEntry(auditId);
    if (!entry || entry.action !== 'import players') throw refuse('not_found', 'players.notImport', { auditId }, { issues: [{ field: 'auditId', message: 'not an import' }] });
    if (repo.undone(auditId, 'undo import')) throw refuse('conflict', 'players.importUndone');
    const undo = entry.detail as ImportUndo;
    const entered = undo.added.filter((id) => ctx.players.get(id) && ctx.players.eventNames(id).length > 0).map((id) => ctx.players.get(id)!.name);
    if (entered.length > 0) {
      throw refuse('conflict', 'players.importEntered', { names: entered.join(', '), count: entered.length });
    }
    for (const id of undo.added) if (ctx.players.get(id)) ctx.players.remove(id);
    for (const u of undo.updated) {
      if (!ctx.players.get(u.before.id)) continue; // merged or deleted since: nothing to put back
      ctx.players.update(u.before.id, u.before);
      for (const r of u.ratings) ctx.tournament.ratings.restore(r.game, u.before.id, r.before);
    }
    repo.audit('undo import', '', { undoes: auditId });
    ctx.notify({ topic: 'players' });
    return { removed: undo.added.length, restored: undo.updated.length };
  },
  ...profileHandlers,
  'players.exportCsv': (_input, ctx) => ({ csv: playersToCsv(ctx.players.list(), (id) => Object.fromEntries(ctx.tournament.ratings.ofPlayer(id).map((r) => [r.game, r.rating]))) }),
};
