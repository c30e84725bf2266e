/** Standings as of any round with the event's tie-breaks (computed by src/shared/tournament/standings). */
import { computeStandings, defaultStandingsRound, separationText, stillPlaying, whyAbove, type Criterion, type StandingRow, type TournamentEvent } from '../../shared/tournament';
import { CRITERION_LABELS, score } from './format';
import { Sheet } from './sheet';
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
}

const STATUS: Record<StandingRow['status'], string> = { active: '', withdrawn: ' (withdrawn)', barred: ' (barred, R-ONI-14)' };

/** "after round N" once every table of N has its result, "during round N" while some still play. */
export function standingsTitle(round: number, playing: number[]): string {
  if (!round) return 'Standings';
  return playing.length ? `Standings during round ${round}` : `Standings after round ${round}`;
}

export async function renderStandings(input: StandingsInput): Promise<Buffer> {
  return drawStandings(new Sheet({ paper: input.paper, event: input.event, title: 'Standings' }), input).finish();
}

/** The standings as a section of `sheet` (alone, or in the round pack). */
export function drawStandings(sheet: Sheet, input: StandingsInput): Sheet {
  const s = computeStandings(input.tournament, { throughRound: input.round ?? defaultStandingsRound(input.tournament), order: input.order, brightwellConstant: input.brightwellConstant });
  const ratings = new Map(input.tournament.entries.map((e) => [e.id, e.rating]));
  const playing = stillPlaying(input.tournament, s.throughRound);
  sheet.begin(standingsTitle(s.throughRound, playing), playing.length
    ? `${s.rows.length} entries · still playing: table${playing.length > 1 ? 's' : ''} ${playing.join(', ')} (left out until they have a result)`
    : `${s.rows.length} entries`);
  // Leave the name at least 180 points however many tie-breaks the event uses.
  const criterionWidth = Math.min(44, (sheet.width - 142 - 180) / Math.max(1, s.order.length));
  const columns: Column<StandingRow>[] = [
    { header: 'Rank', width: 34, align: 'right', value: (r) => String(r.rank) },
    { header: 'No.', width: 30, align: 'right', value: (r) => String(r.pairingNumber) },
    { header: 'Name', weight: 1, value: (r) => r.name + STATUS[r.status], bold: (r) => r.rank <= 3 },
    { header: 'Rating', width: 40, align: 'right', value: (r) => ratings.get(r.entry)?.toString() ?? '' },
    { header: 'Played', width: 46, align: 'right', value: (r) => String(r.played) },
    ...s.order.map((c): Column<StandingRow> => ({
      header: CRITERION_LABELS[c].short, width: criterionWidth, align: 'right', value: (r) => score(r.values[c]),
    })),
  ];
  table(sheet, columns, s.rows, { size: 8.5, zebra: true });
  sheet.gap(8);
  sheet.paragraph(`Ranked by ${s.order.map((c) => `${CRITERION_LABELS[c].short} (${CRITERION_LABELS[c].meaning})`).join(', then ')}; equal on every one share a rank.`, 7.5, '#555555');
  if (input.explain) explain(sheet, s);
  return sheet;
}

/** Why each entry is below the one listed above it: the first criterion that separates them, both values. */
function explain(sheet: Sheet, s: ReturnType<typeof computeStandings>): void {
  sheet.gap(10);
  sheet.paragraph('Why each entry is below the one above', 9);
  const names = new Map(s.rows.map((r) => [r.entry, r.name]));
  for (const [i, r] of s.rows.slice(1).entries()) {
    const w = whyAbove(s, s.rows[i]!.entry, r.entry);
    sheet.paragraph(separationText(s, w, (id) => names.get(id) ?? id, (c) => CRITERION_LABELS[c].meaning, score), 7.5);
  }
}
