/**
 * A recorded game printed: the players, the result, the final position with move numbers (board
 * games), the moves, and the penalties and irregularities, all from the engine's own replay.
 */
import { gameRules } from '../../../shared/games/registry';
import type { GameId, GameOptions, RuleError } from '../../../shared/games/types';
import { drawBoard } from '../board';
import { fieldRow } from '../forms';
import { pdfGame } from '../games';
import { GREY, paperText, Sheet } from '../sheet';
import { table } from '../table';
import type { Locale } from '../../../shared/i18n/locales';
import { gameName, type EventInfo, type Paper } from '../types';
import { sentence, type PaperText } from './types';

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
  locale?: Locale;
}

/** An engine side on a record (`Black ●`, `x (black)`) in the document's language, else the game's own label. */
function sideLabel(t: PaperText, game: GameId, side: string): string {
  const key = `game.${game}.record.sideLabel.${side}`;
  const label = t(key);
  return label.endsWith(key) ? pdfGame(game).sideLabels[side] ?? side : label;
}

export async function renderGameRecord(input: GameRecordInput): Promise<Buffer> {
  const rules = gameRules(input.game);
  const layouts = pdfGame(input.game);
  const t: PaperText = (key, params) => paperText(input.locale, key, params);
  const subtitle = [
    input.round !== undefined ? t('round', { round: input.round }) : '', input.table !== undefined ? t('table', { table: input.table }) : '',
    gameName(t, input.game),
  ].filter(Boolean).join(' · ');
  const sheet = new Sheet({ paper: input.paper, title: t('record.title'), event: input.event, subtitle, locale: input.locale });
  fieldRow(sheet, rules.sides.map((side) => ({ label: sideLabel(t, input.game, side), value: input.players?.[side] ?? '' })));

  const replayed = layouts.record({ ...input, t: (key, params) => sheet.t(key, params), sheet });
  if (!replayed.ok) {
    refusal(sheet, replayed.error, t('record.unreadable'));
    sheet.heading(t('record.asGiven'), 10);
    for (const line of input.record.split('\n')) sheet.paragraph(line || ' ', 8);
    return sheet.finish();
  }
  const { layout, status, error } = replayed.value;
  const name = (side: string) => input.players?.[side] || side;
  const score = rules.sides.map((side) => `${name(side)} ${status.score[side]}`).join(' – ');
  sheet.heading(t('record.result'), 10, 30);
  sheet.paragraph(sentence(status.message), 9);
  sheet.paragraph([
    t('record.score', { score }), status.margin !== null ? ` (${t('record.margin', { margin: status.margin })})` : '',
    status.winner ? `. ${t('record.winner', { name: name(status.winner) })}` : '',
  ].join(''), 9);
  if (error) refusal(sheet, error, t('record.stops'));
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
  sheet.heading(t('record.irregularities'), 10, 14);
  sheet.paragraph(layout.notes.length ? layout.notes.join('\n') : t('record.none'), 9);
  return sheet.finish();
}

function refusal(sheet: Sheet, error: RuleError, what: string): void {
  const where = error.ply ? sheet.t('record.atPly', { what, ply: error.ply }) : what;
  sheet.paragraph(`${where}: ${error.rule}: ${error.message}`, 9, '#b00020');
}
