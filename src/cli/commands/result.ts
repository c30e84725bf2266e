import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { optionalId, print, UsageError, type Command } from '../command';
import type { PairingView } from '../../shared/api/methods/tournament';
import type { FirstMoveDecision } from '../../shared/tournament';
import { t } from '../language';

function int(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(t('usageError.wholeNumber', { flag: flag, value: String(value) }));
  return n;
}

/** `40-24`, `-60:60`, `40--40` or `40,-40`: slot a's score, then slot b's. */
export function parseScore(text: string): { a: number; b: number } {
  const m = /^(-?\d+)\s*[-:,]\s*(-?\d+)$/.exec(text.trim());
  if (!m) throw new UsageError(t('usageError.score', { value: text }));
  return { a: Number(m[1]), b: Number(m[2]) };
}

function parseWinner(text: string): 'a' | 'b' | null {
  if (text === 'a' || text === 'b') return text;
  if (text === 'draw' || text === 'none') return null;
  throw new UsageError(t('usageError.winner', { value: text }));
}

function text(p: PairingView): string {
  if (p.kind === 'bye') return `${t('round.bye')}: ${p.entry.name}`;
  const games = p.games.map((g) => (g.result ? `${g.result.score.a}-${g.result.score.b}` : '...')).join(' ');
  // Who settles each first move still to record, and why (R-ONI-11, R-DOM-2, R-TON-3).
  const due = p.games.filter((g) => !g.due.recorded)
    .map((g) => `\n  ${t('result.firstMove', { game: g.number })}: ${g.due.by ? t('result.chooses', { name: p[g.due.by].name }) : `${g.due.how}: `}${g.due.why}`);
  return `${t('result.board', { board: p.board })}: ${p.a.name} - ${p.b.name}  ${games}  (${p.status}${p.winner ? `, ${t('result.wins', { name: p[p.winner].name })}` : ''})${due.join('')}`;
}

const slotOf = (flag: string, v: string | undefined): 'a' | 'b' => {
  if (v === 'a' || v === 'b') return v;
  throw new UsageError(t('usageError.eitherOr', { flag, a: 'a', b: 'b', value: v ?? '' }));
};
const electedOf = (v: string | undefined): 'first' | 'second' => {
  if (v === 'first' || v === 'second') return v;
  throw new UsageError(t('usageError.eitherOr', { flag: '--chose', a: 'first', b: 'second', value: v ?? '' }));
};

const oneOf = <T extends string>(flag: string, v: string | undefined, allowed: readonly [T, T]): T => {
  if ((allowed as readonly string[]).includes(v ?? '')) return v as T;
  throw new UsageError(t('usageError.eitherOr', { flag, a: allowed[0], b: allowed[1], value: v ?? '' }));
};

/**
 * `--toss a --chose first`, `--choice b --chose second`, `--draws 5-5,3-9` (each a's pips-b's pips),
 * `--first a`, or the Japanese hidden disc: `--hidden-disc a` (who hid it) `--guess black --disc white
 * --took colour|draw --black a|b`.
 */
export function parseDecision(v: {
  toss?: string; choice?: string; chose?: string; draws?: string; first?: string;
  'hidden-disc'?: string; guess?: string; disc?: string; took?: string; black?: string;
}): { decision: FirstMoveDecision; first?: 'a' | 'b' } {
  const given = [v.toss, v.choice, v.draws, v['hidden-disc']].filter((x) => x !== undefined).length;
  if (given > 1) throw new UsageError(t('usageError.oneDecision'));
  if (v['hidden-disc'] !== undefined) {
    const colours = ['black', 'white'] as const;
    return {
      decision: {
        how: 'hidden-disc', hider: slotOf('--hidden-disc', v['hidden-disc']), guess: oneOf('--guess', v.guess, colours), disc: oneOf('--disc', v.disc, colours),
        winnerTook: oneOf('--took', v.took, ['colour', 'draw'] as const), black: slotOf('--black', v.black),
      },
    };
  }
  if (v.toss !== undefined) return { decision: { how: 'toss', won: slotOf('--toss', v.toss), chose: electedOf(v.chose) } };
  if (v.choice !== undefined) return { decision: { how: 'choice', by: slotOf('--choice', v.choice), chose: electedOf(v.chose) } };
  if (v.draws !== undefined) return { decision: { how: 'draw-for-set', draws: v.draws.split(',').map((d) => parseScore(d)) } };
  if (v.first !== undefined) return { decision: { how: 'allocated' }, first: slotOf('--first', v.first) };
  // The forms are parameters: `|` would be a plural separator in a catalogue message.
  throw new UsageError(t('usageError.decision', {
    forms: '--toss a|b --chose first|second, --choice a|b --chose first|second, --draws 5-5,3-9, --first a|b',
    last: '--hidden-disc a|b --guess black|white --disc black|white --took colour|draw --black a|b',
  }));
}

export const result: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, round: { type: 'string' }, board: { type: 'string' },
        game: { type: 'string' }, score: { type: 'string' }, winner: { type: 'string' }, ending: { type: 'string' }, markers: { type: 'string' },
        'last-play': { type: 'string' }, playoff: { type: 'boolean', default: false }, reason: { type: 'string' },
        toss: { type: 'string' }, choice: { type: 'string' }, chose: { type: 'string' }, draws: { type: 'string' }, first: { type: 'string' },
        'hidden-disc': { type: 'string' }, guess: { type: 'string' }, disc: { type: 'string' }, took: { type: 'string' }, black: { type: 'string' },
      },
    });
    if (sub === 'first-move') {
      const { decision, first } = parseDecision(values);
      const input = {
        eventId: optionalId('--event', values.event), round: optionalId('--round', values.round), board: optionalId('--board', values.board), game: optionalId('--game', values.game),
        playoff: values.playoff, decision, ...(first ? { first } : {}), reason: values.reason ?? '',
      };
      const backend = openBackend(values.db);
      try {
        const view = callApi(backend, 'results.firstMove', input);
        print(values.json ? view : text(view));
        return 0;
      } finally {
        backend.db.close();
      }
    }
    if (sub !== 'set' && sub !== 'correct') throw new UsageError(t('usageError.unknownOf', { command: 'result', sub: sub ?? '', subs: 'set, correct, first-move' }));
    if (values.score === undefined && values.winner === undefined) throw new UsageError(t('usageError.scoreOrWinner', { score: '--score a-b', winner: '--winner a|b|draw' }));
    // Without --score no score is sent: the game's rules fill it in where they fix it (an Othello draw is 32-32,
    // an Onino win is 105 - --markers) and refuse the result otherwise, naming the score it needs.
    const score = values.score === undefined ? undefined : parseScore(values.score);
    const winner = values.winner !== undefined ? parseWinner(values.winner) : score!.a > score!.b ? 'a' : score!.b > score!.a ? 'b' : null;
    const input = {
      eventId: optionalId('--event', values.event), round: optionalId('--round', values.round), board: optionalId('--board', values.board), game: optionalId('--game', values.game),
      playoff: values.playoff, winner, ...(score ? { score } : {}), ending: values.ending, markersUsed: int('--markers', values.markers), lastPlay: values['last-play'],
    };
    const backend = openBackend(values.db);
    try {
      const view = sub === 'set' ? callApi(backend, 'results.set', input) : callApi(backend, 'results.correct', { ...input, reason: values.reason ?? '' });
      print(values.json ? view : text(view));
      return 0;
    } finally {
      backend.db.close();
    }
  },
};
