/**
 * The event website of a team event (issue 23: fixtures published): the fixtures with dates, venues
 * and results, each match's boards, the team table with matches in hand (a withdrawn team noted), the
 * team cross-table and the squads, in the same page frame and stylesheet as an individual event's
 * site. Every word comes from the site catalogue (`site.team.*`) in the event's print language.
 */
import type { Locale } from '../../../shared/i18n/locales';
import { translator } from '../../../shared/i18n/translate';
import { fixtureScore, playerAverages, teamCrossTable, teamStandings, postponements, type TeamEvent, type TeamRow } from '../../../shared/tournament/teams';
import { esc, page, SITE_CSS } from './html';

// Every value reaches the page through esc, numbers included: a season file may hold anything in their place.
const num = (n: number): string => esc(String(Math.round(n * 100) / 100));

export function buildTeamSite(info: { name: string; venue: string; startDate: string | null }, e: TeamEvent, locale: Locale = 'en'): Map<string, string> {
  const files = new Map<string, string>();
  const tr = translator(locale);
  /** A catalogue word, escaped for the page (the parameters are names: escaped with it). */
  const t = (key: string, params: Record<string, string | number> = {}) => esc(tr(`site.team.${key}`, params));
  const put = (path: string, title: string, body: string) => files.set(path, page(info.name, { title, root: '', body }, locale));
  const team = (id: string) => e.teams.find((x) => x.id === id)?.name ?? id;
  const player = (id: string) => e.players[id]?.name ?? id;
  const th = (key: string, numeric = false) => `<th${numeric ? ' class="num"' : ''}>${t(`col.${key}`)}</th>`;
  const fixtures = [...e.fixtures].sort((x, y) => (x.date ?? '9999').localeCompare(y.date ?? '9999') || x.round - y.round || x.id.localeCompare(y.id));
  const result = (f: (typeof fixtures)[number]) => {
    const s = fixtureScore(e.game, e.scoring, f, e.gamesPerBoard);
    if (f.forfeit) return t(`forfeit.${f.forfeit}`);
    return s.status === 'unplayed' ? '' : `${num(s.boardPoints.home)} – ${num(s.boardPoints.away)}${s.status === 'played' ? '' : ` <span class="muted">${t('soFar')}</span>`}`;
  };
  const facts = [tr('site.team.facts', { game: e.game, format: tr(`site.team.format.${e.format}`) }), tr('site.team.boards', { count: e.boards }), info.venue].filter(Boolean);
  put('index.html', info.name, `<p class="muted">${facts.map(esc).join(' · ')}</p>
<h2 id="rounds">${t('fixtures')}</h2>
<table><thead><tr>${th('match')}${th('date')}${th('home')}${th('result', true)}${th('away')}${th('venue')}</tr></thead><tbody>
${fixtures.map((f) => `<tr><td><a href="match-${esc(f.id)}.html">${esc(f.id)}</a></td><td>${f.date === null ? t('toBeSet') : esc(f.date)}${postponements(f).map((p) => ` <span class="muted">${t('postponedFrom', { from: p.from ?? tr('site.team.noDate') })}</span>`).join('')}</td><td>${esc(team(f.home))}</td><td class="num">${result(f)}</td><td>${esc(team(f.away))}</td><td>${esc(f.venue)}</td></tr>`).join('\n')}
</tbody></table>
<p><a href="standings.html">${t('standingsLink')}</a> · <a href="crosstable.html">${t('crossLink')}</a> · <a href="players.html">${t('playersLink')}</a></p>
<h2 id="players">${t('teams')}</h2>
${e.teams.map((x) => `<h3>${esc(x.name)}${x.club ? ` <span class="muted">${esc(x.club)}</span>` : ''}</h3><ol>${x.squad.map((p) => `<li>${esc(player(p))}</li>`).join('')}</ol>${x.alternates.length ? `<p class="muted">${t('alternates', { names: x.alternates.map(player).join(', ') })}</p>` : ''}`).join('\n')}`);

  for (const f of e.fixtures) {
    const rows = f.boards.map((b) => `<tr><td class="num">${esc(b.number)}</td><td>${esc(b.home.map(player).join(' / '))}</td><td class="num">${b.games.map((g) => (g.result ? `${esc(g.result.score.a)}–${esc(g.result.score.b)}` : '…')).join(' ')}${b.replay ? ` <span class="muted">${t('replay')}</span>` : ''}</td><td>${esc(b.away.map(player).join(' / '))}</td></tr>`);
    put(`match-${f.id}.html`, tr('site.team.versus', { home: team(f.home), away: team(f.away) }), `<p class="muted">${[tr('site.team.match', { fixture: f.id }), f.date ?? tr('site.team.noDate'), f.venue].filter(Boolean).map(esc).join(' · ')}</p>
<p>${result(f) || t('notPlayed')}</p>
${rows.length ? `<table><thead><tr>${th('board', true)}<th>${esc(team(f.home))}</th>${th('result', true)}<th>${esc(team(f.away))}</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>` : ''}`);
  }

  // The table as of every match night with a result (issue 43): a page each, linked from the current table.
  const nights = [...new Set(e.fixtures.map((f) => f.playedOn).filter((d): d is string => d !== null))].sort();
  const withdrawn = (r: TeamRow) => (r.withdrawn ? ` <span class="muted">(${t(`withdrawn.${r.withdrawn.results}`, { date: r.withdrawn.date })})</span>` : '');
  const table = (asOf: string | null) => {
    const x = teamStandings(e, asOf);
    return `<table><thead><tr>${th('rank', true)}${th('team')}${['played', 'won', 'drawn', 'lost', 'bpFor', 'bpAgainst', 'mp', 'inHand'].map((k) => th(k, true)).join('')}</tr></thead><tbody>
${x.rows.map((r) => `<tr><td class="num">${esc(r.rank)}</td><td>${esc(r.name)}${withdrawn(r)}</td>${[r.played, r.won, r.drawn, r.lost, r.boardPointsFor, r.boardPointsAgainst, r.matchPoints].map((v) => `<td class="num">${num(v)}</td>`).join('')}<td class="num">${esc(r.inHand || '')}</td></tr>`).join('\n')}
</tbody></table>`;
  };
  const asOfLinks = nights.length ? `<p class="muted">${esc(tr('site.team.asOfLinks', { dates: '\u0000' })).replace('\u0000', nights.map((d) => `<a href="standings-${esc(d)}.html">${esc(d)}</a>`).join(' · '))}</p>` : '';
  for (const d of nights) put(`standings-${d}.html`, tr('site.team.asOf', { date: d }), `${table(d)}\n<p><a href="standings.html">${t('today')}</a></p>${asOfLinks}`);
  const averages = playerAverages(e);
  put('players.html', tr('site.team.players'), `<table><thead><tr>${th('player')}${th('team')}${['games', 'won', 'drawn', 'lost', 'score', 'percent'].map((k) => th(k, true)).join('')}</tr></thead><tbody>
${averages.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.team)}</td>${[r.played, r.won, r.drawn, r.lost, r.score].map((v) => `<td class="num">${num(v)}</td>`).join('')}<td class="num">${esc(r.percent ?? '')}</td></tr>`).join('\n')}
</tbody></table>`);

  put('standings.html', tr('site.team.standings'), `${asOfLinks}${table(null)}`);

  const x = teamCrossTable(e);
  put('crosstable.html', tr('site.team.cross'), `<table><thead><tr>${th('no', true)}${th('team')}${x.teams.map((_, j) => `<th class="num">${j + 1}</th>`).join('')}${th('mp', true)}</tr></thead><tbody>
${x.teams.map((tm, i) => `<tr><td class="num">${i + 1}</td><td>${esc(tm.name)}</td>${x.teams.map((_, j) => `<td class="num">${i === j ? '×' : x.cells[i]![j]!.map((c) => (c.boardPoints === null ? '·' : num(c.boardPoints))).join(' ')}</td>`).join('')}<td class="num">${num(x.totals[i]!)}</td></tr>`).join('\n')}
</tbody></table>
<p class="muted">${t('crossLegend')}</p>`);
  files.set('assets/site.css', SITE_CSS);
  return files;
}
