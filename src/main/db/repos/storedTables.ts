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
  return {
    /** Moves with every change to any tracked table (migration 016). */
    generation: (): number => generation.get()!,
    get: (eventId: number): StoredTable | undefined => get.get(eventId),
    put: (eventId: number, table: StoredTable): void => void put.run(eventId, table.generation, table.code, table.view, table.body),
  };
}
