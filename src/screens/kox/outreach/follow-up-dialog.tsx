import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { callApi, isApiError } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { FollowUpLeftOut } from './follow-up-left-out.tsx';
import { OUTREACH_KEY } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** Who gets a follow-up now and why the others do not (read afresh at each opening), and "Send follow-ups (n)". */
export function FollowUpDialog({
  teamId,
  projectId,
  onClose,
}: {
  teamId: string | null;
  projectId: string;
  onClose(): void;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const candidates = useQuery({
    queryKey: [...OUTREACH_KEY, 'follow-up', teamId, projectId],
    queryFn: ({ signal }) =>
      callApi('koxOutreach.followUpCandidates', { project_id: projectId }, { signal, silent: true }),
    // Who replied changes while the dialog is closed: read it afresh each time it opens.
    gcTime: 0,
  });
  const [error, setError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: (creatorIds: string[]) =>
      callApi(
        'koxOutreach.followUpNow',
        { project_id: projectId, creator_ids: creatorIds },
        { silent: true },
      ),
    onSuccess: async ({ queued }) => {
      withToast((toast) => toast.success(t('followUp.queued', { count: queued })));
      await queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
      onClose();
    },
    onError: (e) => setError(isApiError(e) ? e.message : t('failed')),
  });
  const ready = candidates.data?.creator_ids ?? [];
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('followUp.title')}</DialogTitle>
          <DialogDescription>{t('followUp.description')}</DialogDescription>
        </DialogHeader>
        {candidates.isPending ? (
          <Skeleton role="status" aria-label={t('followUp.loading')} className="h-16 w-full" />
        ) : candidates.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">
              {isApiError(candidates.error) ? candidates.error.message : t('followUp.failed')}
            </p>
            <Button size="sm" variant="outline" onClick={() => void candidates.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p role="status" className="text-sm">
              {ready.length ? t('followUp.ready', { count: ready.length }) : t('followUp.none')}
            </p>
            <FollowUpLeftOut leftOut={candidates.data.left_out} />
            <p className="text-xs text-muted-foreground">{t('followUp.automatic')}</p>
          </div>
        )}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button onClick={() => start.mutate(ready)} disabled={!ready.length || start.isPending}>
            {t('followUp.submit', { count: ready.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
