/**
 * Table cards for a round: one card per table with its number large enough to read across the hall,
 * the game and round, both players and who moves first, and a QR code that opens the table's page on
 * the LAN (`#/table/<event>/<round>/<table>`: the pairing, its digital board when one is started, and
 * reporting the result). Three layouts: folded tents two to a page (cut across the middle, fold each
 * half), one large tent per page, or four flat cards per page (cut along the dashed lines).
 */
import { sidesOf, firstMoveRule, type TournamentEvent } from '../../shared/tournament';
import { pairingPageUrl, tableCodeUrl } from '../lan';
import { drawQr } from './qr';
import { slotsForRound } from './scoresheets';
import { GREY, LIGHT, paperText, Sheet } from './sheet';
import type { Locale } from '../../shared/i18n/locales';
import { gameName, type EventInfo, type Paper } from './types';

export type CardLayout = 'tent' | 'single' | 'four';

export interface TableCardsInput {
  event?: EventInfo;
  /** The event's id: the QR code's page is the event's table. */
  eventId?: number;
  tournament: TournamentEvent;
  round: number;
  /** One table only (a card to reprint). */
  board?: number;
  layout?: CardLayout;
  paper?: Paper;
  /** The app's LAN address (`http://192.168.1.5:5180/`); without it the cards carry `noQrNote` instead of a code. */
  tableUrl?: string;
  noQrNote?: string;
  /** Per table, its code (issue 42): the QR opens that table's page in every round (`#/t/CODE`) and the code is printed beside it. */
  codes?: Readonly<Record<number, string>>;
  /** The language printed (default English). */
  locale?: Locale;
}

export interface TableCard {
  table: number;
  /** The two entries in pairing order (a, b). */
  names: readonly [string, string];
  /** Per game of the match, the one moving first (0: a, 1: b); undefined when settled at the board. */
  firsts: Array<0 | 1 | undefined>;
  /** What the QR code opens, or null (no LAN address). */
  url: string | null;
  /** The table's code, printed to be typed when the QR cannot be scanned. */
  code?: string;
}

/** The cards of a round, by table (byes sit at no table). */
export function tableCardsOf(input: TableCardsInput): TableCard[] {
  const byTable = new Map<number, TableCard>();
  for (const slot of slotsForRound(input.tournament, input.round)) {
    const table = slot.table!;
    if (input.board !== undefined && table !== input.board) continue;
    const code = input.codes?.[table];
    const card = byTable.get(table) ?? {
      table, names: slot.names!, firsts: [],
      url: input.tableUrl && code ? tableCodeUrl(input.tableUrl, code) : input.tableUrl && input.eventId !== undefined ? pairingPageUrl(input.tableUrl, input.eventId, input.round, table) : null,
      ...(code ? { code } : {}),
    };
    card.firsts.push(slot.first);
    byTable.set(table, card);
  }
  return [...byTable.values()];
}

/** What a card says where its QR code would be when no table device can reach this computer (lan.ts `NO_LAN_NOTE` in English). */
export const noQrNote = (locale: Locale | undefined): string => paperText(locale, 'cards.noQr');

interface Box { x: number; y: number; w: number; h: number }

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Both players, the first mover first under the game's side names (`Black · moves first`, `White`) when the pairing decides it. */
function playerLines(sheet: Sheet, game: TournamentEvent['game'], card: TableCard): { label: string; name: string }[] {
  const [firstSide, secondSide] = sidesOf(game).map((s) => capital(sheet.t(`game.${game}.side.${s}`)));
  const first = card.firsts[0];
  if (first === undefined) return card.names.map((name) => ({ label: '', name }));
  const order = first === 0 ? [0, 1] : [1, 0];
  return order.map((i, k) => ({ label: k === 0 ? sheet.t('cards.movesFirst', { side: firstSide! }) : secondSide!, name: card.names[i]! }));
}

/** The lines under the names: who moves first in each game after the first, or that it is settled at the board. */
function laterGames(sheet: Sheet, game: TournamentEvent['game'], card: TableCard): string[] {
  if (card.firsts[0] === undefined) return [sheet.t('cards.settled', { rule: firstMoveRule(game) })];
  return card.firsts.slice(1).map((f, i) => (f === undefined ? '' : sheet.t('cards.gameFirst', { game: i + 2, name: card.names[f]! }))).filter(Boolean);
}

