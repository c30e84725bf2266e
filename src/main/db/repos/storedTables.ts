/** The tables computed from an event and kept in the file (migration 016), and the generation they are valid at. */
import type { Db } from '../types';

export interface StoredTable {
  generation: number;
  code: string;
  /** Which view of the table this is (the standings: the round they are as of). */
  view: string;
  body: Buffer;
}

export function storedTablesRepo(db: Db) {
  const generation = db.prepare<[], number>('SELECT n FROM data_generation WHERE id = 1').pluck();
  const get = db.prepare<[number], StoredTable>('SELECT generation, code, view, body FROM stored_tables WHERE event_id = ?');
  const put = db.prepare<[number, number, string, string, Buffer]>(
    `INSERT INTO stored_tables (event_id, generation, code, view, body) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (event_id) DO UPDATE SET generation = excluded.generation, code = excluded.code, view = excluded.view, body = excluded.body`,
  );
  // Running events paired by the services (their own status; a team event's runs in team_events), whose kept
  // table is missing, from another generation or from other code.
  const old = db.prepare<[number, string], number>(
    `SELECT e.id FROM events e LEFT JOIN stored_tables s ON s.event_id = e.id
     WHERE e.status = 'running' AND NOT EXISTS (SELECT 1 FROM team_events t WHERE t.event_id = e.id)
       AND (s.event_id IS NULL OR s.generation <> ? OR s.code <> ?) ORDER BY e.id`,
  ).pluck();
  return {
    /** Moves with every change to any tracked table (migration 016). */
    generation: (): number => generation.get()!,
    get: (eventId: number): StoredTable | undefined => get.get(eventId),
    /** Running events whose kept table is not the one of `generation` and `code`. */
    oldRunning: (generation: number, code: string): number[] => old.all(generation, code),
    put: (eventId: number, table: StoredTable): void => void put.run(eventId, table.generation, table.code, table.view, table.body),
  };
}
