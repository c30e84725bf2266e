import { replayRecord, replayText } from '../src/shared/games/replay';
import { rules } from '../src/shared/games/onino';
import { longestThrough } from '../src/shared/games/onino/board';
import { FULL_GAME } from '../src/shared/games/onino/fixtures';
import type { OninoAction, OninoState } from '../src/shared/games/onino';
import { percentile, timeMs, type Bench } from './harness';

/** Onino: the cost of one play (legality check + ONINO detection) and of replaying a full 210-play game. */
const bench: Bench = (report) => {
  const parsed = rules.parseRecord(FULL_GAME);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const actions: OninoAction[] = parsed.value.actions;
  const start = rules.setup();
  if (!start.ok) throw new Error(start.error.message);

  // Every state of the game, to time each play on its own position.
  const states: OninoState[] = [start.value];
  for (const a of actions) {
    const next = rules.apply(states.at(-1)!, a);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value);
  }

  const rounds = 200;
  const perPlay: number[] = [];
  // The first 20 rounds warm the JIT up and are not reported.
  for (let r = 0; r < rounds + 20; r++) {
    const ms = timeMs(() => {
      for (let i = 0; i < actions.length; i++) rules.apply(states[i]!, actions[i]!);
    });
    if (r >= 20) perPlay.push((ms * 1000) / actions.length);
  }
  report.figure('apply one play (legality + ONINO detection + new state), median', percentile(perPlay, 50), 'µs');
  report.figure('apply one play, p95 of rounds', percentile(perPlay, 95), 'µs');

  const board = states.at(-1)!.board;
  const detect = timeMs(() => {
    for (let r = 0; r < rounds; r++) for (let sq = 0; sq < 210; sq++) longestThrough(board, sq);
  });
  report.figure('ONINO detection through one square (4 directions)', (detect * 1000) / (rounds * 210), 'µs');

  const replays: number[] = [];
  for (let r = 0; r < 100; r++) replays.push(timeMs(() => replayRecord(rules, parsed.value)));
  report.figure('replay a full 210-play game (actions already parsed), median', percentile(replays, 50), 'ms');

  const whole: number[] = [];
  for (let r = 0; r < 100; r++) whole.push(timeMs(() => replayText(rules, FULL_GAME)));
  report.figure('parse + replay + status of the 210-play record, median', percentile(whole, 50), 'ms');
};

export default bench;
