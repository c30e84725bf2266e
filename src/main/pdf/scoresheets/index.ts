/**
 * Scoresheets to fill in at the table: one page per game of every match of a round (headed with the
 * round, table and names), or blank sheets. The event's game chooses the sheet.
 */
import type { GameId, GameOptions } from '../../../shared/games/types';
import type { Locale } from '../../../shared/i18n/locales';
import type { TournamentEvent } from '../../../shared/tournament';
import { paperText, Sheet } from '../sheet';
import type { EventInfo, Paper } from '../types';
import { pdfGame } from '../games';
import { slotsForRound, slotTitle, type SheetSlot } from './slots';
import { pairingPageUrl } from '../../lan';

export type { SheetSlot } from './slots';
export { slotsForRound } from './slots';

export interface ScoresheetInput {
  /** The event; its game chooses the sheet and its options the board (Ninuki-Renju `size`, Onino `mode`, dominoes `set`). */
  event?: EventInfo;
  /** The game, when printing without an event. */
  game?: GameId;
  /** Overrides the event's options. */
  options?: GameOptions;
  /** With `round`: one sheet per game of every match of that round. */
  tournament?: TournamentEvent;
  round?: number;
  /** Explicit sheets instead (a blank sheet when nothing says otherwise). */
  sheets?: SheetSlot[];
  /** Blank sheets to print when no round or sheets are given (default 1). */
  copies?: number;
  paper?: Paper;
  /** The app's address on the LAN (`http://192.168.1.5:5175/`): a sheet whose table has its board gets a QR code to that table's device page. */
  tableUrl?: string;
  /** With `tableUrl`: a sheet whose game has no board gets a code to its table's page instead (the pairing, reporting the result). */
  eventId?: number;
  locale?: Locale;
}

/** The table device page of a game (the renderer's `#/table/:id` route) under the app's LAN address. */
export const tableDeviceUrl = (base: string, gameId: number): string => `${base.replace(/#.*$/, '').replace(/\/?$/, '/')}#/table/${gameId}`;

export async function renderScoresheets(input: ScoresheetInput): Promise<Buffer> {
  return drawScoresheets(new Sheet({ paper: input.paper, title: paperText(input.locale, 'sheet.title'), event: input.event, locale: input.locale }), input).finish();
}

/** The scoresheets as a section of `sheet` (alone, or in the round pack). */
export function drawScoresheets(sheet: Sheet, input: ScoresheetInput): Sheet {
  const game = input.game ?? input.event?.game ?? input.tournament?.game;
  if (!game) throw new Error('scoresheet: which game? give an event or a game');
  const options = input.options ?? input.event?.options ?? {};
  // The game's own layout (refused in words when the game has none); bad options (a Ninuki-Renju board
  // size) are refused before any page is drawn.
  const layouts = pdfGame(game);
  layouts.checkOptions?.(options);
  const fromRound = input.tournament && input.round !== undefined ? slotsForRound(input.tournament, input.round) : [];
  const slots = input.sheets ?? (fromRound.length ? fromRound : Array.from({ length: Math.max(1, input.copies ?? 1) }, () => ({ round: input.round })));
  slots.forEach((slot, i) => {
    if (i === 0) sheet.begin(sheet.t('sheet.title'));
    else sheet.newPage();
    sheet.setSubtitle(slotTitle(sheet, slot) || sheet.t('sheet.blank'));
    layouts.scoresheet(sheet, slot, options);
    const gameId = 'gameId' in slot ? slot.gameId : undefined;
    if (input.tableUrl && gameId !== undefined) sheet.setQr(tableDeviceUrl(input.tableUrl, gameId));
    else if (input.tableUrl && input.eventId !== undefined && 'table' in slot && slot.round !== undefined && slot.table !== undefined) sheet.setQr(pairingPageUrl(input.tableUrl, input.eventId, slot.round, slot.table));
  });
  return sheet;
}
