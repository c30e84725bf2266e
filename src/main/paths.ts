import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_NAME = 'Club TD';
export const DB_FILE_NAME = 'club-td.sqlite';

/**
 * The per-user data folder, the same one Electron's `app.getPath('userData')` gives this app, so the
 * desktop window, `npm run serve` and the CLI share one database unless told otherwise.
 */
export function userDataDir(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(homedir(), 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(homedir(), 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), APP_NAME);
}

/** `--db FILE`, else `TD_DB`, else the user data folder: never the current directory by surprise. */
export function databasePath(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag ?? env.TD_DB ?? join(userDataDir(env), DB_FILE_NAME);
}

/** Whether the user named the database (`--db`, `TD_DB`) rather than taking the default: its folder is not created. */
export function isChosenDatabase(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  return flag !== undefined || env.TD_DB !== undefined;
}
