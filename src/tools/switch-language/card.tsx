import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { Languages } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import type { switchLanguageTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof switchLanguageTool>>,
  ToolOutput<typeof switchLanguageTool>
>;

/** `switch_language` in the thread. The switch itself happens once, when the result first arrives (ui.ts). */
export function SwitchLanguageCard(props: Props) {
  const { t } = useTranslation('chat');
  const state = toolCardState(props);
  const language = props.result?.language ?? props.args.language;
  const name = language ? t(`tools.switchLanguage.names.${language}`) : '';
  return (
    <ToolCardFrame
      icon={Languages}
      title={t('tools.switchLanguage.title', { language: name })}
      state={state}
      detail={
        state === 'error'
          ? toolErrorText(props.result)
          : state === 'done'
            ? t('tools.switchLanguage.applied', { language: name })
            : undefined
      }
    />
  );
}
