/**
 * Issue 41 part 1, verified through `td`: Othello Swiss events paired round after round by
 * `td pair --system papp` (the TRF's federation column as the country, odd fields for byes) are
 * PAPP-optimal in every round with colours PAPP could choose. The minimum comes from PAPP's own
 * events (committed fixtures) or, where the reference exists, from papp_penalties.py.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pair } from '../../src/cli/commands/pair';
import { mulberry32 } from '../../src/shared/random';
import { judgePapp } from '../../src/shared/tournament/papp';
import type { RoundEntry } from '../../src/shared/tournament/pairing/types';
import { formatTrf, trfFromHistory } from '../../src/shared/tournament/trf';
import { repoRoot } from '../support/paths';
import { pappEvents, roundEntries, type PappGame } from '../pairing/papp-fixtures';

interface Player { id: number; country: string; history: RoundEntry[] }

/** `td pair --system papp FILE --seed N` in this process: the JaVaFo lines (first mover first). */
function tdPair(players: Player[], rounds: number, seed: number): { pairs: [number, number][]; bye: number | null } {
  const trf = trfFromHistory(players, rounds);
  trf.players.forEach((p, i) => (p.federation = players[i]!.country));
  const file = join(mkdtempSync(join(tmpdir(), 'td-papp-')), 'event.trf');
  writeFileSync(file, formatTrf(trf));
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const status = pair.run(['--system', 'papp', '--seed', String(seed), file]);
  spy.mockRestore();
  expect(status).toBe(0);
  const lines = out.trim().split('\n').slice(1).map((l) => l.split(' ').map(Number) as [number, number]);
  return { pairs: lines.filter(([, b]) => b !== 0), bye: lines.find(([, b]) => b === 0)?.[0] ?? null };
}

afterEach(() => vi.restoreAllMocks());

describe('td pair --system papp on the histories of events PAPP 1.37.1 paired (committed fixtures)', () => {
  it('each round is PAPP-optimal: its cost is the minimum for that history, with colours PAPP could choose', () => {
    for (const event of pappEvents()) {
      const entries = event.rounds.map((r) => roundEntries(event.players, r.games));
      event.rounds.forEach((round, r) => {
        const players = event.players.map((p) => ({ ...p, history: entries.slice(0, r).map((e) => e.get(p.id)!) }));
        const paired = tdPair(players, event.rounds.length, 11 + r);
        const verdict = judgePapp({ round: r + 1, players }, paired.pairs.map(([white, black]) => ({ white, black })), paired.bye);
        expect({ players: players.length, round: r + 1, cost: verdict.cost }).toEqual({ players: players.length, round: r + 1, cost: round.optimum });
        expect(verdict.games.filter((g) => g.colours === 'against')).toEqual([]);
      });
    }
  });
});

const TOOLS = process.env.PAPP_TOOLS ?? resolve(repoRoot, '..', 'shared', 'tools', 'papp-1.37.1');
const python = spawnSync('python3', ['-c', 'import networkx'], { encoding: 'utf8' });
const reference = existsSync(join(TOOLS, 'papp_penalties.py')) && python.status === 0;

/** papp_penalties.py on every round of an event: the minimum and the verdict on the pairing td made. */
function pappVerdicts(players: { id: number; country: string }[], rounds: { games: PappGame[]; pairs: [number, number][] }[]): { optimum: number; cost: number; colours: boolean }[] {
  const script = `
import json, sys
sys.path.insert(0, ${JSON.stringify(TOOLS)})
import papp_penalties as pp
d = json.load(sys.stdin)
cfg = pp.load_config(${JSON.stringify(join(TOOLS, 'bin', 'papp.cfg'))})
out = []
for k, r in enumerate(d['rounds']):
    hist = [[(g['black'], g['white'], g['black_discs']) for g in x['games']] for x in d['rounds'][:k]]
    st = pp.PappState(d['players'], hist, cfg)
    m = st.matrix()
    best, _ = st.optimum(m)
    ev = st.evaluate([tuple(p) for p in r['pairs']], m=m)
    out.append({'optimum': best, 'cost': ev['cost'], 'colours': not [g for g in ev['games'] if g['colour_verdict'].startswith('against')]})
print(json.dumps(out))
`;
  const r = spawnSync('python3', ['-c', script], { input: JSON.stringify({ players, rounds }), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { optimum: number; cost: number; colours: boolean }[];
}

describe('random Othello Swiss events through td pair --system papp (13-30 players, 7-9 rounds, countries, byes)', () => {
  // The reference is not part of the repository: ../shared/tools/papp-1.37.1 beside the clone (or PAPP_TOOLS), python3 with networkx.
  it.runIf(reference)('every round is PAPP-optimal with PAPP-compatible colours, by papp_penalties.py (needs ../shared/tools/papp-1.37.1 and python3)', () => {
    const shapes = [[13, 7, 1], [19, 8, 2], [24, 9, 3], [30, 7, 4], [27, 9, 5]] as const;
    for (const [n, roundCount, seed] of shapes) {
      const random = mulberry32(seed);
      const countries = ['FRA', 'JPN', 'NED', 'GBR', 'USA', ''];
      const players: Player[] = Array.from({ length: n }, (_, i) => ({ id: i + 1, country: countries[Math.floor(random() * countries.length)]!, history: [] }));
      const rounds: { games: PappGame[]; pairs: [number, number][] }[] = [];
      for (let r = 1; r <= roundCount; r++) {
        const paired = tdPair(players, roundCount, seed * 100 + r);
        // Black's discs uniform 0..64 (32: a draw), as papp_driver.py's random results.
        const games = paired.pairs.map(([black, white]) => ({ black, white, black_discs: Math.floor(random() * 65) }));
        rounds.push({ games, pairs: paired.pairs });
        const entries = roundEntries(players, games);
        for (const p of players) p.history.push(entries.get(p.id)!);
        expect(paired.bye === null).toBe(n % 2 === 0);
      }
      const verdicts = pappVerdicts(players.map(({ id, country }) => ({ id, country })), rounds);
      verdicts.forEach((v, i) => expect({ players: n, round: i + 1, cost: v.cost, colours: v.colours }).toEqual({ players: n, round: i + 1, cost: v.optimum, colours: true }));
    }
  }, 120_000);
});
