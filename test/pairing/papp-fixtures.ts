/**
 * Othello events paired by PAPP 1.37.1 itself (test/fixtures/papp/papp-events.json, made with
 * scripts/papp-fixtures.py from ../shared/tools/papp-1.37.1): players with countries, every round's
 * games with Black's discs, the bye, and the minimum PAPP cost of each round for the history before it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RoundEntry } from '../../src/shared/tournament/pairing/types';
import type { PappPlayer } from '../../src/shared/tournament/papp';
import { repoRoot } from '../support/paths';

export interface PappGame { black: number; white: number; black_discs: number }
export interface PappFixtureRound { games: PappGame[]; bye: number | null; optimum: number }
export interface PappFixtureEvent { players: { id: number; country: string }[]; rounds: PappFixtureRound[] }

export const pappEvents = (): PappFixtureEvent[] =>
  (JSON.parse(readFileSync(resolve(repoRoot, 'test/fixtures/papp/papp-events.json'), 'utf8')) as { events: PappFixtureEvent[] }).events;

/** One round's games as engine history (Black moves first: the engine's `white`); a player in no game had the bye. */
export function roundEntries(players: readonly { id: number }[], games: readonly PappGame[]): Map<number, RoundEntry> {
  const out = new Map<number, RoundEntry>();
  for (const g of games) {
    const black = g.black_discs > 32 ? 1 : g.black_discs === 32 ? 0.5 : 0;
    out.set(g.black, { kind: 'played', opponent: g.white, colour: 'white', points: black });
    out.set(g.white, { kind: 'played', opponent: g.black, colour: 'black', points: 1 - black });
  }
  for (const p of players) if (!out.has(p.id)) out.set(p.id, { kind: 'pairingBye', opponent: null, colour: null, points: 1 });
  return out;
}

/** The players with the history of `rounds` (all present). */
export function pappPlayers(event: { players: { id: number; country: string }[] }, rounds: readonly PappGame[][]): PappPlayer[] {
  const entries = rounds.map((games) => roundEntries(event.players, games));
  return event.players.map((p) => ({ id: p.id, country: p.country, history: entries.map((e) => e.get(p.id)!) }));
}
