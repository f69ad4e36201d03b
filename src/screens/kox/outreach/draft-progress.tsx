import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { batchQuery, OUTREACH_KEY } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** A draft batch's progress, asked again while any of its e-mails is still being written. */
export function DraftProgress({
  teamId,
  batchId,
  onDismiss,
}: {
  teamId: string | null;
  batchId: string;
  onDismiss(): void;
}) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const batch = useQuery(batchQuery(teamId, batchId));
  const done = batch.data?.done === true;
  // The e-mails the batch wrote show in the table as soon as it is done.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: [...OUTREACH_KEY, 'list'] });
  }, [done, queryClient]);
  if (!batch.data) return null;
  const { counts, total } = batch.data;
  const finished = total - counts.generating;
  const label = done ? t('draft.done') : t('draft.progress');
  return (
    <div className="flex flex-col gap-2 rounded-xl border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`batch-${batchId}`} className="font-medium">
          {label}
        </span>
        {done ? (
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            {t('draft.dismiss')}
          </Button>
        ) : null}
      </div>
      <progress
        aria-labelledby={`batch-${batchId}`}
        max={Math.max(total, 1)}
        value={finished}
        className="h-2 w-full overflow-hidden rounded-full accent-primary"
      />
      <p className="text-muted-foreground" aria-live="polite">
        {t('draft.counts', {
          generating: counts.generating,
          done: counts.draft,
          needs: counts.needs_info,
          failed: counts.generation_failed,
        })}
      </p>
    </div>
  );
}
