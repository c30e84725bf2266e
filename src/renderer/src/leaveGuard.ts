/**
 * Edits a screen has not saved (Results' typed lines, Pairing's swaps): leaving the screen or its round asks
 * first (`mayLeave`, the screen's own question), and closing or reloading the page asks the browser's question
 * (the desktop app's main process asks its own, hosts/electron/main.ts). One home for both screens' guards.
 */
import { onBeforeUnmount, onMounted } from 'vue';
import { onBeforeRouteLeave, onBeforeRouteUpdate } from 'vue-router';

export function guardUnsavedEdits(unsaved: () => boolean, mayLeave: () => Promise<boolean>, onLeave?: () => void): void {
  onBeforeRouteLeave(async () => {
    const may = await mayLeave();
    if (may) onLeave?.();
    return may;
  });
  onBeforeRouteUpdate((to, from) => (to.query.round === from.query.round ? true : mayLeave()));
  const onUnload = (e: BeforeUnloadEvent) => {
    if (unsaved()) e.preventDefault();
  };
  onMounted(() => window.addEventListener('beforeunload', onUnload));
  onBeforeUnmount(() => window.removeEventListener('beforeunload', onUnload));
}
