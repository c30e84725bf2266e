import type { Db } from '../types';
import type { Registration, TdEvent } from '../../../shared/api/schemas';
import { byName } from '../../../shared/collate';
import { storedOptions } from './storedOptions';

export interface EventRow {
  name: string;
  game: string;
  options: string;
  format: string;
  roundsPlanned: number | null;
  startDate: string | null;
  endDate: string | null;
  venue: string;
  status: string;
}

/** A registration with every stored column (kept whole in the audit log when it is removed). */
export interface StoredRegistration {
  eventId: number;
  playerId: number;
  registeredAt: string;
  pairingNumber: number | null;
  joinedRound: number | null;
  withdrawnRound: number | null;
}

type StoredEvent = Omit<TdEvent, 'options'> & { options: string };

/**
 * A team event's players are its teams' squads and alternates (it has no registrations), and it runs
 * once it has fixtures (issue 44: the Events list showed team events as "draft, 0 players").
 */
const TEAM_PLAYERS = `(SELECT sum(json_array_length(tm.value, '$.squad') + json_array_length(tm.value, '$.alternates'))
  FROM team_events t, json_each(t.doc, '$.teams') tm WHERE t.event_id = e.id)`;
const TEAM_RUNNING = `EXISTS (SELECT 1 FROM team_events t WHERE t.event_id = e.id AND json_array_length(t.doc, '$.fixtures') > 0)`;

/**
 * An event run in sections is never paired itself: it runs once any section has a paired round and is
 * finished once every section is (issue 44: the parent stayed "draft" in the Events list while A and B ran).
 */
const SECTION_STATS = `SELECT json_extract(s.settings, '$.section.parentId') AS parentId, count(*) AS sections,
    sum(x.status <> 'finished') AS unfinished, sum(EXISTS (SELECT 1 FROM rounds r WHERE r.event_id = x.id)) AS started
  FROM event_settings s JOIN events x ON x.id = s.event_id
  WHERE json_extract(s.settings, '$.section.parentId') IS NOT NULL GROUP BY 1`;
/** Events with their sections' state, gathered in one pass over the settings (a correlated look-up per event made the list quadratic). */
const FROM = `events e LEFT JOIN (${SECTION_STATS}) sec ON sec.parentId = e.id`;
const STATUS = `CASE WHEN e.status = 'draft' AND ${TEAM_RUNNING} THEN 'running'
  WHEN e.status <> 'finished' AND sec.sections > 0 AND sec.unfinished = 0 THEN 'finished'
  WHEN e.status = 'draft' AND sec.started > 0 THEN 'running' ELSE e.status END`;

const COLUMNS = `e.id, e.name, e.game, e.options, e.format, e.rounds_planned AS roundsPlanned,
  e.start_date AS startDate, e.end_date AS endDate, e.venue,
  ${STATUS} AS status, e.created_at AS createdAt,
  COALESCE(${TEAM_PLAYERS}, (SELECT count(*) FROM registrations r WHERE r.event_id = e.id)) AS playerCount,
  (SELECT json_array_length(t.doc, '$.teams') FROM team_events t WHERE t.event_id = e.id) AS teamCount,
  (SELECT CASE a.action WHEN 'archive' THEN a.at END FROM audit a
    WHERE a.event_id = e.id AND a.action IN ('archive', 'unarchive') ORDER BY a.id DESC LIMIT 1) AS archivedAt`;

/** Archiving is an audited act: an event is archived when its latest archive/unarchive audit row says so. */
const fromStored = (row: StoredEvent): TdEvent => ({ ...row, options: storedOptions(row.options, `event ${row.id}`), archivedAt: row.archivedAt ?? null });

