import type { Db } from '../types';

/**
 * Sections (issue 44): a section is an event whose settings name its parent (`section.parentId`), so no
 * table of its own holds the link; these are the reads the sections service needs of it.
 */
export function sectionsRepo(db: Db) {
  const children = db.prepare<[number], { eventId: number; name: string }>(
    `SELECT s.event_id AS eventId, json_extract(s.settings, '$.section.name') AS name
     FROM event_settings s JOIN events e ON e.id = s.event_id
     WHERE json_extract(s.settings, '$.section.parentId') = ? ORDER BY s.event_id`,
  );
  const roundsPaired = db.prepare<[number], number>('SELECT count(*) FROM rounds WHERE event_id = ?').pluck();
  return {
    /** The sections of an event, in the order they were made (the first is the top section). */
    of: (parentId: number): Array<{ eventId: number; name: string }> => children.all(parentId),
    roundsPaired: (eventId: number): number => roundsPaired.get(eventId) ?? 0,
  };
}
