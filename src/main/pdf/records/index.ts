/**
 * A recorded game printed: the players, the result, the final position with move numbers (board
 * games), the moves, and the penalties and irregularities, all from the engine's own replay.
 */
import { gameRules } from '../../../shared/games/registry';
import type { GameId, GameOptions, RuleError } from '../../../shared/games/types';
import { drawBoard } from '../board';
import { fieldRow } from '../forms';
import { pdfGame } from '../games';
import { GREY, Sheet } from '../sheet';
import { table } from '../table';
import type { EventInfo, Paper } from '../types';
import { sentence } from './types';

export interface GameRecordInput {
  event?: EventInfo;
  game: GameId;
  /** The record as text (the engine's notation; its header may carry options). */
  record: string;
  /** Options over the record's header, like `td replay --opt`. */
  options?: GameOptions;
  /** Names by the engine's sides: black/white, first/second, x/o, a/b (a set first), red/blue. */
  players?: Partial<Record<string, string>>;
  round?: number;
  table?: number;
  paper?: Paper;
}

export async function renderGameRecord(input: GameRecordInput): Promise<Buffer> {
  const rules = gameRules(input.game);
  const layouts = pdfGame(input.game);
  const labels = layouts.sideLabels;
  const subtitle = [input.round !== undefined ? `Round ${input.round}` : '', input.table !== undefined ? `Table ${input.table}` : '', rules.name]
    .filter(Boolean).join(' · ');
  const sheet = new Sheet({ paper: input.paper, title: 'Game record', event: input.event, subtitle });
  fieldRow(sheet, rules.sides.map((side) => ({ label: labels[side] ?? side, value: input.players?.[side] ?? '' })));

  const replayed = layouts.record(input);
  if (!replayed.ok) {
    refusal(sheet, replayed.error, 'The record cannot be read');
    sheet.heading('Record as given', 10);
    for (const line of input.record.split('\n')) sheet.paragraph(line || ' ', 8);
    return sheet.finish();
  }
  const { layout, status, error } = replayed.value;
  const name = (side: string) => input.players?.[side] || side;
  const score = rules.sides.map((side) => `${name(side)} ${status.score[side]}`).join(' – ');
  sheet.heading('Result', 10, 30);
  sheet.paragraph(sentence(status.message), 9);
  sheet.paragraph(`Score: ${score}${status.margin !== null ? ` (margin ${status.margin})` : ''}${status.winner ? `. Winner: ${name(status.winner)}` : ''}`, 9);
  if (error) refusal(sheet, error, 'The record stops here');
  sheet.gap(6);

  if (layout.diagram) {
    const d = layout.diagram;
    const height = Math.min(330, sheet.room - 60, (sheet.width * d.ranks.length) / d.files.length);
    sheet.ensure(height);
    sheet.y += drawBoard(sheet, d, { x: sheet.left, y: sheet.y, width: sheet.width, height }) + 2;
    if (layout.caption) {
      sheet.text(layout.caption, sheet.left, sheet.y, { size: 7.5, color: GREY, width: sheet.width, align: 'center' });
      sheet.y += 14;
    }
  }
  layout.tally?.(sheet);
  for (const s of layout.sections) {
    sheet.heading(s.title, 10);
    table(sheet, s.columns, s.rows, { size: 8, zebra: true });
    sheet.gap(8);
  }
  sheet.heading('Penalties and irregularities', 10, 14);
  sheet.paragraph(layout.notes.length ? layout.notes.join('\n') : 'None.', 9);
  return sheet.finish();
}

function refusal(sheet: Sheet, error: RuleError, what: string): void {
  sheet.paragraph(`${what}${error.ply ? ` at ply ${error.ply}` : ''}: ${error.rule}: ${error.message}`, 9, '#b00020');
}
