/**
 * The event website: static pages with relative links only, so it works from file:// and from any
 * static host, with no request to another site. Every name goes through `esc`.
 */
import type { EventEditions } from '../../../shared/tournament/editions';
import type { Locale } from '../../../shared/i18n/locales';
import { tr } from '../../../shared/i18n/translate';
import type { PrizesView, RoundView } from '../../../shared/api/methods/tournament';
import type { TdEvent } from '../../../shared/api/schemas';
import type { GameOptions } from '../../../shared/games/types';
import { valueOf, type CrossTable, type Standings, type TournamentEvent } from '../../../shared/tournament';
import type { EventGame } from '../eventGames';
import { recordFileName } from '../records';
import { esc, page, scriptJson, SITE_CSS } from './html';

export interface SiteGame extends EventGame {
  record: { options: GameOptions; actions: string[] } | null;
}

export interface SiteData {
  info: TdEvent;
  event: TournamentEvent;
  rounds: RoundView[];
  /** Standings after each round, in round order. */
  standings: Standings[];
  cross: CrossTable;
  games: SiteGame[];
  sides: readonly [string, string];
  viewer: string;
  /** The prize list as awarded after the last complete round (issue 22); no page when the event has none. */
  prizes?: PrizesView;
  /** The rule editions the event is run by, named on the index and standings pages. */
  editions?: EventEditions;
  /** The language of the pages' own words (the event's print language); English when not given. */
  locale?: Locale;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);
const gamePath = (g: EventGame): string => `games/${recordFileName(g).replace(/\.txt$/, '.html')}`;

