/** The static site's page frame: escaping, the layout every page shares, the stylesheet. */
import type { Locale } from '../../../shared/i18n/locales';
import { tr } from '../../../shared/i18n/translate';

/** Text for HTML content and attribute values: every name and title goes through this. */
export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a <script> element: `<` escaped so no name can close the element. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

export interface Page {
  title: string;
  /** From this page to the site root: '' or '../'. */
  root: string;
  body: string;
  scripts?: string;
  /** A page with no rounds or standings of its own (an event's index of its sections): no site menu. */
  noNav?: boolean;
}

/** The page frame in `locale` (the site catalogue, `site.nav.*`), the event's print language. */
export function page(eventName: string, p: Page, locale: Locale = 'en'): string {
  const r = p.root;
  const nav = (key: string) => esc(tr(locale, `site.nav.${key}`));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:">
<title>${esc(p.title)} · ${esc(eventName)}</title>
<link rel="stylesheet" href="${r}assets/site.css">
</head>
<body>
<header><a class="home" href="${r}index.html">${esc(eventName)}</a>
${p.noNav ? '' : `<nav><a href="${r}index.html#rounds">${nav('rounds')}</a> <a href="${r}standings.html">${nav('standings')}</a> <a href="${r}crosstable.html">${nav('cross')}</a> <a href="${r}index.html#players">${nav('players')}</a></nav>`}</header>
<main>
<h1>${esc(p.title)}</h1>
${p.body}
</main>
${p.scripts ?? ''}
</body>
</html>
`;
}

export const SITE_CSS = `:root { color-scheme: light dark; --bg: #fff; --fg: #1b1b1b; --muted: #666; --line: #d6d6d6; --accent: #0b5cad; --stripe: #f4f6f8; --board: #2e7d32; }
@media (prefers-color-scheme: dark) { :root { --bg: #15171a; --fg: #e8e8e8; --muted: #9aa0a6; --line: #3a3f45; --accent: #7ab7ff; --stripe: #1d2024; --board: #1f5a23; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; background: var(--bg); color: var(--fg); }
header { display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: baseline; padding: .6rem 1rem; border-bottom: 1px solid var(--line); }
header .home { font-weight: 600; font-size: 1.1rem; }
nav a { margin-right: 1rem; }
main { padding: 0 1rem 2rem; max-width: 70rem; }
a { color: var(--accent); }
table { border-collapse: collapse; margin: .5rem 0 1rem; }
th, td { padding: .2rem .55rem; border-bottom: 1px solid var(--line); text-align: left; }
tbody tr:nth-child(even) { background: var(--stripe); }
.num { text-align: right; font-variant-numeric: tabular-nums; }
.muted { color: var(--muted); }
.links a { margin-right: .6rem; }
.board { display: grid; gap: 1px; background: var(--line); width: min(100%, 30rem); aspect-ratio: 1; padding: 1px; margin: .5rem 0; }
.board div { background: var(--board); display: flex; align-items: center; justify-content: center; font-size: .7rem; }
.board.points div { background: #d9b36c; }
.stone { width: 82%; height: 82%; border-radius: 50%; display: flex; align-items: center; justify-content: center; }
.stone.black, .stone.x { background: #111; color: #eee; }
.stone.white, .stone.o { background: #f7f7f7; color: #111; border: 1px solid #888; }
.stone.red { background: #c62828; color: #fff; border-radius: 15%; }
.stone.blue { background: #1e4fa8; color: #fff; border-radius: 15%; }
.controls button { font: inherit; padding: .3rem .8rem; margin-right: .3rem; }
.moves span { display: inline-block; padding: 0 .25rem; margin: 1px; border-radius: 3px; }
.moves span.current { background: var(--accent); color: var(--bg); }
pre { white-space: pre-wrap; }
@media print { header nav, .controls, .links { display: none; } body { background: #fff; color: #000; } a { color: inherit; text-decoration: none; } tbody tr:nth-child(even) { background: none; } }
`;
