/**
 * Printing through the API: the data is read inside the call's transaction, then the PDF is rendered
 * after it (pdfkit streams asynchronously), so no write lock is held while pages are drawn.
 */
import { ApiFailure } from '../../shared/api/errors';
import type { Output, ParsedInput } from '../../shared/api/contract';
import { gameRules } from '../../shared/games/registry';
import { isGameId } from '../../shared/games/ids';
import type { Audience, GameId, GameOptions } from '../../shared/games/types';
import { DEFAULT_SETTINGS, eventEditions, isProvisional, rankingOrder, lastRound } from '../../shared/tournament';
import { documents, eventInfoOf, type PdfInput } from '../pdf';
import { noQrNote } from '../pdf/tableCards';
import { announcedLanUrl, chooseTableUrl } from '../lan';
import type { StoredRating } from '../pdf/ratings';
import { must, type ServiceContext } from './context';
import { prizesView } from './tournamentPrizes';
import { listPins } from './selfCheckIn';
import { feeSheet } from './entryFees';
import { nightOf } from './tableNight';
import type { ListedEntry } from '../pdf/tableNight';
import type { Entry } from '../../shared/tournament/model';
import { tableOfCode } from './tableCodes';
import { loadEvent, settingsOf } from './tournamentState';
import { seatingOf } from './seating';
import { teamEventOf } from './teams';
import { refuse } from '../../shared/i18n/refusals';

type Input = ParsedInput<'print.pdf'>;
type Prepared = { filename: string; render: () => Promise<Buffer>; notice?: string };

/** The form's fields a document may need, said in words (`print.field.*`): a refusal names the field, never an id (defect 2). */
const FIELDS = new Set(['eventId', 'round', 'gameId', 'game', 'playerId']);
const need = <T>(value: T | undefined, field: string, document: string): T => {
  if (value === undefined) {
    const words = FIELDS.has(field) ? { key: `print.field.${field}` } : field;
    throw refuse('invalid', 'print.needs', { field: words }, { issues: [{ field, message: `is required for ${document}` }] });
  }
  return value;
};

/**
 * The round a round's document prints: the one asked for, else the latest paired round, as the Standings do and
 * as the Print screen's "(empty: the latest)" says (defect 2: a blank Round was refused as "round-sheet needs round").
 */
function roundOr(round: number | undefined, loaded: ReturnType<typeof loadEvent>): number {
  if (round !== undefined) return round;
  const latest = lastRound(loaded.event.rounds);
  if (latest === 0) throw refuse('invalid', 'print.noRound', { event: loaded.info.name }, { issues: [{ field: 'round', message: 'no round is paired yet' }] });
  return latest;
}

/** The stored record as the engine's text, for the game-record document. */
export function recordText(ctx: ServiceContext, gameId: number, audience: Audience): { game: ReturnType<typeof must<{ game: string; options: GameOptions; title: string }>>; text: string } {
  const row = must(ctx.games.get(gameId), 'game', gameId);
  if (!isGameId(row.game)) throw new ApiFailure('internal', `game ${gameId} has an unknown game "${row.game}"`);
  const rules = gameRules(row.game);
  const actions = ctx.games.actions(gameId).map((text) => {
    const parsed = rules.parseAction(text);
    if (!parsed.ok) throw new ApiFailure('internal', `game ${gameId}: stored action "${text}" does not parse`);
    return parsed.value;
  });
  const record = { options: row.options, actions };
  // A printed record is as the audience may see it (dominoes' hidden hands stay off a guest's printout).
  return { game: row, text: rules.formatRecord(rules.redact?.(record, audience) ?? record) };
}

function finalisedOf(ctx: ServiceContext, game: string) {
  return ctx.events.list().filter((e) => e.game === game && e.status === 'finished').sort((a, b) => a.id - b.id)
    .map((e) => ({ id: String(e.id), name: e.name, event: loadEvent(ctx, e.id).event }));
}

function playerNames(ctx: ServiceContext): Record<string, string> {
  return Object.fromEntries(ctx.players.list().map((p) => [String(p.id), p.name]));
}

