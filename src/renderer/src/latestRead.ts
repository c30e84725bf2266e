/**
 * Reads of one screen's data whose answers can come back out of order (a live refresh and the read after
 * the director's own change, both in flight): only the latest read started may put its answer on screen,
 * or an older answer would undo what came after it.
 */
export interface LatestRead {
  /** Starts a read; the function returned says, when its answer comes, whether it is still the latest. */
  begin(): () => boolean;
  /** Data put on screen from a change's own answer: every read started before it is out of date. */
  supersede(): void;
}

export function latestRead(): LatestRead {
  let last = 0;
  return {
    begin() {
      const mine = ++last;
      return () => mine === last;
    },
    supersede() {
      last++;
    },
  };
}
