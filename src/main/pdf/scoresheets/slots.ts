/** Which sheets a round needs: one per game of every match, headed with round, table and names. */
import { settledAtBoard } from '../../../shared/games/descriptor';
import { descriptorOf } from '../../../shared/games/registry';
import type { TournamentEvent } from '../../../shared/tournament';
import type { Sheet } from '../sheet';

export interface SheetSlot {
  round?: number;
  table?: number;
  /** Game `index` (1-based) of a match of `of` games. */
  game?: { index: number; of: number };
  /** The two entries' names in pairing order (a, b). */
  names?: readonly [string, string];
  /** Which of the two moves first (Othello black, Ninuki-Renju x, Tonobeb red) when the pairing decides it. */
  first?: 0 | 1;
  /** The game's digital record (games.id), when the table already has its board. */
  gameId?: number;
}

export function slotsForRound(event: TournamentEvent, round: number): SheetSlot[] {
  const names = new Map(event.entries.map((e) => [e.id, e.name]));
  const pairings = event.rounds.find((r) => r.number === round)?.pairings ?? [];
  return pairings
    .flatMap((p) => (p.kind === 'match' ? [p] : []))
    .sort((x, y) => x.board - y.board)
    .flatMap((m) => m.games.map((g, i): SheetSlot => ({
      round,
      table: m.board,
      game: m.games.length > 1 ? { index: i + 1, of: m.games.length } : undefined,
      names: [names.get(m.a) ?? m.a, names.get(m.b) ?? m.b],
      first: settledAtBoard(descriptorOf(event.game)) ? undefined : g.first === 'a' ? 0 : 1,
      ...(g.recordId !== undefined ? { gameId: Number(g.recordId) } : {}),
    })));
}

/** The names on the first- and second-moving sides, when the pairing says who moves first. */
export function bySide(slot: SheetSlot): [string | undefined, string | undefined] {
  if (!slot.names || slot.first === undefined) return [undefined, undefined];
  return slot.first === 0 ? [slot.names[0], slot.names[1]] : [slot.names[1], slot.names[0]];
}

/** `Round 3 · Table 5 · Game 1 of 2`, for the page header. */
export function slotTitle(sheet: Sheet, slot: SheetSlot): string {
  return [
    slot.round !== undefined ? sheet.t('round', { round: slot.round }) : '',
    slot.table !== undefined ? sheet.t('table', { table: slot.table }) : '',
    slot.game ? sheet.t('gameOf', { index: slot.game.index, of: slot.game.of }) : '',
  ].filter(Boolean).join(' · ');
}

/** The round / table / game fields every sheet starts with. */
export function slotFields(sheet: Sheet, slot: SheetSlot): { label: string; value?: string }[] {
  return [
    { label: sheet.t('field.round'), value: slot.round?.toString() },
    { label: sheet.t('field.table'), value: slot.table?.toString() },
    { label: sheet.t('field.game'), value: slot.game ? sheet.t('indexOf', { index: slot.game.index, of: slot.game.of }) : undefined },
    { label: sheet.t('field.date') },
  ];
}
