/** Helpers for the tournament integration tests: a real SQLite backend and compact calls. */
import { expect } from 'vitest';
import type { Backend } from '../../src/main/services/backend';
import type { EntryView, PairOutcome, PairingView, RoundView } from '../../src/shared/api/methods/tournament';
import type { Player, TdEvent } from '../../src/shared/api/schemas';
import type { Standings } from '../../src/shared/tournament';
import { must, tempBackend } from '../support/tempdb';

export { must, tempBackend };

export interface Setup {
  backend: Backend;
  file: string;
  eventId: number;
  /** Entry id by player name. */
  ids: Record<string, string>;
}

/** An event with players registered (ratings in the order given, highest first, so seeds follow the names). */
export function eventWith(opts: { game: string; format: string; names: string[]; rounds?: number; settings?: object; options?: object }): Setup {
  const { backend, file } = tempBackend();
  const event = must<TdEvent>(backend, 'tournaments.create', {
    name: 'Test event', game: opts.game, format: opts.format, roundsPlanned: opts.rounds ?? null, options: opts.options ?? {}, settings: opts.settings ?? {},
  });
  const ids: Record<string, string> = {};
  opts.names.forEach((name, i) => {
    const p = must<Player>(backend, 'players.create', { name, rating: 2000 - i * 10 });
    must(backend, 'events.register', { eventId: event.id, playerId: p.id });
    ids[name] = String(p.id);
  });
  return { backend, file, eventId: event.id, ids };
}

/** Pair and publish the next round. */
export function pairNext(s: Setup): RoundView {
  const paired = must<PairOutcome>(s.backend, 'rounds.pair', { eventId: s.eventId });
  return must<RoundView>(s.backend, 'rounds.publish', { eventId: s.eventId, round: paired.round.number });
}

export type Matches = Extract<PairingView, { kind: 'match' }>;
export const matchesOf = (r: RoundView): Matches[] => r.pairings.filter((p): p is Matches => p.kind === 'match');

export function setResult(s: Setup, round: number, board: number, winner: 'a' | 'b' | null, a: number, b: number, extra: object = {}): PairingView {
  return must<PairingView>(s.backend, 'results.set', { eventId: s.eventId, round, board, winner, score: { a, b }, ...extra });
}

export function standings(s: Setup, round?: number): Standings {
  return must<Standings>(s.backend, 'standings.get', { eventId: s.eventId, ...(round ? { round } : {}) });
}

export function entries(s: Setup): EntryView[] {
  return must<EntryView[]>(s.backend, 'entries.list', { eventId: s.eventId });
}

/** The API error of a refused call. */
export function refusal(backend: Backend, method: string, input: unknown): { code: string; message: string; details?: { rule?: string } } {
  const r = backend.call(method, input);
  expect(r.ok, `${method} should be refused`).toBe(false);
  if (r.ok) throw new Error('not refused');
  return r.error as { code: string; message: string; details?: { rule?: string } };
}
