import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { Wrench } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ToolCardFrame } from './tool-card-frame.tsx';
import { toolCardState, toolErrorText } from './tool-card-state.ts';
import '@/lib/i18n/namespaces/chat';

/** Any tool without a card of its own (a tool newer than this page, a provider tool): its name and its state. */
export function FallbackToolCard(props: ToolCallMessagePartProps) {
  const { t } = useTranslation('chat');
  const state = toolCardState(props);
  return (
    <ToolCardFrame
      icon={Wrench}
      title={t('toolCard.fallbackTitle', { name: props.toolName })}
      state={state}
      detail={state === 'error' ? toolErrorText(props.result) : undefined}
    />
  );
}
