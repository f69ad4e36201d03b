import { CopyPlus, LayoutDashboard, PanelRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { dashboardArtifact } from '@/artifacts/dashboard-artifact';
import { Button } from '@/components/ui/button';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { useToolHost } from '../tool-host.ts';
import { useLaterUserText, useSendUserText } from '../use-user-reply.ts';
import '@/lib/i18n/namespaces/chat';

interface DuplicateOfferProps {
  existingId: string;
  existingName: string;
  messageId: string;
  running: boolean;
  /** What is the same (an ad dashboard's data rather than the subjects); the subjects' words by default. */
  title?: string;
  detail?: string;
}

/**
 * Nothing was created because the user already has a dashboard on the same subjects: open that one, or ask for a
 * new one anyway (a user message, so the model or the offline model repeats the call with allow_duplicate).
 */
export function DuplicateOffer({
  existingId,
  existingName,
  messageId,
  running,
  title,
  detail,
}: DuplicateOfferProps) {
  const { t } = useTranslation('chat');
  const host = useToolHost();
  const answer = useLaterUserText();
  const send = useSendUserText();
  return (
    <ToolCardFrame
      icon={LayoutDashboard}
      title={title ?? t('tools.createDashboard.duplicate.title')}
      state={answer === null ? 'awaiting' : 'done'}
      detail={detail ?? t('tools.createDashboard.duplicate.detail', { name: existingName })}
      actions={
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => host.openArtifact(dashboardArtifact(existingId, messageId))}
          >
            <PanelRight aria-hidden />
            {t('tools.createDashboard.duplicate.open')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer !== null || running}
            onClick={() => send(t('tools.createDashboard.duplicate.createAnywayMessage'))}
          >
            <CopyPlus aria-hidden />
            {t('tools.createDashboard.duplicate.createAnyway')}
          </Button>
        </>
      }
    />
  );
}
