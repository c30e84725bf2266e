/** The team document of a team event (migration 8): read, save with a new revision, list. */
import type { Db } from '../types';
import type { TeamEvent } from '../../../shared/tournament/teams';

export interface StoredTeamEvent {
  eventId: number;
  revision: number;
  doc: TeamEvent;
}

export function teamsRepo(db: Db) {
  const get = db.prepare<[number], { eventId: number; revision: number; doc: string }>('SELECT event_id AS eventId, revision, doc FROM team_events WHERE event_id = ?');
  const bySeason = db.prepare<[string], { eventId: number }>('SELECT event_id AS eventId FROM team_events WHERE season_id = ?');
  const insert = db.prepare<[number, string, string]>('INSERT INTO team_events (event_id, season_id, doc) VALUES (?, ?, ?)');
  const save = db.prepare<[string, number, number]>("UPDATE team_events SET doc = ?, revision = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE event_id = ?");
  const keep = db.prepare<[number, number, string]>('INSERT INTO team_event_history (event_id, revision, doc) VALUES (?, ?, ?)');
  const before = db.prepare<[number, number], { doc: string }>('SELECT doc FROM team_event_history WHERE event_id = ? AND revision = ?');
  const list = db.prepare<[], { eventId: number }>('SELECT event_id AS eventId FROM team_events ORDER BY event_id');
  return {
    get(eventId: number): StoredTeamEvent | undefined {
      const row = get.get(eventId);
      return row && { eventId: row.eventId, revision: row.revision, doc: JSON.parse(row.doc) as TeamEvent };
    },
    bySeason: (seasonId: string): number | undefined => bySeason.get(seasonId)?.eventId,
    insert: (eventId: number, doc: TeamEvent): void => void insert.run(eventId, doc.seasonId, JSON.stringify(doc)),
    /** Saves `doc` as `revision`, keeping `previous` (the document before it) for an undo. */
    save(eventId: number, doc: TeamEvent, revision: number, previous: TeamEvent): void {
      keep.run(eventId, revision, JSON.stringify(previous));
      save.run(JSON.stringify(doc), revision, eventId);
    },
    /** The document as it was before `revision` was saved. */
    before(eventId: number, revision: number): TeamEvent | undefined {
      const row = before.get(eventId, revision);
      return row && (JSON.parse(row.doc) as TeamEvent);
    },
    list: (): number[] => list.all().map((r) => r.eventId),
  };
}
