import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { withToast } from '@/lib/toasts';
import { batchQuery, OUTREACH_KEY } from './outreach-queries.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** After a send batch that partly failed: send its failed e-mails again in one go. */
export function SendBatchNotice({ teamId, batchId }: { teamId: string | null; batchId: string }) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const batch = useQuery(batchQuery(teamId, batchId));
  const resend = useMutation({
    mutationFn: () => callApi('koxOutreach.resend', { batch_id: batchId }),
    onSuccess: async ({ changed }) => {
      withToast((toast) => toast.success(t('resend.done', { count: changed })));
      await queryClient.invalidateQueries({ queryKey: OUTREACH_KEY });
    },
  });
  const failed = batch.data?.counts.send_failed ?? 0;
  if (failed === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-destructive/50 p-3 text-sm"
    >
      <span>
        {t('status.send_failed')}: {failed}
      </span>
      <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
        <RotateCcw aria-hidden />
        {t('resend.batch')}
      </Button>
    </div>
  );
}
