/**
 * The rating list of one game and a player's rating history, from finalised events in the order
 * they were finalised (Elo by src/shared/tournament/ratings; totals by playerTotals).
 */
import type { GameId } from '../../shared/games/types';
import { playerTotals, ratingLists, type EloOptions, type RatingChange, type TournamentEvent } from '../../shared/tournament';
import { byName, namesOf, score, signed } from './format';
import { Sheet } from './sheet';
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
  const entries: Array<[string, { rating: number; games: number; last?: RatingChange; mark: string }]> = input.stored
    ? input.stored.map((x) => [x.id, { rating: x.rating, games: x.games, last: x.last, mark: x.provisional ? 'P' : x.listed ? 'L' : '' }])
    : Object.entries(r.list).map(([id, p]) => [id, { rating: p.rating, games: p.games, last: p.history.at(-1), mark: '' }]);
  const rows: ListRow[] = entries
    .map(([id, p]) => {
      const t = r.totals[id];
      return {
        rank: 0, id, name: r.name(id), rating: p.rating, games: p.games, last: p.last, mark: p.mark,
        record: t ? `${t.wins}–${t.draws}–${t.losses}` : '', average: t ? t.average.toFixed(1) : '',
      };
    })
    .sort((a, b) => b.rating - a.rating || byName(a.name, b.name));
  rows.forEach((row, i) => (row.rank = i > 0 && Math.round(rows[i - 1]!.rating) === Math.round(row.rating) ? rows[i - 1]!.rank : i + 1));
  const sheet = new Sheet({
    paper: input.paper, event: input.event, title: `Rating list: ${gameName(input.game)}`,
    subtitle: `${rows.length} players · ${r.events.length} events`,
  });
  table(sheet, [
    { header: 'Rank', width: 34, align: 'right', value: (x: ListRow) => String(x.rank) },
    { header: 'Name', weight: 1, value: (x) => x.name, bold: (x) => x.rank <= 3 },
    { header: 'Rating', width: 46, align: 'right', value: (x) => String(Math.round(x.rating)) },
    { header: '', width: 14, value: (x) => x.mark },
    { header: 'Games', width: 42, align: 'right', value: (x) => String(x.games) },
    { header: 'W–D–L', width: 62, align: 'right', value: (x) => x.record },
    { header: 'Avg score', width: 50, align: 'right', value: (x) => x.average },
    { header: 'Last change', width: 56, align: 'right', value: (x) => (x.last ? signed(Math.round(x.last.after - x.last.before)) : '') },
    { header: 'Last event', weight: 0.8, value: (x) => (x.last ? r.eventName(x.last.event) : '') },
  ], rows, { size: 8.5, zebra: true });
  sheet.gap(8);
  sheet.paragraph(input.stored
    ? 'Elo per game, K by experience (a provisional rating moves by the larger K); P: provisional (few rated games), L: from a rating list. Forfeits, byes and games under protest or struck are not rated.'
    : `Elo, K = ${input.elo?.k ?? 20}, first rating ${input.elo?.start ?? 1500}; forfeits, byes and games under protest or struck are not rated.`, 7.5, '#555555');
  return sheet.finish();
}

export async function renderPlayerHistory(input: PlayerHistoryInput): Promise<Buffer> {
  const r = ratedOf(input);
  const player = r.list[input.player];
  const name = r.name(input.player);
  const sheet = new Sheet({ paper: input.paper, event: input.event, title: `Rating history: ${name}`, subtitle: gameName(input.game) });
  sheet.heading(name, 14);
  const t = r.totals[input.player];
  sheet.paragraph(player
    ? `Rating ${Math.round(player.rating)} after ${player.games} rated games in ${player.history.length} events.`
    : 'No rated games yet.', 10);
  if (t) sheet.paragraph(`Won ${t.wins}, drawn ${t.draws}, lost ${t.losses}; total game score ${t.total}, average ${t.average.toFixed(2)} per game.`, 10);
  sheet.gap(8);
  table(sheet, [
    { header: 'Event', weight: 1, value: (h: RatingChange) => r.eventName(h.event) },
    { header: 'Games', width: 42, align: 'right', value: (h) => String(h.games) },
    { header: 'Score', width: 42, align: 'right', value: (h) => score(h.score) },
    { header: 'Expected', width: 52, align: 'right', value: (h) => h.expected.toFixed(2) },
    { header: 'Before', width: 46, align: 'right', value: (h) => String(Math.round(h.before)) },
    { header: 'After', width: 46, align: 'right', value: (h) => String(Math.round(h.after)) },
    { header: 'Change', width: 50, align: 'right', value: (h) => signed(Math.round(h.after - h.before)) },
  ], player?.history ?? [], { size: 9, zebra: true });
  return sheet.finish();
}
