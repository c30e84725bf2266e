/**
 * The Electron security checklist (electronjs.org/docs/latest/tutorial/security), checked against the code:
 * the main process, the preload (source and, when built, out/preload), the renderer (source and built
 * bundle) and the web host. No package for this is installed (Electronegativity is not), so the checks are
 * read from the TypeScript itself. `npm run audit:electron`; part of `npm test`. Exit 1 on any failure.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface SourceFile {
  path: string;
  text: string;
}

export interface Sources {
  main: SourceFile;
  preload: SourceFile;
  builtPreload: SourceFile | null;
  renderer: SourceFile[];
  rendererHtml: SourceFile;
  builtRenderer: SourceFile[];
  webServer: SourceFile;
  /** The one Content-Security-Policy both hosts import. */
  csp: SourceFile;
  webAccess: SourceFile;
  webBody: SourceFile;
  token: SourceFile;
  eslintConfig: SourceFile;
  /** Every source file of the app (main, preload, renderer, shared). */
  all: SourceFile[];
}

export interface Finding {
  check: string;
  ok: boolean;
  detail: string;
}

/** Source text without comments, so a comment that mentions a setting does not count as the setting. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The text of the `webPreferences: { ... }` object of every BrowserWindow. */
function webPreferences(text: string): string[] {
  const out: string[] = [];
  const re = /webPreferences\s*:\s*\{/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let depth = 1;
    let i = m.index + m[0].length;
    for (; i < text.length && depth > 0; i++) depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
    out.push(text.slice(m.index, i));
  }
  return out;
}

const CSP_REQUIRED = ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'"];
function cspProblems(csp: string): string[] {
  const missing = CSP_REQUIRED.filter((d) => !csp.includes(d));
  const unsafe = /script-src[^;]*'unsafe-(inline|eval)'/.test(csp) ? ["script-src allows 'unsafe-inline' or 'unsafe-eval'"] : [];
  return [...missing.map((d) => `missing ${d}`), ...unsafe];
}

