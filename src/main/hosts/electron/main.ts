/**
 * The Electron host: one window, the api contract over IPC, and nothing else reachable from the page.
 * Security per the Electron checklist: context isolation, a sandboxed renderer without Node, a strict CSP,
 * navigation and new windows blocked, permission requests denied, IPC senders checked.
 */
import { app, BrowserWindow, dialog, ipcMain, session, shell, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { contract } from '../../../shared/api/contract';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openDatabase, DatabaseOpenError } from '../../db/connection';
import { checkBackupFile, defaultBackupDir, restoreFile } from '../../db/backup';
import { LATEST_VERSION } from '../../db/migrate';
import { createBackend, type Backend } from '../../services/backend';
import { APP_NAME, DB_FILE_NAME } from '../../paths';
import { loadWindowState, saveWindowState } from './window-state';
import { CONTENT_SECURITY_POLICY } from '../csp';
import { pickLocale, type Locale } from '../../../shared/i18n/locales';
import { translator } from '../../../shared/i18n/translate';
import { tierForServer } from '../../tiering';

tierForServer(); // the main process serves the window's requests for as long as the app is open
const here = fileURLToPath(new URL('.', import.meta.url));
app.setName(APP_NAME);
const rendererIndex = join(here, '../renderer/index.html');
const rendererUrl = pathToFileURL(rendererIndex).href;
let win: BrowserWindow | null = null;
let backend: Backend | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.whenReady().then(start).catch((err: Error) => {
    dialog.showErrorBox(APP_NAME, err.message);
    app.quit();
  });
}

/** A web link the user's browser may open: https only, no credentials, re-serialised; anything else is dropped. */
function externalUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Only our own page may call the backend. */
function trustedSender(event: IpcMainInvokeEvent): boolean {
  return event.senderFrame?.url.split('#')[0] === rendererUrl;
}

/** Lets the director pick a backup of `file` and restores it over the file (which is kept beside the backups). */
async function restoreFromBackup(file: string): Promise<boolean> {
  const dir = defaultBackupDir(file);
  const picked = await dialog.showOpenDialog({
    title: 'Restore a backup', defaultPath: dir, properties: ['openFile'],
    filters: [{ name: 'Club TD backup', extensions: ['sqlite'] }],
  });
  const backup = picked.filePaths[0];
  if (picked.canceled || !backup) return false;
  const checked = checkBackupFile(backup, LATEST_VERSION, process.env.TD_SQLITE_BINDING);
  if ('problem' in checked) {
    await dialog.showMessageBox({ type: 'error', title: APP_NAME, message: 'This backup cannot be restored', detail: `${checked.problem}. Nothing was changed.` });
    return false;
  }
  const kept = restoreFile(file, backup, dir);
  if (kept) await dialog.showMessageBox({ type: 'info', title: APP_NAME, message: 'Backup restored', detail: `The file it replaced is kept as ${join(dir, kept)}.` });
  return true;
}

/** files.save: the file's bytes written where the director picks in a save dialog (nothing when cancelled). */
async function saveWithDialog(payload: unknown): Promise<unknown> {
  const parsed = contract['files.save'].input.safeParse(payload);
  if (!parsed.success) return { ok: false, error: { code: 'invalid', message: parsed.error.issues.map((i) => i.message).join('; ') } };
  const picked = await dialog.showSaveDialog({ defaultPath: join(app.getPath('documents'), parsed.data.filename) });
  if (picked.canceled || !picked.filePath) return { ok: true, data: { saved: false, path: null } };
  writeFileSync(picked.filePath, Buffer.from(parsed.data.dataBase64, 'base64'));
  return { ok: true, data: { saved: true, path: picked.filePath } };
}