/** A game played in an event: its event, round, table and players (issue 16: the printed record says whose game it was). */
function tournamentSeat(ctx: ServiceContext, gameId: number) {
  const link = ctx.tournament.store.gameLink(gameId);
  const seat = link ? seatingOf(ctx, link.eventId, gameId) : null;
  if (!link || !seat) return null;
  return {
    event: eventInfoOf(must(ctx.events.get(link.eventId), 'event', link.eventId)), at: { players: seat.sides, round: seat.round, table: seat.board },
    printLanguage: settingsOf(ctx, link.eventId).printLanguage,
  };
}

/** Reads what the document needs (synchronously, inside the transaction) and returns how to draw it. */
export function preparePdf(input: Input, ctx: ServiceContext): Prepared {
  const { document: doc, paper } = input;
  // The language printed: `lang` (td pdf --lang), else the event's print language, else the caller's.
  let locale = input.lang ?? ctx.locale;
  const eventData = () => {
    const eventId = need(input.eventId, 'eventId', doc);
    const loaded = loadEvent(ctx, eventId);
    locale = input.lang ?? loaded.settings.printLanguage ?? ctx.locale;
    return { loaded, event: eventInfoOf(loaded.info) };
  };
  const slug = (...parts: Array<string | number | undefined>) => parts.filter((p) => p !== undefined).join('-').replace(/[^\p{L}\p{N}-]+/gu, '_');
  // The QR codes' address: the one given unless only this computer can open it, else a running LAN server's.
  const lanAddress = () => chooseTableUrl(input.tableUrl, announcedLanUrl(ctx.db.memory ? null : ctx.db.name));
  /** Table cards' QR address, or the note printed in its place (and told to the director as `notice`). */
  const cardAddress = () => {
    const found = lanAddress();
    // The note on paper in the document's language, the notice in the caller's.
    return found.url === null ? { where: { noQrNote: noQrNote(locale) }, notice: noQrNote(ctx.locale) } : { where: { tableUrl: found.url } };
  };
  const draw = <N extends keyof typeof documents>(name: N, data: PdfInput<N>) => {
    const language = locale;
    return () => (documents[name].render as (d: PdfInput<N>) => Promise<Buffer>)({ ...data, locale: language });
  };

  switch (doc) {
    case 'scoresheet': {
      if (input.blank || input.eventId === undefined) {
        const game = input.game ?? (input.eventId !== undefined ? eventData().event.game : undefined);
        return { filename: `scoresheet-${need(game, 'game', doc)}.pdf`, render: draw('scoresheet', { game, paper, copies: 1, ...(input.eventId !== undefined ? { event: eventData().event } : {}) }) };
      }
      const { loaded, event } = eventData();
      const round = roundOr(input.round, loaded);
      const { url } = lanAddress();
      return { filename: `${slug(event.name, 'round', round)}-scoresheets.pdf`, render: draw('scoresheet', { event, tournament: loaded.event, round, paper, ...(url ? { tableUrl: url, eventId: loaded.info.id } : {}) }) };
    }
    case 'game-record': {
      const gameId = need(input.gameId, 'gameId', doc);
      const { game, text } = recordText(ctx, gameId, input.audience);
      const seat = tournamentSeat(ctx, gameId);
      const event = seat?.event ?? (input.eventId !== undefined ? eventData().event : undefined);
      if (seat) locale = input.lang ?? seat.printLanguage ?? ctx.locale;
      return {
        filename: `game-${gameId}.pdf`,
        render: draw('game-record', { game: game.game as PdfInput<'game-record'>['game'], record: text, paper, ...(event ? { event } : {}), ...(seat?.at ?? {}) }),
      };
    }
    case 'round-sheet': {
      const { loaded, event } = eventData();
      const round = roundOr(input.round, loaded);
      return { filename: `${slug(event.name, 'round', round)}-pairings.pdf`, render: draw('round-sheet', { event, tournament: loaded.event, round, paper }) };
    }
    case 'round-pack': {
      const { loaded, event } = eventData();
      const round = roundOr(input.round, loaded);
      const order = [...rankingOrder(loaded.event.game, loaded.settings)];
      const { where, notice } = cardAddress();
      const cards = { eventId: loaded.info.id, ...where };
      return { filename: `${slug(event.name, 'round', round)}-pack.pdf`, render: draw('round-pack', { event, tournament: loaded.event, round, order, paper, cards }), notice };
    }
    case 'table-cards': {
      const { loaded, event } = eventData();
      const round = roundOr(input.round, loaded);
      const only = input.board !== undefined ? { board: input.board } : {};
      const { where, notice } = cardAddress();
      // Only a table's current code is printed: a mistyped or replaced one would send the players nowhere.
      const codes = Object.fromEntries(Object.entries(input.tableCodes ?? {}).map(([board, code]) => {
        const at = tableOfCode(ctx.db, code);
        if (!at || at.eventId !== loaded.info.id || at.board !== Number(board)) throw refuse('invalid', 'tableNight.cardCode', { board }, { issues: [{ field: `tableCodes.${board}`, message: 'not the table\'s current code' }] });
        return [Number(board), code];
      }));
      return {
        filename: `${slug(event.name, 'round', round, 'tables', input.board)}.pdf`,
        render: draw('table-cards', { event, eventId: loaded.info.id, tournament: loaded.event, round, paper, layout: input.layout, ...only, ...where, ...(input.tableCodes ? { codes } : {}) }),
        notice,
      };
    }
    case 'standings': {
      const { loaded, event } = eventData();
      const order = [...rankingOrder(loaded.event.game, loaded.settings)];
      return { filename: `${slug(event.name, 'standings', input.round)}.pdf`, render: draw('standings', { event, tournament: loaded.event, round: input.round, order, paper, brightwellConstant: loaded.settings.brightwellConstant, explain: input.explain, editions: eventEditions(loaded.info.format, loaded.settings), arenaPoints: loaded.settings.arenaPoints }) };
    }
    case 'rank-table': {
      const { loaded, event } = eventData();
      const order = [...rankingOrder(loaded.event.game, loaded.settings)];
      return { filename: `${slug(event.name, 'rank-table', input.round)}.pdf`, render: draw('rank-table', { event, tournament: loaded.event, round: input.round, order, paper, brightwellConstant: loaded.settings.brightwellConstant }) };
    }
    case 'cross-table': {
      const { loaded, event } = eventData();
      return { filename: `${slug(event.name, 'cross-table', input.round)}.pdf`, render: draw('cross-table', { event, tournament: loaded.event, round: input.round, paper }) };
    }
    case 'prizes': {
      const { loaded, event } = eventData();
      const { throughRound, awards, onePerPerson, sharing } = prizesView(ctx, loaded, input.round);
      return { filename: `${slug(event.name, 'prizes', input.round)}.pdf`, render: draw('prizes', { event, throughRound, awards, onePerPerson, sharing, paper }) };
    }
    case 'starting-list': {
      const { loaded, event } = eventData();
      const pins = new Map(listPins(ctx, loaded.info.id).map((p) => [p.entry, p.pin]));
      const entries = listedEntries(ctx, loaded.event.entries, pins)
        .sort((x, y) => (x.pairingNumber ?? Infinity) - (y.pairingNumber ?? Infinity) || x.name.localeCompare(y.name));
      const url = cardAddress().where.tableUrl;
      return { filename: `${slug(event.name, 'starting-list')}.pdf`, render: draw('starting-list', { event, entries, paper, ...(url ? { doorUrl: `${url.replace(/\/?$/, '/')}#/events/${loaded.info.id}/door` } : {}) }) };
    }
    case 'entry-list': {
      const { loaded, event } = eventData();
      const fees = feeSheet(ctx, loaded.info.id);
      const feeOf = new Map(fees.rows.map((r) => [r.entry, { paid: r.paid, owed: r.owed, refunded: r.refunded }]));
      const takesFees = Object.keys(nightOf(ctx, loaded.info.id).fees).length > 0 || fees.rows.length > 0;
      const entries = listedEntries(ctx, loaded.event.entries, new Map()).map((e, i) => ({ ...e, fee: feeOf.get(loaded.event.entries[i]!.id) ?? null }));
      return { filename: `${slug(event.name, 'entry-list')}.pdf`, render: draw('entry-list', { event, entries, fees: takesFees, paper }) };
    }
    case 'fee-sheet': {
      const { loaded, event } = eventData();
      return { filename: `${slug(event.name, 'fees')}.pdf`, render: draw('fee-sheet', { event, fees: feeSheet(ctx, loaded.info.id), paper }) };
    }
    case 'match-card':
    case 'fixture-list':
    case 'team-standings':
    case 'team-cross-table': {
      const eventId = need(input.eventId, 'eventId', doc);
      const teams = teamEventOf(ctx, eventId);
      locale = input.lang ?? settingsOf(ctx, eventId).printLanguage ?? ctx.locale;
      const event = eventInfoOf(must(ctx.events.get(eventId), 'event', eventId));
      const base = { event, teams, paper, ...(input.asOf ? { asOf: input.asOf } : {}) };
      if (doc === 'match-card') return { filename: `${slug(event.name, 'match-cards', input.round)}.pdf`, render: draw('match-card', { ...base, round: input.round, perPage: input.perPage }) };
      return { filename: `${slug(event.name, doc, input.asOf)}.pdf`, render: draw(doc, base) };
    }
    case 'rating-list':
    case 'player-history': {
      const game = input.game ?? (input.eventId !== undefined ? eventData().event.game : undefined);
      const g = need(game, 'game', doc);
      const base = { game: g, events: finalisedOf(ctx, g), names: playerNames(ctx), paper };
      if (doc === 'rating-list') return { filename: `ratings-${g}.pdf`, render: draw('rating-list', { ...base, stored: storedRatings(ctx, g) }) };
      const playerId = need(input.playerId, 'playerId', doc);
      must(ctx.players.get(playerId), 'player', playerId);
      return { filename: `history-${g}-${playerId}.pdf`, render: draw('player-history', { ...base, player: String(playerId) }) };
    }
  }
}

