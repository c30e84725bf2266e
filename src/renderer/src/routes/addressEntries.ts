/**
 * An address typed, bookmarked or followed from outside the app (`#/events/3/results`) makes a history
 * entry the router never numbered. vue-router then takes the next Back from that entry for a change of
 * unknown direction, and when a screen's leave guard cancels it ("results typed but not saved" → Cancel)
 * it steps back once more to undo a manual change: the screen stayed but the address was left two pages
 * back (issue 44). Such an entry is numbered here as the entry after the last one the router knew, before
 * the router hears of it, so every Back has a known direction and a cancelled one is undone exactly.
 */
interface RouterState {
  position: number;
  current: string;
}

const isRouterState = (s: unknown): s is RouterState => !!s && typeof s === 'object' && typeof (s as RouterState).position === 'number';

/**
 * Listens ahead of the router (call it before `createWebHashHistory`); returns what to call after every
 * navigation (the router's `afterEach`) so the last numbered entry is known.
 */
export function numberManualEntries(win: Window): () => void {
  let last: RouterState | null = null;
  const remember = () => {
    if (isRouterState(win.history.state)) last = win.history.state;
  };
  win.addEventListener('popstate', (event) => {
    if (isRouterState(event.state)) {
      last = event.state;
      return;
    }
    if (event.state !== null || !last) return;
    // Not the router's own entry: number it, then let the router hear of it as a step forward.
    event.stopImmediatePropagation();
    const state = { back: last.current, current: win.location.hash.slice(1) || '/', forward: null, replaced: false, position: last.position + 1, scroll: null };
    win.history.replaceState(state, '', win.location.href);
    last = state;
    win.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
  return remember;
}
