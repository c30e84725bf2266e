import type { Db } from '../connection';

export interface GameRow {
  id: number;
  game: string;
  options: string;
  title: string;
  eventId: number | null;
  createdAt: string;
  seq: number;
}

const COLUMNS = `g.id, g.game, g.options, g.title, g.event_id AS eventId, g.created_at AS createdAt,
  (SELECT count(*) FROM actions a WHERE a.game_id = g.id) AS seq`;

export function gamesRepo(db: Db) {
  const insert = db.prepare<{ game: string; options: string; title: string; eventId: number | null }>(
    'INSERT INTO games (game, options, title, event_id) VALUES (@game, @options, @title, @eventId)',
  );
  const byId = db.prepare<[number], GameRow>(`SELECT ${COLUMNS} FROM games g WHERE g.id = ?`);
  const all = db.prepare<[], GameRow>(`SELECT ${COLUMNS} FROM games g ORDER BY g.id`);
  const ofEvent = db.prepare<[number], GameRow>(`SELECT ${COLUMNS} FROM games g WHERE g.event_id = ? ORDER BY g.id`);
  const actions = db.prepare<[number], { notation: string }>('SELECT notation FROM actions WHERE game_id = ? ORDER BY seq');
  const append = db.prepare<[number, number, string]>('INSERT INTO actions (game_id, seq, notation) VALUES (?, ?, ?)');
  const dropLast = db.prepare<[number, number]>('DELETE FROM actions WHERE game_id = ? AND seq = ?');
  const linkedEvents = db.prepare<[number], { eventId: number }>(
    'SELECT DISTINCT event_id AS eventId FROM match_games WHERE game_id = ? AND ending IS NULL',
  );
  const audit = db.prepare<{ eventId: number | null; gameId: number | null; action: string; reason: string; detail: string }>(
    'INSERT INTO audit (event_id, game_id, action, reason, detail) VALUES (@eventId, @gameId, @action, @reason, @detail)',
  );
  return {
    insert: (row: { game: string; options: string; title: string; eventId: number | null }): GameRow =>
      byId.get(Number(insert.run(row).lastInsertRowid))!,
    get: (id: number): GameRow | undefined => byId.get(id),
    list: (eventId?: number): GameRow[] => (eventId === undefined ? all.all() : ofEvent.all(eventId)),
    actions: (id: number): string[] => actions.all(id).map((r) => r.notation),
    append: (id: number, seq: number, notation: string): void => void append.run(id, seq, notation),
    dropLast: (id: number, seq: number): void => void dropLast.run(id, seq),
    /** Events with a match game that this record decides and that has no result yet. */
    linkedEventsAwaitingResult: (id: number): number[] => linkedEvents.all(id).map((r) => r.eventId),
    audit: (entry: { eventId: number | null; gameId: number | null; action: string; reason: string; detail: unknown }): void =>
      void audit.run({ ...entry, detail: JSON.stringify(entry.detail) }),
  };
}
