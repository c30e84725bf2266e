import { onBeforeUnmount } from 'vue';
import type { ChangeNotice } from '../../shared/api/contract';
import { api } from './api/client';

/** Runs `refresh` whenever the backend announces a change to one of `topics` (any open screen, any device). */
export function useLive(topics: ChangeNotice['topic'][], refresh: (notice: ChangeNotice) => void): void {
  const stop = api.subscribe((notice) => {
    if (topics.includes(notice.topic)) refresh(notice);
  });
  onBeforeUnmount(stop);
}
