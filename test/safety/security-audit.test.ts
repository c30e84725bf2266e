import { describe, expect, it } from 'vitest';
import { audit, readSources, type Sources } from '../../scripts/security-audit';
import { repoRoot } from '../support/paths';

const failing = (sources: Sources) => audit(sources).filter((f) => !f.ok).map((f) => f.check);

/** The real sources with one file's text edited. */
function withEdit(key: 'main' | 'preload' | 'token' | 'webServer' | 'webBody' | 'csp', from: string | RegExp, to: string): Sources {
  const sources = readSources(repoRoot);
  const file = sources[key];
  const text = file.text.replace(from, to);
  expect(text, `the edit ${String(from)} must apply`).not.toBe(file.text);
  return { ...sources, [key]: { ...file, text } };
}

describe('Electron security audit (npm run audit:electron)', () => {
  it('the app passes every check of the checklist', () => {
    expect(failing(readSources(repoRoot))).toEqual([]);
  });

  it.each([
    ['contextIsolation: true (stated explicitly)', 'main', 'contextIsolation: true', 'contextIsolation: false'],
    ['sandbox: true (stated explicitly)', 'main', 'sandbox: true, ', ''],
    ['nodeIntegration: false (stated explicitly)', 'main', 'nodeIntegration: false', 'nodeIntegration: true'],
    ['webSecurity is never turned off', 'main', 'webSecurity: true', 'webSecurity: false'],
    ['new windows are denied (setWindowOpenHandler returns deny)', 'main', "return { action: 'deny' }", "return { action: 'allow' }"],
    ['navigation is blocked (will-navigate prevented for other URLs)', 'main', /contents\.on\('will-navigate'[\s\S]*?\}\);/, ''],
    ['every IPC handler checks its sender first', 'main', 'if (!trustedSender(event)) return', 'if (false) return'],
    ['permission checks are denied', 'main', 'session.defaultSession.setPermissionCheckHandler(() => false);', ''],
    ['shell.openExternal only opens URLs checked to be https', 'main', 'void shell.openExternal(external)', 'void shell.openExternal(url)'],
    ['the preload exposes one object (window.td) and nothing else', 'preload', "contextBridge.exposeInMainWorld('td', {", "contextBridge.exposeInMainWorld('ipc', ipcRenderer);\ncontextBridge.exposeInMainWorld('td', {"],
    ['the preload uses only the td:call and td:change channels, never sendSync', 'preload', "ipcRenderer.invoke('td:call'", "ipcRenderer.sendSync('td:call'"],
    ['tokens are compared in constant time (timingSafeEqual on equal-length digests)', 'token', 'return timingSafeEqual(a, b);', 'return given === expected;'],
    ['request bodies are size-limited per method, nesting-limited while read and cut at a deadline', 'webBody', 'if (size > limit) {', 'if (false) {'],
    ['request bodies are size-limited per method, nesting-limited while read and cut at a deadline', 'webBody', 'const deep = scanner.feed(chunk);', 'const deep = -1;'],
    ['request bodies are size-limited per method, nesting-limited while read and cut at a deadline', 'webBody', "code: 'timeout'", "code: 'invalid'"],
    ['every request names this server as Host and API requests come from its own pages (DNS rebinding)', 'webServer', 'const wrongHost = hostRefusal(req.headers.host, names);', 'const wrongHost = null;'],
    ['the CSP is strict (no inline or eval script, no plugins, no base tag)', 'csp', "script-src 'self';", "script-src 'self' 'unsafe-inline';"],
    ['both hosts take the CSP from one module (hosts/csp.ts)', 'webServer', "import { CONTENT_SECURITY_POLICY } from '../csp';", "const CONTENT_SECURITY_POLICY = '';"],
    ['both hosts take the CSP from one module (hosts/csp.ts)', 'main', "import { CONTENT_SECURITY_POLICY } from '../csp';", "const CONTENT_SECURITY_POLICY = '';"],
  ] as const)('fails "%s" when the code breaks it', (check, key, from, to) => {
    expect(failing(withEdit(key, from, to))).toContain(check);
  });

  it('fails when a renderer file reaches Node or the main process', () => {
    const sources = readSources(repoRoot);
    const renderer = [...sources.renderer, { path: 'src/renderer/src/evil.ts', text: "import { readFileSync } from 'node:fs';\n" }];
    expect(failing({ ...sources, renderer })).toContain('the renderer imports no Node, Electron, database or main-process code');
  });
});
