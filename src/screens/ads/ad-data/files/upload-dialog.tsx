import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Download } from 'lucide-react';
import { z } from 'zod';
import { AD_DATASET_NAME_MAX } from '@/lib/ads/ad-dataset-values';
import { AD_IMPORT_MAX_FILE_BYTES } from '@/lib/ads/ad-values';
import { isApiError } from '@/lib/api/client';
import { AD_DATA_CHECK_PATH, AD_DATA_UPLOAD_PATH } from '@/lib/ads/ad-data-paths';
import type { adDataCheckSchema } from '@/lib/api/endpoints/ads';
import { ErrorCode } from '@/lib/api/error-codes';
import { useLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatFileSize } from '@/lib/format';
import { withToast } from '@/lib/toasts';
import { FormField } from '@/components/form/form-field.tsx';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { downloadAdTemplate } from '../api/ad-data-files.ts';
import { postFile } from '@/lib/api/post-file';
import { AD_DATA_KEY, type AdDataset } from '../api/ad-data-queries.ts';
import { ClientSelect } from '../shared/client-select.tsx';
import type { Problem } from '../shared/problem-text.ts';
import { ProblemList } from './problems-dialog.tsx';
import '@/lib/i18n/namespaces/adData';

const uploadForm = z.object({ name: z.string().trim().max(AD_DATASET_NAME_MAX), client_id: z.string() });
type UploadForm = z.infer<typeof uploadForm>;
type Checked = z.infer<typeof adDataCheckSchema>;

/**
 * Uploads an export or the filled-in template as a new dataset, or as a new file of one (`dataset`): checked
 * first on request (its problems listed, nothing written), then accepted and parsed in the background, where
 * the list shows its progress. The template downloads in the user's language.
 */
export function UploadDialog({
  open,
  dataset,
  onClose,
  clientId = '',
  onUploaded,
}: {
  open: boolean;
  /** A new file for this dataset; null uploads a new dataset. */
  dataset: AdDataset | null;
  onClose(): void;
  /** The client a new dataset is filed under at first (the dashboard builder's). */
  clientId?: string;
  /** The file was accepted (it is parsed in the background): the dataset it made or renewed. */
  onUploaded?(dataset: AdDataset): void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        {/* Mounted only while open: each opening starts without a file, a check or problems. */}
        <UploadForm dataset={dataset} onClose={onClose} clientId={clientId} onUploaded={onUploaded} />
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({
  dataset,
  onClose,
  clientId,
  onUploaded,
}: {
  dataset: AdDataset | null;
  onClose(): void;
  clientId: string;
  onUploaded: ((dataset: AdDataset) => void) | undefined;
}) {
  const { t } = useTranslation('adData');
  const { language } = useLanguage();
  const fileId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const form = useForm<UploadForm>({
    resolver: zodResolver(uploadForm),
    defaultValues: { name: '', client_id: clientId },
  });

  const refused = (error: unknown) => {
    if (!isApiError(error)) return setFileError(t('failed'));
    if (error.code === ErrorCode.AD_IMPORT_REJECTED && error.issues?.length) setProblems(error.issues);
    setFileError(error.message);
  };
  const chosen = (): File | null => {
    if (!file) setFileError(t('upload.chooseFile'));
    return file;
  };
  const check = useMutation({
    mutationFn: (f: File) => postFile<Checked>(AD_DATA_CHECK_PATH, f, {}),
    onSuccess: (result) => {
      setChecked(result);
      setProblems(result.problems);
    },
    onError: refused,
  });
  const upload = useMutation({
    mutationFn: ({ f, values }: { f: File; values: UploadForm }) =>
      postFile<AdDataset>(AD_DATA_UPLOAD_PATH, f, {
        ...(dataset ? { dataset_id: dataset.dataset_id } : {}),
        ...(values.name ? { name: values.name } : {}),
        ...(!dataset && values.client_id ? { client_id: values.client_id } : {}),
      }),
    onSuccess: async (uploaded) => {
      withToast((toast) => toast.success(t('upload.uploaded')));
      await queryClient.invalidateQueries({ queryKey: AD_DATA_KEY });
      onUploaded?.(uploaded);
      onClose();
    },
    onError: (error) => {
      if (isApiError(error) && error.issues?.some((i) => i.path === 'client_id'))
        form.setError('client_id', { message: t('form.chooseClient') });
      else refused(error);
    },
  });
  const pending = check.isPending || upload.isPending;
  const template = async (format: 'csv' | 'xlsx') => {
    if (!(await downloadAdTemplate(format, language)))
      withToast((toast) => toast.error(t('upload.templateFailed')));
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => {
        const f = chosen();
        if (f) upload.mutate({ f, values });
      })}
    >
      <DialogHeader>
        <DialogTitle>
          {dataset ? t('upload.newVersionTitle', { name: dataset.name }) : t('upload.title')}
        </DialogTitle>
        <DialogDescription>
          {t('upload.description', { max: formatFileSize(AD_IMPORT_MAX_FILE_BYTES) })}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t('upload.template')}</span>
        <Button type="button" variant="outline" size="sm" onClick={() => void template('csv')}>
          <Download aria-hidden />
          CSV
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => void template('xlsx')}>
          <Download aria-hidden />
          XLSX
        </Button>
      </div>
      <FormField id={fileId} label={t('upload.file')} required error={fileError ?? undefined}>
        {(control) => (
          <Input
            {...control}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
              setChecked(null);
              setProblems([]);
            }}
          />
        )}
      </FormField>
      {!dataset ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="upload-name" label={t('upload.name')} hint={t('upload.nameHint')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={AD_DATASET_NAME_MAX}
                {...form.register('name')}
              />
            )}
          </FormField>
          <FormField
            id="upload-client"
            label={t('form.client')}
            error={form.formState.errors.client_id?.message}
          >
            {(control) => <ClientSelect {...control} {...form.register('client_id')} />}
          </FormField>
        </div>
      ) : null}
      {checked && checked.problems.length === 0 ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
          {t('upload.checkOk', {
            rows: checked.rows,
            from: checked.days?.from ?? '',
            to: checked.days?.to ?? '',
            format: checked.format ? t(`format.${checked.format}`) : '',
          })}
        </p>
      ) : null}
      {problems.length ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-sm font-medium text-destructive">
            {t('problems.summary', { count: problems.length })}
          </p>
          <ProblemList problems={problems} />
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          onClick={() => {
            const f = chosen();
            if (f) check.mutate(f);
          }}
        >
          {check.isPending ? t('upload.checking') : t('upload.check')}
        </Button>
        <Button type="submit" disabled={pending}>
          {upload.isPending ? t('upload.uploading') : t('upload.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
