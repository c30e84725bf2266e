/** Ninuki-Renju record: the final position with move numbers, the captures per move, the tally. */
import { rules, type NinukiAction, type NinukiState } from '../../../shared/games/ninuki';
import type { BoardMark } from '../board';
import { capturesTally, ninukiStars } from '../scoresheets/ninuki';
import type { Stepped } from './replay';
import { moveGrid, type PaperText, type RecordLayout } from './types';

export function ninukiRecord(run: Stepped<NinukiState, NinukiAction>, t: PaperText): RecordLayout {
  const numbers = new Map<string, number>();
  const notes: string[] = [];
  for (const step of run.steps) {
    const last = rules.view(step.state, 'players').lastMove;
    if (!last || step.action.type !== 'play') continue;
    numbers.set(last.point, step.ply);
    if (last.captured.length) notes.push(t('game.ninuki.record.captured', { ply: step.ply, side: last.side, point: last.point, stones: last.captured.join(', ') }));
  }
  const v = rules.view(run.final, 'players');
  const marks = v.cells.map((row, r) => row.map((side, c): BoardMark | null => {
    const n = numbers.get(`${v.files[c]}${v.ranks[r]}`);
    return side ? { stone: side === 'x' ? 'black' : 'white', label: n ? String(n) : undefined } : null;
  }));
  return {
    diagram: { files: v.files, ranks: v.ranks.map(String), style: 'points', marks, stars: ninukiStars(v.size) },
    caption: t('game.ninuki.record.caption'),
    tally: (sheet) => capturesTally(sheet, v.captures),
    sections: [moveGrid(t, run.steps.map((s) => s.text))],
    notes,
  };
}
