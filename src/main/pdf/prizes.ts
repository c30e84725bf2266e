/** The prize list as awarded from the standings (src/shared/tournament/prizes.ts): who wins what. */
import type { Award, PrizeSharing } from '../../shared/tournament';
import { Sheet } from './sheet';
import { table, type Column } from './table';
import type { EventInfo, Paper } from './types';

export interface PrizesInput {
  event?: EventInfo;
  throughRound: number;
  awards: Array<Award & { name: string | null }>;
  onePerPerson: boolean;
  sharing: PrizeSharing;
  paper?: Paper;
}

const SHARING: Record<PrizeSharing, string> = {
  'tie-break': 'Entries equal on points are separated by the tie-breaks.',
  equal: 'Entries equal on points share their place prizes equally.',
  hort: 'Entries equal on points share their place prizes by the Hort system: half equally, half by tie-break place.',
};

const money = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export async function renderPrizes(input: PrizesInput): Promise<Buffer> {
  const sheet = new Sheet({
    paper: input.paper, event: input.event,
    title: input.throughRound ? `Prizes after round ${input.throughRound}` : 'Prizes',
    subtitle: `${input.awards.length} awards`,
  });
  const columns: Column<PrizesInput['awards'][number]>[] = [
    { header: 'Prize', weight: 1, value: (a) => a.prizes.join(' + ') + (a.shared ? ` (shared, ${a.shared === 'hort' ? 'Hort' : 'equal'})` : '') },
    { header: 'Winner', weight: 1, value: (a) => a.name ?? '— not awarded —', bold: (a) => a.name !== null },
    { header: 'Amount', width: 70, align: 'right', value: (a) => money(a.amount) },
  ];
  table(sheet, columns, input.awards, { size: 9, zebra: true });
  sheet.gap(8);
  sheet.paragraph(`${input.onePerPerson ? 'One prize per person (a best-game prize aside); prizes are handed out by value.' : 'A person may win several prizes, one per category.'} ${SHARING[input.sharing]}`, 7.5, '#555555');
  return sheet.finish();
}
