/**
 * The players screen's CSV import: a file read and checked first (a dry run, nothing written), applied
 * once the director confirms the preview, its report (or its problems, line by line) kept on screen with
 * the import's undo.
 */
import { ref } from 'vue';
import type { Output } from '../../../../shared/api/contract';
import { api, ApiCallError } from '../../api/client';
import { usePlayers } from '../../stores/players';
import { useToasts } from '../../stores/toasts';
import { t } from '../../i18n';

export type ImportReport = Output<'players.importCsv'>;
export interface ImportPreview { file: string; csv: string; report: ImportReport }
export interface ImportOutcome {
  file: string;
  message: string;
  problems: Array<{ line: string; column: string; message: string }>;
  total: number;
  report: ImportReport | null;
}

export function usePlayerImport(reload: () => Promise<void>) {
  const players = usePlayers();
  const toasts = useToasts();
  const importing = ref(false);
  /** A file read and checked (a dry run): nothing is written until the director confirms the preview. */
  const preview = ref<ImportPreview | null>(null);
  /** The last import's problems or its result: shown in a panel that stays until closed. */
  const importReport = ref<ImportOutcome | null>(null);

  function showProblems(file: string, err: unknown) {
    const issues = err instanceof ApiCallError ? err.error.details?.issues ?? [] : [];
    const total = err instanceof ApiCallError ? Number(err.error.details?.total ?? issues.length) : 0;
    importReport.value = {
      file, message: (err as Error).message, total, report: null,
      problems: issues.map((i) => {
        const [, line = '', column = ''] = i.field.split('.');
        return { line, column, message: i.message };
      }),
    };
  }
  async function importFile(event: Event) {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    importing.value = true;
    importReport.value = null;
    try {
      const csv = await file.text();
      preview.value = { file: file.name, csv, report: await players.importCsv(csv, true) };
    } catch (err) {
      preview.value = null;
      showProblems(file.name, err);
    } finally {
      importing.value = false;
    }
  }
  async function applyImport() {
    const p = preview.value;
    if (!p) return;
    importing.value = true;
    try {
      const report = await players.importCsv(p.csv);
      toasts.ok(t('players.imported', { file: p.file }, report.imported) + (report.updated.length ? t('players.importedUpdated', { n: report.updated.length }) : ''));
      importReport.value = { file: p.file, message: '', problems: [], total: 0, report };
      preview.value = null;
      await reload();
    } catch (err) {
      preview.value = null;
      showProblems(p.file, err);
    } finally {
      importing.value = false;
    }
  }
  async function undoImport() {
    const auditId = importReport.value?.report?.auditId;
    if (!auditId) return;
    try {
      const r = await api.call('players.undoImport', { auditId });
      toasts.ok(t('players.importUndone', { removed: r.removed, restored: r.restored }));
      importReport.value = null;
      await reload();
    } catch (err) {
      toasts.error((err as Error).message);
    }
  }
  return { importing, preview, importReport, importFile, applyImport, undoImport };
}
