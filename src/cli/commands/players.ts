import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { print, UsageError, writeOut, type Command } from '../command';
import type { ImportReport } from '../../shared/api/methods/players';
import { t } from '../language';
import { readUtf8 } from '../readUtf8';

export const players: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false },
        name: { type: 'string' }, club: { type: 'string' }, rating: { type: 'string' },
        contact: { type: 'string' }, notes: { type: 'string' }, search: { type: 'string' }, out: { type: 'string' },
        'fed-id': { type: 'string' }, 'club-id': { type: 'string' }, 'birth-year': { type: 'string' }, sex: { type: 'string' }, category: { type: 'string' },
        country: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        // Another person of the same name and club as a player already listed (players.create's allowDuplicate).
        'another-person': { type: 'boolean', default: false },
      },
    });
    const backend = openBackend(values.db);
    try {
      switch (sub) {
        case 'list': {
          const list = callApi(backend, 'players.list', { search: values.search });
          if (values.json) print(list);
          else for (const p of list) print(`${String(p.id).padStart(5)}  ${p.name}${p.club ? ` (${p.club})` : ''}${p.fedId ? `  [${p.fedId}]` : ''}${p.country ? `  ${p.country}` : ''}${p.rating !== null ? `  ${p.rating}` : ''}`);
          return 0;
        }
        case 'add': {
          const rating = values.rating === undefined || values.rating === '' ? null : Number(values.rating);
          if (rating !== null && !Number.isFinite(rating)) throw new UsageError(t('usageError.number', { flag: '--rating', value: String(values.rating) }));
          const birthYear = values['birth-year'] === undefined || values['birth-year'] === '' ? null : Number(values['birth-year']);
          if (birthYear !== null && !Number.isFinite(birthYear)) throw new UsageError(t('usageError.number', { flag: '--birth-year', value: String(values['birth-year']) }));
          const player = callApi(backend, 'players.create', {
            name: values.name ?? '', club: values.club, rating, contact: values.contact, notes: values.notes,
            fedId: values['fed-id'] || null, clubId: values['club-id'], birthYear, sex: values.sex?.toUpperCase(), category: values.category,
            country: values.country, allowDuplicate: values['another-person'],
          });
          print(values.json ? player : t('players.added', { name: player.name, id: player.id }));
          return 0;
        }
        case 'import': {
          const [file] = positionals;
          if (!file) throw new UsageError(t('usageError.importNeedsCsv'));
          const report = callApi(backend, 'players.importCsv', { csv: readUtf8(file), dryRun: values['dry-run'] });
          if (values.json) print(report);
          else for (const line of importSummary(report)) print(line);
          return 0;
        }
        case 'undo-import': {
          const auditId = Number(positionals[0]);
          if (!Number.isInteger(auditId) || auditId < 1) throw new UsageError(t('usageError.undoNeedsAudit'));
          const r = callApi(backend, 'players.undoImport', { auditId });
          print(values.json ? r : t('players.undone', { removed: r.removed, restored: r.restored }));
          return 0;
        }
        case 'export': {
          const { csv } = callApi(backend, 'players.exportCsv', {});
          writeOut(values.out ?? '-', csv); // no --out, or --out -: standard output
          return 0;
        }
        default:
          throw new UsageError(t('usageError.unknown', { command: 'players', sub: sub ?? '' }));
      }
    } finally {
      backend.db.close();
    }
  },
};

const shown = (v: string | number | null) => (v === null || v === '' ? '(none)' : String(v));

/** The import report as the director reads it: what was (or would be) added, updated, left alone, in conflict. */
export function importSummary(r: ImportReport): string[] {
  const mood = r.dryRun ? 'dry' : 'done';
  const counts = { added: r.added.length, updated: r.updated.length, skipped: r.skipped.length, conflicts: r.conflicts.length };
  const out = [`${r.dryRun ? `${t('players.import.dryRun')} ` : ''}${t('players.import.counts', counts)}${r.auditId ? ` (${t('players.import.undo', { id: r.auditId })})` : ''}`];
  const line = (n: number) => t('players.import.line', { line: n });
  if (r.added.length) out.push(t(`players.import.added.${mood}`), ...r.added.map((a) => `  ${line(a.line)}: ${a.name}${a.club ? ` (${a.club})` : ''}`));
  if (r.updated.length) {
    out.push(t(`players.import.updated.${mood}`), ...r.updated.map((u) => `  ${line(u.line)}: #${u.existing.id} ${u.existing.name}: ${u.changes.map((c) => `${c.column} ${shown(c.from)} -> ${shown(c.to)}`).join(', ')}`));
  }
  if (r.skipped.length) out.push(t('players.import.skipped'), ...r.skipped.map((s) => `  ${line(s.line)}: #${s.existing.id} ${s.existing.name}`));
  if (r.conflicts.length) out.push(t('players.import.conflicts'), ...r.conflicts.map((c) => `  ${line(c.line)}: ${c.name}: ${c.message}`));
  return out;
}
