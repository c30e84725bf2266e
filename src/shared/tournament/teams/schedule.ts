/**
 * Fixtures of a team event. Round robin (single, double) and the league season follow the FIDE
 * Berger tables on the teams' pairing numbers, the table's first team at home (the second cycle
 * reverses home and away); a league round gets the date of its match night and the home team's
 * venue. Team Swiss pairs each round by the FIDE Dutch system (`pairDutch`) on match points.
 */
import { ok, type Outcome } from '../../games/types';
import { refuseText } from './refusal';
import { pairDutch, type DutchPlayer, type RoundEntry } from '../pairing';
import { bergerTable } from '../formats/roundRobin';
import type { Fixture, TeamEvent } from './model';
import { fixtureScore } from './scoring';
import { RULE, checkTeamSize } from './squads';

function checkTeams(event: TeamEvent): Outcome<true> {
  if (event.teams.length < 2) return refuseText(RULE, `${event.name} needs at least two teams, it has ${event.teams.length}`, 'teams.twoTeams', { event: event.name, count: event.teams.length });
  for (const t of event.teams) {
    const size = checkTeamSize(event, t);
    if (!size.ok) return size;
  }
  return ok(true);
}

const venueOf = (event: TeamEvent, teamId: string) => event.teams.find((t) => t.id === teamId)?.venue ?? '';

/**
 * Every fixture of a round robin or league season. `dates[r - 1]` is the date of round r (match
 * night); a season with more rounds than dates leaves the later fixtures undated.
 */
export function makeFixtures(event: TeamEvent, dates: readonly string[] = []): Outcome<TeamEvent> {
  if (event.format === 'swiss') return refuseText(RULE, `${event.name} is a team Swiss: pair it round by round`, 'teams.isSwiss', { event: event.name });
  if (event.fixtures.length > 0) return refuseText(RULE, `${event.name} already has its fixtures`, 'teams.hasFixtures', { event: event.name });
  const checked = checkTeams(event);
  if (!checked.ok) return checked;
  const teams = [...event.teams].sort((x, y) => x.pairingNumber - y.pairingNumber);
  const table = bergerTable(teams.length);
  const cycles = event.format === 'round-robin' ? 1 : 2;
  if (dates.length > table.length * cycles) return refuseText(RULE, `${dates.length} dates for ${table.length * cycles} rounds`, 'teams.tooManyDates', { dates: dates.length, rounds: table.length * cycles });
  const sorted = [...dates].sort();
  if (sorted.some((d, i) => d !== dates[i])) return refuseText(RULE, 'the match nights must be given in date order', 'teams.dateOrder');
  const fixtures: Fixture[] = [];
  for (let c = 0; c < cycles; c++) {
    table.forEach((pairs, r) => {
      const round = c * table.length + r + 1;
      pairs.forEach(([x, y]) => {
        const [a, b] = [teams[x - 1], teams[y - 1]];
        if (!a || !b) return; // the dummy of an odd field: that team rests
        const [home, away] = c === 0 ? [a.id, b.id] : [b.id, a.id];
        fixtures.push({ id: `${round}.${fixtures.filter((f) => f.round === round).length + 1}`, round, home, away, date: dates[round - 1] ?? null, venue: venueOf(event, home), boards: [], playedOn: null });
      });
    });
  }
  return ok({ ...event, fixtures });
}

/** The round a team Swiss pairs next: refused while a fixture of the current round is unfinished. */
export function pairSwissRound(event: TeamEvent, date: string | null): Outcome<TeamEvent> {
  if (event.format !== 'swiss') return refuseText(RULE, `${event.name} is not a team Swiss: its fixtures are made at once`, 'teams.notSwiss', { event: event.name });
  const checked = checkTeams(event);
  if (!checked.ok) return checked;
  const last = event.fixtures.reduce((m, f) => Math.max(m, f.round), 0);
  const planned = event.rounds ?? Math.max(1, Math.ceil(Math.log2(event.teams.length)) + 1);
  if (last >= planned) return refuseText(RULE, `${event.name} has played its ${planned} rounds`, 'teams.allRounds', { event: event.name, rounds: planned });
  const open = event.fixtures.filter((f) => f.round === last && fixtureScore(event.game, event.scoring, f, event.gamesPerBoard).status !== 'played');
  if (open.length) return refuseText(RULE, `round ${last} is not finished: ${open.map((f) => f.id).join(', ')} still to play`, 'teams.roundOpen', { round: last, fixtures: open.map((f) => f.id).join(', ') });
  const teams = [...event.teams].sort((x, y) => x.pairingNumber - y.pairingNumber);
  const players: DutchPlayer[] = teams.map((t) => {
    const history: RoundEntry[] = [];
    for (let r = 1; r <= last; r++) {
      const f = event.fixtures.find((x) => x.round === r && (x.home === t.id || x.away === t.id));
      if (!f) {
        history.push({ kind: 'pairingBye', opponent: null, colour: null, points: event.scoring.match.win });
        continue;
      }
      const side = f.home === t.id ? 'home' : 'away';
      const opp = teams.find((o) => o.id === (side === 'home' ? f.away : f.home))!;
      const s = fixtureScore(event.game, event.scoring, f, event.gamesPerBoard);
      history.push({ kind: f.forfeit ? (f.forfeit === side ? 'forfeitLoss' : 'forfeitWin') : 'played', opponent: opp.pairingNumber, colour: side === 'home' ? 'white' : 'black', points: s.matchPoints[side] });
    }
    return { id: t.pairingNumber, history };
  });
  const paired = pairDutch({ round: last + 1, totalRounds: planned, players, pointsForWin: event.scoring.match.win, edition: event.dutchEdition ?? '2017' });
  if (!paired.ok) return refuseText(RULE, `no pairing for round ${last + 1}: ${paired.error.message}`, 'teams.noPairing', { round: last + 1, why: { key: 'verbatim', params: { text: paired.error.message } } });
  const byNumber = new Map(teams.map((t) => [t.pairingNumber, t]));
  const round = last + 1;
  const fixtures: Fixture[] = paired.pairs.map((p, i) => {
    const home = byNumber.get(p.white)!.id;
    return { id: `${round}.${i + 1}`, round, home, away: byNumber.get(p.black)!.id, date, venue: venueOf(event, home), boards: [], playedOn: null };
  });
  return ok({ ...event, fixtures: [...event.fixtures, ...fixtures] });
}