export function audit(src: Sources): Finding[] {
  const findings: Finding[] = [];
  const check = (name: string, ok: boolean, detail: string) => findings.push({ check: name, ok, detail });
  const main = code(src.main.text);
  const preload = code(src.preload.text);
  const prefs = webPreferences(main);

  // 1-4: how every window is created
  check('every BrowserWindow has webPreferences', prefs.length > 0 && (main.match(/new BrowserWindow\(/g) ?? []).length === prefs.length,
    `${(main.match(/new BrowserWindow\(/g) ?? []).length} windows, ${prefs.length} webPreferences`);
  for (const [setting, wanted] of [['contextIsolation', 'true'], ['sandbox', 'true'], ['nodeIntegration', 'false']] as const) {
    const bad = prefs.filter((p) => !new RegExp(`\\b${setting}\\s*:\\s*${wanted}\\b`).test(p));
    check(`${setting}: ${wanted} (stated explicitly)`, prefs.length > 0 && bad.length === 0, bad.length ? `${bad.length} window(s) without it` : 'all windows');
  }
  const forbiddenPrefs: [string, RegExp][] = [
    ['webSecurity is never turned off', /\bwebSecurity\s*:\s*false/], ['allowRunningInsecureContent is never on', /\ballowRunningInsecureContent\s*:\s*true/],
    ['experimentalFeatures are off', /\bexperimentalFeatures\s*:\s*true/], ['no Node in workers or subframes', /\bnodeIntegrationIn(Worker|SubFrames)\s*:\s*true/],
    ['no <webview> tag', /\bwebviewTag\s*:\s*true/], ['no enableBlinkFeatures', /\benableBlinkFeatures\b/],
  ];
  for (const [name, re] of forbiddenPrefs) check(name, !re.test(main), re.test(main) ? `found ${re}` : 'not set');

  // 5-6: remote content and the remote module
  const remote = src.all.filter((f) => /@electron\/remote|enableRemoteModule|require\(['"]electron['"]\)\.remote/.test(code(f.text)));
  check('no remote module', remote.length === 0, remote.map((f) => f.path).join(', ') || 'none');
  const loads = [...main.matchAll(/\b(loadURL|loadFile)\(([^)]*)\)/g)].map((m) => m[0]);
  check('only local content is loaded (loadFile, no http: loadURL)', loads.length > 0 && loads.every((l) => l.startsWith('loadFile') || /loadURL\(\s*['"`]file:/.test(l)), loads.join('; '));

  // 7: Content-Security-Policy (response header in Electron and the web host, meta tag in the page)
  check('CSP set on every response in Electron (onHeadersReceived)', /onHeadersReceived[\s\S]{0,300}Content-Security-Policy/.test(main), 'session.webRequest.onHeadersReceived');
  const webServer = code(src.webServer.text);
  const policy = /CONTENT_SECURITY_POLICY\s*=\s*([\s\S]*?);\s*\n/.exec(code(src.csp.text));
  const fromCsp = /import\s*\{\s*CONTENT_SECURITY_POLICY\s*\}\s*from\s*['"]\.\.\/csp['"]/;
  check('both hosts take the CSP from one module (hosts/csp.ts)', fromCsp.test(main) && fromCsp.test(webServer) && /'Content-Security-Policy':\s*CONTENT_SECURITY_POLICY/.test(webServer),
    'hosts/electron/main.ts and hosts/web/server.ts import ../csp');
  const policyText = policy ? [...policy[1]!.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join('') : '';
  const cspIssues = policy ? cspProblems(policyText) : ['no CONTENT_SECURITY_POLICY'];
  check('the CSP is strict (no inline or eval script, no plugins, no base tag)', cspIssues.length === 0, cspIssues.join('; ') || policyText);
  const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(src.rendererHtml.text);
  const metaIssues = meta ? cspProblems(meta[1]!) : ['no CSP meta tag'];
  check('the page carries a strict CSP meta tag too', metaIssues.length === 0, metaIssues.join('; ') || src.rendererHtml.path);

  // 8-10: navigation, new windows, permissions, webviews
  check('navigation is blocked (will-navigate prevented for other URLs)', /on\(\s*['"]will-navigate['"][\s\S]{0,200}preventDefault\(\)/.test(main), 'will-navigate');
  check('new windows are denied (setWindowOpenHandler returns deny)', /setWindowOpenHandler\([\s\S]{0,400}action:\s*['"]deny['"]/.test(main) && !/action:\s*['"]allow['"]/.test(main), 'setWindowOpenHandler');
  check('the handlers cover every web contents (web-contents-created)', /on\(\s*['"]web-contents-created['"]/.test(main), 'app.on(web-contents-created)');
  check('<webview> attachment is prevented', /on\(\s*['"]will-attach-webview['"][\s\S]{0,120}preventDefault\(\)/.test(main), 'will-attach-webview');
  check('permission requests are denied', /setPermissionRequestHandler\([^)]*\)\s*=>\s*callback\(false\)/.test(main.replace(/\s+/g, ' ')) || /setPermissionRequestHandler\([\s\S]{0,120}callback\(false\)/.test(main), 'setPermissionRequestHandler');
  check('permission checks are denied', /setPermissionCheckHandler\(\s*\(\)\s*=>\s*false\s*\)/.test(main), 'setPermissionCheckHandler');

  // 11: IPC: senders checked, no sync IPC, nothing but the contract
  const ipc = [...main.matchAll(/ipcMain\.(handle|on|once|handleOnce)\(\s*['"]([^'"]+)['"]\s*,\s*\(([^)]*)\)\s*=>\s*\{([\s\S]*?)\n {2}\}\);/g)];
  const allIpc = (main.match(/ipcMain\.(handle|on|once|handleOnce)\(/g) ?? []).length;
  const unchecked = ipc.filter((m) => !/if\s*\(\s*!trustedSender\(event\)\s*\)\s*return/.test(m[4]!));
  check('every IPC handler checks its sender first', allIpc > 0 && ipc.length === allIpc && unchecked.length === 0,
    `${allIpc} handler(s): ${ipc.map((m) => m[2]).join(', ')}${unchecked.length ? `; unchecked: ${unchecked.map((m) => m[2]).join(', ')}` : ''}`);
  check('the sender check compares the frame URL with our own page', /function trustedSender[\s\S]{0,200}senderFrame\?*\.url[\s\S]{0,60}===\s*rendererUrl/.test(main), 'trustedSender');
  check('IPC hands every call to the validated api (backend.call)', /ipcMain\.handle\(\s*['"]td:call['"][\s\S]{0,600}\.call(Async)?\(method, payload(, '[^']*')?(, locale)?\)/.test(main), 'td:call');

  // 12: the preload exposes exactly the api contract
  const exposes = [...preload.matchAll(/exposeInMainWorld\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
  check('the preload exposes one object (window.td) and nothing else', exposes.length === 1 && exposes[0] === 'td', `exposes ${exposes.join(', ') || 'nothing'}`);
  const exposedKeys = /exposeInMainWorld\(\s*['"]td['"]\s*,\s*\{([\s\S]*)\}\s*\)/.exec(preload)?.[1] ?? '';
  const keys = [...exposedKeys.matchAll(/^\s{2}(\w+)\s*:/gm)].map((m) => m[1]);
  check('window.td has only call and onChange', keys.length === 2 && keys.includes('call') && keys.includes('onChange'), `keys: ${keys.join(', ')}`);
  const channels = [...preload.matchAll(/ipcRenderer\.(invoke|on|send|sendSync|removeListener)\(\s*['"]([^'"]+)['"]/g)].map((m) => `${m[1]} ${m[2]}`);
  check('the preload uses only the td:call and td:change channels, never sendSync', channels.length > 0 && channels.every((c) => /^(invoke td:call|on td:change|removeListener td:change)$/.test(c)), channels.join(', '));
  check('the preload hands out no ipcRenderer, Node module or event object', !/exposeInMainWorld\([\s\S]*\bipcRenderer\s*[,}]/.test(preload) && !/require\(|from ['"](node:|fs|child_process|path|os)/.test(preload) && /\(_event[^)]*\)\s*=>\s*listener\(notice\)/.test(preload), src.preload.path);
  if (src.builtPreload) {
    const built = src.builtPreload.text;
    const requires = [...built.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    check('the built preload requires only electron and exposes only window.td', requires.every((r) => r === 'electron') && (built.match(/exposeInMainWorld\(/g) ?? []).length === 1,
      `${src.builtPreload.path}: requires ${[...new Set(requires)].join(', ')}`);
  } else {
    check('the built preload requires only electron and exposes only window.td', true, 'out/preload not built: checked the source only');
  }

  // 13: shell.openExternal only with checked URLs
  const opens = [...main.matchAll(/shell\.openExternal\(([^)]*)\)/g)].map((m) => m[1]!.trim());
  const checkedOpen = /function externalUrl[\s\S]{0,300}protocol\s*===\s*['"]https:['"]/.test(main) && opens.every((arg) => new RegExp(`const ${arg}\\s*=\\s*externalUrl\\(`).test(main) && new RegExp(`if\\s*\\(${arg}\\)`).test(main));
  check('shell.openExternal only opens URLs checked to be https', opens.length === 0 || checkedOpen, opens.length ? `openExternal(${opens.join(', ')})` : 'never called');

  // 14: the renderer reaches nothing but the api contract
  const rendererBad = src.renderer.filter((f) => {
    const t = code(f.text);
    return /from\s+['"](node:[^'"]+|fs|path|os|child_process|electron|better-sqlite3)['"]|from\s+['"][^'"]*\/(main|cli|preload)\/|\brequire\(|window\.require|process\.versions|\beval\(|new Function\(/.test(t);
  });
  check('the renderer imports no Node, Electron, database or main-process code', rendererBad.length === 0, rendererBad.map((f) => f.path).join(', ') || `${src.renderer.length} files`);
  check('ESLint enforces the renderer boundary', /files:\s*\[['"]src\/renderer\/\*\*\/\*\.\{ts,vue\}['"]\][\s\S]{0,200}no-restricted-imports[\s\S]{0,200}node:\*[\s\S]{0,60}electron[\s\S]{0,40}better-sqlite3/.test(src.eslintConfig.text), src.eslintConfig.path);
  const bundleBad = src.builtRenderer.filter((f) => /require\(["'](fs|child_process|electron|better-sqlite3)["']\)|from["'](node:|electron)/.test(f.text));
  check('the built renderer bundle contains no Node or Electron access', bundleBad.length === 0, src.builtRenderer.length ? (bundleBad.map((f) => f.path).join(', ') || `${src.builtRenderer.length} files`) : 'out/renderer not built');
  const evals = src.all.filter((f) => /\beval\(|new Function\(/.test(code(f.text)));
  check('no eval or new Function anywhere in the app', evals.length === 0, evals.map((f) => f.path).join(', ') || 'none');

  // 15: the web host (LAN mode)
  const token = code(src.token.text);
  check('tokens are compared in constant time (timingSafeEqual on equal-length digests)', /timingSafeEqual\(/.test(token) && /createHash\(['"]sha256['"]\)/.test(token) && !/given\s*===\s*expected|expected\s*===\s*given/.test(token), src.token.path);
  const access = code(src.webAccess.text);
  check('LAN writes need the director token or a table code (checked before the body is read)', /const denied = refusal\(caller, method\)/.test(webServer) && /if \(denied\)[\s\S]{0,80}req\.resume\(\)/.test(webServer) && /sameToken\(credential, token\)/.test(access), src.webAccess.path);
  check('a table code is limited to its own game', /fields\?\.id !== caller\.gameId/.test(access) && /TABLE_METHODS.*=\s*\[['"]games\.get['"],\s*['"]games\.append['"],\s*['"]games\.undo['"](?:,\s*['"]tables\.report['"])?\]/.test(access), 'scoped()');
  const body = code(src.webBody.text);
  check('request bodies are size-limited per method, nesting-limited while read and cut at a deadline', /MAX_BODY_BYTES\s*=\s*\d/.test(body) && /size\s*>\s*limit/.test(body) && /declared\s*>\s*limit/.test(body) && /scanner\.feed\(chunk\)/.test(body) && /readJson\(req, bodyLimit\(method\)[,)]/.test(webServer) && /setTimeout\([\s\S]{0,200}code: 'timeout'/.test(body), src.webBody.path);
  check('every request names this server as Host and API requests come from its own pages (DNS rebinding)', /const wrongHost = hostRefusal\(req\.headers\.host, names\)/.test(webServer) && /const crossSite = (req\.headers\.origin === publicOrigin \? null : )?originRefusal\(req\.headers\.origin/.test(webServer), 'hostRefusal, originRefusal');
  return findings;
}

function walk(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path, pattern) : pattern.test(name) ? [path] : [];
  });
}

export function readSources(root: string): Sources {
  const file = (path: string): SourceFile => ({ path, text: readFileSync(join(root, path), 'utf8') });
  const files = (dir: string, pattern: RegExp) => walk(join(root, dir), pattern).map((p) => file(relative(root, p)));
  const renderer = files('src/renderer/src', /\.(ts|vue)$/).filter((f) => !f.path.endsWith('.test.ts'));
  return {
    main: file('src/main/hosts/electron/main.ts'),
    csp: file('src/main/hosts/csp.ts'),
    preload: file('src/preload/index.ts'),
    builtPreload: existsSync(join(root, 'out/preload/index.cjs')) ? file('out/preload/index.cjs') : null,
    renderer,
    rendererHtml: file('src/renderer/index.html'),
    builtRenderer: files('out/renderer/assets', /\.js$/),
    webServer: file('src/main/hosts/web/server.ts'),
    webAccess: file('src/main/hosts/web/access.ts'),
    webBody: file('src/main/hosts/web/body.ts'),
    token: file('src/main/hosts/web/token.ts'),
    eslintConfig: file('eslint.config.js'),
    all: [...files('src/main', /\.ts$/), ...files('src/preload', /\.ts$/), ...renderer, ...files('src/shared', /\.ts$/)].filter((f) => !f.path.endsWith('.test.ts')),
  };
}

function main(): number {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const findings = audit(readSources(root));
  for (const f of findings) process.stdout.write(`${f.ok ? 'pass' : 'FAIL'}  ${f.check}  (${f.detail})\n`);
  const failed = findings.filter((f) => !f.ok).length;
  process.stdout.write(`Electron security audit: ${findings.length - failed} of ${findings.length} checks pass\n`);
  return failed ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exitCode = main();
