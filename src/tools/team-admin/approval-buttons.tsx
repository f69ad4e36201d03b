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
