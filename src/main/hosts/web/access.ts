/**
 * Who may call what over HTTP (LAN mode). Three kinds of caller:
 *  - the director: the token printed when the server started (or anyone on a loopback-only server);
 *  - a table device: a per-table code from tables.issueCode, sent in the same X-TD-Token header; it reads
 *    and records its own game only (games.get, games.append, games.undo), reports a typed result of its
 *    own match for the director to confirm (tables.report), reads what a guest may, and sees as players do;
 *  - anyone else on the network: reads only, boards as players see them, no backups, table codes or
 *    players' contact details.
 */
import type { Db } from '../../db/connection';
import { tableCodeGame } from '../../services/admin';
import { captainOfCode } from '../../services/league';
import { isReadOnly } from '../../../shared/api/access';
import { sameToken } from './token';

export type Caller = { role: 'director' } | { role: 'table'; gameId: number } | { role: 'captain'; eventId: number; team: string } | { role: 'guest' };

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
const DIRECTOR_ONLY = /^(backups|tables|players|league|captain)\./;

/**
 * Methods whose answer depends on who looks: guests and tables get the players' view (boards: onino rule 7,
 * hidden dominoes hands; logs: no free-text reasons).
 */
const AUDIENCE_METHODS: readonly string[] = [
  'games.get', 'games.append', 'games.undo', 'games.list', 'events.list', 'events.get', 'audit.list', 'sanctions.list', 'print.pdf',
];

export function identify(credential: string | undefined, token: string | null, db: Db): Caller {
  if (token !== null && sameToken(credential, token)) return { role: 'director' };
  if (credential) {
    const gameId = tableCodeGame(db, credential);
    if (gameId !== null) return { role: 'table', gameId };
    const captain = captainOfCode(db, credential);
    if (captain !== null) return { role: 'captain', ...captain };
  }
  // A server that listens on loopback only has no token: whoever is on this computer is the director.
  return token === null ? { role: 'director' } : { role: 'guest' };
}

/** Checked before the body is read: may this caller use this method at all? Returns why not, or null. */
export function refusal(caller: Caller, method: string): string | null {
  if (caller.role === 'director') return null;
  if (caller.role === 'table' && TABLE_METHODS.includes(method)) return null;
  if (caller.role === 'captain' && CAPTAIN_METHODS.includes(method)) return null;
  if (SIGNED_METHODS.includes(method)) return null;
  // What anyone on the network may read, a table device may read too (its table's pairing, the event).
  if (isReadOnly(method) && !DIRECTOR_ONLY.test(method)) return null;
  if (caller.role === 'table') return `a table code allows only ${TABLE_METHODS.join(', ')} on its own game, not ${method}`;
  if (caller.role === 'captain') return `a captain's code allows only ${CAPTAIN_METHODS.join(', ')} for its own team, not ${method}`;
  if (CAPTAIN_METHODS.includes(method)) return `${method} needs a captain's code (or the director token)`;
  return `${method} needs the director token printed when the server started${TABLE_METHODS.includes(method) ? ", or this table's code" : ''}`;
}

/** The payload the services get from this caller: its own game only, boards as players see them. */
export function scoped(caller: Caller, method: string, payload: unknown): { payload: unknown } | { refused: string } {
  if (caller.role === 'director') return { payload };
  const fields = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  if (caller.role === 'table' && TABLE_METHODS.includes(method) && fields?.id !== caller.gameId) {
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
