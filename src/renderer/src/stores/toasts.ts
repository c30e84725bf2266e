import { defineStore } from 'pinia';
import { ref } from 'vue';

export interface Toast {
  id: number;
  kind: 'ok' | 'error';
  text: string;
}

/** Short confirmations of saved changes and every failure: no silent outcomes. */
export const useToasts = defineStore('toasts', () => {
  const list = ref<Toast[]>([]);
  let next = 1;
  function push(kind: Toast['kind'], text: string) {
    const id = next++;
    // A few at a time: a burst of saves must not bury the screen.
    list.value = [...list.value.slice(-3), { id, kind, text }];
    setTimeout(() => dismiss(id), kind === 'error' ? 8000 : 3000);
  }
  function dismiss(id: number) {
    list.value = list.value.filter((t) => t.id !== id);
  }
  return { list, ok: (text: string) => push('ok', text), error: (text: string) => push('error', text), dismiss };
});
