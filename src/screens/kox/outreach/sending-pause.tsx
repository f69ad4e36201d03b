import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { callApi } from '@/lib/api/client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withToast } from '@/lib/toasts';
import { SENDER_KEY, type SenderStatus } from './outreach-queries.ts';
import { pauseReasonText } from './pause-reason-text.ts';
import '@/lib/i18n/namespaces/koxOutreachUi';

/** A paused mailbox: why (the bounce guardrail's in words, a server's line as it came) and "Resume sending". */
export function SendingPause({ status }: { status: SenderStatus }) {
  const { t } = useTranslation('koxOutreachUi');
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => callApi('koxOutreach.resumeSending', {}),
    onSuccess: (next) => {
      queryClient.setQueryData(SENDER_KEY, next);
      withToast((toast) => toast.success(t('sender.resumed')));
    },
  });
  if (!status.paused) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2 text-destructive">
      <AlertTriangle aria-hidden className="size-4" />
      <span className="break-words">{pauseReasonText(t, status.paused_reason)}</span>
      <Button size="sm" onClick={() => resume.mutate()} disabled={resume.isPending}>
        {t('sender.resume')}
      </Button>
    </div>
  );
}
