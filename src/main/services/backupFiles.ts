/**
 * The backup folder as files, for the command line when the database cannot be opened (issue 40: `td backup`
 * reaches these through the backend, never db/backup or db/migrate): listing the folder, taking in a backup
 * file from elsewhere, and restoring over a database file that does not open. With a database that opens,
 * backups go through the methods backups.create and backups.restore instead.
 */
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { MessageText } from '../../shared/api/errors';
import { openDatabase } from '../db/connection';
import { checkBackupFile, cleanLabel, defaultBackupDir, listBackupsIn, resolveBackup, restoreFile, type BackupInfo } from '../db/backup';
import { LATEST_VERSION } from '../db/migrate';

export type { BackupInfo };

/** A backup file this version cannot restore: why, in words of the catalogue. */
export interface BackupRefused { refused: MessageText }

/** The backup folder beside a database file. */
export const backupFolder = (file: string): string => defaultBackupDir(file);

/** The backups in a folder, newest first (none when the folder does not exist). */
export const listBackups = (dir: string): BackupInfo[] => listBackupsIn(dir);

/**
 * A backup name from the folder, or a file elsewhere (a USB stick) checked and copied into the folder first;
 * `missing` when neither exists.
 */
export function takeInBackup(dir: string, arg: string): { name: string } | { missing: string } | BackupRefused {
  if (resolveBackup(dir, arg)) return { name: arg };
  const path = resolve(arg);
  if (!existsSync(path)) return { missing: path };
  const checked = checkBackupFile(path, LATEST_VERSION);
  if ('problem' in checked) return { refused: checked.text };
  mkdirSync(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}--manual--${cleanLabel(`imported-${basename(path)}`)}.sqlite`;
  copyFileSync(path, join(dir, name));
  return { name };
}

/**
 * Restores backup `name` of `dir` over a database file that cannot be opened: the backup is checked, the old
 * file kept in the folder (`kept`, null when there was none), the backup copied in, then opened once (an
 * older backup is migrated, and the result proved to open).
 */
export function restoreOverFile(file: string, dir: string, name: string): { restored: string; kept: string | null; file: string } | BackupRefused {
  const path = join(dir, name);
  const checked = checkBackupFile(path, LATEST_VERSION);
  if ('problem' in checked) return { refused: checked.text };
  const kept = restoreFile(file, path, dir);
  openDatabase({ file }).close();
  return { restored: name, kept, file };
}