/** The entries as the starting and entry lists print them, with each player's federation id and club (issue 44). */
function listedEntries(ctx: ServiceContext, entries: readonly Entry[], pins: Map<string, string>): ListedEntry[] {
  return entries.map((e) => {
    const player = /^\d+$/.test(e.id) ? ctx.players.get(Number(e.id)) : undefined;
    return {
      pairingNumber: e.pairingNumber ?? null, name: e.name, rating: e.rating ?? null, pin: pins.get(e.id) ?? null,
      ...(player?.fedId ? { fedId: player.fedId } : {}), ...(player?.club ? { club: player.club } : {}),
    };
  });
}

/** The game's stored rating list (listed and Elo ratings), each with its last Elo change. */
function storedRatings(ctx: ServiceContext, game: GameId): StoredRating[] {
  return ctx.tournament.ratings.list(game).map((r) => {
    const h = ctx.tournament.ratings.history(game, r.playerId).at(-1);
    return {
      id: String(r.playerId), rating: r.rating, games: r.games, listed: r.source === 'list',
      provisional: isProvisional({ games: r.games, established: r.source === 'list' }, DEFAULT_SETTINGS.provisionalGames),
      last: h && { event: h.eventName, before: h.before, after: h.after, games: h.games, score: h.score, expected: h.expected },
    };
  });
}

/** Renders what preparePdf read; a document that cannot be drawn is refused with its reason. */
export async function renderPrepared(prepared: Prepared): Promise<Output<'print.pdf'>> {
  let buffer: Buffer;
  try {
    buffer = await prepared.render();
  } catch (err) {
    throw refuse('invalid', 'print.cannot', { message: (err as Error).message });
  }
  const pages = (buffer.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  return { filename: prepared.filename, pdfBase64: buffer.toString('base64'), pages, ...(prepared.notice ? { notice: prepared.notice } : {}) };
}
