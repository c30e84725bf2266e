/**
 * A round's pairings for the wall: by table (with each entry's score before the round and the result
 * once known), the byes, then every entry alphabetically with its table and opponent.
 */
import {
  defaultOrder, sidesOf, byePoints, computeStandings, matchOutcome, scoringOf, valueOf,
  type ByeKind, type Match, type TournamentEvent,
} from '../../shared/tournament';
import { settledAtBoard } from '../../shared/games/descriptor';
import { descriptorOf } from '../../shared/games/registry';
import type { Locale } from '../../shared/i18n/locales';
import { byNameIn, criterionLabel } from './format';
import { paperText, Sheet } from './sheet';
import { table } from './table';
import type { EventInfo, Paper } from './types';

export interface RoundSheetInput {
  event?: EventInfo;
  tournament: TournamentEvent;
  round: number;
  paper?: Paper;
  locale?: Locale;
}

const bye = (sheet: Sheet, kind: ByeKind) => sheet.t(`bye.${kind}`);

interface Line {
  name: string;
  no: string;
  table: string;
  side: string;
  opponent: string;
  before: string;
}

export async function renderRoundSheet(input: RoundSheetInput): Promise<Buffer> {
  return drawRoundSheet(new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'pairings.title', { round: input.round }) }), input).finish();
}

/** The round's pairings as a section of `sheet` (alone, or in the round pack). */
export function drawRoundSheet(sheet: Sheet, input: RoundSheetInput): Sheet {
  const ev = input.tournament;
  const round = ev.rounds.find((r) => r.number === input.round);
  if (!round) throw new Error(`round-sheet: the event has no round ${input.round}`);
  const entries = new Map(ev.entries.map((e) => [e.id, e]));
  // The score that orders the event (match points; Onino total points) before this round.
  const key = defaultOrder(ev.game)[0]!;
  const before = new Map(computeStandings(ev, { throughRound: input.round - 1 }).rows.map((r) => [r.entry, valueOf(r, key)]));
  const fmt = (id: string) => (key === 'gameScore' ? sheet.signed(before.get(id) ?? 0) : sheet.score(before.get(id) ?? 0));
  const name = (id: string) => entries.get(id)?.name ?? id;
  const no = (id: string) => String(entries.get(id)?.pairingNumber ?? '');
  const [first, second] = sidesOf(ev.game);
  const side = (s: string) => sheet.t(`game.${ev.game}.side.${s}`);
  const sideOf = (m: Match, slot: 'a' | 'b') => (settledAtBoard(descriptorOf(ev.game)) ? '' : side((m.games[0]?.first ?? 'a') === slot ? first! : second!));
  const scoring = scoringOf(ev);

  const matches = round.pairings.filter((p): p is Match => p.kind === 'match').sort((x, y) => x.board - y.board);
  const byes = round.pairings.flatMap((p) => (p.kind === 'bye' ? [p] : []));
  sheet.begin(sheet.t('pairings.title', { round: input.round }), sheet.t('pairings.tables', { count: matches.length }));
  sheet.heading(sheet.t('pairings.byTable'), 12);
  const label = criterionLabel(sheet, key)[0];
  table(sheet, [
    { header: sheet.t('col.table'), width: 38, align: 'center', value: (m: Match) => String(m.board) },
    { header: sheet.t('col.no'), width: 28, align: 'right', value: (m) => no(m.a) },
    // Long names wrap: the side in brackets must never be cut off (issue 16).
    { header: sheet.t('col.player'), weight: 1, wrap: true, value: (m) => withSide(name(m.a), sideOf(m, 'a')), bold: () => true },
    { header: label, width: 36, align: 'right', value: (m) => fmt(m.a) },
    { header: sheet.t('col.result'), width: 56, align: 'center', value: (m) => result(sheet, ev, m, scoring) },
    { header: sheet.t('col.no'), width: 28, align: 'right', value: (m) => no(m.b) },
    { header: sheet.t('col.opponent'), weight: 1, wrap: true, value: (m) => withSide(name(m.b), sideOf(m, 'b')), bold: () => true },
    { header: label, width: 36, align: 'right', value: (m) => fmt(m.b) },
  ], matches, { size: 10, zebra: true });
  if (byes.length) {
    sheet.gap(10);
    sheet.heading(sheet.t('pairings.byes'), 12);
    table(sheet, [
      { header: sheet.t('col.no'), width: 28, align: 'right', value: (b: (typeof byes)[number]) => no(b.entry) },
      { header: sheet.t('col.player'), weight: 2, wrap: true, value: (b) => name(b.entry), bold: () => true },
      { header: sheet.t('col.bye'), weight: 1, value: (b) => bye(sheet, b.bye) },
      { header: sheet.t('col.scores'), width: 50, align: 'right', value: (b) => sheet.score(byePoints(scoring, b.bye)) },
    ], byes, { size: 10, zebra: true });
  }

  const lines: Line[] = [
    ...matches.flatMap((m) => (['a', 'b'] as const).map((slot): Line => {
      const [me, them] = slot === 'a' ? [m.a, m.b] : [m.b, m.a];
      return { name: name(me), no: no(me), table: String(m.board), side: sideOf(m, slot), opponent: name(them), before: fmt(me) };
    })),
    ...byes.map((b): Line => ({ name: name(b.entry), no: no(b.entry), table: '—', side: '', opponent: bye(sheet, b.bye), before: fmt(b.entry) })),
  ].sort((x, y) => byNameIn(sheet)(x.name, y.name));
  sheet.newPage();
  sheet.heading(sheet.t('pairings.alphabetical'), 12);
  table(sheet, [
    { header: sheet.t('col.player'), weight: 1.3, wrap: true, value: (l: Line) => l.name, bold: () => true },
    { header: sheet.t('col.no'), width: 28, align: 'right', value: (l) => l.no },
    { header: label, width: 36, align: 'right', value: (l) => l.before },
    { header: sheet.t('col.table'), width: 40, align: 'center', value: (l) => l.table },
    ...(settledAtBoard(descriptorOf(ev.game)) ? [] : [{ header: sheet.t('col.plays'), width: 46, value: (l: Line) => l.side }]),
    { header: sheet.t('col.opponent'), weight: 1, wrap: true, value: (l) => l.opponent },
  ], lines, { size: 10, zebra: true });
  return sheet;
}

function withSide(name: string, side: string): string {
  return side ? `${name} (${side})` : name;
}

/** `1 – 0`, `½ – ½`, `+ – -` for a forfeit; blank while games are still to be played. */
function result(sheet: Sheet, ev: TournamentEvent, m: Match, scoring: ReturnType<typeof scoringOf>): string {
  const o = matchOutcome(ev.game, m, scoring);
  if (o.status === 'pending') return '';
  if (o.status === 'forfeit') return o.winner === null ? '- – -' : o.winner === 'b' ? '- – +' : '+ – -';
  if (o.status === 'void') return '×';
  return `${sheet.score(o.points.a)} – ${sheet.score(o.points.b)}`;
}
