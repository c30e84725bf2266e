import { onBeforeUnmount, onMounted } from 'vue';

/** Full-screen pages (table device, projector) hide the director's navigation while they are shown. */
export function useKiosk(): void {
  onMounted(() => document.documentElement.classList.add('kiosk'));
  onBeforeUnmount(() => document.documentElement.classList.remove('kiosk'));
}
