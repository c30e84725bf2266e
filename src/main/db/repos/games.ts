import type { Db } from '../types';
import { isGameId } from '../../../shared/games/registry';
import type { GameId, GameOptions } from '../../../shared/games/types';
import { storedOptions } from './storedOptions';

export interface GameRow {
  id: number;
  /** Checked against the game registry when read: a row of a game this build does not know is damage, said once here. */
  game: GameId;
  /** Parsed with the options schema when read (issue 40: the one place; nobody else parses the stored JSON). */
  options: GameOptions;
  title: string;
  eventId: number | null;
  createdAt: string;
  seq: number;
}

/**
 * Whether anything that a game's record depends on may have changed: any row this connection changed
 * (SQLite's total_changes, which a rollback does not take back), any commit of another connection
 * (data_version) and the last ply stored for the game (null when none), which a rolled back append lowers.
 */
export interface RecordMark {
  changes: number;
  dataVersion: number;
  lastSeq: number | null;
}

const COLUMNS = `g.id, g.game, g.options, g.title, g.event_id AS eventId, g.created_at AS createdAt,
  (SELECT count(*) FROM actions a WHERE a.game_id = g.id) AS seq`;

type StoredGame = Omit<GameRow, 'game' | 'options'> & { game: string; options: string };

/**
 * Options parsed, by their stored text: a game's row is read on every move, and its options text seldom
 * changes (most games share `{}`). Keyed on the text itself, so a row another writer changed is parsed
 * anew. Frozen, since every reader of such a text shares the one value.
 */
const parsedOptions = new Map<string, GameOptions>();
/** Distinct texts kept (a dominoes seed makes each game's text its own); the whole map is dropped beyond. */
const MAX_PARSED_OPTIONS = 4096;

function optionsOf(row: StoredGame): GameOptions {
  const kept = parsedOptions.get(row.options);
  if (kept) return kept;
  const options = storedOptions(row.options, `game ${row.id}`);
  if (parsedOptions.size >= MAX_PARSED_OPTIONS) parsedOptions.clear();
  parsedOptions.set(row.options, deepFreeze(options));
  return options;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A stored row as the domain's type: the one place a row's game id becomes a `GameId` and its options are parsed. */
function hydrate(row: StoredGame): GameRow {
  if (!isGameId(row.game)) throw new Error(`game ${row.id} is of an unknown game "${row.game}" (not in this build's game registry)`);
  return { ...row, game: row.game, options: optionsOf(row) };
}
const hydrated = (row: StoredGame | undefined): GameRow | undefined => (row ? hydrate(row) : undefined);

export function gamesRepo(db: Db) {
  const insert = db.prepare<{ game: string; options: string; title: string; eventId: number | null }>(
    'INSERT INTO games (game, options, title, event_id) VALUES (@game, @options, @title, @eventId)',
  );
  const byId = db.prepare<[number], StoredGame>(`SELECT ${COLUMNS} FROM games g WHERE g.id = ?`);
  const all = db.prepare<[], StoredGame>(`SELECT ${COLUMNS} FROM games g ORDER BY g.id`);
  const ofEvent = db.prepare<[number], StoredGame>(`SELECT ${COLUMNS} FROM games g WHERE g.event_id = ? ORDER BY g.id`);
  // Plucked: the notations as a list of strings, without an object per row (read on every move).
  const actions = db.prepare<[number], string>('SELECT notation FROM actions WHERE game_id = ? ORDER BY seq').pluck();
  const append = db.prepare<[number, number, string]>('INSERT INTO actions (game_id, seq, notation) VALUES (?, ?, ?)');
  const dropLast = db.prepare<[number, number]>('DELETE FROM actions WHERE game_id = ? AND seq = ?');
  // What a kept record is checked against (services/keptRecords.ts): the rows this connection changed so
  // far, the commits of other connections (data_version) and the game's last stored ply, in one statement.
  const mark = db.prepare<[number], RecordMark>(
    'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS dataVersion, (SELECT max(seq) FROM actions WHERE game_id = ?) AS lastSeq',
  );
  const linkedEvents = db.prepare<[number], { eventId: number }>(
    'SELECT DISTINCT event_id AS eventId FROM match_games WHERE game_id = ? AND ending IS NULL',
  );
  const audit = db.prepare<{ eventId: number | null; gameId: number | null; action: string; reason: string; detail: string }>(
    'INSERT INTO audit (event_id, game_id, action, reason, detail) VALUES (@eventId, @gameId, @action, @reason, @detail)',
  );
  return {
    insert: (row: { game: GameId; options: GameOptions; title: string; eventId: number | null }): GameRow =>
      hydrate(byId.get(Number(insert.run({ ...row, options: JSON.stringify(row.options) }).lastInsertRowid))!),
    get: (id: number): GameRow | undefined => hydrated(byId.get(id)),
    list: (eventId?: number): GameRow[] => (eventId === undefined ? all.all() : ofEvent.all(eventId)).map(hydrate),
    actions: (id: number): string[] => actions.all(id),
    append: (id: number, seq: number, notation: string): void => void append.run(id, seq, notation),
    dropLast: (id: number, seq: number): void => void dropLast.run(id, seq),
    /** The database's mark for game `id` as it is now (see RecordMark). */
    mark: (id: number): RecordMark => mark.get(id)!,
    /** Events with a match game that this record decides and that has no result yet. */
    linkedEventsAwaitingResult: (id: number): number[] => linkedEvents.all(id).map((r) => r.eventId),
    audit: (entry: { eventId: number | null; gameId: number | null; action: string; reason: string; detail: unknown }): void =>
      void audit.run({ ...entry, detail: JSON.stringify(entry.detail) }),
  };
}
