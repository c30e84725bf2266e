/**
 * The event's game records as one zip: each game in its game's own notation as a text file (what
 * `td replay` reads back), and index.csv naming the players and the result of each file.
 */
import { strToU8, zipSync } from 'fflate';
import type { Entry } from '../../shared/tournament';
import { csvTable } from './csvCell';
import { gameLabel, noRecord, type EventGame } from './eventGames';

const two = (n: number): string => String(n).padStart(2, '0');

/** `round-02-board-03-game-1.txt` (play-off games: `...-playoff-1.txt`): sorts in playing order. */
export const recordFileName = (g: EventGame): string => `round-${two(g.round)}-board-${two(g.board)}-${g.playoff ? 'playoff' : 'game'}-${g.game}.txt`;

export interface RecordsArchive {
  zip: Uint8Array;
  files: number;
  skipped: Array<{ game: string; reason: string }>;
}

/** `texts` holds each record's text by games.id; `sides` the game's side names, first mover first. */
export function recordsArchive(entries: Entry[], games: EventGame[], texts: Map<number, string>, sides: readonly [string, string]): RecordsArchive {
  const name = new Map(entries.map((e) => [e.id, e.name]));
  const files: Record<string, Uint8Array> = {};
  const index: Array<Array<string | number | null>> = [];
  const skipped: RecordsArchive['skipped'] = [];
  for (const g of games) {
    const text = g.recordId === null ? undefined : texts.get(g.recordId);
    if (text === undefined) {
      skipped.push({ game: gameLabel(g), reason: noRecord(g) });
      continue;
    }
    const file = recordFileName(g);
    files[file] = strToU8(text.endsWith('\n') ? text : `${text}\n`);
    const first = name.get(g.first) ?? g.first;
    const second = name.get(g.second) ?? g.second;
    const r = g.result;
    const result = !r ? 'pending' : r.winner === null ? 'draw' : `${name.get(r.winner) ?? r.winner} won`;
    index.push([file, g.round, g.board, g.playoff ? `play-off ${g.game}` : g.game, first, second, result, r?.first ?? null, r?.second ?? null, r?.ending ?? null]);
  }
  files['index.csv'] = strToU8(csvTable(['File', 'Round', 'Board', 'Game', `${sides[0]} (moves first)`, sides[1], 'Result', `Score ${sides[0]}`, `Score ${sides[1]}`, 'Ending'], index));
  return { zip: zipSync(files, { mtime: new Date('2000-01-01T00:00:00Z') }), files: Object.keys(files).length - 1, skipped };
}
