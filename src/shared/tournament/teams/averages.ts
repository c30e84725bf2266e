/**
 * Player averages of a team event (issue 43 part 5, the public league pages): each player's games on
 * every board counted (struck games are not), won, drawn and lost, the score (1 per win, ½ per draw)
 * and the percentage, as of a date like the table. A pair on an Onino doubles board shares the result.
 * A voided match (a withdrawn team's results, withdrawal.ts) counts for no player.
 */
import type { TeamEvent } from './model';
import { voidedFixtures } from './withdrawal';

export interface PlayerAverage {
  player: string;
  name: string;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  score: number;
  /** score / played × 100, rounded to one decimal; null before a game. */
  percent: number | null;
}

export function playerAverages(event: TeamEvent, asOf: string | null = null): PlayerAverage[] {
  const rows = new Map<string, PlayerAverage>();
  const teamName = (id: string) => event.teams.find((t) => t.id === id)?.name ?? id;
  const row = (player: string, team: string) => {
    let r = rows.get(player);
    if (!r) rows.set(player, (r = { player, name: event.players[player]?.name ?? player, team: teamName(team), played: 0, won: 0, drawn: 0, lost: 0, score: 0, percent: null }));
    return r;
  };
  const isVoid = voidedFixtures(event, asOf);
  for (const f of event.fixtures) {
    if (isVoid(f) || (asOf !== null && (f.playedOn === null || f.playedOn > asOf))) continue;
    for (const b of f.boards) {
      for (const g of b.games) {
        if (!g.result || g.flags?.struck) continue;
        for (const [side, team, slot] of [['home', f.home, 'a'], ['away', f.away, 'b']] as const) {
          for (const p of b[side]) {
            const r = row(p, team);
            r.played++;
            if (g.result.winner === null) r.drawn++;
            else if (g.result.winner === slot) r.won++;
            else r.lost++;
          }
        }
      }
    }
  }
  for (const r of rows.values()) {
    r.score = r.won + r.drawn / 2;
    r.percent = r.played ? Math.round((r.score / r.played) * 1000) / 10 : null;
  }
  return [...rows.values()].sort((x, y) => (y.percent ?? -1) - (x.percent ?? -1) || y.played - x.played || x.name.localeCompare(y.name));
}
