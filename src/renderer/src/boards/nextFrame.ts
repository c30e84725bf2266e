/** What waits for the next frame, in the order it was asked for. */
const waiting: Array<() => void> = [];

/**
 * Runs `then` once, right after the page's next frame (or after 50 ms: a hidden page renders none).
 * Work that a tap starts but its frame need not show goes this way, so that the frame that draws the tap
 * waits for none of it: the tap's request (1-2 ms of the browser's fetch set-up, and the server's work when
 * it runs on the same computer) and the side panel's part of the move (GameScreen.vue). A callback of the
 * animation frame itself would still run before that frame's rendering: the timer after it runs after.
 * The work asked for before one frame waits on one animation-frame callback and runs in the order asked.
 */
export function afterNextFrame(then: () => void): void {
  waiting.push(then);
  if (waiting.length > 1) return;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    // Work asked for while this runs waits for the frame after; one that throws stops none of the others.
    for (const work of waiting.splice(0)) {
      try {
        work();
      } catch (err) {
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 50);
}
