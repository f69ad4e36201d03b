import type { ReactNode } from 'react';
import { Check, X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import '@/lib/i18n/namespaces/chat';

/** The Approve and Decline buttons of a change that waits for the user. */
export function ApprovalButtons({ busy, onDecide }: { busy: boolean; onDecide(approved: boolean): void }) {
  const { t } = useTranslation('chat');
  return (
    <>
      <Button size="sm" disabled={busy} onClick={() => onDecide(true)}>
        <Check aria-hidden />
        {t('tools.teamAdmin.approve')}
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onDecide(false)}>
        <X aria-hidden />
        {t('tools.teamAdmin.decline')}
      </Button>
    </>
  );
}

/**
 * A card's actions around an approval: Approve and Decline while it waits, `whenApproved` (an "Open" button)
 * once approved, nothing after a decline.
 */
export function approvalActions(
  status: string | undefined,
  approval: { busy: boolean; onDecide(approved: boolean): void },
  whenApproved: ReactNode,
): ReactNode {
  if (status === 'awaiting_approval') return <ApprovalButtons {...approval} />;
  return status === 'approved' ? whenApproved : undefined;
}

/** Why approving or declining failed, said at the end of the card's detail. */
export function DecideError({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="text-destructive">
      {error.message}
    </p>
  ) : null;
}
