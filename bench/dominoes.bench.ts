/**
 * Dominoes: whole simulated games to 61 per second (seeded software deals, both players choosing among
 * the legal actions, every claim taken), and the cost of replaying such a record as an open log.
 */
import type { Bench } from './harness';
import { timeMs } from './harness';
import { rules } from '../src/shared/games/dominoes';
import { asOpenLog, simulateGame, type Simulated } from '../src/shared/games/dominoes/simulate';
import { replayText } from '../src/shared/games/replay';

/** The longest one open-log count check takes, over every hand of these games (the exact check, countCheck.ts). */
function slowestCount(games: readonly Simulated[]): number {
  let worst = 0;
  for (const game of games) {
    const log = asOpenLog(game);
    const start = rules.setup(log.options);
    if (!start.ok) continue;
    let state = start.value;
    for (const action of log.actions) {
      const next = action.type === 'count' ? timed(() => rules.apply(state, action), (ms) => (worst = Math.max(worst, ms))) : rules.apply(state, action);
      if (!next.ok) break;
      state = next.value;
    }
  }
  return worst;
}

function timed<T>(run: () => T, took: (ms: number) => void): T {
  let out!: T;
  took(timeMs(() => {
    out = run();
  }));
  return out;
}

const bench: Bench = (report) => {
  for (let i = 0; i < 20; i++) simulateGame(`warm-up/${i}`); // let the JIT settle before measuring
  for (const set of [6, 9, 12]) {
    const games: Simulated[] = [];
    const n = set === 6 ? 200 : 60;
    const ms = timeMs(() => {
      for (let i = 0; i < n; i++) games.push(simulateGame(`bench${set}/${i}`, { set }));
    });
    const actions = games.reduce((sum, g) => sum + g.actions.length, 0);
    report.figure(`double-${set}: simulated games`, (n * 1000) / ms, 'games/s');
    report.figure(`double-${set}: actions (legal list + apply)`, (actions * 1000) / ms, 'actions/s');
    report.figure(`double-${set}: actions per game`, Math.round(actions / n), 'actions');
    const texts = games.map((g) => rules.formatRecord(asOpenLog(g)));
    const replayMs = timeMs(() => {
      for (const text of texts) replayText(rules, text);
    });
    report.figure(`double-${set}: open-log records parsed and replayed`, (texts.length * 1000) / replayMs, 'games/s');
    report.figure(`double-${set}: slowest end-of-hand count check (R-DOM-11)`, slowestCount(games), 'ms');
  }
};

export default bench;
