/** Dominoes record: every hand's plays with its result and the running totals to 61, irregularities, peg tracks. */
import type { Action, DominoesState } from '../../../shared/games/dominoes';
import { pegTrack } from '../scoresheets/dominoes';
import type { Stepped } from './replay';
import { section, type RecordLayout } from './types';

const IRREGULAR: Record<string, string> = {
  'wrong-play': 'a wrong play that stood (R-ALL-2)', 'unnecessary-trip': 'an unnecessary trip to the boneyard (R-DOM-9)',
  'over-draw': 'an over-draw (R-DOM-9)', 'under-draw': 'an under-draw (R-DOM-9)', exposed: 'an exposed tile (R-DOM-9)', redeal: 'a redeal (R-DOM-9)',
};

/** `names`: who played a (set the first hand) and b, for the peg tracks. */
export function dominoesRecord(run: Stepped<DominoesState, Action>, names: Record<'a' | 'b', string>): RecordLayout {
  const hands = new Map<number, { texts: string[]; totals?: string }>();
  let results = 0;
  for (const step of run.steps) {
    const s = step.state;
    const hand = hands.get(s.hand) ?? { texts: [] };
    hand.texts.push(step.text);
    if (s.results.length > results) {
      results = s.results.length;
      hand.totals = `${s.scores.a} – ${s.scores.b}`;
    }
    hands.set(s.hand, hand);
  }
  const final = run.final;
  const rows = [...hands].map(([n, h]) => {
    const r = final.results.find((x) => x.hand === n);
    const counts = r ? Object.entries(r.counts).map(([side, pips]) => `${side} ${pips}`).join(', ') : '';
    const scored = r ? `${r.ending === 'out' ? 'out' : 'blocked'}${counts ? ` (${counts})` : ''}: ${r.side ? `${r.side} +${r.points}` : 'nobody'}` : '';
    return [n === 0 ? 'set' : String(n), r?.setter ?? '', h.texts.join(' '), scored, h.totals ?? ''];
  });
  return {
    tally: (sheet) => {
      pegTrack(sheet, `${names.a}: ${final.scores.a}`, final.scores.a);
      pegTrack(sheet, `${names.b}: ${final.scores.b}`, final.scores.b);
    },
    sections: [section('Hands', [
      { header: 'Hand', width: 34 }, { header: 'Setter', width: 38 }, { header: 'Plays, draws, claims and count', weight: 5, wrap: true },
      { header: 'Hand result', weight: 1.6, wrap: true }, { header: 'a – b', width: 46 },
    ], rows)],
    notes: final.irregularities.map((i) =>
      `Ply ${i.ply}, hand ${i.hand}: ${IRREGULAR[i.kind] ?? i.kind}${i.side ? ` by ${i.side}` : ''}${i.tile ? `, tile ${i.tile}` : ''}.`),
  };
}
