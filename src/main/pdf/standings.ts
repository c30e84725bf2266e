/** Standings as of any round with the event's tie-breaks (computed by src/shared/tournament/standings). */
import type { Locale } from '../../shared/i18n/locales';
import { computeStandings, defaultStandingsRound, stillPlaying, valueOf, whyAbove, type Criterion, type EventEditions, type StandingRow, type TournamentEvent, lastRound } from '../../shared/tournament';
import { arenaScoring, arenaStandings, type ArenaRow } from '../../shared/tournament/arena';
import { criterionLabel } from './format';
import { paperText, Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

export interface StandingsInput {
  event?: EventInfo;
  tournament: TournamentEvent;
  /** Standings after this round (default: the last round). */
  round?: number;
  /** The event's ranking criteria (default: the game's own order). */
  order?: Criterion[];
  paper?: Paper;
  /** The event's Brightwell constant (Othello; default 6). */
  brightwellConstant?: number;
  /** Add "why is X above Y" for each entry and the one listed above it. */
  explain?: boolean;
  locale?: Locale;
  /** The rule editions the event is run by, named under the legend. */
  editions?: EventEditions;
  /** An arena's points (setting `arenaPoints`): lichess's by default. */
  arenaPoints?: 'lichess' | 'plain';
}

/** " (withdrawn)" after a name; nothing for an active entry. */
function status(sheet: Sheet, s: StandingRow['status']): string {
  return s === 'active' ? '' : ` (${sheet.t(`standings.status.${s}`)})`;
}

/** "after round N" once every table of N has its result, "during round N" while some still play. */
export function standingsTitle(sheet: Sheet, round: number, playing: number[]): string {
  if (!round) return sheet.t('standings.title');
  return playing.length ? sheet.t('standings.during', { round }) : sheet.t('standings.after', { round });
}

export async function renderStandings(input: StandingsInput): Promise<Buffer> {
  const sheet = new Sheet({ paper: input.paper, event: input.event, locale: input.locale, title: paperText(input.locale, 'standings.title') });
  return drawStandings(sheet, input).finish();
}

/** The standings as a section of `sheet` (alone, or in the round pack). */
export function drawStandings(sheet: Sheet, input: StandingsInput): Sheet {
  const isArena = input.tournament.format === 'arena';
  // An arena's rounds are its pairing moments, finishing in any order: every one counts.
  const last = lastRound(input.tournament.rounds);
  const computed = computeStandings(input.tournament, { throughRound: input.round ?? (isArena ? last : defaultStandingsRound(input.tournament)), order: input.order, brightwellConstant: input.brightwellConstant });
  const arena = isArena ? arenaOf(input, computed.throughRound) : null;
  const s = arena ? { ...computed, rows: arena.rows } : computed;
  const ratings = new Map(input.tournament.entries.map((e) => [e.id, e.rating]));
  const playing = stillPlaying(input.tournament, s.throughRound);
  const entries = sheet.t('entries', { count: s.rows.length });
  sheet.begin(standingsTitle(sheet, s.throughRound, playing), playing.length
    ? `${entries} · ${sheet.t('standings.stillPlaying', { count: playing.length, tables: playing.join(', ') })}`
    : entries);
  // Leave the name at least 180 points however many tie-breaks the event uses.
  const criterionWidth = Math.min(44, (sheet.width - 142 - 180) / Math.max(1, s.order.length));
  const columns: Column<StandingRow>[] = [
    { header: sheet.t('col.rank'), width: 34, align: 'right', value: (r) => String(r.rank) },
    { header: sheet.t('col.no'), width: 30, align: 'right', value: (r) => String(r.pairingNumber) },
    { header: sheet.t('col.name'), weight: 1, value: (r) => r.name + status(sheet, r.status), bold: (r) => r.rank <= 3 },
    { header: sheet.t('col.rating'), width: 40, align: 'right', value: (r) => ratings.get(r.entry)?.toString() ?? '' },
    { header: sheet.t('col.played'), width: 46, align: 'right', value: (r) => String(r.played) },
    ...(arena ? [
      { header: sheet.t('col.arenaPoints'), width: 50, align: 'right', value: (r) => String(arena.by.get(r.entry)?.points ?? 0), bold: () => true },
      { header: sheet.t('col.streak'), width: 44, align: 'center', value: (r) => (arena.by.get(r.entry)?.onStreak ? sheet.t('standings.onStreak') : '') },
    ] satisfies Column<StandingRow>[] : []),
    ...s.order.map((c): Column<StandingRow> => ({
      header: criterionLabel(sheet, c)[0], width: criterionWidth, align: 'right', value: (r) => sheet.score(valueOf(r, c)),
    })),
  ];
  table(sheet, columns, s.rows, { size: 8.5, zebra: true });
  sheet.gap(8);
  const order = s.order.map((c) => sheet.t('standings.criterion', { short: criterionLabel(sheet, c)[0], long: criterionLabel(sheet, c)[1] }));
  if (arena) sheet.paragraph(sheet.t(input.arenaPoints === 'plain' ? 'standings.arenaPlain' : 'standings.arenaLichess'), 7.5, '#555555');
  sheet.paragraph(sheet.t('standings.legend', { order: order.join(sheet.t('standings.then')) }), 7.5, '#555555');
  if (input.editions) sheet.paragraph(editionsText(sheet, input.editions), 7.5, '#555555');
  if (input.explain) explain(sheet, s);
  return sheet;
}

/** An arena's standings through a round: the rows in arena order and rank, each entry's arena row. */
function arenaOf(input: StandingsInput, through: number): { rows: StandingRow[]; by: Map<string, ArenaRow> } {
  const upTo = { ...input.tournament, rounds: input.tournament.rounds.filter((r) => r.number <= through) };
  const arena = arenaStandings(upTo, arenaScoring(input.arenaPoints ?? 'lichess'));
  const rows = new Map(computeStandings(upTo, { throughRound: through, order: input.order }).rows.map((r) => [r.entry, r]));
  let rank = 0;
  return {
    rows: arena.flatMap((a, i) => {
      if (i === 0 || arena[i - 1]!.points !== a.points) rank = i + 1;
      const row = rows.get(a.entry);
      return row ? [{ ...row, rank }] : [];
    }),
    by: new Map(arena.map((a) => [a.entry, a])),
  };
}

/** Why each entry is below the one listed above it: the first criterion that separates them, both values. */
function explain(sheet: Sheet, s: ReturnType<typeof computeStandings>): void {
  sheet.gap(10);
  sheet.paragraph(sheet.t('standings.why'), 9);
  const rows = new Map(s.rows.map((r) => [r.entry, r]));
  const who = (id: string) => `${rows.get(id)?.name ?? id} (${rows.get(id)?.rank ?? ''})`;
  for (const [i, r] of s.rows.slice(1).entries()) {
    const w = whyAbove(s, s.rows[i]!.entry, r.entry);
    if (w.criterion === null) {
      sheet.paragraph(sheet.t('standings.share', { above: who(w.above), below: rows.get(w.below)?.name ?? w.below }), 7.5);
      continue;
    }
    const [a, b] = w.values!;
    // Direct encounter can split a group whose DE scores are equal by ranking the sub-group again (C.07 6).
    const again = w.criterion === 'directEncounter' && Math.abs(a - b) <= 1e-9;
    sheet.paragraph(sheet.t(again ? 'standings.aboveAgain' : 'standings.above', {
      above: who(w.above), below: who(w.below), criterion: criterionLabel(sheet, w.criterion)[1], a: sheet.score(a), b: sheet.score(b),
    }), 7.5);
  }
}

/** "Rules: FIDE Dutch System, 2026 edition; tie-breaks: FIDE C.07, 2026 edition." in the sheet's language. */
export function editionsText(sheet: Sheet, e: EventEditions): string {
  const parts = [...(e.dutch ? [sheet.t('editions.dutch', { edition: e.dutch })] : []), sheet.t('editions.tieBreaks', { edition: e.tieBreaks })];
  return sheet.t('editions.line', { rules: parts.join('; ') });
}
