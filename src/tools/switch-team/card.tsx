import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { switchTeamTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof switchTeamTool>>,
  ToolOutput<typeof switchTeamTool>
>;

/** `switch_team` in the thread: the team now worked in, or the user's teams to pick from. */
export function SwitchTeamCard(props: Props) {
  const { t } = useTranslation('chat');
  const state = toolCardState(props);
  const parsed = switchTeamTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;

  if (output?.status === 'choose') return <ChoiceCard icon={ArrowLeftRight} output={output} />;
  return (
    <ToolCardFrame
      icon={ArrowLeftRight}
      title={output ? t('tools.switchTeam.title', { name: output.name }) : undefined}
      runningTitle={t('tools.switchTeam.pending')}
      state={state}
      detail={
        state === 'error'
          ? toolErrorText(props.result)
          : output
            ? t('tools.switchTeam.role', { role: t(`tools.teamAdmin.roles.${output.role}`) })
            : undefined
      }
    />
  );
}
