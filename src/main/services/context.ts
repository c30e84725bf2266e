import type { Db } from '../db/connection';
import { playersRepo } from '../db/repos/players';
import { eventsRepo } from '../db/repos/events';
import { gamesRepo } from '../db/repos/games';
import { tournamentRepos } from '../db/repos/tournament';
import type { ChangeNotice, Method, Output, ParsedInput } from '../../shared/api/contract';
import { ApiFailure } from '../../shared/api/errors';

/** What every service handler gets: the repositories and a way to announce a change. */
export interface ServiceContext {
  db: Db;
  players: ReturnType<typeof playersRepo>;
  events: ReturnType<typeof eventsRepo>;
  games: ReturnType<typeof gamesRepo>;
  tournament: ReturnType<typeof tournamentRepos>;
  notify(notice: ChangeNotice): void;
}

export function createContext(db: Db, notify: (notice: ChangeNotice) => void): ServiceContext {
  return { db, players: playersRepo(db), events: eventsRepo(db), games: gamesRepo(db), tournament: tournamentRepos(db), notify };
}

export type Handler<M extends Method> = (input: ParsedInput<M>, ctx: ServiceContext) => Output<M>;
export type Handlers<K extends Method> = { [M in K]: Handler<M> };

/** Finds a row or fails with a not_found error naming the kind and id. */
export function must<T>(row: T | undefined, what: string, id: number): T {
  if (row === undefined) throw new ApiFailure('not_found', `there is no ${what} with id ${id}`, { issues: [{ field: 'id', message: 'does not exist' }] });
  return row;
}
