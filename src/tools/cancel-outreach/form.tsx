import { useTranslation } from '@/lib/i18n/use-translation';
import type { ToolInput } from '../define-tool.ts';
import type { ToolFormProps } from '../tool-ui.ts';
import { ProjectToolForm } from '../outreach/project-tool-form.tsx';
import { cancelOutreachTool } from './contract.ts';
import '@/lib/i18n/namespaces/chat';

type Input = ToolInput<typeof cancelOutreachTool>;

/** `/canceloutreach`: the project whose waiting e-mails become drafts again. */
export function CancelOutreachForm({ onSubmit, onCancel }: ToolFormProps<Input>) {
  const { t } = useTranslation('chat');
  return (
    <ProjectToolForm
      id="cancel-outreach"
      label={t('tools.cancelOutreach.label')}
      texts="cancel"
      schema={cancelOutreachTool.input}
      inputOf={(project) => ({ project })}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
