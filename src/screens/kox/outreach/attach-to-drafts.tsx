import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import type { z } from 'zod';
import type { draftsAttachedSchema } from '@/lib/api/endpoints';
import { attachmentProblem, uploadAttachment } from './attachment-requests.ts';
import { OUTREACH_KEY } from './outreach-queries.ts';
import { UploadProgress } from './upload-progress.tsx';
import '@/lib/i18n/namespaces/koxOutreachUi';

type Attached = z.infer<typeof draftsAttachedSchema>;

/**
 * "Attach to all drafts": one file onto every e-mail of the project that can still be edited, all or none (the
 * server names the e-mails that would pass 50 MB). The browser checks the file alone first.
 */
export function AttachToDrafts({ projectId }: { projectId: string }) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setDone(null);
    const problem = attachmentProblem(file, 0);
    if (problem) return setError(`${file.name}: ${problem}`);
    setUploading({ name: file.name, fraction: 0 });
    try {
      const result = await uploadAttachment<Attached>({ project_id: projectId }, file, (fraction) =>
        setUploading({ name: file.name, fraction }),
      );
      setDone(
        result.attached
          ? t('attachments.toDraftsDone', { name: result.file_name, count: result.attached })
          : t('attachments.toDraftsNone'),
      );
      await queryClient.invalidateQueries({ queryKey: [...OUTREACH_KEY, 'attachments'] });
    } catch (e) {
      setError(`${file.name}: ${(e as Error).message}`);
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="flex min-w-0 flex-col gap-1 sm:items-end">
      <input
        ref={input}
        type="file"
        hidden
        data-testid="drafts-attachment-input"
        onChange={(e) => {
          const [file] = [...(e.target.files ?? [])];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button variant="outline" disabled={uploading !== null} onClick={() => input.current?.click()}>
        <Paperclip aria-hidden className="size-4" />
        {t('attachments.toDrafts')}
      </Button>
      {uploading ? (
        <div className="w-56 max-w-full">
          <UploadProgress
            label={t('attachments.uploading', { name: uploading.name })}
            fraction={uploading.fraction}
          />
        </div>
      ) : null}
      {done ? (
        <p role="status" className="max-w-sm break-words text-sm text-muted-foreground">
          {done}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="max-w-sm break-words text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
