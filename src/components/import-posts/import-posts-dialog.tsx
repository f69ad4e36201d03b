import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { DownloadIcon, FileUpIcon, LoaderIcon } from 'lucide-react';
import { IMPORT_MAX_BYTES } from '@/lib/api/endpoints';
import { isApiError, NETWORK_ERROR_CODE } from '@/lib/api/client';
import { ErrorCode } from '@/lib/api/error-codes';
import { TOAST_DURATION_MS } from '@/lib/api/error-toast';
import { withToast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { downloadTemplate, uploadPosts, type TemplateFormat } from './import-requests.ts';
import '@/lib/i18n/namespaces/imports';

/** Row errors listed before "…and N more". */
export const SHOWN_ISSUES = 50;

export interface ImportPostsDialogProps {
  dashboardId: string;
  subjects: { subject_id: string; name: string }[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported?: (imported: number) => void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'parsing' }
  | { kind: 'failed'; message: string; issues: { path: string; message: string }[] };

export function ImportPostsDialog({ open, onOpenChange, ...rest }: ImportPostsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {/* Mounted only while open, so each opening starts from a clean form. */}
        <ImportPostsForm {...rest} onOpenChange={onOpenChange} />
      </DialogContent>
    </Dialog>
  );
}

/** Spec §4 file parsing: parsing → success (toast, dialog closes) or failed (the reasons, row by row). */
function ImportPostsForm({
  dashboardId,
  subjects,
  onOpenChange,
  onImported,
}: Omit<ImportPostsDialogProps, 'open'>) {
  const { t } = useTranslation('imports');
  const ids = { subject: useId(), file: useId() };
  const [picked, setPicked] = useState('');
  const subjectId = subjects.some((s) => s.subject_id === picked) ? picked : (subjects[0]?.subject_id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const choose = (picked: File | null) => {
    setPhase({ kind: 'idle' });
    setFile(null);
    setFileError(null);
    if (!picked) return;
    if (!/\.(csv|xlsx)$/i.test(picked.name)) setFileError(t('fileType'));
    else if (picked.size > IMPORT_MAX_BYTES) setFileError(t('fileTooLarge'));
    else setFile(picked);
  };

  const template = async (format: TemplateFormat) => {
    if (!(await downloadTemplate(format)))
      withToast((toast) => toast.error(t('templateFailed'), { duration: TOAST_DURATION_MS }));
  };

  const submit = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'parsing' });
    let imported: number;
    try {
      ({ imported } = await uploadPosts({ dashboardId, subjectId, file, signal: controller.signal }));
    } catch (error) {
      if (controller.signal.aborted || !isApiError(error)) return;
      const issues = error.issues ?? [];
      const message =
        error.code === NETWORK_ERROR_CODE
          ? t('networkError')
          : error.code === ErrorCode.VALIDATION && issues.length
            ? t('failed')
            : error.message;
      setPhase({ kind: 'failed', message, issues });
      return;
    }
    if (controller.signal.aborted) return;
    setPhase({ kind: 'idle' });
    setFile(null);
    withToast((toast) => toast.success(t('imported', { count: imported }), { duration: TOAST_DURATION_MS }));
    onImported?.(imported);
    onOpenChange(false);
  };

  const parsing = phase.kind === 'parsing';
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor={ids.subject}>{t('subject')}</Label>
        <select
          id={ids.subject}
          className="h-9 rounded-md border bg-background px-3 text-sm"
          value={subjectId}
          disabled={parsing}
          onChange={(e) => setPicked(e.target.value)}
        >
          {subjects.map((s) => (
            <option key={s.subject_id} value={s.subject_id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>

      <div className="grid gap-2">
        <span className="text-sm font-medium">{t('template')}</span>
        <div className="flex flex-wrap gap-2">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button key={format} variant="outline" size="sm" onClick={() => void template(format)}>
              <DownloadIcon aria-hidden />
              {t(format === 'csv' ? 'downloadCsv' : 'downloadXlsx')}
            </Button>
          ))}
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={ids.file}>{t('file')}</Label>
        <input
          id={ids.file}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          disabled={parsing}
          aria-describedby={fileError ? `${ids.file}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
        {fileError && (
          <p id={`${ids.file}-error`} role="alert" className="text-sm text-destructive">
            {fileError}
          </p>
        )}
      </div>

      {parsing && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderIcon className="animate-spin" aria-hidden />
          {t('parsing')}
        </p>
      )}
      {phase.kind === 'failed' && <ImportFailure message={phase.message} issues={phase.issues} />}

      <DialogFooter>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('common:cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!file || !subjectId || parsing}>
          <FileUpIcon aria-hidden />
          {t('upload')}
        </Button>
      </DialogFooter>
    </>
  );
}

function ImportFailure({
  message,
  issues,
}: {
  message: string;
  issues: { path: string; message: string }[];
}) {
  const { t } = useTranslation('imports');
  const shown = issues.slice(0, SHOWN_ISSUES);
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <p className="font-medium text-destructive">{message}</p>
      {issues.length > 0 && (
        <>
          <p>{t('issuesTitle', { count: issues.length })}</p>
          <ul
            aria-label={t('issuesTitle', { count: issues.length })}
            className="max-h-56 list-none overflow-auto"
          >
            {shown.map((issue, i) => (
              <li key={i} className="py-0.5">
                <span className="font-mono text-xs">{issue.path}</span> — {issue.message}
              </li>
            ))}
          </ul>
          {issues.length > shown.length && (
            <p className="text-muted-foreground">
              {t('moreIssues', { count: issues.length - shown.length })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
