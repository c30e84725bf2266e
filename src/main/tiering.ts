/**
 * When V8 optimises, by the kind of process: a one-shot command (every `td` command but `serve`) or a server
 * (`td serve`, the desktop app's main process).
 *
 * V8 sends a function to its optimising compiler once the function has run a budget of bytecode. Node's default
 * suits a program that runs for minutes, and a server keeps it: its request path is optimised within the first
 * few thousand moves. A one-shot command is over in tens of milliseconds. There the compiler spends more CPU on
 * V8's helper threads than the optimised code gives back.
 *
 * Issue 45, CPU on this project's machine:
 * - `td pair` on 100 players: 66-76 ms with Node's budget, 53-61 ms with sixteen times it;
 * - `td pair` on 500 players: 140-158 ms, against 70-80 ms.
 *
 * Sixteen times the budget still optimises every function that stays hot, so a long command (a 9,999-player round,
 * the WThor archive) only waits a little longer for it. A server with this budget ran its first 6,000 moves on
 * unoptimised code, at 2.6 times the floor's CPU per move instead of 1.4.
 *
 * A server keeps the budget but not on-stack replacement (OSR), which optimises a function in the middle of one
 * long loop. Its requests are short and optimised the ordinary way, on a later call. Its long loops are the first
 * computation of a big table, over before the code compiled on the stack pays for itself: the first standings of a
 * 10,000-entry event spent 25-36 ms of the compiler's threads on `computeStandings`, and took 108 ms of CPU with
 * OSR against 85 ms without. The moves bench and the printing bench were unchanged by it.
 *
 * A one-shot command also collects its young objects on the main thread alone. V8 hands each young collection to
 * helper threads, whose waking costs more than the few megabytes a short command collects: `td pair` on 100
 * players took 36.3 ms of CPU with them and 34.8 without (medians of alternating runs); 500 players, `td help`,
 * the WThor archive 40 times over and `td import trf` of 9,999 players did not move.
 */
import { setFlagsFromString } from 'node:v8';

const ONE_SHOT_TIERING = '--interrupt-budget=1081344 --no-parallel-scavenge';
const SERVER_TIERING = '--no-use-osr';

/** The kind of process V8 was told this is. */
export type Tiering = 'one-shot' | 'server';

// Kept on the global object: each of td's bundles has its own copy of this module (cli/bundles.ts).
const KIND = Symbol.for('club-td.tiering');
const processWide = globalThis as { [key: symbol]: Tiering | undefined };

/** Call before the command's own modules load: the budget counts for functions V8 meets after it is set. */
export function tierForOneShot(): void {
  setFlagsFromString(ONE_SHOT_TIERING);
  processWide[KIND] = 'one-shot';
}

/** Call at a server's start, before its first request. */
export function tierForServer(): void {
  setFlagsFromString(SERVER_TIERING);
  processWide[KIND] = 'server';
}

/**
 * The tiering this process set, or undefined (V8's own). A V8 code cache is taken only under the flags it was made
 * with, so td keeps one per tiering (cli/bundles.ts).
 */
export function tiering(): Tiering | undefined {
  return processWide[KIND];
}
