import { parseArgs } from 'node:util';
import { readFileSync, writeFileSync } from 'node:fs';
import { callApi, openBackend } from '../backend';
import { print, UsageError, type Command } from '../command';

/** Reads a CSV file as strict UTF-8 so a wrongly encoded roll is refused, not garbled. */
function readUtf8(file: string): string {
  const bytes = readFileSync(file === '-' ? 0 : file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UsageError(`${file} is not UTF-8 text; save it as UTF-8 (CSV UTF-8 in a spreadsheet) and import again`);
  }
}

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
      },
    });
    const backend = openBackend(values.db);
    try {
      switch (sub) {
        case 'list': {
          const list = callApi(backend, 'players.list', { search: values.search });
          if (values.json) print(list);
          else for (const p of list) print(`${String(p.id).padStart(5)}  ${p.name}${p.club ? ` (${p.club})` : ''}${p.rating !== null ? `  ${p.rating}` : ''}`);
          return 0;
        }
        case 'add': {
          const rating = values.rating === undefined || values.rating === '' ? null : Number(values.rating);
          if (rating !== null && !Number.isFinite(rating)) throw new UsageError(`--rating must be a number, got "${values.rating}"`);
          const player = callApi(backend, 'players.create', {
            name: values.name ?? '', club: values.club, rating, contact: values.contact, notes: values.notes,
          });
          print(values.json ? player : `added ${player.name} as player ${player.id}`);
          return 0;
        }
        case 'import': {
          const [file] = positionals;
          if (!file) throw new UsageError('players import needs a CSV file (or - for standard input)');
          const report = callApi(backend, 'players.importCsv', { csv: readUtf8(file) });
          print(values.json ? report : `imported ${report.imported} players`);
          return 0;
        }
        case 'export': {
          const { csv } = callApi(backend, 'players.exportCsv', {});
          if (values.out) writeFileSync(values.out, csv);
          else process.stdout.write(csv);
          return 0;
        }
        default:
          throw new UsageError(`unknown players command "${sub ?? ''}"`);
      }
    } finally {
      backend.db.close();
    }
  },
};
