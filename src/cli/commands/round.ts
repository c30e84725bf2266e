import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { print, UsageError, type Command } from '../command';
import type { PairOutcome, RoundView } from '../../shared/api/methods/tournament';

function int(flag: string, value: string | undefined, required = true): number | undefined {
  if (value === undefined) {
    if (required) throw new UsageError(`${flag} is required`);
    return undefined;
  }
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(`${flag} must be a whole number, got "${value}"`);
  return n;
}

/** One line per board: `  1  Ann - Bob  40-24` (results as entered), byes last as listed. */
export function roundText(r: RoundView): string {
  const lines = [`round ${r.number}${r.published ? '' : ' (not published)'}${r.night ? `, night ${r.night}` : ''}`];
  for (const p of r.pairings) {
    if (p.kind === 'bye') {
      lines.push(`  bye  ${p.entry.name} (${p.bye}, ${p.points})`);
      continue;
    }
    const scores = p.forfeit ? `forfeit ${p.forfeit}` : p.games.map((g) => (g.result ? `${g.result.score.a}-${g.result.score.b}` : '...')).join(' ');
    lines.push(`  ${String(p.board).padStart(3)}  ${p.a.name} - ${p.b.name}  ${scores}`);
  }
  return lines.join('\n');
}

function pairedText(o: PairOutcome): string {
  return [roundText(o.round), ...o.warnings.map((w) => `  warning: ${w.message}`), o.saved ? '' : '  (preview: nothing saved)'].filter(Boolean).join('\n');
}

export const round: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, round: { type: 'string' },
        preview: { type: 'boolean', default: false }, draft: { type: 'boolean', default: false }, reason: { type: 'string' },
      },
    });
    const eventId = int('--event', values.event)!;
    const backend = openBackend(values.db);
    try {
      switch (sub) {
        case 'pair':
        case 'repair': {
          const input = { eventId, round: int('--round', values.round, sub === 'repair'), preview: values.preview };
          let o = sub === 'pair' ? callApi(backend, 'rounds.pair', input) : callApi(backend, 'rounds.repair', { ...input, round: input.round!, reason: values.reason ?? '' });
          if (o.saved && !values.draft) o = { ...o, round: callApi(backend, 'rounds.publish', { eventId, round: o.round.number }) };
          print(values.json ? o : pairedText(o));
          return 0;
        }
        case 'publish': {
          const r = callApi(backend, 'rounds.publish', { eventId, round: int('--round', values.round)! });
          print(values.json ? r : roundText(r));
          return 0;
        }
        case 'show': {
          const r = callApi(backend, 'rounds.get', { eventId, round: int('--round', values.round)! });
          print(values.json ? r : roundText(r));
          return 0;
        }
        case 'list': {
          const list = callApi(backend, 'rounds.list', { eventId });
          if (values.json) print(list);
          else for (const r of list) print(`round ${r.number}: ${r.matches} matches, ${r.byes} byes${r.pending.length ? `, waiting on boards ${r.pending.join(', ')}` : ''}`);
          return 0;
        }
        default:
          throw new UsageError(`unknown round command "${sub ?? ''}"`);
      }
    } finally {
      backend.db.close();
    }
  },
};
