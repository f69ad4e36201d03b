import type { ReactNode } from 'react';
import type { ToolCallMessagePartProps } from '@assistant-ui/react';
import { FolderPlus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput, ToolOutput } from '../define-tool.ts';
import { OpenProjectButton } from '../outreach/open-project-button.tsx';
import { DecideError } from '../team-admin/approval-buttons.tsx';
import { ChoiceCard } from '../choice-card.tsx';
import { ToolCardFrame } from '../tool-card-frame.tsx';
import { toolErrorText } from '../tool-card-state.ts';
import { useApprovalCard } from '../use-approval.ts';
import { addToKoxProjectTool } from './contract.ts';
import '@/lib/i18n/namespaces/koxOutreachTools';

type Props = ToolCallMessagePartProps<
  Partial<ToolInput<typeof addToKoxProjectTool>>,
  ToolOutput<typeof addToKoxProjectTool>
>;

/**
 * `add_to_kox_project` in the thread: which project, how many creators and from where, and Approve or Decline;
 * nothing is added before Approve. When the project's name was unclear, the candidates (or "new project") as buttons.
 */
export function AddToKoxProjectCard(props: Props) {
  const { t } = useTranslation('koxOutreachTools');
  const { state, output, decide, frameState, actions } = useApprovalCard(props, addToKoxProjectTool);

  if (output?.status === 'choose') return <ChoiceCard icon={FolderPlus} output={output} />;

  let detail: ReactNode = state === 'error' ? toolErrorText(props.result) : undefined;
  if (output) {
    const count = output.creator_ids.length;
    detail = (
      <div className="space-y-1">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt>{t('addToProject.project')}</dt>
          <dd className="text-foreground">
            {output.project_id === null
              ? t('addToProject.newProject', { project: output.project_name })
              : output.project_name}
          </dd>
          <dt>{t('addToProject.creators')}</dt>
          <dd className="text-foreground">
            {t(
              output.source === 'recommendation' ? 'addToProject.fromRecommendation' : 'addToProject.named',
              {
                count,
              },
            )}
          </dd>
        </dl>
        <p>
          {output.status === 'approved'
            ? t('addToProject.approved', { added: output.added, already: output.already })
            : t(`addToProject.${output.status}`)}
        </p>
        <DecideError error={decide.error} />
      </div>
    );
  }

  return (
    <ToolCardFrame
      icon={FolderPlus}
      title={
        output
          ? t('addToProject.title', { count: output.creator_ids.length, project: output.project_name })
          : undefined
      }
      runningTitle={t('addToProject.pending')}
      state={frameState}
      detail={detail}
      actions={actions(
        output?.status === 'approved' && (
          <OpenProjectButton
            screenId="kox-project-detail"
            projectId={output.project_id}
            label={t('addToProject.open')}
          />
        ),
      )}
    />
  );
}
