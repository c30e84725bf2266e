/**
 * The only bridge between the page and the main process: exactly the api contract (one call, one
 * change subscription). No Node, no ipcRenderer, nothing else is exposed.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';

contextBridge.exposeInMainWorld('td', {
  call: (method: string, payload: unknown, language?: string): Promise<unknown> => ipcRenderer.invoke('td:call', method, payload, language),
  onChange: (listener: (notice: unknown) => void): (() => void) => {
    const forward = (_event: IpcRendererEvent, notice: unknown) => listener(notice);
    ipcRenderer.on('td:change', forward);
    return () => ipcRenderer.removeListener('td:change', forward);
  },
});
