/** A game record layout any game can use: its moves as a numbered grid, the engine's notation as stored. */
import type { Stepped } from './replay';
import { moveGrid, type PaperText, type RecordLayout } from './types';

export function genericRecord<S, A>(run: Stepped<S, A>, { t }: { t: PaperText }): RecordLayout {
  return { sections: [moveGrid(t, run.steps.map((s) => s.text))], notes: [] };
}
