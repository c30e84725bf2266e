import { existsSync, statSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { callApi, openBackend } from '../backend';
import { CliApiError, optionalId, print, refuseStdout, toStdout, UsageError, type Command } from '../command';
import { cliLocale, t } from '../language';

const FORMATS = ['csv', 'trf', 'wof', 'wthor', 'records', 'json', 'site'] as const;

const int = (text: string | undefined, flag: string): number | undefined => optionalId(flag, text);

/** Refuses to replace existing files without --force, naming them (exit 2). */
function refuseOverwrite(files: string[], force: boolean): boolean {
  const there = files.filter((f) => existsSync(f));
  if (there.length === 0 || force) return false;
  process.stderr.write(`td export: ${t('export.exists', { files: there.join(', '), count: there.length })}\n`);
  return true;
}

const notWritten = (skipped: Array<{ game: string; reason: string }>): string[] => skipped.map((s) => `  ${t('export.notWritten', { game: s.game, reason: s.reason })}`);

/** FILE.wtb -> FILE.JOU and FILE.TRN beside it. */
const sibling = (wtb: string, ext: string): string => wtb.replace(/\.wtb$/i, '') + ext;

export const exporter: Command = {
  run(argv) {
    const [format, ...rest] = argv;
    if (!FORMATS.includes(format as (typeof FORMATS)[number])) throw new UsageError(t('export.what', { formats: FORMATS.join(', ') }));
    const { values } = parseArgs({
      args: rest,
      options: {
        db: { type: 'string' }, json: { type: 'boolean', default: false }, event: { type: 'string' }, out: { type: 'string' },
        what: { type: 'string' }, round: { type: 'string' }, force: { type: 'boolean', default: false },
        version: { type: 'string' }, country: { type: 'string' }, sender: { type: 'string' },
      },
    });
    if (values.version !== undefined && format !== 'trf') throw new UsageError(t('export.versionTrfOnly'));
    const eventId = int(values.event, '--event');
    if (eventId === undefined) throw new UsageError(t('usageError.required', { flag: '--event ID' }));
    const out = values.out;
    if (!out) throw new UsageError(t('usageError.required', { flag: '--out FILE' }));
    // --out -: standard output for the text formats; the zip, WThor's three files and the website's folder cannot go there.
    if (format === 'records') refuseStdout(out, 'binary');
    if (format === 'wthor') refuseStdout(out, 'files');
    if (format === 'site') refuseStdout(out, 'folder');
    const backend = openBackend(values.db);
    const done = (data: object, text: string) => print(values.json ? { out, ...data } : text);
    try {
      if (format === 'site') {
        if (existsSync(out) && !statSync(out).isDirectory()) throw new UsageError(t('export.siteNotFolder', { out }));
        const exported = backend.exportSite(eventId, out, values.force, cliLocale());
        if (!exported.ok) throw new CliApiError(exported.error);
        const written = exported.data;
        if (!written.ok) {
          const shown = written.foreign.slice(0, 10).join(', ') + (written.foreign.length > 10 ? ` ${t('export.more', { count: written.foreign.length - 10 })}` : '');
          process.stderr.write(`td export: ${t('export.foreign', { out, files: shown })}\n`);
          return 2;
        }
        done({ files: written.written }, t('export.wroteSite', { out, count: written.written }));
        return 0;
      }
      /** One file: refused if it exists (without --force), else written and reported. */
      const one = (content: string | Buffer, data: object, text = t('export.wrote', { out })): number => {
        if (toStdout(out)) {
          process.stdout.write(content);
          return 0;
        }
        if (refuseOverwrite([out], values.force)) return 2;
        writeFileSync(out, content);
        done(data, text);
        return 0;
      };
      if (format === 'csv') {
        if (!values.what) throw new UsageError(t('usageError.required', { flag: '--what standings|pairings|crosstable' }));
        const r = callApi(backend, 'events.exportCsv', { eventId, what: values.what, round: int(values.round, '--round') });
        return one(r.csv, { rows: r.csv.trimEnd().split('\r\n').length - 1 });
      }
      if (format === 'trf') {
        // TRF-2026 unless --version 16 asks for the earlier format; the API names a bad value.
        const version = values.version ?? '2026';
        return one(callApi(backend, 'events.exportTrf', { eventId, version }).trf, { version });
      }
      if (format === 'wof') {
        const r = callApi(backend, 'events.exportWof', { eventId, country: values.country, sender: values.sender });
        return one(r.wof, { games: r.games }, t('export.wroteGames', { out, count: r.games }));
      }
      if (format === 'json') return one(callApi(backend, 'events.exportJson', { eventId }).json, {});
      if (format === 'records') {
        const r = callApi(backend, 'events.exportRecords', { eventId });
        return one(Buffer.from(r.zip, 'base64'), { files: r.files, skipped: r.skipped },
          [t('export.wroteRecords', { out, count: r.files }), ...notWritten(r.skipped)].join('\n'));
      }
      const r = callApi(backend, 'events.exportWthor', { eventId });
      const files = [out, sibling(out, '.JOU'), sibling(out, '.TRN')];
      if (refuseOverwrite(files, values.force)) return 2;
      [r.wtb, r.jou, r.trn].forEach((b64, i) => writeFileSync(files[i]!, Buffer.from(b64, 'base64')));
      done({ files, written: r.written, skipped: r.skipped },
        [t('export.wroteGames', { out: files.join(', '), count: r.written }), ...notWritten(r.skipped)].join('\n'));
      return 0;
    } finally {
      backend.db.close();
    }
  },
};
