import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Paperclip, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { callApi, type ApiOutput } from '@/lib/api/client';
import { ATTACHMENT_TOTAL_MAX_BYTES, formatBytes } from '@/lib/kox-outreach-attachments';
import { withToast } from '@/lib/toasts';
import { attachmentProblem, downloadAttachment, uploadAttachment } from './attachment-requests.ts';
import { OUTREACH_KEY } from './outreach-queries.ts';
import { UploadProgress } from './upload-progress.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Attachments = ApiOutput<'koxOutreach.attachments'>;

export const attachmentsKey = (emailId: string) => [...OUTREACH_KEY, 'attachments', emailId] as const;

/**
 * An e-mail's attachments: name, type and size, a download, and while it may be edited a remove button and an
 * upload with its progress; the total against 50 MB (spec §5), checked here before any byte is sent.
 */
export function EmailAttachments({ emailId, editable }: { emailId: string; editable: boolean }) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = useQuery({
    queryKey: attachmentsKey(emailId),
    queryFn: ({ signal }) =>
      callApi('koxOutreach.attachments', { email_id: emailId }, { signal, silent: true }),
  });
  const show = (data: Attachments) => queryClient.setQueryData(attachmentsKey(emailId), data);
  const remove = useMutation({
    mutationFn: (attachmentId: string) =>
      callApi('koxOutreach.removeAttachment', { attachment_id: attachmentId }, { silent: true }),
    onSuccess: show,
    onError: (e) => setError(e.message),
  });
  const total = list.data?.total_bytes ?? 0;

  const upload = async (files: File[]) => {
    setError(null);
    let before = total;
    for (const file of files) {
      const problem = attachmentProblem(file, before);
      if (problem) {
        setError(`${file.name}: ${problem}`);
        return;
      }
      setUploading({ name: file.name, fraction: 0 });
      try {
        const data = await uploadAttachment<Attachments>({ email_id: emailId }, file, (fraction) =>
          setUploading({ name: file.name, fraction }),
        );
        show(data);
        before = data.total_bytes;
      } catch (e) {
        setError(`${file.name}: ${(e as Error).message}`);
        return;
      } finally {
        setUploading(null);
      }
    }
  };

  const download = (a: Attachments['attachments'][number]) =>
    downloadAttachment(a).catch((e: Error) => withToast((toast) => toast.error(e.message)));

  return (
    <section aria-label={t('attachments.title')} className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{t('attachments.title')}</span>
        <span className="text-xs text-muted-foreground">
          {t('attachments.total', {
            used: formatBytes(total),
            max: formatBytes(ATTACHMENT_TOTAL_MAX_BYTES),
          })}
        </span>
      </div>
      {list.isError ? <p className="text-destructive">{t('failed')}</p> : null}
      {list.data?.attachments.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('attachments.none')}</p>
      ) : null}
      {list.data?.attachments.length ? (
        <ul className="flex flex-col gap-1">
          {list.data.attachments.map((a) => (
            <li key={a.attachment_id} className="flex items-center gap-2 rounded-md border px-2 py-1">
              <Paperclip aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1">
                <span className="block break-all">{a.file_name}</span>
                <span className="block text-xs text-muted-foreground">
                  {formatBytes(a.size)} · {a.content_type}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('attachments.download', { name: a.file_name })}
                onClick={() => void download(a)}
              >
                <Download aria-hidden className="size-4" />
              </Button>
              {editable ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('attachments.remove', { name: a.file_name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(a.attachment_id)}
                >
                  <X aria-hidden className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <UploadProgress
          label={t('attachments.uploading', { name: uploading.name })}
          fraction={uploading.fraction}
        />
      ) : null}
      {error ? (
        <p role="alert" className="break-words text-destructive">
          {error}
        </p>
      ) : null}
      {editable ? (
        <div>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="attachment-input"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void upload(files);
            }}
          />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={uploading !== null}
            onClick={() => input.current?.click()}
          >
            <Paperclip aria-hidden className="size-4" />
            {t('attachments.add')}
          </Button>
          <p className="mt-1 text-xs text-muted-foreground">{t('attachments.hint')}</p>
        </div>
      ) : null}
    </section>
  );
}
