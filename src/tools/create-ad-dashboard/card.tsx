import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { useAuiState } from '@assistant-ui/react';
import { Megaphone } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { DuplicateOffer } from '../create-dashboard/duplicate-offer.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { ChooseSourceCard } from './choose-source-card.tsx';
import type { createAdDashboardTool } from './contract.ts';
import { CreatedAdDashboardCard } from './created-card.tsx';
import { NeedsUploadCard } from './needs-upload-card.tsx';
import '@/lib/i18n/namespaces/adChat';
import '@/lib/i18n/namespaces/adData';
import '@/lib/i18n/namespaces/adReport';
import '@/lib/i18n/namespaces/adSources';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof createAdDashboardTool>>,
  ToolOutput<typeof createAdDashboardTool>
>;

/** `create_ad_dashboard` in the thread: one card per outcome (docs/ads.md "Chat tools"). */
export function CreateAdDashboardCard(props: Props) {
  const { t } = useTranslation('chat');
  const messageId = useAuiState((s) => s.message.id);
  const running = useAuiState((s) => s.thread.isRunning);
  const state = toolCardState(props);
  const result = state === 'done' ? props.result : undefined;
  switch (result?.outcome) {
    case 'created':
      return <CreatedAdDashboardCard created={result} messageId={messageId} />;
    case 'duplicate':
      return (
        <DuplicateOffer
          existingId={result.existing_dashboard_id}
          existingName={result.existing_name}
          messageId={messageId}
          running={running}
          title={t('adChat:create.duplicate.title')}
          detail={t('adChat:create.duplicate.detail', { name: result.existing_name })}
        />
      );
    case 'choose_source':
      return <ChooseSourceCard choose={result} toolCallId={props.toolCallId} />;
    case 'needs_upload':
      return <NeedsUploadCard needs={result} />;
  }
  return (
    <ToolCardFrame
      icon={Megaphone}
      title={props.args.name ? t('adChat:create.title', { name: props.args.name }) : undefined}
      runningTitle={t('adChat:create.pending')}
      state={state}
      detail={
        state === 'error' ? (
          <span>
            {toolErrorText(props.result)} {t('adChat:create.errorHint')}
          </span>
        ) : undefined
      }
    />
  );
}
