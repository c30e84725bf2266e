/**
 * What a club roll or a federation rating list would do to the players list, before anything is
 * written (the dry run and the UI preview show exactly this plan; the import then applies it).
 * A row matches a player by federation id, else by name and club (collated: case, accents and
 * spacing aside); a matched row updates the columns the file has, an unmatched row adds a player.
 */
import type { Player } from '../../shared/api/schemas';
import type { ImportChange, ImportReport } from '../../shared/api/methods/players';
import type { GameId } from '../../shared/games/types';
import type { FieldIssue } from '../../shared/api/errors';
import { duplicateKey, type PlayerRow } from '../db/repos/players';
import { GAME_IDS } from '../../shared/games/ids';
import { csvFailure, type CsvPlayerRow } from './csv';
import type { ServiceContext } from './context';

export interface ImportPlan {
  add: CsvPlayerRow[];
  update: Array<{ id: number; player: PlayerRow; ratings: Partial<Record<GameId, number>> }>;
  report: Omit<ImportReport, 'dryRun' | 'players'> & { players: Player[] };
}

const rowOf = (p: Player): PlayerRow => ({
  name: p.name, club: p.club, rating: p.rating, contact: p.contact, notes: p.notes,
  fedId: p.fedId ?? null, clubId: p.clubId ?? '', birthYear: p.birthYear ?? null, sex: p.sex ?? '', category: p.category ?? '',
  country: p.country ?? '',
});
const COLUMN: Partial<Record<keyof PlayerRow, string>> = { fedId: 'fed_id', clubId: 'club_id', birthYear: 'birth_year' };

/** `duplicates: 'add'`: a row matching only by name and club is added as another person. */
export function planImport(ctx: ServiceContext, rows: CsvPlayerRow[], duplicates: 'skip' | 'add'): ImportPlan {
  const plan: ImportPlan = { add: [], update: [], report: { imported: 0, players: [], added: [], updated: [], skipped: [], conflicts: [], auditId: null } };
  const issues: FieldIssue[] = [];
  const matchedBy = new Map<number, number>(); // player id -> line
  const newRows = new Map<string, { line: number; fedId: string | null }>(); // name and club -> first new row
  // One pass over the list: a roll of 100,000 members must not compare every row with every player.
  const byKey = new Map<string, Player[]>();
  const byFedId = new Map<string, Player>();
  for (const p of ctx.players.list()) {
    const key = duplicateKey(p.name, p.club);
    byKey.set(key, [...(byKey.get(key) ?? []), p]);
    if (p.fedId) byFedId.set(p.fedId, p);
  }
  const ratingsOf = new Map<number, Map<string, number>>();
  for (const game of GAME_IDS) {
    for (const r of ctx.tournament.ratings.list(game)) {
      if (!ratingsOf.has(r.playerId)) ratingsOf.set(r.playerId, new Map());
      ratingsOf.get(r.playerId)!.set(game, r.rating);
    }
  }
  for (const row of rows) {
    const { line, player: incoming } = row;
    const byFed = incoming.fedId ? byFedId.get(incoming.fedId) : undefined;
    let existing: Player | undefined = byFed;
    if (!existing && duplicates === 'skip') {
      const same = (byKey.get(duplicateKey(incoming.name, incoming.club)) ?? []).sort((a, b) => a.id - b.id);
      if (same.length > 1) {
        plan.report.conflicts.push({ line, name: incoming.name, club: incoming.club, message: `${same.length} players already have this name and club (#${same.map((p) => p.id).join(', #')}): merge them first, or give a federation id` });
        continue;
      }
      existing = same[0];
      if (existing && existing.fedId && incoming.fedId && existing.fedId !== incoming.fedId) {
        plan.report.conflicts.push({ line, name: incoming.name, club: incoming.club, message: `player #${existing.id} has this name and club but federation id ${existing.fedId}, not ${incoming.fedId}` });
        continue;
      }
    }
    if (!existing) {
      const key = duplicateKey(incoming.name, incoming.club);
      const twin = newRows.get(key);
      if (twin && duplicates === 'skip' && !(twin.fedId && incoming.fedId)) {
        issues.push({ field: `line.${line}.name`, message: `the same player as line ${twin.line} (same name and club): give each a federation id if they are two people` });
        continue;
      }
      newRows.set(key, { line, fedId: incoming.fedId });
      plan.add.push(row);
      plan.report.added.push({ line, name: incoming.name, club: incoming.club });
      continue;
    }
    const earlier = matchedBy.get(existing.id);
    if (earlier !== undefined) {
      issues.push({ field: `line.${line}.${byFed ? 'fed_id' : 'name'}`, message: `matches player #${existing.id} ${existing.name}, as line ${earlier} does already` });
      continue;
    }
    matchedBy.set(existing.id, line);
    const before = rowOf(existing);
    const after: PlayerRow = { ...before };
    const changes: ImportChange[] = [];
    for (const field of row.columns) {
      const value = incoming[field];
      if (value === before[field]) continue;
      if (field === 'fedId' && value === null) continue; // a list without an id never removes one
      Object.assign(after, { [field]: value });
      changes.push({ column: COLUMN[field] ?? field, from: before[field], to: value });
    }
    const ratings: Partial<Record<GameId, number>> = {};
    const own = ratingsOf.get(existing.id);
    for (const [game, rating] of Object.entries(row.ratings) as Array<[GameId, number]>) {
      const current = own?.get(game);
      if (current !== undefined && Math.round(current) === rating) continue;
      ratings[game] = rating;
      changes.push({ column: `rating_${game}`, from: current !== undefined ? Math.round(current) : null, to: rating });
    }
    if (changes.length === 0) {
      plan.report.skipped.push({ line, name: incoming.name, club: incoming.club, existing });
      continue;
    }
    plan.update.push({ id: existing.id, player: after, ratings });
    plan.report.updated.push({ line, name: incoming.name, club: incoming.club, existing, changes });
  }
  if (issues.length > 0) throw csvFailure(issues);
  return plan;
}
