/**
 * The World Othello Federation's results file (issue 41 part 4): plain text, four header lines, a `%`
 * comment line per round and per player, and one line per game played:
 *
 *   %%Tournament: Club open
 *   %%Country: FRA
 *   %%Date: 20/11/2026
 *   %%Sender: Club TD
 *   % 3752 Ann Smith
 *   % round 1
 *   3752 (42)>(22) 1024 B
 *
 * A game line: the first player's federation id, his discs, `>` `<` or `=`, the other's discs, the
 * other's id, the first player's colour (here always the first mover, Black: B). Byes and forfeits are
 * not games. Every player must have a federation id: the caller refuses the file naming those without.
 */
import type { EntryId } from '../../shared/tournament';
import type { EventGame } from './eventGames';

export interface WofInput {
  tournament: string;
  country: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  sender: string;
  /** Entries in pairing order, with their federation ids. */
  players: Array<{ entry: EntryId; name: string; fedId: string }>;
  games: EventGame[];
}

/** DD/MM/YYYY from YYYY-MM-DD. */
export const wofDate = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** One line's text: no line breaks, no leading `%` in a name. */
const oneLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();

export function wofFile(input: WofInput): string {
  const id = new Map(input.players.map((p) => [p.entry, p.fedId]));
  const lines = [
    `%%Tournament: ${oneLine(input.tournament)}`,
    `%%Country: ${oneLine(input.country)}`,
    `%%Date: ${wofDate(input.date)}`,
    `%%Sender: ${oneLine(input.sender)}`,
    ...input.players.map((p) => `% ${p.fedId} ${oneLine(p.name)}`),
  ];
  let round = 0;
  for (const g of input.games) {
    if (!g.result || g.result.ending === 'forfeit') continue;
    if (g.round !== round) {
      round = g.round;
      lines.push(`% round ${round}`);
    }
    const { first, second } = g.result;
    const sign = first > second ? '>' : first < second ? '<' : '=';
    lines.push(`${id.get(g.first)} (${first})${sign}(${second}) ${id.get(g.second)} B`);
  }
  return lines.join('\n') + '\n';
}