/** Opens the database; on a file it cannot read, asks what to do and never touches the file unasked. */
async function openBackend(): Promise<Backend | null> {
  // An empty TD_DB names no file (the command line refuses it): the app then opens its own database.
  let file = process.env.TD_DB || join(app.getPath('userData'), DB_FILE_NAME);
  for (;;) {
    try {
      return createBackend(openDatabase({ file, nativeBinding: process.env.TD_SQLITE_BINDING }));
    } catch (err) {
      if (!(err instanceof DatabaseOpenError)) throw err;
      // A locked file is fine, only busy: try again. Anything else can be replaced by a backup.
      const first = err.kind === 'locked' ? 'Try again' : 'Restore a backup…';
      const choice = await dialog.showMessageBox({
        type: 'error', title: APP_NAME, message: 'The database could not be opened', detail: err.message,
        buttons: [first, 'Open another file…', 'Quit'], defaultId: 2, cancelId: 2,
      });
      if (choice.response === 0) {
        if (err.kind !== 'locked') await restoreFromBackup(file);
        continue;
      }
      if (choice.response !== 1) return null;
      const picked = await dialog.showOpenDialog({ properties: ['openFile', 'promptToCreate'], filters: [{ name: 'Club TD database', extensions: ['sqlite', 'db'] }] });
      if (picked.canceled || !picked.filePaths[0]) return null;
      file = picked.filePaths[0];
    }
  }
}

async function start(): Promise<void> {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });
  backend = await openBackend();
  if (!backend) return app.quit();
  const live = backend;

  ipcMain.handle('td:call', (event, method: unknown, payload: unknown, language: unknown) => {
    if (!trustedSender(event)) return { ok: false, error: { code: 'forbidden', message: 'untrusted sender' } };
    if (typeof method !== 'string') return { ok: false, error: { code: 'invalid', message: 'method must be a string' } };
    // The window's UI language (as the renderer sends it): refusals come back in it.
    const locale = pickLocale(typeof language === 'string' ? language : null) ?? 'en';
    windowLocale = locale;
    // An export saved where the director chooses (the Exchange screen): only this host has a save dialog.
    if (method === 'files.save') return saveWithDialog(payload);
    return live.callAsync(method, payload, 'director (desktop app)', locale);
  });
  live.subscribe((notice) => win?.webContents.send('td:change', notice));

  const stateFile = join(app.getPath('userData'), 'window-state.json');
  const state = loadWindowState(stateFile);
  win = new BrowserWindow({
    x: state.x, y: state.y, width: state.width, height: state.height, minWidth: 900, minHeight: 600,
    title: APP_NAME, icon: join(here, '../../resources/icon.png'), show: false, backgroundColor: '#1b1f24',
    webPreferences: {
      preload: join(here, '../preload/index.cjs'),
      contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true,
      allowRunningInsecureContent: false, experimentalFeatures: false, spellcheck: false,
    },
  });
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win?.show());
  win.on('close', () => {
    if (!win) return;
    saveWindowState(stateFile, { ...win.getNormalBounds(), maximized: win.isMaximized() });
  });
  win.on('closed', () => (win = null));
  await win.loadFile(rendererIndex);
}

/** The window's UI language as its last call gave it: the desktop's own dialogs speak it. */
let windowLocale: Locale = 'en';

/**
 * A screen with unsaved edits (Results, Pairing) cancels the page's unload. A browser then asks the user; Electron
 * asks no one and the window would not close, so the desktop asks here, in the window's language.
 */
function askBeforeLosingEdits(event: Electron.Event, contents: Electron.WebContents): void {
  const t = translator(windowLocale);
  const owner = BrowserWindow.fromWebContents(contents);
  const options = {
    type: 'question' as const, title: APP_NAME, message: t('errors.desktop.unsaved.title'), detail: t('errors.desktop.unsaved.detail'),
    buttons: [t('errors.desktop.unsaved.leave'), t('errors.desktop.unsaved.stay')], defaultId: 1, cancelId: 1,
  };
  const choice = owner ? dialog.showMessageBoxSync(owner, options) : dialog.showMessageBoxSync(options);
  if (choice === 0) event.preventDefault(); // leave: the page's handler is ignored
}

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-prevent-unload', (event) => askBeforeLosingEdits(event, contents));
  contents.on('will-navigate', (event, url) => {
    if (url.split('#')[0] !== rendererUrl) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links to the web open in the user's browser, never in a window of ours.
    const external = externalUrl(url);
    if (external) void shell.openExternal(external);
    return { action: 'deny' };
  });
});

app.on('window-all-closed', () => {
  backend?.db.close();
  app.quit();
});
