/** Tonobeb: random legal turns per second (legal() + apply() for every action of a turn), plus view cost. */
import { mulberry32 as random } from '../src/shared/random';
import { rules, type Action, type TonobebState } from '../src/shared/games/tonobeb';
import { timeMs, type Bench } from './harness';

function newGame(): TonobebState {
  const s = rules.setup();
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const bench: Bench = (report) => {
  const next = random(12);
  let state = newGame();
  let turns = 0;
  let actions = 0;
  let games = 0;
  const seen: TonobebState[] = [];
  const ms = timeMs(() => {
    const stop = performance.now() + 2000;
    while (performance.now() < stop) {
      const legal = rules.legal!(state);
      if (legal.length === 0) {
        games++;
        state = newGame();
        continue;
      }
      const action: Action = legal[Math.floor(next() * legal.length)]!;
      const applied = rules.apply(state, action);
      if (!applied.ok) throw new Error(`legal() offered a refused action: ${applied.error.message}`);
      state = applied.value;
      actions++;
      if (action.kind === 'end') turns++;
      if (seen.length < 5000 && actions % 7 === 0) seen.push(state);
    }
  });
  report.figure('random legal turns', Math.round((turns / ms) * 1000), 'turns/s');
  report.figure('random legal actions', Math.round((actions / ms) * 1000), 'actions/s');
  report.figure('random games finished', games, `games in ${(ms / 1000).toFixed(1)} s`);
  const viewMs = timeMs(() => {
    for (const s of seen) rules.view(s, 'players');
  });
  report.figure('view (with turn-completable search)', (viewMs * 1000) / seen.length, 'us/position');
};

export default bench;
