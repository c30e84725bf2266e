/** Onino record: the final board with every marker's play number, the actions, declarations and penalties. */
import { rules, type OninoAction, type OninoState } from '../../../shared/games/onino';
import type { BoardMark } from '../board';
import { ONINO_FILES, ONINO_RANKS } from '../scoresheets/onino';
import type { Stepped } from './replay';
import { moveGrid, section, type RecordLayout } from './types';

const KINDS: Record<string, string> = {
  'out-of-turn': 'played out of turn', centre: 'marked the barred centre', touch: 'withdrew, moved or touched markers',
  attention: 'directed attention to a play', remark: 'remarked on the game', 'false-declaration': 'declared ONINO without one',
};

export function oninoRecord(run: Stepped<OninoState, OninoAction>): RecordLayout {
  const numbers = new Map<string, number>();
  for (const step of run.steps) {
    const play = rules.view(step.state, 'players').lastPlay;
    if (play) numbers.set(play.square, play.number);
  }
  const v = rules.view(run.final, 'players');
  const marks = ONINO_RANKS.map((rank) => ONINO_FILES.map((file, c): BoardMark | null => {
    const side = v.cells[(Number(rank) - 1) * 15 + c];
    const n = numbers.get(`${file}${rank}`);
    return side ? { stone: side === 'first' ? 'black' : 'white', label: n ? String(n) : undefined } : null;
  }));
  const who = (side: string, player: string | null) => player ?? side;
  const penalties = v.infractions.map((i) => {
    const lost = v.lostTurns.filter((l) => l.cause === i.ply).map((l) => `turn ${l.turn} of ${who(l.side, l.player)} lost`);
    // A penalty not yet served is the side's next turn (rules 14-17), still owed at the end of the record.
    return [String(i.ply), who(i.side, i.player), `${KINDS[i.kind] ?? i.kind}${i.squares.length ? ` (${i.squares.join(', ')})` : ''}`,
      `rule ${i.rule}`, lost.join('; ') || 'next turn lost (owed)'];
  });
  return {
    diagram: { files: ONINO_FILES, ranks: ONINO_RANKS, style: 'squares', marks },
    caption: 'Numbers on the markers: the order of the plays (markers placed); the move list counts every action.',
    sections: [
      moveGrid(run.steps.map((s) => s.text), 8),
      ...(penalties.length ? [section('Declarations and penalties',
        [{ header: 'Ply', width: 36 }, { header: 'Who', width: 54 }, { header: 'Infraction', weight: 3, wrap: true }, { header: 'Rule', width: 44 }, { header: 'Penalty', weight: 2, wrap: true }],
        penalties)] : []),
    ],
    notes: [
      ...v.stood.map((sq) => `The play on ${sq} broke rule 4 and stood: no penalty was claimed in time (R-ALL-2).`),
    ],
  };
}
