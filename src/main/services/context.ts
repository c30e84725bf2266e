import type { Db } from '../db/types';
import { playersRepo } from '../db/repos/players';
import { eventsRepo } from '../db/repos/events';
import { gamesRepo } from '../db/repos/games';
import { tournamentRepos } from '../db/repos/tournament';
import type { ChangeNotice, Method, Output, ParsedInput } from '../../shared/api/contract';
import type { Locale } from '../../shared/i18n/locales';
import type { ApiResult } from '../../shared/api/errors';
import { refuse } from '../../shared/i18n/refusals';

/** What every service handler gets: the repositories and a way to announce a change. */
export interface ServiceContext {
  db: Db;
  players: ReturnType<typeof playersRepo>;
  events: ReturnType<typeof eventsRepo>;
  games: ReturnType<typeof gamesRepo>;
  tournament: ReturnType<typeof tournamentRepos>;
  notify(notice: ChangeNotice): void;
  /** The caller's language (set by the backend for each call): what a printed document defaults to. */
  locale: Locale;
}

export function createContext(db: Db, notify: (notice: ChangeNotice) => void): ServiceContext {
  return { db, players: playersRepo(db), events: eventsRepo(db), games: gamesRepo(db), tournament: tournamentRepos(db), notify, locale: 'en' };
}

export type Handler<M extends Method> = (input: ParsedInput<M>, ctx: ServiceContext) => Output<M>;
export type Handlers<K extends Method> = { [M in K]: Handler<M> };

/** Finds a row or fails with a not_found error naming the kind and id. */
export function must<T>(row: T | undefined, what: string, id: number): T {
  if (row === undefined) throw refuse('not_found', 'notFound', { what: { key: `thing.${what}` }, id }, { issues: [{ field: 'id', message: 'does not exist' }] });
  return row;
}

/** Who runs work through Backend.run, in what language; `read`: it only reads (no write lock is taken). */
export interface RunOptions { actor?: string; locale?: Locale; read?: boolean }

/**
 * Backend.run: `body` on the services in one transaction, as a method call runs (audit rows stamped with
 * the actor, notices after the commit, a failure an ApiError value). What the site watcher writes through.
 */
export type RunOnServices = <T>(label: string, body: (ctx: ServiceContext) => T, options?: RunOptions) => ApiResult<T>;
