import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseOpenError, openDatabase } from '../../main/db/connection';
import { backupFiles, createBackend } from '../../main/services/backend';
import { isChosenDatabase } from '../../main/paths';
import { callApi, cliDatabasePath } from '../backend';
import { CliApiError, print, UsageError, type Command } from '../command';
import { cliLocale, t } from '../language';
import { say } from '../../shared/i18n/refusals';
import type { MessageText } from '../../shared/api/errors';

type Db = ReturnType<typeof openDatabase>;

/** The database, or the reason it cannot be opened (listing and restoring work without it). */
function tryOpen(file: string, createFolder: boolean): { db: Db } | { failure: DatabaseOpenError } {
  try {
    return { db: openDatabase({ file, createFolder }) };
  } catch (err) {
    if (err instanceof DatabaseOpenError) return { failure: err };
    throw err;
  }
}

/** A database that cannot be opened, as the CLI's error (kind, file and hint in its details). */
const cannotOpen = (failure: DatabaseOpenError) =>
  new CliApiError({ code: 'invalid', message: failure.message, details: { kind: failure.kind, file: failure.file, hint: failure.hint } });

function show(b: backupFiles.BackupInfo): string {
  return `${b.name}  ${b.kind.padEnd(13)} ${(b.bytes / 1024).toFixed(0).padStart(7)} KB`;
}

const refusedBackup = (refused: MessageText) => new CliApiError({ code: 'invalid', message: say(cliLocale(), { key: 'backupFile.refused', params: { problem: refused } }) });

/** A backup name from the folder, or a file elsewhere (a USB stick), copied into the folder first. */
function backupName(dir: string, arg: string): string {
  const taken = backupFiles.takeInBackup(dir, arg);
  if ('missing' in taken) throw new CliApiError({ code: 'not_found', message: `there is no backup named ${arg} in ${dir}, and no file ${taken.missing}; see td backup list` });
  if ('refused' in taken) throw refusedBackup(taken.refused);
  return taken.name;
}

export const backup: Command = {
  run(argv) {
    const [sub, ...rest] = argv;
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { db: { type: 'string' }, json: { type: 'boolean', default: false }, label: { type: 'string' } },
    });
    const file = cliDatabasePath(values.db);
    const dir = backupFiles.backupFolder(file);
    switch (sub) {
      case 'list': {
        // Listing reads only the folder, so it works when the database itself cannot be opened.
        const list = backupFiles.listBackups(dir);
        if (values.json) print({ folder: dir, backups: list });
        else if (list.length === 0) print(t('backup.none', { dir }));
        else for (const b of list) print(show(b));
        return 0;
      }
      case 'create': {
        const opened = tryOpen(file, !isChosenDatabase(values.db));
        if ('failure' in opened) throw cannotOpen(opened.failure);
        const backend = createBackend(opened.db);
        try {
          const made = callApi(backend, 'backups.create', { label: values.label ?? '' });
          print(values.json ? made : t('backup.made', { file: join(dir, made.name) }));
          return 0;
        } finally {
          backend.db.close();
        }
      }
      case 'restore': {
        const [arg] = positionals;
        if (!arg) throw new UsageError(t('usageError.restoreNeeds'));
        const name = backupName(dir, arg);
        const opened = existsSync(file) ? tryOpen(file, false) : null;
        if (opened && 'db' in opened) {
          // A healthy database: restored in one transaction through the same service as the app.
          const backend = createBackend(opened.db);
          try {
            const done = callApi(backend, 'backups.restore', { name });
            print(values.json ? done : t('backup.restored', { name: done.restored.name, kept: done.kept.name }));
            return 0;
          } finally {
            backend.db.close();
          }
        }
        if (opened && opened.failure.kind === 'locked') throw cannotOpen(opened.failure);
        // A file that cannot be opened: check the backup, keep the old file beside the backups, copy the backup in.
        const result = backupFiles.restoreOverFile(file, dir, name);
        if ('refused' in result) throw refusedBackup(result.refused);
        const { kept } = result;
        print(values.json ? result : kept ? t('backup.restoredFileKept', { name, file, kept: join(dir, kept) }) : t('backup.restoredFile', { name, file }));
        return 0;
      }
      default:
        throw new UsageError(t('usageError.unknown', { command: 'backup', sub: sub ?? '' }));
    }
  },
};
