import { z } from 'zod';
import { GameId, Id, Player, PlayerFields, PlayerPatchFields, Rating } from '../schemas';

/** The largest CSV accepted by an import (characters): a club roll of 100,000 members fits. */
export const MAX_CSV_CHARS = 10_000_000;

/** A CSV row left out because the player is already in the list (or earlier in the file). */
export const SkippedRow = z.object({ line: z.number(), name: z.string(), club: z.string(), existing: Player });
const ImportValue = z.union([z.string(), z.number(), z.null()]);
export const ImportChange = z.object({ column: z.string(), from: ImportValue, to: ImportValue });
export type ImportChange = z.infer<typeof ImportChange>;
const RowRef = { line: z.number(), name: z.string(), club: z.string() };
/**
 * What an import did (or, with `dryRun`, would do): rows added, rows updating a matched player
 * (each change named), rows left alone (`skipped`: the player is already there as given) and
 * conflicts (left out, with why).
 */
export const ImportReport = z.object({
  dryRun: z.boolean(),
  imported: z.number(),
  players: z.array(Player),
  added: z.array(z.object(RowRef)),
  updated: z.array(z.object({ ...RowRef, existing: Player, changes: z.array(ImportChange) })),
  skipped: z.array(SkippedRow),
  conflicts: z.array(z.object({ ...RowRef, message: z.string() })),
  /** The import's audit entry (null for a dry run or an import that changed nothing): players.undoImport. */
  auditId: Id.nullable().default(null),
});
export type ImportReport = z.infer<typeof ImportReport>;
const Reason = z.string().trim().max(500, 'must be at most 500 characters').default('');

export const PlayerGameRating = z.object({ game: GameId, rating: z.number(), games: z.number(), provisional: z.boolean(), source: z.enum(['elo', 'list']) });
/** A player's page: ratings per game, every event entered and every game played. */
export const PlayerProfile = z.object({
  player: Player,
  ratings: z.array(PlayerGameRating),
  events: z.array(z.object({ eventId: Id, name: z.string(), game: GameId, format: z.string(), status: z.string(), startDate: z.string().nullable(), withdrawnRound: z.number().nullable() })),
  games: z.array(z.object({
    eventId: Id, eventName: z.string(), game: GameId, round: z.number(), board: z.number(),
    opponent: z.string(), first: z.boolean(), result: z.enum(['win', 'draw', 'loss', 'forfeit win', 'forfeit loss', 'pending']), score: z.string(),
  })),
});
export type PlayerProfile = z.infer<typeof PlayerProfile>;

export const playerMethods = {
  /** Refused when a player of the same name and club exists (accents and case aside), unless `allowDuplicate`. */
  'players.create': { input: PlayerFields.extend({ allowDuplicate: z.boolean().default(false) }), output: Player },
  'players.update': { input: PlayerPatchFields.extend({ id: Id }), output: Player },
  /** Deletes a player never entered in an event; audited with everything it took along, undone by players.restore. */
  'players.remove': {
    input: z.object({ id: Id, reason: z.string().trim().max(500, 'must be at most 500 characters').default('') }),
    output: z.object({ id: Id, auditId: Id }),
  },
  /** Puts a deleted player back (with its ratings and their history) from the audit entry of the deletion. */
  'players.restore': { input: z.object({ auditId: Id }), output: Player },
  /** Deleted players not put back since, newest deletion first: what the Players screen offers to restore. */
  'deletedPlayers.list': {
    input: z.object({}).default({}),
    output: z.array(z.object({ auditId: Id, id: Id, name: z.string(), club: z.string(), deletedAt: z.string(), reason: z.string() })),
  },
  'players.get': { input: z.object({ id: Id }), output: Player },
  'players.list': {
    input: z.object({ search: z.string().max(100).optional() }).default({}),
    output: z.array(Player),
  },
  /**
   * A club roll or a federation rating list. A row matches a player by federation id, then by name
   * and club (collated): a match updates the columns the file has (left alone when nothing differs),
   * anything else is added (`duplicates: 'add'`: a name-and-club match is added as another person).
   * `dryRun`: the same report, nothing written. Bad input fails whole, every problem by line and column.
   */
  'players.importCsv': {
    input: z.object({
      csv: z.string().max(MAX_CSV_CHARS, `must be at most ${MAX_CSV_CHARS} characters`),
      duplicates: z.enum(['skip', 'add']).default('skip'),
      dryRun: z.boolean().default(false),
    }),
    output: ImportReport,
  },
  /** Groups of players with the same name and club (accents and case aside): candidates for a merge. */
  'players.duplicates': { input: z.object({}).default({}), output: z.array(z.array(Player)) },
  /** Merge `merge` into `keep`: every registration, game and result follows; audited and undoable (players.unmerge). */
  'players.merge': { input: z.object({ keep: Id, merge: Id, reason: Reason }), output: z.object({ player: Player, auditId: Id }) },
  'players.unmerge': { input: z.object({ auditId: Id }), output: Player },
  /** Undo an import: the players it added are removed (refused if entered in an event since), those it updated get their old values and ratings back. */
  'players.undoImport': { input: z.object({ auditId: Id }), output: z.object({ removed: z.number(), restored: z.number() }) },
  'players.profile': { input: z.object({ id: Id }), output: PlayerProfile },
  /** Type (or clear, with null) a player's rating in one game: a listed rating, audited with the old value. */
  'players.setRating': { input: z.object({ id: Id, game: GameId, rating: Rating.nullable(), reason: Reason }), output: z.array(PlayerGameRating) },
  'players.exportCsv': { input: z.object({}).default({}), output: z.object({ csv: z.string() }) },
} as const;