export function eventsRepo(db: Db) {
  const insert = db.prepare<EventRow>(
    `INSERT INTO events (name, game, options, format, rounds_planned, start_date, end_date, venue, status)
     VALUES (@name, @game, @options, @format, @roundsPlanned, @startDate, @endDate, @venue, @status)`,
  );
  const update = db.prepare<EventRow & { id: number }>(
    `UPDATE events SET name = @name, game = @game, options = @options, format = @format,
       rounds_planned = @roundsPlanned, start_date = @startDate, end_date = @endDate, venue = @venue,
       status = @status WHERE id = @id`,
  );
  const byId = db.prepare<[number], StoredEvent>(`SELECT ${COLUMNS} FROM ${FROM} WHERE e.id = ?`);
  const all = db.prepare<[], StoredEvent>(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY e.start_date DESC, e.id DESC`);
  /** A registration shows the player's rating in the event's game (else the general rating). */
  const GAME_RATING = `COALESCE((SELECT CAST(round(x.rating) AS INTEGER) FROM ratings x JOIN events g ON g.id = r.event_id
    WHERE x.game = g.game AND x.player_id = p.id), p.rating) AS rating`;
  const registrations = db.prepare<[number], Registration>(
    `SELECT r.event_id AS eventId, r.player_id AS playerId, p.name, p.club, ${GAME_RATING}, r.registered_at AS registeredAt
     FROM registrations r JOIN players p ON p.id = r.player_id WHERE r.event_id = ?`,
  );
  const registration = db.prepare<[number, number], Registration>(
    `SELECT r.event_id AS eventId, r.player_id AS playerId, p.name, p.club, ${GAME_RATING}, r.registered_at AS registeredAt
     FROM registrations r JOIN players p ON p.id = r.player_id WHERE r.event_id = ? AND r.player_id = ?`,
  );
  const register = db.prepare<[number, number]>('INSERT INTO registrations (event_id, player_id) VALUES (?, ?)');
  const unregister = db.prepare<[number, number]>('DELETE FROM registrations WHERE event_id = ? AND player_id = ?');
  const stored = db.prepare<[number, number], StoredRegistration>(
    `SELECT event_id AS eventId, player_id AS playerId, registered_at AS registeredAt, pairing_number AS pairingNumber,
       joined_round AS joinedRound, withdrawn_round AS withdrawnRound FROM registrations WHERE event_id = ? AND player_id = ?`,
  );
  const restore = db.prepare<StoredRegistration>(
    `INSERT INTO registrations (event_id, player_id, registered_at, pairing_number, joined_round, withdrawn_round)
     VALUES (@eventId, @playerId, @registeredAt, @pairingNumber, @joinedRound, @withdrawnRound)`,
  );
  return {
    insert: (row: EventRow): TdEvent => fromStored(byId.get(Number(insert.run(row).lastInsertRowid))!),
    update: (id: number, row: EventRow): TdEvent => {
      update.run({ ...row, id });
      return fromStored(byId.get(id)!);
    },
    get: (id: number): TdEvent | undefined => {
      const row = byId.get(id);
      return row && fromStored(row);
    },
    list: (): TdEvent[] => all.all().map(fromStored),
    registrations: (eventId: number): Registration[] => registrations.all(eventId).sort(byName),
    registration: (eventId: number, playerId: number): Registration | undefined => registration.get(eventId, playerId),
    register: (eventId: number, playerId: number): Registration => {
      register.run(eventId, playerId);
      return registration.get(eventId, playerId)!;
    },
    unregister: (eventId: number, playerId: number): void => void unregister.run(eventId, playerId),
    /** Deletes the event, its digital-board games and, by cascade, everything else in it. */
    remove: (eventId: number): void => {
      db.prepare('DELETE FROM games WHERE event_id = ?').run(eventId);
      db.prepare('DELETE FROM events WHERE id = ?').run(eventId);
    },
    /** The registration row exactly as stored, for the audit log and an undo. */
    stored: (eventId: number, playerId: number): StoredRegistration | undefined => stored.get(eventId, playerId),
    restore: (row: StoredRegistration): void => void restore.run(row),
  };
}
