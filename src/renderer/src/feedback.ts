/**
 * Feedback for every screen and component that calls the API (its one home): every refusal shown with
 * the API's message and the rule it names, a busy flag for the progress indicator, and a toast for each
 * saved change. Forms that map refusals onto their fields read `error.issues`.
 */
import { ref } from 'vue';
import { ApiCallError } from './api/client';
import { useToasts } from './stores/toasts';
import { t } from './i18n';

export interface ErrorInfo {
  message: string;
  rule: string | null;
  /** `field` is the API's path (for forms that mark their fields); `label` the field as the screen names it. */
  issues: Array<{ field: string; message: string; label?: string }>;
}

/** A form's fields as its screen labels them, by the API's field name (`fromRound` -> "From round"). */
export type FieldLabels = Record<string, string>;

/** The screen's label for an API field path (`rows.3.rating` is looked up whole, then by its first part). */
function labelOf(field: string, labels: FieldLabels): string | undefined {
  return labels[field] ?? labels[field.split('.')[0] ?? ''];
}

/**
 * A refusal as the desk shows it. A request that does not fit the contract (`invalid` with field issues)
 * comes back as "entries.withdraw: fromRound: must be a number": the method and field ids mean nothing to
 * a director, so its message is rebuilt from the issues (already in the user's language) with each field
 * named as the screen labels it, or as "a value in this form" when the screen gave no label.
 */
export function errorInfo(err: unknown, labels: FieldLabels = {}): ErrorInfo {
  if (err instanceof ApiCallError) {
    const rule = err.error.details?.rule ?? null;
    const issues = (err.error.details?.issues ?? []).map((i) => ({ ...i, label: labelOf(i.field, labels) }));
    if (err.error.code !== 'invalid' || issues.length === 0 || !inContractWords(err.message, issues[0]!)) return { message: err.message, rule, issues };
    // More than one: the message says how many, ErrorNote lists them (a toast, errorText, says them all).
    return { message: issues.length === 1 ? issueText(issues[0]!) : t('error.fieldsAre', { n: issues.length }), rule, issues };
  }
  return { message: err instanceof Error ? err.message : String(err), rule: null, issues: [] };
}

/**
 * Whether a refusal is the contract's own (shared/api/validate.ts: "method: field: message", ids a director cannot
 * read) rather than a service's, which says in words what is wrong and already names the field as people do
 * ("“Club night” has no round paired yet: pair round 1 first") while its issues only mark the field.
 */
function inContractWords(message: string, first: ErrorInfo['issues'][number]): boolean {
  return /^[\w.]+: /.test(message) && message.endsWith(`${first.field ? `${first.field}: ` : ''}${first.message}`);
}

/** One field's refusal: "From round: must be a number", in the user's language. */
export function issueText(i: ErrorInfo['issues'][number]): string {
  return i.label ? t('error.fieldIs', { field: i.label, message: i.message }) : t('error.valueIs', { message: i.message });
}

/** "message (rule)" for a toast; a refused form's every field. */
export function errorText(err: unknown, labels: FieldLabels = {}): string {
  const e = errorInfo(err, labels);
  const message = e.issues.length > 1 && err instanceof ApiCallError && err.error.code === 'invalid' ? [...new Set(e.issues.map(issueText))].join(' ') : e.message;
  return e.rule ? `${message} (${e.rule})` : message;
}

/**
 * `run(fn, ok?)`: marks the screen busy, toasts `ok` on success and the refusal on failure (also kept
 * in `error` for an inline message). Returns the result, or undefined when refused. `labels` (read at
 * each refusal, so they follow the language) name the form's fields in a refusal (errorInfo).
 */
export function useAction(labels: () => FieldLabels = () => ({})) {
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
      error.value = errorInfo(err, labels());
      toasts.error(errorText(err, labels()));
      return undefined;
    } finally {
      busy.value = false;
    }
  }
  return { busy, error, run };
}