/** The largest size up to `max` at which every text fits `width` (never below 8 pt: then it is cut with `…`). */
function fitting(sheet: Sheet, texts: readonly string[], width: number, max: number, bold = true): number {
  const widest = Math.max(1, ...texts.map((t) => sheet.measure(t, max, bold)));
  return Math.max(8, Math.min(max, (0.98 * max * width) / widest));
}

/** One face of a card in `box`, upright. */
function drawFace(sheet: Sheet, input: TableCardsInput, card: TableCard, box: Box): void {
  const { doc } = sheet;
  const game = input.tournament.game;
  const wide = box.w > box.h;
  const pad = Math.max(18, Math.min(box.w, box.h) * 0.08);
  const inner = { x: box.x + pad, y: box.y + pad, w: box.w - 2 * pad, h: box.h - 2 * pad };
  const q = wide ? Math.min(inner.h - 12, inner.w * 0.28) : Math.min(inner.w * 0.5, inner.h * 0.3);
  const qr: Box = wide ? { x: inner.x + inner.w - q, y: inner.y, w: q, h: q } : { x: inner.x + (inner.w - q) / 2, y: inner.y + inner.h - q - 12, w: q, h: q };
  const heading = sheet.t('cards.heading', { round: input.round, game: gameName((k) => sheet.t(k), game) });
  const tableWord = sheet.t('cards.table');
  const digits = String(card.table).length;
  const unit = wide ? inner.h : inner.w * 0.7;

  let text: Box; // where the round, names and notes go
  if (wide) {
    const numberW = inner.w * 0.3;
    const size = Math.min(inner.h * 0.62, numberW / (0.64 * digits));
    sheet.text(tableWord, inner.x, inner.y, { size: fitting(sheet, [tableWord], numberW, unit * 0.08), bold: true, color: GREY, width: numberW, align: 'center' });
    sheet.text(String(card.table), inner.x, inner.y + unit * 0.12, { size, bold: true, width: numberW, align: 'center' });
    text = { x: inner.x + numberW + pad / 2, y: inner.y, w: qr.x - inner.x - numberW - pad, h: inner.h };
  } else {
    sheet.text(heading, inner.x, inner.y, { size: fitting(sheet, [heading], inner.w, unit * 0.085), bold: true, width: inner.w, align: 'center' });
    if (input.event) sheet.text(input.event.name, inner.x, inner.y + unit * 0.12, { size: unit * 0.06, color: GREY, width: inner.w, align: 'center' });
    sheet.text(tableWord, inner.x, inner.y + unit * 0.24, { size: fitting(sheet, [tableWord], inner.w, unit * 0.07), bold: true, color: GREY, width: inner.w, align: 'center' });
    const size = Math.min(unit * 0.55, inner.w / (0.64 * digits));
    sheet.text(String(card.table), inner.x, inner.y + unit * 0.32, { size, bold: true, width: inner.w, align: 'center' });
    const top = inner.y + unit * 0.32 + size * 1.05; // the digits and a gap, not the font's whole line
    text = { x: inner.x, y: top, w: inner.w, h: qr.y - top - 6 };
  }

  let y = text.y;
  const align = wide ? 'left' : 'center';
  if (wide) {
    const size = fitting(sheet, [heading], text.w, unit * 0.085);
    sheet.text(heading, text.x, y, { size, bold: true, width: text.w });
    y += sheet.lineHeight(size, true);
    const small = fitting(sheet, [input.event?.name ?? ''], text.w, unit * 0.055, false);
    if (input.event) sheet.text(input.event.name, text.x, y, { size: small, color: GREY, width: text.w });
    y += sheet.lineHeight(small) + unit * 0.05;
  }
  const lines = playerLines(sheet, game, card);
  const nameSize = fitting(sheet, lines.map((l) => l.name), text.w, unit * (wide ? 0.1 : 0.085));
  const labelSize = Math.min(nameSize * 0.55, unit * (wide ? 0.05 : 0.045));
  for (const line of lines) {
    if (line.label) {
      sheet.text(line.label, text.x, y, { size: labelSize, color: GREY, width: text.w, align });
      y += sheet.lineHeight(labelSize);
    }
    sheet.text(line.name, text.x, y, { size: nameSize, bold: true, width: text.w, align });
    y += sheet.lineHeight(nameSize, true) + unit * 0.02;
  }
  for (const note of laterGames(sheet, game, card)) {
    for (const l of sheet.wrap(note, text.w, labelSize)) {
      if (y + sheet.lineHeight(labelSize) > text.y + text.h) break;
      sheet.text(l, text.x, y, { size: labelSize, width: text.w, align });
      y += sheet.lineHeight(labelSize);
    }
  }

  if (card.url) {
    drawQr(doc, card.url, qr.x, qr.y, q);
    const scan = card.code ? `${sheet.t('cards.scan')} ${card.code}` : sheet.t('cards.scan');
    sheet.text(scan, qr.x - pad / 2, qr.y + q + 2, { size: sheet.fitSize(scan, q + pad, 7, false, 0.6), color: GREY, width: q + pad, align: 'center' });
  } else {
    const note = card.code ? `${card.code} · ${input.noQrNote ?? ''}` : input.noQrNote ?? '';
    doc.save().rect(qr.x, qr.y, q, q).lineWidth(0.5).dash(2, { space: 2 }).strokeColor(LIGHT).stroke().restore();
    let ny = qr.y + 4;
    for (const l of sheet.wrap(note, q - 8, 6.5)) {
      if (ny + sheet.lineHeight(6.5) > qr.y + q) break;
      sheet.text(l, qr.x + 4, ny, { size: 6.5, color: GREY });
      ny += sheet.lineHeight(6.5);
    }
  }
}

