/** Onino record: the final board with every marker's play number, the actions, declarations and penalties. */
import { rules, type OninoAction, type OninoState } from '../../../shared/games/onino';
import type { BoardMark } from '../board';
import { ONINO_FILES, ONINO_RANKS } from '../scoresheets/onino';
import type { Stepped } from './replay';
import { moveGrid, section, type PaperText, type RecordLayout } from './types';

/** The infractions the record names (rules 14-17); another kind prints as the engine names it. */
const KINDS = new Set(['out-of-turn', 'centre', 'touch', 'attention', 'remark', 'false-declaration']);

export function oninoRecord(run: Stepped<OninoState, OninoAction>, t: PaperText): RecordLayout {
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
  const who = (side: string, player: string | null) => player ?? t(`game.onino.side.${side}`);
  const penalties = v.infractions.map((i) => {
    const lost = v.lostTurns.filter((l) => l.cause === i.ply).map((l) => t('game.onino.record.lost', { turn: l.turn, who: who(l.side, l.player) }));
    // A penalty not yet served is the side's next turn (rules 14-17), still owed at the end of the record.
    const kind = KINDS.has(i.kind) ? t(`game.onino.record.kind.${i.kind}`) : i.kind;
    return [String(i.ply), who(i.side, i.player), `${kind}${i.squares.length ? ` (${i.squares.join(', ')})` : ''}`,
      t('game.onino.record.rule', { rule: i.rule }), lost.join('; ') || t('game.onino.record.owed')];
  });
  return {
    diagram: { files: ONINO_FILES, ranks: ONINO_RANKS, style: 'squares', marks },
    caption: t('game.onino.record.caption'),
    sections: [
      moveGrid(t, run.steps.map((s) => s.text), 8),
      ...(penalties.length ? [section(t('game.onino.sheet.declarations'),
        [{ header: t('record.ply'), width: 36 }, { header: t('game.onino.record.who'), width: 54 }, { header: t('game.onino.record.infraction'), weight: 3, wrap: true },
          { header: t('game.onino.sheet.rule'), width: 44 }, { header: t('game.onino.record.penalty'), weight: 2, wrap: true }],
        penalties)] : []),
    ],
    notes: [
      ...v.stood.map((sq) => t('game.onino.record.stood', { square: sq })),
    ],
  };
}