export function buildSite(d: SiteData): Map<string, string> {
  const locale = d.locale ?? 'en';
  // The pages' own words: the site catalogue (site.event.*), and the paper's for what paper already says.
  const t = (key: string, params?: Record<string, string | number>) => tr(locale, `site.event.${key}`, params);
  const paper = (key: string, params?: Record<string, string | number>) => tr(locale, `paper.${key}`, params);
  const th = (key: string, num = false) => `<th${num ? ' class="num"' : ''}>${esc(t(`col.${key}`))}</th>`;
  const label = (criterion: string) => paper(`criterion.${criterion}.short`);
  /** The paper's word for `key`, or `stored` as it is where the catalogue has none (tr answers the key itself). */
  const paperOr = (key: string, stored: string) => { const w = paper(key); return w === `paper.${key}` ? stored : w; };
  const byeName = (kind: string) => paperOr(`bye.${kind}`, kind);
  const files = new Map<string, string>();
  const name = d.info.name;
  const numberOf = new Map(d.event.entries.map((e) => [e.id, e.pairingNumber]));
  const entryName = new Map(d.event.entries.map((e) => [e.id, e.name]));
  const playerPath = (id: string) => `players/${numberOf.get(id)}.html`;
  const playerLink = (id: string, root: string) => `<a href="${root}${playerPath(id)}">${esc(entryName.get(id) ?? id)}</a>`;
  const gamesAt = new Map<string, SiteGame[]>();
  for (const g of d.games) {
    const key = `${g.round}:${g.board}`;
    gamesAt.set(key, [...(gamesAt.get(key) ?? []), g]);
  }
  const gameLinks = (round: number, board: number, root: string) =>
    (gamesAt.get(`${round}:${board}`) ?? []).filter((g) => g.record).map((g) => `<a href="${root}${gamePath(g)}">${esc(t(g.playoff ? 'playoff' : 'game', { game: g.game }))}</a>`).join(' ');
  const put = (path: string, title: string, body: string, scripts?: string) =>
    files.set(path, page(name, { title, root: path.includes('/') ? '../' : '', body, scripts }, locale));
  const last = d.rounds.length;
  const rules = d.editions
    ? `<p class="muted">${esc(paper('editions.line', { rules: [...(d.editions.dutch ? [paper('editions.dutch', { edition: d.editions.dutch })] : []), paper('editions.tieBreaks', { edition: d.editions.tieBreaks })].join('; ') }))}</p>`
    : '';
  const gameName = paperOr(`game.${d.info.game}.name`, d.info.game);

  // index
  const facts = [t('facts', { game: gameName, format: t(`format.${d.info.format}`) }), d.info.venue, [d.info.startDate, d.info.endDate].filter(Boolean).join(' – ')].filter(Boolean);
  put('index.html', name, `<p class="muted">${facts.map(esc).join(' · ')}</p>${rules}
<h2 id="rounds">${esc(tr(locale, 'site.nav.rounds'))}</h2>
<table><thead><tr>${th('round')}${th('pairings')}${th('standingsAfter')}</tr></thead><tbody>
${d.rounds.map((r) => `<tr><td class="num">${r.number}</td><td><a href="round-${r.number}.html">${esc(t('round', { round: r.number }))}</a></td><td><a href="standings-${r.number}.html">${esc(t('standingsAfter', { round: r.number }))}</a></td></tr>`).join('\n')}
</tbody></table>
<p><a href="crosstable.html">${esc(t('crossTable'))}</a>${d.prizes?.prizes.length ? ` · <a href="prizes.html">${esc(t('prizes'))}</a>` : ''} · ${esc(t('recorded', { count: d.games.filter((g) => g.record).length }))}</p>
<h2 id="players">${esc(tr(locale, 'site.nav.players'))}</h2>
<table><thead><tr>${th('no', true)}${th('name')}${th('rating', true)}</tr></thead><tbody>
${[...d.event.entries].sort((x, y) => x.pairingNumber - y.pairingNumber).map((e) => `<tr><td class="num">${e.pairingNumber}</td><td>${playerLink(e.id, '')}</td><td class="num">${e.rating ?? ''}</td></tr>`).join('\n')}
</tbody></table>`);

  // prizes: who wins what, as the Prizes screen and PDF show it
  if (d.prizes?.prizes.length) {
    const p = d.prizes;
    const sharing = t(`sharing.${p.sharing === 'tie-break' || p.sharing === 'hort' ? p.sharing : 'equal'}`);
    put('prizes.html', p.throughRound ? t('prizesAfter', { round: p.throughRound }) : t('prizes'), `<table><thead><tr>${th('prize')}${th('winner')}${th('amount', true)}</tr></thead><tbody>
${p.awards.map((a) => `<tr><td>${esc(a.prizes.join(' + '))}${a.shared ? ` <span class="muted">${esc(t('shared'))}</span>` : ''}</td><td>${a.entry ? playerLink(a.entry, '') : `<span class="muted">${esc(t('notAwarded'))}</span>`}</td><td class="num">${num(a.amount)}</td></tr>`).join('\n')}
</tbody></table>
<p class="muted">${esc(t(p.onePerPerson ? 'onePerPerson' : 'several'))} ${esc(sharing)}</p>`);
  }

  // rounds
  for (const r of d.rounds) {
    const rows = r.pairings.map((p) => p.kind === 'bye'
      ? `<tr><td></td><td class="num">${p.entry.pairingNumber}</td><td>${playerLink(p.entry.id, '')}</td><td class="num">${num(p.points)}</td><td class="muted">${esc(byeName(p.bye))}</td><td></td></tr>`
      : `<tr><td class="num">${p.board}</td><td class="num">${p.a.pairingNumber}</td><td>${playerLink(p.a.id, '')}</td><td class="num">${p.status === 'pending' ? '…' : `${num(p.points.a)} – ${num(p.points.b)}${p.status === 'forfeit' ? ` ${esc(t('forfeit'))}` : ''}`}</td><td>${playerLink(p.b.id, '')}</td><td class="links">${gameLinks(r.number, p.board, '')}</td></tr>`);
    put(`round-${r.number}.html`, t('round', { round: r.number }), `<p class="links">${d.rounds.map((x) => `<a href="round-${x.number}.html">${x.number}</a>`).join(' ')}</p>
<table><thead><tr>${th('board', true)}${th('no', true)}<th>${esc(t('col.home', { side: d.sides[0] }))}</th>${th('result', true)}${th('opponent')}${th('games')}</tr></thead><tbody>
${rows.join('\n')}
</tbody></table>`);
  }

  // standings after every round; standings.html is the latest
  d.standings.forEach((s, i) => {
    const body = `<p class="links">${esc(t('afterRound'))} ${d.standings.map((x, k) => `<a href="standings-${k + 1}.html">${k + 1}</a>`).join(' ')}</p>
<table><thead><tr><th class="num">${esc(paper('col.rank'))}</th>${th('no', true)}${th('name')}${th('played', true)}${s.order.map((c) => `<th class="num">${esc(label(c))}</th>`).join('')}</tr></thead><tbody>
${s.rows.map((r) => `<tr><td class="num">${r.rank}</td><td class="num">${r.pairingNumber}</td><td>${playerLink(r.entry, '')}${r.status === 'active' ? '' : ` <span class="muted">(${esc(paperOr(`standings.status.${r.status}`, r.status))})</span>`}</td><td class="num">${r.played}</td>${s.order.map((c) => `<td class="num">${num(valueOf(r, c))}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>${rules}`;
    put(`standings-${i + 1}.html`, t('standingsAfter', { round: i + 1 }), body);
    if (i === last - 1) put('standings.html', t('standingsAfter', { round: i + 1 }), body);
  });
  if (last === 0) put('standings.html', t('standings'), `<p class="muted">${esc(t('noRound'))}</p>`);

  // cross-table: the full matrix for the schedules where everyone meets; for a Swiss or knockout, one
  // line per entry with each round's opponent, colour (first move) and points, as Swiss tables read.
  const c = d.cross;
  const cell = (m: { points: number | null }) => (m.points === null ? '·' : num(m.points));
  if (d.info.format === 'swiss' || d.info.format === 'knockout') {
    const rowOf = new Map(c.entries.map((id, i) => [id, i]));
    put('crosstable.html', t('crossTable'), `<table><thead><tr>${th('no', true)}${th('name')}${d.rounds.map((r) => `<th class="num">R${r.number}</th>`).join('')}${th('total', true)}</tr></thead><tbody>
${c.entries.map((id, i) => {
  const byRound = d.rounds.map((r) => {
    const p = r.pairings.find((x) => (x.kind === 'bye' ? x.entry.id === id : x.a.id === id || x.b.id === id));
    if (!p) return '<td></td>';
    if (p.kind === 'bye') return `<td class="num">${esc(paper('col.bye'))} ${num(p.points)}</td>`;
    const opp = p.a.id === id ? p.b : p.a;
    const meeting = c.cells[i]![rowOf.get(opp.id)!]!.find((m) => m.round === r.number);
    return `<td class="num">${opp.pairingNumber}${esc(t(meeting?.first ? 'first' : 'second'))} ${meeting ? cell(meeting) : ''}</td>`;
  }).join('');
  return `<tr><td class="num">${numberOf.get(id)}</td><td>${playerLink(id, '')}</td>${byRound}<td class="num">${num(c.totals[i]!)}</td></tr>`;
}).join('\n')}
</tbody></table>
<p class="muted">${esc(t('crossLegend', { first: t('first'), second: t('second') }))}</p>`);
  } else {
    put('crosstable.html', t('crossTable'), `<table><thead><tr>${th('no', true)}${th('name')}${c.entries.map((id) => `<th class="num">${numberOf.get(id)}</th>`).join('')}${th('total', true)}</tr></thead><tbody>
${c.entries.map((id, i) => `<tr><td class="num">${numberOf.get(id)}</td><td>${playerLink(id, '')}</td>${c.cells[i]!.map((m, j) => `<td class="num">${i === j ? '×' : m.map(cell).join(' ')}</td>`).join('')}<td class="num">${num(c.totals[i]!)}</td></tr>`).join('\n')}
</tbody></table>`);
  }

  // one page per entry
  for (const e of d.event.entries) {
    const lines: string[] = [];
    for (const r of d.rounds) {
      const p = r.pairings.find((x) => (x.kind === 'bye' ? x.entry.id === e.id : x.a.id === e.id || x.b.id === e.id));
      if (!p) lines.push(`<tr><td class="num">${r.number}</td><td colspan="4" class="muted">${esc(t('notPaired'))}</td></tr>`);
      else if (p.kind === 'bye') lines.push(`<tr><td class="num">${r.number}</td><td class="muted">${esc(byeName(p.bye))}</td><td></td><td class="num">${num(p.points)}</td><td></td></tr>`);
      else {
        const me = p.a.id === e.id ? 'a' : 'b';
        const opp = me === 'a' ? p.b : p.a;
        lines.push(`<tr><td class="num">${r.number}</td><td>${playerLink(opp.id, '../')}</td><td class="num">${p.board}</td><td class="num">${p.status === 'pending' ? '…' : num(p.points[me])}</td><td class="links">${gameLinks(r.number, p.board, '../')}</td></tr>`);
      }
    }
    const members = e.members ? `<p>${e.members.map((m) => esc(m.name)).join(esc(t('and')))}</p>` : '';
    put(playerPath(e.id), e.name, `${members}<p class="muted">${esc(t('pairingNumber', { number: e.pairingNumber }))}${e.rating !== null ? ` · ${esc(t('rating', { rating: e.rating }))}` : ''}</p>
<table><thead><tr>${th('round', true)}${th('opponent')}${th('board', true)}${th('points', true)}${th('games')}</tr></thead><tbody>
${lines.join('\n')}
</tbody></table>`);
  }

  // every recorded game, with the viewer
  for (const g of d.games) {
    if (!g.record) continue;
    const title = `${entryName.get(g.first) ?? g.first} – ${entryName.get(g.second) ?? g.second}`;
    put(gamePath(g), title, `<p class="muted">${esc(t('round', { round: g.round }))}, ${esc(t('col.board'))} ${g.board}, ${esc(t(g.playoff ? 'playoff' : 'game', { game: g.game }))} · ${esc(d.sides[0])}: ${playerLink(g.first, '../')} · ${esc(d.sides[1])}: ${playerLink(g.second, '../')}</p>
<p class="links"><a href="../round-${g.round}.html">${esc(t('round', { round: g.round }))}</a></p>
<div id="viewer"></div>
<script type="application/json" id="game-data">${scriptJson({ game: d.info.game, options: g.record.options, actions: g.record.actions })}</script>`,
    '<script src="../assets/viewer.js"></script>');
  }
  files.set('assets/site.css', SITE_CSS);
  files.set('assets/viewer.js', d.viewer);
  return files;
}
