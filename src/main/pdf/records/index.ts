/**
 * A recorded game printed: the players, the result, the final position with move numbers (board
 * games), the moves, and the penalties and irregularities, all from the engine's own replay.
 */
import { rules as dominoes } from '../../../shared/games/dominoes';
import { rules as ninuki } from '../../../shared/games/ninuki';
import { rules as onino } from '../../../shared/games/onino';
import { rules as othello } from '../../../shared/games/othello';
import { gameRules } from '../../../shared/games/registry';
import { rules as tonobeb } from '../../../shared/games/tonobeb';
import { ok, type GameId, type GameOptions, type GameRules, type GameStatus, type Outcome, type RuleError } from '../../../shared/games/types';
import { drawBoard } from '../board';
import { fieldRow } from '../forms';
import { GREY, paperText, Sheet } from '../sheet';
import { table } from '../table';
import type { Locale } from '../../../shared/i18n/locales';
import { gameName, type EventInfo, type Paper } from '../types';
import { dominoesRecord } from './dominoes';
import { ninukiRecord } from './ninuki';
import { oninoRecord } from './onino';
import { othelloRecord } from './othello';
import { stepRecord, type Stepped } from './replay';
import { tonobebRecord } from './tonobeb';
import { sentence, type PaperText, type RecordLayout } from './types';

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

/** The label of an engine side on a record (`Black ●`, `x (black)`), in the document's language. */
const sideLabel = (t: PaperText, game: GameId, side: string) => t(`game.${game}.record.sideLabel.${side}`);

interface Replayed {
  layout: RecordLayout;
  status: GameStatus;
  error: RuleError | null;
}

function replay(input: GameRecordInput, sheet: Sheet): Outcome<Replayed> {
  const t: PaperText = (key, params) => sheet.t(key, params);
  switch (input.game) {
    case 'othello': return build(othello, input, (run) => othelloRecord(run, t));
    case 'onino': return build(onino, input, (run) => oninoRecord(run, t));
    case 'ninuki': return build(ninuki, input, (run) => ninukiRecord(run, t));
    case 'dominoes': return build(dominoes, input, (run) => dominoesRecord(run, { a: input.players?.a || 'a', b: input.players?.b || 'b' }, t));
    case 'tonobeb': return build(tonobeb, input, (run) => tonobebRecord(run, t, sheet));
  }
}

function build<S, A, Side extends string>(
  rules: GameRules<S, A, Side>, input: GameRecordInput, adapt: (run: Stepped<S, A>) => RecordLayout,
): Outcome<Replayed> {
  const stepped = stepRecord(rules, input.record, input.options);
  if (!stepped.ok) return stepped;
  const run = stepped.value;
  return ok({ layout: adapt(run), status: rules.status(run.final), error: run.error });
}

export async function renderGameRecord(input: GameRecordInput): Promise<Buffer> {
  const rules = gameRules(input.game);
  const t: PaperText = (key, params) => paperText(input.locale, key, params);
  const subtitle = [
    input.round !== undefined ? t('round', { round: input.round }) : '', input.table !== undefined ? t('table', { table: input.table }) : '',
    gameName(t, input.game),
  ].filter(Boolean).join(' · ');
  const sheet = new Sheet({ paper: input.paper, title: t('record.title'), event: input.event, subtitle, locale: input.locale });
  fieldRow(sheet, rules.sides.map((side) => ({ label: sideLabel(t, input.game, side), value: input.players?.[side] ?? '' })));

  const replayed = replay(input, sheet);
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
