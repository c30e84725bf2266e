/**
 * Feedback for every screen and component that calls the API (its one home): every refusal shown with
 * the API's message and the rule it names, a busy flag for the progress indicator, and a toast for each
 * saved change. Forms that map refusals onto their fields read `error.issues`.
 */
import { ref } from 'vue';
import { ApiCallError } from './api/client';
import { useToasts } from './stores/toasts';

export interface ErrorInfo {
  message: string;
  rule: string | null;
  issues: Array<{ field: string; message: string }>;
}

export function errorInfo(err: unknown): ErrorInfo {
  if (err instanceof ApiCallError) {
    return { message: err.message, rule: err.error.details?.rule ?? null, issues: err.error.details?.issues ?? [] };
  }
  return { message: err instanceof Error ? err.message : String(err), rule: null, issues: [] };
}

/** "message (rule)" for a toast. */
export function errorText(err: unknown): string {
  const e = errorInfo(err);
  return e.rule ? `${e.message} (${e.rule})` : e.message;
}

/**
 * `run(fn, ok?)`: marks the screen busy, toasts `ok` on success and the refusal on failure (also kept
 * in `error` for an inline message). Returns the result, or undefined when refused.
 */
export function useAction() {
  const toasts = useToasts();
  const busy = ref(false);
  const error = ref<ErrorInfo | null>(null);
  async function run<T>(fn: () => Promise<T>, ok?: string | ((value: T) => string)): Promise<T | undefined> {
    busy.value = true;
    error.value = null;
    try {
      const value = await fn();
      if (ok) toasts.ok(typeof ok === 'string' ? ok : ok(value));
      return value;
    } catch (err) {
      error.value = errorInfo(err);
      toasts.error(errorText(err));
      return undefined;
    } finally {
      busy.value = false;
    }
  }
  return { busy, error, run };
}
