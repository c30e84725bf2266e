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
 *
 * It also makes sure the router hears every change of address. Chromium now and then announces a new hash
 * with `hashchange` alone and no `popstate` (seen when the address changed while the page was opening the
 * printed PDF in a tab): vue-router listens to `popstate` only, so the address showed the new screen while
 * the old one stayed. Such a `hashchange` is passed on to the router as the `popstate` it missed.
 */
export function numberManualEntries(win: Window): () => void {
  let last: RouterState | null = null;
  /** The address the last `popstate` was for: its `hashchange` needs nothing more. */
  let popped: string | null = null;
  const remember = () => {
    if (isRouterState(win.history.state)) last = win.history.state;
  };
  /** Numbers an entry the router never made, as the entry after the last it knew; its state, or null. */
  const numbered = (): RouterState | null => {
    if (!last) return null;
    const state = { back: last.current, current: win.location.hash.slice(1) || '/', forward: null, replaced: false, position: last.position + 1, scroll: null };
    win.history.replaceState(state, '', win.location.href);
    last = state;
    return state;
  };
  win.addEventListener('popstate', (event) => {
    popped = win.location.href;
    if (isRouterState(event.state)) {
      last = event.state;
      return;
    }
    if (event.state !== null) return;
    // Not the router's own entry: number it, then let the router hear of it as a step forward.
    const state = numbered();
    if (!state) return;
    event.stopImmediatePropagation();
    win.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
  win.addEventListener('hashchange', () => {
    const heard = popped === win.location.href;
    popped = null;
    if (heard) return;
    const now: unknown = win.history.state;
    // The entry the router stands on already (its own step): nothing was missed.
    if (isRouterState(now) && last && now.position === last.position && now.current === last.current) return;
    const state = isRouterState(now) ? now : now === null ? numbered() : null;
    win.dispatchEvent(new PopStateEvent('popstate', { state }));
  });
  return remember;
}
