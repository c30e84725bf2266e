/** Othello record: the final position with each disc's move number, the moves, corrections and passes. */
import { rules, type OthelloAction, type OthelloState } from '../../../shared/games/othello';
import type { BoardMark } from '../board';
import type { Stepped } from './replay';
import { moveGrid, sentence, type RecordLayout } from './types';

const FILES = 'abcdefgh'.split('');
const RANKS = FILES.map((_, i) => String(i + 1));

export function othelloRecord(run: Stepped<OthelloState, OthelloAction>): RecordLayout {
  const numbers = new Map<string, number>();
  const notes: string[] = [];
  let moves = 0;
  const implied: number[] = [];
  for (const step of run.steps) {
    const last = rules.view(step.state, 'director').last;
    if (!last) continue;
    if (last.impliedPass) implied.push(step.ply);
    if (last.square) numbers.set(last.square, ++moves);
    if (last.type === 'fix') notes.push(`Ply ${step.ply}: correction ${last.text}, a mis-flip that stood (R-ALL-2): ${last.flipped.join(', ')}.`);
    if (last.type === 'pass') notes.push(`Ply ${step.ply}: ${last.side} passed (R-OTH-2).`);
  }
  if (implied.length) notes.push(`Passes left out of the record (R-OTH-2): the side to move had no legal move before plies ${implied.join(', ')}.`);
  const summary = rules.summary(run.final) as { reason?: string };
  if (summary.reason) notes.push(sentence(`Reason given: ${summary.reason}`));
  const cells = rules.view(run.final, 'director').cells;
  const marks = RANKS.map((_, r) => FILES.map((f, c): BoardMark | null => {
    const disc = cells[r * 8 + c];
    const n = numbers.get(`${f}${r + 1}`);
    return disc ? { stone: disc, label: n ? String(n) : undefined } : null;
  }));
  return {
    diagram: { files: FILES, ranks: RANKS, style: 'squares', marks },
    caption: 'Numbers on the discs: the move that placed each disc; the colour is the final one.',
    sections: [moveGrid(run.steps.map((s) => s.text))],
    notes,
  };
}
