import { onBeforeUnmount, readonly, ref } from 'vue';
import type { ChangeNotice } from '../../shared/api/contract';
import { api, link, type LinkStatus } from './api/client';

/**
 * Runs `refresh` whenever the backend announces a change to one of `topics` (any open screen, any device),
 * and `resync` whenever notices may have been missed: the change stream came back after a loss, the
 * browser went back online, or the page became visible again (a sleeping tablet hears nothing). Every
 * page must say how it catches up (null only where another `useLive` of the same page already does).
 */
export function useLive(topics: ChangeNotice['topic'][], refresh: (notice: ChangeNotice) => void, resync: (() => void) | null): void {
  const stop = api.subscribe((notice) => {
    if (topics.includes(notice.topic)) refresh(notice);
  });
  onBeforeUnmount(stop);
  if (resync) onBeforeUnmount(onResync(resync));
}

/** useLive for a page that reloads the same way whatever changed: on every notice of `topics` and on every return. */
export function useLiveReload(topics: ChangeNotice['topic'][], reload: () => unknown): void {
  const again = () => void reload();
  useLive(topics, again, again);
}

/** Calls `resync` after every return of the link (see useLive); returns the function that stops it. */
export function onResync(resync: () => void): () => void {
  let was = link.status.state;
  const stopWatch = link.watch((status) => {
    // A first answer after `connecting` is no return: the page's own first read is as new as the stream.
    if (status.state === 'connected' && (was === 'reconnecting' || was === 'offline')) resync();
    was = status.state;
  });
  const online = () => resync();
  const visible = () => {
    if (document.visibilityState === 'visible') resync();
  };
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visible);
  return () => {
    stopWatch();
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', visible);
  };
}

const status = ref<LinkStatus>(link.status);
link.watch((next) => (status.value = next));

/** The change stream's state for a badge (connected / reconnecting / offline since). */
export function useConnection() {
  return readonly(status);
}
