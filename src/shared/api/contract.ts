/**
 * The one API contract between any UI (Electron IPC, HTTP, CLI) and the backend services.
 * Every method's input is validated against its schema at the boundary; outputs are typed.
 * Later issues add methods here and nowhere else.
 */
import type { z } from 'zod';
import { playerMethods } from './methods/players';
import { eventMethods } from './methods/events';
import { gameMethods } from './methods/games';
import { tournamentMethods } from './methods/tournament';
import { adminMethods } from './methods/admin';
import { printMethods } from './methods/print';
import { exportMethods } from './methods/exports';
import { tableReportMethods } from './methods/tableReports';
import { teamMethods } from './methods/teams';
import { tableNightMethods } from './methods/tableNight';
import { leagueMethods } from './methods/league';
import { arenaMethods } from './methods/arena';
import { sectionMethods } from './methods/sections';

/** Every method, grouped by area: each group lives in its own module under ./methods. */
export const contract = {
  ...playerMethods,
  ...eventMethods,
  ...gameMethods,
  ...tournamentMethods,
  ...adminMethods,
  ...printMethods,
  ...exportMethods,
  ...tableReportMethods,
  ...teamMethods,
  ...tableNightMethods,
  ...leagueMethods,
  ...arenaMethods,
  ...sectionMethods,
} as const;

/** Methods whose answer is produced after the transaction (Backend.callAsync). */
export const ASYNC_METHODS: readonly Method[] = ['print.pdf'];

export type Contract = typeof contract;
export type Method = keyof Contract;
export type Input<M extends Method> = z.input<Contract[M]['input']>;
export type ParsedInput<M extends Method> = z.output<Contract[M]['input']>;
export type Output<M extends Method> = z.output<Contract[M]['output']>;

export const METHODS = Object.keys(contract) as Method[];

export function isMethod(name: string): name is Method {
  return Object.prototype.hasOwnProperty.call(contract, name);
}

/** What changed, so every open screen can refresh (IPC events / Server-Sent Events). */
export interface ChangeNotice {
  topic: 'players' | 'events' | 'registrations' | 'rounds' | 'games' | 'results';
  id?: number;
  eventId?: number;
  /**
   * Games only: how many actions the record holds after the change, and, when the change appended exactly
   * one action, that action in canonical notation. Both are part of the record every reader may fetch
   * (`games.get` gives any audience the actions), so a notice that goes to every device reveals nothing;
   * a page that shows the record as it was just before draws the next position without asking again.
   */
  seq?: number;
  action?: string;
  /**
   * Set when another process wrote to the database (`td`, a second server, the desktop app on the same
   * file): what changed is not known, so the notice names no id or event and every screen reads again.
   */
  external?: true;
}

/** The event a notice is about: its `eventId`, or the event itself for an `events` notice; undefined when it names none. */
export const noticedEvent = (n: ChangeNotice): number | undefined => n.eventId ?? (n.topic === 'events' ? n.id : undefined);

/** What both transports (IPC, HTTP) offer the renderer; the stores never know which one is in use. */
export interface ApiTransport {
  call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>>;
  subscribe(listener: (notice: ChangeNotice) => void): () => void;
}
