import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { ProjectToolForm } from '../outreach/project-tool-form.tsx';
import { followUpOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof followUpOutreachTool>;

/** `/followup`: the project whose silent creators get their next follow-up, after approval in the card. */
export function FollowUpOutreachForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('chat');
  return (
    <ProjectToolForm
      id="follow-up-outreach"
      label={t('tools.followUpOutreach.label')}
      texts="followUp"
      schema={followUpOutreachTool.input}
      inputOf={(project) => ({ project })}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
