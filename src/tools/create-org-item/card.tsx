import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { ChoiceCard } from '../choice-card.tsx';
import { OpenScreenButton } from '../team-admin/open-screen-button.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolCardState, toolErrorText } from '../tool-card-state.ts';
import { createOrgItemTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof createOrgItemTool>>,
  ToolOutput<typeof createOrgItemTool>
>;

const SCREENS = { client: 'teammanage-client', project: 'teammanage-project' } as const;

/** `create_org_item` in the thread: the new client or project, and its teammanage screen. */
export function CreateOrgItemCard(props: Props) {
  const { t } = useTranslation('chat');
  const state = toolCardState(props);
  const parsed = createOrgItemTool.output.safeParse(state === 'done' ? props.result : undefined);
  const output = parsed.success ? parsed.data : undefined;

  if (output?.status === 'choose') return <ChoiceCard icon={FolderPlus} output={output} />;
  const kind = output?.kind ?? props.args.kind ?? 'client';
  return (
    <ToolCardFrame
      icon={FolderPlus}
      title={output ? t(`tools.createOrgItem.created.${output.kind}`, { name: output.name }) : undefined}
      runningTitle={t(`tools.createOrgItem.pending.${kind}`)}
      state={state}
      detail={
        state === 'error'
          ? toolErrorText(props.result)
          : output?.kind === 'project' && output.client_name
            ? t('tools.createOrgItem.underClient', { client: output.client_name })
            : undefined
      }
      actions={
        output ? (
          <OpenScreenButton
            screenId={SCREENS[output.kind]}
            label={t(`tools.createOrgItem.open.${output.kind}`)}
          />
        ) : undefined
      }
    />
  );
}
