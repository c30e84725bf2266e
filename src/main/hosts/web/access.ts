/**
 * Who may call what over HTTP (LAN mode). Three kinds of caller:
 *  - the director: the token printed when the server started (or anyone on a loopback-only server);
 *  - a table device: a per-table code from tables.issueCode, sent in the same X-TD-Token header; it reads
 *    and records its own game only (games.get, games.append, games.undo), reports a typed result of its
 *    own match for the director to confirm (tables.report), reads what a guest may, and sees as players do;
 *  - a table device holding a table's code (issue 42): that table's page in every round (table.view), its
 *    results reported and confirmed by the players' PINs (table.report, table.confirm), and the digital
 *    boards of that table's games; never another table;
 *  - anyone else on the network: reads only, boards as players see them, no backups, table codes or
 *    players' contact details; and the door's self check-in (checkIn.self, refused without the player's PIN).
 */
import type { MessageText } from '../../../shared/api/errors';
import type { Backend } from '../../services/backend';
import { isReadOnly } from '../../../shared/api/access';
import { sameToken } from './token';

/** A table code of an event's table: its event and board, and the digital boards ever linked to its games. */
export interface TableSeat { role: 'table'; eventId: number; board: number; gameIds: number[] }
export type Caller = { role: 'director' } | { role: 'table'; gameId: number } | TableSeat | { role: 'captain'; eventId: number; team: string } | { role: 'guest' };

/** What a table's code opens: its page, its players' reports and confirmations, its boards. */
export const SEAT_METHODS: readonly string[] = ['table.view', 'table.report', 'table.confirm', 'games.get', 'games.append', 'games.undo'];

/** Writes anyone may make: each is refused by the service without the player's PIN. */
export const PUBLIC_WRITES: readonly string[] = ['checkIn.self'];

/** Methods whose refusal for a wrong PIN counts as a wrong credential (the guess throttle). */
export const PIN_METHODS: readonly string[] = ['checkIn.self', 'table.report', 'table.confirm'];

/** What a captain code opens (issue 43), for its own team and season only: the web host fills both in. */
export const CAPTAIN_METHODS: readonly string[] = ['captain.view', 'captain.submitCard', 'captain.confirmCard', 'captain.disputeCard'];

/** Methods anyone may call because the request carries its own proof: a club night signed with the club's key. */
const SIGNED_METHODS: readonly string[] = ['league.pushNight'];

/** What a table code opens, on its own game only (a result reported for the director to confirm: its own match only). */
export const TABLE_METHODS: readonly string[] = ['games.get', 'games.append', 'games.undo', 'tables.report'];

/**
 * Read-only by name, but for the director's eyes only: file locations, who holds which table, and the
 * club's roll with its contact details (a projector or a table device never needs them).
 */
const DIRECTOR_ONLY = /^(backups|tables|players|pins|fees|league|captain)\./;

/**
 * Methods whose answer depends on who looks: guests and tables get the players' view (boards: onino rule 7,
 * hidden dominoes hands; logs: no free-text reasons).
 */
const AUDIENCE_METHODS: readonly string[] = [
  'games.get', 'games.append', 'games.undo', 'games.list', 'events.list', 'events.get', 'audit.list', 'sanctions.list', 'print.pdf',
];

export function identify(credential: string | undefined, token: string | null, backend: Pick<Backend, 'holderOf'>): Caller {
  if (token !== null && sameToken(credential, token)) return { role: 'director' };
  const holder = credential ? backend.holderOf(credential) : null;
  if (holder) return holder;
  // A server that listens on loopback only has no token: whoever is on this computer is the director.
  return token === null ? { role: 'director' } : { role: 'guest' };
}

/** Checked before the body is read: may this caller use this method at all? Returns why not, or null. */
export function refusal(caller: Caller, method: string): string | null {
  if (caller.role === 'director') return null;
  if (caller.role === 'table' && 'board' in caller && SEAT_METHODS.includes(method)) return null;
  if (PUBLIC_WRITES.includes(method)) return null;
  if (caller.role === 'table' && TABLE_METHODS.includes(method)) return null;
  if (caller.role === 'captain' && CAPTAIN_METHODS.includes(method)) return null;
  if (SIGNED_METHODS.includes(method)) return null;
  // What anyone on the network may read, a table device may read too (its table's pairing, the event).
  if (isReadOnly(method) && !DIRECTOR_ONLY.test(method)) return null;
  if (caller.role === 'table' && 'board' in caller) return `a table code allows only this table's page, its reports and its board, not ${method}`;
  if (caller.role === 'table') return `a table code allows only ${TABLE_METHODS.join(', ')} on its own game, not ${method}`;
  if (caller.role === 'captain') return `a captain's code allows only ${CAPTAIN_METHODS.join(', ')} for its own team, not ${method}`;
  if (CAPTAIN_METHODS.includes(method)) return `${method} needs a captain's code (or the director token)`;
  return `${method} needs the director token printed when the server started${TABLE_METHODS.includes(method) ? ", or this table's code" : ''}`;
}

/** The payload the services get from this caller: its own game only, boards as players see them. */
export function scoped(caller: Caller, method: string, payload: unknown): { payload: unknown } | { refused: string; text?: MessageText } {
  if (caller.role === 'director') return { payload };
  const fields = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  if (caller.role === 'table' && 'board' in caller) {
    if (method.startsWith('table.')) {
      // The page need not know which table it is: the code says so. Naming another table is refused.
      if (fields && ((fields.eventId !== undefined && fields.eventId !== caller.eventId) || (fields.board !== undefined && fields.board !== caller.board))) {
        return { refused: `this device holds the code of table ${caller.board}: it reads and writes that table only`, text: { key: 'tableNight.otherTable', params: { board: caller.board } } };
      }
      return { payload: { ...fields, eventId: caller.eventId, board: caller.board } };
    }
    if (TABLE_METHODS.includes(method) && !caller.gameIds.includes(fields?.id as number)) {
      return { refused: `this device holds the code of table ${caller.board}: it reads and writes that table only`, text: { key: 'tableNight.otherTable', params: { board: caller.board } } };
    }
  } else if (caller.role === 'table' && TABLE_METHODS.includes(method) && fields?.id !== caller.gameId) {
    return { refused: `this table code is for game ${caller.gameId} only` };
  }
  if (caller.role === 'captain' && CAPTAIN_METHODS.includes(method)) {
    // A captain acts for the team and season of the code, whatever the request says.
    if (fields?.team !== undefined && fields.team !== caller.team) return { refused: "this captain's code is for another team" };
    if (fields?.eventId !== undefined && fields.eventId !== caller.eventId) return { refused: "this captain's code is for another season" };
    return { payload: { ...fields, eventId: caller.eventId, team: caller.team } };
  }
  // No body at all is an empty request: it gets the players' view too, not the default (the director's).
  const given = payload === undefined || payload === null ? {} : fields;
  if (AUDIENCE_METHODS.includes(method) && given) return { payload: { ...given, audience: 'players' } };
  return { payload };
}
