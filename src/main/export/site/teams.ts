/**
 * The event website of a team event (issue 23: fixtures published): the fixtures with dates, venues
 * and results, each match's boards, the team table with matches in hand, the team cross-table and
 * the squads, in the same page frame and stylesheet as an individual event's site.
 */
import { fixtureScore, playerAverages, postponements, teamCrossTable, teamStandings, type TeamEvent } from '../../../shared/tournament/teams';
import { esc, page, SITE_CSS } from './html';

// Every value reaches the page through esc, numbers included: a season file may hold anything in their place.
const num = (n: number): string => esc(String(Math.round(n * 100) / 100));

export function buildTeamSite(info: { name: string; venue: string; startDate: string | null }, e: TeamEvent): Map<string, string> {
  const files = new Map<string, string>();
  const put = (path: string, title: string, body: string) => files.set(path, page(info.name, { title, root: '', body }));
  const team = (id: string) => e.teams.find((t) => t.id === id)?.name ?? id;
  const player = (id: string) => e.players[id]?.name ?? id;
  const fixtures = [...e.fixtures].sort((x, y) => (x.date ?? '9999').localeCompare(y.date ?? '9999') || x.round - y.round || x.id.localeCompare(y.id));
  const result = (f: (typeof fixtures)[number]) => {
    const s = fixtureScore(e.game, e.scoring, f, e.gamesPerBoard);
    if (f.forfeit) return `forfeit (${esc(f.forfeit)})`;
    return s.status === 'unplayed' ? '' : `${num(s.boardPoints.home)} – ${num(s.boardPoints.away)}${s.status === 'played' ? '' : ' <span class="muted">so far</span>'}`;
  };
  put('index.html', info.name, `<p class="muted">${[`${e.game}, team ${e.format}`, `${e.boards} boards`, info.venue].filter(Boolean).map(esc).join(' · ')}</p>
<h2 id="rounds">Fixtures</h2>
<table><thead><tr><th>Match</th><th>Date</th><th>Home</th><th class="num">Result</th><th>Away</th><th>Venue</th></tr></thead><tbody>
${fixtures.map((f) => `<tr><td><a href="match-${esc(f.id)}.html">${esc(f.id)}</a></td><td>${esc(f.date ?? 'to be set')}${postponements(f).map((p) => ` <span class="muted">(postponed from ${esc(p.from ?? 'no date')})</span>`).join('')}</td><td>${esc(team(f.home))}</td><td class="num">${result(f)}</td><td>${esc(team(f.away))}</td><td>${esc(f.venue)}</td></tr>`).join('\n')}
</tbody></table>
<p><a href="standings.html">Team standings</a> · <a href="crosstable.html">Cross-table</a> · <a href="players.html">Player averages</a></p>
<h2 id="players">Teams</h2>
${e.teams.map((t) => `<h3>${esc(t.name)}${t.club ? ` <span class="muted">${esc(t.club)}</span>` : ''}</h3><ol>${t.squad.map((p) => `<li>${esc(player(p))}</li>`).join('')}</ol>${t.alternates.length ? `<p class="muted">Alternates: ${t.alternates.map((p) => esc(player(p))).join(', ')}</p>` : ''}`).join('\n')}`);

  for (const f of e.fixtures) {
    const rows = f.boards.map((b) => `<tr><td class="num">${esc(b.number)}</td><td>${esc(b.home.map(player).join(' / '))}</td><td class="num">${b.games.map((g) => (g.result ? `${esc(g.result.score.a)}–${esc(g.result.score.b)}` : '…')).join(' ')}${b.replay ? ' <span class="muted">replay</span>' : ''}</td><td>${esc(b.away.map(player).join(' / '))}</td></tr>`);
    put(`match-${f.id}.html`, `${team(f.home)} v ${team(f.away)}`, `<p class="muted">${esc([`match ${f.id}`, f.date ?? 'no date', f.venue].filter(Boolean).join(' · '))}</p>
<p>${result(f) || 'Not played yet.'}</p>
${rows.length ? `<table><thead><tr><th class="num">Board</th><th>${esc(team(f.home))}</th><th class="num">Result</th><th>${esc(team(f.away))}</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>` : ''}`);
  }

  // The table as of every match night with a result (issue 43): a page each, linked from the current table.
  const nights = [...new Set(e.fixtures.map((f) => f.playedOn).filter((d): d is string => d !== null))].sort();
  const table = (asOf: string | null) => {
    const t = teamStandings(e, asOf);
    return `<table><thead><tr><th class="num">Rank</th><th>Team</th><th class="num">P</th><th class="num">W</th><th class="num">D</th><th class="num">L</th><th class="num">BP+</th><th class="num">BP−</th><th class="num">MP</th><th class="num">In hand</th></tr></thead><tbody>
${t.rows.map((r) => `<tr><td class="num">${esc(r.rank)}</td><td>${esc(r.name)}</td>${[r.played, r.won, r.drawn, r.lost, r.boardPointsFor, r.boardPointsAgainst, r.matchPoints].map((x) => `<td class="num">${num(x)}</td>`).join('')}<td class="num">${esc(r.inHand || '')}</td></tr>`).join('\n')}
</tbody></table>`;
  };
  const asOfLinks = nights.length ? `<p class="muted">The table as of ${nights.map((d) => `<a href="standings-${esc(d)}.html">${esc(d)}</a>`).join(' · ')}</p>` : '';
  for (const d of nights) put(`standings-${d}.html`, `Team standings as of ${d}`, `${table(d)}\n<p><a href="standings.html">The table today</a></p>${asOfLinks}`);
  const averages = playerAverages(e);
  put('players.html', 'Player averages', `<table><thead><tr><th>Player</th><th>Team</th><th class="num">Games</th><th class="num">W</th><th class="num">D</th><th class="num">L</th><th class="num">Score</th><th class="num">%</th></tr></thead><tbody>
${averages.map((r) => `<tr><td>${esc(r.name)}</td><td>${esc(r.team)}</td>${[r.played, r.won, r.drawn, r.lost, r.score].map((x) => `<td class="num">${num(x)}</td>`).join('')}<td class="num">${esc(r.percent ?? '')}</td></tr>`).join('\n')}
</tbody></table>`);

  put('standings.html', 'Team standings', `${asOfLinks}${table(null)}`);

  const x = teamCrossTable(e);
  put('crosstable.html', 'Team cross-table', `<table><thead><tr><th class="num">No</th><th>Team</th>${x.teams.map((_, j) => `<th class="num">${j + 1}</th>`).join('')}<th class="num">MP</th></tr></thead><tbody>
${x.teams.map((tm, i) => `<tr><td class="num">${i + 1}</td><td>${esc(tm.name)}</td>${x.teams.map((_, j) => `<td class="num">${i === j ? '×' : x.cells[i]![j]!.map((c) => (c.boardPoints === null ? '·' : num(c.boardPoints))).join(' ')}</td>`).join('')}<td class="num">${num(x.totals[i]!)}</td></tr>`).join('\n')}
</tbody></table>
<p class="muted">Each cell: the row team's board points in each meeting; · not yet played.</p>`);
  files.set('assets/site.css', SITE_CSS);
  return files;
}
