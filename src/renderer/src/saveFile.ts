/**
 * Saves an export (issue 44, the Exchange screen): the desktop app asks where through its save dialog
 * (files.save, answered by the Electron host); a browser downloads the file.
 */
import { api, transportKind } from './api/client';
import { download } from './views/teams/download';

const base64Of = (bytes: Uint8Array): string => {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
};

/** `data`: text (UTF-8) or the bytes as base64 (`{ base64 }`). True when saved or downloaded, false when the dialog was cancelled. */
export async function saveFile(filename: string, data: string | { base64: string }, type: string): Promise<boolean> {
  if (transportKind === 'ipc') {
    const dataBase64 = typeof data === 'string' ? base64Of(new TextEncoder().encode(data)) : data.base64;
    return (await api.call('files.save', { filename, dataBase64 })).saved;
  }
  if (typeof data === 'string') download(filename, data, type);
  else download(filename, Uint8Array.from(atob(data.base64), (c) => c.charCodeAt(0)), type);
  return true;
}
