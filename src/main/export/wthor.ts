/**
 * An event's Othello games as a WThor archive (.wtb) with its players (.JOU) and tournament (.TRN)
 * files. Numbers index these files: player n is the event's n-th entry by pairing number, tournament 0
 * the event. A game that cannot be written is listed with the reason, never dropped in silence.
 */
import type { OthelloState } from '../../shared/games/othello/types';
import { PLAYER_NAME_SIZE, TOURNAMENT_NAME_SIZE, writeNames, writeWtb, type WthorGameInput } from '../../shared/games/othello/wthor';
import { wthorGameOf } from '../../shared/games/othello/wthor-games';
import type { Entry } from '../../shared/tournament';
import { gameLabel, noRecord, type EventGame } from './eventGames';

/** WThor archives hold Othello games only. */
export const WTHOR_GAME = 'othello';
export type WthorState = OthelloState;

export interface WthorExport {
  wtb: Uint8Array;
  jou: Uint8Array;
  trn: Uint8Array;
  written: number;
  skipped: Array<{ game: string; reason: string }>;
}

type Day = { year: number; month: number; day: number };

/** `states` holds each record's replayed final state by games.id (absent: the record does not exist). */
export function wthorExport(eventName: string, entries: Entry[], games: EventGame[], states: Map<number, OthelloState>, year: number, created: Day): WthorExport {
  const players = [...entries].sort((x, y) => x.pairingNumber - y.pairingNumber);
  const number = new Map(players.map((e, i) => [e.id, i]));
  const written: WthorGameInput[] = [];
  const skipped: WthorExport['skipped'] = [];
  for (const g of games) {
    const state = g.recordId === null ? undefined : states.get(g.recordId);
    if (!state) {
      skipped.push({ game: gameLabel(g), reason: noRecord(g) });
      continue;
    }
    const out = wthorGameOf(state, { tournament: 0, black: number.get(g.first)!, white: number.get(g.second)! });
    if (out.ok) written.push(out.value);
    else skipped.push({ game: gameLabel(g), reason: `${out.error.message} (${out.error.rule})` });
  }
  return {
    wtb: writeWtb(written, { created, year }),
    jou: writeNames(players.map((e) => e.name), PLAYER_NAME_SIZE, created),
    trn: writeNames([eventName], TOURNAMENT_NAME_SIZE, created),
    written: written.length,
    skipped,
  };
}
