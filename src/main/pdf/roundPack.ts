/**
 * Everything a round needs on paper, in one PDF for one click: the round sheet for the wall, a card
 * per table (tents, two to a page), every scoresheet of the round, and the standings the round was
 * paired on (after the last round whose results are all in, never one still being played).
 */
import type { Locale } from '../../shared/i18n/locales';
import { missingResults, type Criterion, type TournamentEvent } from '../../shared/tournament';
import { drawRoundSheet } from './roundSheet';
import { drawScoresheets } from './scoresheets';
import { paperText, Sheet } from './sheet';
import { drawStandings } from './standings';
import { drawTableCards, type TableCardsInput } from './tableCards';
import type { EventInfo, Paper } from './types';

export interface RoundPackInput {
  event?: EventInfo;
  tournament: TournamentEvent;
  round: number;
  order?: Criterion[];
  paper?: Paper;
  /** The table cards' event id and LAN address (or the note printed instead of the QR codes). */
  cards?: Pick<TableCardsInput, 'eventId' | 'tableUrl' | 'noQrNote' | 'layout'>;
  locale?: Locale;
}

/** The latest round up to `round` whose every result is in (0: none). */
export function completeThrough(ev: TournamentEvent, round: number): number {
  const done = ev.rounds.filter((r) => r.number <= round && missingResults(ev, r).length === 0).map((r) => r.number);
  // Standings count only rounds with every earlier round complete too.
  let through = 0;
  while (done.includes(through + 1)) through++;
  return through;
}

export async function renderRoundPack(input: RoundPackInput): Promise<Buffer> {
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'round', { round: input.round }) });
  drawRoundSheet(sheet, input);
  drawTableCards(sheet, { ...input.cards, event: input.event, tournament: input.tournament, round: input.round, paper: input.paper });
  drawScoresheets(sheet, { event: input.event, game: input.tournament.game, tournament: input.tournament, round: input.round, paper: input.paper });
  const through = completeThrough(input.tournament, input.round);
  if (through > 0) drawStandings(sheet, { event: input.event, tournament: input.tournament, round: through, order: input.order, paper: input.paper });
  else {
    sheet.begin(sheet.t('standings.title'), sheet.t('pack.beforeRound1'));
    sheet.paragraph(sheet.t('pack.noneComplete'), 10);
  }
  return sheet.finish();
}
