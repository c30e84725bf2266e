/** Dominoes record: every hand's plays with its result and the running totals to 61, irregularities, peg tracks. */
import type { Action, DominoesState } from '../../../shared/games/dominoes';
import { pegTrack } from '../scoresheets/dominoes';
import type { Stepped } from './replay';
import { section, type PaperText, type RecordLayout } from './types';

/** The irregularities the record names (R-ALL-2, R-DOM-9); another kind prints as the engine names it. */
const IRREGULAR = new Set(['wrong-play', 'unnecessary-trip', 'over-draw', 'under-draw', 'exposed', 'redeal']);

/** `names`: who played a (set the first hand) and b, for the peg tracks. */
export function dominoesRecord(run: Stepped<DominoesState, Action>, names: Record<'a' | 'b', string>, t: PaperText): RecordLayout {
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
    const scored = r ? `${t(r.ending === 'out' ? 'game.dominoes.record.out' : 'game.dominoes.record.blocked')}${counts ? ` (${counts})` : ''}: ${r.side ? `${r.side} +${r.points}` : t('game.dominoes.record.nobody')}` : '';
    return [n === 0 ? t('game.dominoes.record.set') : String(n), r?.setter ?? '', h.texts.join(' '), scored, h.totals ?? ''];
  });
  return {
    tally: (sheet) => {
      pegTrack(sheet, `${names.a}: ${final.scores.a}`, final.scores.a);
      pegTrack(sheet, `${names.b}: ${final.scores.b}`, final.scores.b);
    },
    sections: [section(t('game.dominoes.record.hands'), [
      { header: t('game.dominoes.sheet.hand'), width: 34 }, { header: t('game.dominoes.sheet.setter'), width: 38 }, { header: t('game.dominoes.record.plays'), weight: 5, wrap: true },
      { header: t('game.dominoes.record.handResult'), weight: 1.6, wrap: true }, { header: 'a – b', width: 46 },
    ], rows)],
    notes: final.irregularities.map((i) => t(i.side ? 'game.dominoes.record.irregularBy' : 'game.dominoes.record.irregular', {
      ply: i.ply, hand: i.hand, what: IRREGULAR.has(i.kind) ? t(`game.dominoes.record.kind.${i.kind}`) : i.kind, side: i.side ?? '',
    }).replace(/\.$/, '') + (i.tile ? `, ${t('game.dominoes.record.tile', { tile: i.tile })}` : '') + '.'),
  };
}
