import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, FileUpIcon, LoaderIcon } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { callApi, isApiError } from '@/lib/api/client';
import { ErrorCode, type ApiIssue } from '@/lib/api/error-codes';
import { IMPORT_COLUMNS_OF, KOX_IMPORT_MAX_FILE_BYTES, type ImportKind } from '@/lib/kox-import-values';
import { withToast } from '@/lib/toasts';
import { SegmentedChoice } from '@/components/segmented-choice';
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
import { Textarea } from '@/components/ui/textarea';
import { KOX_KEY } from '../api/kox-queries.ts';
import { useKoxAccess } from '../shared/use-kox-access.ts';
import { ImportClientField } from './import-client-field.tsx';
import { ImportIssues } from './import-issues.tsx';
import { downloadKoxTemplate, fileAsBase64 } from './template-download.ts';
import '@/lib/i18n/namespaces/koxImport';

export interface KoxImportDialogProps {
  kind: ImportKind;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export default function KoxImportDialog({ kind, open, onOpenChange }: KoxImportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {/* Mounted only while open: each opening starts from a clean form. */}
        <ImportForm kind={kind} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Source = 'file' | 'paste';
type Failure = { issues: ApiIssue[]; message: string };

/** Spec §5 imports: a template, a file or pasted lines, every row checked; all or nothing. */
function ImportForm({ kind, onClose }: { kind: ImportKind; onClose(): void }) {
  const { t, i18n } = useTranslation('koxImport');
  const ids = { file: useId(), text: useId(), help: useId() };
  const queryClient = useQueryClient();
  const [source, setSource] = useState<Source>('file');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [clientId, setClientId] = useState('');
  const team = useKoxAccess().team;
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const columns = IMPORT_COLUMNS_OF[kind]
    .map((c) => `${t(`columns.${c.key}`)}${c.required ? ' *' : ''}`)
    .join(t('dialog.comma'));

  const run = useMutation({
    mutationFn: async () => {
      const input =
        source === 'paste' ? { text } : { file: { name: file!.name, base64: await fileAsBase64(file!) } };
      return kind === 'creators'
        ? callApi('kox.importCreators', { ...input, client_id: clientId || null }, { silent: true })
        : callApi('kox.importContent', input, { silent: true });
    },
    onMutate: () => setFailure(null),
    onSuccess: async ({ imported }) => {
      withToast((toast) => toast.success(t(`dialog.done.${kind}`, { count: imported })));
      await queryClient.invalidateQueries({ queryKey: KOX_KEY });
      onClose();
    },
    onError: (error) =>
      setFailure({
        issues: isApiError(error) && error.code === ErrorCode.KOX_IMPORT_REJECTED ? (error.issues ?? []) : [],
        message: isApiError(error)
          ? t(`errors:code.${error.code}`, { defaultValue: error.message })
          : t('dialog.failed'),
      }),
  });

  const choose = (picked: File | null) => {
    setFailure(null);
    setFileError(null);
    setFile(null);
    if (!picked) return;
    if (!/\.(csv|xlsx)$/i.test(picked.name)) setFileError(t('dialog.fileType'));
    else if (picked.size > KOX_IMPORT_MAX_FILE_BYTES) setFileError(t('dialog.fileTooLarge'));
    else setFile(picked);
  };
  const template = async (format: 'csv' | 'xlsx') => {
    if (!(await downloadKoxTemplate(kind, format, lang)))
      withToast((toast) => toast.error(t('dialog.templateFailed')));
  };
  const ready = source === 'file' ? file !== null : text.trim() !== '';

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t(`dialog.title.${kind}`)}</DialogTitle>
        <DialogDescription>{t(`dialog.description.${kind}`)}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <span className="text-sm font-medium">{t('dialog.template')}</span>
        <div className="flex flex-wrap gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button key={format} variant="outline" size="sm" onClick={() => void template(format)}>
              <DownloadIcon aria-hidden />
              {t(`dialog.download.${format}`)}
            </Button>
          ))}
        </div>
      </div>

      {kind === 'creators' ? (
        <ImportClientField
          teamId={team?.team_id ?? null}
          restricted={team?.restricted ?? false}
          value={clientId}
          onChange={setClientId}
          disabled={run.isPending}
        />
      ) : null}

      <SegmentedChoice
        label={t('dialog.source')}
        options={[
          { value: 'file', label: t('dialog.fromFile') },
          { value: 'paste', label: t('dialog.fromPaste') },
        ]}
        value={source}
        onChange={(next) => {
          setSource(next);
          setFailure(null);
        }}
      />

      {source === 'file' ? (
        <div className="grid gap-2">
          <Label htmlFor={ids.file}>{t('dialog.file')}</Label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={run.isPending}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          {fileError ? (
            <p role="alert" className="text-sm text-destructive">
              {fileError}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={ids.text}>{t('dialog.lines')}</Label>
          <Textarea
            id={ids.text}
            rows={6}
            value={text}
            disabled={run.isPending}
            aria-describedby={ids.help}
            placeholder={IMPORT_COLUMNS_OF[kind]
              .filter((c) => c.required)
              .map((c) => c.example)
              .join(',')}
            className="font-mono text-xs"
            onChange={(e) => {
              setText(e.target.value);
              setFailure(null);
            }}
          />
        </div>
      )}
      <p id={ids.help} className="text-xs text-muted-foreground">
        {t('dialog.help', { columns })}
      </p>

      {run.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderIcon className="animate-spin" aria-hidden />
          {t('dialog.checking')}
        </p>
      ) : null}
      {failure ? (
        failure.issues.length ? (
          <ImportIssues issues={failure.issues} pasted={source === 'paste'} />
        ) : (
          <p role="alert" className="text-sm text-destructive">
            {failure.message}
          </p>
        )
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button onClick={() => run.mutate()} disabled={!ready || run.isPending}>
          <FileUpIcon aria-hidden />
          {t('dialog.import')}
        </Button>
      </DialogFooter>
    </>
  );
}
