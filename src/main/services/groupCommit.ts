/**
 * Gathers the calls that arrive within one turn of the event loop and runs them as one batch. While a
 * commit waits for the disk (better-sqlite3 is synchronous), the next requests pile up in the sockets;
 * they are all read in the following turn and committed together, one fsync for all of them.
 */
export function groupCommit<Call, Result>(run: (batch: Call[]) => Result[]): { add(call: Call): Promise<Result>; flush(): void } {
  let queue: Array<{ call: Call; done: (result: Result) => void; failed: (err: unknown) => void }> = [];
  const flush = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    let results: Result[];
    try {
      results = run(batch.map((q) => q.call));
    } catch (err) {
      for (const q of batch) q.failed(err);
      return;
    }
    batch.forEach((q, i) => q.done(results[i]!));
  };
  return {
    /** Runs the waiting calls now: a call that does not join a batch goes after those that came before it. */
    flush,
    add(call) {
      return new Promise((done, failed) => {
        // After the I/O phase: every request whose body has arrived by then joins this batch.
        if (queue.length === 0) setImmediate(flush);
        queue.push({ call, done, failed });
      });
    },
  };
}
