/** Othello record: the final position with each disc's move number, the moves, corrections and passes. */
import { rules, type OthelloAction, type OthelloState } from '../../../shared/games/othello';
import type { BoardMark } from '../board';
import type { Stepped } from './replay';
import { moveGrid, sentence, type PaperText, type RecordLayout } from './types';

const FILES = 'abcdefgh'.split('');
const RANKS = FILES.map((_, i) => String(i + 1));

export function othelloRecord(run: Stepped<OthelloState, OthelloAction>, t: PaperText): RecordLayout {
  const numbers = new Map<string, number>();
  const notes: string[] = [];
  let moves = 0;
  const implied: number[] = [];
  for (const step of run.steps) {
    const last = rules.view(step.state, 'director').last;
    if (!last) continue;
    if (last.impliedPass) implied.push(step.ply);
    if (last.square) numbers.set(last.square, ++moves);
    if (last.type === 'fix') notes.push(t('game.othello.record.fix', { ply: step.ply, text: last.text, discs: last.flipped.join(', ') }));
    if (last.type === 'pass') notes.push(t('game.othello.record.pass', { ply: step.ply, side: t(`game.othello.side.${last.side}`) }));
  }
  if (implied.length) notes.push(t('game.othello.record.implied', { plies: implied.join(', ') }));
  const summary = rules.summary(run.final) as { reason?: string };
  if (summary.reason) notes.push(sentence(t('record.reason', { reason: summary.reason })));
  const cells = rules.view(run.final, 'director').cells;
  const marks = RANKS.map((_, r) => FILES.map((f, c): BoardMark | null => {
    const disc = cells[r * 8 + c];
    const n = numbers.get(`${f}${r + 1}`);
    return disc ? { stone: disc, label: n ? String(n) : undefined } : null;
  }));
  return {
    diagram: { files: FILES, ranks: RANKS, style: 'squares', marks },
    caption: t('game.othello.record.caption'),
    sections: [moveGrid(t, run.steps.map((s) => s.text))],
    notes,
  };
}
