/**
 * Tournament domain: standings for 500 players x 9 rounds (every tie-break), and the pairing of a
 * 40-player round robin (all 39 rounds from the Berger table).
 */
import { percentile, timeMs, type Bench } from './harness';
import { computeStandings, roundRobinRounds, type Criterion, type Pairing, type TournamentEvent } from '../src/shared/tournament';
import { bye, entriesOf, match, played } from '../src/shared/tournament/testing';

/** A deterministic Othello event of `players` x `rounds`, paired at random (seeded), all results in. */
function syntheticEvent(players: number, rounds: number): TournamentEvent {
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const entries = entriesOf(...Array.from({ length: players }, (_, i) => `P${i + 1}`));
  const rs = Array.from({ length: rounds }, (_, r) => {
    const ids = entries.map((e) => e.id).sort(() => rand() - 0.5);
    const pairings: Pairing[] = [];
    for (let i = 0; i + 1 < ids.length; i += 2) {
      const a = Math.floor(rand() * 65);
      const winner = a > 32 ? 'a' : a < 32 ? 'b' : null;
      pairings.push(match(i / 2 + 1, ids[i]!, ids[i + 1]!, played(winner, a, 64 - a, { first: r % 2 ? 'a' : 'b' })));
    }
    if (ids.length % 2) pairings.push(bye(ids[ids.length - 1]!));
    return { number: r + 1, pairings };
  });
  return { name: 'bench', game: 'othello', format: 'swiss', entries, rounds: rs };
}

const bench: Bench = (report) => {
  const event = syntheticEvent(500, 9);
  const all: Criterion[] = ['matchPoints', 'buchholz', 'buchholzCut1', 'buchholzMedian', 'sonnebornBerger', 'directEncounter', 'progressive', 'wins', 'gameScore', 'margin'];
  computeStandings(event, { order: all }); // warm-up
  const samples = Array.from({ length: 30 }, () => timeMs(() => computeStandings(event, { order: all })));
  report.figure('standings 500 players x 9 rounds, median', percentile(samples, 50), 'ms');
  report.figure('standings 500 players x 9 rounds, p95', percentile(samples, 95), 'ms');
  const asOf5 = Array.from({ length: 30 }, () => timeMs(() => computeStandings(event, { throughRound: 5 })));
  report.figure('standings as of round 5 (Othello default order), median', percentile(asOf5, 50), 'ms');

  const entries = entriesOf(...Array.from({ length: 40 }, (_, i) => `P${i + 1}`));
  roundRobinRounds(entries, { game: 'othello' });
  const rr = Array.from({ length: 50 }, () => timeMs(() => roundRobinRounds(entries, { game: 'othello', cycles: 2 })));
  report.figure('round robin 40 players, double (78 rounds), median', percentile(rr, 50), 'ms');
  const single = Array.from({ length: 50 }, () => timeMs(() => roundRobinRounds(entries, { game: 'othello' })));
  report.figure('round robin 40 players, single (39 rounds), median', percentile(single, 50), 'ms');
  report.note('500-player Swiss pairing is benched with the Dutch engine (src/shared/tournament/pairing)');
};

export default bench;