/** A face turned upside down about its centre: the back of a tent, upright once folded. */
function drawTurned(sheet: Sheet, input: TableCardsInput, card: TableCard, box: Box): void {
  sheet.doc.save();
  sheet.doc.rotate(180, { origin: [box.x + box.w / 2, box.y + box.h / 2] });
  drawFace(sheet, input, card, box);
  sheet.doc.restore();
}

function dashed(sheet: Sheet, x1: number, y1: number, x2: number, y2: number, label: string): void {
  sheet.doc.save().moveTo(x1, y1).lineTo(x2, y2).lineWidth(0.5).dash(4, { space: 3 }).strokeColor(LIGHT).stroke().restore();
  if (label) sheet.text(label, x1 + 4, y1 - 9, { size: 6, color: GREY });
}

/** The cards as a section of `sheet` (alone, or in the round pack): every page bare, drawn whole. */
export function drawTableCards(sheet: Sheet, input: TableCardsInput): Sheet {
  const cards = tableCardsOf(input);
  const layout = input.layout ?? 'tent';
  sheet.begin(sheet.t('cards.title'), sheet.t('round', { round: input.round }));
  if (cards.length === 0) {
    sheet.paragraph(input.board !== undefined ? sheet.t('cards.noTable', { round: input.round, table: input.board }) : sheet.t('cards.noTables', { round: input.round }), 10);
    return sheet;
  }
  const W = sheet.doc.page.width;
  const H = sheet.doc.page.height;
  const perPage = layout === 'four' ? 4 : layout === 'tent' ? 2 : 1;
  cards.forEach((card, i) => {
    const k = i % perPage;
    if (i > 0 && k === 0) sheet.newPage();
    if (k === 0) sheet.setBare();
    if (layout === 'four') {
      const box = { x: (k % 2) * (W / 2), y: Math.floor(k / 2) * (H / 2), w: W / 2, h: H / 2 };
      drawFace(sheet, input, card, box);
      if (k === 0) {
        dashed(sheet, W / 2, 0, W / 2, H, '');
        dashed(sheet, 0, H / 2, W, H / 2, sheet.t('cards.cut'));
      }
      return;
    }
    // A tent: the back face above the fold, turned, so that both faces stand upright once folded.
    const top = layout === 'tent' ? k * (H / 2) : 0;
    const half = layout === 'tent' ? H / 4 : H / 2;
    drawTurned(sheet, input, card, { x: 0, y: top, w: W, h: half });
    drawFace(sheet, input, card, { x: 0, y: top + half, w: W, h: half });
    dashed(sheet, 0, top + half, W, top + half, sheet.t('cards.fold'));
    if (layout === 'tent' && k === 0) dashed(sheet, 0, H / 2, W, H / 2, sheet.t('cards.cut'));
  });
  return sheet;
}

export async function renderTableCards(input: TableCardsInput): Promise<Buffer> {
  return drawTableCards(new Sheet({ paper: input.paper, title: paperText(input.locale, 'cards.title'), event: input.event, locale: input.locale }), input).finish();
}
