/**
 * The website of an event run in sections (issue 44): one index naming each section with its state and
 * a link to its own site, kept whole in `section-N/` (its rounds, standings, cross-table, games). Every
 * word comes from the site catalogue (`site.sections.*`) in the event's print language.
 */
import type { Locale } from '../../../shared/i18n/locales';
import { translator } from '../../../shared/i18n/translate';
import { esc, page } from './html';

export interface SiteSection {
  name: string;
  players: number;
  roundsPaired: number;
  roundsPlanned: number | null;
  /** The section's own site, its paths from its own root. */
  files: Map<string, string>;
}

/** The folder of the n-th section (from 1): a name of the site's own forms (folder.ts SITE_FILE). */
export const sectionFolder = (n: number): string => `section-${n}`;

export function buildSectionsSite(info: { name: string; venue: string; startDate: string | null }, sections: SiteSection[], locale: Locale = 'en'): Map<string, string> {
  const tr = translator(locale);
  const t = (key: string, params: Record<string, string | number> = {}) => esc(tr(`site.sections.${key}`, params));
  const files = new Map<string, string>();
  sections.forEach((s, i) => {
    for (const [path, content] of s.files) files.set(`${sectionFolder(i + 1)}/${path}`, content);
  });
  const rows = sections.map((s, i) => `<tr><td><a href="${sectionFolder(i + 1)}/index.html">${esc(s.name)}</a></td><td class="num">${esc(s.players)}</td><td>${t('rounds', { paired: s.roundsPaired, planned: s.roundsPlanned ?? '—' })}</td><td class="links"><a href="${sectionFolder(i + 1)}/standings.html">${t('standings')}</a></td></tr>`);
  const facts = [info.startDate ?? '', info.venue].filter(Boolean).map(esc).join(' · ');
  files.set('index.html', page(info.name, { title: info.name, root: '', noNav: true, body: `${facts ? `<p class="muted">${facts}</p>\n` : ''}<h2 id="sections">${t('title')}</h2>
<table><thead><tr><th>${t('section')}</th><th class="num">${t('players')}</th><th>${t('state')}</th><th><span class="muted">${t('links')}</span></th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table>` }, locale));
  return files;
}
