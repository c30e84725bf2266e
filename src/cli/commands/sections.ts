import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { positiveId, print, UsageError, type Command } from '../command';
import type { Backend } from '../../main/services/backend';
import type { SectionMove, SectionsOverview } from '../../shared/api/methods/sections';
import { t } from '../language';
import { round } from './round';

/** `td events add-section|sections|split|move|undo-section|check-in|pair-section`: an event run in sections (issue 44). */
export const SECTION_COMMANDS = new Set(['add-section', 'sections', 'split', 'move', 'undo-section', 'check-in', 'pair-section']);

function int(flag: string, value: string | undefined): number {
  if (value === undefined) throw new UsageError(t('usageError.required', { flag }));
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(t('usageError.wholeNumber', { flag, value }));
  return n;
}

/** An event, player or change id: a usage error unless a whole number from 1. */
function idOf(flag: string, value: string | undefined): number {
  if (value === undefined) throw new UsageError(t('usageError.required', { flag }));
  return positiveId(flag, value);
}

/** A section by its name (case and accents aside) or its event id. */
function sectionId(overview: SectionsOverview, value: string | undefined, flag: string): number {
  if (value === undefined) throw new UsageError(t('usageError.required', { flag: `${flag} NAME` }));
  const found = overview.sections.find((s) => s.name.localeCompare(value, undefined, { sensitivity: 'base' }) === 0 || String(s.eventId) === value);
  if (!found) throw new UsageError(t('sections.noSuch', { section: value, event: overview.eventName, names: overview.sections.map((s) => s.name).join(', ') || t('event.none') }));
  return found.eventId;
}

function overviewText(o: SectionsOverview): string {
  const lines = [o.eventName];
  for (const s of o.sections) {
    lines.push(`  ${t('sections.line', { name: s.name, id: s.eventId, format: s.format, status: s.status, paired: s.roundsPaired, planned: s.roundsPlanned ?? '-', players: s.players.length })}`);
    for (const p of s.players) lines.push(`      ${p.name}${p.rating !== null ? ` (${p.rating})` : ''}`);
  }
  if (o.unplaced.length > 0) lines.push(`  ${t('sections.unplaced', { names: o.unplaced.map((p) => p.name).join(', ') })}`);
  return lines.join('\n');
}

function movesText(o: SectionsOverview, moves: SectionMove[]): string[] {
  const name = (id: number | null) => (id === null ? '-' : o.sections.find((s) => s.eventId === id)?.name ?? String(id));
  return moves.map((m) => `  ${m.name}${m.rating !== null ? ` (${m.rating})` : ''}: ${name(m.from)} -> ${name(m.to)}`);
}

/** `--absent 12:zero,15:half`: player ids and what they get. */
function absentees(value: string | undefined): Array<{ playerId: number; action: string }> {
  return (value ?? '').split(',').map((x) => x.trim()).filter(Boolean).map((x) => {
    const [id = '', action = 'zero'] = x.split(':');
    return { playerId: positiveId('--absent', id), action };
  });
}

function run(backend: Backend, sub: string, values: Record<string, string | boolean | undefined>, passOn: string[]): number | Promise<number> {
  const json = values.json === true;
  const out = (data: unknown, text: string) => print(json ? data : text);
  const eventId = idOf('--event', values.event as string | undefined);
  const overview = () => callApi(backend, 'sections.list', { eventId });
  switch (sub) {
    case 'add-section': {
      const rounds = values.rounds === undefined ? undefined : int('--rounds', values.rounds as string);
      const s = callApi(backend, 'sections.create', { eventId, name: values.name ?? '', format: values.format, roundsPlanned: rounds });
      out(s, t('sections.added', { name: s.name, id: s.eventId, event: s.eventName }));
      return 0;
    }
    case 'sections': {
      const o = overview();
      out(o, overviewText(o));
      return 0;
    }
    case 'split': {
      if ([values.top, values['min-rating'], values.bands].filter((v) => v !== undefined).length !== 1) throw new UsageError(t('sections.splitHow'));
      const rule = values.top !== undefined ? { by: 'top', count: int('--top', values.top as string) }
        : values.bands !== undefined ? { by: 'bands', mins: String(values.bands).split(',').map((x) => int('--bands', x.trim())) }
          : { by: 'rating', min: int('--min-rating', values['min-rating'] as string) };
      const o = overview();
      const done = callApi(backend, 'sections.split', { eventId, rule, preview: values['dry-run'] === true, reason: values.reason ?? '' });
      out(done, [t(done.auditId === null ? 'sections.preview' : 'sections.split', { count: done.moves.length, id: done.auditId ?? '' }), ...movesText(o, done.moves)].join('\n'));
      return 0;
    }
    case 'move': {
      const o = overview();
      const to = sectionId(o, values.to as string | undefined, '--to');
      const done = callApi(backend, 'sections.move', { eventId, playerId: idOf('--player', values.player as string | undefined), to, reason: values.reason ?? '' });
      out(done, t('sections.moved', { name: done.move.name, section: o.sections.find((s) => s.eventId === to)!.name, id: done.auditId }));
      return 0;
    }
    case 'undo-section': {
      const o = overview();
      const done = callApi(backend, 'sections.undo', { eventId, auditId: idOf('--change', values.change as string | undefined) });
      out(done, [t('sections.undone', { count: done.moves.length }), ...movesText(o, done.moves)].join('\n'));
      return 0;
    }
    case 'check-in': {
      const done = callApi(backend, 'sections.checkIn', { eventId, absent: absentees(values.absent as string | undefined), reason: values.reason ?? '' });
      out(done, done.map((s) => t('sections.checkedIn', { name: s.name, round: s.round, present: s.present, absent: s.absent })).join('\n'));
      return 0;
    }
    case 'pair-section': {
      const id = sectionId(overview(), values.section as string | undefined, '--section');
      backend.db.close();
      // The section is an event of its own: `td round pair` pairs it, with the same flags.
      return round.run(['pair', '--event', String(id), ...passOn]);
    }
    default:
      throw new UsageError(t('usageError.unknown', { command: 'events', sub }));
  }
}

export const sections: Command = {
  run(argv) {
    const [sub = '', ...rest] = argv;
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, name: { type: 'string' },
        format: { type: 'string' }, rounds: { type: 'string' }, top: { type: 'string' }, 'min-rating': { type: 'string' }, bands: { type: 'string' },
        'dry-run': { type: 'boolean', default: false }, player: { type: 'string' }, to: { type: 'string' }, change: { type: 'string' },
        absent: { type: 'string' }, reason: { type: 'string' }, section: { type: 'string' },
        preview: { type: 'boolean', default: false }, draft: { type: 'boolean', default: false },
      },
    });
    const passOn = [
      ...(values.db ? ['--db', values.db] : []), ...(values.json ? ['--json'] : []), ...(values.preview ? ['--preview'] : []), ...(values.draft ? ['--draft'] : []),
    ];
    const backend = openBackend(values.db);
    let closed = false;
    try {
      const code = run(backend, sub, values, passOn);
      closed = sub === 'pair-section';
      return code;
    } finally {
      if (!closed && backend.db.open) backend.db.close();
    }
  },
};
