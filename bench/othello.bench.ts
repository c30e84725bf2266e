import { readFileSync, readdirSync } from 'node:fs';
import { perft } from '../src/shared/games/othello/perft';
import { readWtb } from '../src/shared/games/othello/wthor';
import { checkWthorGame } from '../src/shared/games/othello/wthor-games';
import { fixture } from '../test/support/paths';
import { timeMs, type Bench } from './harness';

/** perft(11) speed (R-OTH-4) and archive replay throughput over every .wtb in test/fixtures/wthor. */
const bench: Bench = (report) => {
  let nodes = 0;
  const ms = timeMs(() => (nodes = perft(11)));
  report.figure('perft(11) nodes', nodes, 'nodes');
  report.figure('perft(11) time', Math.round(ms), 'ms');
  report.figure('perft(11) speed', Math.round(nodes / (ms / 1000)), 'nodes/s');

  const dir = fixture('wthor');
  const files = readdirSync(dir).filter((f) => f.endsWith('.wtb')).map((f) => new Uint8Array(readFileSync(`${dir}/${f}`)));
  let games = 0;
  let legal = 0;
  const replayMs = timeMs(() => {
    // read and replay every file, again and again, until at least 100,000 games have been checked
    while (games < 100_000) {
      for (const bytes of files) {
        for (const game of readWtb(bytes).games) {
          if (checkWthorGame(game).legal) legal++;
          games++;
        }
      }
    }
  });
  report.figure('wthor games replayed and checked', games, 'games');
  report.figure('wthor replay time', Math.round(replayMs), 'ms');
  report.figure('wthor replay throughput', Math.round(games / (replayMs / 1000)), 'games/s');
  report.note(`${files.length} files, ${legal} of ${games} replays legal`);
};

export default bench;
