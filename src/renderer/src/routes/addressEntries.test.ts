// @vitest-environment happy-dom
/**
 * Every change of address reaches the router. Chromium now and then announces a new hash with `hashchange`
 * alone, no `popstate` (the e2e run that went from the Print screen to the projector while the printed PDF's
 * tab was opening: the address said projector, the screen stayed on Print); vue-router hears `popstate` only.
 */
import { describe, expect, it, vi } from 'vitest';
import { defineComponent } from 'vue';
import { createRouter, createWebHashHistory } from 'vue-router';
import { numberManualEntries } from './addressEntries';

const Screen = defineComponent({ render: () => null });
const remember = numberManualEntries(window);
const router = createRouter({ history: createWebHashHistory(), routes: ['/print', '/projector', '/events'].map((path) => ({ path, component: Screen })) });
/** Navigations that changed the screen (happy-dom also fires hashchange on pushState, which browsers never do: the router's own steps come back as duplicates, not counted). */
let navigations = 0;
router.afterEach((_to, _from, failure) => {
  if (!failure) navigations++;
  remember();
});

/** The browser's own new entry for a changed address (no state, no event), as typing it makes. */
const browserGoesTo = (hash: string) => window.history.pushState(null, '', hash);

describe('addresses the router must hear of', () => {
  it('a new hash announced by hashchange alone opens its screen, as one step forward', async () => {
    await router.push('/print');
    const before = navigations;
    browserGoesTo('#/projector');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/projector'));
    expect(navigations).toBe(before + 1);
    // Numbered after the entry the router knew: Back has a known direction.
    expect((window.history.state as { position: number; back: string }).back).toBe('/print');
  });

  it('a new hash announced by popstate and then hashchange, as browsers usually do, is one navigation', async () => {
    await router.push('/print');
    const before = navigations;
    browserGoesTo('#/events');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/events'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigations).toBe(before + 1);
  });
});
