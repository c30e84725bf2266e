/**
 * The rating list of one game and a player's rating history, from finalised events in the order
 * they were finalised (Elo by src/shared/tournament/ratings; totals by playerTotals).
 */
import type { GameId } from '../../shared/games/types';
import type { Locale } from '../../shared/i18n/locales';
import { playerTotals, ratingLists, type EloOptions, type RatingChange, type TournamentEvent } from '../../shared/tournament';
import { byNameIn, namesOf } from './format';
import { paperText, Sheet } from './sheet';
import { table } from './table';
import { gameName, type EventInfo, type Paper } from './types';

export interface RatingsInput {
  game: GameId;
  /** Finalised events in the order they were finalised; events of other games are ignored. */
  events: { id: string; name?: string; event: TournamentEvent }[];
  /** Player names by id (default: the names the events' entries give). */
  names?: Record<string, string>;
  elo?: EloOptions;
  /** Printed in the header, e.g. the club or the date of the list. */
  event?: EventInfo;
  paper?: Paper;
  /**
   * The game's stored list (ratings from federation lists as well as Elo): when given, the list
   * prints these ratings, marked provisional or listed, instead of recomputing Elo from `events`.
   */
  stored?: StoredRating[];
  locale?: Locale;
}

export interface StoredRating {
  id: string;
  rating: number;
  games: number;
  provisional: boolean;
  /** From a federation list or typed by the director. */
  listed: boolean;
  last?: RatingChange;
}

export interface PlayerHistoryInput extends RatingsInput {
  player: string;
}

function ratedOf(input: RatingsInput) {
  const events = input.events.filter((e) => e.event.game === input.game);
  const list = ratingLists(events, input.elo)[input.game] ?? {};
  const totals = playerTotals(events.map((e) => e.event))[input.game] ?? {};
  const names = new Map<string, string>();
  for (const e of events) for (const [id, name] of namesOf(e.event)) names.set(id, name);
  for (const [id, name] of Object.entries(input.names ?? {})) names.set(id, name);
  const eventNames = new Map(events.map((e) => [e.id, e.name ?? e.event.name]));
  return { events, list, totals, name: (id: string) => names.get(id) ?? id, eventName: (id: string) => eventNames.get(id) ?? id };
}

interface ListRow {
  rank: number;
  id: string;
  name: string;
  rating: number;
  games: number;
  last: RatingChange | undefined;
  record: string;
  average: string;
  /** P provisional, L from a rating list. */
  mark: string;
}

export async function renderRatingList(input: RatingsInput): Promise<Buffer> {
  const r = ratedOf(input);
  const t = (key: string, params?: Record<string, string | number>) => paperText(input.locale, key, params);
  const sheet = new Sheet({
    paper: input.paper, event: input.event, locale: input.locale, title: t('ratings.title', { game: gameName(t, input.game) }),
    subtitle: '',
  });
  const byName = byNameIn(sheet);
  const entries: Array<[string, { rating: number; games: number; last?: RatingChange; mark: string }]> = input.stored
    ? input.stored.map((x) => [x.id, { rating: x.rating, games: x.games, last: x.last, mark: x.provisional ? 'P' : x.listed ? 'L' : '' }])
    : Object.entries(r.list).map(([id, p]) => [id, { rating: p.rating, games: p.games, last: p.history.at(-1), mark: '' }]);
  const rows: ListRow[] = entries
    .map(([id, p]) => {
      const t = r.totals[id];
      return {
        rank: 0, id, name: r.name(id), rating: p.rating, games: p.games, last: p.last, mark: p.mark,
        record: t ? `${t.wins}–${t.draws}–${t.losses}` : '', average: t ? sheet.num(t.average, 1) : '',
      };
    })
    .sort((a, b) => b.rating - a.rating || byName(a.name, b.name));
  rows.forEach((row, i) => (row.rank = i > 0 && Math.round(rows[i - 1]!.rating) === Math.round(row.rating) ? rows[i - 1]!.rank : i + 1));
  sheet.setSubtitle(`${t('ratings.players', { count: rows.length })} · ${t('ratings.events', { count: r.events.length })}`);
  table(sheet, [
    { header: t('col.rank'), width: 34, align: 'right', value: (x: ListRow) => String(x.rank) },
    { header: t('col.name'), weight: 1, value: (x) => x.name, bold: (x) => x.rank <= 3 },
    { header: t('col.rating'), width: 46, align: 'right', value: (x) => String(Math.round(x.rating)) },
    { header: '', width: 14, value: (x) => (x.mark ? t(`ratings.mark.${x.mark}`) : '') },
    { header: t('col.games'), width: 42, align: 'right', value: (x) => String(x.games) },
    { header: t('col.wdl'), width: 62, align: 'right', value: (x) => x.record },
    { header: t('col.avgScore'), width: 50, align: 'right', value: (x) => x.average },
    { header: t('col.lastChange'), width: 56, align: 'right', value: (x) => (x.last ? sheet.signed(Math.round(x.last.after - x.last.before)) : '') },
    { header: t('col.lastEvent'), weight: 0.8, value: (x) => (x.last ? r.eventName(x.last.event) : '') },
  ], rows, { size: 8.5, zebra: true });
  sheet.gap(8);
  sheet.paragraph(input.stored
    ? t('ratings.legendStored')
    : t('ratings.legendElo', { k: input.elo?.k ?? 20, start: input.elo?.start ?? 1500 }), 7.5, '#555555');
  return sheet.finish();
}

export async function renderPlayerHistory(input: PlayerHistoryInput): Promise<Buffer> {
  const r = ratedOf(input);
  const player = r.list[input.player];
  const name = r.name(input.player);
  const t = (key: string, params?: Record<string, string | number>) => paperText(input.locale, key, params);
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: t('history.title', { name }), subtitle: gameName(t, input.game) });
  sheet.heading(name, 14);
  const totals = r.totals[input.player];
  sheet.paragraph(player
    ? t('history.rating', { rating: Math.round(player.rating), games: t('history.games', { count: player.games }), events: t('ratings.events', { count: player.history.length }) })
    : t('history.none'), 10);
  if (totals) {
    sheet.paragraph(t('history.totals', {
      wins: totals.wins, draws: totals.draws, losses: totals.losses, total: sheet.score(totals.total), average: sheet.num(totals.average, 2),
    }), 10);
  }
  sheet.gap(8);
  table(sheet, [
    { header: t('col.event'), weight: 1, value: (h: RatingChange) => r.eventName(h.event) },
    { header: t('col.games'), width: 42, align: 'right', value: (h) => String(h.games) },
    { header: t('col.score'), width: 42, align: 'right', value: (h) => sheet.score(h.score) },
    { header: t('col.expected'), width: 52, align: 'right', value: (h) => sheet.num(h.expected, 2) },
    { header: t('col.before'), width: 46, align: 'right', value: (h) => String(Math.round(h.before)) },
    { header: t('col.after'), width: 46, align: 'right', value: (h) => String(Math.round(h.after)) },
    { header: t('col.change'), width: 50, align: 'right', value: (h) => sheet.signed(Math.round(h.after - h.before)) },
  ], player?.history ?? [], { size: 9, zebra: true });
  return sheet.finish();
}
