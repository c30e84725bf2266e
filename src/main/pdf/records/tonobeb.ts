/** Tonobeb record: the turn log (one column per die move, the captures with their pairs, fourwalled pieces) and the final dice. */
import { annotateRecord, rules, squareName, type Action, type TonobebState } from '../../../shared/games/tonobeb';
import type { BoardMark } from '../board';
import { DICE, turnColumns } from '../scoresheets/tonobeb';
import type { Stepped } from './replay';
import type { PaperText, RecordLayout } from './types';
import type { Sheet } from '../sheet';

const FILES = 'abcdefg'.split('');
const RANKS = Array.from({ length: 14 }, (_, i) => String(14 - i)); // Red sits at rank 1, at the bottom

interface Turn {
  turn: number;
  side: string;
  moves: string[];
  captures: string[];
  fourwalled: string[];
  other: string[];
}

export function tonobebRecord(run: Stepped<TonobebState, Action>, tr: PaperText, sheet: Sheet): RecordLayout {
  // The replay resolves each capture's pair and each end's fourwall mark: print those.
  const annotated = annotateRecord({ options: run.options, actions: run.steps.map((s) => s.action) });
  const actions = annotated.ok ? annotated.value.actions : run.steps.map((s) => s.action);
  const turns: Turn[] = [];
  let current: Turn | null = null;
  run.steps.forEach((step, i) => {
    const action = actions[i]!;
    const before = i === 0 ? run.start : run.steps[i - 1]!.state;
    current ??= { turn: before.turn, side: before.toMove, moves: [], captures: [], fourwalled: [], other: [] };
    const text = rules.formatAction(action);
    if (action.kind === 'move') current.moves.push(text);
    else if (action.kind === 'capture') current.captures.push(text);
    else if (action.kind === 'end') current.fourwalled.push(...(action.fourwalled ?? []).map(squareName));
    else current.other.push(text);
    const destroyed = step.state.last?.destroyed ?? null;
    if (action.kind === 'move' && destroyed !== null) current.moves[current.moves.length - 1] += ` ×${squareName(destroyed)}`;
    if (action.kind !== 'move' && action.kind !== 'capture') {
      turns.push(current);
      current = null;
    }
  });
  if (current) turns.push(current);
  const dice = Math.max(DICE, ...turns.map((t) => t.moves.length));
  const v = rules.view(run.final, 'director');
  const at = new Map(v.dice.map((d) => [d.square, d]));
  const marks = RANKS.map((rank) => FILES.map((file): BoardMark | null => {
    const d = at.get(`${file}${rank}`);
    return d ? { stone: d.colour, die: true, label: String(d.number) } : null;
  }));
  const cell = (t: Turn, c: number): string => {
    if (c === 0) return String(t.turn);
    if (c === 1) return tr(t.side === 'red' ? 'game.tonobeb.sheet.redShort' : 'game.tonobeb.sheet.blueShort');
    if (c < 2 + dice) return t.moves[c - 2] ?? '';
    if (c === 2 + dice) return [...t.captures, ...t.other].join(' ');
    return t.fourwalled.join(', ');
  };
  return {
    diagram: { files: FILES, ranks: RANKS, style: 'squares', marks },
    caption: tr('game.tonobeb.record.caption'),
    sections: [{
      title: tr('game.tonobeb.record.turns'),
      columns: turnColumns<string[]>(sheet, (row, c) => row[c]!, dice),
      rows: turns.map((t) => Array.from({ length: 4 + dice }, (_, c) => cell(t, c))),
    }],
    notes: [
      ...turns.flatMap((x) => (x.fourwalled.length
        ? [tr('game.tonobeb.record.fourwalled', { turn: x.turn, side: tr(`game.tonobeb.side.${x.side}`), pieces: x.fourwalled.join(', ') })] : [])),
    ],
  };
}
